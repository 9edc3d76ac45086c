"""Issue 6: game state on a Redis Cluster, the RQ queue on a standalone Redis."""

from __future__ import annotations

import asyncio
import uuid

import pytest

from support import test_redis_url

from server.store import clients

CAS = """
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v ~= tonumber(ARGV[1]) then return {0, v} end
redis.call('SET', KEYS[1], v + 1)
redis.call('SET', KEYS[2], ARGV[2])
redis.call('XADD', KEYS[3], '*', 'e', ARGV[2])
return {1, v + 1}
"""


@pytest.fixture(autouse=True)
def _no_env_flag(monkeypatch):
    for name in clients.CLUSTER_ENV_ALIASES:
        monkeypatch.delenv(name, raising=False)
    clients._detected.clear()


def test_cluster_url_detected_by_scheme_env_and_info(redis_cluster, monkeypatch):
    assert clients.is_cluster_url(redis_cluster.url)
    assert clients.is_cluster_url(redis_cluster.plain_url)        # INFO cluster
    assert not clients.is_cluster_url(test_redis_url())
    monkeypatch.setenv(clients.CLUSTER_ENV, "0")
    assert not clients.is_cluster_url(redis_cluster.plain_url)
    monkeypatch.setenv(clients.CLUSTER_ENV, "1")
    assert clients.is_cluster_url(test_redis_url())


def test_queue_connection_refuses_a_cluster_url(redis_cluster):
    with pytest.raises(ValueError, match="RQ does not support Redis Cluster"):
        clients.queue_connection(redis_cluster.url)
    conn = clients.queue_connection(test_redis_url())
    assert conn.ping() and conn.get_connection_kwargs().get("decode_responses") in (None, False)


def test_game_keys_share_one_slot_and_lua_cas_runs_on_the_cluster(redis_cluster):
    async def run():
        r = clients.state_client(redis_cluster.url)
        assert type(r).__name__ == "RedisCluster"
        gid = f"t6-{uuid.uuid4().hex[:10]}"
        keys = [f"game:{{{gid}}}:version", f"game:{{{gid}}}:state", f"game:{{{gid}}}:events"]
        assert len({r.keyslot(k) for k in keys}) == 1
        cas = r.register_script(CAS)
        try:
            assert await cas(keys=keys, args=[0, b"s1"]) == [1, 1]
            assert await cas(keys=keys, args=[0, b"s1-stale"]) == [0, 1]
            assert await cas(keys=keys, args=[1, b"s2"]) == [1, 2]
            assert await r.get(keys[1]) == b"s2"
            assert await r.xlen(keys[2]) == 2
        finally:
            await r.delete(*keys)
            await r.aclose()

    asyncio.run(run())


def test_games_spread_over_the_masters(redis_cluster):
    r = clients.sync_state_client(redis_cluster.url)
    nodes = {r.get_node_from_key(f"game:{{g{i}}}:state").port for i in range(64)}
    r.close()
    assert nodes == set(redis_cluster.ports)


def test_caller_flag_and_alias_env(redis_cluster, monkeypatch):
    assert clients.is_cluster_url(test_redis_url(), cluster=True)
    assert clients.is_cluster_url(redis_cluster.plain_url, cluster=False)   # still detected
    monkeypatch.setenv("REDIS_CLUSTER", "0")
    assert not clients.is_cluster_url(redis_cluster.plain_url, cluster=False)
    monkeypatch.delenv("REDIS_CLUSTER")
    monkeypatch.setenv("BATTLE1821_REDIS_CLUSTER", "yes")
    assert clients.is_cluster_url(test_redis_url())


def test_an_unreachable_cluster_is_503_not_500():
    """An operator's run (session 24): an API process started while the node ``REDIS_URL``
    names was down answered ``POST /games`` with 500 ``internal_error``
    (``RedisClusterException``: no node reachable), and a ``CLUSTERDOWN`` reply (a Cluster
    with a primary gone and no replica to take over) would have been 500 too (a
    ``ResponseError`` that is no write refusal). Both are the store being away: 503
    ``service_unavailable`` with ``Retry-After``, like a refused connection."""
    import dataclasses

    import redis.exceptions
    from litestar.testing import TestClient

    from cluster_fixture import free_cluster_ports
    from server.api.problems import store_away
    from server.app import create_app
    from server.config import Settings

    assert store_away(redis.exceptions.ClusterDownError("CLUSTERDOWN The cluster is down"))
    assert store_away(redis.exceptions.TryAgainError("TRYAGAIN")) and store_away(redis.exceptions.MasterDownError("x"))
    assert not store_away(redis.exceptions.ResponseError("ERR wrong number of arguments"))
    port = free_cluster_ports(1)[0]                 # nothing listens there
    s = dataclasses.replace(Settings.from_env(), redis_url=f"redis+cluster://127.0.0.1:{port}/0",
                            queue_redis_url=test_redis_url(), key_prefix=f"cd{uuid.uuid4().hex[:8]}",
                            rate_limit_client="0", rate_limit_token="0")
    with TestClient(create_app(s)) as c:
        for r in (c.post("/games", json={"seats": 2}), c.get("/games/0123456789abcdef")):
            assert r.status_code == 503, (r.status_code, r.text)
            assert r.json()["code"] == "service_unavailable" and r.headers["retry-after"], r.text
