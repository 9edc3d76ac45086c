"""The server's settings: every environment variable the server reads is a field of
:class:`Settings` (its variable, type, default and description are the field's), read in
one place, :meth:`Settings.from_env`. No other module of ``server/`` reads the environment
(``tests/config/test_settings.py`` checks it); ``docs/configuration.md`` is generated from
these fields by ``python -m tools.config_doc``.

Variables read by libraries below the server are listed in :data:`LIBRARY_VARIABLES`
(``BATTLE1821_KINDS``: the game-kind registry, ``gamekinds.registry``, works without the
server, so it reads its own variable).
"""

from __future__ import annotations

import os
import types
import typing
from dataclasses import Field, dataclass, field, fields, replace
from pathlib import Path
from typing import Any, Mapping

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"


def setting(env: str, default: Any, doc: str, *, aliases: tuple[str, ...] = (),
            minimum: float | None = None, fallback: str | None = None,
            section: str = "Server") -> Any:
    """A :class:`Settings` field read from the variable ``env`` (or the first set of
    ``aliases`` when ``env`` is unset). ``minimum``: a smaller value is raised to it;
    ``fallback``: unset, the field takes that other field's value; ``section``: its heading
    in the configuration page."""
    return field(default=default, metadata={"env": env, "doc": doc, "aliases": aliases,
                                            "minimum": minimum, "fallback": fallback,
                                            "section": section})


def _flag(raw: str | None) -> bool | None:
    v = (raw or "").strip().lower()
    if v in ("1", "true", "yes", "on"):
        return True
    if v in ("0", "false", "no", "off"):
        return False
    return None


def env_flag(name: str) -> bool | None:
    """``1``/``true``/``yes``/``on`` -> True, ``0``/``false``/``no``/``off`` -> False,
    anything else (or unset) -> None."""
    return _flag(os.environ.get(name))


@dataclass(frozen=True, slots=True)
class Settings:
    # -- Redis and the queue
    redis_url: str = setting(
        "REDIS_URL", DEFAULT_REDIS_URL,
        "Game state. `battle1821 run` starts its own embedded Redis when this is unset.",
        section="Redis and the queue")
    queue_redis_url: str = setting(
        "QUEUE_REDIS_URL", DEFAULT_REDIS_URL,
        "The RQ queue: a standalone Redis, never a Cluster. Unset: `REDIS_URL`.",
        fallback="redis_url", section="Redis and the queue")
    redis_cluster: bool | None = setting(
        "REDIS_CLUSTER", None,
        "`1`/`0`: `REDIS_URL` is / is not a Redis Cluster (a `redis+cluster://` URL also says "
        "so). Unset: detected with `INFO cluster`. Also read as `BATTLE1821_REDIS_CLUSTER`.",
        aliases=("BATTLE1821_REDIS_CLUSTER",), section="Redis and the queue")
    redis_cluster_nodes: str = setting(
        "REDIS_CLUSTER_NODES", "",
        "More seed nodes of the Redis Cluster `REDIS_URL` names: `host:port` entries, comma "
        "separated (e.g. `node-2:6379,node-3:6379`; the port defaults to 6379), asked in turn "
        "with `REDIS_URL`'s node for the Cluster's layout; scheme, credentials and database "
        "come from `REDIS_URL`. Set: the state is a Cluster (as `REDIS_CLUSTER=1`). Unset: "
        "`REDIS_URL`'s node only, and a process started while that node is down answers "
        "503 until it is back. A malformed entry is refused (`ValueError`) where the state store is opened: at the API's start, at a worker's first job or watchdog pass.",
        section="Redis and the queue")
    queue_name: str = setting(
        "BATTLE1821_QUEUE", "battle1821", "RQ queue name of the Ottoman phase and the bots' turns.",
        section="Redis and the queue")
    key_prefix: str = setting(
        "BATTLE1821_KEY_PREFIX", "b1821", "Prefix of every Redis key (tests use their own).",
        section="Redis and the queue")
    redis_pool_size: int = setting(
        "BATTLE1821_REDIS_POOL", 64, "Game-state Redis connections per process.",
        section="Redis and the queue")
    stream_pool_size: int = setting(
        "BATTLE1821_STREAM_POOL", 256,
        "Blocking-reader Redis connections per process (caps SSE streams and waiting "
        "long-polls only with `BATTLE1821_EVENT_FANOUT=0`).", section="Redis and the queue")
    redis_health_check_s: float = setting(
        "BATTLE1821_REDIS_HEALTH_CHECK_S", 2.0,
        "A pooled Redis connection idle longer than this (seconds) is PINGed before use "
        "(`0`: never), so a Redis that restarted costs no request.", minimum=0.0, section="Redis and the queue")
    redis_retries: int = setting(
        "BATTLE1821_REDIS_RETRIES", 3,
        "A game-store command that fails on a broken connection (Redis restarted, `LOADING`) is "
        "retried this often on a fresh one, backoff 50-500 ms (`BATTLE1821_REDIS_RETRY_BACKOFF_S`); "
        "safe, as every write is the version-checked commit script or idempotent. After Redis "
        "returns, requests no longer get 503.", minimum=0, section="Redis and the queue")
    redis_retry_backoff_s: float = setting(
        "BATTLE1821_REDIS_RETRY_BACKOFF_S", 0.05,
        "The base (seconds) of the backoff between the retries of `BATTLE1821_REDIS_RETRIES`: the "
        "n-th retry waits a random part of this times 2^n, at most ten times this "
        "(`server.store.clients.BACKOFF_BASE_S`).",
        minimum=0.0, section="Redis and the queue")
    data_dir: Path = setting(
        "BATTLE1821_DATA_DIR", Path(".battle1821"),
        "`battle1821 run`: the embedded Redis's data and the logs (`make demo` uses its `demo/` "
        "subdirectory); the default record store, `records.sqlite3` (`BATTLE1821_RECORDS_URL`). "
        "`redis.lock` there lets only one embedded Redis use it (a second `run` "
        "fails and names the holder); `redis-server.json` names the server version that wrote "
        "it (another is refused).", section="Redis and the queue")
    disk_floor_mb: int = setting(
        "BATTLE1821_DISK_FLOOR_MB", 64,
        "`battle1821 run`: below this many MiB free on the data dir the embedded Redis is made "
        "to refuse writes (the API answers 503 `store_write_refused`; reads go on) until twice "
        "as much is free: with `appendfsync always` a Redis that meets a full disk exits "
        "(docs/operations/durability.md). 0: no guard.", minimum=0, section="Redis and the queue")

    # -- HTTP
    host: str = setting("BATTLE1821_HOST", "127.0.0.1",
                        "Address `battle1821 run` / `serve` listen on.", section="HTTP")
    port: int = setting("BATTLE1821_PORT", 8000,
                        "Port `battle1821 run` / `serve` listen on (`--port` overrides).",
                        section="HTTP")
    log_level: str = setting("LOG_LEVEL", "INFO", "Level of the JSON logs on stderr (structlog), with request id, game id, seat, "
                        "version, action.", section="HTTP")
    sse_keepalive_s: float = setting(
        "BATTLE1821_SSE_KEEPALIVE_S", 15.0, "Seconds between SSE keep-alive comments.",
        section="HTTP")
    long_poll_max_s: float = setting(
        "BATTLE1821_LONG_POLL_MAX_S", 30.0, "Longest wait of one long-poll page of events (seconds).",
        section="HTTP")
    idempotency_ttl_s: int = setting(
        "BATTLE1821_IDEMPOTENCY_TTL_S", 86_400, "How long (seconds) an `Idempotency-Key` replays.",
        section="HTTP")
    event_fanout: bool = setting(
        "BATTLE1821_EVENT_FANOUT", True,
        "On: each API process follows its games' event logs and table talk on one pub/sub "
        "connection (+ a read pool of 2) and hands every event to all its watchers from memory "
        "(an SSE frame is encoded once per event and written to every stream). Off: every SSE "
        "stream and waiting long-poll blocks on its own Redis connection (`XREAD BLOCK`).", section="HTTP")
    watch_memory_kb: int = setting(
        "BATTLE1821_WATCH_MEMORY_KB", 262_144,
        "Event-watcher memory budget per API process (KiB): 32 KiB per watcher plus the events "
        "queued for it (about 8,000 idle watchers with the default); beyond it 503 "
        "`too_many_watchers` with `Retry-After` at once.", section="HTTP")
    watcher_buffer_kb: int = setting(
        "BATTLE1821_WATCHER_BUFFER_KB", 256,
        "KiB of events queued for one watcher that does not read them; past it the server closes "
        "that stream (the client resumes with `Last-Event-ID`, nothing is lost).", section="HTTP")
    talk_per_minute: int = setting(
        "BATTLE1821_TALK_PER_MINUTE", 10,
        "Table-talk messages one seat (or the host) may post in one game in any 60 s; beyond, 429 "
        "`too_many_messages` with `Retry-After`. Counted in Redis by the Redis server's clock, so "
        "every API process agrees.", minimum=1, section="HTTP")
    rate_limit_client: str = setting(
        "BATTLE1821_RATE_LIMIT_CLIENT", "1000/10 seconds",
        "Requests per client address, in `limits` notation (`;` between several, e.g. "
        "`50/second;30000/minute`; `0`: none), counted in the queue Redis so every API process "
        "shares them; 429 `rate_limited` beyond. The default is 100 requests/s at most: a fifth "
        "of one API process, room for a host of several bots behind one address "
        "(docs/operations/limits.md).", section="HTTP")
    rate_limit_token: str = setting(
        "BATTLE1821_RATE_LIMIT_TOKEN", "300/10 seconds",
        "Requests per bearer token (valid or not), counted the same way; the default is 30 "
        "requests/s at most, about ten actions a second of a fast bot.", section="HTTP")
    max_header_bytes: int = setting(
        "BATTLE1821_MAX_HEADER_BYTES", 32_768,
        "Bytes of request line + headers of one request at most; 431 beyond, connection closed.",
        section="HTTP")
    max_headers: int = setting(
        "BATTLE1821_MAX_HEADERS", 100, "Header fields of one request at most; 431 beyond.",
        section="HTTP")
    header_timeout_s: float = setting(
        "BATTLE1821_HEADER_TIMEOUT_S", 10.0,
        "Seconds from a connection's (or request's) first byte until its headers are complete; "
        "408 and close beyond.", section="HTTP")
    body_timeout_s: float = setting(
        "BATTLE1821_BODY_TIMEOUT_S", 30.0,
        "Seconds from the headers until the whole body has arrived; 408 and close beyond.",
        section="HTTP")
    keep_alive_s: int = setting(
        "BATTLE1821_KEEP_ALIVE_S", 5,
        "An idle keep-alive connection is closed after this many seconds.", section="HTTP")
    forwarded_allow_ips: str = setting(
        "FORWARDED_ALLOW_IPS", "127.0.0.1",
        "Proxies whose `X-Forwarded-For` names the client (uvicorn's setting; the per-client "
        "rate limit counts that address).", section="HTTP")
    docs_site: Path | None = setting(
        "BATTLE1821_DOCS_SITE", None,
        "The built documentation site the API serves at `/docs/`. Unset: "
        "`server/api/static/site`, where `make docs` builds it.", section="HTTP")

    # -- games and records
    finished_ttl_s: int = setting(
        "BATTLE1821_FINISHED_TTL_S", 0,
        "How long (seconds) a finished or cancelled game is kept, then Redis drops its pointer and "
        "the record store stops serving its record (`battle1821 records purge` deletes it); `0`: forever.",
        minimum=0, section="Games and records")
    archive: bool = setting(
        "BATTLE1821_ARCHIVE", True,
        "Off: games that are over stay live in Redis, not moved to the record store (for "
        "measurements and debugging).",
        section="Games and records")
    records_url: str = setting(
        "BATTLE1821_RECORDS_URL", "",
        "The record store, where a game that is over is kept once the worker moved it out of "
        "Redis (Redis keeps a pointer for the listing): `postgresql://user@host/db` (PostgreSQL, "
        "for a deployment at scale) or `sqlite:///path/records.sqlite3`. Unset: SQLite in WAL "
        "mode at `records.sqlite3` under `BATTLE1821_DATA_DIR` (nothing to install). Every API "
        "process and worker of one deployment must name the same store. Its tables are made "
        "and upgraded (Alembic migrations) when a process first uses it.",
        section="Games and records")
    records_schema: str = setting(
        "BATTLE1821_RECORDS_SCHEMA", "public",
        "PostgreSQL only: the schema of the record store's tables (made when missing).",
        section="Games and records")
    records_pool_size: int = setting(
        "BATTLE1821_RECORDS_POOL_SIZE", 4,
        "PostgreSQL only: connections to the record store per API process at most.",
        minimum=1, section="Games and records")

    account_key_secret: str = setting(
        "BATTLE1821_ACCOUNT_KEY_SECRET", "",
        "The key of the keyed hash (HMAC-SHA256) under which accounts' API keys are stored: set it (a long "
        "random string, the same in every API process) so that a copy of the store alone cannot check a key. "
        "Unset: one generated once and kept in Redis.", section="Games and records")
    seek_lease_s: float = setting(
        "BATTLE1821_SEEK_LEASE_S", 15.0,
        "Seconds a quick-play match claimed by an API process has to be finished (its game made, its "
        "seeks told) before another process's sweep (every 2 s) takes it over: the time a seek of a "
        "process that died mid-match waits (`server.service.seeks.LEASE_S`). Set by the process that "
        "claims the match.", minimum=1.0, section="Games and records")

    # -- workers
    worker_class: str = setting(
        "BATTLE1821_WORKER_CLASS", "simple",
        "RQ worker class: `simple` runs jobs in the worker process (fastest), `fork` in a forked "
        "work horse per job (a crashing job kills only the horse).", section="Workers")
    worker_webhooks: bool = setting(
        "BATTLE1821_WORKER_WEBHOOKS", True,
        "A worker also delivers webhooks (queue `<queue>-webhooks`, after the game's). Off: "
        "game jobs only.", section="Workers")
    worker_nice: int = setting(
        "BATTLE1821_WORKER_NICE", 0,
        "CPU priority of `battle1821 worker`: its niceness is raised to this (0-19, never lowered; "
        "`0`: unchanged) at its start, before its threads, and so is its session's autogroup's when "
        "it leads its own session (Linux shares the CPU between sessions first: `nice` alone does "
        "nothing there), so that on cores it shares with an API the API's requests go before the "
        "worker's bursts (~8 ms an Ottoman phase), and a phase takes longer under load. Off by "
        "default: at 10, bench.tail's open-loop p99 at 50 % of saturation went 15.1 -> 12.6 ms "
        "(medians of 12 runs at load ~20), but bench.bgio's on a quiet machine showed no gain (8.6-22.9 ms at 0, "
        "11.2-19.9 at 10; bench/RESULTS.md session 16).",
        minimum=0, section="Workers")
    takeover_pace_s: float | None = setting(
        "BATTLE1821_TAKEOVER_PACE_S", None,
        "Seconds between a game's server-bot actions while one of its human seats is taken "
        "over (so its human can take it back); unset: 3 (`server.service.seats.TAKEOVER_PACE_S`), "
        "`0`: no pace.", section="Workers")
    worker_live_s: float = setting(
        "BATTLE1821_WORKER_LIVE_S", 2.0,
        "Each worker renews a liveness key with this TTL (seconds) every third of it: `/ready` "
        "counts only workers that hold theirs (a SIGKILLed worker drops out within this time, a "
        "stopping one at once), and the watchdog takes the Ottoman phase of a job whose worker "
        "lost its key over at once (about 2-3 s after a SIGKILL; a phase with no job at all "
        "still waits 10 s).",
        minimum=0.5, section="Workers")
    watchdog_sweep_s: float = setting(
        "BATTLE1821_WATCHDOG_SWEEP_S", 15.0,
        "Seconds between the watchdog's sweeps of the newest games: an Ottoman phase committed "
        "but never handed off, the listing index, games over but not archived.", section="Workers")
    bot_stale_s: float = setting(
        "BATTLE1821_BOT_STALE_S", 5.0,
        "Seconds a game waits on a server bot's turn, with no job for it waiting in the queue (its "
        "job crashed or its worker was SIGKILLed), before the watchdog enqueues that turn again "
        "(`server.worker.watchdog.BOT_STALE_S`; a bot answers in well under a second; a second job "
        "for the same turn can only lose its compare-and-set).",
        minimum=0.1, section="Workers")
    clock_grace_s: float = setting(
        "BATTLE1821_CLOCK_GRACE_S", 2.0,
        "Seconds past a running clock's deadline before the watchdog enqueues its expiry itself "
        "(the scheduled expiry was lost with its worker's scheduler; "
        "`server.worker.watchdog.CLOCK_GRACE_S`).",
        minimum=0.0, section="Workers")
    metrics_port: int = setting(
        "BATTLE1821_METRICS_PORT", 0,
        "The API serves its Prometheus series on `BATTLE1821_HOST:<port>/metrics` only, not on the "
        "port the clients use (the deploy files use 9100, never published); `0`: `/metrics` on "
        "the API's own port.", section="Observability")
    worker_metrics_port: int = setting(
        "BATTLE1821_WORKER_METRICS_PORT", 0,
        "A worker serves its Prometheus series on `BATTLE1821_HOST:<port>/metrics`; `0`: off.", section="Workers")

    # -- webhooks
    webhook_allow_loopback: bool = setting(
        "BATTLE1821_WEBHOOK_ALLOW_LOOPBACK", False,
        "On: webhooks may go to `http://` loopback addresses (development and tests only).",
        section="Webhooks")
    webhook_timeout_s: float = setting(
        "BATTLE1821_WEBHOOK_TIMEOUT_S", 5.0,
        "Seconds an endpoint has to answer one delivery attempt.", section="Webhooks")
    webhook_retry_s: str = setting(
        "BATTLE1821_WEBHOOK_RETRY_S", "1,2,4,8,16,32,64,128",
        "Base seconds before each retry of a failed delivery, a comma list (each gets up to "
        "25 % jitter).", section="Webhooks")

    # -- observability
    metrics: bool = setting(
        "BATTLE1821_METRICS", True,
        "Off: no `GET /metrics` and no HTTP metrics middleware in the API (`make bench` "
        "compares both).",
        section="Observability")
    fast_actions: bool = setting(
        "BATTLE1821_FAST_ACTIONS", True,
        "The usual `POST /games/{game_id}/actions` and `GET /games/{game_id}` (no `Origin`: CORS) are "
        "answered on a lean path ahead of the web framework's routing, byte for byte as its "
        "routes answer, for less CPU per action; off: every request goes through the framework "
        "(`tests/api/test_fast_actions.py` compares both).",
        section="HTTP")
    prometheus_multiproc_dir: str = setting(
        "PROMETHEUS_MULTIPROC_DIR", "",
        "prometheus-client's multiprocess mode: the processes sharing this directory sum their "
        "series (prometheus-client reads it too). Unset: a temporary one with "
        "`serve --workers N`, N > 1.", section="Observability")
    otel_exporter_otlp_endpoint: str = setting(
        "OTEL_EXPORTER_OTLP_ENDPOINT", "",
        "OpenTelemetry traces are exported over OTLP/HTTP to this endpoint (the standard "
        "`OTEL_*` variables apply); unset: no traces.", section="Observability")
    otel_exporter_otlp_traces_endpoint: str = setting(
        "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "",
        "The same for traces only (the OpenTelemetry exporter prefers it).", section="Observability")
    otel_sdk_disabled: bool = setting(
        "OTEL_SDK_DISABLED", False, "On: no traces, whatever the endpoint.", section="Observability")
    otel_service_name: str = setting(
        "OTEL_SERVICE_NAME", "",
        "The traces' `service.name`; unset: `battle1821-api` or `battle1821-worker`.",
        section="Observability")

    # -- tests and benchmarks
    faults: str = setting(
        "BATTLE1821_FAULTS", "",
        "Tests and benchmarks only: modules (comma list, e.g. `tests.faults`) whose "
        "`install(add)` adds fault-injection hooks (`server/faults.py`). Unset: none, every "
        "hook point is a no-op.", section="Tests and benchmarks")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> "Settings":
        """The settings of this process: each field from its variable when that is set and
        not empty, else its default (or its ``fallback`` field's value)."""
        env = os.environ if environ is None else environ
        values: dict[str, Any] = {}
        later: list[Field] = []
        for f in fields(cls):
            raw = next((env[n] for n in (f.metadata["env"], *f.metadata["aliases"])
                        if (env.get(n) or "").strip()), None)
            if raw is None:
                if f.metadata["fallback"]:
                    later.append(f)
                continue
            values[f.name] = _parse(f, raw.strip())
        for f in later:
            values[f.name] = values.get(f.metadata["fallback"], getattr(cls(), f.metadata["fallback"]))
        return cls(**values)

    def with_(self, **changes) -> "Settings":
        return replace(self, **changes)


def _parse(f: Field, raw: str) -> Any:
    kind = _base_type(f)
    if kind is bool:
        flag = _flag(raw)
        return f.default if flag is None else flag
    if kind is Path:
        return Path(raw)
    if kind in (int, float):
        value = kind(raw)
        lo = f.metadata["minimum"]
        return max(kind(lo), value) if lo is not None else value
    if f.name == "log_level":
        return raw.upper()
    return raw


_hints: dict[str, Any] = {}


def _base_type(f: Field) -> type:
    """The field's type without ``| None``."""
    if not _hints:
        _hints.update(typing.get_type_hints(Settings))
    hint = _hints[f.name]
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        hint = next(a for a in typing.get_args(hint) if a is not type(None))
    return hint


def variables() -> dict[str, Field]:
    """Every variable the server reads (aliases included) -> its :class:`Settings` field."""
    out: dict[str, Field] = {}
    for f in fields(Settings):
        for name in (f.metadata["env"], *f.metadata["aliases"]):
            out[name] = f
    return out


def is_set(name: str) -> bool:
    """True when the variable ``name`` (a :class:`Settings` field's) is set and not empty:
    ``battle1821 run`` starts its own Redis only when ``REDIS_URL`` is not."""
    if name not in variables():
        raise KeyError(f"{name} is not a Settings variable")
    return bool((os.environ.get(name) or "").strip())


def child_environ() -> dict[str, str]:
    """A copy of this process's environment, the base of the processes it starts
    (``battle1821 run``'s Redis, worker and API inherit every setting)."""
    return dict(os.environ)


def export(name: str, value: str) -> None:
    """Set the variable ``name`` (a :class:`Settings` field's) in this process's environment,
    for the processes it starts and for libraries that read it themselves
    (``PROMETHEUS_MULTIPROC_DIR``: prometheus-client)."""
    if name not in variables():
        raise KeyError(f"{name} is not a Settings variable")
    os.environ[name] = value


LIBRARY_VARIABLES: dict[str, str] = {
    "BATTLE1821_KINDS": (
        "More game kinds, `name=module` pairs (comma list; a bare `name` is its own module), read by the "
        "game-kind registry `gamekinds.registry` itself: it is a library below the server "
        "(the SDK, bots and tools load kinds without a server), so the server passes nothing "
        "on; set it for the API and the workers alike."),
}
"""Variables that libraries the server uses read themselves (not :class:`Settings` fields)."""
