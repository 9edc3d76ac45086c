"""Fame, the end of the game and the winner (R26) (placeholder)."""

from __future__ import annotations

from .state import GameState


def fame(s: GameState, seat: int) -> int:
    """Regions controlled + Fame of the seat's Apostles (R26)."""
    raise NotImplementedError


def check_end(s: GameState, ev: list, *, after_ottoman_phase: bool = False,
              end_of_round: bool = False) -> bool:
    """If an end condition holds, finish the game (status "finished", winners,
    end_reason, GameEnded with the seed) and return True."""
    raise NotImplementedError
