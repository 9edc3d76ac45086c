"""Fixtures for the API tests: the tests' Redis (``support.test_redis_url``: TEST_REDIS_URL,
else the default URL when it answers, else a throwaway server), a key prefix and RQ queue
name unique to this test process (``live_stack.session_settings``; the shared Redis is
never flushed), the in-process app, and for the tests that need real sockets the API
server of the process's shared live stack (``live_stack``)."""

from __future__ import annotations

import pytest
import redis

from helpers import session_settings
from support import delete_test_keys, test_redis_url

from server.config import Settings


@pytest.fixture(scope="session")
def redis_url():
    return test_redis_url()


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    """``helpers.session_settings()``: the shared live stack's key prefix, a queue of the
    in-process apps' own."""
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


@pytest.fixture(scope="module")
def client(app):
    """A ``TestClient`` of the session's in-process app, one a test module: entering it runs
    the app's startup (Redis clients, the queue, the event hub; ~0.1 CPU s), which 173 tests
    paid each. Tests make their own games; one that changes the app's state restores it."""
    from litestar.testing import TestClient

    with TestClient(app) as c:
        yield c


@pytest.fixture(scope="session")
def sync_store(settings):
    from blocking_store import BlockingStore

    return BlockingStore(redis.Redis.from_url(settings.redis_url), prefix=settings.key_prefix)


@pytest.fixture(scope="session")
def server(live_stack):
    """The shared live stack's API server (a real uvicorn subprocess, its log in a file):
    ``{"base": URL, "log": Path, "proc": Popen}``. Its key prefix is ``settings``'."""
    return {"base": live_stack.base, "log": live_stack.api_log, "proc": live_stack.api_proc}
