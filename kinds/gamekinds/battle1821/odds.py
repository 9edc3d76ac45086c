"""Exact battle odds (R12-R13) as a Markov chain over rolls.

A battle is a chain whose states are ``(attacking strength, defending strength)``. Each
roll, the attacker rolls ``min(5, a)`` dice and the defender ``min(4, max(1, d - 1))``
(R12); the dice of each side are sorted high to low and compared pair by pair for
``min(attacker dice, defender dice)`` pairs, ties to the defender. Each lost pair costs
its side one strength (R4: a Greek cannon lost is replaced by 2 infantry, i.e. one
strength, as long as the reserve can supply them; the odds assume it can). The battle
ends when one side has no strength left (R13, no retreat).

Everything is computed with :class:`fractions.Fraction` and memoized with
:func:`functools.lru_cache`: pure, deterministic, exact. The float fields of
:class:`Odds` are the exact values rounded once (error < 1e-15).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial

from msgspec import Struct

MAX_ATTACK_DICE = 5
MAX_DEFENCE_DICE = 4
MAX_ATTACKERS = 60
MAX_DEFENDERS = 45


class Odds(Struct, kw_only=True):
    attackers: int
    defenders: int
    attacker_wins: float           # probability, accurate to 1e-12
    expected_attacker_survivors: float
    expected_defender_survivors: float
    attacker_wins_exact: str = ""  # the exact probability as "p/q" (Fraction)


def attack_dice(strength: int) -> int:
    """R12: dice the attacker rolls with ``strength`` committed (no Ally, no Blessing)."""
    return min(MAX_ATTACK_DICE, strength)


def defence_dice(strength: int) -> int:
    """R12: dice the defender rolls with ``strength`` in the region (no Ally, no Blessing)."""
    return min(MAX_DEFENCE_DICE, max(1, strength - 1))


def resolve_roll(att_dice: list[int] | tuple[int, ...],
                 def_dice: list[int] | tuple[int, ...]) -> tuple[int, int]:
    """R12: compare one roll. Dice are sorted high to low here (the input order does not
    matter); ``min(len(att), len(def))`` pairs are compared; the higher die wins the
    pair, ties go to the defender. Returns ``(attacker_losses, defender_losses)``."""
    a = sorted(att_dice, reverse=True)
    d = sorted(def_dice, reverse=True)
    att_losses = def_losses = 0
    for x, y in zip(a, d):
        if x > y:
            def_losses += 1
        else:
            att_losses += 1
    return att_losses, def_losses


def _multisets(n: int) -> list[tuple[tuple[int, ...], int]]:
    """Sorted (high to low) outcomes of ``n`` dice with their number of orderings."""
    out = []
    for combo in combinations_with_replacement(range(6, 0, -1), n):
        w = factorial(n)
        for face in set(combo):
            w //= factorial(combo.count(face))
        out.append((combo, w))
    return out


@lru_cache(maxsize=None)
def roll_distribution(n_att: int, n_def: int) -> tuple[tuple[int, int, Fraction], ...]:
    """Distribution of one roll with ``n_att`` attacker and ``n_def`` defender dice:
    ``((attacker_losses, defender_losses, probability), ...)``, probabilities exact and
    summing to 1, outcomes ordered by defender losses ascending."""
    if not (1 <= n_att <= 6 and 1 <= n_def <= 6):
        raise ValueError("dice counts must be 1..6")
    counts: dict[int, int] = {}
    defence = _multisets(n_def)
    for a, wa in _multisets(n_att):
        for d, wd in defence:
            al, dl = resolve_roll(a, d)
            counts[dl] = counts.get(dl, 0) + wa * wd
    total = 6 ** (n_att + n_def)
    k = min(n_att, n_def)
    return tuple((k - dl, dl, Fraction(c, total)) for dl, c in sorted(counts.items()))


@lru_cache(maxsize=None)
def _chain(a: int, d: int) -> tuple[Fraction, Fraction, Fraction]:
    """(P(attacker wins), E[attacker survivors], E[defender survivors]) from (a, d)."""
    if d <= 0:
        return Fraction(1), Fraction(max(a, 0)), Fraction(0)
    if a <= 0:
        return Fraction(0), Fraction(0), Fraction(d)
    p = ea = ed = Fraction(0)
    for al, dl, q in roll_distribution(attack_dice(a), defence_dice(d)):
        pw, sa, sd = _chain(a - al, d - dl)
        p += q * pw
        ea += q * sa
        ed += q * sd
    return p, ea, ed


def _check(attackers: int, defenders: int) -> None:
    if not (isinstance(attackers, int) and 1 <= attackers <= MAX_ATTACKERS):
        raise ValueError(f"attackers must be 1..{MAX_ATTACKERS}")
    if not (isinstance(defenders, int) and 1 <= defenders <= MAX_DEFENDERS):
        raise ValueError(f"defenders must be 1..{MAX_DEFENDERS}")


_filled = [0, 0]
"""The memo of :func:`_chain` holds every ``(a, d)`` up to these (``a``, ``d``)."""


def _fill(a_max: int, d_max: int) -> None:
    # Fill the memo bottom-up so that the recursion never goes deep; once per rectangle
    # (a table of every pair, the search bot's, asked pair by pair was 1.9 M memo hits)
    fa, fd = _filled
    if a_max <= fa and d_max <= fd:
        return
    a_max, d_max = max(a_max, fa), max(d_max, fd)
    for a in range(1, a_max + 1):
        for d in range(1, d_max + 1):
            _chain(a, d)
    _filled[:] = (a_max, d_max)


def battle_odds_exact(attackers: int, defenders: int) -> Fraction:
    """Exact probability (a Fraction) that ``attackers`` strength beats ``defenders``
    Ottoman infantry (R12-R13, no Ally). Raises ``ValueError`` outside 1..60 / 1..45."""
    _check(attackers, defenders)
    _fill(attackers, defenders)
    return _chain(attackers, defenders)[0]


def battle_odds(attackers: int, defenders: int) -> Odds:
    """Probability that ``attackers`` (strength, no Ally) beat ``defenders`` Ottoman
    infantry, with the expected survivors of each side (R12-R13). Raises ``ValueError``
    outside 1..60 / 1..45."""
    _check(attackers, defenders)
    _fill(attackers, defenders)
    p, ea, ed = _chain(attackers, defenders)
    return Odds(
        attackers=attackers,
        defenders=defenders,
        attacker_wins=float(p),
        expected_attacker_survivors=float(ea),
        expected_defender_survivors=float(ed),
        attacker_wins_exact=f"{p.numerator}/{p.denominator}",
    )
