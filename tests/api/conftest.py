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
import uuid
from pathlib import Path

import httpx
import pytest
import redis

from server.cli import free_port, redis_executable
from server.config import Settings

ROOT = Path(__file__).resolve().parents[2]
SESSION = uuid.uuid4().hex[:8]


def _answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.5).ping())
    except Exception:
        return False


@pytest.fixture(scope="session")
def redis_url():
    url = os.environ.get("TEST_REDIS_URL")
    if url:
        yield url
        return
    if _answers("redis://127.0.0.1:6379/0"):
        yield "redis://127.0.0.1:6379/0"
        return
    port = free_port()
    d = tempfile.mkdtemp(prefix="b1821-redis-")
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
                    key_prefix=f"test-api-{SESSION}", queue_name=f"test-api-{SESSION}",
                    log_level="INFO", sse_keepalive_s=1.0)


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
