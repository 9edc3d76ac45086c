"""The table talk of a game in Redis: its own stream ``P:{g}:messages`` (entry ``<n>-0``,
field ``m`` = the message JSON, ``n`` = the message's ``seq``), beside the game's keys and
with its hash tag, but never part of a game commit: posting a message is not a game action,
so it neither bumps the game's version nor touches its hash, and no CAS ever waits on it.

``talk.lua`` posts one message atomically: it checks the game exists, counts the sender's
posts of the last window in ``P:{g}:talk-rate:<sender>`` against the limit (the Redis
server's clock, so every API process counts the same posts), numbers the message
(``XLEN + 1``: the stream is never trimmed) and gives it the game's retention TTL if it has
one, and publishes the message's ``seq`` on the channel named like the stream (the API
processes' fan-out, :mod:`server.service.fanout`, wakes its table-talk watchers on it);
refused, it writes nothing. ``commit.lua`` gives the stream the game's retention TTL when a
commit finishes or cancels the game.

A game moved to the record store (:mod:`server.store.recordstore.move`) takes its messages
along: its pointer hash counts them (``talk``), :meth:`TalkStore.read` reads them from the
store, and a message posted later goes on the stream numbered after them.

For the game's record (the archive keeps a game's messages): :func:`record_messages`
(sync, every message; ``public_only`` for the public export) and
:meth:`TalkStore.record_messages` (async).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

import msgspec
import redis

from .keys import Keys
from .records import Message
from .recordstore.move import talk_items
from .redis_store import COMMIT_TOKEN_TTL_S, LOST_REPLY, OUTCOME_LUA, _stream_items, new_token

TALK_LUA = resources.files("server.store").joinpath("talk.lua").read_text("utf-8")
_dec = msgspec.json.Decoder(Message)
_BATCH = 500


@dataclass(frozen=True, slots=True)
class Posted:
    """``seq``: the new message's number (None when refused); ``retry_ms``: how long until
    the sender may post again (refused over the rate); ``found``: the game exists."""

    seq: int | None
    retry_ms: int = 0
    found: bool = True


@dataclass(frozen=True, slots=True)
class Ends:
    """The last seq of a game's event log (``event``) and of its table talk (``message``);
    0: none yet."""

    event: int
    message: int


def _items(entries) -> list[tuple[int, bytes]]:
    out = []
    for eid, fields in entries:
        if isinstance(eid, bytes):
            eid = eid.decode()
        out.append((int(eid.split("-", 1)[0]), fields[b"m"] if b"m" in fields else fields["m"]))
    return out


def decode(raw: bytes) -> Message:
    return _dec.decode(raw)


def sender_of(seat: int | None) -> str:
    """The rate list's name of a sender: ``<seat>`` or ``h`` (the host)."""
    return "h" if seat is None else str(seat)


def record_messages(redis_client, keys: Keys, gid: str, public_only: bool = False) -> list[Message]:
    """Every message of the game in order (a sync client: the worker, the CLI, the
    archive); ``public_only`` leaves the private ones out (the record's public export)."""
    out: list[Message] = []
    after = 0
    while True:
        items = _items(redis_client.xrange(keys.messages(gid), f"{after + 1}-0", "+", count=_BATCH))
        out.extend(m for m in (decode(raw) for _, raw in items) if not (public_only and m.to_seat is not None))
        if len(items) < _BATCH:
            return out
        after = items[-1][0]


class TalkStore:
    """The table-talk reads and the post of one :class:`~server.store.GameStore` (its
    clients and key prefix; blocking reads on its stream pool)."""

    def __init__(self, store) -> None:
        self.games = store
        self.r = store.r
        self.rs = store.rs
        self.keys: Keys = store.keys
        self._post = self.r.register_script(TALK_LUA)
        self._outcome = self.r.register_script(OUTCOME_LUA)

    async def post(self, gid: str, sender: str, tail: bytes, per_window: int, window_ms: int) -> Posted:
        """Post the message whose JSON after ``{"seq":<n>`` is ``tail`` (``,"at":...}``),
        at most once: as a commit (:meth:`~server.store.GameStore.commit`), the call
        carries a token of its own, so a re-send of a post whose reply was lost answers
        its number, and when no reply comes at all its outcome is asked."""
        k = self.keys
        token_key = k.commit_token(gid, new_token())
        try:
            raw = await self._post(keys=[k.game(gid), k.messages(gid), k.talk_rate(gid, sender), token_key],
                                   args=[tail, per_window, window_ms, COMMIT_TOKEN_TTL_S])
        except LOST_REPLY:
            raw = await self._outcome(keys=[token_key], args=[COMMIT_TOKEN_TTL_S])
            if int(raw[0]) != 1:
                raise
        code = int(raw[0])
        if code == 3:       # only a call given up by outcome.lua: its caller is no longer waiting
            raise redis.ConnectionError("post call given up")
        if code == -1:
            return Posted(None, found=False)
        if code == 0:
            return Posted(None, retry_ms=int(raw[1]))
        return Posted(int(raw[1]))

    async def read(self, gid: str, after: int, limit: int) -> list[tuple[int, bytes]]:
        """Messages with ``seq > after`` (at most ``limit``), as (seq, JSON): those of a game
        moved to the record store from there (the first ``talk`` of its pointer hash),
        the later ones from the stream."""
        return (await self._read(gid, after, limit, ends=False))[0]

    async def read_ends(self, gid: str, after: int, limit: int) -> tuple[list[tuple[int, bytes]], Ends | None]:
        """:meth:`read`, and the ends of the game's two logs read in the same round trip
        (the game hash's ``seq``, the stream's length): None without the game."""
        return await self._read(gid, after, limit, ends=True)

    async def _read(self, gid: str, after: int, limit: int, ends: bool) -> tuple[list[tuple[int, bytes]], Ends | None]:
        k = self.keys
        pipe = self.r.pipeline(transaction=False)
        pipe.hmget(k.game(gid), ("version", "talk", "seq", "arch") if ends else ("version", "talk"))
        pipe.xrange(k.messages(gid), f"{after + 1}-0", "+", count=limit)
        if ends:
            pipe.xlen(k.messages(gid))
        got = await pipe.execute()
        version, stored, *counters = got[0]
        items = _items(got[1])
        if (version is None and not items) or (stored is not None and int(stored) > after):
            items = (await self._stored(gid, after, limit)) + items
        if not ends:
            return items[:limit], None
        seq, arch = counters
        if version is not None:        # talk.lua numbers the next message XLEN + talk + 1
            message = int(got[2]) + int(stored or 0)
        else:                          # no hash: the record store's row holds every message, if any
            if await self.games.archive_of(gid) is None:
                return items[:limit], None
            message = len(await self._stored(gid, 0, 1 << 62))
        event = int(seq) if seq else 0
        if arch is not None or version is None:
            event = await self.games.last_seq_from(gid, version, seq, arch)
            if event is None:
                return items[:limit], None
        return items[:limit], Ends(event, message)

    async def _stored(self, gid: str, after: int, limit: int) -> list[tuple[int, bytes]]:
        arch = await self.games.archive_of(gid)
        if arch is None:
            return []
        if "talk" not in arch.extra:     # decoded from a blob kept in Redis before it moved
            rec = await self.games.records.get(gid)
            arch.extra["talk"] = bytes(rec.talk) if rec is not None else b"[]"
        talk = arch.extra["talk"]
        return [(n, raw) for n, raw in enumerate(talk_items(talk), 1) if n > after][:limit]

    async def one(self, gid: str, seq: int) -> bytes | None:
        items = await self.read(gid, seq - 1, 1) if seq >= 1 else []
        return items[0][1] if items and items[0][0] == seq else None

    async def wait(self, gid: str, events_after: int, messages_after: int, timeout_s: float,
                   limit: int) -> tuple[list[tuple[int, bytes]], list[tuple[int, bytes]]]:
        """Block (on the stream pool) up to ``timeout_s`` for events with ``seq >
        events_after`` or messages with ``seq > messages_after`` (one ``XREAD`` on both
        keys, one slot): (events, messages), both empty after the timeout."""
        ev_key, msg_key = self.keys.events(gid), self.keys.messages(gid)
        res = await self.rs.xread({ev_key: f"{events_after}-0", msg_key: f"{messages_after}-0"}, count=limit,
                                  block=max(1, int(timeout_s * 1000)))
        events: list[tuple[int, bytes]] = []
        messages: list[tuple[int, bytes]] = []
        for key, entries in res or ():
            name = key.decode() if isinstance(key, bytes) else key
            if name == msg_key:
                messages = _items(entries)
            else:     # the log's entries as every reader gets them (stored compact: unpacked)
                events = _stream_items(entries)
        return events, messages

    async def record_messages(self, gid: str, public_only: bool = False) -> list[Message]:
        """As :func:`record_messages`, on the async client."""
        out: list[Message] = []
        after = 0
        while True:
            items = await self.read(gid, after, _BATCH)
            out.extend(m for m in (decode(raw) for _, raw in items) if not (public_only and m.to_seat is not None))
            if len(items) < _BATCH:
                return out
            after = items[-1][0]
