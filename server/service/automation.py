"""The worker's use cases of the game flow: a game kind's automatic phase (1821: the
Ottoman phase, R20-R24), decision timeouts (1821: R19) and the archive of a game that is
over, exactly once. The RQ jobs (:mod:`server.worker.jobs`) only call these.

:meth:`Automation.run_phase` ``(game_id, (name, round))`` loads the game and, while it is
still in that automatic phase (:func:`in_automatic_phase`: the kind's
``automatic_phase(state)`` is ``(name, round)``, or a seat's decision is pending inside
it), runs the kind's ``advance(state, max_steps=1)`` and commits each step as the API
commits an action (:func:`server.service.steps.commit_step`, one Lua call: state,
version + 1, the step's events on the game's stream, the phase record). A kind may run
several automatic phases in one round (*The Ottomans*: ``stratagem_pool_2``,
``random_events_1``, ``initiative``): each is its own job and phase record, keyed by
``(name, round)``. Exactly once because:

- a job for a state that moved on (another phase, another round, the game finished) does
  nothing; a job that loses a commit to another job's commit for the same version stops
  (the other job owns the phase) — nothing is ever applied twice;
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

:meth:`Automation.decision_timeout` ``(game_id, version)`` applies R19's default (the
kind's ``timeout_action``; 1821: ``call_ally`` never, ``answer_ally`` decline) when the
pending decision of ``version`` is still unanswered, then lets the phase go on.

:meth:`Automation.archive` ``(game_id)`` moves a game that is over to the record store
(:mod:`server.store.recordstore.move`, the archive of :mod:`server.records.archive`); the
job that finishes a game runs it at once.

Fault points (:mod:`server.faults`, no-ops unless a test or bench plugin is installed):
``ottoman.step`` before each engine step, ``ottoman.phase_done`` after a phase's last
commit and before its hand-off, ``archive.before_store``, ``archive.before_lua`` and
``archive.after_lua`` inside the move (:mod:`server.store.recordstore.move`)."""

from __future__ import annotations

import logging

import msgspec

from gamekinds import registry
from server import faults, tracing
from server.metrics import timed_job
from server.records import archive as _archive  # noqa: F401  (the store's archive codec, registered on import)
from server.records.record import GameState
from server.store import UNSET, Loaded, PhaseRecord, pending
from server.store.accounts import AccountStore
from server.store.recordstore.move import move_game
from server.store.stream_events import DecisionTimeout, OttomanStep

from . import account_events, ratings
from .context import Context
from .phases import automatic_status_event, is_automatic, now_iso, phase_updates
from .steps import DECISION_TIMEOUT, Step, commit_step, phase_record_commit, settle

log = logging.getLogger("battle1821.worker")

DONE = "done"
MOVED_ON = "moved_on"
LOST = "lost_race"
AWAITING = "awaiting_decision"
MISSING = "missing"
FAILED = "failed"

Phase = tuple[str | None, int]
"""An automatic phase's key ``(name, round)`` (the kind's ``automatic_phase``); a name of
None (a job enqueued before jobs carried it) matches any automatic phase of the round."""


def in_automatic_phase(s: GameState, phase: Phase, rec: PhaseRecord | None = None) -> bool:
    """``s`` is in play in the automatic phase ``phase``: the kind says it is due
    (``automatic_phase(s) == phase``), or a seat's decision is pending inside it (the kind
    then names no phase due): ``phase_of(s)`` is automatic, of that round and, given the
    phase's record ``rec``, that record's phase."""
    if s.status != "active":
        return False
    name, rnd = phase
    kind = registry.of_state(s)
    due = kind.automatic_phase(s)
    if due is not None:
        return due[1] == rnd and name in (None, due[0])
    key = kind.phase_of(s)
    return key is not None and key.automatic and key.round == rnd and \
        (rec is None or (key.kind, key.seat) == (rec.kind, rec.seat))


def _progress(s: GameState) -> str:
    """The kind's words for the automatic step in progress (``kind.progress``)."""
    return registry.of_state(s).progress(s)


def _plan_step(loaded: Loaded, state: GameState, new: GameState, events: list, rec: PhaseRecord,
               job_id: str | None, phase: Phase) -> tuple[Step, str, PhaseRecord]:
    """One automatic step (state -> new) as a :func:`commit_step` with the phase records.
    Returns ``(the step, status, the automatic phase's record after the step)``."""
    version = loaded.version + 1
    now = now_iso()
    rnd = phase[1]
    still = in_automatic_phase(new, phase, rec)
    # one progress event per committed step, so every version is visible on the stream
    events = [OttomanStep(round=rnd, step=state.step, progress=_progress(state)), *events]
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


class Automation:
    """The automatic phase, decision timeouts and archives over the context's store;
    ``archive_games``: False leaves games that are over live (``Settings.archive``)."""

    def __init__(self, ctx: Context, *, archive_games: bool = True) -> None:
        self.ctx = ctx
        self.archive_games = archive_games

    # ------------------------------------------------------------ the watchdog's lists
    async def _pending(self, fn, gid: str) -> None:
        q = self.ctx.handoff.queue
        if q is not None:
            await self.ctx.handoff.call(fn, q.connection, q.name, gid)

    async def forget_phase(self, gid: str) -> None:
        """Off the watchdog's list of pending automatic phases."""
        await self._pending(pending.forget, gid)

    async def note_phase(self, gid: str) -> None:
        """On the watchdog's list of pending automatic phases."""
        await self._pending(pending.note, gid)

    # ------------------------------------------------------------ the automatic phase
    async def run_phase(self, game_id: str, phase: Phase, job_id: str | None = None) -> str:
        """Run (the rest of) the automatic phase ``(name, round)`` of ``game_id`` as job
        ``job_id``. Returns what happened: ``done``, ``awaiting_decision``, ``moved_on``
        (nothing to do), ``lost_race`` (another job owns the phase) or ``missing`` (no such
        game). Counted and timed as job ``ottoman_phase`` (:mod:`server.metrics`), traced
        as the span ``ottoman_phase`` (:mod:`server.tracing`)."""
        with timed_job("ottoman_phase") as out, tracing.job_span("ottoman_phase", game_id=game_id, round=phase[1]):
            out["outcome"] = await self._run_phase(game_id, phase, job_id)
            return out["outcome"]

    async def mark_failed(self, game_id: str, phase: Phase, error: str, job_id: str | None = None) -> None:
        """The automatic phase ``phase`` failed for good (its job's last retry raised
        ``error``): its record says ``failed``, the watchdog forgets it. Never raises."""
        store = self.ctx.store
        try:
            for _ in range(5):
                loaded = await store.load(game_id)
                rec = loaded.phase if loaded is not None else None
                if rec is None or rec.round != phase[1] or not is_automatic(rec, loaded.decoded()):
                    return
                now = now_iso()
                failed = msgspec.structs.replace(rec, status=FAILED, error=error[:500], updated_at=now, ended_at=now)
                res = await store.commit(phase_record_commit(
                    loaded, failed, [automatic_status_event(rec, FAILED, job_id, rec.step)]))
                if res.ok:
                    await self.forget_phase(game_id)
                    return
        except Exception:  # noqa: BLE001 — never hide the job's own error
            log.exception("could not mark the automatic phase of %s failed", game_id)

    async def _owned_by_other(self, gid: str, job_id: str | None, phase: Phase,
                              rec: PhaseRecord) -> tuple[bool, Loaded | None]:
        """After a lost commit: reload; True when another live job now owns the phase."""
        loaded = await self.ctx.store.load(gid)
        if loaded is None:
            return True, None
        s = loaded.decoded()
        now = loaded.phase
        if not in_automatic_phase(s, phase, rec) or now is None:
            return True, loaded
        return (now.job_id not in (None, job_id) and now.status == "running"), loaded

    async def _run_phase(self, game_id: str, phase: Phase, job_id: str | None) -> str:
        ctx = self.ctx
        store, handoff = ctx.store, ctx.handoff
        loaded = await store.load(game_id)
        state = None          # ``loaded``'s state, decoded; kept from step to step (no re-decode)
        while True:
            if loaded is None:
                return MISSING
            if state is None:
                state = loaded.decoded()
            kind = registry.of_state(state)
            rec = loaded.phase
            if rec is None or not is_automatic(rec, state) or not in_automatic_phase(state, phase, rec) \
                    or rec.round != phase[1] or rec.status in (DONE, FAILED):
                await self.forget_phase(game_id)
                return MOVED_ON
            if kind.waiting_for(state):
                # Paused at a decision (R19): make sure the record says so and a timeout exists.
                if rec.status != AWAITING:
                    ott = msgspec.structs.replace(rec, status=AWAITING, job_id=job_id,
                                                  progress=_progress(state), updated_at=now_iso())
                    res = await store.commit(phase_record_commit(
                        loaded, ott, [automatic_status_event(rec, AWAITING, job_id, state.step)]))
                    if not res.ok:
                        loaded, state = await store.load(game_id), None
                        continue
                await handoff.after_commit(game_id, state, loaded.version, meta=loaded.meta, archive=False)
                return AWAITING
            faults.fire("ottoman.step")
            new, events = kind.advance(state, max_steps=1)
            if new is state and not events:
                # Nothing automatic is due although the phase is on: an engine invariant broke.
                raise RuntimeError(f"Automatic phase {phase[0]} of {game_id} round {phase[1]} made no progress")
            step, status, ott = _plan_step(loaded, state, new, events, rec, job_id, phase)
            await handoff.note_bot_turn(game_id, step)
            notes = ctx.webhooks.notes_of(state, new, events, loaded.version + 1)
            step.commit.hooks = bool(notes)     # the subscriptions come back with the commit
            res = await store.commit(step.commit)
            if not res.ok:
                state = None
                other, loaded = await self._owned_by_other(game_id, job_id, phase, rec)
                if other:
                    log.warning("lost_race: another job committed the automatic phase %s of %s round %s "
                                "first; %s stops", phase[0], game_id, phase[1], job_id)
                    return LOST if loaded is not None else MISSING
                continue
            await ctx.webhooks.tell_committed(game_id, res.version, notes, res.hooks)
            await account_events.tell(ctx.store, game_id, res.version, step.meta, state, new, events)
            if status == DONE:
                await self.forget_phase(game_id)
                faults.fire("ottoman.phase_done")
                # the next phase, or the next round's first turn: its clock, or a server bot's move
                await handoff.after_commit(game_id, new, res.version, step, archive=False)
                if new.status == "finished":
                    await self.archive(game_id)
                return DONE
            if status == AWAITING:
                # the decision's timeout, the asked seat's clock, or a server bot's answer
                await handoff.after_commit(game_id, new, res.version, step, archive=False)
                return AWAITING
            # next step from what we just committed (no reload, no re-encode or decode: we
            # hold the latest version; the kind's advance copies the state it is given)
            loaded = Loaded(game_id=game_id, state=step.blob, version=res.version,
                            meta=step.meta, phase=ott,
                            seq=loaded.seq + len(step.events), nact=loaded.nact,
                            summary=step.commit.summary or loaded.summary)
            state = new

    # ------------------------------------------------------------ archives
    async def archive(self, game_id: str) -> str:
        """A finished rated game first moves its accounts' ratings (:meth:`rate`); then a
        game that is over moves from Redis to the record store
        (:func:`server.store.recordstore.move.move_game`: stored first, then its live keys
        replaced by a pointer in one Lua call; crash-safe at every step). Returns
        ``archived``, ``already``, ``live``, ``missing``, ``unarchivable`` or ``changed``;
        ``off`` when archives are off."""
        await self.rate(game_id)
        if not self.archive_games:
            return "off"
        store = self.ctx.store
        what = await move_game(store, store.records, game_id, fault=faults.fire)
        log.info("archive %s: %s", game_id, what)
        return what

    async def rate(self, game_id: str) -> bool:
        """Move the ratings of a finished rated game's accounts, once per game
        (:mod:`server.service.ratings`); True when this call did. Every finished game comes
        here (its archive job, or the watchdog's sweep of games over but live). A failure
        is logged and leaves the archive to go on."""
        try:
            loaded = await self.ctx.store.load(game_id)
            if loaded is None or not loaded.meta.rated or not loaded.meta.accounts or loaded.meta.cancelled:
                return False
            state = loaded.decoded()
            if state.status != "finished":
                return False
            seats = ratings.rated_seats(loaded.meta.accounts, ratings.places_of(loaded.kind, state))
            done = await ratings.rate_game(AccountStore(self.ctx.store.r, self.ctx.store.keys), game_id,
                                           loaded.meta.kind, seats, now_iso())
            if done:
                log.info("rated %s: %d accounts", game_id, len(seats))
            return done
        except Exception as exc:  # noqa: BLE001  (the archive goes on; the rating is logged as failed)
            log.error("rating of %s failed: %r", game_id, exc)
            return False

    # ------------------------------------------------------------ decision timeouts
    async def decision_timeout(self, game_id: str, version: int, job_id: str | None = None) -> str:
        """R19 ``decision_timeout_s`` ran out for the decision pending at ``version``.
        Does nothing when the game moved on (answered, or another timeout applied).
        Otherwise applies the kind's ``timeout_action`` in the asked seat's name (recorded
        as an accepted action with ``"applied_by": "decision_timeout"``, so the action log
        still replays the game), runs the automatic steps the API would run after it,
        commits once (version + 1, :func:`commit_step`), and continues the automatic phase
        it was paused in (as job ``job_id``). Returns ``answered``, ``moved_on``, ``missing`` or what
        :meth:`run_phase` returned. Counted, timed and traced as job ``decision_timeout``
        (a phase it resumes counts as an ``ottoman_phase`` job too)."""
        with timed_job("decision_timeout") as out, tracing.job_span("decision_timeout", game_id=game_id,
                                                                      version=version):
            out["outcome"] = await self._decision_timeout(game_id, version, job_id)
            return out["outcome"]

    async def _decision_timeout(self, game_id: str, version: int, job_id: str | None) -> str:
        ctx = self.ctx
        store, handoff = ctx.store, ctx.handoff
        loaded = await store.load(game_id)
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
        if rec is not None and is_automatic(rec, state) and is_automatic(rec, new):
            status = AWAITING if kind.waiting_for(new) else "queued"
            ott = msgspec.structs.replace(rec, status=status, step=new.step, progress=_progress(new), updated_at=now)
            phases = ([ott], ott)
        step = commit_step(loaded, game_id, new, events, at=now, seat=seat, action_json=msgspec.json.encode(action),
                           applied_by=DECISION_TIMEOUT, phases=phases, action=action)
        await handoff.note_bot_turn(game_id, step)
        notes = ctx.webhooks.notes_of(state, new, events, loaded.version + 1)
        step.commit.hooks = bool(notes)     # the subscriptions come back with the commit
        res = await store.commit(step.commit)
        if not res.ok:
            return MOVED_ON
        await ctx.webhooks.tell_committed(game_id, res.version, notes, res.hooks)
        await account_events.tell(ctx.store, game_id, res.version, step.meta, state, new, events)
        if kind.waiting_for(new):
            await handoff.after_commit(game_id, new, res.version, step, archive=False)
            return "answered"
        if new.status == "finished":
            await self.archive(game_id)
            return "answered"
        due = kind.automatic_phase(new)
        if due is not None:
            if rec is None or not is_automatic(rec, new):
                await self.note_phase(game_id)
            return await self.run_phase(game_id, (due[0], due[1]), job_id)
        await handoff.after_commit(game_id, new, res.version, step, archive=False)
        return "answered"


