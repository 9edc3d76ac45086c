"""Live processes for the SDK tests (issue 5): a real Redis (TEST_REDIS_URL, else
127.0.0.1:6379, else a redis-server started here), one uvicorn API server subprocess
and one RQ worker subprocess, with a key prefix and queue name unique to this session
(the shared Redis is never flushed; only this session's keys are deleted at the end).

The subprocesses are configured only through the documented environment of
``server/config.py`` (REDIS_URL, BATTLE1821_KEY_PREFIX, BATTLE1821_QUEUE, ...), like the
API and worker tests do, and started the way ``battle1821 run`` starts them."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx
import pytest
import redis

from server.cli import free_port, redis_executable
from server.config import Settings

ROOT = Path(__file__).resolve().parents[2]
SESSION = uuid.uuid4().hex[:8]
PREFIX = f"test-sdk-{SESSION}"


def server_env(settings: Settings, port: int) -> dict:
    """Environment of the API/worker subprocesses (names from server/config.py)."""
    return dict(os.environ, REDIS_URL=settings.redis_url, QUEUE_REDIS_URL=settings.queue_redis_url,
                REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=settings.key_prefix, BATTLE1821_QUEUE=settings.queue_name,
                BATTLE1821_PORT=str(port), BATTLE1821_SSE_KEEPALIVE_S=str(settings.sse_keepalive_s),
                LOG_LEVEL=settings.log_level, PYTHONPATH=str(ROOT))


def _answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.5).ping())
    except Exception:
        return False


@pytest.fixture(scope="session")
def redis_url():
    url = os.environ.get("TEST_REDIS_URL") or "redis://127.0.0.1:6379/0"
    if _answers(url):
        yield url
        return
    port = free_port()
    d = tempfile.mkdtemp(prefix="b1821-sdk-redis-")
    proc = subprocess.Popen([redis_executable(), "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", d], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(100):
        if _answers(url):
            break
        time.sleep(0.05)
    yield url
    proc.terminate()
    proc.wait(5)


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    return Settings(redis_url=redis_url, queue_redis_url=redis_url, redis_cluster=False,
                    key_prefix=PREFIX, queue_name=PREFIX, log_level="WARNING", sse_keepalive_s=1.0)


@pytest.fixture(scope="session")
def live(settings, tmp_path_factory):
    """``{"base": URL, "env": env, "store": SyncGameStore}`` of a live API server and an
    RQ worker (subprocesses), ready (``/ready`` sees the worker)."""
    port = free_port()
    env = server_env(settings, port)
    logs = tmp_path_factory.mktemp("live")
    procs = []
    with open(logs / "api.log", "wb") as api_err, open(logs / "worker.log", "wb") as wk_err:
        procs.append(subprocess.Popen([sys.executable, "-m", "server.cli", "serve", "--port", str(port)],
                                      env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=api_err))
        procs.append(subprocess.Popen([sys.executable, "-m", "server.cli", "worker"],
                                      env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=wk_err))
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 40
    while True:
        try:
            if httpx.get(base + "/ready", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if any(p.poll() is not None for p in procs) or time.monotonic() > deadline:
            for p in procs:
                p.kill()
            raise RuntimeError("API/worker did not start: " + (logs / "api.log").read_text()[-1500:]
                               + (logs / "worker.log").read_text()[-1500:])
        time.sleep(0.1)
    from server.store import SyncGameStore

    r = redis.Redis.from_url(settings.redis_url)
    yield {"base": base, "env": env, "store": SyncGameStore(r, prefix=settings.key_prefix), "logs": logs}
    for p in procs:
        p.terminate()
    for p in procs:
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
    for pattern in (f"{PREFIX}*", f"rq:*{PREFIX}*"):
        keys = list(r.scan_iter(match=pattern, count=1000))
        for i in range(0, len(keys), 500):
            r.delete(*keys[i:i + 500])
    r.close()
