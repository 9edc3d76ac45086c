"""The Ottoman phase (R20-R24) as automatic steps (placeholder)."""

from __future__ import annotations

from .state import GameState


def begin_ottoman_phase(s: GameState, ev: list) -> None:
    """Called when the last Greek player ends its movement step: ``s.phase = "ottoman"``,
    ``s.step = "event"``, fresh ``s.ottoman``. Runs nothing yet (the worker does)."""
    raise NotImplementedError


def ottoman_step(s: GameState, ev: list) -> None:
    """Run one automatic step of the Ottoman phase (the Event; one reinforcement region;
    one movement pass; planning the attacks; one attack). May open a battle
    (``battle.begin_battle``) — the caller then runs it. When the phase is over it sets
    ``s.ottoman.done``-equivalent so :func:`phase_done` is True."""
    raise NotImplementedError


def phase_done(s: GameState) -> bool:
    """True when every step of this round's Ottoman phase has run."""
    raise NotImplementedError
