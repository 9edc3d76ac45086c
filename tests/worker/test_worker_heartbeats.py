"""The live worker class's RQ bookkeeping on the queue Redis (issue 39, session 21): RQ's
work loop beats (``HSET last_heartbeat`` + ``EXPIRE`` of the worker's hash) before and
after each job and sets ``idle`` twice; the class sends a beat outside a pipeline as one
round trip, at most once in :data:`server.worker.liveness.HEARTBEAT_EVERY_S` when the last
beat gave the hash at least the TTL asked for, and a state only when it changed. Counted
on a Redis of this test alone (``INFO stats``: commands and reads, one read a round trip),
with what the hash holds after: a fresh ``last_heartbeat`` and the TTL RQ asks for."""

from __future__ import annotations

import time

import redis
from rq import Queue, SimpleWorker

from server.worker.liveness import HEARTBEAT_EVERY_S, live_worker_class
from support import private_redis, signal_handlers_restored


def _counts(r) -> tuple[int, int]:
    st = r.info("stats")
    return int(st["total_commands_processed"]), int(st["total_reads_processed"])


def _delta(r, before: tuple[int, int]) -> tuple[int, int]:
    """Commands and reads since ``before``, the INFO that read ``before`` left out."""
    now = _counts(r)
    return now[0] - before[0] - 1, now[1] - before[1] - 1


def test_a_beat_is_one_round_trip_at_most_once_a_second_and_a_state_is_written_once(tmp_path):
    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        w = live_worker_class(SimpleWorker)(["hb"], connection=r, name="hb-test", worker_ttl=60)
        c = _counts(r)
        w.heartbeat()
        assert _delta(r, c) == (2, 1)                     # HSET + EXPIRE, one round trip
        stamp = r.hget(w.key, "last_heartbeat")
        assert stamp and 110 < r.ttl(w.key) <= 120        # worker_ttl + 60, as RQ asks
        c = _counts(r)
        w.heartbeat()
        w.heartbeat()
        assert _delta(r, c) == (0, 0)                     # within HEARTBEAT_EVERY_S: nothing sent
        c = _counts(r)
        w.heartbeat(200)                                  # a longer TTL than the last beat gave
        assert _delta(r, c) == (2, 1) and r.ttl(w.key) > 190
        time.sleep(HEARTBEAT_EVERY_S + 0.05)
        c = _counts(r)
        w.heartbeat(200)
        assert _delta(r, c) == (2, 1)                     # a second later: beats again
        assert r.hget(w.key, "last_heartbeat") != stamp
        c = _counts(r)
        w.set_state("idle")
        w.set_state("idle")
        assert _delta(r, c) == (1, 1) and r.hget(w.key, "state") == b"idle"
        c = _counts(r)
        with r.pipeline() as p:                           # a state queued on a pipeline (RQ's busy)
            w.set_state("busy", pipeline=p)
            p.execute()
        w.set_state("idle")
        assert _delta(r, c)[1] == 2 and r.hget(w.key, "state") == b"idle"
        r.close()


def _burst(r, name: str, jobs: int) -> int:
    """Round trips on ``r`` of one live worker that runs ``jobs`` jobs in burst mode."""
    q = Queue(name, connection=r)
    for _ in range(jobs):
        q.enqueue(time.time, result_ttl=60)
    w = live_worker_class(SimpleWorker)([name], connection=r, name=f"{name}-worker", worker_ttl=60)
    w.live_s = 30.0                                       # no liveness beat during the run
    c = _counts(r)
    with signal_handlers_restored():      # the worker's handlers must not outlive its run
        assert w.work(burst=True, with_scheduler=False)
    assert q.finished_job_registry.count == jobs
    return _delta(r, c)[1]


def test_a_busy_worker_sends_its_jobs_bookkeeping_in_fewer_round_trips(tmp_path):
    """A job's round trips (those of 40 jobs less those of 20, so the worker's birth and
    death fall out): RQ's own per-job ones (dequeue, fetch, start, the job's end) stay, the
    beats and the second ``idle`` between them are not sent again: 11 a job (RQ's loop
    with every beat sent: 18; at most 12 allowed)."""
    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        per_job = (_burst(r, "hb40", 40) - _burst(r, "hb20", 20)) / 20
        assert per_job <= 12, per_job
        r.close()
