"""Issue 38, item 4: a Redis restart that hits a running job does not end the worker.

Real parts: a Redis with a data dir (``server.stack``) and one ``battle1821 worker``
subprocess on it. Each cycle enqueues a job that runs 1.2 s, SIGKILLs Redis while it
runs and keeps it down until the job has ended (RQ then cannot record the job's end: the
error RQ's loop met was "found an unhandled exception, quitting"), then starts Redis again
on the same port and data dir. After every cycle the worker process is alive and runs
the next job.

"The job has ended" is the worker's own log line (``the queue Redis is away (running job
sleep-N ...)``: recording the job's end failed), seen at least the job's 1.2 s after it was
seen started: Redis comes back as soon as that is so, not after a fixed 2.5 s, and the
worker's PINGs (every 0.1 s, doubling) find it back sooner."""

from __future__ import annotations

import signal
import time

import pytest
import redis
from rq import Queue
from rq.job import Job, JobStatus

from forks import ForkStack
from support import free_port, wait_until

CYCLES = 5

pytestmark = pytest.mark.timeout(240)


def test_the_worker_lives_through_redis_restarts_mid_job(tmp_path):
    data = tmp_path / "redis-data"
    port = free_port()
    with ForkStack(tmp_path / "logs") as st:
        url = st.redis(data, port=port)
        env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX="wr",
                   BATTLE1821_QUEUE="wrq", LOG_LEVEL="INFO")
        worker = st.worker(env)
        for cycle in range(CYCLES):
            r = redis.Redis.from_url(url)
            q = Queue("wrq", connection=r)
            job = q.enqueue("time.sleep", 1.2, job_id=f"sleep-{cycle}")
            wait_until(lambda: Job.fetch(job.id, connection=r).get_status() == JobStatus.STARTED, 30,
                       f"cycle {cycle}: the job never started\n{st.logs()}", ignore=(redis.RedisError,))
            started = time.monotonic()               # the job started before this: it ends by started + 1.2
            r.close()
            rc = next(c for c in st.children if c.name == "redis")
            rc.proc.send_signal(signal.SIGKILL)
            rc.proc.wait(10)
            st.children.remove(rc)
            # the job ends while Redis is away: the worker could not record its end
            wait_until(lambda job=job, started=started: time.monotonic() - started >= 1.2
                       and f"running job {job.id}" in worker.log.read_text(errors="replace"), 60,
                       f"cycle {cycle}: the job's end was not met with Redis away\n{worker.tail()}")
            assert worker.alive(), f"cycle {cycle}: the worker quit while Redis was away\n{worker.tail()}"
            st.redis(data, port=port)                # same port, same data dir
            r = redis.Redis.from_url(url)
            probe = Queue("wrq", connection=r).enqueue("os.getpid", job_id=f"probe-{cycle}", result_ttl=600)
            wait_until(lambda: Job.fetch(probe.id, connection=r).get_status() == JobStatus.FINISHED, 30,
                       f"cycle {cycle}: the worker ran no job after Redis came back\n{worker.tail()}",
                       ignore=(redis.RedisError,))
            assert worker.alive(), worker.tail()
            r.close()
        assert "found an unhandled exception" not in worker.log.read_text()
