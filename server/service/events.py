"""Reading a game's event log: pages (with a long-poll wait) and the endless stream the
API serves as SSE. Events are the stored envelopes (``msgspec.Raw``); a reader that waits
is admitted as a watcher (:mod:`server.service.watchers`) for as long as it waits.

With a :class:`~server.service.fanout.Hub` (the default) a waiting reader follows the
hub's wake-ups and costs no Redis connection; without one (``BATTLE1821_EVENT_FANOUT=0``)
it blocks in ``XREAD BLOCK`` on a connection of the stream pool. Both give the same
answers: in order, gap-free, no duplicates."""

from __future__ import annotations

import asyncio
import re
from typing import AsyncIterator

import msgspec

from server.store import GameStore

from .errors import NotFound
from .fanout import Hub, WatcherClosed
from .models import EventPageStored
from .stream_events import TERMINAL_TYPES
from .watchers import WatchSlots

STREAM_BATCH = 500
"""Events read per round trip by the stream."""

_TERMINAL = re.compile(rb'\{"seq":[0-9]+,"version":[0-9]+,"type":"(?:%s)"' % "|".join(TERMINAL_TYPES).encode())


def is_terminal(envelope: bytes) -> bool:
    """Whether a stored event envelope ends the game (``game_ended``, ``game_cancelled``)."""
    return _TERMINAL.match(envelope) is not None


class EventFeed:
    """The event reads of one store; ``long_poll_max_s`` caps a page's wait, a stream sends
    ``None`` (a keep-alive) after ``keepalive_s`` without events."""

    def __init__(self, store: GameStore, slots: WatchSlots, long_poll_max_s: float, keepalive_s: float,
                 hub: Hub | None = None) -> None:
        self.store = store
        self.slots = slots
        self.long_poll_max_s = long_poll_max_s
        self.keepalive_s = keepalive_s
        self.hub = hub

    async def _require_game(self, gid: str) -> None:
        if await self.store.version(gid) is None:
            raise NotFound()

    async def page(self, gid: str, after: int, limit: int, wait_s: float = 0) -> EventPageStored:
        """Events with ``seq > after`` (at most ``limit``). With ``wait_s`` > 0 and none
        yet, waits (a watcher slot, at most ``long_poll_max_s``) for the first to land."""
        items = await self.store.events(gid, after, limit)
        if not items:
            await self._require_game(gid)
            if wait_s > 0 and self.hub is not None:
                items = await self._wait_hub(gid, after, min(wait_s, self.long_poll_max_s), limit)
            elif wait_s > 0:
                slot = self.slots.take("long_poll")
                try:
                    items = await self.store.wait_events(gid, after, min(wait_s, self.long_poll_max_s), limit)
                finally:
                    slot.release()
        last = items[-1][0] if items else after
        return EventPageStored(events=[msgspec.Raw(e) for _, e in items], last_seq=last)

    async def _wait_hub(self, gid: str, after: int, wait_s: float, limit: int) -> list[tuple[int, bytes]]:
        """A long-poll on the hub: registered first, then the backlog read again (what
        landed meanwhile), then the first entries the hub hands over (or none by then)."""
        w = await self.hub.join(gid, "long_poll")
        try:
            items = await self.store.events(gid, after, limit)
            deadline = asyncio.get_running_loop().time() + wait_s
            while not items:
                left = deadline - asyncio.get_running_loop().time()
                if left <= 0:
                    break
                try:
                    batch = await w.next(left)
                except WatcherClosed:
                    break
                if batch is None:
                    break
                items = [(s, d) for s, d in batch if s > after][:limit]
            return items
        finally:
            w.release()

    async def stream(self, gid: str, after: int) -> tuple[AsyncIterator[tuple[int, bytes] | None], object] | None:
        """``(events, slot)``: an iterator of ``(seq, envelope)`` after ``after``,
        ``None`` for a keep-alive, that ends once it has told the game's end
        (``game_ended`` or ``game_cancelled``) and what the same write added after it;
        ``slot`` is the watcher slot it holds (taken now, before any response starts;
        released when the iterator closes, and idempotently by ``slot.release()``).
        None when the game is over and nothing is left after ``after`` (a reconnect
        after the end: the API answers 204, which stops a browser's ``EventSource``)."""
        await self._require_game(gid)
        if not await self.store.events(gid, after, 1):
            loaded = await self.store.load(gid)
            summary = loaded.summary if loaded is not None else None
            if summary is not None and summary.status in ("finished", "cancelled"):
                return None
        if self.hub is not None:
            w = await self.hub.join(gid, "sse")
            return self._follow_hub(gid, after, w), w
        slot = self.slots.take("sse")
        return self._follow(gid, after, slot), slot

    async def _follow_hub(self, gid: str, after: int, w) -> AsyncIterator[tuple[int, bytes] | None]:
        """The stream on the hub: the backlog from the stream (the watcher is registered
        already, so nothing committed from now on is missed), then what the hub hands
        over, dropping what the backlog already told; ends after the game's end, or when
        the hub closes the watcher (the client resumes with ``Last-Event-ID``)."""
        try:
            last = after
            while True:                       # the backlog
                items = await self.store.events(gid, last, STREAM_BATCH)
                for seq, data in items:
                    last = seq
                    yield seq, data
                    if is_terminal(data):
                        for seq2, data2 in await self.store.events(gid, last, STREAM_BATCH):
                            yield seq2, data2
                        return
                if len(items) < STREAM_BATCH:
                    break
            while True:
                try:
                    batch = await w.next(self.keepalive_s)
                except WatcherClosed:
                    return
                if batch is None:
                    yield None
                    continue
                for seq, data in batch:
                    if seq <= last:
                        continue
                    last = seq
                    yield seq, data
                    if is_terminal(data):
                        for seq2, data2 in await self.store.events(gid, last, STREAM_BATCH):
                            yield seq2, data2
                        return
        finally:
            w.release()

    async def _follow(self, gid: str, after: int, slot) -> AsyncIterator[tuple[int, bytes] | None]:
        try:
            last = after
            items = await self.store.events(gid, last, STREAM_BATCH)
            while True:
                if not items:
                    items = await self.store.wait_events(gid, last, self.keepalive_s, STREAM_BATCH)
                    if not items:
                        yield None
                        continue
                ended = False
                for seq, data in items:
                    last = seq
                    ended = ended or is_terminal(data)
                    yield seq, data
                if ended:
                    for seq, data in await self.store.events(gid, last, STREAM_BATCH):
                        yield seq, data
                    return
                items = []
        finally:
            slot.release()
