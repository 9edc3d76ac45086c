"""Reading a game's event log: pages (with a long-poll wait) and the endless stream the
API serves as SSE. Events are the stored envelopes (``msgspec.Raw``); a reader that waits
is admitted as a watcher (:mod:`server.service.watchers`) for as long as it waits.

With a :class:`~server.service.fanout.Hub` (the default) a waiting reader follows the
hub's wake-ups and costs no Redis connection; without one (``BATTLE1821_EVENT_FANOUT=0``)
it blocks in ``XREAD BLOCK`` on a connection of the stream pool. Both give the same
answers: in order, gap-free, no duplicates.

With a table-talk :class:`~server.service.talk.Reader` (``messages=true``), pages and the
stream also carry the messages that reader may read, as ``message`` events, from a message
cursor of their own (``messages_after``); messages the reader may not read are skipped, the
cursor passes them. On the hub such a reader follows both streams of the game (the log
and ``P:{g}:messages``) and costs no connection either; without it one ``XREAD`` waits on
both at once (one stream-pool connection).

An SSE stream of the log on the hub is served by :meth:`EventFeed.live`: after its backlog
the hub writes the frames (encoded once per event) straight to the stream's ASGI ``send``."""

from __future__ import annotations

import asyncio
import time
from typing import AsyncIterator

import msgspec

from server.store import GameStore
from server.store.talk import decode as decode_message

from .errors import NotFound, check_cursor
from .fanout import EVENTS, Hub, Watcher, WatcherClosed
from .models import EventPageStored
from .sse import KEEPALIVE, frame, is_terminal
from .talk import Reader, TalkService, message_event
from .watchers import WatchSlots

STREAM_BATCH = 500
"""Events read per round trip by the stream."""

__all__ = ["EventFeed", "LiveStream", "is_terminal"]


class EventFeed:
    """The event reads of one store; ``long_poll_max_s`` caps a page's wait, a stream sends
    ``None`` (a keep-alive) after ``keepalive_s`` without events. ``slots`` admits the
    watchers (the hub's budget, or the stream pool without a hub)."""

    def __init__(self, store: GameStore, slots: WatchSlots, long_poll_max_s: float, keepalive_s: float,
                 talk: TalkService | None = None, hub: Hub | None = None) -> None:
        self.store = store
        self.slots = slots
        self.long_poll_max_s = long_poll_max_s
        self.keepalive_s = keepalive_s
        self.hub = hub
        self.talk = talk if talk is not None else TalkService(store)

    @staticmethod
    def _readable(reader: Reader, items: list[tuple[int, bytes]]) -> list[tuple[int, bytes]]:
        return [(seq, raw) for seq, raw in items if reader.may_read(decode_message(raw))]

    async def talk_page(self, gid: str, after: int, limit: int, wait_s: float, reader: Reader,
                        messages_after: int, fields: tuple[str, str] = ("after", "messages_after")) -> EventPageStored:
        """As :meth:`page`, with the messages ``reader`` may read after ``messages_after``
        (``message`` events after the page's log events; ``last_message`` the message
        cursor). Waits, when asked, until either an event or a readable message lands.
        Either cursor past the end of its log is :class:`CursorPastEnd` (``field``: the
        cursor's name in ``fields``), checked on the ends read with the first messages
        (no round trip more)."""
        items = await self.store.events(gid, after, limit)
        msgs, mlast, ends = await self.talk.visible_ends(gid, reader, messages_after, limit)
        if ends is None:
            raise NotFound()
        if not items:
            check_cursor(after, ends.event, fields[0])
        if mlast == messages_after:
            check_cursor(messages_after, ends.message, fields[1], "message")
        if not items and not msgs:
            if wait_s > 0:
                wait_s = min(wait_s, self.long_poll_max_s)
                if self.hub is not None:
                    items, got = await self._wait_hub(gid, after, wait_s, limit, mlast, reader)
                else:
                    items, got = await self._wait_direct(gid, after, wait_s, limit, mlast, reader)
                if got:
                    mlast = got[-1][0]
                    msgs = [raw for _, raw in self._readable(reader, got)]
        last = items[-1][0] if items else after
        return EventPageStored(events=[msgspec.Raw(e) for _, e in items] + [msgspec.Raw(message_event(m)) for m in msgs],
                               last_seq=last, last_message=mlast)

    async def _wait_direct(self, gid: str, after: int, wait_s: float, limit: int, mlast: int,
                           reader: Reader) -> tuple[list[tuple[int, bytes]], list[tuple[int, bytes]]]:
        """A table-talk long-poll without the hub: ``XREAD BLOCK`` on both streams (one
        stream-pool connection), until an event or a message the reader may read."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait_s
        slot = self.slots.take("long_poll")
        passed: list[tuple[int, bytes]] = []
        try:
            while (left := deadline - loop.time()) > 0:
                items, got = await self.talk.store.wait(gid, after, mlast, left, limit)
                passed += got
                if got:
                    mlast = got[-1][0]
                if items or self._readable(reader, got):
                    return items, passed
            return [], passed
        finally:
            slot.release()

    async def _last_seq(self, gid: str) -> int:
        """The game's last event seq; NotFound without the game."""
        last = await self.store.last_seq(gid)
        if last is None:
            raise NotFound()
        return last

    async def page(self, gid: str, after: int, limit: int, wait_s: float = 0, field: str = "after") -> EventPageStored:
        """Events with ``seq > after`` (at most ``limit``). With ``wait_s`` > 0 and none
        yet, waits (a watcher slot, at most ``long_poll_max_s``) for the first to land.
        ``after`` past the game's last event is :class:`CursorPastEnd` (naming ``field``),
        before any wait: the round trip that tells an empty page from a missing game reads
        the last seq too."""
        items = await self.store.events(gid, after, limit)
        if not items:
            check_cursor(after, await self._last_seq(gid), field)
            if wait_s > 0 and self.hub is not None:
                items, _ = await self._wait_hub(gid, after, min(wait_s, self.long_poll_max_s), limit)
            elif wait_s > 0:
                slot = self.slots.take("long_poll")
                try:
                    items = await self.store.wait_events(gid, after, min(wait_s, self.long_poll_max_s), limit)
                finally:
                    slot.release()
        last = items[-1][0] if items else after
        return EventPageStored(events=[msgspec.Raw(e) for _, e in items], last_seq=last)

    async def _wait_hub(self, gid: str, after: int, wait_s: float, limit: int, mafter: int | None = None,
                        reader: Reader | None = None) -> tuple[list[tuple[int, bytes]], list[tuple[int, bytes]]]:
        """A long-poll on the hub: registered first (with ``mafter``: on the table talk
        too), then the backlog read again (what landed meanwhile), then the first entries
        the hub hands over (or none by then): (events, messages after ``mafter``). It ends
        on an event, or on a message ``reader`` may read (the others are passed over)."""
        talk = mafter is not None
        w = await self.hub.join(gid, "long_poll", talk=talk)
        try:
            items = await self.store.events(gid, after, limit)
            got = await self.talk.store.read(gid, mafter, limit) if talk else []
            deadline = asyncio.get_running_loop().time() + wait_s
            while not items and not (got and (reader is None or self._readable(reader, got))):
                left = deadline - asyncio.get_running_loop().time()
                if left <= 0:
                    break
                try:
                    batch = await w.next(left)
                except WatcherClosed:
                    break
                if batch is None:
                    break
                mlast = got[-1][0] if got else mafter
                items = [(s, d) for s, d, tag in batch if tag == EVENTS and s > after][:limit]
                if talk:
                    got += [(s, d) for s, d, tag in batch if tag != EVENTS and s > mlast][:limit - len(got)]
            return items, got
        finally:
            w.release()

    async def _open(self, gid: str, after: int, field: str = "after",
                    talk: tuple[int, str] | None = None) -> str | None:
        """What a stream after ``after`` has to tell: None when the game is over and
        nothing is left after ``after``; ``"over"`` when the game is over (the stream
        tells what is left, then closes); ``"open"`` while it is in play; NotFound
        without the game. ``after`` past the game's last event (the loaded game's
        ``seq``: no round trip more) is :class:`CursorPastEnd` naming ``field``, and so is
        ``talk`` (the message cursor and its name) past the table talk's last message."""
        loaded = await self.store.load(gid)
        if loaded is None:
            raise NotFound()
        check_cursor(after, loaded.seq, field)
        if talk is not None:
            _, ends = await self.talk.store.read_ends(gid, talk[0], 1)
            if ends is None:
                raise NotFound()
            check_cursor(talk[0], ends.message, talk[1], "message")
        summary = loaded.summary
        if summary is None or summary.status not in ("finished", "cancelled"):
            return "open"
        return "over" if await self.store.events(gid, after, 1) else None

    async def live(self, gid: str, after: int, field: str = "after") -> "LiveStream | None":
        """The SSE stream of the log on the hub (None without a hub, or when the game is
        over and nothing is left after ``after``: the API answers 204): the watcher is
        admitted and registered now, before any response starts; its frames go straight
        to the response's ASGI ``send`` (:meth:`LiveStream.run`). ``after`` past the last
        event: :class:`CursorPastEnd` (naming ``field``), before the stream starts."""
        if self.hub is None:
            return None
        state = await self._open(gid, after, field)
        if state is None:
            return None
        return LiveStream(self, gid, after, await self.hub.join(gid, "sse"), over=state == "over")

    async def stream(self, gid: str, after: int, reader: Reader | None = None, messages_after: int = 0,
                     fields: tuple[str, str] = ("after", "messages_after"),
                     ) -> tuple[AsyncIterator[tuple[int | str, bytes] | None], object] | None:
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
        game's stream open: it closes after the end as without it.

        A cursor past the end of its log (``after`` past the last event, ``messages_after``
        past the last message) is :class:`CursorPastEnd` naming its name in ``fields``,
        before the stream starts: else it would wait for what the log already holds, and
        never tell the game's end."""
        state = await self._open(gid, after, fields[0],
                                 (messages_after, fields[1]) if reader is not None else None)
        if state is None:
            return None
        over = state == "over"
        if self.hub is not None:
            w = await self.hub.join(gid, "sse", talk=reader is not None)
            if reader is not None:
                return self._follow_talk_hub(gid, after, reader, messages_after, w, over), w
            return self._follow_hub(gid, after, w, over), w
        slot = self.slots.take("sse")
        if reader is not None:
            return self._follow_talk(gid, after, reader, messages_after, slot, over), slot
        return self._follow(gid, after, slot, over), slot

    async def after_terminal(self, gid: str, last: int) -> list[tuple[int, bytes]]:
        """What the write that ended the game added after its end event (seq ``last``)."""
        return await self.store.events(gid, last, STREAM_BATCH)

    async def _follow_hub(self, gid: str, after: int, w: Watcher,
                          over: bool = False) -> AsyncIterator[tuple[int, bytes] | None]:
        """The stream on the hub: the backlog from the stream (the watcher is registered
        already, so nothing committed from now on is missed), then what the hub hands
        over, dropping what the backlog already told; ends after the game's end, or when
        the hub closes the watcher (the client resumes with ``Last-Event-ID``)."""
        try:
            last, ended = after, False
            while True:                       # the backlog
                items = await self.store.events(gid, last, STREAM_BATCH)
                if not items:
                    break
                for seq, data in items:
                    last = seq
                    yield seq, data
                    if is_terminal(data):
                        ended = True
                        break
                if ended or len(items) < STREAM_BATCH:
                    break
            if over and not ended:            # resumed after the end: what was left is told
                return
            while not ended:
                try:
                    batch = await w.next(self.keepalive_s)
                except WatcherClosed:
                    return
                if batch is None:
                    yield None
                    continue
                for seq, data, _ in batch:
                    if seq > last:
                        last = seq
                        yield seq, data
                        if is_terminal(data):
                            ended = True
                            break
            for seq, data in await self.after_terminal(gid, last):
                yield seq, data
        finally:
            w.release()

    async def _follow_talk_hub(self, gid: str, after: int, reader: Reader, mafter: int,
                               w: Watcher, over: bool = False) -> AsyncIterator[tuple[str, bytes] | None]:
        """The stream with the table talk on the hub: the backlog of both streams (the
        watcher follows both already), then what the hub hands over, each stream dropping
        what its own cursor already passed; the ids carry both cursors."""
        try:
            last, mlast = after, mafter
            items = await self.store.events(gid, last, STREAM_BATCH)
            got = await self.talk.store.read(gid, mlast, STREAM_BATCH)
            while True:
                if not items and not got:
                    if over:                  # resumed after the end: what was left is told
                        return
                    try:
                        batch = await w.next(self.keepalive_s)
                    except WatcherClosed:
                        return
                    if batch is None:
                        yield None
                        continue
                    items = [(s, d) for s, d, tag in batch if tag == EVENTS and s > last]
                    got = [(s, d) for s, d, tag in batch if tag != EVENTS and s > mlast]
                for seq, raw in got:
                    mlast = seq
                    if reader.may_read(decode_message(raw)):
                        yield f"{last}:{mlast}", message_event(raw)
                for seq, data in items:
                    last = seq
                    yield f"{last}:{mlast}", data
                    if is_terminal(data):
                        for seq2, data2 in await self.after_terminal(gid, last):
                            last = seq2
                            yield f"{last}:{mlast}", data2
                        return
                if len(items) == STREAM_BATCH or len(got) == STREAM_BATCH:   # a long backlog: read on
                    items = await self.store.events(gid, last, STREAM_BATCH)
                    got = await self.talk.store.read(gid, mlast, STREAM_BATCH)
                else:
                    items, got = [], []
        finally:
            w.release()

    async def _follow_talk(self, gid: str, after: int, reader: Reader, mafter: int,
                           slot, over: bool = False) -> AsyncIterator[tuple[str, bytes] | None]:
        try:
            last, mlast = after, mafter
            items = await self.store.events(gid, last, STREAM_BATCH)
            got = await self.talk.store.read(gid, mlast, STREAM_BATCH)
            while True:
                if not items and not got:
                    if over:                  # resumed after the end: what was left is told
                        return
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
                    for seq, data in await self.after_terminal(gid, last):
                        last = seq
                        yield f"{last}:{mlast}", data
                    return
                items, got = [], []
        finally:
            slot.release()

    async def _follow(self, gid: str, after: int, slot,
                      over: bool = False) -> AsyncIterator[tuple[int, bytes] | None]:
        try:
            last = after
            items = await self.store.events(gid, last, STREAM_BATCH)
            while True:
                if not items:
                    if over:                  # resumed after the end: what was left is told
                        return
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
                    for seq, data in await self.after_terminal(gid, last):
                        yield seq, data
                    return
                items = []
        finally:
            slot.release()


class LiveStream:
    """One SSE stream of a game's log on the hub (:meth:`EventFeed.live`): :meth:`run`
    sends it on an ASGI connection; ``release`` gives its watcher back (idempotent)."""

    def __init__(self, feed: EventFeed, gid: str, after: int, w: Watcher, over: bool = False) -> None:
        self.feed, self.gid, self.after, self.w = feed, gid, after, w
        self.over = over          # the game was over at the start: the backlog is all there is

    def release(self) -> None:
        self.w.release()

    async def run(self, send, receive, chunk_send=None) -> None:
        """The body: the backlog (read and sent here), then live (the hub writes each new
        event's frame to ``chunk_send``, default ``send``; a keep-alive comment after
        ``keepalive_s`` without one); ends, with the last chunk on ``send``, after the
        game's end and what its write added after it, when the hub closes the watcher (the
        client resumes with ``Last-Event-ID``) or when the client goes away."""
        feed, gid, w = self.feed, self.gid, self.w
        send_chunk = chunk_send or send
        body = {"type": "http.response.body", "more_body": True}
        gone = asyncio.ensure_future(_disconnected(receive))
        try:
            last, ended = self.after, False
            while not ended:                   # the backlog
                items = await feed.store.events(gid, last, STREAM_BATCH)
                if not items:
                    break
                frames = []
                for seq, data in items:
                    last = seq
                    frames.append(frame(seq, data))
                    if is_terminal(data):
                        ended = True
                        break
                if not await _unless_done(send_chunk({**body, "body": b"".join(frames)}), w.done, gone):
                    if gone.done():
                        return
                    ended = False          # closed meanwhile: ends below with its reason
                    break
                if len(items) < STREAM_BATCH:
                    break
            reason = "terminal"
            if not ended and self.over:        # resumed after the end: what was left is told
                reason = "over"
            elif not ended:
                w.go_live(send_chunk, last)
                keepalive = feed.keepalive_s
                while not w.done.done():
                    left = w.last_write + keepalive - time.monotonic()
                    if left <= 0:
                        w.write(KEEPALIVE)
                        continue
                    await asyncio.wait((w.done, gone), timeout=left, return_when=asyncio.FIRST_COMPLETED)
                    if gone.done():
                        return
                reason = w.done.result()
                last = w.last
                if w.busy is not None:        # the end's frame (or a keep-alive) still being sent
                    if reason == "terminal":
                        await asyncio.wait((w.busy, gone), return_when=asyncio.FIRST_COMPLETED)
                        if gone.done():
                            return
                    else:
                        w.busy.cancel()
            if reason == "terminal":
                tail = await feed.after_terminal(gid, last)
                if tail:
                    await send_chunk({**body, "body": b"".join(frame(seq, data) for seq, data in tail)})
            w.release()
            await asyncio.wait_for(send({"type": "http.response.body", "body": b"", "more_body": False}), 5.0)
        finally:
            gone.cancel()
            w.release()


async def _unless_done(sending, done: asyncio.Future, gone: asyncio.Future) -> bool:
    """Await the send ``sending`` unless the watcher is closed (``done``) or the client
    goes (``gone``) first: then it is cancelled and False."""
    task = asyncio.ensure_future(sending)
    await asyncio.wait((task, done, gone), return_when=asyncio.FIRST_COMPLETED)
    if task.done():
        task.result()
        return True
    task.cancel()
    return False


async def _disconnected(receive) -> None:
    """Returns once the client has gone (``http.disconnect``)."""
    while (await receive())["type"] != "http.disconnect":
        pass
