"""The refusals several use cases share, before the engine judges anything: a game that
is over, a seat a server bot plays for its human, a game in the lobby or in an automatic
phase that does not wait on the seat."""

from __future__ import annotations

from gamekinds import registry
from gamekinds.contract import GameKind
from server.store import GameMeta

from . import seats
from .errors import Conflict


def game_over() -> Conflict:
    """409 ``game_over``."""
    return Conflict("The game is over.", code="game_over")


def automatic_without(kind: GameKind, s, seat: int) -> bool:
    """The game is in an automatic phase that does not wait on ``seat``."""
    key = kind.phase_of(s)
    return key is not None and key.automatic and seat not in kind.waiting_for(s)


def require_human_plays(gid: str, meta: GameMeta, seat: int) -> None:
    """409 ``seat_taken_over`` while a server bot plays the seat for its human."""
    bot = seats.controller(meta, seat)
    if bot is not None:
        raise Conflict(f"A server bot ({bot}) plays seat {seat} now; take the seat back first "
                       f"(POST /games/{gid}/players/{seat}/take-back).", code="seat_taken_over")


def require_playable(s, seat: int) -> None:
    """409 ``not_started`` in the lobby (1821's R5), ``<phase>_phase`` while an automatic
    phase runs and does not wait on ``seat`` (1821: ``ottoman_phase``, R20-R24)."""
    if s.status == "lobby":
        raise Conflict("The game starts when every seat is taken.", code="not_started", ruling="R5")
    kind = registry.of_state(s)
    if s.status != "finished" and automatic_without(kind, s, seat):
        phase = kind.phase_of(s).kind
        raise Conflict(f"The {phase} phase runs on its own (no player decides it); wait for it to end.",
                       code=f"{phase}_phase")
