"""Fan-out of game events to every watcher of one API process, on a handful of Redis
connections (issue 19).

The stream of each game (``P:{g}:events``) stays the source of truth; what is new is
how a process learns that it grew. The commit script (``server/store/commit.lua``)
publishes the game's last ``seq`` on a channel named like the stream key whenever it
adds events, in the same atomic step. One :class:`Hub` per API process holds ONE
pub/sub connection subscribed to the channels of the games its watchers follow (one
subscription per game, however many watchers), and a small pool of its own (at most
:data:`FETCH_CONNECTIONS` connections) for the reads: on a wake-up it reads the new
entries once (``XRANGE`` after the game's cursor) and hands them to every watcher of the
game from memory. A watcher costs memory, not a Redis connection.

Gap-free and duplicate-free, in order, exactly as before: a watcher registers with its
game's channel *before* it reads its backlog from the stream (``after`` its
``Last-Event-ID``); whatever is committed after the channel's cursor was set reaches it
through the hub, and anything it already read is dropped by ``seq``. On a broken pub/sub
connection the hub reconnects, subscribes again and reads every game from its cursor
(what was committed meanwhile); if Redis stays away longer than ``give_up_s`` it closes
its watchers, whose clients reconnect with ``Last-Event-ID`` (to this or another
process) and miss nothing.

Budget: every watcher counts :data:`WATCHER_COST_BYTES` plus the events queued for it
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

log = logging.getLogger("battle1821.fanout")

FETCH_BATCH = 500
"""Entries read per ``XRANGE`` by the hub."""
FETCH_CONNECTIONS = 2
"""Connections of the hub's own read pool (plus its one pub/sub connection)."""
WATCHER_COST_BYTES = 32 * 1024
"""What one idle watcher costs the process beyond its queued events (its connection,
request, response and generator; ``make bench`` measures it: bench/watchers.py)."""


class WatcherClosed(Exception):
    """The hub closed this watcher (slow consumer, Redis gone too long, shutting down)."""


class Watcher:
    """One SSE stream or waiting long-poll of one game: the entries the hub handed it,
    waiting to be taken by :meth:`next`."""

    __slots__ = ("gid", "slot", "pending", "queued", "wake", "closed", "_hub")

    def __init__(self, hub: "Hub", gid: str, slot) -> None:
        self._hub = hub
        self.gid = gid
        self.slot = slot
        self.pending: collections.deque[tuple[int, bytes]] = collections.deque()
        self.queued = 0
        self.wake = asyncio.Event()
        self.closed: str | None = None

    def push(self, seq: int, data: bytes) -> bool:
        """Queue one entry; False (and the watcher closed) past the buffer limit."""
        if self.closed:
            return False
        self.pending.append((seq, data))
        self.queued += len(data)
        self.slot.add_bytes(len(data))
        if self.queued > self._hub.buffer_bytes:
            self.close("slow_consumer")
            return False
        self.wake.set()
        return True

    def close(self, reason: str) -> None:
        if self.closed is None:
            self.closed = reason
            self._drain()
            self.wake.set()

    def _drain(self) -> list[tuple[int, bytes]]:
        out = list(self.pending)
        self.pending.clear()
        self.slot.add_bytes(-self.queued)
        self.queued = 0
        self.wake.clear()
        return out

    async def next(self, timeout_s: float) -> list[tuple[int, bytes]] | None:
        """The entries queued so far (waiting up to ``timeout_s`` for one); None after the
        timeout; :class:`WatcherClosed` once the hub closed it."""
        if not self.pending and not self.closed:
            try:
                await asyncio.wait_for(self.wake.wait(), timeout_s)
            except asyncio.TimeoutError:
                return None
        if self.closed:
            raise WatcherClosed(self.closed)
        return self._drain()

    def release(self) -> None:
        """Leave the hub and give the budget back (idempotent)."""
        self._hub.leave(self)


class _Game:
    __slots__ = ("gid", "channel", "cursor", "watchers", "fetching", "again")

    def __init__(self, gid: str, channel: str) -> None:
        self.gid = gid
        self.channel = channel
        self.cursor: int | None = None     # last seq handed to the watchers; None: not set yet
        self.watchers: set[Watcher] = set()
        self.fetching = False
        self.again = False


class Hub:
    """The fan-out of one process. ``reader``: a :class:`~server.store.GameStore` on a
    client of its own (a small pool) for the reads, so entries come back as the store
    gives them to every reader (its ``events``); ``pubsub_client``: a standalone client
    whose ``pubsub()`` carries the wake-ups (on a Cluster: any one node: a classic
    ``PUBLISH`` reaches every node); the channel of a game is its stream's key;
    ``slots``: the budget admission (:class:`~server.service.watchers.WatchSlots`)."""

    def __init__(self, reader, pubsub_client, slots, *,
                 buffer_bytes: int = 256 * 1024, give_up_s: float = 10.0, poll_s: float = 15.0) -> None:
        self.reader = reader
        self.pubsub_client = pubsub_client
        self.key_of = reader.keys.events
        self.slots = slots
        self.buffer_bytes = buffer_bytes
        self.give_up_s = give_up_s
        self.poll_s = poll_s
        self.games: dict[str, _Game] = {}
        self.by_channel: dict[bytes, _Game] = {}
        self._pubsub = None
        self._task: asyncio.Task | None = None
        self._subscribed = asyncio.Event()
        self._lock = asyncio.Lock()          # subscribe/unsubscribe one at a time
        self._down_since: float | None = None
        self.deliveries = 0                  # entries handed to watchers (tests, bench)

    # ------------------------------------------------------------------ lifecycle
    async def start(self) -> None:
        self._pubsub = self.pubsub_client.pubsub(ignore_subscribe_messages=True)
        self._task = asyncio.create_task(self._run(), name="battle1821-fanout")

    async def stop(self) -> None:
        for g in list(self.games.values()):
            for w in list(g.watchers):
                w.close("shutdown")
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
    async def join(self, gid: str, kind: str) -> Watcher:
        """A watcher of ``gid`` (admitted by the budget, else ``Unavailable``
        ``too_many_watchers``), registered before the caller reads its backlog."""
        slot = self.slots.take(kind)
        w = Watcher(self, gid, slot)
        g = self.games.get(gid)
        if g is None:
            channel = self.key_of(gid)
            g = self.games[gid] = _Game(gid, channel)
            self.by_channel[channel.encode()] = g
        g.watchers.add(w)
        if g.cursor is None:
            try:
                await self._subscribe(g)
            except BaseException:
                self.leave(w)
                raise
        return w

    def leave(self, w: Watcher) -> None:
        if w.slot.held:
            w._drain()
            w.slot.release()
        g = self.games.get(w.gid)
        if g is None or w not in g.watchers:
            return
        g.watchers.discard(w)
        if not g.watchers:
            del self.games[w.gid]
            self.by_channel.pop(g.channel.encode(), None)
            if g.cursor is not None:
                asyncio.get_running_loop().create_task(self._unsubscribe(g.channel))

    async def _subscribe(self, g: _Game) -> None:
        async with self._lock:
            if g.cursor is not None or self.games.get(g.gid) is not g:
                return
            await self._pubsub.subscribe(g.channel)
            # after SUBSCRIBE: every later commit wakes us; what came before is the backlog
            last = await self.reader.r.xrevrange(self.key_of(g.gid), "+", "-", count=1)
            g.cursor = int(last[0][0].split(b"-")[0]) if last else 0
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
    def _wake(self, g: _Game) -> None:
        if g.fetching:
            g.again = True
        else:
            g.fetching = True
            asyncio.get_running_loop().create_task(self._fetch(g))

    async def _fetch(self, g: _Game) -> None:
        """Read what is new after the game's cursor, once, and hand it to every watcher;
        a failed read is tried again (every 0.2 s) for as long as the game is watched."""
        try:
            while self.games.get(g.gid) is g and g.cursor is not None:
                g.again = False
                try:
                    entries = await self.reader.events(g.gid, g.cursor, FETCH_BATCH)
                except Exception:  # noqa: BLE001 — Redis away: read again from the cursor
                    log.debug("fan-out read of %s failed; retrying", g.gid, exc_info=True)
                    await asyncio.sleep(0.2)
                    continue
                for seq, data in entries:
                    for w in list(g.watchers):
                        w.push(seq, data)
                    self.deliveries += len(g.watchers)
                    g.cursor = seq
                if len(entries) < FETCH_BATCH and not g.again:
                    return
        finally:
            g.fetching = False

    async def _run(self) -> None:
        """Follow the wake-ups; on a broken connection reconnect, subscribe again and read
        every game from its cursor; close every watcher when Redis stays away."""
        last_poll = time.monotonic()
        while True:
            try:
                if not self.by_channel:
                    self._subscribed.clear()
                    try:
                        await asyncio.wait_for(self._subscribed.wait(), self.poll_s)
                    except asyncio.TimeoutError:
                        pass
                    continue
                msg = await self._pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
                if self._down_since is not None:
                    log.warning("fan-out: Redis answers again after %.1f s", time.monotonic() - self._down_since)
                    self._down_since = None
                if msg is not None and msg.get("type") == "message":
                    g = self.by_channel.get(msg["channel"])
                    if g is not None and g.cursor is not None and int(msg["data"]) > g.cursor:
                        self._wake(g)
                if time.monotonic() - last_poll > self.poll_s:      # belt and braces
                    last_poll = time.monotonic()
                    for g in list(self.games.values()):
                        self._wake(g)
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
            for g in list(self.games.values()):
                for w in list(g.watchers):
                    w.close("redis_unavailable")
        try:
            await self._pubsub.aclose()
        except Exception:  # noqa: BLE001
            pass
        await asyncio.sleep(0.2)
        self._pubsub = self.pubsub_client.pubsub(ignore_subscribe_messages=True)
        try:
            async with self._lock:
                channels = [g.channel for g in self.games.values() if g.cursor is not None]
                if channels:
                    await self._pubsub.subscribe(*channels)
        except Exception:  # noqa: BLE001 — still away: the next pass tries again
            return
        for g in list(self.games.values()):          # what was committed while we were away
            self._wake(g)
