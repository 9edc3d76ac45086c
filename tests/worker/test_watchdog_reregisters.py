"""After the queue Redis restarts empty, the worker registers itself again (its
watchdog thread), so ``/ready`` sees it without restarting the worker. Uses a private
Redis of this test (``server.stack``; emptied with FLUSHALL, never the tests' shared one)."""

from __future__ import annotations

import time

import pytest
import redis
from rq import Worker

from forks import ForkStack

pytestmark = pytest.mark.timeout(90)


def test_l5_worker_registers_again_after_redis_restarts_empty(tmp_path):
    with ForkStack(tmp_path) as st:
        url = st.redis()
        wk = st.worker(dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_QUEUE="l5q",
                            BATTLE1821_KEY_PREFIX="l5", LOG_LEVEL="WARNING"))
        r = redis.Redis.from_url(url)
        try:
            def registered() -> int:
                return len([w for w in Worker.all(connection=r) if "l5q" in w.queue_names()])

            st.wait(lambda: registered() > 0, "the worker's registration")
            r.flushall()        # what a restart without persistence leaves
            assert registered() == 0
            deadline = time.monotonic() + 30
            while registered() == 0 or "registered again" not in wk.log.read_text():
                assert wk.alive(), wk.tail()
                assert time.monotonic() < deadline, f"the worker did not register again: {wk.tail()}"
                time.sleep(0.2)
        finally:
            r.close()
