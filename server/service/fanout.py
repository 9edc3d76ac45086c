"""Fan-out of game events and table talk to every watcher of one API process, on a handful
of Redis connections (issue 19).

The streams of each game stay the source of truth: its event log ``P:{g}:events`` and its
table talk ``P:{g}:messages``; what is new is how a process learns that they grew. The
commit script (``server/store/commit.lua``) publishes the game's last event ``seq``, and the
talk script (``server/store/talk.lua``) the new message's ``seq``, on a channel named like
the stream key, in the same atomic step as the write. One :class:`Hub` per API process
holds ONE pub/sub connection subscribed to the channels of the streams its watchers follow
(one subscription per stream, however many watchers), and a small pool of its own (at most
:data:`FETCH_CONNECTIONS` connections) for the reads: on a wake-up it reads the new entries
once (``XRANGE`` after the stream's cursor) and hands them to every watcher from memory. A
watcher costs memory, not a Redis connection; a table-talk watcher follows both streams of
its game.

Two ways of handing over. A *queued* watcher (a waiting long-poll, a stream with the table
talk, a stream still sending its backlog) gets the entries in its queue and takes them with
:meth:`Watcher.next`. A *live* watcher (an SSE stream of the log, once its backlog is sent:
:meth:`Watcher.go_live`) gets the frame bytes themselves: the hub encodes each event's SSE
frame once (:func:`server.service.sse.frame`) and writes the same bytes to every live
watcher's ASGI ``send`` in one pass, without waking a task per watcher. A ``send`` that
cannot complete at once (the client's socket buffer is full) finishes in a task of its own
while later frames queue behind it.

Gap-free and duplicate-free, in order, exactly as before: a watcher registers with the
channels *before* it reads its backlog from the streams (``after`` its ``Last-Event-ID``);
whatever is committed after a channel's cursor was set reaches it through the hub, and
anything it already read is dropped by ``seq``. On a broken pub/sub connection the hub
reconnects, subscribes again and reads every stream from its cursor (what was written
meanwhile); if Redis stays away longer than ``give_up_s`` it closes its watchers, whose
clients reconnect with ``Last-Event-ID`` (to this or another process) and miss nothing.

Budget: every watcher counts :data:`WATCHER_COST_BYTES` plus the entries queued for it
against the process's budget (``BATTLE1821_WATCH_MEMORY_KB``); beyond it a new watcher is
refused with 503 ``too_many_watchers`` + ``Retry-After``
(:class:`~server.service.watchers.WatchSlots`). A slow consumer whose queue passes
``buffer_bytes`` (``BATTLE1821_WATCHER_BUFFER_KB``) is closed rather than slowing the
others; it resumes from its ``Last-Event-ID``.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import time

from server.store.talk import _items as message_items

from .sse import frame, is_terminal

log = logging.getLogger("battle1821.fanout")

FETCH_BATCH = 500
"""Entries read per ``XRANGE`` by the hub."""
FETCH_CONNECTIONS = 2
"""Connections of the hub's own read pool (plus its one pub/sub connection)."""
WATCHER_COST_BYTES = 32 * 1024
"""What one idle watcher costs the process beyond its queued events (its connection,
request, response and generator; ``make bench`` measures it: bench/watchers.py)."""

EVENTS, MESSAGES, ACCOUNT = "e", "m", "a"
"""The tag of an entry: of the game's event log, of its table talk, of an account's event
stream (:mod:`server.service.account_events`; read like the table talk: field ``m``)."""


class WatcherClosed(Exception):
    """The hub closed this watcher (slow consumer, Redis gone too long, shutting down)."""


def _wake_waiter(fut: asyncio.Future | None) -> None:
    if fut is not None and not fut.done():
        fut.set_result(None)


class Watcher:
    """One SSE stream or waiting long-poll of one game. Queued: the entries ``(seq, data,
    tag)`` the hub handed it wait in ``pending`` for :meth:`next`. Live (after
    :meth:`go_live`): the hub writes SSE frames straight to its ``send``. ``done`` resolves
    with the reason it stops (``terminal``: live, it wrote the game's end; else the reason
    the hub closed it)."""

    __slots__ = ("gid", "slot", "pending", "queued", "closed", "feeds", "_hub", "_waiter",
                 "send", "last", "done", "busy", "out", "last_write")

    def __init__(self, hub: "Hub", gid: str, slot) -> None:
        self._hub = hub
        self.gid = gid
        self.slot = slot
        self.pending: collections.deque[tuple[int, bytes, str]] = collections.deque()
        self.queued = 0
        self.closed: str | None = None
        self.feeds: list[_Feed] = []
        self._waiter: asyncio.Future | None = None
        self.send = None                    # the ASGI send once live
        self.last = 0                       # live: the last seq written
        self.done: asyncio.Future = asyncio.get_running_loop().create_future()
        self.busy: asyncio.Task | None = None   # live: a send finishing in its own task
        self.out: list[bytes] = []          # live: frames waiting behind ``busy``
        self.last_write = 0.0

    # ------------------------------------------------------------------ queued
    def push(self, seq: int, data: bytes, tag: str = EVENTS) -> bool:
        """Queue one entry; False (and the watcher closed) past the buffer limit."""
        if self.closed:
            return False
        self.pending.append((seq, data, tag))
        return self._count(len(data))

    def _count(self, n: int) -> bool:
        self.queued += n
        self.slot.add_bytes(n)
        if self.queued > self._hub.buffer_bytes:
            self.close("slow_consumer")
            return False
        _wake_waiter(self._waiter)
        return True

    def close(self, reason: str) -> None:
        if self.closed is None:
            self.closed = reason
            self._drain()
            self.out.clear()
            _wake_waiter(self._waiter)
            if not self.done.done():
                self.done.set_result(reason)

    def _drain(self) -> list[tuple[int, bytes, str]]:
        out = list(self.pending)
        self.pending.clear()
        self.slot.add_bytes(-self.queued)
        self.queued = 0
        return out

    async def next(self, timeout_s: float) -> list[tuple[int, bytes, str]] | None:
        """The entries ``(seq, data, tag)`` queued so far (waiting up to ``timeout_s`` for
        one); None after the timeout; :class:`WatcherClosed` once the hub closed it."""
        if not self.pending and not self.closed:
            loop = asyncio.get_running_loop()
            fut = self._waiter = loop.create_future()
            timer = loop.call_later(timeout_s, _wake_waiter, fut)
            try:
                await fut
            finally:
                timer.cancel()
                self._waiter = None
            if not self.pending and not self.closed:
                return None
        if self.closed:
            raise WatcherClosed(self.closed)
        return self._drain()

    def release(self) -> None:
        """Leave the hub and give the budget back (idempotent)."""
        self._hub.leave(self)

    # ------------------------------------------------------------------ live
    def go_live(self, send, last: int) -> None:
        """From now on the hub writes frames straight to ``send`` (the stream's ASGI send):
        first what it queued meanwhile after ``last`` (the backlog's last seq), then every
        new event. No await in here: nothing the hub hands over can slip in between."""
        self.last = last
        self.last_write = time.monotonic()
        if self.closed:
            return
        self.send = send
        items = [(seq, data) for seq, data, _ in self._drain()]
        if items:
            self.deliver(items, [frame(seq, data) for seq, data in items],
                         next((k for k, (_, d) in enumerate(items) if is_terminal(d)), None))

    def deliver(self, entries: list[tuple[int, bytes]], frames: list[bytes], terminal: int | None,
                whole: bytes | None = None) -> None:
        """Write the frames of ``entries`` this watcher has not had yet (``seq > last``),
        up to the game's end (index ``terminal``), as one chunk (``whole``: all the frames
        joined, when the caller has it); at the end ``done``."""
        if self.closed or self.done.done():
            return
        i, n = 0, len(entries)
        while i < n and entries[i][0] <= self.last:
            i += 1
        if i == n:
            return
        ending = terminal is not None and terminal >= i
        end = terminal + 1 if ending else n
        self.last = entries[end - 1][0]
        if end - i == 1:
            self.write(frames[i])
        else:
            self.write(whole if whole is not None and i == 0 and end == n else b"".join(frames[i:end]))
        if ending and not self.done.done():
            self.done.set_result("terminal")

    def write(self, body: bytes) -> None:
        """Send ``body`` on the stream now, or behind a send still in progress."""
        if self.closed:
            return
        self.last_write = time.monotonic()
        if self.busy is not None:
            self.out.append(body)
            self._count(len(body))
            return
        coro = self.send({"type": "http.response.body", "body": body, "more_body": True})
        try:
            blocked_on = coro.send(None)     # completes here unless the socket buffer is full
        except StopIteration:
            return
        except Exception:  # noqa: BLE001 — the connection is gone: the client resumes
            log.debug("fan-out: a send failed", exc_info=True)
            self.close("send_failed")
            return
        self.busy = asyncio.get_running_loop().create_task(self._finish(coro, blocked_on))

    async def _finish(self, coro, blocked_on) -> None:
        """Drive a send that waited (as a task would), then send what queued behind it."""
        try:
            while True:
                if isinstance(blocked_on, asyncio.Future):
                    blocked_on._asyncio_future_blocking = False
                    await asyncio.wait((blocked_on,))
                else:
                    await asyncio.sleep(0)
                try:
                    blocked_on = coro.send(None)
                except StopIteration:
                    break
            coro = None
            while self.out and not self.closed:
                body = b"".join(self.out)
                self.out.clear()
                self.slot.add_bytes(-self.queued)
                self.queued = 0
                await self.send({"type": "http.response.body", "body": body, "more_body": True})
        except asyncio.CancelledError:
            pass
        except Exception:  # noqa: BLE001
            log.debug("fan-out: a send failed", exc_info=True)
            self.close("send_failed")
        finally:
            if coro is not None:
                coro.close()
            self.busy = None


class _Feed:
    """One followed stream (a game's event log or its table talk) and its watchers."""

    __slots__ = ("gid", "key", "tag", "cursor", "watchers", "fetching", "again")

    def __init__(self, gid: str, key: str, tag: str) -> None:
        self.gid = gid
        self.key = key
        self.tag = tag
        self.cursor: int | None = None     # last seq handed to the watchers; None: not set yet
        self.watchers: set[Watcher] = set()
        self.fetching = False
        self.again = False


class Hub:
    """The fan-out of one process. ``reader``: a :class:`~server.store.GameStore` on a
    client of its own (a small pool) for the reads, so entries come back as the store
    gives them to every reader (its ``events``); ``pubsub_client``: a standalone client
    whose ``pubsub()`` carries the wake-ups (on a Cluster: any one node: a classic
    ``PUBLISH`` reaches every node); the channel of a stream is its key;
    ``slots``: the budget admission (:class:`~server.service.watchers.WatchSlots`)."""

    def __init__(self, reader, pubsub_client, slots, *,
                 buffer_bytes: int = 256 * 1024, give_up_s: float = 10.0, poll_s: float = 15.0) -> None:
        self.reader = reader
        self.pubsub_client = pubsub_client
        self.slots = slots
        self.buffer_bytes = buffer_bytes
        self.give_up_s = give_up_s
        self.poll_s = poll_s
        self.feeds: dict[str, _Feed] = {}
        self.by_channel: dict[bytes, _Feed] = {}
        self._pubsub = None
        self._task: asyncio.Task | None = None
        self._subscribed = asyncio.Event()
        self._lock = asyncio.Lock()          # subscribe/unsubscribe one at a time
        self._down_since: float | None = None
        self._learned = False                # a Cluster's nodes known (_learn)
        self.deliveries = 0                  # entries handed to watchers (tests, bench)

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        self._pubsub = self.pubsub_client.pubsub(ignore_subscribe_messages=True)
        await self._learn()
        self._task = asyncio.create_task(self._run(), name="battle1821-fanout")

    def _watchers(self) -> set[Watcher]:
        return {w for f in self.feeds.values() for w in f.watchers}

    def close_watchers(self, reason: str = "shutdown") -> None:
        """Close every watcher now (the process stops: server/api/stopping.py): a waiting
        long-poll answers its page, a stream ends; their clients resume elsewhere."""
        for w in self._watchers():
            w.close(reason)

    async def stop(self) -> None:
        self.close_watchers("shutdown")
        if self._task is not None:
            self._task.cancel()
            try:
                await self._task
            except (asyncio.CancelledError, Exception):
                pass
        if self._pubsub is not None:
            try:
                await self._pubsub.aclose()
            except Exception:  # noqa: BLE001
                pass

    # ------------------------------------------------------------------ watchers
    async def join(self, gid: str, kind: str, talk: bool = False) -> Watcher:
        """A watcher of ``gid``'s event log (and, with ``talk``, of its table talk: entries
        tagged :data:`MESSAGES`), admitted by the budget (else ``Unavailable``
        ``too_many_watchers``), registered before the caller reads its backlog."""
        slot = self.slots.take(kind)
        w = Watcher(self, gid, slot)
        keys = [(self.reader.keys.events(gid), EVENTS)]
        if talk:
            keys.append((self.reader.keys.messages(gid), MESSAGES))
        try:
            for key, tag in keys:
                f = self.feeds.get(key)
                if f is None:
                    f = self.feeds[key] = _Feed(gid, key, tag)
                    self.by_channel[key.encode()] = f
                f.watchers.add(w)
                w.feeds.append(f)
                if f.cursor is None:
                    await self._subscribe(f)
        except BaseException:
            self.leave(w)
            raise
        return w

    async def join_account(self, key: str, kind: str) -> Watcher:
        """A watcher of one account's event stream ``key`` (entries tagged
        :data:`ACCOUNT`), admitted and registered as :meth:`join`'s."""
        slot = self.slots.take(kind)
        w = Watcher(self, key, slot)
        try:
            f = self.feeds.get(key)
            if f is None:
                f = self.feeds[key] = _Feed(key, key, ACCOUNT)
                self.by_channel[key.encode()] = f
            f.watchers.add(w)
            w.feeds.append(f)
            if f.cursor is None:
                await self._subscribe(f)
        except BaseException:
            self.leave(w)
            raise
        return w

    def leave(self, w: Watcher) -> None:
        if w.slot.held:
            w._drain()
            w.slot.release()
        if w.busy is not None:
            w.busy.cancel()
        feeds, w.feeds = w.feeds, []
        for f in feeds:
            f.watchers.discard(w)
            if not f.watchers and self.feeds.get(f.key) is f:
                del self.feeds[f.key]
                self.by_channel.pop(f.key.encode(), None)
                if f.cursor is not None:
                    asyncio.get_running_loop().create_task(self._unsubscribe(f.key))

    async def _subscribe(self, f: _Feed) -> None:
        async with self._lock:
            if f.cursor is not None or self.feeds.get(f.key) is not f:
                return
            try:
                await self._pubsub.subscribe(f.key)
            except Exception:
                if not await self._move_on():      # a standalone Redis: the caller's 503
                    raise
                await self._pubsub.subscribe(f.key)
            # after SUBSCRIBE: every later write wakes us; what came before is the backlog
            last = await self.reader.r.xrevrange(f.key, "+", "-", count=1)
            f.cursor = int(last[0][0].split(b"-")[0]) if last else 0
            self._subscribed.set()

    async def _unsubscribe(self, channel: str) -> None:
        async with self._lock:
            if channel.encode() in self.by_channel:
                return           # a new watcher came meanwhile
            try:
                await self._pubsub.unsubscribe(channel)
            except Exception:  # noqa: BLE001 — a broken connection forgets it anyway
                pass

    # ------------------------------------------------------------------ delivery
    def _wake(self, f: _Feed) -> None:
        if f.fetching:
            f.again = True
        else:
            f.fetching = True
            asyncio.get_running_loop().create_task(self._fetch(f))

    async def _read(self, f: _Feed) -> list[tuple[int, bytes]]:
        if f.tag == EVENTS:
            return await self.reader.events(f.gid, f.cursor, FETCH_BATCH)
        return message_items(await self.reader.r.xrange(f.key, f"{f.cursor + 1}-0", "+", count=FETCH_BATCH))

    async def _fetch(self, f: _Feed) -> None:
        """Read what is new after the stream's cursor, once, and hand it to every watcher;
        a failed read is tried again (every 0.2 s) for as long as the stream is watched."""
        try:
            while self.feeds.get(f.key) is f and f.cursor is not None:
                f.again = False
                try:
                    entries = await self._read(f)
                except Exception:  # noqa: BLE001 — Redis away: read again from the cursor
                    log.debug("fan-out read of %s failed; retrying", f.key, exc_info=True)
                    await asyncio.sleep(0.2)
                    continue
                if entries:
                    self._hand_over(f, entries)
                if len(entries) < FETCH_BATCH and not f.again:
                    return
        finally:
            f.fetching = False

    def _hand_over(self, f: _Feed, entries: list[tuple[int, bytes]]) -> None:
        live = [w for w in f.watchers if w.send is not None]
        if live:      # one frame per event, the same bytes for every live watcher
            frames = [frame(seq, data) for seq, data in entries]
            terminal = next((k for k, (_, d) in enumerate(entries) if is_terminal(d)), None)
            whole = b"".join(frames)
            for w in live:
                w.deliver(entries, frames, terminal, whole)
        if len(live) < len(f.watchers):
            queued = [w for w in f.watchers if w.send is None]
            for seq, data in entries:
                for w in queued:
                    w.push(seq, data, f.tag)
        self.deliveries += len(entries) * len(f.watchers)
        f.cursor = entries[-1][0]

    async def _run(self) -> None:
        """Follow the wake-ups; on a broken connection reconnect, subscribe again and read
        every stream from its cursor; close every watcher when Redis stays away."""
        last_poll = time.monotonic()
        while True:
            try:
                if not self.by_channel:
                    self._subscribed.clear()
                    await self._learn()
                    try:   # asyncio.timeout, not wait_for: a cancel never gets lost (gh-86296)
                        async with asyncio.timeout(self.poll_s):
                            await self._subscribed.wait()
                    except TimeoutError:
                        pass
                    continue
                msg = await self._pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
                if self._down_since is not None:
                    log.warning("fan-out: Redis answers again after %.1f s", time.monotonic() - self._down_since)
                    self._down_since = None
                if msg is not None and msg.get("type") == "message":
                    f = self.by_channel.get(msg["channel"])
                    if f is not None and f.cursor is not None and int(msg["data"]) > f.cursor:
                        self._wake(f)
                if time.monotonic() - last_poll > self.poll_s:      # belt and braces
                    last_poll = time.monotonic()
                    for f in list(self.feeds.values()):
                        self._wake(f)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 — the pub/sub connection broke
                await self._reconnect()

    async def _reconnect(self) -> None:
        now = time.monotonic()
        if self._down_since is None:
            self._down_since = now
            log.warning("fan-out: the pub/sub connection broke; reconnecting", exc_info=True)
        if now - self._down_since > self.give_up_s:
            for w in self._watchers():
                w.close("redis_unavailable")
        try:
            await self._pubsub.aclose()
        except Exception:  # noqa: BLE001
            pass
        await asyncio.sleep(0.2)
        self._pubsub = self.pubsub_client.pubsub(ignore_subscribe_messages=True)
        try:
            async with self._lock:
                channels = [f.key for f in self.feeds.values() if f.cursor is not None]
                if channels:
                    await self._pubsub.subscribe(*channels)
        except Exception:  # noqa: BLE001 — still away: the next pass tries again
            try:
                async with self._lock:
                    await self._move_on()
            except Exception:  # noqa: BLE001 — no node answers: the next pass tries again
                pass
            return
        for f in list(self.feeds.values()):          # what was written while we were away
            self._wake(f)

    async def _learn(self) -> None:
        """On a Redis Cluster, learn its nodes while they answer (``learn``,
        server/store/clients.py): where :meth:`_move_on` goes when the pub/sub node is gone."""
        learn = getattr(self.pubsub_client, "learn", None)
        if learn is not None and not self._learned:
            self._learned = await learn()

    async def _move_on(self) -> bool:
        """On a Redis Cluster (a pub/sub client with ``move_on``, server/store/clients.py):
        subscribe on another node that answers, every stream again, and read each from its
        cursor (what was written meanwhile); the caller holds the lock. False on a
        standalone Redis (it has no other node). Any node hears every game's wake-ups, so
        the loss of one node (a primary that failed over, a replica) never stops the
        watchers while the Cluster serves."""
        move_on = getattr(self.pubsub_client, "move_on", None)
        if move_on is None:
            return False
        node = await move_on()
        old, self._pubsub = self._pubsub, self.pubsub_client.pubsub(ignore_subscribe_messages=True)
        try:
            await old.aclose()
        except Exception:  # noqa: BLE001
            pass
        channels = [f.key for f in self.feeds.values() if f.cursor is not None]
        if channels:
            await self._pubsub.subscribe(*channels)
        log.warning("fan-out: pub/sub moved to the Redis Cluster node %s:%s", *node)
        for f in list(self.feeds.values()):
            if f.cursor is not None:
                self._wake(f)
        return True
