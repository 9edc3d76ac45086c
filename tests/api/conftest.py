"""Fixtures for the API tests: a real Redis (TEST_REDIS_URL, else 127.0.0.1:6379 if it
answers, else a redis-server started for the session), a key prefix and RQ queue name
unique to this session (the shared Redis is never flushed), the in-process app, and a
uvicorn server subprocess for the tests that need real sockets (SSE, concurrency)."""

from __future__ import annotations

import pytest
import redis

from helpers import session_redis_url, session_settings
from support import delete_test_keys, free_port, server_env, spawn_cli, stop_procs, wait_http

from server.config import Settings


@pytest.fixture(scope="session")
def redis_url():
    return session_redis_url()


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    return session_settings()


@pytest.fixture(scope="session", autouse=True)
def _cleanup(settings):
    yield
    r = redis.Redis.from_url(settings.redis_url)
    delete_test_keys(r, settings.key_prefix, settings.queue_name)
    r.close()


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


@pytest.fixture(scope="session")
def server(settings, tmp_path_factory):
    """A real uvicorn server subprocess (stderr to a file: logging off a TTY)."""
    port = free_port()
    log_path = tmp_path_factory.mktemp("server") / "stderr.log"
    with open(log_path, "wb") as err:
        proc = spawn_cli(["serve", "--port", str(port)], server_env(settings, port), stderr=err)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_http(base, "/health", [proc], why=lambda: log_path.read_text()[-2000:])
    except RuntimeError:
        stop_procs([proc])
        raise
    yield {"base": base, "log": log_path, "proc": proc}
    stop_procs([proc])
