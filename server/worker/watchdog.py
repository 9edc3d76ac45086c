"""The watchdog: no Ottoman phase stays stuck because its worker died.

A thread in every worker process. Every :data:`WATCHDOG_INTERVAL_S` it
reads the index of games whose Ottoman phase is pending (a sorted set on the queue
Redis, :mod:`server.store.pending`, written at each hand-off) and, per game:

- phase over (done / failed / the game moved on): drop it from the index;
- ``queued`` or ``running`` and its job ``started`` by a worker that is no longer live
  (its liveness key ran out, :mod:`server.worker.liveness`: SIGKILLed, at most
  ``BATTLE1821_WORKER_LIVE_S`` ago), or with no progress for more than
  :data:`WATCHDOG_STALE_S` seconds and no live job (the job is gone, or
  ``started`` but silent; a queued/scheduled job is live): write a fresh job id into the
  phase record and enqueue the phase under that id (one watchdog only: a ``SET NX`` per
  job taken over, :data:`TAKEOVER_KEY`, then a record-only compare-and-set that loses to
  any other commit); a job that ``failed`` after its retries marks the phase ``failed``
  instead (a bug must not loop forever). Exactly once all the same: the new job goes on
  from the last committed version, and every step commits by compare-and-set on it;
- ``awaiting_decision`` past the game's ``decision_timeout_s`` (+1 s): enqueue the
  timeout job now (idempotent; covers a scheduler that died with its worker). A game
  without ``decision_timeout_s`` leaves the list instead: nothing can happen to its phase
  until a seat answers, and the answer's hand-off (:func:`pending.note`) lists it again
  (the sweep below, when that hand-off was lost). Kept listed, each such game cost a load
  of its whole state every second for as long as its seat took to answer (~30 loads/s in
  the realistic mix of ``bench/RESULTS.md``, session 15).

It reads two more lists the same way (:mod:`server.store.pending`):

- games waiting on a server bot's seat for more than ``settings.bot_stale_s``
  seconds (``BATTLE1821_BOT_STALE_S``, default :data:`BOT_STALE_S`; a bot answers in
  well under a second): when the game still waits on that bot at the same version and
  the turn's job is not waiting in the queue (it is gone, failed, or started but silent:
  its worker was SIGKILLed), enqueue the turn again
  (:func:`server.service.enqueue.enqueue_bot_turn`; a second job for the same version
  can only lose its compare-and-set, never apply twice);
- games whose running clock's deadline passed more than ``settings.clock_grace_s``
  seconds ago (``BATTLE1821_CLOCK_GRACE_S``, default :data:`CLOCK_GRACE_S`; its
  scheduled job was lost with the scheduler): enqueue the expiry job now, once per clock
  (``clock-<game>-<span>-wd``).

Every ``settings.watchdog_sweep_s`` (``BATTLE1821_WATCHDOG_SWEEP_S``) it also sweeps the
newest :data:`SWEEP_GAMES` games of the store's game index for an Ottoman phase ``queued``/``running`` that is not on its list (the
API committed the phase but died, or the queue Redis was down, before the hand-off) and
puts it on the list, repairs the listing index (``GameStore.repair_index``: games
whose writer died between its commit and its index update, :mod:`server.store.listing`),
and archives the games that are over but still live (their archive job or the process
that finished them died first: ``GameStore.unarchived``; the move to the record store,
:mod:`server.store.recordstore.move`), and with ``BATTLE1821_FINISHED_TTL_S`` deletes
the stored records past their retention.

It reads the games through the async store on a loop of its own thread
(:mod:`server.worker.runtime`), like the jobs.

Several workers run watchdogs at once; a ``SET NX`` per job taken over
(:data:`TAKEOVER_KEY`), the compare-and-set on the phase record and RQ's unique job ids
make their actions happen once.
"""

from __future__ import annotations

import logging
import threading
import time
import uuid
from datetime import datetime, timedelta, timezone

import msgspec
from rq import Queue
from rq.exceptions import NoSuchJobError
from rq.intermediate_queue import IntermediateQueue
from rq.job import Job, JobStatus

from server.metrics import RECOVERIES
from server.service import enqueue as enq
from server.service import seats
from server.service.automation import Automation, in_automatic_phase
from server.service.phases import is_automatic, now_iso
from server.service.seats import bot_turn, deadline_ms
from server.service.steps import phase_record_commit
from server.store import PhaseRecord, pending

from . import liveness
from .runtime import Runtime, run

log = logging.getLogger("battle1821.watchdog")

WATCHDOG_STALE_S = 10.0
"""A ``queued``/``running`` automatic phase with no job, or a job silent this long, is
re-enqueued (a SIGKILLed worker must not leave a game stuck). A job whose worker is no
longer live (:mod:`server.worker.liveness`) is taken over without this wait."""
WATCHDOG_INTERVAL_S = 1.0
BOT_STALE_S = 5.0
"""A server bot's turn still waiting this long after its hand-off, with no job waiting in
the queue for it, is enqueued again (a bot answers in well under a second): the default of
``settings.bot_stale_s`` (``BATTLE1821_BOT_STALE_S``)."""

SWEEP_GAMES = 2000
TAKEOVER_KEY = "battle1821:takeover:%s:%s"
"""On the queue Redis, per game and job taken over: ``SET NX`` by the one watchdog that
takes the phase from that job (:meth:`Watchdog._check_game`)."""
TAKEOVER_LOCK_S = 60
CLOCK_GRACE_S = 2.0
"""Seconds past a running clock's deadline before the watchdog enqueues the expiry: the
default of ``settings.clock_grace_s`` (``BATTLE1821_CLOCK_GRACE_S``)."""
LIVE = {JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED, JobStatus.STARTED}


def parse_time(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def age_s(rec: PhaseRecord, now: datetime | None = None) -> float:
    """Seconds since the phase record last changed."""
    now = now or datetime.now(timezone.utc)
    return (now - parse_time(rec.updated_at)) / timedelta(seconds=1)


class FailureStreak:
    """One thing the watchdog does on every pass (or sweep) and that keeps failing while a
    Redis node it needs is down: its first failure is logged with its traceback (ERROR
    ``<what> failed``), each next one as one line (WARNING ``<what> failed again (<n> in a
    row): <exception>``), and the first success after them as one line (WARNING ``<what>
    recovered after <n> failed attempt(s)``). A traceback on every pass (one a second) buried
    the log while a node was down (session 24's operator run)."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.count = 0
        """Failures in a row until now (0: the last attempt succeeded)."""

    def failed(self, exc: BaseException) -> None:
        self.count += 1
        if self.count == 1:
            log.error("%s failed (again: one line each, until it recovers)", self.what, exc_info=exc)
        else:
            log.warning("%s failed again (%d in a row): %s: %s", self.what, self.count,
                        type(exc).__name__, str(exc).splitlines()[0] if str(exc) else "")

    def succeeded(self) -> None:
        if self.count:
            log.warning("%s recovered after %d failed attempt(s)", self.what, self.count)
            self.count = 0


class Watchdog:
    def __init__(self, settings, queue_name: str, interval_s: float | None = None,
                 stale_s: float | None = None) -> None:
        self.settings = settings
        self.queue_name = queue_name
        self.interval_s = interval_s or WATCHDOG_INTERVAL_S
        self.stale_s = stale_s or WATCHDOG_STALE_S
        self.bot_stale_s = settings.bot_stale_s
        self.clock_grace_s = settings.clock_grace_s
        self._stop = threading.Event()
        self._pass = FailureStreak("watchdog pass")
        self._repair = FailureStreak("listing index repair")
        self._archive = FailureStreak("archive sweep")
        self._purge = FailureStreak("record purge")
        self._thread = threading.Thread(target=self._run, name="battle1821-watchdog",
                                        daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        """Every ``interval_s``: a sweep when due, then one pass (:meth:`check_once`). Each
        pass ends with the DEBUG line ``watchdog pass <n> done: <what was done>`` (``n``
        from 1 in this process), so a test that proves "nothing happens again" waits for
        more passes, not for a period; a sweep that returns logs ``watchdog sweep done:
        <games found>`` (DEBUG) before its pass. A pass that fails is logged by :class:`FailureStreak`:
        a traceback for the first of a run of failures only."""
        next_sweep = time.monotonic() + min(self.settings.watchdog_sweep_s, 2.0)
        passes = 0
        while not self._stop.wait(self.interval_s):
            try:
                if time.monotonic() >= next_sweep:
                    next_sweep = time.monotonic() + self.settings.watchdog_sweep_s
                    log.debug("watchdog sweep done: %s", self.sweep())
                done = self.check_once()
            except Exception as exc:  # noqa: BLE001 — keep watching whatever one pass hit
                self._pass.failed(exc)
                done = "failed"
            else:
                self._pass.succeeded()
            passes += 1
            log.debug("watchdog pass %d done: %s", passes, done)

    def sweep(self) -> list[str]:
        """Put on the watchdog's list every recent game whose automatic phase is
        ``queued``/``running`` but missing from it; returns those game ids. Also repairs
        the listing index and archives the games over but still live."""
        return run(self._sweep)

    async def _sweep(self, c: Runtime) -> list[str]:
        try:
            await c.store.repair_index()
        except Exception as exc:  # noqa: BLE001 — listings repair it too; the sweep goes on
            self._repair.failed(exc)
        else:
            self._repair.succeeded()
        try:
            if c.settings.archive:
                automation = Automation(c.context(self.queue_name))
                for gid in await c.store.unarchived():
                    log.warning("watchdog sweep archives %s (over, still live): %s", gid,
                                await automation.archive(gid))
        except Exception as exc:  # noqa: BLE001 — the next sweep tries again
            self._archive.failed(exc)
        else:
            self._archive.succeeded()
        try:
            if c.settings.finished_ttl_s > 0:
                n = 0
                while got := await c.store.records.purge_expired():
                    n += got
                if n:
                    log.info("watchdog sweep purged %d finished game(s) past their retention", n)
        except Exception as exc:  # noqa: BLE001 — the next sweep tries again
            self._purge.failed(exc)
        else:
            self._purge.succeeded()
        ids = await c.store.scan_index(0, SWEEP_GAMES)
        if not ids:
            return []
        known = set(pending.listed(c.qconn, self.queue_name))
        found = []
        for gid, rec in (await c.store.current_phases(ids)).items():
            if gid not in known and rec.status in ("queued", "running"):   # only automatic phases queue or run
                pending.note(c.qconn, self.queue_name, gid)
                found.append(gid)
        if found:
            log.warning("watchdog sweep found %d Ottoman phase(s) never handed off: %s",
                        len(found), found[:10])
        return found

    def check_once(self) -> list[tuple[str, str]]:
        """One pass; returns ``(game_id, what was done)`` for each game acted on."""
        return run(self._check_once)

    async def _check_once(self, c: Runtime) -> list[tuple[str, str]]:
        queue = enq.make_queue(c.qconn, self.queue_name)
        done = []
        for gid in pending.listed(c.qconn, self.queue_name):
            what = await self._check_game(c, queue, gid)
            if what:
                done.append((gid, what))
                if what != "forgotten":
                    RECOVERIES.labels(what).inc()

        for gid in pending.bots_listed(c.qconn, self.queue_name, older_than_s=self.bot_stale_s):
            what = await self._check_bot(c, queue, gid)
            if what:
                done.append((gid, what))
        for gid in pending.clocks_due(c.qconn, self.queue_name, grace_s=self.clock_grace_s):
            what = await self._check_clock(c, queue, gid)
            if what:
                done.append((gid, what))
        return done

    async def _check_bot(self, c: Runtime, queue, gid: str) -> str | None:
        loaded = await c.store.load(gid)
        turn = bot_turn(loaded.decoded(), loaded.meta) if loaded is not None else None
        if turn is None:
            pending.forget_bot(c.qconn, self.queue_name, gid)
            return "forgotten"
        status, _ = self._job_status(c, enq.bot_job_id(gid, loaded.version))
        if status in LIVE and status != JobStatus.STARTED:
            return None          # waiting in the queue (or for its retry): alive
        paced = seats.paced(loaded.meta)
        if paced and self._job_status(c, enq.bot_job_id(gid, loaded.version, enq.PACED))[0] in LIVE - {JobStatus.STARTED}:
            noted = c.qconn.zscore(pending.bot_pending(self.queue_name), gid) or 0.0
            if time.time() - noted < self.bot_stale_s + seats.takeover_pace_s():
                return None      # a paced action waiting for its moment (seats.TAKEOVER_PACE_S)
            # overdue (no scheduler runs): play that one action now
        enq.enqueue_bot_turn(queue, gid, loaded.version, suffix=f"w{uuid.uuid4().hex[:8]}", paced=paced)
        log.warning("watchdog re-enqueued the bot turn of %s at version %s (job %s)", gid, loaded.version,
                    status or "gone")
        return "bot_requeued"

    async def _check_clock(self, c: Runtime, queue, gid: str) -> str | None:
        loaded = await c.store.load(gid)
        clock = loaded.meta.clock if loaded is not None else None
        if clock is None or clock.seat is None or loaded.meta.cancelled:
            pending.forget_clock(c.qconn, self.queue_name, gid)
            return "forgotten"
        if enq.schedule_clock(queue, gid, clock.seat, clock.span, deadline_ms(clock), suffix="wd"):
            return "clock"
        return None

    async def _check_game(self, c: Runtime, queue, gid: str) -> str | None:
        loaded = await c.store.load(gid)
        if loaded is None:
            pending.forget(c.qconn, self.queue_name, gid)
            return "forgotten"
        state = loaded.decoded()
        kind = loaded.kind
        rec = loaded.phase
        if rec is None or rec.status in ("done", "failed") or not is_automatic(rec, state) \
                or not in_automatic_phase(state, (None, rec.round), rec):
            pending.forget(c.qconn, self.queue_name, gid)
            return "forgotten"
        age = age_s(rec)
        asked = kind.timeout_action(state) is not None     # a seat's decision is pending
        if rec.status == "awaiting_decision" or asked:
            t = state.options.decision_timeout_s
            if not t:
                # nothing to watch until a seat answers, however long that takes; the answer's
                # hand-off puts the game back on the list (the sweep, if that hand-off is lost)
                pending.forget(c.qconn, self.queue_name, gid)
                return "forgotten"
            if asked and age > t + 1.0:
                if enq.enqueue_decision_timeout(queue, gid, loaded.version, 0, suffix="wd"):
                    return "timeout"
            return None
        status, worker_name = self._job_status(c, rec.job_id)
        orphaned = status == JobStatus.STARTED and not liveness.is_alive(c.qconn, worker_name)
        if age <= self.stale_s and not orphaned:
            return None
        if status in LIVE and status != JobStatus.STARTED:
            return None          # waiting in the queue (or for its retry): alive
        if status == JobStatus.FAILED:
            failed = msgspec.structs.replace(rec, status="failed", updated_at=now_iso(),
                                             error=f"job {rec.job_id} failed")
            await c.store.commit(phase_record_commit(loaded, failed))
            pending.forget(c.qconn, self.queue_name, gid)
            return "failed"
        due = kind.automatic_phase(state)
        if due is None:
            return None          # nothing the worker can run now (a seat's decision is pending)
        # started by a worker no longer live, or gone / silent for > stale_s. Claim, enqueue.
        # One watchdog only: the record-only commit below is a compare-and-set at the same
        # version, which a second watchdog that loaded the same version would pass too.
        lock = TAKEOVER_KEY % (gid, rec.job_id or f"v{loaded.version}")
        if not c.qconn.set(lock, b"1", nx=True, ex=TAKEOVER_LOCK_S):
            return None          # another watchdog is taking this phase over
        suffix = f"w{loaded.version}_{uuid.uuid4().hex[:8]}"
        job_id = enq.phase_job_id(gid, due, suffix)
        claimed = msgspec.structs.replace(rec, status="queued", job_id=job_id,
                                          updated_at=now_iso(),
                                          progress=f"re-enqueued by the watchdog ({rec.job_id} "
                                                   f"{'lost its worker' if orphaned else 'silent'})")
        res = await c.store.commit(phase_record_commit(loaded, claimed))
        if not res.ok:
            c.qconn.delete(lock)
            return None          # something committed meanwhile: not stuck
        enq.enqueue_automatic_phase(queue, gid, due, suffix=suffix)
        self._drop_job(c, rec.job_id)
        log.warning("watchdog re-enqueued the automatic phase %s of %s round %s as %s",
                    due[0], gid, rec.round, job_id)
        return "requeued"

    @staticmethod
    def _drop_job(c, job_id: str | None) -> None:
        """Delete the silent job the phase was taken from: left in RQ's started
        registry, RQ's maintenance would re-run it about a minute later and fail it in
        its own clean-up ("Execution ... not found"). Its phase now belongs to the new
        job, so it has nothing left to do; deleting it is quiet and harmless."""
        if not job_id:
            return
        try:
            Job.fetch(job_id, connection=c.qconn).delete()
        except NoSuchJobError:
            pass
        except Exception:  # noqa: BLE001 — best effort; the phase CAS keeps it harmless anyway
            log.debug("could not delete silent job %s", job_id, exc_info=True)

    @staticmethod
    def _job_status(c, job_id: str | None) -> tuple[JobStatus | None, str | None]:
        """``(RQ status, the worker that started it)`` of ``job_id``; ``(None, None)`` when
        there is no such job. One HMGET of RQ's job hash (never the job's payload).

        A ``queued`` job whose id is in neither its queue nor that queue's intermediate
        list counts as no job: a worker on several queues dequeues with BLPOP, and one
        SIGKILLed before RQ marks the job started takes the id with it, leaving a hash that
        says ``queued`` for good (no worker would ever run it). A live worker passes
        through that state for a moment only, so the status is read again after the lists."""
        if not job_id:
            return None, None
        key = Job.key_for(job_id)
        status, worker, origin = c.qconn.hmget(key, "status", "worker_name", "origin")
        if status == b"queued" and origin:
            qkey = Queue.redis_queue_namespace_prefix + origin.decode()
            if all(c.qconn.lpos(k, job_id) is None
                   for k in (qkey, IntermediateQueue.get_intermediate_queue_key(qkey))):
                status, worker = c.qconn.hmget(key, "status", "worker_name")
                if status == b"queued":
                    return None, None        # dequeued by a worker that died before starting it
        try:
            st = JobStatus(status.decode()) if status else None
        except ValueError:          # a status this RQ does not know: treat as no job
            st = None
        return st, (worker.decode() or None) if worker else None
