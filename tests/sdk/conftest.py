"""Live processes for the SDK tests (issue 5): the process's shared live stack
(``live_stack``: one uvicorn API server and one RQ worker started through ``server.stack``,
as ``battle1821 run`` starts them, on the tests' Redis, with a key prefix and queue name
unique to this test process; the shared Redis is never flushed). The subprocesses are
configured only through the documented environment of ``server/config.py`` (REDIS_URL,
BATTLE1821_KEY_PREFIX, BATTLE1821_QUEUE, ...)."""

from __future__ import annotations

import pytest
import redis

from server.config import Settings


@pytest.fixture(scope="session")
def settings(live_stack) -> Settings:
    return live_stack.settings


@pytest.fixture(scope="session")
def redis_url(settings):
    return settings.redis_url


@pytest.fixture(scope="session")
def live(live_stack, settings):
    """``{"base": URL, "env": env, "store": BlockingStore, "logs": dir}`` of the shared live
    API server and RQ worker (subprocesses), ready (``/ready`` sees the worker)."""
    from blocking_store import BlockingStore

    r = redis.Redis.from_url(settings.redis_url)
    yield {"base": live_stack.base, "env": live_stack.env, "store": BlockingStore(r, prefix=settings.key_prefix),
           "logs": live_stack.logs}
    r.close()
