"""server/service/fanout.py over a real Redis: many watchers of many games on one pub/sub
connection and a read pool of two, each getting every event once, in order, with no gap,
whenever it joined (after any ``Last-Event-ID``) while commits land concurrently; a slow
consumer closed without slowing the others; a Redis restart (SIGKILL, same data) that
every watcher survives gap-free or is closed so that it resumes; a Redis that stays away
closing every watcher instead of leaving it hanging."""

from __future__ import annotations

import asyncio
import random
import uuid

import pytest
import redis
import redis.asyncio

from support import Stack, delete_test_keys

from server.service.events import EventFeed
from server.service.fanout import WATCHER_COST_BYTES, Hub
from server.service.watchers import WatchSlots
from server.store import Commit, GameMeta, GameStore, encode_events
from server.store.clients import pubsub_client

META = GameMeta(created_at="2026-01-01T00:00:00Z", host="h" * 64, seat_tokens=[None, None])


def _client(url: str) -> redis.asyncio.Redis:
    """The API's state pool: 64 connections, callers wait for one (server/store/clients.py)."""
    return redis.asyncio.Redis(connection_pool=redis.asyncio.BlockingConnectionPool.from_url(url, max_connections=64))


async def _commit(store: GameStore, gid: str, version: int, seq: int, n: int) -> None:
    """Version ``version`` -> ``version + 1`` adding ``n`` events from ``seq``."""
    res = await store.commit(Commit(game_id=gid, expected_version=None if version == 0 else version,
                                    new_version=version + 1, state=b"s", meta=META if version == 0 else None,
                                    events=encode_events([{"type": "t"} for _ in range(n)], seq, version + 1),
                                    first_seq=seq))
    assert res.ok, res


def _hub(url: str, store: GameStore, *, budget_kb: int = 1 << 20, buffer_bytes: int = 1 << 20,
         give_up_s: float = 10.0, name: str | None = None) -> tuple[Hub, WatchSlots]:
    slots = WatchSlots(None, budget_kb * 1024, WATCHER_COST_BYTES)
    kw = {"client_name": name} if name else {}
    reader = redis.asyncio.Redis(connection_pool=redis.asyncio.BlockingConnectionPool.from_url(
        url, max_connections=2, **kw))
    ps = pubsub_client(url)
    if name:
        ps = redis.asyncio.Redis.from_url(url, health_check_interval=5, client_name=name)
    return Hub(GameStore(reader, prefix=store.keys.prefix), ps, slots, buffer_bytes=buffer_bytes,
               give_up_s=give_up_s), slots


async def _collect(feed: EventFeed, gid: str, after: int, until: int) -> list[int]:
    """Follow the stream from ``after`` as a client does: resuming from the last seq
    whenever it closes or a read fails (Redis away), until ``until``; the seqs seen."""
    seen: list[int] = []
    last = after
    while last < until:
        try:
            followed = await feed.stream(gid, last)
            assert followed is not None
            events, _ = followed
            try:
                async for item in events:
                    if item is not None:
                        seen.append(item[0])
                        last = item[0]
                        if last >= until:
                            break
            finally:
                await events.aclose()
        except redis.ConnectionError:
            await asyncio.sleep(0.1)        # the API answers 503 / drops the stream: reconnect
    return seen


def test_every_watcher_gets_every_event_once_in_order_whenever_it_joined(ns):
    async def main():
        r = _client(ns.url)
        store = GameStore(r, prefix=ns.prefix)
        name = f"hub-{uuid.uuid4().hex[:8]}"
        hub, slots = _hub(ns.url, store, name=name)
        await hub.start()
        feed = EventFeed(store, slots, long_poll_max_s=5, keepalive_s=0.2, hub=hub)
        games = [uuid.uuid4().hex[:16] for _ in range(8)]
        ends = {}
        for g in games:
            await _commit(store, g, 0, 1, 1)
        rng = random.Random(21)

        async def writer(g: str) -> None:
            version, seq = 1, 2
            for _ in range(60):
                n = rng.randint(1, 4)
                await _commit(store, g, version, seq, n)
                version, seq = version + 1, seq + n
                await asyncio.sleep(rng.random() * 0.01)
            ends[g] = seq - 1

        async def watcher(g: str, delay: float, after: int) -> tuple[str, int, list[int]]:
            await asyncio.sleep(delay)
            while g not in ends:                 # follow until the writer is done
                await asyncio.sleep(0.01)
            return g, after, await _collect(feed, g, after, ends[g])

        async def live_watcher(g: str, delay: float) -> tuple[str, int, list[int]]:
            await asyncio.sleep(delay)
            after = int((await store.events(g, 0, 10_000))[-1][0])  # "from now on"
            seen = []
            followed = await feed.stream(g, after)
            events, _ = followed
            async for item in events:
                if item is not None:
                    seen.append(item[0])
                if g in ends and seen and seen[-1] >= ends[g]:
                    break
            await events.aclose()
            return g, after, seen

        tasks = [asyncio.create_task(writer(g)) for g in games]
        watchers = [asyncio.create_task(live_watcher(rng.choice(games), rng.random() * 0.3)) for _ in range(200)]
        watchers += [asyncio.create_task(watcher(rng.choice(games), 0, rng.randint(0, 30))) for _ in range(50)]
        await asyncio.gather(*tasks)
        results = await asyncio.wait_for(asyncio.gather(*watchers), 60)
        clients = [c for c in await r.client_list() if c.get("name") == name]
        await hub.stop()
        await hub.reader.r.aclose()
        await hub.pubsub_client.aclose()
        await r.aclose()
        return results, ends, clients, slots

    results, ends, clients, slots = asyncio.run(main())
    for g, after, seen in results:
        assert seen == list(range(after + 1, ends[g] + 1)), (g, after, seen[:5], seen[-5:])
    # 250 watchers of 8 games: one pub/sub connection and the read pool of at most two
    assert 1 <= len(clients) <= 3, clients
    assert sum(1 for c in clients if "subscribe" in c.get("cmd", "") or int(c.get("sub", 0)) > 0) <= 1
    assert slots.in_use == 0 and slots.queued == 0


def test_a_slow_consumer_is_closed_and_the_others_get_everything(ns):
    async def main():
        r = _client(ns.url)
        store = GameStore(r, prefix=ns.prefix)
        hub, slots = _hub(ns.url, store, buffer_bytes=4096)
        await hub.start()
        gid = uuid.uuid4().hex[:16]
        await _commit(store, gid, 0, 1, 1)
        slow = await hub.join(gid, "sse")        # never reads
        feed = EventFeed(store, slots, long_poll_max_s=5, keepalive_s=0.2, hub=hub)
        got = asyncio.create_task(_collect(feed, gid, 1, 201))
        await asyncio.sleep(0.2)
        for k in range(200):
            await _commit(store, gid, 1 + k, 2 + k, 1)
        seen = await asyncio.wait_for(got, 30)
        closed, queued = slow.closed, slots.queued
        slow.release()
        await hub.stop()
        await r.aclose()
        return seen, closed, queued, slots

    seen, closed, queued, slots = asyncio.run(main())
    assert seen == list(range(2, 202))
    assert closed == "slow_consumer"
    assert queued == 0                     # the closed watcher's queue was given back
    assert slots.in_use == 0


def test_the_budget_counts_queued_events(ns):
    async def main():
        r = _client(ns.url)
        store = GameStore(r, prefix=ns.prefix)
        hub, slots = _hub(ns.url, store, budget_kb=2 * WATCHER_COST_BYTES // 1024 + 1, buffer_bytes=1 << 20)
        await hub.start()
        gid = uuid.uuid4().hex[:16]
        await _commit(store, gid, 0, 1, 1)
        a = await hub.join(gid, "sse")
        b = await hub.join(gid, "sse")           # two idle watchers fit
        b.release()
        await _commit(store, gid, 1, 2, 40)      # 40 events queued for a (never read)
        for _ in range(100):
            if slots.queued:
                break
            await asyncio.sleep(0.02)
        from server.service.errors import Unavailable
        with pytest.raises(Unavailable) as full:
            await hub.join(gid, "sse")          # a second no longer fits beside a's queue
        a.release()
        again = await hub.join(gid, "sse")
        again.release()
        await hub.stop()
        await r.aclose()
        return full.value

    err = asyncio.run(main())
    assert err.code == "too_many_watchers" and err.extra["retry_after"] >= 1


def test_watchers_survive_a_redis_restart_gap_free(tmp_path):
    with Stack(tmp_path) as st:
        data = tmp_path / "data"
        url = st.redis(data)
        port = int(url.rsplit(":", 1)[1].split("/")[0])
        prefix = f"tfo{uuid.uuid4().hex[:6]}"

        async def main():
            r = _client(url)
            store = GameStore(r, prefix=prefix)
            hub, slots = _hub(url, store, give_up_s=30)
            await hub.start()
            feed = EventFeed(store, slots, long_poll_max_s=5, keepalive_s=0.2, hub=hub)
            gid = uuid.uuid4().hex[:16]
            await _commit(store, gid, 0, 1, 1)
            watchers = [asyncio.create_task(_collect(feed, gid, 1, 61)) for _ in range(100)]
            for k in range(30):
                await _commit(store, gid, 1 + k, 2 + k, 1)
            redis_child = next(c for c in st.children if c.name == "redis")
            redis_child.proc.kill()
            redis_child.proc.wait()
            st.children.remove(redis_child)      # killed on purpose: not a failure of the stack
            await asyncio.sleep(1.0)             # watchers see keep-alives, nothing breaks
            await asyncio.to_thread(st.redis, data, port=port, name="redis2")
            for k in range(30, 60):
                for _ in range(100):             # the client's pool reconnects on use
                    try:
                        await _commit(store, gid, 1 + k, 2 + k, 1)
                        break
                    except (redis.ConnectionError, OSError):
                        await asyncio.sleep(0.1)
            seen = await asyncio.wait_for(asyncio.gather(*watchers), 30)
            await hub.stop()
            await r.aclose()
            return seen

        for seen in asyncio.run(main()):
            assert seen == list(range(2, 62))


def test_a_redis_that_stays_away_closes_the_watchers(tmp_path):
    with Stack(tmp_path) as st:
        url = st.redis()
        prefix = f"tfo{uuid.uuid4().hex[:6]}"

        async def main():
            r = _client(url)
            store = GameStore(r, prefix=prefix)
            hub, slots = _hub(url, store, give_up_s=1.0)
            await hub.start()
            gid = uuid.uuid4().hex[:16]
            await _commit(store, gid, 0, 1, 1)
            ws = [await hub.join(gid, "sse") for _ in range(20)]
            dead = st.children[-1]
            dead.proc.kill()
            st.children.remove(dead)
            loop = asyncio.get_running_loop()
            t0 = loop.time()
            while not all(w.closed for w in ws) and loop.time() - t0 < 10:
                await asyncio.sleep(0.05)
            out = [w.closed for w in ws], loop.time() - t0
            for w in ws:
                w.release()
            await hub.stop()
            return out, slots

        (reasons, waited), slots = asyncio.run(main())
        assert reasons == ["redis_unavailable"] * 20 and waited < 5
        assert slots.in_use == 0
