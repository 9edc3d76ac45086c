"""An account's event stream (issue 33): what happens to the account across all its games,
for a player or a bot that keeps one connection instead of one per game.

**Events** (JSON ``{"seq", "type", "game_id", "seat", "version", "at", "data"}``):
``game_started`` (every seat of a game the account holds a seat of is taken: setup
began), ``your_turn`` (the game now waits on the account's seat; ``data`` as the webhook's:
``round``, ``phase``, ``step``, ``decision``), ``ally_requested`` (1821: an Ally is asked of
the seat, R18), ``game_ended`` (finished or cancelled; ``data``: ``status``, ``winners``,
``end_reason``, ``round``), ``challenge`` / ``challenge_declined`` (:mod:`.challenges`),
``seek_matched`` (one of the account's seeks was matched and its game created:
:mod:`.seeks`; ``data``: ``seek_id``, ``game_id``, ``seat``, ``kind``, ``rated``; never the
seat token). ``seq`` numbers the account's events 1, 2, ...; the last
:data:`~server.store.accounts.EVENTS_KEPT` are kept.

**Written** after each game commit that tells a seat held by an account something
(:func:`tell`, the same triggers as the webhooks: :func:`server.service.webhooks.notifications`),
into the account's stream (``account_event.lua``, which publishes on the stream's channel).
A game whose seats hold no account costs nothing (no Redis call). Telling never fails the
write it follows.

**Read** as a page that waits (long-poll, ``after`` + ``timeout_s``) or as an endless SSE
stream (``Last-Event-ID`` resumes), both following the process's fan-out
(:class:`~server.service.fanout.Hub`: the account's stream is one more feed of it; no
Redis connection per reader), or, without the fan-out, a blocking ``XREAD`` on the stream
pool. In order, gap-free, no duplicates: the watcher registers before the backlog is
read, and what the backlog told is dropped from what the hub hands over."""

from __future__ import annotations

import time
from typing import AsyncIterator

import msgspec

from server.logging import get_logger
from server.store.accounts import AccountStore

from .errors import check_cursor
from .fanout import Hub, WatcherClosed
from .watchers import WatchSlots
from .webhooks import notifications

log = get_logger("battle1821.account_events")
BATCH = 200
TYPES = ("game_started", "your_turn", "ally_requested", "game_ended", "challenge", "challenge_declined", "seek_matched")
"""Every event type of an account's stream (the challenges' are written by
:mod:`.challenges`, ``seek_matched`` by :mod:`.seeks`)."""
_enc = msgspec.json.Encoder()


def account_notes(before, after, events: list, version: int) -> list[tuple[int, str, dict]]:
    """What a commit ``before -> after`` tells each seat (pure): the webhooks' notes and
    ``game_started`` to every seat when the game left the lobby."""
    notes = notifications(before, after, events, version)
    if after is not None and after.status not in ("lobby", "finished") and \
            (before is None or before.status == "lobby"):
        notes = [(seat, "game_started", {"seats": after.seats}) for seat in range(after.seats)] + notes
    return notes


def _tail(gid: str, seat: int, kind: str, version: int, data: dict) -> bytes:
    """The event's JSON after ``{"seq":<n>``."""
    body = _enc.encode({"type": kind, "game_id": gid, "seat": seat, "version": version,
                        "at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "data": data})
    return b"," + body[1:]


async def tell(store, gid: str, version: int, meta, before, after, events: list) -> int:
    """Append what the commit tells the seats held by accounts to their streams; the
    number of events written. ``store``: the game store (its client and key prefix);
    ``meta``: the game's :class:`~server.store.GameMeta` (its ``accounts``). Never raises."""
    accounts = getattr(meta, "accounts", None) or []
    if not any(accounts):
        return 0
    try:
        notes = account_notes(before, after, events, version)
        held = [(accounts[seat], seat, kind, data) for seat, kind, data in notes
                if seat < len(accounts) and accounts[seat]]
        if not held:
            return 0
        astore = AccountStore(store.r, store.keys)
        for aid, seat, kind, data in held:
            await astore.post_event(aid, _tail(gid, seat, kind, version, data))
        return len(held)
    except Exception as exc:  # noqa: BLE001 — an account event never fails a game write
        log.error("account_event_failed", game_id=gid, version=version, error=repr(exc))
        return 0


class AccountFeed:
    """The reads of the accounts' event streams; ``long_poll_max_s`` caps a page's wait, a
    stream yields None (a keep-alive) after ``keepalive_s`` without events."""

    def __init__(self, store: AccountStore, slots: WatchSlots, long_poll_max_s: float, keepalive_s: float,
                 hub: Hub | None = None, streams=None) -> None:
        self.store = store
        self.slots = slots
        self.long_poll_max_s = long_poll_max_s
        self.keepalive_s = keepalive_s
        self.hub = hub
        self.streams = streams     # the blocking readers' client (without the hub)

    async def page(self, aid: str, after: int, limit: int, wait_s: float,
                   field: str = "after") -> list[tuple[int, bytes]]:
        """The events after ``after`` (at most ``limit``); none yet: wait up to ``wait_s``
        (capped by ``long_poll_max_s``) for the first. ``after`` past the account's last
        event is :class:`~server.service.errors.CursorPastEnd` (naming ``field``), before
        any wait (the last seq read with the page: no round trip more)."""
        items, last = await self.store.read_events_to_end(aid, after, limit)
        check_cursor(after, last, field)
        wait_s = min(max(wait_s, 0.0), self.long_poll_max_s)
        if items or wait_s <= 0:
            return items
        if self.hub is not None:
            w = await self.hub.join_account(self.store.keys.account_events(aid), "long_poll")
            try:
                items = await self.store.read_events(aid, after, limit)   # what came before the watcher
                if items:
                    return items
                try:
                    batch = await w.next(wait_s)
                except WatcherClosed:
                    batch = None
                return [(seq, data) for seq, data, _ in batch or () if seq > after][:limit]
            finally:
                w.release()
        slot = self.slots.take("long_poll")
        try:
            return await self._xread(aid, after, wait_s, limit)
        finally:
            slot.release()

    async def _xread(self, aid: str, after: int, wait_s: float, limit: int) -> list[tuple[int, bytes]]:
        key = self.store.keys.account_events(aid)
        res = await self.streams.xread({key: f"{after}-0"}, count=limit, block=max(1, int(wait_s * 1000)))
        out = []
        for _, entries in res or ():
            for eid, fields in entries:
                eid = eid.decode() if isinstance(eid, bytes) else eid
                out.append((int(eid.split("-", 1)[0]), fields[b"m"] if b"m" in fields else fields["m"]))
        return out

    async def stream(self, aid: str, after: int,
                     field: str = "after") -> tuple[AsyncIterator[tuple[int, bytes] | None], object]:
        """``(events, slot)``: an endless iterator of ``(seq, event JSON)`` after ``after``,
        None for a keep-alive; ``slot`` the watcher slot it holds (taken now, released when
        the iterator closes, and idempotently by ``slot.release()``). ``after`` past the
        account's last event is :class:`~server.service.errors.CursorPastEnd` (naming
        ``field``), before the stream starts: it would skip every event up to it."""
        if after > 0:          # one round trip before the stream starts
            check_cursor(after, (await self.store.read_events_to_end(aid, after, 1))[1], field)
        if self.hub is not None:
            w = await self.hub.join_account(self.store.keys.account_events(aid), "sse")
            return self._follow_hub(aid, after, w), w
        slot = self.slots.take("sse")
        return self._follow(aid, after, slot), slot

    async def _follow_hub(self, aid: str, after: int, w) -> AsyncIterator[tuple[int, bytes] | None]:
        try:
            last = after
            while True:                          # the backlog (the watcher is registered already)
                items = await self.store.read_events(aid, last, BATCH)
                for seq, data in items:
                    last = seq
                    yield seq, data
                if len(items) < BATCH:
                    break
            while True:
                try:
                    batch = await w.next(self.keepalive_s)
                except WatcherClosed:
                    return                       # the client resumes with Last-Event-ID
                if batch is None:
                    yield None
                    continue
                for seq, data, _ in batch:
                    if seq > last:
                        last = seq
                        yield seq, data
        finally:
            w.release()

    async def _follow(self, aid: str, after: int, slot) -> AsyncIterator[tuple[int, bytes] | None]:
        try:
            last = after
            while True:
                items = await self._xread(aid, last, self.keepalive_s, BATCH)
                if not items:
                    yield None
                for seq, data in items:
                    last = seq
                    yield seq, data
        finally:
            slot.release()
