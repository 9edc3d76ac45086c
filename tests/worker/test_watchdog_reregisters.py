"""After the queue Redis restarts empty, the worker registers itself again (its
liveness thread), so ``/ready`` sees it without restarting the worker. Uses a private
Redis of this test (``server.stack``; emptied with FLUSHALL, never the tests' shared one).

The simple worker's loop waits for a job on a connection it holds
(:func:`server.worker.liveness.own_connection`); the re-registration goes through the
liveness thread's own client, so it never waits for that wait to end (session 27: RQ's
``register_birth`` sent its first commands on the held connection, and the birth came only
after the ``BLPOP``, up to ``STOP_POLL_S`` later, with no liveness beat meanwhile). Here the
worker's waits are 40 s (``STOP_POLL_S`` set in the child, as ``wk_helpers`` sets the
watchdog's constants): the birth must come while the wait in progress at the flush still
waits (the Redis' count of ended waits unchanged), its liveness key present all along."""

from __future__ import annotations

import sys
import time

import pytest
import redis
from rq import Worker

from forks import ROOT, ForkStack, fork_worker
from server.stack import Child
from server.store.workers import alive_key
from support import waits_for_a_job

pytestmark = pytest.mark.timeout(90)

WAIT_S = 40
"""The worker's wait for a job (one ``BLPOP``): longer than this test's waits for the birth."""


def test_l5_worker_registers_again_after_redis_restarts_empty(tmp_path):
    with ForkStack(tmp_path) as st:
        url = st.redis()
        env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_QUEUE="l5q",
                   BATTLE1821_KEY_PREFIX="l5", LOG_LEVEL="WARNING")
        code = (f"import server.worker.liveness as lv; lv.STOP_POLL_S = {WAIT_S}; "
                "from server.cli import main; main(['worker'], prog_name='battle1821')")
        log_path = st.log_dir / "worker.log"
        wk = Child("worker", fork_worker(st.env(env), code, log_path, ROOT), log_path,
                   [sys.executable, "-c", code], env)
        st.children.append(wk)                   # stopped with the stack
        r = redis.Redis.from_url(url)
        try:
            def registered() -> int:
                return len([w for w in Worker.all(connection=r) if "l5q" in w.queue_names()])

            st.wait(lambda: registered() > 0, "the worker's registration")
            name = next(w.name for w in Worker.all(connection=r) if "l5q" in w.queue_names())
            st.wait(lambda: r.info("clients")["blocked_clients"] >= 1, "the worker's wait for a job")
            waits = waits_for_a_job(r)
            r.flushall()        # what a restart without persistence leaves
            assert registered() == 0
            deadline = time.monotonic() + WAIT_S - 10
            absent = 0
            beaten = False
            while registered() == 0 or "registered again" not in wk.log.read_text():
                assert wk.alive(), wk.tail()
                assert time.monotonic() < deadline, f"the worker did not register again: {wk.tail()}"
                live = bool(r.exists(alive_key(name)))
                beaten = beaten or live
                absent += beaten and not live            # after its first beat since the flush
                time.sleep(0.05)
            assert waits_for_a_job(r) == waits, "the birth waited for the worker's wait for a job to end"
            assert absent == 0, f"the liveness key lapsed in {absent} readings before the birth"
        finally:
            r.close()
