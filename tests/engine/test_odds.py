"""Exact battle odds (R12-R13): a Markov chain over rolls, checked against exact values
and against a seeded Monte Carlo of the real battle code (battle.py)."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from posbuild import IX, G, O, build
from gamekinds.battle1821 import battle
from gamekinds.battle1821.odds import (
    MAX_ATTACKERS, MAX_DEFENDERS, attacker_wins, battle_odds, battle_odds_exact, defence_dice, resolve_roll,
    roll_distribution,
)
from gamekinds.battle1821.policies import greedy
from gamekinds.rng import Rng
from gamekinds.battle1821.state import copy_state


def test_r12_odds_one_vs_one_is_5_12():
    assert battle_odds_exact(1, 1) == Fraction(5, 12)
    o = battle_odds(1, 1)
    assert abs(o.attacker_wins - 5 / 12) < 1e-12 and o.attacker_wins_exact == "5/12"


def test_r12_r13_odds_three_vs_one_is_342035_373248():
    assert battle_odds_exact(3, 1) == Fraction(342035, 373248)
    assert abs(battle_odds(3, 1).attacker_wins - 342035 / 373248) < 1e-12


def test_r12_rulebook_example_1_and_2_pair_comparison():
    assert resolve_roll([6, 2], [4]) == (0, 1)                       # Example 1
    assert resolve_roll([6, 4, 4, 2, 2], [5, 4, 3, 1]) == (1, 3)     # Example 2
    assert resolve_roll([2, 6], [4]) == (0, 1)                       # order does not matter
    assert resolve_roll([3], [3, 1]) == (1, 0)                       # ties to the defender
    assert defence_dice(5) == 4 and defence_dice(2) == 1 and defence_dice(1) == 1


def test_r12_roll_distributions_are_exact_and_sum_to_one():
    for a in range(1, 6):
        for d in range(1, 5):
            dist = roll_distribution(a, d)
            assert sum(p for *_, p in dist) == 1
            assert all(al + dl == min(a, d) for al, dl, _ in dist)
    # 1 die vs 1 die: the defender wins 21 of 36
    assert roll_distribution(1, 1) == ((1, 0, Fraction(21, 36)), (0, 1, Fraction(15, 36)))


def test_r13_odds_shape_and_expectations():
    o = battle_odds(12, 10)
    assert 0 < o.attacker_wins < 1
    assert 0 < o.expected_attacker_survivors < 12 and 0 < o.expected_defender_survivors < 10
    # more attackers never hurt; more defenders never help the attacker
    assert battle_odds(6, 4).attacker_wins < battle_odds(7, 4).attacker_wins
    assert battle_odds(6, 4).attacker_wins > battle_odds(6, 5).attacker_wins
    assert battle_odds(60, 45).attacker_wins_exact  # the largest chain is computable


def test_r13_odds_reject_out_of_range():
    for a, d in ((0, 1), (1, 0), (61, 1), (1, 46), (-1, 3)):
        with pytest.raises(ValueError):
            battle_odds(a, d)


def _real_battle_wins(a: int, d: int, n: int) -> int:
    """Run ``n`` seeded Greek attacks of ``a`` infantry on ``d`` Ottomans with the real
    battle code (begin_battle / run_battle, no Ally) and count the attacker's wins."""
    base = build({"achaia": G(0, a + 1), "laconia": G(1, 1), "aetolia": O(d)},
                 phase="greek", step="attack")
    wins = 0
    for i in range(n):
        s = copy_state(base)
        Rng.from_seed(f"mc-{a}-{d}-{i}", "battle1821").store(s)
        s.infantry[IX["achaia"]] -= a
        ev: list = []
        battle.begin_battle(s, ev, kind="greek_attack", region=IX["aetolia"], origin=IX["achaia"],
                            seat=0, greek_infantry=a, call_ally=False)
        assert battle.run_battle(s, ev)
        wins += s.owner[IX["aetolia"]] == 0
    return wins


@pytest.mark.parametrize("a,d", [(1, 1), (3, 2), (5, 5), (8, 4), (12, 10)])
def test_r12_r13_monte_carlo_of_real_battle_code_agrees_within_3_se(a, d):
    n = 1500
    p = battle_odds(a, d).attacker_wins
    est = _real_battle_wins(a, d, n) / n
    se = math.sqrt(p * (1 - p) / n)
    assert abs(est - p) <= 3 * se, (a, d, est, p, se)


def test_r12_r13_odds_recomputed_with_cold_caches():
    # the exact odds are memoised (lru_cache): recompute them here from empty caches
    from fractions import Fraction
    from gamekinds.battle1821 import odds
    odds.roll_distribution.cache_clear()
    odds._chain.cache_clear()
    assert [odds.attack_dice(k) for k in (1, 5, 9)] == [1, 5, 5]
    assert odds.battle_odds_exact(1, 1) == Fraction(5, 12)
    assert odds.battle_odds_exact(3, 1) == Fraction(342035, 373248)
    assert sum(w for _, w in odds._multisets(3)) == 6 ** 3
    assert dict(((a, d), p) for a, d, p in odds.roll_distribution(1, 1)) == \
        {(1, 0): Fraction(21, 36), (0, 1): Fraction(15, 36)}


def test_r12_grouped_roll_counts_are_every_throw_compared():
    """``_roll_counts`` groups each side's throws by the dice compared: the same counts as
    comparing every throw of both sides with :func:`resolve_roll` (every ordered throw up
    to 6 dice in all, every sorted throw with its orderings beyond)."""
    from itertools import product

    from gamekinds.battle1821 import odds

    def as_counts(pairs):
        counts: dict = {}
        for att, dfn, w in pairs:
            key = resolve_roll(att, dfn)
            counts[key] = counts.get(key, 0) + w
        return tuple((al, dl, c) for (al, dl), c in sorted(counts.items(), key=lambda kv: kv[0][1]))

    for a in range(1, 6):
        for d in range(1, 5):
            if a + d <= 6:
                assert odds._roll_counts(a, d) == as_counts(
                    (x, y, 1) for x in product(range(1, 7), repeat=a) for y in product(range(1, 7), repeat=d))
            assert odds._roll_counts(a, d) == as_counts(
                (x, y, wx * wy) for x, wx in odds._multisets(a) for y, wy in odds._multisets(d))


def test_r13_attacker_wins_is_battle_odds_float():
    from gamekinds.battle1821 import odds
    for a, d in ((1, 1), (3, 2), (12, 10), (37, 44), (60, 45), (60, 1), (1, 45)):
        assert odds.attacker_wins(a, d) == battle_odds(a, d).attacker_wins
    with pytest.raises(ValueError):
        odds.attacker_wins(61, 1)


def test_the_bots_odds_file_is_every_pairs_exact_odds():
    """``files/odds.json`` (written by ``tools/make_odds.py``), from which a worker fills the
    bots' odds table at start, holds :func:`attacker_wins` of every pair 1..60 x 1..45, bit
    for bit: rerun the tool after a change to R12-R13."""
    greedy.fill_odds()
    assert sorted(greedy._ODDS) == [(a, d) for a in range(1, MAX_ATTACKERS + 1) for d in range(1, MAX_DEFENDERS + 1)]
    wrong = [(a, d) for (a, d), p in greedy._ODDS.items() if p != attacker_wins(a, d)]
    assert not wrong, f"files/odds.json is stale at {wrong[:5]}: python -m tools.make_odds"
