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

Functions:

- :func:`is_cluster_url` ``(url) -> bool`` (may do one round trip, cached per URL).
- :func:`state_client` ``(url, max_connections=...) -> redis.asyncio.Redis |
  redis.asyncio.cluster.RedisCluster``: bytes responses; on a standalone Redis a
  ``BlockingConnectionPool`` (redis-py 8's plain pool raises ``MaxConnectionsError`` at
  its limit instead of waiting, STACK_NOTES).
- :func:`sync_state_client` ``(url) -> redis.Redis | redis.cluster.RedisCluster``: the
  same for sync code (RQ jobs).
- :func:`pubsub_client` ``(url) -> redis.asyncio.Redis``: a standalone client for
  pub/sub (on a Cluster: the node the URL names; a classic ``PUBLISH`` reaches every node).
- :func:`queue_connection` ``(url) -> redis.Redis``: what RQ needs (sync,
  ``decode_responses=False``); refuses a cluster URL with :class:`ValueError`.
"""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

import redis
import redis.asyncio
import redis.asyncio.cluster
import redis.cluster

from server.config import env_flag

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
    for name in CLUSTER_ENV_ALIASES:
        flag = env_flag(name)
        if flag is not None:
            return flag
    return None


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


def state_client(url: str, max_connections: int = 64, cluster: bool | None = None, **kwargs):
    """Async client for game state (bytes responses). Cluster ->
    ``redis.asyncio.cluster.RedisCluster``; standalone -> ``redis.asyncio.Redis`` on a
    ``BlockingConnectionPool`` of ``max_connections``."""
    if is_cluster_url(url, cluster=cluster):
        return redis.asyncio.cluster.RedisCluster.from_url(
            plain_url(url), max_connections=max_connections, **kwargs)
    pool = redis.asyncio.BlockingConnectionPool.from_url(
        url, max_connections=max_connections, timeout=10, **kwargs)
    return redis.asyncio.Redis(connection_pool=pool)


def sync_state_client(url: str, max_connections: int = 16, cluster: bool | None = None,
                      **kwargs):
    """Sync client for game state (bytes responses), for RQ jobs and scripts."""
    if is_cluster_url(url, cluster=cluster):
        return redis.cluster.RedisCluster.from_url(
            plain_url(url), max_connections=max_connections, **kwargs)
    pool = redis.BlockingConnectionPool.from_url(
        url, max_connections=max_connections, timeout=10, **kwargs)
    return redis.Redis(connection_pool=pool)


def queue_connection(url: str) -> redis.Redis:
    """The RQ connection: sync, ``decode_responses=False`` (RQ breaks otherwise). Raises
    :class:`ValueError` for a cluster URL — RQ does not support Redis Cluster."""
    if urlsplit(url).scheme in _CLUSTER_SCHEMES:
        raise ValueError(
            "QUEUE_REDIS_URL must name a standalone Redis: RQ does not support Redis Cluster")
    return redis.Redis.from_url(url, decode_responses=False)


def pubsub_client(url: str, **kwargs) -> redis.asyncio.Redis:
    """A standalone asyncio client for the fan-out's one pub/sub connection: the URL's
    own node even when it is a Cluster (a classic ``PUBLISH`` is broadcast to every node,
    so one subscription on any node hears every game), with a health check every 5 s so
    that a dead connection is noticed while idle."""
    return redis.asyncio.Redis.from_url(plain_url(url), health_check_interval=5, socket_keepalive=True, **kwargs)
