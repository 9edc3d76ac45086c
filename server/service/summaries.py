"""The game's listing summary (``GET /games``), kept in the game hash's ``summary`` field
and rewritten by any commit that changes it (API use cases and the Ottoman worker)."""

from __future__ import annotations

from server.records.record import GameState
from server.store import GameMeta, GameSummary

from .seats import open_seats


def summary_of(gid: str, s: GameState, meta: GameMeta) -> GameSummary:
    return GameSummary(id=gid, status="cancelled" if meta.cancelled else s.status, seats=s.seats,
                       open_seats=len(open_seats(meta)),
                       round=s.round,
                       phase=s.phase, created_at=meta.created_at, from_position=bool(getattr(s, "from_position", False)),
                       kind=meta.kind)
