"""Reading a game's event log: pages (with a long-poll wait) and the endless stream the
API serves as SSE. Events are the stored envelopes (``msgspec.Raw``); a reader that waits
is admitted as a watcher (:mod:`server.service.watchers`) for as long as it waits.

With a :class:`~server.service.fanout.Hub` (the default) a waiting reader follows the
hub's wake-ups and costs no Redis connection; without one (``BATTLE1821_EVENT_FANOUT=0``)
it blocks in ``XREAD BLOCK`` on a connection of the stream pool. Both give the same
answers: in order, gap-free, no duplicates.

With a table-talk :class:`~server.service.talk.Reader` (``messages=true``), pages and the
stream also carry the messages that reader may read, as ``message`` events, from a message
cursor of their own (``messages_after``): one ``XREAD`` waits on the log and the talk at
once (the same slot); messages the reader may not read are skipped, the cursor passes
them. Such a reader waits on a connection of the stream pool (``direct_slots``: 503
``too_many_watchers`` beyond ``BATTLE1821_STREAM_POOL``), with or without the hub."""

from __future__ import annotations

import asyncio
import re
from typing import AsyncIterator

import msgspec

from server.store import GameStore
from server.store.talk import decode as decode_message

from .errors import NotFound
from .fanout import Hub, WatcherClosed
from .models import EventPageStored
from .stream_events import TERMINAL_TYPES
from .talk import Reader, TalkService, message_event
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
                 talk: TalkService | None = None, hub: Hub | None = None,
                 direct_slots: WatchSlots | None = None) -> None:
        self.store = store
        self.slots = slots
        self.long_poll_max_s = long_poll_max_s
        self.keepalive_s = keepalive_s
        self.hub = hub
        self.direct_slots = direct_slots if direct_slots is not None else slots
        self.talk = talk if talk is not None else TalkService(store)

    @staticmethod
    def _readable(reader: Reader, items: list[tuple[int, bytes]]) -> list[tuple[int, bytes]]:
        return [(seq, raw) for seq, raw in items if reader.may_read(decode_message(raw))]

    async def talk_page(self, gid: str, after: int, limit: int, wait_s: float, reader: Reader,
                        messages_after: int) -> EventPageStored:
        """As :meth:`page`, with the messages ``reader`` may read after ``messages_after``
        (``message`` events after the page's log events; ``last_message`` the message
        cursor). Waits, when asked, until either an event or a readable message lands."""
        items = await self.store.events(gid, after, limit)
        msgs, mlast = await self.talk.visible(gid, reader, messages_after, limit)
        if not items and not msgs:
            await self._require_game(gid)
            if wait_s > 0:
                loop = asyncio.get_running_loop()
                deadline = loop.time() + min(wait_s, self.long_poll_max_s)
                slot = self.direct_slots.take("long_poll")
                try:
                    while not items and not msgs and (left := deadline - loop.time()) > 0:
                        items, got = await self.talk.store.wait(gid, after, mlast, left, limit)
                        if got:
                            mlast = got[-1][0]
                            msgs = [raw for _, raw in self._readable(reader, got)]
                finally:
                    slot.release()
        last = items[-1][0] if items else after
        return EventPageStored(events=[msgspec.Raw(e) for _, e in items] + [msgspec.Raw(message_event(m)) for m in msgs],
                               last_seq=last, last_message=mlast)

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

    async def stream(self, gid: str, after: int, reader: Reader | None = None,
                     messages_after: int = 0) -> tuple[AsyncIterator[tuple[int | str, bytes] | None], object] | None:
        """``(events, slot)``: an iterator of ``(seq, envelope)`` after ``after``,
        ``None`` for a keep-alive, that ends once it has told the game's end
        (``game_ended`` or ``game_cancelled``) and what the same write added after it;
        ``slot`` is the watcher slot it holds (taken now, before any response starts;
        released when the iterator closes, and idempotently by ``slot.release()``).
        None when the game is over and nothing is left after ``after`` (a reconnect
        after the end: the API answers 204, which stops a browser's ``EventSource``).

        Each item's id is the event's seq (an int); with a ``reader`` (the table talk),
        every id is the string ``"<event seq>:<message seq>"`` (``"42:3"``: resume after event 42
        and message 3), and the messages that reader may read after ``messages_after``
        come as ``message`` events between the log's. The talk does not keep a finished
        game's stream open: it closes after the end as without it."""
        await self._require_game(gid)
        if not await self.store.events(gid, after, 1):
            loaded = await self.store.load(gid)
            summary = loaded.summary if loaded is not None else None
            if summary is not None and summary.status in ("finished", "cancelled"):
                return None
        if reader is not None:
            slot = self.direct_slots.take("sse")
            return self._follow_talk(gid, after, reader, messages_after, slot), slot
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

    async def _follow_talk(self, gid: str, after: int, reader: Reader, mafter: int,
                           slot) -> AsyncIterator[tuple[str, bytes] | None]:
        try:
            last, mlast = after, mafter
            items = await self.store.events(gid, last, STREAM_BATCH)
            got = await self.talk.store.read(gid, mlast, STREAM_BATCH)
            while True:
                if not items and not got:
                    items, got = await self.talk.store.wait(gid, last, mlast, self.keepalive_s, STREAM_BATCH)
                    if not items and not got:
                        yield None
                        continue
                for seq, raw in got:
                    mlast = seq
                    if reader.may_read(decode_message(raw)):
                        yield f"{last}:{mlast}", message_event(raw)
                ended = False
                for seq, data in items:
                    last = seq
                    ended = ended or is_terminal(data)
                    yield f"{last}:{mlast}", data
                if ended:
                    for seq, data in await self.store.events(gid, last, STREAM_BATCH):
                        last = seq
                        yield f"{last}:{mlast}", data
                    return
                items, got = [], []
        finally:
            slot.release()

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
