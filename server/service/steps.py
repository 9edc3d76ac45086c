"""``commit_step``: the one way a change of a game's state becomes a commit, for the API's
writes (submit, join, create, cancel) and the worker's Ottoman steps and decision
timeouts alike: one accepted-action record format, one rule for the listing summary,
one numbering of events. The caller sends ``Step.commit`` in one round trip (async or
sync store) and looks at its :class:`~server.store.CommitResult`.

Also here: :func:`settle` (the automatic steps that need no worker) and
:func:`phase_record_commit` (a phase-record-only change at the same version)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgspec

from server import engine
from server.engine import GameState, encode_state
from server.store import UNSET, Commit, GameMeta, Loaded, PhaseRecord, encode_events
from server.store.listing import cell_of

from server.records.record import settle as _settle

from .phases import phase_updates
from .summaries import summary_of

MAX_AUTO_STEPS = 64
DECISION_TIMEOUT = "decision_timeout"
"""``applied_by`` of an action the worker applied for a seat whose R19 time ran out."""


class AcceptedAction(msgspec.Struct, omit_defaults=True):
    """One accepted-action record (``GET /games/{id}/actions``): number (1, 2, ...), seat,
    the version it produced, RFC 3339 time, the action JSON and, for an action a seat did
    not send itself, who applied it (:data:`DECISION_TIMEOUT`)."""

    n: int
    seat: int
    version: int
    at: str
    action: msgspec.Raw
    applied_by: str | None = None


_enc = msgspec.json.Encoder()


@dataclass(slots=True)
class Step:
    """A planned commit: ``commit`` to send; ``state``/``blob`` the new state (decoded and
    encoded); ``version`` the new version; ``events`` the encoded envelopes (numbered from
    ``commit.first_seq``); ``action`` the accepted action's number (None: no action);
    ``current_phase`` the game's phase record after the commit (UNSET: unchanged)."""

    commit: Commit
    state: GameState
    blob: bytes
    version: int
    events: list[bytes]
    action: int | None
    current_phase: Any


def commit_step(loaded: Loaded | None, game_id: str, after: GameState, events: list, *, at: str,
                seat: int | None = None, action_json: bytes | None = None, applied_by: str | None = None,
                phases: tuple[list[PhaseRecord], Any] | None = None, meta: GameMeta | None = None) -> Step:
    """Plan the commit of ``after`` (with its log ``events``) over ``loaded`` (None: a new
    game at version 1), version + 1.

    ``seat``/``action_json``: the accepted action (recorded as :class:`AcceptedAction`,
    ``applied_by`` when the seat did not send it). ``phases``: ``(records, current)``
    for the phase hash and the current phase (default :func:`phase_updates`). ``meta``:
    new seat metadata. The listing summary is written whenever the phase, the seats or
    the status may have changed it: a new phase record, new meta, or the game's end; and
    ``Commit.reindex`` is set when it moves the game to another listing-index cell
    (status, open seat; :mod:`server.store.listing`), which the store then updates."""
    version = loaded.version + 1 if loaded is not None else 1
    first = loaded.seq + 1 if loaded is not None else 1
    records, current = phases if phases is not None else phase_updates(
        loaded.phase if loaded is not None else None, after, version, at)
    n = None
    record = None
    if action_json is not None:
        n = (loaded.nact if loaded is not None else 0) + 1
        record = _enc.encode(AcceptedAction(n=n, seat=seat, version=version, at=at,
                                            action=msgspec.Raw(action_json), applied_by=applied_by))
    envelopes = encode_events(events, first, version)
    game_meta = meta if meta is not None else loaded.meta
    summary = None
    if loaded is None or loaded.phase is None or current is not UNSET or meta is not None \
            or after.status == "finished":
        summary = summary_of(game_id, after, game_meta)
    reindex = summary is not None and (loaded is None or loaded.summary is None
                                       or cell_of(loaded.summary) != cell_of(summary))
    blob = encode_state(after)
    commit = Commit(game_id=game_id, expected_version=loaded.version if loaded is not None else None,
                    new_version=version, state=blob, meta=meta, events=envelopes, first_seq=first,
                    phases=records, current_phase=current, action=record, summary=summary, reindex=reindex)
    return Step(commit, after, blob, version, envelopes, n, current)


def phase_record_commit(loaded: Loaded, rec: PhaseRecord, events: list = ()) -> Commit:
    """A change of the current phase record alone (status, job id, error), at the same
    version: a compare-and-set on ``loaded.version``, so only one writer wins."""
    return Commit(game_id=loaded.game_id, expected_version=loaded.version, new_version=loaded.version,
                  phases=[rec], current_phase=rec, first_seq=loaded.seq + 1,
                  events=encode_events(events, loaded.seq + 1, loaded.version))


def settle(s: GameState, ev: list) -> GameState:
    """Run automatic steps that need no worker (setup rolls, step changes) until a seat
    must decide, the Ottoman phase is reached (the worker's) or the game ends; their log
    events are appended to ``ev``. The one rule, shared with the replay of game records
    (:func:`server.records.record.settle`)."""
    return _settle(s, ev)


def needs_ottoman_job(s: GameState) -> bool:
    """The game entered (or resumes) the Ottoman phase with nothing pending: a worker's."""
    return s.status != "finished" and s.phase == "ottoman" and s.pending is None
