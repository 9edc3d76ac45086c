"""R9-R10: rounds, turns and whose turn it is in the Greek phase.

A round's Greek phase begins with the first seat of the turn order; a seat that
resigned or controls no region skips its turn (R10). After the last seat the Ottoman
phase begins (:func:`gamekinds.battle1821.ottoman.phase.begin_ottoman_phase`).
"""

from __future__ import annotations

from ..ottoman.phase import begin_ottoman_phase
from ..state import GameState
from .reinforcement import begin_reinforcement


def controls_any(s: GameState, seat: int) -> bool:
    """R10/R28: does ``seat`` control at least one region?"""
    return seat in s.owner


def active_seat(s: GameState) -> int | None:
    """The seat whose turn it is (setup placement or Greek phase), else None."""
    if s.status == "finished":
        return None
    if (s.phase == "greek" or (s.phase == "setup" and s.step == "place_start")) \
            and s.turn_index < len(s.turn_order):
        return s.turn_order[s.turn_index]
    return None


def begin_greek_round(s: GameState, ev: list) -> None:
    """A new round: its Greek phase starts with the first seat of the turn order."""
    s.round += 1
    s.phase = "greek"
    s.turn_index = 0
    s.ottoman = None
    begin_turn(s, ev)


def begin_turn(s: GameState, ev: list) -> None:
    """Start the reinforcement step of the next seat that can act (R9, R10); when none
    is left, hand over to the Ottoman phase."""
    n = len(s.turn_order)
    while s.turn_index < n:
        seat = s.turn_order[s.turn_index]
        if not s.players[seat].resigned and controls_any(s, seat):
            begin_reinforcement(s, ev, seat)
            return
        s.turn_index += 1  # R10: controls no region (or resigned): skips its turn
    s.step = "none"
    s.to_place_infantry = s.to_place_cannons = s.moves_left = 0
    begin_ottoman_phase(s, ev)


def end_turn(s: GameState, ev: list) -> None:
    """The active seat's turn is over: spent marks and owed pieces go (R10, R16), the
    next seat begins."""
    n = len(s.owner)
    s.spent_infantry = [0] * n
    s.spent_cannons = [0] * n
    s.to_place_infantry = s.to_place_cannons = s.moves_left = 0
    s.turn_index += 1
    begin_turn(s, ev)
