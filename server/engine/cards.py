"""Events (events.json) and Apostles (apostles.json): effects, conditions, Blessings,
awarding R25 (placeholder)."""

from __future__ import annotations

from .state import GameState


def apply_event(s: GameState, ev: list, card: int) -> None:
    """Apply Event ``card``'s effects (R20); may open a battle (place_ottomans on a
    Greek-held region) and set OttomanPhase flags (skip/double movement...)."""
    raise NotImplementedError


def award_apostles(s: GameState, ev: list, active_seat: int | None) -> None:
    """R25: award each revealed Apostle whose condition a player meets (active player
    first, then turn order from the first player), replace it from the deck."""
    raise NotImplementedError


def reinforcement_extra(s: GameState, seat: int) -> tuple[int, int]:
    """Extra (infantry, cannons) for ``seat``'s reinforcement now: continuous
    reinforcement_bonus + unspent once bonus_forces (marks them spent, emits nothing)
    + Event bonus_infantry/bonus_cannons (reset to 0)."""
    raise NotImplementedError


def defence_dice_bonus(s: GameState, seat: int) -> int:
    """Extra dice when ``seat`` defends (defence_die Blessings, continuous)."""
    raise NotImplementedError


def extra_moves(s: GameState, seat: int) -> int:
    """Extra moves in ``seat``'s movement step (extra_movement Blessings)."""
    raise NotImplementedError


def attack_die_cards(s: GameState, seat: int) -> list[int]:
    """Unspent ``attack_die`` Apostles of ``seat`` (card indices)."""
    raise NotImplementedError


def spend_attack_die(s: GameState, ev: list, seat: int, card: int) -> int:
    """Spend an attack_die Blessing; returns the extra dice per roll."""
    raise NotImplementedError
