"""Fixtures for the API tests: a real Redis (TEST_REDIS_URL, else 127.0.0.1:6379 if it
answers, else a redis-server started for the session), a key prefix and RQ queue name
unique to this session (the shared Redis is never flushed), the in-process app, and a
uvicorn server subprocess for the tests that need real sockets (SSE, concurrency)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import pytest
import redis

from helpers import SESSION, session_redis_url, session_settings

from server.cli import free_port
from server.config import Settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def redis_url():
    return session_redis_url()


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    return session_settings()


@pytest.fixture(scope="session", autouse=True)
def _cleanup(redis_url):
    yield
    r = redis.Redis.from_url(redis_url)
    for pattern in (f"test-api-{SESSION}*", f"rq:*test-api-{SESSION}*"):
        keys = list(r.scan_iter(match=pattern, count=1000))
        for i in range(0, len(keys), 500):
            r.delete(*keys[i:i + 500])


@pytest.fixture(scope="session")
def app(settings):
    from server.app import create_app

    return create_app(settings)


@pytest.fixture()
def client(app):
    from litestar.testing import TestClient

    with TestClient(app) as c:
        yield c


@pytest.fixture(scope="session")
def sync_store(settings):
    from server.store import SyncGameStore

    return SyncGameStore(redis.Redis.from_url(settings.redis_url), prefix=settings.key_prefix)


def server_env(settings: Settings, port: int) -> dict:
    env = dict(os.environ)
    env.update({
        "REDIS_URL": settings.redis_url, "QUEUE_REDIS_URL": settings.queue_redis_url, "REDIS_CLUSTER": "0",
        "BATTLE1821_KEY_PREFIX": settings.key_prefix, "BATTLE1821_QUEUE": settings.queue_name,
        "BATTLE1821_PORT": str(port), "BATTLE1821_SSE_KEEPALIVE_S": "1", "LOG_LEVEL": "INFO",
    })
    return env


@pytest.fixture(scope="session")
def server(settings, tmp_path_factory):
    """A real uvicorn server subprocess (stderr to a file: logging off a TTY)."""
    port = free_port()
    log_path = tmp_path_factory.mktemp("server") / "stderr.log"
    with open(log_path, "wb") as err:
        proc = subprocess.Popen([sys.executable, "-m", "server.cli", "serve", "--port", str(port)],
                                env=server_env(settings, port), cwd=ROOT, stdout=subprocess.DEVNULL, stderr=err)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(base + "/health", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            raise RuntimeError(f"server did not start: {log_path.read_text()[-2000:]}")
        time.sleep(0.1)
    yield {"base": base, "log": log_path, "proc": proc}
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
