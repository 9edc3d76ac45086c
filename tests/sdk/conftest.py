"""Live processes for the SDK tests (issue 5): a real Redis (TEST_REDIS_URL, else
127.0.0.1:6379, else a redis-server started here), one uvicorn API server subprocess
and one RQ worker subprocess, with a key prefix and queue name unique to this session
(the shared Redis is never flushed; only this session's keys are deleted at the end).

The subprocesses are configured only through the documented environment of
``server/config.py`` (REDIS_URL, BATTLE1821_KEY_PREFIX, BATTLE1821_QUEUE, ...), like the
API and worker tests do, and started the way ``battle1821 run`` starts them."""

from __future__ import annotations

import os
import uuid

import pytest
import redis

from support import (
    delete_test_keys, free_port, redis_answers, server_env, spawn_cli, start_redis_server, stop_procs, wait_http,
)

from server.config import Settings

SESSION = uuid.uuid4().hex[:8]
PREFIX = f"test-sdk-{SESSION}"


@pytest.fixture(scope="session")
def redis_url():
    url = os.environ.get("TEST_REDIS_URL") or "redis://127.0.0.1:6379/0"
    if redis_answers(url):
        yield url
        return
    url, proc = start_redis_server(tries=100)
    yield url
    stop_procs([proc], timeout=5)


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
    with open(logs / "api.log", "wb") as api_err, open(logs / "worker.log", "wb") as wk_err:
        procs = [spawn_cli(["serve", "--port", str(port)], env, stderr=api_err),
                 spawn_cli(["worker"], env, stderr=wk_err)]
    base = f"http://127.0.0.1:{port}"
    try:
        wait_http(base, "/ready", procs, timeout=40,
                  why=lambda: (logs / "api.log").read_text()[-1500:] + (logs / "worker.log").read_text()[-1500:])
    except RuntimeError:
        for p in procs:
            p.kill()
        raise
    from server.store import SyncGameStore

    r = redis.Redis.from_url(settings.redis_url)
    yield {"base": base, "env": env, "store": SyncGameStore(r, prefix=settings.key_prefix), "logs": logs}
    stop_procs(procs)
    delete_test_keys(r, PREFIX, PREFIX)
    r.close()
