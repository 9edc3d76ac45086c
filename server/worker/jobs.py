"""RQ jobs: a game kind's automatic phase (1821: the Ottoman phase, R20-R24) and decision
timeouts (1821: R19), exactly once.

:func:`run_automatic_phase` ``(game_id, round)`` loads the game and, while it is still in
that round's automatic phase (the kind's ``phase_of(state).automatic``), runs the kind's
``advance(state, max_steps=1)`` and commits each
step as the API commits an action (:func:`server.service.steps.commit_step`, one Lua
call: state, version + 1, the step's events on the game's stream, the phase record). Exactly once because:

- a job for a state that moved on (another round, phase over, game finished) does
  nothing; a job that loses a commit to another job's commit for the same version
  stops (the other job owns the phase) — nothing is ever applied twice;
- a repeated step gives the same result: the RNG state is in the saved state (R27), so a
  job re-run after a crash recomputes exactly the step that was not committed;
- retries are enabled (RQ ``Retry``) and the watchdog (:mod:`server.worker.watchdog`)
  re-enqueues a phase whose job died without a trace (SIGKILL).

The phase record (API ``/games/{id}/phases``) goes ``queued`` -> ``running`` (``progress``
names the step in progress, ``job_id`` the job) -> ``awaiting_decision`` (a seat is asked,
R18-R19; the answer re-enqueues the phase) / ``done`` / ``failed``. Each status change is
also told on the event stream as an ``ottoman_phase`` event
``{"type": "ottoman_phase", "round", "phase", "status", "job_id", "step"}``, and every
committed step starts with ``{"type": "ottoman_step", "round", "step", "progress"}`` (the
step that ran), so each version the worker writes is visible on the stream.

:func:`apply_decision_timeout` ``(game_id, version)`` applies R19's default
(the kind's ``timeout_action``; 1821: ``call_ally`` never, ``answer_ally`` decline) when the pending decision of ``version`` is still
unanswered, then lets the phase go on. Scheduled with ``enqueue_in`` when the phase
stops at a decision and the game has ``decision_timeout_s``; the watchdog catches any
that the scheduler missed.

:func:`archive_game` ``(game_id)`` archives a game that is over (:mod:`server.records.archive`);
the job that finishes a game runs it at once, the API enqueues it after a finishing
action or a cancel, and the watchdog's sweep catches any game left over.

Fault points (:mod:`server.faults`, no-ops unless a test or bench plugin is installed):
``ottoman.step`` before each engine step, ``ottoman.phase_done`` after a phase's last
commit and before its hand-off, ``archive.before_lua`` inside the archive step.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

import msgspec
from rq import Queue, get_current_job

from gamekinds import registry
from server import faults, tracing
from server.config import Settings
from server.records import archive as _archive  # noqa: F401  (the store's archive codec, registered on import: archive_game)
from server.records.record import GameState
from server.metrics import timed_job
from server.service import enqueue as enq
from server.service import ratings
from server.service.phases import automatic_status_event, is_automatic, now_iso, phase_updates
from server.service.seats import bot_turn
from server.service.webhooks import notify_sync
from server.store.stream_events import DecisionTimeout, OttomanStep
from server.service.steps import DECISION_TIMEOUT, Step, commit_step, phase_record_commit, settle
from server.store import UNSET, Loaded, PhaseRecord, SyncGameStore, pending
from server.store.accounts import SyncRatings
from server.store.clients import queue_connection, sync_state_client

log = logging.getLogger("battle1821.worker")

DONE = "done"
MOVED_ON = "moved_on"
LOST = "lost_race"
AWAITING = "awaiting_decision"
MISSING = "missing"
FAILED = "failed"


@dataclass
class Ctx:
    settings: Settings
    store: SyncGameStore
    qconn: object
    pid: int


_ctx: Ctx | None = None


def ctx() -> Ctx:
    """Per-process clients (rebuilt after a fork: a forked work horse gets its own)."""
    global _ctx
    if _ctx is None or _ctx.pid != os.getpid():
        s = Settings.from_env()
        faults.install(s.faults)
        r = sync_state_client(s.redis_url, cluster=s.redis_cluster or None,
                              health_check_s=s.redis_health_check_s, retries=s.redis_retries)
        _ctx = Ctx(s, SyncGameStore(r, prefix=s.key_prefix, idem_ttl=s.idempotency_ttl_s,
                                     finished_ttl=s.finished_ttl_s),
                   queue_connection(s.queue_redis_url, s.redis_health_check_s), os.getpid())
    return _ctx


def _queue(c: Ctx, name: str | None = None) -> Queue:
    job = get_current_job()
    qname = name or (job.origin if job is not None else c.settings.queue_name)
    return enq.make_queue(c.qconn, qname)


def in_automatic_phase(s: GameState, round: int) -> bool:
    """``s`` is in play in an automatic phase of ``round`` (the kind's ``phase_of``)."""
    key = registry.of_state(s).phase_of(s)
    return s.status == "active" and key is not None and key.automatic and key.round == round


def _job_id() -> str | None:
    job = get_current_job()
    return job.id if job is not None else None


def _plan_step(loaded: Loaded, state: GameState, new: GameState, events: list,
               rec: PhaseRecord, job_id: str | None, round: int) -> tuple[Step, str, PhaseRecord]:
    """One automatic step (state -> new) as a :func:`commit_step` with the phase records.
    Returns ``(the step, status, the automatic phase's record after the step)``."""
    version = loaded.version + 1
    now = now_iso()
    still = in_automatic_phase(new, round)
    # one progress event per committed step, so every version is visible on the stream
    events = [OttomanStep(round=round, step=state.step, progress=_progress(state)), *events]
    if still:
        status = AWAITING if registry.of_state(new).waiting_for(new) else "running"
        ott = msgspec.structs.replace(rec, step=new.step, status=status, job_id=job_id,
                                      progress=_progress(new), updated_at=now)
        records, current = [ott], ott
        if status != rec.status:
            if status == "running":     # told before the step it announces
                events.insert(0, automatic_status_event(rec, status, job_id, state.step))
            else:
                events.append(automatic_status_event(rec, status, job_id, new.step))
    else:
        status = DONE
        ott = msgspec.structs.replace(rec, status=DONE, end_version=version, ended_at=now,
                                      updated_at=now, job_id=job_id, progress=None)
        events.append(automatic_status_event(rec, DONE, job_id, state.step))
        more, current = phase_updates(ott, new, version, now=now)
        records = [ott] + [r for r in more if r.number != ott.number]
        if current is UNSET:
            current = ott
    step = commit_step(loaded, loaded.game_id, new, events, at=now, phases=(records, current))
    return step, status, ott


def _progress(s: GameState) -> str:
    """The kind's words for the automatic step in progress (``kind.progress``)."""
    return registry.of_state(s).progress(s)


def _owned_by_other(c: Ctx, gid: str, job_id: str | None, round: int) -> tuple[bool, Loaded | None]:
    """After a lost commit: reload; True when another live job now owns the phase."""
    loaded = c.store.load(gid)
    if loaded is None:
        return True, None
    s = loaded.decoded()
    rec = loaded.phase
    if not in_automatic_phase(s, round) or rec is None:
        return True, loaded
    return (rec.job_id not in (None, job_id) and rec.status == "running"), loaded


def run_automatic_phase(game_id: str, round: int) -> str:
    """RQ job: run (the rest of) ``round``'s automatic phase of ``game_id``. Returns what
    happened: ``done``, ``awaiting_decision``, ``moved_on`` (nothing to do), ``lost_race``
    (another job owns the phase) or ``missing`` (no such game). An exception on the last
    RQ retry marks the phase ``failed`` (with the error) before it propagates.
    Counted and timed as job ``ottoman_phase`` (:mod:`server.metrics`), traced as the
    span ``ottoman_phase`` (:mod:`server.tracing`)."""
    try:
        with timed_job("ottoman_phase") as out, tracing.job_span("ottoman_phase", game_id=game_id, round=round):
            out["outcome"] = _run_automatic_phase(game_id, round)
            return out["outcome"]
    except Exception as exc:
        job = get_current_job()
        if job is None or not job.retries_left:
            _mark_failed(game_id, round, f"{type(exc).__name__}: {exc}")
        raise


def _mark_failed(game_id: str, round: int, error: str) -> None:
    c = ctx()
    try:
        for _ in range(5):
            loaded = c.store.load(game_id)
            rec = loaded.phase if loaded is not None else None
            if rec is None or rec.round != round or not is_automatic(rec, loaded.decoded()):
                return
            now = now_iso()
            failed = msgspec.structs.replace(rec, status=FAILED, error=error[:500],
                                             updated_at=now, ended_at=now)
            res = c.store.commit(phase_record_commit(
                loaded, failed, [automatic_status_event(rec, FAILED, _job_id(), rec.step)]))
            if res.ok:
                pending.forget(c.qconn, _queue(c).name, game_id)
                return
    except Exception:  # noqa: BLE001 — never hide the job's own error
        log.exception("could not mark the Ottoman phase of %s failed", game_id)


def _run_automatic_phase(game_id: str, round: int) -> str:
    c = ctx()
    job_id = _job_id()
    loaded = c.store.load(game_id)
    state = None          # ``loaded``'s state, decoded; kept from step to step (no re-decode)
    while True:
        if loaded is None:
            return MISSING
        if state is None:
            state = loaded.decoded()
        kind = registry.of_state(state)
        rec = loaded.phase
        if not in_automatic_phase(state, round) or rec is None or not is_automatic(rec, state) \
                or rec.round != round or rec.status in (DONE, FAILED):
            pending.forget(c.qconn, _queue(c).name, game_id)
            return MOVED_ON
        if kind.waiting_for(state):
            # Paused at a decision (R19): make sure the record says so and a timeout exists.
            if rec.status != AWAITING:
                ott = msgspec.structs.replace(rec, status=AWAITING, job_id=job_id,
                                              progress=_progress(state), updated_at=now_iso())
                res = c.store.commit(phase_record_commit(
                    loaded, ott, [automatic_status_event(rec, AWAITING, job_id, state.step)]))
                if not res.ok:
                    loaded, state = c.store.load(game_id), None
                    continue
            enq.hand_off_sync(_queue(c), game_id, state, loaded.version, loaded.meta)
            return AWAITING
        faults.fire("ottoman.step")
        new, events = kind.advance(state, max_steps=1)
        if new is state and not events:
            # Nothing automatic is due although the phase is on: an engine invariant broke.
            raise RuntimeError(f"Automatic phase of {game_id} round {round} made no progress")
        step, status, ott = _plan_step(loaded, state, new, events, rec, job_id, round)
        _note_bot_turn(c, game_id, step)
        res = c.store.commit(step.commit)
        if not res.ok:
            state = None
            other, loaded = _owned_by_other(c, game_id, job_id, round)
            if other:
                log.warning("lost_race: another job committed the automatic phase of %s round %s "
                            "first; %s stops", game_id, round, job_id)
                return LOST if loaded is not None else MISSING
            continue
        notify_sync(c.store, _queue(c), game_id, res.version, state, new, events)
        if status == DONE:
            pending.forget(c.qconn, _queue(c).name, game_id)
            faults.fire("ottoman.phase_done")
            # the next round's first turn: its clock, or a server bot's move
            enq.hand_off_sync(_queue(c), game_id, new, res.version, step.meta)
            if new.status == "finished":
                archive_game(game_id)
            return DONE
        if status == AWAITING:
            # the decision's timeout, the asked seat's clock, or a server bot's answer
            enq.hand_off_sync(_queue(c), game_id, new, res.version, step.meta)
            return AWAITING
        # next step from what we just committed (no reload, no re-encode or decode: we
        # hold the latest version; the kind's advance copies the state it is given)
        loaded = Loaded(game_id=game_id, state=step.blob, version=res.version,
                        meta=step.meta, phase=ott,
                        seq=loaded.seq + len(step.events), nact=loaded.nact,
                        summary=step.commit.summary or loaded.summary)
        state = new


def _note_bot_turn(c: Ctx, game_id: str, step: Step) -> None:
    """Before a commit that leaves the game waiting on a server bot's seat: the game goes
    on the watchdog's bot list, so a crash between the commit and the hand-off cannot
    leave the bot's turn unplayed."""

    if bot_turn(step.state, step.meta) is not None:
        pending.note_bot(c.qconn, _queue(c).name, game_id)
def _archive_pause() -> None:
    """Between building the archive and its Lua call (where a SIGKILL must leave the game
    fully live): the ``archive.before_lua`` fault point."""
    faults.fire("archive.before_lua")


def archive_game(game_id: str) -> str:
    """RQ job (and the end of a job that finished a game): a finished rated game first
    moves its accounts' ratings (:func:`rate_finished`), then the live keys of a game
    that is over are replaced by its archive (``SyncGameStore.archive_game``, one Lua
    call: all or nothing). Returns what the store said (``archived``, ``already``,
    ``live``...)."""
    c = ctx()
    rate_finished(c, game_id)
    if not c.settings.archive:
        return "off"
    for _ in range(3):
        what = c.store.archive_game(game_id, pause=_archive_pause)
        if what != "changed":
            break
    log.info("archive %s: %s", game_id, what)
    return what


def rate_finished(c: Ctx, game_id: str) -> bool:
    """Move the ratings of a finished rated game's accounts (once per game:
    :mod:`server.service.ratings`); True when this call did. Every finished game comes
    here (its archive job, or the watchdog's sweep of games over but live), so every
    rated result counts, even when archiving is off."""
    try:
        loaded = c.store.load(game_id)
        if loaded is None or not loaded.meta.rated or not loaded.meta.accounts or loaded.meta.cancelled:
            return False
        state = loaded.decoded()
        if state.status != "finished":
            return False
        seats = ratings.rated_seats(loaded.meta.accounts, ratings.places_of(loaded.kind, state))
        done = ratings.rate_game_sync(SyncRatings(c.store.r, c.store.keys), game_id, loaded.meta.kind, seats, now_iso())
        if done:
            log.info("rated %s: %d accounts", game_id, len(seats))
        return done
    except Exception as exc:  # the archive goes on; the watchdog's next sweep tries the rating again
        log.error("rating of %s failed: %r", game_id, exc)
        return False


def _schedule_timeout(c: Ctx, game_id: str, version: int, state: GameState) -> None:
    t = state.options.decision_timeout_s
    if not t:
        return
    enq.enqueue_decision_timeout(_queue(c), game_id, version, t)


def apply_decision_timeout(game_id: str, version: int) -> str:
    """RQ job: R19 ``decision_timeout_s`` ran out for the decision pending at ``version``.
    Does nothing when the game moved on (answered, or another timeout applied). Otherwise
    applies the kind's ``timeout_action`` in the asked seat's name (recorded as an
    accepted action with ``"applied_by": "decision_timeout"``, so the action log still
    replays the game), runs the automatic steps the API would run after it (Greek
    phase), commits once (version + 1, :func:`commit_step`), and continues the Ottoman
    phase in this job when it was paused there. Returns ``answered``, ``moved_on`` or
    what :func:`run_automatic_phase` returned. Counted, timed and traced as job
    ``decision_timeout`` (a phase it resumes counts as an ``ottoman_phase`` job too)."""
    with timed_job("decision_timeout") as out, tracing.job_span("decision_timeout", game_id=game_id,
                                                                  version=version):
        out["outcome"] = _apply_decision_timeout(game_id, version)
        return out["outcome"]


def _apply_decision_timeout(game_id: str, version: int) -> str:
    c = ctx()
    loaded = c.store.load(game_id)
    if loaded is None:
        return MISSING
    state = loaded.decoded()
    kind = registry.of_state(state)
    answer = kind.timeout_action(state)
    if loaded.version != version or answer is None or state.status != "active":
        return MOVED_ON
    seat, action = answer
    new, events = kind.apply(state, seat, action)
    events = list(events)
    new = settle(new, events)       # stops at an automatic phase, whose steps the worker commits
    now = now_iso()
    pending_decision = getattr(state, "pending", None)   # the decision asked (1821: R18's call/answer)
    events = [DecisionTimeout(seat=seat, kind=getattr(pending_decision, "kind", action.__struct_config__.tag),
                              battle=getattr(pending_decision, "battle", 1),
                              applied=action.__struct_config__.tag), *events]
    rec = loaded.phase
    phases = None          # the records of a phase players decide (commit_step's default)
    if rec is not None and is_automatic(rec, state) and in_automatic_phase(new, state.round):
        status = AWAITING if kind.waiting_for(new) else "queued"
        ott = msgspec.structs.replace(rec, status=status, step=new.step,
                                      progress=_progress(new), updated_at=now)
        phases = ([ott], ott)
    step = commit_step(loaded, game_id, new, events, at=now, seat=seat, action_json=msgspec.json.encode(action),
                       applied_by=DECISION_TIMEOUT, phases=phases)
    _note_bot_turn(c, game_id, step)
    res = c.store.commit(step.commit)
    if not res.ok:
        return MOVED_ON
    notify_sync(c.store, _queue(c), game_id, res.version, state, new, events)
    if kind.waiting_for(new):
        enq.hand_off_sync(_queue(c), game_id, new, res.version, step.meta)
        return "answered"
    if new.status == "finished":
        archive_game(game_id)
        return "answered"
    due = kind.automatic_phase(new)
    if due is not None:
        if rec is None or not is_automatic(rec, new) or rec.round != due[1]:
            pending.note(c.qconn, _queue(c).name, game_id)
        return run_automatic_phase(game_id, due[1])
    enq.hand_off_sync(_queue(c), game_id, new, res.version, step.meta)
    return "answered"


def parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def age_s(rec: PhaseRecord, now: datetime | None = None) -> float:
    now = now or datetime.now(timezone.utc)
    return (now - parse_time(rec.updated_at)) / timedelta(seconds=1)
