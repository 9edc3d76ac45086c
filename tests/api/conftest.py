"""Fixtures for the API tests: the tests' Redis (``support.test_redis_url``: TEST_REDIS_URL,
else the default URL when it answers, else a throwaway server), a key prefix and RQ queue
name unique to this session (the shared Redis is never flushed), the in-process app, and
a uvicorn server subprocess (``server.stack``) for the tests that need real sockets."""

from __future__ import annotations

import pytest
import redis

from helpers import session_settings
from support import Stack, delete_test_keys, server_env, test_redis_url

from server.config import Settings


@pytest.fixture(scope="session")
def redis_url():
    return test_redis_url()


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
    from blocking_store import BlockingStore

    return BlockingStore(redis.Redis.from_url(settings.redis_url), prefix=settings.key_prefix)


@pytest.fixture(scope="session")
def server(settings, tmp_path_factory):
    """A real uvicorn server subprocess (its log in a file: logging off a TTY)."""
    with Stack(tmp_path_factory.mktemp("server")) as st:
        # idle keep-alive connections stay open: the tests' pooled clients (racing threads on a
        # loaded machine) would otherwise meet uvicorn's 5 s close as they reuse a connection
        base = st.api(server_env(settings, BATTLE1821_KEEP_ALIVE_S="300"))
        api = st.children[-1]
        yield {"base": base, "log": api.log, "proc": api.proc}
