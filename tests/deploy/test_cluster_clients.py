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
