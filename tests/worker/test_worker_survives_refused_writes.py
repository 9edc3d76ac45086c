"""A queue Redis that answers but refuses writes (``OOM``: the disk guard's ``maxmemory 1``
on a full disk, :class:`server.stack.DiskGuard`) does not end the worker.

Real parts: a Redis (``server.stack``) and one ``battle1821 worker`` subprocess on it.

1. The worker starts while Redis refuses writes: RQ's birth (one MULTI/EXEC) is refused,
   and the worker tries it again until writes are accepted (before, it quit at once:
   ``OutOfMemoryError: ... HSET rq:worker:... birth``, seen when a slow start met the
   full-disk test's filler). Once writes are accepted it registers and runs a job.
2. Writes are refused while a job runs: RQ cannot record the job's end nor the worker's
   idle state (both were "found an unhandled exception, quitting"); the worker logs that
   and goes on, and runs the next job once writes are accepted again.

Every wait is for a log line or a job's status, with a bound that only catches a hang."""

from __future__ import annotations

import time

import pytest
import redis
from rq import Queue
from rq.job import Job, JobStatus

from forks import ForkStack
from support import wait_until

pytestmark = pytest.mark.timeout(240)

HANG_S = 60


def _refuse(r: redis.Redis, on: bool) -> None:
    r.config_set("maxmemory-policy", "noeviction")
    r.config_set("maxmemory", 1 if on else 0)


def test_the_worker_lives_through_a_redis_refusing_writes(tmp_path):
    with ForkStack(tmp_path / "logs") as st:
        url = st.redis()
        r = redis.Redis.from_url(url)
        _refuse(r, True)
        env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX="wo",
                   BATTLE1821_QUEUE="woq", LOG_LEVEL="INFO")
        worker = st.worker(env)
        wait_until(lambda: "refuses writes" in worker.log.read_text() or not worker.alive(), HANG_S,
                   f"the worker's birth was never refused\n{worker.tail()}", ignore=(redis.RedisError,))
        assert worker.alive(), f"the worker quit on a Redis refusing its birth\n{worker.tail()}"
        _refuse(r, False)
        q = Queue("woq", connection=r)
        first = q.enqueue("os.getpid", job_id="after-birth", result_ttl=600)
        wait_until(lambda: Job.fetch(first.id, connection=r).get_status() == JobStatus.FINISHED, HANG_S,
                   f"no job ran once writes were accepted\n{worker.tail()}", ignore=(redis.RedisError,))

        log_before = len(worker.log.read_text())
        job = q.enqueue("time.sleep", 1.5, job_id="sleeping")
        wait_until(lambda: Job.fetch(job.id, connection=r).get_status() == JobStatus.STARTED, HANG_S,
                   f"the job never started\n{worker.tail()}", ignore=(redis.RedisError,))
        _refuse(r, True)                          # its end cannot be recorded
        wait_until(lambda: "refuses writes (running job sleeping" in worker.log.read_text()[log_before:]
                   or not worker.alive(), HANG_S,
                   f"the job's end was never refused\n{worker.tail()}", ignore=(redis.RedisError,))
        time.sleep(0.5)                           # the loop goes on: its idle state is refused too
        assert worker.alive(), f"the worker quit on a Redis refusing writes\n{worker.tail()}"
        _refuse(r, False)
        probe = q.enqueue("os.getpid", job_id="probe", result_ttl=600)
        wait_until(lambda: Job.fetch(probe.id, connection=r).get_status() == JobStatus.FINISHED, HANG_S,
                   f"the worker ran no job after writes were accepted again\n{worker.tail()}", ignore=(redis.RedisError,))
        assert worker.alive(), worker.tail()
        text = worker.log.read_text()
        assert "found an unhandled exception" not in text, text[-3000:]
        r.close()
