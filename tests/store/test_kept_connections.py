"""server.store.clients.KeptConnections: the game store's action commands (HMGET, the
commit's EVALSHA) on connections kept between commands, on a throwaway Redis of its own
(SCRIPT FLUSH and CLIENT KILL touch no one else): the same replies as redis-py's client,
error replies raised as its exceptions, one connection reused while it answers, a killed
one replaced (the command retried), a flushed script loaded again by the store."""

from __future__ import annotations

import asyncio
import uuid

import pytest
import redis

from server.stack import Stack
from server.store import Commit, GameMeta, GameStore
from server.store.clients import KeptConnections, state_client


@pytest.fixture(scope="module")
def url():
    with Stack() as procs:
        yield procs.redis()


def run(coro):
    return asyncio.run(coro)


def test_replies_and_errors_are_redis_pys(url):
    async def main(url):
        c = state_client(url)
        kc = KeptConnections(c)
        await c.hset("h", mapping={"a": b"1", "b": b"\x00\xff"})
        assert await kc.execute("HMGET", "h", "a", "b", "zz") == await c.hmget("h", ["a", "b", "zz"]) == [b"1", b"\x00\xff", None]
        sha = await c.script_load("return {KEYS[1], ARGV[1], 7}")
        assert await kc.execute("EVALSHA", sha, 1, "k", "v") == await c.evalsha(sha, 1, "k", "v") == [b"k", b"v", 7]
        with pytest.raises(redis.exceptions.NoScriptError):
            await kc.execute("EVALSHA", "0" * 40, 0)
        with pytest.raises(redis.ResponseError):
            await kc.execute("HSET", "h")
        ids = {await kc.execute("CLIENT", "ID") for _ in range(20)}
        assert len(ids) == 1            # one connection, kept through the error replies too
        await c.aclose()
    run(main(url))


def test_a_killed_connection_is_replaced_and_the_command_answered(url):
    async def main(url):
        c = state_client(url)
        kc = KeptConnections(c)
        first = await kc.execute("CLIENT", "ID")
        await c.client_kill_filter(_id=first)
        assert await kc.execute("HMGET", "nothing", "a") == [None]
        assert await kc.execute("CLIENT", "ID") != first
        await c.aclose()
    run(main(url))


def test_the_store_loads_a_flushed_commit_script_again(url):
    async def main(url):
        c = state_client(url)
        st = GameStore(c, prefix=f"kept{uuid.uuid4().hex[:6]}")
        gid = uuid.uuid4().hex[:16]
        meta = GameMeta(created_at="2026-01-01T00:00:00Z", host="h" * 64, seat_tokens=[None, None])
        assert (await st.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s1", meta=meta))).ok
        await c.script_flush()
        assert (await st.commit(Commit(game_id=gid, expected_version=1, new_version=2, state=b"s2"))).ok
        loaded = await st.load(gid)
        assert (loaded.state, loaded.version) == (b"s2", 2)
        await c.aclose()
    run(main(url))


def test_as_many_connections_are_kept_as_commands_were_in_flight_up_to_half_the_pool(url):
    """32 commands in flight at once (bench.bgio's 32 clients) come back to 32 kept
    connections, not 16 kept and 16 given back to the pool; a pool of 8 keeps at most 4,
    so that the pool's other users are never left without a connection."""
    async def main(url):
        for size, inflight, kept in ((64, 32, 32), (64, 40, 32), (8, 8, 4)):
            c = state_client(url, max_connections=size)
            kc = KeptConnections(c)
            assert kc.keep == kept
            ids = await asyncio.gather(*(kc.execute("CLIENT", "ID") for _ in range(inflight)))
            assert len(set(ids)) == inflight        # one connection each, all in flight at once
            assert len(kc._idle) == kept
            again = await asyncio.gather(*(kc.execute("CLIENT", "ID") for _ in range(kept)))
            assert set(again) <= set(ids)           # the kept ones answer the next commands
            await c.aclose()
    run(main(url))
