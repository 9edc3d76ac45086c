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
| ``BATTLE1821_WORKER_WEBHOOKS`` | ``1`` | a worker also delivers webhooks (queue ``<queue>-webhooks``, after the game's); ``0``: game jobs only |
| ``BATTLE1821_WEBHOOK_ALLOW_LOOPBACK`` | ``0`` | ``1``: webhooks may go to ``http://`` loopback addresses (development and tests only) |
| ``BATTLE1821_WEBHOOK_TIMEOUT_S`` | ``5`` | seconds an endpoint has to answer one delivery attempt |
| ``BATTLE1821_WEBHOOK_RETRY_S`` | ``1,2,4,...,128`` | base seconds before each retry of a failed delivery (each gets up to 25 % jitter) |
| ``BATTLE1821_SSE_KEEPALIVE_S`` | ``15`` | seconds between SSE keep-alive comments |
| ``BATTLE1821_IDEMPOTENCY_TTL_S`` | ``86400`` | how long an ``Idempotency-Key`` replays |
| ``BATTLE1821_REDIS_HEALTH_CHECK_S`` | ``2`` | a pooled Redis connection idle longer than this (seconds) is PINGed before use (``0``: never) |
| ``BATTLE1821_REDIS_RETRIES`` | ``3`` | a game-store command that fails on a broken connection is retried this often on a fresh one, backoff 50-500 ms (server/store/clients.py) |
| ``BATTLE1821_WORKER_LIVE_S`` | ``2`` | a worker whose liveness key (renewed every third of this, seconds) ran out is dead: ``/ready`` stops counting it and a watchdog takes over its Ottoman phase (server/worker/liveness.py) |
| ``BATTLE1821_METRICS`` | ``1`` | ``0``: no ``GET /metrics`` and no HTTP metrics middleware in the API (server/metrics.py) |
| ``BATTLE1821_METRICS_PORT`` | unset (``/metrics`` on the API's port) | the API serves its Prometheus series on ``<BATTLE1821_HOST>:<port>/metrics`` only, not on the port the clients use (server/metrics.py); the deploy files set it |
| ``BATTLE1821_WORKER_METRICS_PORT`` | unset (off) | a worker serves its Prometheus series on ``:<port>/metrics`` |
| ``PROMETHEUS_MULTIPROC_DIR`` | unset (a temporary one with ``serve --workers N``, N > 1) | prometheus-client's multiprocess mode: the processes sharing it sum their series (server/metrics_env.py) |
| ``OTEL_EXPORTER_OTLP_ENDPOINT`` | unset (off) | OpenTelemetry traces exported over OTLP/HTTP (server/tracing.py; the standard ``OTEL_*`` variables apply) |
| ``BATTLE1821_REDIS_POOL`` / ``BATTLE1821_STREAM_POOL`` | ``64`` / ``256`` | connections per process (state / blocking readers; the latter caps SSE streams + waiting long-polls only with ``BATTLE1821_EVENT_FANOUT=0``) |
| ``BATTLE1821_EVENT_FANOUT`` | ``1`` | ``1``: one pub/sub connection per process wakes every watcher from memory (server/service/fanout.py); ``0``: each watcher blocks on a stream-pool connection |
| ``BATTLE1821_WATCH_MEMORY_KB`` | ``262144`` (256 MiB) | event-watcher memory budget per process: watchers x 32 KiB + their queued events; beyond it 503 ``too_many_watchers`` |
| ``BATTLE1821_WATCHER_BUFFER_KB`` | ``256`` | events queued for one watcher before it is closed as a slow consumer (it resumes with ``Last-Event-ID``) |
| ``BATTLE1821_TALK_PER_MINUTE`` | ``10`` | table-talk messages one seat (or the host) may post per game in any 60 s (429 ``too_many_messages`` beyond; counted in Redis, so every API process agrees) |
| ``BATTLE1821_RATE_LIMIT_CLIENT`` | ``30000/minute`` | requests per client address (``limits`` notation, ``;`` between several, e.g. ``50/second;30000/minute``; ``0``: none), counted in the queue Redis so every API process shares them; 429 ``rate_limited`` beyond (server/api/ratelimit.py) |
| ``BATTLE1821_RATE_LIMIT_TOKEN`` | ``12000/minute`` | requests per bearer token (valid or not), the same way |
| ``BATTLE1821_MAX_HEADER_BYTES`` / ``BATTLE1821_MAX_HEADERS`` | ``32768`` / ``100`` | request line + headers of one request at most (bytes / header fields); 431 beyond, connection closed (server/httpserver.py) |
| ``BATTLE1821_HEADER_TIMEOUT_S`` | ``10`` | seconds from a connection's (or request's) first byte until its headers are complete; 408 and close beyond |
| ``BATTLE1821_BODY_TIMEOUT_S`` | ``30`` | seconds from the headers until the whole body has arrived; 408 and close beyond |
| ``FORWARDED_ALLOW_IPS`` | ``127.0.0.1`` | proxies whose ``X-Forwarded-For`` names the client (uvicorn's setting; the per-client rate limit counts that address) |
| ``BATTLE1821_KEEP_ALIVE_S`` | ``5`` | an idle keep-alive connection is closed after this many seconds (uvicorn ``timeout_keep_alive``) |
| ``BATTLE1821_FINISHED_TTL_S`` | ``0`` (forever) | how long a finished or cancelled game (its archive) is kept, in seconds (``0``: forever) |
| ``BATTLE1821_ARCHIVE`` | ``1`` | ``0``: games that are over stay live (not archived; for measurements and debugging) |
| ``BATTLE1821_TEST_ARCHIVE_PAUSE`` | unset | tests only: ``<seconds>:<file>``: the archive step touches ``<file>`` and sleeps before its Lua call (a SIGKILL there must leave the game live) |
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
    redis_health_check_s: float = 2.0
    redis_retries: int = 3
    worker_live_s: float = 2.0
    worker_metrics_port: int = 0        # 0: the worker exports no metrics
    metrics_port: int = 0               # 0: the API's /metrics on its own port
    event_fanout: bool = True
    watch_memory_kb: int = 262_144
    watcher_buffer_kb: int = 256
    talk_per_minute: int = 10   # messages per sender per game per 60 s
    rate_limit_client: str = "30000/minute"   # limits notation; "0": no limit
    rate_limit_token: str = "12000/minute"
    max_header_bytes: int = 32_768
    max_headers: int = 100
    header_timeout_s: float = 10.0
    body_timeout_s: float = 30.0
    keep_alive_s: int = 5
    forwarded_allow_ips: str = "127.0.0.1"

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
            redis_health_check_s=max(0.0, _float("BATTLE1821_REDIS_HEALTH_CHECK_S", 2.0)),
            redis_retries=max(0, _int("BATTLE1821_REDIS_RETRIES", 3)),
            worker_live_s=max(0.5, _float("BATTLE1821_WORKER_LIVE_S", 2.0)),
            worker_metrics_port=_int("BATTLE1821_WORKER_METRICS_PORT", 0),
            metrics_port=_int("BATTLE1821_METRICS_PORT", 0),
            event_fanout=env_flag("BATTLE1821_EVENT_FANOUT") is not False,
            watch_memory_kb=_int("BATTLE1821_WATCH_MEMORY_KB", 262_144),
            watcher_buffer_kb=_int("BATTLE1821_WATCHER_BUFFER_KB", 256),
            talk_per_minute=max(1, _int("BATTLE1821_TALK_PER_MINUTE", 10)),
            rate_limit_client=(os.environ.get("BATTLE1821_RATE_LIMIT_CLIENT") or "30000/minute").strip(),
            rate_limit_token=(os.environ.get("BATTLE1821_RATE_LIMIT_TOKEN") or "12000/minute").strip(),
            max_header_bytes=_int("BATTLE1821_MAX_HEADER_BYTES", 32_768),
            max_headers=_int("BATTLE1821_MAX_HEADERS", 100),
            header_timeout_s=_float("BATTLE1821_HEADER_TIMEOUT_S", 10.0),
            body_timeout_s=_float("BATTLE1821_BODY_TIMEOUT_S", 30.0),
            keep_alive_s=_int("BATTLE1821_KEEP_ALIVE_S", 5),
            forwarded_allow_ips=os.environ.get("FORWARDED_ALLOW_IPS") or "127.0.0.1",
        )

    def with_(self, **changes) -> "Settings":
        return replace(self, **changes)
