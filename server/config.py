"""Settings from the environment (read once by the app factory, the worker and the CLI).

| variable | default | meaning |
| --- | --- | --- |
| ``REDIS_URL`` | ``redis://127.0.0.1:6379/0`` (``battle1821 run`` starts its own when unset) | game state |
| ``QUEUE_REDIS_URL`` | ``REDIS_URL`` | RQ queue (a standalone Redis, never a Cluster) |
| ``REDIS_CLUSTER`` | detect | ``1``/``0``: ``REDIS_URL`` is / is not a Redis Cluster (also ``redis+cluster://``) |
| ``BATTLE1821_HOST`` / ``BATTLE1821_PORT`` | ``127.0.0.1`` / ``8000`` | where ``serve`` listens |
| ``LOG_LEVEL`` | ``INFO`` | structlog level |
| ``BATTLE1821_QUEUE`` | ``battle1821`` | RQ queue name for the Ottoman phase |
| ``BATTLE1821_KEY_PREFIX`` | ``b1821`` | prefix of every Redis key (tests use their own) |
| ``BATTLE1821_DATA_DIR`` | ``./.battle1821`` | embedded Redis data and logs (``battle1821 run``; ``make demo``: ``demo/`` in it), locked by ``redis.lock``, bound to one server version by ``redis-server.json`` (server/stack.py) |
| ``BATTLE1821_WORKER_CLASS`` | ``simple`` | RQ worker class: ``simple`` (jobs in the worker process) or ``fork`` |
| ``BATTLE1821_SSE_KEEPALIVE_S`` | ``15`` | seconds between SSE keep-alive comments |
| ``BATTLE1821_IDEMPOTENCY_TTL_S`` | ``86400`` | how long an ``Idempotency-Key`` replays |
| ``BATTLE1821_FINISHED_TTL_S`` | ``0`` (forever) | how long a finished or cancelled game (its archive) is kept, in seconds (``0``: forever) |
| ``BATTLE1821_ARCHIVE`` | ``1`` | ``0``: games that are over stay live (not archived; for measurements and debugging) |
| ``BATTLE1821_TEST_ARCHIVE_PAUSE`` | unset | tests only: ``<seconds>:<file>``: the archive step touches ``<file>`` and sleeps before its Lua call (a SIGKILL there must leave the game live) |
| ``BATTLE1821_REDIS_POOL`` / ``BATTLE1821_STREAM_POOL`` | ``64`` / ``256`` | connections per process (state / blocking readers; the latter also caps SSE streams + waiting long-polls, 503 beyond) |
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"


def _int(name: str, default: int) -> int:
    raw = os.environ.get(name)
    return int(raw) if raw not in (None, "") else default


def _float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return float(raw) if raw not in (None, "") else default


def env_flag(name: str) -> bool | None:
    """``1``/``true``/``yes``/``on`` -> True, ``0``/``false``/``no``/``off`` -> False,
    anything else (or unset) -> None."""
    raw = (os.environ.get(name) or "").strip().lower()
    if raw in ("1", "true", "yes", "on"):
        return True
    if raw in ("0", "false", "no", "off"):
        return False
    return None


@dataclass(frozen=True, slots=True)
class Settings:
    redis_url: str = DEFAULT_REDIS_URL
    queue_redis_url: str = DEFAULT_REDIS_URL
    redis_cluster: bool | None = None   # None: detect (server.store.clients)
    host: str = "127.0.0.1"
    port: int = 8000
    log_level: str = "INFO"
    queue_name: str = "battle1821"
    key_prefix: str = "b1821"
    data_dir: Path = Path(".battle1821")
    sse_keepalive_s: float = 15.0
    idempotency_ttl_s: int = 86_400
    finished_ttl_s: int = 0   # retention of finished/cancelled games (archived); 0 = forever
    archive: bool = True      # archive games that are over (server.records.archive)
    redis_pool_size: int = 64
    stream_pool_size: int = 256
    long_poll_max_s: float = 30.0

    @classmethod
    def from_env(cls) -> "Settings":
        redis_url = os.environ.get("REDIS_URL") or DEFAULT_REDIS_URL
        return cls(
            redis_url=redis_url,
            queue_redis_url=os.environ.get("QUEUE_REDIS_URL") or redis_url,
            redis_cluster=env_flag("REDIS_CLUSTER"),
            host=os.environ.get("BATTLE1821_HOST") or "127.0.0.1",
            port=_int("BATTLE1821_PORT", 8000),
            log_level=(os.environ.get("LOG_LEVEL") or "INFO").upper(),
            queue_name=os.environ.get("BATTLE1821_QUEUE") or "battle1821",
            key_prefix=os.environ.get("BATTLE1821_KEY_PREFIX") or "b1821",
            data_dir=Path(os.environ.get("BATTLE1821_DATA_DIR") or ".battle1821"),
            sse_keepalive_s=_float("BATTLE1821_SSE_KEEPALIVE_S", 15.0),
            idempotency_ttl_s=_int("BATTLE1821_IDEMPOTENCY_TTL_S", 86_400),
            finished_ttl_s=max(0, _int("BATTLE1821_FINISHED_TTL_S", 0)),
            archive=os.environ.get("BATTLE1821_ARCHIVE", "1").strip() != "0",
            redis_pool_size=_int("BATTLE1821_REDIS_POOL", 64),
            stream_pool_size=_int("BATTLE1821_STREAM_POOL", 256),
        )

    def with_(self, **changes) -> "Settings":
        return replace(self, **changes)
