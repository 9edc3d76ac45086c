"""1821 as a game kind (:class:`gamekinds.contract.GameKind`): its identity, its
automatic phase, its rules data for clients and its computer-seat policies."""

from __future__ import annotations

import random
from typing import Any, Callable

from .board import APOSTLES_RAW, BOARD, EVENTS_RAW
from .randomplay import choose_action
from .state import GameState

NAME = "battle1821"
TITLE = "1821, The Battle (Η ΜΑΧΗ)"
SEATS = (2, 4)
"""2 to 4 Greek players; the Ottoman side plays itself (R20-R24)."""
SCENARIOS = ("standard",)
"""The rulebook's one game (R5-R8 set-up)."""


def automatic_phase(state: GameState) -> str | None:
    """``ottoman-{round}`` when the game is in the Ottoman phase (R20-R24) with no seat's
    decision pending — the worker's to run, once per round — else None."""
    if state.status != "finished" and state.phase == "ottoman" and state.pending is None:
        return f"ottoman-{state.round}"
    return None


def rules_data() -> dict[str, Any]:
    """The board graph (regions with lon/lat, borders, R2-R3), the Event cards (R20) and
    the Apostles with their Blessings (R25), as ``{"board", "events", "apostles"}``."""
    return {"board": BOARD.raw, "events": EVENTS_RAW, "apostles": APOSTLES_RAW}


def _random(state: GameState, seat: int, options: list, rng: random.Random):
    """Uniform-by-weight random legal play (:func:`.randomplay.choose_action`)."""
    return choose_action(options, rng)


POLICIES: dict[str, Callable[..., Any]] = {"random": _random}
"""Pure computer-seat policies, ``policy(state, seat, options, rng) -> Action | None``."""
