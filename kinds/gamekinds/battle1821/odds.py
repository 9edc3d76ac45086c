"""Exact battle odds (R12-R13) as a Markov chain over rolls.

A battle is a chain whose states are ``(attacking strength, defending strength)``. Each
roll, the attacker rolls ``min(5, a)`` dice and the defender ``min(4, max(1, d - 1))``
(R12); the dice of each side are sorted high to low and compared pair by pair for
``min(attacker dice, defender dice)`` pairs, ties to the defender. Each lost pair costs
its side one strength (R4: a Greek cannon lost is replaced by 2 infantry, i.e. one
strength, as long as the reserve can supply them; the odds assume it can). The battle
ends when one side has no strength left (R13, no retreat).

Everything is exact, memoized with :func:`functools.lru_cache`, pure and deterministic:
a value of the chain is an integer over a power of 6 (a roll's outcomes are counted over
``6 ** dice``), kept as such and reduced to a :class:`fractions.Fraction` once, when asked
(a Fraction at every step, each reduced by a gcd, cost five times as much; the search
bot's table of every pair is filled at each worker start). The float fields of
:class:`Odds` are the exact values rounded once (error < 1e-15).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement
from math import factorial
from operator import gt

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
def _tops(n: int, k: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """The ``k`` highest of ``n`` dice (sorted high to low) with their number of throws
    out of ``6 ** n``: only those are compared (R12)."""
    out: dict[tuple[int, ...], int] = {}
    for combo, w in _multisets(n):
        out[combo[:k]] = out.get(combo[:k], 0) + w
    return tuple(out.items())


@lru_cache(maxsize=None)
def _roll_counts(n_att: int, n_def: int) -> tuple[tuple[int, int, int], ...]:
    """:func:`roll_distribution` as ``(attacker_losses, defender_losses, count)``, the
    counts out of ``6 ** (n_att + n_def)`` equally likely throws. Each side's throws are
    grouped by the dice that are compared (the ``k`` highest) and each pair of groups is
    compared once, as :func:`resolve_roll` does (both sorted already: a higher attacker
    die takes the pair): a fifth of the work of comparing every throw with every throw,
    which each worker start paid (the search bot's table, issue 37)."""
    if not (1 <= n_att <= 6 and 1 <= n_def <= 6):
        raise ValueError("dice counts must be 1..6")
    k = min(n_att, n_def)
    counts: dict[int, int] = {}
    defence = _tops(n_def, k)
    for a, wa in _tops(n_att, k):
        for d, wd in defence:
            dl = sum(map(gt, a, d))
            counts[dl] = counts.get(dl, 0) + wa * wd
    return tuple((k - dl, dl, c) for dl, c in sorted(counts.items()))


@lru_cache(maxsize=None)
def roll_distribution(n_att: int, n_def: int) -> tuple[tuple[int, int, Fraction], ...]:
    """Distribution of one roll with ``n_att`` attacker and ``n_def`` defender dice:
    ``((attacker_losses, defender_losses, probability), ...)``, probabilities exact and
    summing to 1, outcomes ordered by defender losses ascending."""
    total = 6 ** (n_att + n_def)
    return tuple((al, dl, Fraction(c, total)) for al, dl, c in _roll_counts(n_att, n_def))


@lru_cache(maxsize=None)
def _chain(a: int, d: int) -> tuple[int, int, int, int]:
    """``(e, p, ea, ed)``: P(attacker wins) ``p / 6**e``, E[attacker survivors] ``ea / 6**e``
    and E[defender survivors] ``ed / 6**e`` from (a, d)."""
    if d <= 0:
        return 0, 1, max(a, 0), 0
    if a <= 0:
        return 0, 0, 0, d
    n_att, n_def = attack_dice(a), defence_dice(d)
    outcomes = [(c, _chain(a - al, d - dl)) for al, dl, c in _roll_counts(n_att, n_def)]
    e = max(sub[0] for _, sub in outcomes)        # every term over 6**e, then the roll's 6**n
    p = ea = ed = 0
    for c, (se, sp, sa, sd) in outcomes:
        w = c * 6 ** (e - se)
        p += w * sp
        ea += w * sa
        ed += w * sd
    return e + n_att + n_def, p, ea, ed


def _exact(e: int, n: int) -> Fraction:
    return Fraction(n, 6 ** e)


def _check(attackers: int, defenders: int) -> None:
    if not (isinstance(attackers, int) and 1 <= attackers <= MAX_ATTACKERS):
        raise ValueError(f"attackers must be 1..{MAX_ATTACKERS}")
    if not (isinstance(defenders, int) and 1 <= defenders <= MAX_DEFENDERS):
        raise ValueError(f"defenders must be 1..{MAX_DEFENDERS}")


_filled = [0, 0]
"""The memo of :func:`_chain` holds every ``(a, d)`` up to these (``a``, ``d``), unless
it was cleared since (then it holds fewer than ``a * d`` entries)."""


def _fill(a_max: int, d_max: int) -> None:
    # Fill the memo bottom-up so that the recursion never goes deep; once per rectangle
    # (a table of every pair, the search bot's, asked pair by pair was 1.9 M memo hits)
    fa, fd = _filled
    if a_max <= fa and d_max <= fd and _chain.cache_info().currsize >= fa * fd:
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
    e, p, _, _ = _chain(attackers, defenders)
    return _exact(e, p)


def attacker_wins(attackers: int, defenders: int) -> float:
    """``battle_odds(attackers, defenders).attacker_wins`` (the same float: an integer
    over a power of 6 divided once, correctly rounded as ``float(Fraction)`` is) without
    the rest of :class:`Odds`: the exact string alone (a numerator of up to ~700 digits)
    cost more than the chain in the search bot's table (issue 37)."""
    _check(attackers, defenders)
    _fill(attackers, defenders)
    e, p, _, _ = _chain(attackers, defenders)
    return p / 6 ** e


def battle_odds(attackers: int, defenders: int) -> Odds:
    """Probability that ``attackers`` (strength, no Ally) beat ``defenders`` Ottoman
    infantry, with the expected survivors of each side (R12-R13). Raises ``ValueError``
    outside 1..60 / 1..45."""
    _check(attackers, defenders)
    _fill(attackers, defenders)
    e, p, ea, ed = _chain(attackers, defenders)
    p, ea, ed = _exact(e, p), _exact(e, ea), _exact(e, ed)
    return Odds(
        attackers=attackers,
        defenders=defenders,
        attacker_wins=float(p),
        expected_attacker_survivors=float(ea),
        expected_defender_survivors=float(ed),
        attacker_wins_exact=f"{p.numerator}/{p.denominator}",
    )
