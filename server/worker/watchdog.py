"""The watchdog: no Ottoman phase stays stuck because its worker died.

A thread in every worker process. Every :data:`~server.worker.WATCHDOG_INTERVAL_S` it
reads the index of games whose Ottoman phase is pending (a sorted set on the queue
Redis, :mod:`server.store.pending`, written at each hand-off) and, per game:

- phase over (done / failed / the game moved on): drop it from the index;
- ``queued`` or ``running`` with no progress for more than
  :data:`~server.worker.WATCHDOG_STALE_S` seconds and no live job (the job is gone, or
  ``started`` but silent — its worker was SIGKILLed; a queued/scheduled job is live):
  write a fresh job id into the phase record (a record-only compare-and-set, so only one
  watchdog wins) and enqueue the phase under that id; a job that ``failed`` after its
  retries marks the phase ``failed`` instead (a bug must not loop forever);
- ``awaiting_decision`` past the game's ``decision_timeout_s`` (+1 s): enqueue the
  timeout job now (idempotent; covers a scheduler that died with its worker).

Every pass it also makes sure this process's RQ worker is still registered (a queue
Redis that restarted empty forgets it; RQ registers only at birth, so ``/ready`` would
stay 503): :meth:`Watchdog.ensure_registered`.

Every :data:`SWEEP_INTERVAL_S` it also sweeps the newest :data:`SWEEP_GAMES` games of the
store's game index for an Ottoman phase ``queued``/``running`` that is not on its list (the
API committed the phase but died, or the queue Redis was down, before the hand-off) and
puts it on the list, repairs the listing index (``SyncGameStore.repair_index``: games
whose writer died between its commit and its index update, :mod:`server.store.listing`),
and archives the games that are over but still live (their archive job or the process
that finished them died first: ``SyncGameStore.unarchived``, :mod:`server.records.archive`).

Several workers run watchdogs at once; the compare-and-set on the phase record and
RQ's unique job ids make their actions happen once.
"""

from __future__ import annotations

import logging
import os
import threading
import time
import uuid

import msgspec
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.worker_registration import REDIS_WORKER_KEYS

from server.engine.state import decode_state
from server.service import enqueue as enq
from server.service.phases import now_iso
from server.service.steps import phase_record_commit
from server.store import pending

log = logging.getLogger("battle1821.watchdog")

SWEEP_INTERVAL_S = float(os.environ.get("BATTLE1821_WATCHDOG_SWEEP_S") or 15.0)
SWEEP_GAMES = 2000
LIVE = {JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED, JobStatus.STARTED}


class Watchdog:
    def __init__(self, settings, queue_name: str, interval_s: float | None = None,
                 stale_s: float | None = None, worker=None) -> None:
        from server.worker import WATCHDOG_INTERVAL_S, WATCHDOG_STALE_S

        self.worker = worker      # the RQ worker of this process (re-registered when forgotten)
        self.settings = settings
        self.queue_name = queue_name
        self.interval_s = interval_s or WATCHDOG_INTERVAL_S
        self.stale_s = stale_s or WATCHDOG_STALE_S
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="battle1821-watchdog",
                                        daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()

    def _run(self) -> None:
        next_sweep = time.monotonic() + min(SWEEP_INTERVAL_S, 2.0)
        while not self._stop.wait(self.interval_s):
            try:
                self.ensure_registered()
            except Exception:  # noqa: BLE001 — the queue Redis may be down right now
                log.debug("worker registration check failed", exc_info=True)
            try:
                if time.monotonic() >= next_sweep:
                    next_sweep = time.monotonic() + SWEEP_INTERVAL_S
                    self.sweep()
                self.check_once()
            except Exception:  # noqa: BLE001 — keep watching whatever one pass hit
                log.exception("watchdog pass failed")

    def ensure_registered(self) -> bool:
        """Register this process's RQ worker again when the queue Redis forgot it (it
        restarted empty, or the key expired): RQ registers a worker only at birth, so
        ``/ready`` (which counts registered workers) stayed 503 for good. Not after the
        worker registered its death (shutting down). Returns True when it re-registered."""
        w = self.worker
        if w is None or getattr(w, "birth_date", None) is None:
            return False          # not registered by work() yet: its own birth comes first
        conn = w.connection
        # Registered = listed in RQ's worker set with a birth record. The key alone proves
        # nothing: RQ's heartbeat HSETs last_heartbeat into it, re-creating a bare hash
        # after the Redis was emptied (and register_birth refuses while that bare key lives).
        if conn.sismember(REDIS_WORKER_KEYS, w.key) and conn.hexists(w.key, "birth"):
            return False
        conn.delete(w.key)      # our own key, half-made or orphaned: register_birth rebuilds it
        w.register_birth()
        log.warning("RQ worker %s was not registered on the queue Redis (restarted empty?): "
                    "registered again", w.name)
        return True

    def sweep(self) -> list[str]:
        """Put on the watchdog's list every recent game whose Ottoman phase is
        ``queued``/``running`` but missing from it; returns those game ids."""
        from server.worker import jobs

        c = jobs.ctx()
        try:
            c.store.repair_index()
        except Exception:  # noqa: BLE001 — listings repair it too; the sweep goes on
            log.exception("listing index repair failed")
        try:
            for gid in (c.store.unarchived() if c.settings.archive else []):
                log.warning("watchdog sweep archives %s (over, still live): %s", gid, jobs.archive_game(gid))
        except Exception:  # noqa: BLE001 — the next sweep tries again
            log.exception("archive sweep failed")
        ids = c.store.scan_index(0, SWEEP_GAMES)
        if not ids:
            return []
        known = set(pending.listed(c.qconn, self.queue_name))
        found = []
        for gid, rec in c.store.current_phases(ids).items():
            if gid not in known and rec.kind == "ottoman" and rec.status in ("queued", "running"):
                pending.note(c.qconn, self.queue_name, gid)
                found.append(gid)
        if found:
            log.warning("watchdog sweep found %d Ottoman phase(s) never handed off: %s",
                        len(found), found[:10])
        return found

    def check_once(self) -> list[tuple[str, str]]:
        """One pass; returns ``(game_id, what was done)`` for each game acted on."""
        from server.worker import jobs

        c = jobs.ctx()
        queue = enq.make_queue(c.qconn, self.queue_name)
        done = []
        for gid in pending.listed(c.qconn, self.queue_name):
            what = self._check_game(c, queue, gid)
            if what:
                done.append((gid, what))
        return done

    def _check_game(self, c, queue, gid: str) -> str | None:
        from server.worker import jobs

        loaded = c.store.load(gid)
        if loaded is None:
            pending.forget(c.qconn, self.queue_name, gid)
            return "forgotten"
        state = decode_state(loaded.state)
        rec = loaded.phase
        if rec is None or rec.kind != "ottoman" or rec.status in ("done", "failed") \
                or not jobs.in_ottoman_phase(state, rec.round):
            pending.forget(c.qconn, self.queue_name, gid)
            return "forgotten"
        age = jobs.age_s(rec)
        if rec.status == "awaiting_decision" or state.pending is not None:
            t = state.options.decision_timeout_s
            if state.pending is not None and t and age > t + 1.0:
                if enq.enqueue_decision_timeout(queue, gid, loaded.version, 0, suffix="wd"):
                    return "timeout"
            return None
        if age <= self.stale_s:
            return None
        status = self._job_status(c, rec.job_id)
        if status in LIVE and status != JobStatus.STARTED:
            return None          # waiting in the queue (or for its retry): alive
        if status == JobStatus.FAILED:
            failed = msgspec.structs.replace(rec, status="failed", updated_at=now_iso(),
                                             error=f"job {rec.job_id} failed")
            c.store.commit(phase_record_commit(loaded, failed))
            pending.forget(c.qconn, self.queue_name, gid)
            return "failed"
        # gone, or started but silent for > stale_s: its worker died. Claim, then enqueue.
        suffix = f"w{loaded.version}_{uuid.uuid4().hex[:8]}"
        job_id = enq.ottoman_job_id(gid, rec.round, suffix)
        claimed = msgspec.structs.replace(rec, status="queued", job_id=job_id,
                                          updated_at=now_iso(),
                                          progress=f"re-enqueued by the watchdog ({rec.job_id} silent)")
        res = c.store.commit(phase_record_commit(loaded, claimed))
        if not res.ok:
            return None          # something committed meanwhile: not stuck
        enq.enqueue_ottoman_phase(queue, gid, rec.round, suffix=suffix)
        self._drop_job(c, rec.job_id)
        log.warning("watchdog re-enqueued the Ottoman phase of %s round %s as %s",
                    gid, rec.round, job_id)
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
    def _job_status(c, job_id: str | None):
        if not job_id:
            return None
        try:
            return Job.fetch(job_id, connection=c.qconn).get_status(refresh=False)
        except NoSuchJobError:
            return None
