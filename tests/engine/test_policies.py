"""1821's computer-seat policies (gamekinds.battle1821.POLICIES), as the worker calls them:
``policy(state, seat, options, rng)`` gives a legal action from what the seat may see."""

from __future__ import annotations

import random
import typing

from gamekinds import battle1821 as engine
from gamekinds.battle1821.policies import POLICIES
from gamekinds.battle1821.policies.greedy import greedy_action
from gamekinds.battle1821.policies.lookahead import META_OPTIONS
from gamekinds.battle1821.state import SeatBot


def _game(seed: str, seats: int = 2):
    s = engine.new_game(seats, seed, engine.Options(max_rounds=3))
    s, _ = engine.start(s)
    s, _ = engine.advance(s)
    return s


def _play(name: str, seed: str, decisions: int) -> int:
    s, n = _game(seed), 0
    while s.status != "finished" and n < decisions:
        w = engine.waiting_for(s)
        if not w:
            s, _ = engine.advance(s)
            continue
        seat = w[0]
        a = POLICIES[name](s, seat, engine.legal_actions(s, seat), random.Random(n))
        assert engine.violation(s, seat, a) is None, (name, a)
        assert not isinstance(a, (engine.actions.Resign, engine.actions.Undo, engine.actions.SetStandingOrders))
        s, _ = engine.apply(s, seat, a)
        n += 1
    return n


def test_the_api_seat_bots_are_the_policies():
    assert set(typing.get_args(SeatBot)) == set(POLICIES) == {"random", "greedy", "search"}
    assert engine.POLICIES is POLICIES


def test_random_and_greedy_play_legal_moves_only_to_the_end():
    assert _play("random", "pol-r", 400) > 20
    assert _play("greedy", "pol-g", 400) > 20


def test_greedy_policy_is_the_default_policy_without_meta_options():
    s = _game("pol-eq")
    seat = engine.waiting_for(s)[0]
    opts = engine.legal_actions(s, seat)
    want = greedy_action(s, seat, [o for o in opts if not isinstance(o, META_OPTIONS)])
    assert POLICIES["greedy"](s, seat, opts, random.Random(1)) == want


def test_search_policy_plays_legal_moves_from_the_seats_view():
    """(It decides from ``view(state, seat)`` only: tests/sdk/test_search_bot.py checks the
    search does not read the hidden dice or decks.)"""
    s = _game("pol-s")
    for n in range(8):
        w = engine.waiting_for(s)
        if not w:
            s, _ = engine.advance(s)
            continue
        seat = w[0]
        a = POLICIES["search"](s, seat, engine.legal_actions(s, seat), random.Random(n))
        assert engine.violation(s, seat, a) is None, a
        s, _ = engine.apply(s, seat, a)
