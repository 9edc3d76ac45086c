"""Redis client factory: game state on a standalone Redis *or* a Redis Cluster, the RQ
queue always on a standalone Redis.

Why a factory: game state may move to a Redis Cluster when one machine is not enough
(every key of one game carries the ``{game_id}`` hash tag, so a game lives in one hash
slot and the Lua compare-and-set still touches one node). RQ does not support Redis
Cluster (rq issues #1048, #1942), so the queue stays on ``QUEUE_REDIS_URL``.

A state URL means a cluster when any of these holds (checked in this order):

1. its scheme is ``redis+cluster://`` (or ``rediss+cluster://`` for TLS);
2. the caller says so (``cluster=True``, e.g. ``Settings.redis_cluster``; ``False`` only
   means "not forced"), or the environment variable ``REDIS_CLUSTER`` (alias
   ``BATTLE1821_REDIS_CLUSTER``) is ``1``/``true``/``yes`` (``0``/``false``/``no``
   forces standalone, no detection);
3. detection: ``INFO cluster`` on the node answers ``cluster_enabled:1``.

Seed nodes: a Cluster client learns the Cluster's layout (``CLUSTER SLOTS``) from its
startup nodes, asked in turn. From the URL alone that is one node, so a process started
while that node was down could not reach the Cluster at all (every request 503 until the
node came back, though the other nodes served). ``seeds`` (``REDIS_CLUSTER_NODES``:
``host:port,host:port``, :func:`seed_nodes`) adds startup nodes, each opened with the
URL's scheme, credentials and database; given any, the URL is a Cluster's. Once the layout
is known the client follows the Cluster's own nodes (redis-py's ``dynamic_startup_nodes``).

Functions:

- :func:`is_cluster_url` ``(url) -> bool`` (may do one round trip, cached per URL).
- :func:`state_client` ``(url, max_connections=...) -> redis.asyncio.Redis |
  redis.asyncio.cluster.RedisCluster``: bytes responses; on a standalone Redis a
  ``BlockingConnectionPool`` (redis-py 8's plain pool raises ``MaxConnectionsError`` at
  its limit instead of waiting, STACK_NOTES).
- :func:`sync_state_client` ``(url) -> redis.Redis | redis.cluster.RedisCluster``: the
  same for sync code (RQ jobs).
- :func:`pubsub_client` ``(url) -> redis.asyncio.Redis``: a standalone client for
  pub/sub (on a Cluster: the node the URL names; a classic ``PUBLISH`` reaches every node);
  given the Cluster's state client (``cluster=``), a :class:`ClusterPubSubClient` that
  moves to another node of the Cluster when its node is gone.
- :func:`queue_connection` ``(url) -> redis.Redis``: what RQ needs (sync,
  ``decode_responses=False``); refuses a cluster URL with :class:`ValueError`.

Broken connections (a Redis that restarted): every client checks a pooled connection that
sat idle longer than ``health_check_s`` (``BATTLE1821_REDIS_HEALTH_CHECK_S``) with a PING
before using it, and the standalone state clients retry a command that failed with
``redis.ConnectionError`` (a dead socket, a refused connect, ``LOADING``) ``retries``
times (``BATTLE1821_REDIS_RETRIES``) on a fresh connection, with exponential backoff and
jitter from 50 ms to 500 ms (``backoff_s``: ``BATTLE1821_REDIS_RETRY_BACKOFF_S``;
redis-py's ``Retry``). Without them each dead pooled
connection failed the one request that next used it (a 503), minutes after Redis came
back. Retrying is safe for every command the game store sends: reads, ``ZADD``/``ZREM``
of fixed members, the listing script (monotonic: a repeated update changes nothing) and
the commit script (``commit.lua``): each commit call carries a random token of its own,
recorded with the new version when it applies, so a re-send of a call that did land
(its reply lost) is answered with that version and writes nothing; when every send
fails, the store asks the call's outcome (``outcome.lua``), which also makes a call that
has not landed unable to land later (:meth:`server.store.GameStore.commit`).
Timeouts are not retried (a slow Redis must not be asked twice as long). The queue
connection keeps redis-py's default retry (RQ's own commands) and gets the health check.

The standalone state clients' connections (:class:`server.vendor.redis_conn.DirectWrite`) pack commands with
hiredis, as redis-py's sync connections do, and send a write that cannot wait without
redis-py's per-command timeout task; the bytes on the wire and every timeout are
redis-py's.
"""

from __future__ import annotations

import asyncio
from urllib.parse import urlsplit, urlunsplit

import redis
import redis.asyncio
import redis.asyncio.cluster
import redis.asyncio.retry
import redis.cluster
import redis.retry
from redis.backoff import ExponentialWithJitterBackoff

from server.config import Settings
from server.vendor.redis_conn import direct_writes

HEALTH_CHECK_S = 2.0
"""Default ``health_check_s``: a pooled connection idle longer than this is PINGed first."""
RETRIES = 3
"""Default ``retries`` of a standalone state client on ``redis.ConnectionError``."""
BACKOFF_BASE_S = 0.05
"""Default ``backoff_s``: the n-th retry waits ``random() * backoff_s * 2**n`` seconds, at
most ``BACKOFF_CAP_FACTOR * backoff_s`` (redis-py's ``ExponentialWithJitterBackoff``)."""
BACKOFF_CAP_FACTOR = 10

CLUSTER_ENV = "REDIS_CLUSTER"
CLUSTER_ENV_ALIASES = (CLUSTER_ENV, "BATTLE1821_REDIS_CLUSTER")
_CLUSTER_SCHEMES = {"redis+cluster": "redis", "rediss+cluster": "rediss"}
_detected: dict[str, bool] = {}


def plain_url(url: str) -> str:
    """``redis+cluster://h:p/0`` -> ``redis://h:p/0`` (other URLs unchanged)."""
    parts = urlsplit(url)
    scheme = _CLUSTER_SCHEMES.get(parts.scheme)
    if scheme is None:
        return url
    return urlunsplit((scheme, *parts[1:]))


def _env_flag() -> bool | None:
    return Settings.from_env().redis_cluster


def is_cluster_url(url: str, detect: bool = True, cluster: bool | None = None) -> bool:
    """True when ``url`` names a Redis Cluster (scheme, ``cluster``, ``REDIS_CLUSTER``,
    or ``INFO cluster`` detection — one round trip, cached per URL). A node that does
    not answer counts as standalone (the caller's own connection then reports it)."""
    if urlsplit(url).scheme in _CLUSTER_SCHEMES:
        return True
    flag = True if cluster else _env_flag()
    if flag is not None:
        return flag
    if not detect:
        return False
    if url not in _detected:
        try:
            with redis.Redis.from_url(url, socket_connect_timeout=2, socket_timeout=2) as r:
                info = r.info("cluster")
            _detected[url] = bool(int(info.get("cluster_enabled", 0)))
        except (redis.RedisError, OSError, ValueError):
            return False
    return _detected[url]


def seed_nodes(text) -> list[tuple[str, int]]:
    """``REDIS_CLUSTER_NODES`` -> ``[(host, port), ...]``: comma-separated ``host:port``
    entries (``host`` alone: port 6379; an IPv6 address in brackets, ``[::1]:7001``; blanks
    around entries ignored). A sequence of ``(host, port)`` pairs is returned as a list.
    Raises :class:`ValueError` naming a malformed entry (no host, a port that is no integer
    in 1-65535, a scheme or a path)."""
    if not isinstance(text, str):
        return [(str(h), int(p)) for h, p in text]
    out: list[tuple[str, int]] = []
    for entry in (e.strip() for e in text.split(",")):
        if not entry:
            continue
        if "/" in entry or "@" in entry:
            raise ValueError(f"REDIS_CLUSTER_NODES: {entry!r} is not host:port (scheme, credentials "
                             "and database come from REDIS_URL)")
        try:
            parts = urlsplit(f"//{entry}")
            host, port = parts.hostname, parts.port or 6379
        except ValueError:
            host, port = None, 0
        if not host:
            raise ValueError(f"REDIS_CLUSTER_NODES: {entry!r} is not host:port")
        out.append((host, port))
    return out


def _count_retry() -> None:
    """One command about to be retried on a broken connection: the
    ``battle1821_redis_retries_total`` counter (server/metrics.py)."""
    from server.metrics import REDIS_RETRIES

    REDIS_RETRIES.inc()


class _Retry(redis.retry.Retry):
    """redis-py's sync ``Retry`` that counts each retry it makes (:func:`_count_retry`)."""

    def call_with_retry(self, do, fail, is_retryable=None, with_failure_count=False):
        def counted(error, failures):
            if self.get_retries() < 0 or failures <= self.get_retries():
                _count_retry()
            return fail(error, failures) if with_failure_count else fail(error)
        return super().call_with_retry(do, counted, is_retryable, with_failure_count=True)


class _AsyncRetry(redis.asyncio.retry.Retry):
    """redis-py's asyncio ``Retry`` that counts each retry it makes (:func:`_count_retry`)."""

    async def call_with_retry(self, do, fail, is_retryable=None, with_failure_count=False):
        async def counted(error, failures):
            if self.get_retries() < 0 or failures <= self.get_retries():
                _count_retry()
            return await (fail(error, failures) if with_failure_count else fail(error))
        return await super().call_with_retry(do, counted, is_retryable, with_failure_count=True)


def _retry(retry_cls, retries: int, backoff_s: float = BACKOFF_BASE_S):
    """redis-py's ``Retry`` on ``ConnectionError`` only, ``retries`` times, with
    exponential backoff and jitter from ``backoff_s`` (:data:`BACKOFF_BASE_S`); each retry
    is counted."""
    return retry_cls(ExponentialWithJitterBackoff(base=backoff_s, cap=BACKOFF_CAP_FACTOR * backoff_s), retries,
                     supported_errors=(redis.ConnectionError,))


def resilience(settings) -> dict:
    """The keyword arguments of :func:`state_client` / :func:`sync_state_client` that
    ``settings`` fix for every state client of a process: ``health_check_s``
    (``BATTLE1821_REDIS_HEALTH_CHECK_S``), ``retries`` (``BATTLE1821_REDIS_RETRIES``),
    ``backoff_s`` (``BATTLE1821_REDIS_RETRY_BACKOFF_S``) and ``seeds``
    (``REDIS_CLUSTER_NODES``)."""
    return dict(health_check_s=settings.redis_health_check_s, retries=settings.redis_retries,
                backoff_s=settings.redis_retry_backoff_s, seeds=settings.redis_cluster_nodes)


def state_client(url: str, max_connections: int = 64, cluster: bool | None = None, *,
                 health_check_s: float = HEALTH_CHECK_S, retries: int = RETRIES,
                 backoff_s: float = BACKOFF_BASE_S, seeds="", **kwargs):
    """Async client for game state (bytes responses). Cluster ->
    ``redis.asyncio.cluster.RedisCluster`` (its own retry and topology refresh), its
    startup nodes the URL's and ``seeds`` (:func:`seed_nodes`; any seed means a Cluster);
    standalone -> ``redis.asyncio.Redis`` on a ``BlockingConnectionPool`` of
    ``max_connections`` that health-checks idle connections and retries a command on a
    broken one (module docstring)."""
    seeds = seed_nodes(seeds)
    if seeds or is_cluster_url(url, cluster=cluster):
        return redis.asyncio.cluster.RedisCluster.from_url(
            plain_url(url), max_connections=max_connections, health_check_interval=health_check_s,
            startup_nodes=[redis.asyncio.cluster.ClusterNode(h, p) for h, p in seeds] or None, **kwargs)
    pool = redis.asyncio.BlockingConnectionPool.from_url(
        url, max_connections=max_connections, timeout=10, health_check_interval=health_check_s,
        retry=_retry(_AsyncRetry, retries, backoff_s), **kwargs)
    direct_writes(pool)
    return redis.asyncio.Redis(connection_pool=pool)


def sync_state_client(url: str, max_connections: int = 16, cluster: bool | None = None, *,
                      health_check_s: float = HEALTH_CHECK_S, retries: int = RETRIES,
                      backoff_s: float = BACKOFF_BASE_S, seeds="", **kwargs):
    """Sync client for game state (bytes responses), for RQ jobs and scripts; the same
    health check, retry and seed nodes as :func:`state_client`."""
    seeds = seed_nodes(seeds)
    if seeds or is_cluster_url(url, cluster=cluster):
        return redis.cluster.RedisCluster.from_url(
            plain_url(url), max_connections=max_connections, health_check_interval=health_check_s,
            startup_nodes=[redis.cluster.ClusterNode(h, p) for h, p in seeds] or None, **kwargs)
    pool = redis.BlockingConnectionPool.from_url(
        url, max_connections=max_connections, timeout=10, health_check_interval=health_check_s,
        retry=_retry(_Retry, retries, backoff_s), **kwargs)
    return redis.Redis(connection_pool=pool)


def queue_connection(url: str, health_check_s: float = HEALTH_CHECK_S, *, single: bool = False,
                     socket_timeout: float | None = None) -> redis.Redis:
    """The RQ connection: sync, ``decode_responses=False`` (RQ breaks otherwise), idle
    connections health-checked. Raises :class:`ValueError` for a cluster URL — RQ does not
    support Redis Cluster. ``single``: a client of a pool of its own that holds one
    connection for all its plain commands (redis-py's ``single_connection_client``,
    connected now; its pipelines take others from the pool), for one thread's use
    (:func:`server.worker.liveness.own_connection`). ``socket_timeout``: redis-py's
    (default 5 s)."""
    if urlsplit(url).scheme in _CLUSTER_SCHEMES:
        raise ValueError(
            "QUEUE_REDIS_URL must name a standalone Redis: RQ does not support Redis Cluster")
    extra = {} if socket_timeout is None else {"socket_timeout": socket_timeout}
    return redis.Redis.from_url(url, decode_responses=False, health_check_interval=health_check_s,
                                single_connection_client=single, **extra)


def pubsub_client(url: str, *, cluster=None, **kwargs):
    """A standalone asyncio client for the fan-out's one pub/sub connection: the URL's
    own node even when it is a Cluster (a classic ``PUBLISH`` is broadcast to every node,
    so one subscription on any node hears every game), with a health check every 5 s so
    that a dead connection is noticed while idle. ``cluster``: the Cluster's async state
    client (``redis.asyncio.cluster.RedisCluster``; ignored otherwise): then a
    :class:`ClusterPubSubClient`, which the hub moves to another node when its node is gone."""
    if isinstance(cluster, redis.asyncio.cluster.RedisCluster):
        return ClusterPubSubClient(url, cluster, **kwargs)
    return redis.asyncio.Redis.from_url(plain_url(url), health_check_interval=5, socket_keepalive=True, **kwargs)


def _at_node(url: str, host: str, port: int) -> str:
    """``url`` (its scheme made plain, its credentials and database kept) at ``host:port``."""
    parts = urlsplit(plain_url(url))
    auth = parts.netloc.rpartition("@")[0]
    return urlunsplit((parts.scheme, f"{auth}@{host}:{port}" if auth else f"{host}:{port}", *parts[2:]))


class ClusterPubSubClient:
    """The fan-out's pub/sub client on a Redis Cluster: a standalone client on one node
    (first the one ``REDIS_URL`` names), and :meth:`move_on` to another node that answers
    when that one is gone. Any node hears every game (a classic ``PUBLISH`` is broadcast
    over the cluster bus, replicas included), so the node is a matter of reachability
    only: without the move, the node in the URL was the one node whose loss stopped every
    long-poll and SSE stream of every API process (503 ``service_unavailable`` while it
    was down, primary or replica, though the Cluster itself served on)."""

    def __init__(self, url: str, cluster, **kwargs) -> None:
        self.url = url
        self.cluster = cluster
        self.kwargs = dict(health_check_interval=5, socket_keepalive=True, **kwargs)
        parts = urlsplit(plain_url(url))
        self.node: tuple[str, int] = (parts.hostname or "127.0.0.1", parts.port or 6379)
        self.client: redis.asyncio.Redis = redis.asyncio.Redis.from_url(plain_url(url), **self.kwargs)

    def pubsub(self, **kwargs):
        return self.client.pubsub(**kwargs)

    async def learn(self, timeout_s: float = 2.0) -> bool:
        """Learn the Cluster's nodes now (the state client's topology), while its node
        answers, so that :meth:`move_on` knows where to go once it does not: True when
        known. The hub calls it at its start and while it idles."""
        if self.cluster.get_nodes():
            return True
        try:
            async with asyncio.timeout(timeout_s):
                await self.cluster.initialize()
        except Exception:  # noqa: BLE001 — not now: the next call tries again
            return False
        return bool(self.cluster.get_nodes())

    async def move_on(self, timeout_s: float = 2.0) -> tuple[str, int]:
        """Point at the next node of the Cluster (as its state client knows the nodes,
        primaries and replicas, then the URL's) that answers PING; the old client is
        closed. Raises ``redis.ConnectionError`` when none answers."""
        try:
            await self.cluster.initialize()          # the topology (a no-op once known)
        except Exception:  # noqa: BLE001 — the nodes it knew still serve as candidates
            pass
        nodes = [(n.host, n.port) for n in self.cluster.get_nodes()]
        parts = urlsplit(plain_url(self.url))
        origin = (parts.hostname or "127.0.0.1", parts.port or 6379)
        if origin not in nodes:
            nodes.append(origin)
        start = nodes.index(self.node) if self.node in nodes else -1
        for i in range(1, len(nodes) + 1):
            node = nodes[(start + i) % len(nodes)]
            if node == self.node and len(nodes) > 1:
                continue
            client = redis.asyncio.Redis.from_url(_at_node(self.url, *node), **self.kwargs)
            try:
                async with asyncio.timeout(timeout_s):
                    await client.ping()
            except Exception:  # noqa: BLE001 — that node is gone too: the next one
                await client.aclose()
                continue
            old, self.client, self.node = self.client, client, node
            try:
                await old.aclose()
            except Exception:  # noqa: BLE001
                pass
            return node
        raise redis.ConnectionError(f"no node of the Redis Cluster of {self.url} answers")

    async def aclose(self) -> None:
        await self.client.aclose()


class KeptConnections:
    """One command at a time on a standalone asyncio client (``redis.asyncio.Redis``),
    each sent on a connection this process keeps between its commands: the game store's
    two commands of an action (``commit.lua``'s ``EVALSHA``, the game's ``HMGET``) at about
    a third of the client CPU of ``client.execute_command`` (issue 39: redis-py's command
    layers, its blocking pool's lock and timeout and its check of a pooled connection for
    unread bytes were about 50 µs of a command's ~75 µs; measured on this machine).

    Public redis-py API only: connections come from the client's own pool
    (``get_connection``, so its bound holds) and go back to it (``release``) beyond
    :attr:`keep` idle ones; a command is the connection's ``send_command`` (its health
    check of an idle connection included) and ``read_response`` (an error reply raised as
    redis-py's exception) under the connection's own ``retry`` (the client's: a broken
    connection is disconnected and the command sent again on a fresh one, each retry
    counted, as ``execute_command`` does). A connection is kept only after a complete
    reply: one whose command failed or was cancelled (redis-py disconnects it then) goes
    back to the pool. Replies are not passed through redis-py's response callbacks: for
    the commands sent here (``EVALSHA``, ``HMGET``) there are none.

    On the state clients' connections (:func:`state_client`: hiredis, bytes replies) the
    command is :meth:`server.vendor.redis_conn.DirectWrite.call` instead of ``send_command``
    + ``read_response``: the same bytes, reply, errors, timeout and disconnects, without
    redis-py's per-command layers (its Python packing pass and an ``asyncio.timeout`` per
    read): a commit-sized round trip 197 k -> 107 k client instructions (``python -m
    bench.roundtrip``), an action 1.26 -> 1.17 M (issue 39, session 20)."""

    KEEP = 32
    """Idle connections kept at most: :attr:`keep` is this or half the pool's bound
    (``max_connections``), whichever is less, so that connections idle here never hold
    more than half of the pool. Each command in flight holds one connection, so as many
    are kept as one process has commands in flight at once: at 16, bench.bgio's 32
    clients sent 14-22 % of the store's commands through the pool's take and give-back
    (none at 4 clients; issue 39, session 23)."""

    def __init__(self, client) -> None:
        self.client = client
        self.pool = client.connection_pool
        self.keep = max(1, min(self.KEEP, self.pool.max_connections // 2))
        """Idle connections kept at most (:data:`KEEP`); beyond, they go back to the pool."""
        self._idle: list = []

    async def execute(self, *args):
        """The reply to the command ``args`` (``"HMGET", key, field, ...``)."""
        conn = self._idle.pop() if self._idle else await self.pool.get_connection()
        if getattr(conn, "can_call", None) is not None and conn.can_call():
            async def send():       # server/vendor/redis_conn.py: the same, without redis-py's layers
                return await conn.call(*args)
        else:
            async def send():
                await conn.send_command(*args)
                return await conn.read_response()
        return await self._exchange(conn, send)

    async def _exchange(self, conn, send):
        """``send()``'s reply on ``conn`` under the connection's ``retry`` (a broken connection
        is disconnected and tried again); ``conn`` is kept idle after a whole exchange (a reply,
        or an error reply raised as redis-py's ``ResponseError``: the connection is in step),
        given back to the pool otherwise."""
        whole = False

        async def broken(error) -> None:
            await conn.disconnect()

        try:
            try:
                reply = await conn.retry.call_with_retry(send, broken)
            except redis.ResponseError:
                whole = True
                raise
            whole = True
            return reply
        finally:
            if whole and len(self._idle) < self.keep:
                self._idle.append(conn)
            else:
                await self.pool.release(conn)

    async def execute_many(self, commands) -> list:
        """The replies to ``commands`` (argument tuples) in one round trip, as
        ``client.pipeline(transaction=False)`` with ``execute(raise_on_error=False)`` answers
        them: each error reply in its place as redis-py's exception (none raised), replies
        without response callbacks (bytes and ints, as for ``ZADD``/``SADD``/``EVALSHA``).
        On a :class:`~server.vendor.redis_conn.DirectWrite` connection
        (:meth:`~server.vendor.redis_conn.DirectWrite.call_many`, under the connection's
        ``retry`` as :meth:`execute`); otherwise through that pipeline."""
        conn = self._idle.pop() if self._idle else await self.pool.get_connection()
        if getattr(conn, "can_call", None) is None or not conn.can_call():
            await self.pool.release(conn)
            pipe = self.client.pipeline(transaction=False)
            for args in commands:
                pipe.execute_command(*args)
            return await pipe.execute(raise_on_error=False)
        return await self._exchange(conn, lambda: conn.call_many(commands))


def kept_connections(client) -> KeptConnections | None:
    """:class:`KeptConnections` of ``client`` when it is a standalone asyncio client
    (None for a Cluster client, whose commands go to the node of their key's slot)."""
    return KeptConnections(client) if isinstance(client, redis.asyncio.Redis) else None


def traced() -> bool:
    """Whether redis-py's commands are traced (OpenTelemetry's redis instrumentation wraps
    ``Redis.execute_command``): then every command goes through it, so that each is a span."""
    return hasattr(redis.asyncio.Redis.execute_command, "__wrapped__")
