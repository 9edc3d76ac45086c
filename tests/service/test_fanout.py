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

import msgspec
import pytest
import redis
import redis.asyncio

from support import Stack, commit_events

from server.service.events import EventFeed
from server.service.fanout import WATCHER_COST_BYTES, Hub
from server.service.talk import Reader, TalkService
from server.service.watchers import WatchSlots
from server.store import Commit, GameStore, encode_events
from server.store.clients import pubsub_client
from server.store.talk import decode as decode_message


def _client(url: str) -> redis.asyncio.Redis:
    """The API's state pool: 64 connections, callers wait for one (server/store/clients.py)."""
    return redis.asyncio.Redis(connection_pool=redis.asyncio.BlockingConnectionPool.from_url(url, max_connections=64))


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
            await commit_events(store, g, 0, 1, 1)
        rng = random.Random(21)

        async def writer(g: str) -> None:
            version, seq = 1, 2
            for _ in range(60):
                n = rng.randint(1, 4)
                await commit_events(store, g, version, seq, n)
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
        await commit_events(store, gid, 0, 1, 1)
        slow = await hub.join(gid, "sse")        # never reads
        feed = EventFeed(store, slots, long_poll_max_s=5, keepalive_s=0.2, hub=hub)
        got = asyncio.create_task(_collect(feed, gid, 1, 201))
        await asyncio.sleep(0.2)
        for k in range(200):
            await commit_events(store, gid, 1 + k, 2 + k, 1)
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
        await commit_events(store, gid, 0, 1, 1)
        a = await hub.join(gid, "sse")
        b = await hub.join(gid, "sse")           # two idle watchers fit
        b.release()
        await commit_events(store, gid, 1, 2, 40)      # 40 events queued for a (never read)
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
            await commit_events(store, gid, 0, 1, 1)
            watchers = [asyncio.create_task(_collect(feed, gid, 1, 61)) for _ in range(100)]
            for k in range(30):
                await commit_events(store, gid, 1 + k, 2 + k, 1)
            redis_child = next(c for c in st.children if c.name == "redis")
            redis_child.proc.kill()
            redis_child.proc.wait()
            st.children.remove(redis_child)      # killed on purpose: not a failure of the stack
            await asyncio.sleep(1.0)             # watchers see keep-alives, nothing breaks
            await asyncio.to_thread(st.redis, data, port=port, name="redis2")
            for k in range(30, 60):
                for _ in range(100):             # the client's pool reconnects on use
                    try:
                        await commit_events(store, gid, 1 + k, 2 + k, 1)
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
            await commit_events(store, gid, 0, 1, 1)
            ws = [await hub.join(gid, "sse") for _ in range(20)]
            dead = st.children[-1]
            dead.proc.kill()
            st.children.remove(dead)
            loop = asyncio.get_running_loop()
            t0 = loop.time()
            while not all(w.closed for w in ws) and loop.time() - t0 < 60:     # only a hang is that slow
                await asyncio.sleep(0.05)
            out = [w.closed for w in ws], loop.time() - t0
            for w in ws:
                w.release()
            await hub.stop()
            return out, slots

        (reasons, waited), slots = asyncio.run(main())
        assert reasons == ["redis_unavailable"] * 20, (reasons, waited)
        assert slots.in_use == 0


async def _post(store: GameStore, gid: str, seat: int, to: int | None, text: str) -> int:
    tail = b',"at":"2026-01-01T00:00:00Z","seat":%d,"name":"p%d","to_seat":%s,"text":"%s"}' % (
        seat, seat, b"null" if to is None else str(to).encode(), text.encode())
    posted = await TalkService(store).store.post(gid, str(seat), tail, 10_000, 60_000)
    assert posted.seq is not None
    return posted.seq


class _NoBlockingReads:
    """A stream pool that fails the test if a watcher blocks on it (XREAD BLOCK)."""

    def __getattr__(self, name):
        raise AssertionError(f"a watcher used the stream pool ({name}): the hub must serve it")


def test_table_talk_watchers_follow_both_streams_on_the_hub_and_resume_exactly(ns):
    """Streams and long-polls with ``messages=true`` on the hub: no watcher touches the
    stream pool; each gets every event and every message it may read once, in each
    stream's order, while commits and posts land concurrently; the ids carry both cursors,
    and resuming from any id (as ``Last-Event-ID``) gives exactly the rest."""
    async def main():
        r = _client(ns.url)
        store = GameStore(r, _NoBlockingReads(), prefix=ns.prefix)
        hub, slots = _hub(ns.url, store)
        await hub.start()
        feed = EventFeed(store, slots, long_poll_max_s=5, keepalive_s=0.2, hub=hub)
        gid = uuid.uuid4().hex[:16]
        await commit_events(store, gid, 0, 1, 1)
        n_commits, n_posts = 40, 40
        rng = random.Random(7)
        plan = [("m", rng.randint(0, 1), rng.choice([None, 0, 1])) for _ in range(n_posts)] + [("e",)] * n_commits
        rng.shuffle(plan)
        ends = {}

        async def writer() -> None:
            version, seq = 1, 2
            for step in plan:
                if step[0] == "e":
                    await commit_events(store, gid, version, seq, 1)
                    version, seq = version + 1, seq + 1
                else:
                    await _post(store, gid, step[1], step[2], f"t{step[1]}")
                await asyncio.sleep(rng.random() * 0.005)
            ends["e"], ends["m"] = seq - 1, n_posts

        async def follow(reader: Reader, after: int, mafter: int, stop_at: int | None = None):
            events, msgs, ids = [], [], []
            followed = await feed.stream(gid, after, reader, mafter)
            items, _ = followed
            try:
                async for item in items:
                    if item is None:
                        if ends and (not events or events[-1] >= ends["e"]) and \
                                int(ids[-1].split(":")[1] if ids else mafter) >= ends["m"]:
                            break
                        continue
                    ids.append(item[0])
                    body = msgspec.json.decode(item[1])
                    if body["type"] == "message":
                        msgs.append(body["message"]["seq"])
                    else:
                        events.append(body["seq"])
                    if stop_at is not None and len(ids) >= stop_at:
                        break
            finally:
                await items.aclose()
            return events, msgs, ids

        async def long_poll(reader: Reader) -> list[int]:
            after, mafter, seen = 1, 0, []
            while not ends or after < ends["e"] or mafter < ends["m"]:
                page = await feed.talk_page(gid, after, 100, 1.0, reader, mafter)
                after, mafter = page.last_seq, page.last_message
                seen += [msgspec.json.decode(e)["message"]["seq"] for e in page.events
                         if b'"type":"message"' in bytes(e)]
            return seen

        readers = [Reader(seat=0), Reader(seat=1), Reader(host=True)]
        tasks = [asyncio.create_task(follow(readers[k % 3], 1, 0)) for k in range(30)]
        polls = [asyncio.create_task(long_poll(readers[k % 3])) for k in range(6)]
        await asyncio.sleep(0.3)
        await writer()
        results = await asyncio.wait_for(asyncio.gather(*tasks), 30)
        polled = await asyncio.wait_for(asyncio.gather(*polls), 30)
        # resume from ids taken half-way through one watcher's stream
        resumed = []
        for cut in (3, 20, 45, 70):
            ids = results[0][2]
            e, m = (int(x) for x in ids[cut].split(":"))
            resumed.append((cut, await follow(readers[0], e, m)))
        stored = await TalkService(store).store.read(gid, 0, 1000)
        await hub.stop()
        await r.aclose()
        return results, polled, resumed, stored, ends, slots

    results, polled, resumed, stored, ends, slots = asyncio.run(main())
    readers = [Reader(seat=0), Reader(seat=1), Reader(host=True)]
    visible = [[s for s, raw in stored if rd.may_read(decode_message(raw))] for rd in readers]
    for k, (events, msgs, ids) in enumerate(results):
        assert events == list(range(2, ends["e"] + 1))
        assert msgs == visible[k % 3]
        pairs = [tuple(int(x) for x in i.split(":")) for i in ids]
        assert pairs == sorted(pairs) and len(set(pairs)) == len(pairs)   # both cursors only go on
    for k, seen in enumerate(polled):
        assert seen == visible[k % 3]
    events0, msgs0, ids0 = results[0]
    for cut, (events, msgs, ids) in resumed:     # exactly the rest of each stream
        e, m = (int(x) for x in ids0[cut].split(":"))
        assert events == [s for s in events0 if s > e] and msgs == [s for s in msgs0 if s > m], cut
    assert slots.in_use == 0 and slots.queued == 0


def test_the_talk_script_publishes_on_the_messages_channel(ns):
    async def main():
        r = _client(ns.url)
        store = GameStore(r, prefix=ns.prefix)
        gid = uuid.uuid4().hex[:16]
        await commit_events(store, gid, 0, 1, 1)
        ps = pubsub_client(ns.url).pubsub(ignore_subscribe_messages=True)
        await ps.subscribe(store.keys.messages(gid))
        seqs = [await _post(store, gid, 0, None, "hi") for _ in range(3)]
        got = []
        for _ in range(50):
            m = await ps.get_message(ignore_subscribe_messages=True, timeout=0.1)
            if m and m["type"] == "message":
                got.append(int(m["data"]))
            if len(got) == 3:
                break
        await ps.aclose()
        await r.aclose()
        return seqs, got

    seqs, got = asyncio.run(main())
    assert got == seqs == [1, 2, 3]


class _Conn:
    """One ASGI connection of an SSE stream: ``send`` collects the body chunks; while
    ``gate`` is unset a chunk's send blocks (the client's socket buffer is full), as
    uvicorn's does; ``receive`` returns ``http.disconnect`` once ``gone`` is set."""

    def __init__(self, blocked: bool = False) -> None:
        self.chunks: list[bytes] = []
        self.ended = False
        self.gate = asyncio.Event()
        self.gone = asyncio.Event()
        if not blocked:
            self.gate.set()

    async def send(self, message) -> None:
        if message.get("more_body"):
            if not self.gate.is_set():
                await self.gate.wait()
            self.chunks.append(message["body"])
        else:
            self.ended = True

    async def receive(self):
        await self.gone.wait()
        return {"type": "http.disconnect"}

    def ids(self) -> list[int]:
        body = b"".join(self.chunks)
        return [int(line[4:]) for line in body.split(b"\r\n") if line.startswith(b"id: ")]


def test_live_streams_get_the_same_frames_a_blocked_one_catches_up_and_all_end_after_the_end(ns):
    """The live path (the hub writes the frames straight to each stream's send): every
    stream gets every frame once in order, as one chunk per hand-over; a stream whose send
    blocks gets what queued behind it, in order, once it unblocks; after the game's end
    (and what its write added after it) every stream ends; one past its buffer is closed
    (``slow_consumer``) and ends without slowing the others."""
    async def main():
        r = _client(ns.url)
        store = GameStore(r, prefix=ns.prefix)
        hub, slots = _hub(ns.url, store, buffer_bytes=16 * 1024)
        await hub.start()
        feed = EventFeed(store, slots, long_poll_max_s=5, keepalive_s=0.2, hub=hub)
        gid = uuid.uuid4().hex[:16]
        await commit_events(store, gid, 0, 1, 3)
        conns = [_Conn() for _ in range(20)] + [_Conn(blocked=True), _Conn(blocked=True)]
        runs = []
        for k, c in enumerate(conns):
            live = await feed.live(gid, 1 + k % 3)          # some with a backlog
            runs.append(asyncio.create_task(live.run(c.send, c.receive)))
        await asyncio.sleep(0.2)
        version, seq = 1, 4
        for _ in range(30):
            await commit_events(store, gid, version, seq, 2)
            version, seq = version + 1, seq + 2
        await asyncio.sleep(0.3)
        conns[-2].gate.set()                                 # catches up; the last one never does
        for _ in range(400):                                 # ~60 KiB more: past the last one's buffer
            await commit_events(store, gid, version, seq, 1)
            version, seq = version + 1, seq + 1
        ended = encode_events([{"type": "game_ended"}, {"type": "t"}], seq, version + 1)
        res = await store.commit(Commit(game_id=gid, expected_version=version, new_version=version + 1, state=b"s",
                                        events=ended, first_seq=seq))
        assert res.ok
        await asyncio.wait_for(asyncio.gather(*runs), 20)
        closed = hub.deliveries
        await hub.stop()
        await r.aclose()
        return conns, seq + 1, slots, closed

    conns, last, slots, _ = asyncio.run(main())
    for k, c in enumerate(conns[:-1]):
        assert c.ids() == list(range(2 + k % 3, last + 1)), k
        assert c.ended
        assert b"data: " + b'{"seq":%d,"version":' % last in b"".join(c.chunks)
    stuck = conns[-1]
    assert stuck.ended and stuck.chunks == []                # closed: it resumes with Last-Event-ID
    assert slots.in_use == 0 and slots.queued == 0
