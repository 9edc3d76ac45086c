"""Reading a game's event log: pages (with a long-poll wait) and the endless stream the
API serves as SSE. Events are the stored envelopes (``msgspec.Raw``); a reader that waits
holds a watcher slot (:mod:`server.service.watchers`) for as long as it waits."""

from __future__ import annotations

from typing import AsyncIterator

import msgspec

from server.store import GameStore

from .errors import NotFound
from .models import EventPageStored
from .watchers import WatchSlots

STREAM_BATCH = 500
"""Events read per round trip by the stream."""


class EventFeed:
    """The event reads of one store; ``long_poll_max_s`` caps a page's wait, a stream sends
    ``None`` (a keep-alive) after ``keepalive_s`` without events."""

    def __init__(self, store: GameStore, slots: WatchSlots, long_poll_max_s: float, keepalive_s: float) -> None:
        self.store = store
        self.slots = slots
        self.long_poll_max_s = long_poll_max_s
        self.keepalive_s = keepalive_s

    async def _require_game(self, gid: str) -> None:
        if await self.store.version(gid) is None:
            raise NotFound()

    async def page(self, gid: str, after: int, limit: int, wait_s: float = 0) -> EventPageStored:
        """Events with ``seq > after`` (at most ``limit``). With ``wait_s`` > 0 and none
        yet, waits (a watcher slot, at most ``long_poll_max_s``) for the first to land."""
        items = await self.store.events(gid, after, limit)
        if not items:
            await self._require_game(gid)
            if wait_s > 0:
                slot = self.slots.take()
                try:
                    items = await self.store.wait_events(gid, after, min(wait_s, self.long_poll_max_s), limit)
                finally:
                    slot.release()
        last = items[-1][0] if items else after
        return EventPageStored(events=[msgspec.Raw(e) for _, e in items], last_seq=last)

    async def stream(self, gid: str, after: int) -> tuple[AsyncIterator[tuple[int, bytes] | None], object]:
        """``(events, slot)``: an endless iterator of ``(seq, envelope)`` after ``after``,
        ``None`` for a keep-alive; ``slot`` is the watcher slot it holds (taken now,
        before any response starts; released when the iterator closes, and idempotently
        by ``slot.release()``)."""
        await self._require_game(gid)
        slot = self.slots.take()
        return self._follow(gid, after, slot), slot

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
                for seq, data in items:
                    last = seq
                    yield seq, data
                items = []
        finally:
            slot.release()
