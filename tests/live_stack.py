"""THE live stack of a test process: one RQ worker and one API server (``battle1821
worker`` / ``battle1821 serve`` processes, forked by ``tests/forks.py``'s ``ForkStack``) on the
tests' Redis (``support.test_redis_url``), shared by every test of the process that only
needs "a server" (the ``live_stack`` fixture of ``tests/conftest.py``, session scoped: one
per pytest-xdist worker). Starting an API and a worker costs seconds of CPU on a 2-core
machine; a stack per test folder (the API tests', the SDK tests', the browser tests') was
three of them per process.

Isolation: every test plays in games of its own (new game ids); the keys of the stack's
key prefix and queue (``session_settings()``, unique to this test process) are deleted when
the process ends, never FLUSHDB. A test that needs processes of its own (it restarts,
kills or reconfigures them, counts workers, or starts a second API) starts its own stack
and says why in its docstring.

The environment of the shared processes is the documented one (``server_env``) plus:

- ``BATTLE1821_KEEP_ALIVE_S=300``: idle keep-alive connections stay open (the tests'
  pooled clients, racing threads on a loaded machine, would otherwise meet uvicorn's 5 s
  close as they reuse a connection);
- ``LOG_LEVEL=INFO``: the API's request log lines (``helpers.request_span``) are in
  ``LiveStack.api_log``.
"""

from __future__ import annotations

import functools
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import redis

from forks import ForkStack
from support import delete_test_keys, server_env, test_redis_url

from server.config import Settings

SESSION = uuid.uuid4().hex[:8]
"""This test process's tag: in the key prefix and queue name of ``session_settings()``."""


@functools.cache
def session_settings() -> Settings:
    """Settings on the tests' Redis with a key prefix and RQ queue name unique to this test
    process: those of the shared live stack and of the in-process apps of the API tests
    (a game made over HTTP is read through the store with the same prefix)."""
    url = test_redis_url()
    return Settings(redis_url=url, queue_redis_url=url, redis_cluster=False,
                    key_prefix=f"test-live-{SESSION}", queue_name=f"test-live-{SESSION}",
                    log_level="INFO", sse_keepalive_s=1.0)


@dataclass(frozen=True)
class LiveStack:
    """The shared processes: ``base`` (the API's URL), ``settings`` (their prefix and
    queue), ``env`` (the whole environment of the children), ``logs`` (their log dir),
    ``api_log`` / ``worker_log`` (files), ``api_proc`` (the API's process, a ``Popen``-like
    ``forks.Forked``: read, never stop it)."""

    base: str
    settings: Settings
    env: dict
    logs: Path
    api_log: Path
    worker_log: Path
    api_proc: object


def live_stack(log_dir: Path) -> Iterator[LiveStack]:
    """Generator for the session fixture: start the worker and the API, wait until
    ``/ready`` counts the worker, yield, then stop them and delete the session's keys."""
    settings = session_settings()
    overrides = server_env(settings, BATTLE1821_KEEP_ALIVE_S="300")
    r = redis.Redis.from_url(settings.redis_url)
    try:
        with ForkStack(log_dir) as st:
            worker = st.worker(overrides, name="live-worker")
            base = st.api(overrides, timeout=120)
            api = st.children[-1]
            st.wait_http(base, "/ready", timeout=120)
            yield LiveStack(base=base, settings=settings, env=st.env(overrides), logs=log_dir,
                            api_log=api.log, worker_log=worker.log, api_proc=api.proc)
    finally:
        delete_test_keys(r, settings.key_prefix, settings.queue_name)
        r.close()
