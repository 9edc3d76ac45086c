"""Phase records (API ``/games/{id}/phases``): one per setup, per Greek player turn and
per Ottoman phase, derived by comparing the state before and after a commit.

Used by the API's use cases and by the Ottoman worker (which sets ``running``,
``progress`` and ``job_id`` on the records itself)."""

from __future__ import annotations

from datetime import datetime, timezone

import msgspec

from gamekinds.battle1821 import GameState
from server.store import UNSET, PhaseRecord

from .stream_events import OttomanPhase


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def phase_key(s: GameState) -> tuple[str, int, int | None] | None:
    """(kind, round, seat) of the phase the state is in; None in the lobby / at the end."""
    if s.status in ("lobby", "finished") or s.phase in ("lobby", "end"):
        return None
    if s.phase == "setup":
        return ("setup", s.round, None)
    if s.phase == "greek":
        seat = s.turn_order[s.turn_index] if s.turn_index < len(s.turn_order) else None
        return ("greek_turn", s.round, seat)
    if s.phase == "ottoman":
        return ("ottoman", s.round, None)
    return None


def status_for(s: GameState) -> str:
    """``active`` for setup and Greek turns; for the Ottoman phase ``awaiting_decision``
    when a seat is asked, else ``queued`` (the worker sets ``running``)."""
    if s.phase == "ottoman":
        return "awaiting_decision" if s.pending is not None else "queued"
    return "active"


def phase_updates(current: PhaseRecord | None, s: GameState, version: int, now: str | None = None):
    """Phase records to write after a change that produced state ``s`` at ``version``.

    Returns ``(records, current)``: ``records`` for ``Commit.phases`` and the new
    current record for ``Commit.current_phase`` (UNSET when nothing changed). The
    previous record is closed (``done``, ``end_version``) when the phase changed; the
    new/current record's status is :func:`status_for`."""
    key = phase_key(s)
    now = now or now_iso()
    st = status_for(s)
    if current is not None and (current.kind, current.round, current.seat) == key:
        if current.step == s.step and current.status == st:
            return [], UNSET
        rec = msgspec.structs.replace(current, step=s.step, status=st, updated_at=now)
        return [rec], rec
    recs = []
    if current is not None:
        recs.append(msgspec.structs.replace(current, status="done", end_version=version,
                                            ended_at=now, updated_at=now))
    if key is None:
        return recs, None
    kind, rnd, seat = key
    rec = PhaseRecord(number=(current.number + 1) if current else 1, round=rnd, kind=kind,
                      seat=seat, step=s.step, status=st, start_version=version,
                      started_at=now, updated_at=now)
    recs.append(rec)
    return recs, rec


def ottoman_status_event(rec: PhaseRecord, status: str, job_id: str | None, step: str | None) -> OttomanPhase:
    """The stream event that tells an Ottoman phase's status change (API hand-off and
    worker alike): ``{"type": "ottoman_phase", "round", "phase", "status", "job_id",
    "step"}``."""
    return OttomanPhase(round=rec.round, phase=rec.number, status=status, job_id=job_id, step=step)
