"""After the queue Redis restarts empty, the worker registers itself again (its
watchdog thread), so ``/ready`` sees it without restarting the worker. Uses a private
redis-server of this test (emptied with FLUSHALL: never the shared 127.0.0.1:6379)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
import redis
from rq import Worker

from server.cli import free_port, redis_executable, wait_redis

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.timeout(90)


def test_l5_worker_registers_again_after_redis_restarts_empty(tmp_path):
    port = free_port()
    rproc = subprocess.Popen([redis_executable(), "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                              "--appendonly", "no", "--dir", tempfile.mkdtemp(prefix="b1821-l5-")],
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    wait_redis(url)
    env = dict(os.environ, REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_QUEUE="l5q",
               BATTLE1821_KEY_PREFIX="l5", LOG_LEVEL="WARNING", PYTHONPATH=str(ROOT))
    with open(tmp_path / "worker.log", "wb") as err:
        wproc = subprocess.Popen([sys.executable, "-m", "server.cli", "worker"], env=env, cwd=ROOT,
                                 stdout=subprocess.DEVNULL, stderr=err)
    r = redis.Redis.from_url(url)
    try:
        def registered() -> int:
            return len([w for w in Worker.all(connection=r) if "l5q" in w.queue_names()])

        deadline = time.monotonic() + 30
        while registered() == 0:
            assert wproc.poll() is None and time.monotonic() < deadline, (tmp_path / "worker.log").read_text()
            time.sleep(0.2)
        r.flushall()        # what a restart without persistence leaves
        assert registered() == 0
        deadline = time.monotonic() + 15
        while registered() == 0:
            assert wproc.poll() is None, (tmp_path / "worker.log").read_text()
            assert time.monotonic() < deadline, "the worker did not register again"
            time.sleep(0.2)
        assert "registered again" in (tmp_path / "worker.log").read_text()
    finally:
        wproc.terminate()
        try:
            wproc.wait(15)
        except subprocess.TimeoutExpired:
            wproc.kill()
        r.close()
        rproc.terminate()
        rproc.wait(10)
