"""``rq suspend`` and the live worker class (issue 39, session 26): RQ checks the suspension
flag before every job, a MULTI/EXEC of its heartbeat and ``EXISTS rq:suspended`` (one round
trip, five commands); the class checks at most once in
:data:`server.worker.liveness.SUSPENSION_EVERY_S` after a check that found the worker not
suspended, and a suspension still stops a busy worker within that time. Counted on a Redis of
this test alone (``INFO commandstats``; ``INFO stats``: one read a round trip)."""

from __future__ import annotations

import math
import threading
import time

import redis
from rq import Queue, SimpleWorker
from rq.suspension import is_suspended, suspend

from server.worker.liveness import SUSPENSION_EVERY_S, live_worker_class
from support import private_redis, signal_handlers_restored


def _stats(r) -> tuple[int, int]:
    """``EXISTS`` calls and reads (round trips) so far."""
    exists = r.info("commandstats").get("cmdstat_exists", {}).get("calls", 0)
    return int(exists), int(r.info("stats")["total_reads_processed"])


def _burst(r, name: str, jobs: int) -> tuple[int, int, float]:
    """``EXISTS`` calls, round trips and seconds of one live worker that runs ``jobs``
    trivial jobs in burst mode."""
    q = Queue(name, connection=r)
    for _ in range(jobs):
        q.enqueue(time.time, result_ttl=60)
    w = live_worker_class(SimpleWorker)([name], connection=r, name=f"{name}-worker", worker_ttl=60)
    w.live_s = 30.0                                       # no liveness beat during the run
    before, t = _stats(r), time.monotonic()
    with signal_handlers_restored():      # the worker's handlers must not outlive its run
        assert w.work(burst=True, with_scheduler=False)
    took = time.monotonic() - t
    after = _stats(r)
    assert q.finished_job_registry.count == jobs
    return after[0] - before[0], after[1] - before[1], took


def test_a_busy_worker_checks_the_suspension_flag_at_most_once_a_second(tmp_path):
    """40 jobs against 20 (the birth's and the death's checks fall out): RQ's loop checks
    before each job, 20 more checks and round trips; the class one more per
    SUSPENSION_EVERY_S the longer run took, and 10 round trips a job (11 with RQ's check)."""
    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        e20, rt20, _ = _burst(r, "sus20", 20)
        e40, rt40, took40 = _burst(r, "sus40", 40)
        assert e40 - e20 <= 1 + math.ceil(took40 / SUSPENSION_EVERY_S), (e20, e40, took40)
        assert (rt40 - rt20) / 20 <= 10.5, (rt20, rt40)
        r.close()


def test_a_suspension_stops_a_busy_worker_within_the_check_period(tmp_path):
    """``rq suspend`` while a burst worker runs jobs of 50 ms: it stops taking jobs (RQ's
    burst worker exits when suspended) within SUSPENSION_EVERY_S of jobs after the flag is
    set, the rest stay queued; a worker started while suspended takes none."""
    job_s = 0.05
    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        q = Queue("sus", connection=r)
        for _ in range(200):                              # 10 s of jobs
            q.enqueue(time.sleep, job_s, result_ttl=60)
        at_suspension: list[int] = []

        def suspend_soon():
            time.sleep(0.6)
            at_suspension.append(q.finished_job_registry.count)
            suspend(r)

        w = live_worker_class(SimpleWorker)(["sus"], connection=r, name="sus-worker", worker_ttl=60)
        w.live_s = 30.0
        t = threading.Thread(target=suspend_soon)
        t.start()
        with signal_handlers_restored():
            w.work(burst=True, with_scheduler=False)
        t.join()
        assert is_suspended(r)
        done = q.finished_job_registry.count
        assert at_suspension and done >= at_suspension[0]
        assert done - at_suspension[0] <= math.ceil(SUSPENSION_EVERY_S / job_s) + 2, (at_suspension, done)
        assert q.count == 200 - done > 0

        late = live_worker_class(SimpleWorker)(["sus"], connection=r, name="sus-late", worker_ttl=60)
        late.live_s = 30.0
        with signal_handlers_restored():
            late.work(burst=True, with_scheduler=False)
        assert q.finished_job_registry.count == done      # suspended from its start: no job taken
        r.close()
