"""Phase records (API ``/games/{id}/phases``): one per phase the game kind names
(``kind.phase_of(state)``; 1821: the setup, each Greek player turn, each Ottoman phase),
derived by comparing the state before and after a commit.

Used by the API's use cases and by the automatic-phase worker (which sets ``running``,
``progress`` and ``job_id`` on the records itself)."""

from __future__ import annotations

from datetime import datetime, timezone

import msgspec

from gamekinds import registry
from server.records.record import GameState
from server.store import UNSET, PhaseRecord

from server.store.stream_events import OttomanPhase


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def phase_key(s: GameState) -> tuple[str, int, int | None] | None:
    """(kind, round, seat) of the phase the state is in; None in the lobby / at the end."""
    key = registry.of_state(s).phase_of(s)
    return None if key is None else (key.kind, key.round, key.seat)


def is_automatic(rec: PhaseRecord, s: GameState) -> bool:
    """``rec`` is the record of the automatic phase ``s`` is in (the worker's to run): the
    same phase name, round and seat (a kind may run several automatic phases in a round)."""
    key = registry.of_state(s).phase_of(s)
    return key is not None and key.automatic and (key.kind, key.round, key.seat) == (rec.kind, rec.round, rec.seat)


def status_for(s: GameState) -> str:
    """``active`` for a phase players decide; for an automatic phase ``awaiting_decision``
    when a seat is asked, else ``queued`` (the worker sets ``running``)."""
    kind = registry.of_state(s)
    key = kind.phase_of(s)
    if key is not None and key.automatic:
        return "awaiting_decision" if kind.waiting_for(s) else "queued"
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


def automatic_status_event(rec: PhaseRecord, status: str, job_id: str | None, step: str | None) -> OttomanPhase:
    """The stream event that tells an automatic phase's status change (API hand-off and
    worker alike; its wire name ``ottoman_phase`` is 1821's, kept for its clients): ``{"type": "ottoman_phase", "round", "phase", "status", "job_id",
    "step"}``."""
    return OttomanPhase(round=rec.round, phase=rec.number, status=status, job_id=job_id, step=step)
