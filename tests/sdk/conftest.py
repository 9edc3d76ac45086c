"""Live processes for the SDK tests (issue 5): the tests' Redis (``support.test_redis_url``),
one uvicorn API server subprocess and one RQ worker subprocess started through
``server.stack`` (as ``battle1821 run`` starts them), with a key prefix and queue name
unique to this session (the shared Redis is never flushed; only this session's keys are
deleted at the end). The subprocesses are configured only through the documented
environment of ``server/config.py`` (REDIS_URL, BATTLE1821_KEY_PREFIX, BATTLE1821_QUEUE, ...)."""

from __future__ import annotations

import uuid

import pytest
import redis

from support import Stack, delete_test_keys, server_env, test_redis_url

from server.config import Settings

SESSION = uuid.uuid4().hex[:8]
PREFIX = f"test-sdk-{SESSION}"


@pytest.fixture(scope="session")
def redis_url():
    return test_redis_url()


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    return Settings(redis_url=redis_url, queue_redis_url=redis_url, redis_cluster=False,
                    key_prefix=PREFIX, queue_name=PREFIX, log_level="WARNING", sse_keepalive_s=1.0)


@pytest.fixture(scope="session")
def live(settings, tmp_path_factory):
    """``{"base": URL, "env": env, "store": BlockingStore}`` of a live API server and an
    RQ worker (subprocesses), ready (``/ready`` sees the worker)."""
    from blocking_store import BlockingStore

    logs = tmp_path_factory.mktemp("live")
    overrides = server_env(settings)
    r = redis.Redis.from_url(settings.redis_url)
    try:
        with Stack(logs) as st:
            st.worker(overrides)
            base = st.api(overrides)
            st.wait_http(base, "/ready", timeout=40)
            yield {"base": base, "env": st.env(overrides), "store": BlockingStore(r, prefix=settings.key_prefix),
                   "logs": logs}
    finally:
        delete_test_keys(r, PREFIX, PREFIX)
        r.close()
