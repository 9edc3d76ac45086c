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

from gamekinds import registry
from server.store import UNSET, Commit, GameMeta, Loaded, PhaseRecord, encode_envelopes
from server.store.listing import cell_of
from server.store.stream_events import SeatTakenBack, SeatTakenOver

from . import seats
from server.records.record import GameState
from server.records.record import settle as _settle

from .job_ids import phase_job_id
from .phases import automatic_status_event, is_automatic, phase_updates
from .summaries import summary_of

DECISION_TIMEOUT = "decision_timeout"
"""``applied_by`` of an action the worker applied for a seat whose R19 time ran out."""


class AcceptedAction(msgspec.Struct, omit_defaults=True):
    """One accepted-action record (``GET /games/{id}/actions``): number (1, 2, ...), seat,
    the version it produced, RFC 3339 time, the action JSON and, for an action a seat did
    not send itself, who applied it (:data:`DECISION_TIMEOUT`; ``bot`` for a server bot
    playing the seat, named in ``bot``; ``clock`` for a takeover when the seat's time ran
    out). ``action`` is an engine action, or one of the seat-control records
    ``take_over``/``take_back`` (:mod:`server.service.seats`), which a replay skips."""

    n: int
    seat: int
    version: int
    at: str
    action: msgspec.Raw
    applied_by: str | None = None
    bot: str | None = None


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
    meta: GameMeta | None = None
    """The game's seat metadata after the commit (always set by :func:`commit_step`)."""


def commit_step(loaded: Loaded | None, game_id: str, after: GameState, events: list, *, at: str,
                seat: int | None = None, action_json: bytes | None = None, applied_by: str | None = None,
                phases: tuple[list[PhaseRecord], Any] | None = None, meta: GameMeta | None = None,
                bot: str | None = None, action: Any = None) -> Step:
    """Plan the commit of ``after`` (with its log ``events``) over ``loaded`` (None: a new
    game at version 1), version + 1.

    ``seat``/``action_json``: the accepted action (recorded as :class:`AcceptedAction`,
    ``applied_by`` when the seat did not send it). ``phases``: ``(records, current)``
    for the phase hash and the current phase (default :func:`phase_updates`). ``meta``:
    new seat metadata. The seats' clocks move on here for every writer
    (:func:`server.service.seats.next_clock`: new meta when the seat waited on changed).
    ``bot``: the server bot that chose the action. ``action``: the engine action
    ``action_json`` is ``msgspec.json.encode`` of, when the caller has it (the store then
    packs the record from it, not from the JSON). The listing summary is written whenever the phase, the seats or
    the status may have changed it: a new phase record, new meta, or the game's end; and
    ``Commit.reindex`` is set when it moves the game to another listing-index cell
    (status, open seat; :mod:`server.store.listing`), which the store then updates."""
    version = loaded.version + 1 if loaded is not None else 1
    first = loaded.seq + 1 if loaded is not None else 1
    records, current = phases if phases is not None else phase_updates(
        loaded.phase if loaded is not None else None, after, version, at)
    n = None
    record = None
    accepted = None
    if action_json is not None:
        n = (loaded.nact if loaded is not None else 0) + 1
        rec = AcceptedAction(n=n, seat=seat, version=version, at=at, action=msgspec.Raw(action_json),
                             applied_by=applied_by, bot=bot)
        record = _enc.encode(rec)
        if action is not None:
            accepted = (rec, action)
    publics = [registry.public_event(e) for e in events]
    envelopes = encode_envelopes(publics, first, version)
    game_meta = meta if meta is not None else loaded.meta
    if game_meta.clock is not None:
        clock = seats.next_clock(game_meta, after, version, seats.ms_of(at))
        if clock is not None:
            meta = game_meta = msgspec.structs.replace(game_meta, clock=clock)
    summary = None
    if loaded is None or loaded.phase is None or current is not UNSET or meta is not None \
            or after.status == "finished":
        summary = summary_of(game_id, after, game_meta)
    reindex = summary is not None and (loaded is None or loaded.summary is None
                                       or cell_of(loaded.summary) != cell_of(summary))
    blob = registry.of_state(after).encode_state(after)
    commit = Commit(game_id=game_id, expected_version=loaded.version if loaded is not None else None,
                    new_version=version, state=blob, meta=meta, events=envelopes, first_seq=first,
                    phases=records, current_phase=current, action=record, summary=summary, reindex=reindex,
                    event_structs=publics, accepted=accepted)
    return Step(commit, after, blob, version, envelopes, n, current, game_meta)


def action_step(loaded: Loaded, game_id: str, s: GameState, seat: int, action, *, at: str,
                action_json: bytes | None = None, applied_by: str | None = None,
                bot: str | None = None) -> tuple[Step, str | None]:
    """Plan the commit of ``action`` by ``seat`` on ``s`` (``loaded``'s state), as every
    player's action is planned (the API's submit and a server bot's turn): the kind's engine
    applies it (raises :class:`~gamekinds.contract.RuleViolation`), the automatic steps run
    (:func:`settle`), the phase records follow, and an automatic phase it starts is told on
    the stream with its job id. Returns ``(the step, the automatic phase's job id or None)``.
    ``action_json``, when given, is ``msgspec.json.encode(action)`` (the caller has it
    already: the idempotency hash); the store packs the record from ``action``."""
    s, ev = registry.of_state(s).apply(s, seat, action)
    ev = list(ev)
    s = settle(s, ev)
    version = loaded.version + 1
    recs, cur = phase_updates(loaded.phase, s, version, at)
    due = automatic_phase_due(s)
    job_id = phase_job_id(game_id, due) if due is not None else None
    if cur is not None and cur is not UNSET and is_automatic(cur, s):
        if job_id is not None:
            cur.job_id = job_id
        # the Ottoman phase's status changes are told on the stream (as the worker does)
        ev.append(automatic_status_event(cur, cur.status, cur.job_id, cur.step))
    step = commit_step(loaded, game_id, s, ev, at=at, seat=seat,
                       action_json=action_json if action_json is not None else _enc.encode(action),
                       applied_by=applied_by, phases=(recs, cur), bot=bot, action=action)
    return step, job_id


def phase_record_commit(loaded: Loaded, rec: PhaseRecord, events: list = ()) -> Commit:
    """A change of the current phase record alone (status, job id, error), at the same
    version: a compare-and-set on ``loaded.version``, so only one writer wins."""
    publics = [registry.public_event(e) for e in events]
    return Commit(game_id=loaded.game_id, expected_version=loaded.version, new_version=loaded.version,
                  phases=[rec], current_phase=rec, first_seq=loaded.seq + 1,
                  events=encode_envelopes(publics, loaded.seq + 1, loaded.version), event_structs=publics)


def settle(s: GameState, ev: list) -> GameState:
    """Run automatic steps that need no worker (setup rolls, step changes) until a seat
    must decide, the Ottoman phase is reached (the worker's) or the game ends; their log
    events are appended to ``ev``. The one rule, shared with the replay of game records
    (:func:`server.records.record.settle`)."""
    return _settle(s, ev)


def automatic_phase_due(s: GameState) -> tuple[str, int] | None:
    """The automatic phase ``(name, round)`` the game entered (or resumes) with nobody to
    ask: a worker's (the kind's ``automatic_phase``); None when none is due."""
    return registry.of_state(s).automatic_phase(s)


def decision_timeout_due(s: GameState) -> bool:
    """A seat's decision is pending that has a default answer (the kind's
    ``timeout_action``) and the game has ``decision_timeout_s``: a timeout job is due."""
    return bool(s.options.decision_timeout_s) and registry.of_state(s).timeout_action(s) is not None


def takeover_step(loaded: Loaded, game_id: str, s: GameState, seat: int, reason: str, at: str, *,
                  applied_by: str | None) -> Step:
    """Plan the commit of a takeover of ``seat`` by the game's ``takeover_bot`` (the state
    is unchanged; the meta, a ``take_over`` action record and a ``seat_taken_over``
    event change). The seat's clock stops if it ran (``reason`` ``clock``: at 0)."""
    bot = s.options.takeover_bot or seats.TAKEOVER_BOT
    meta = loaded.meta
    clock = meta.clock
    if clock is not None and clock.seat == seat:
        now = seats.ms_of(at)
        rem = list(clock.remaining_ms)
        rem[seat] = 0 if reason == seats.CLOCK else seats.remaining_now(clock, seat, now)
        clock = msgspec.structs.replace(clock, remaining_ms=rem, seat=None, since_ms=now,
                                        span=loaded.version + 1)
    new_meta = msgspec.structs.replace(meta, takeover=seats.with_seat(meta.takeover, s.seats, seat, bot),
                                       clock=clock)
    return commit_step(loaded, game_id, s, [SeatTakenOver(seat=seat, bot=bot, reason=reason)], at=at,
                       seat=seat, action_json=_enc.encode(seats.TakeOver(bot=bot, reason=reason)),
                       applied_by=applied_by, meta=new_meta)


def take_back_step(loaded: Loaded, game_id: str, s: GameState, seat: int, at: str) -> Step:
    """Plan the commit of ``seat``'s human taking it back (a ``take_back`` record and a
    ``seat_taken_back`` event; with a clock its time starts afresh at ``initial_s``)."""
    meta = loaded.meta
    bot = seats.controller(meta, seat) or ""
    clock = meta.clock
    if clock is not None and s.options.clock is not None:
        rem = list(clock.remaining_ms)
        rem[seat] = s.options.clock.initial_s * 1000
        clock = msgspec.structs.replace(clock, remaining_ms=rem)
    new_meta = msgspec.structs.replace(meta, takeover=seats.with_seat(meta.takeover, s.seats, seat, None),
                                       clock=clock)
    return commit_step(loaded, game_id, s, [SeatTakenBack(seat=seat, bot=bot)], at=at, seat=seat,
                       action_json=_enc.encode(seats.TakeBack(bot=bot)), meta=new_meta)
