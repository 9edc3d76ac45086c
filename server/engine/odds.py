"""Exact battle odds (R12-R13) as a Markov chain over rolls."""

from __future__ import annotations

from msgspec import Struct


class Odds(Struct, kw_only=True):
    attackers: int
    defenders: int
    attacker_wins: float           # probability, accurate to 1e-12
    expected_attacker_survivors: float
    expected_defender_survivors: float


def battle_odds(attackers: int, defenders: int) -> Odds:
    """Probability that ``attackers`` (strength, no Ally) beat ``defenders`` Ottoman
    infantry. Raises ``ValueError`` outside 1..60 / 1..45."""
    raise NotImplementedError
