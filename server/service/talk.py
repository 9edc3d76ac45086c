"""Table talk: players' messages beside the game (``/games/{id}/messages``).

A message goes to everyone at the table or, privately, to one other seat. It is talk, not
play: posting one is no game action, so it needs no ``If-Match``, leaves the game's version
(and every CAS) alone and is stored in the game's own talk stream
(:mod:`server.store.talk`); no rule reads it, so nothing it says changes the game.

Who reads what (:meth:`Reader.may_read`): a seat reads the public messages and the private
ones it sent or got; the host reads the public ones and the private ones it sent; a
spectator (no token) reads the public ones only when the game's ``spectator_talk`` option
is on (off by default: 403 ``messages_hidden``), never a private one. The same rule
filters the message reads, the long-poll and the event stream (``messages=true``), per
caller. A message's ``seq`` counts every message of the game, so a reader sees gaps where
others spoke privately.

Refused, storing nothing: text empty (or only spaces), over 500 characters, or holding a
code point no player name may hold (:func:`gamekinds.text.text_problem`) — 400 naming
``text``; ``to_seat`` the sender's own seat or no seat of the game — 400 naming
``to_seat``; no token — 401; a token of another game — 403 (``field`` ``Authorization``);
more than ``per_minute`` posts of one sender in 60 s — 429 ``too_many_messages`` with
``retry_after`` (the Redis server's clock: every API process counts the same posts).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import msgspec

from gamekinds.text import text_problem

from .names import check_text
from server.logging import get_logger
from server.store import GameStore, Loaded
from server.store.talk import Ends, Posted, TalkStore, decode, sender_of

from . import tokens
from .errors import Forbidden, InvalidRequest, NotFound, TooManyRequests, Unauthorized, check_cursor
from .models import MessagePageStored, PostMessage
from .phases import now_iso

log = get_logger("battle1821.talk")
WINDOW_MS = 60_000
HOST_NAME = "host"
_enc = msgspec.json.Encoder()


@dataclass(frozen=True, slots=True)
class Reader:
    """Who reads the table talk: ``seat`` (a seat number), the host (``host``) or a
    spectator (neither)."""

    seat: int | None = None
    host: bool = False

    def may_read(self, m) -> bool:
        """Whether this reader may read message ``m`` (a :class:`Message`)."""
        if m.to_seat is None:
            return True
        if self.host:
            return m.seat is None
        return self.seat is not None and (m.seat == self.seat or m.to_seat == self.seat)


def message_event(raw: bytes) -> bytes:
    """The ``message`` event (``{"type":"message","message":{...}}``) of a stored message."""
    return b'{"type":"message","message":' + raw + b"}"


def _who(gid: str, loaded: Loaded, token: str | None) -> int:
    try:
        return tokens.identify(gid, loaded.meta, token)
    except (Unauthorized, Forbidden) as exc:
        exc.extra.setdefault("field", "Authorization")
        raise


class TalkService:
    """The table talk of one :class:`GameStore`; ``per_minute`` posts per sender per game."""

    def __init__(self, store: GameStore, per_minute: int = 10, webhooks=None) -> None:
        self.games = store
        self.store = TalkStore(store)
        self.per_minute = max(1, per_minute)
        self.webhooks = webhooks       # server.service.webhooks.Webhooks: ``message`` notifications

    async def _load(self, gid: str) -> Loaded:
        loaded = await self.games.load(gid)
        if loaded is None:
            raise NotFound()
        return loaded

    async def reader(self, gid: str, token: str | None, loaded: Loaded | None = None) -> Reader:
        """The caller as a reader of the game's talk: a seat or host token (401/403 as
        every token), or a spectator without one (403 ``messages_hidden`` unless the game's
        ``spectator_talk`` option is on)."""
        loaded = loaded or await self._load(gid)
        if token is None:
            if not loaded.decoded().options.spectator_talk:   # None or False: off
                raise Forbidden("Spectators may not read this game's table talk (its option `spectator_talk` is "
                                "off); a seat or the host reads it with its token.", code="messages_hidden",
                                field="Authorization")
            return Reader()
        who = _who(gid, loaded, token)
        return Reader(host=True) if who == tokens.HOST else Reader(seat=who)

    async def post(self, gid: str, token: str | None, req: PostMessage) -> msgspec.Raw:
        """Post ``req`` as the token's seat (or the host); the stored message."""
        loaded = await self._load(gid)
        who = _who(gid, loaded, token)
        text = req.text
        if not text.strip():
            raise InvalidRequest("'text' is empty: say something (1-500 characters).", code="empty_text",
                                 field="text")
        if len(text) > 500:   # the decoder's max_length already refuses it; kept for direct callers
            raise InvalidRequest("'text' is longer than 500 characters.", code="text_too_long", field="text")
        why = text_problem(text)
        if why is not None:
            raise InvalidRequest(f"'text': {why}", code="invalid_text", field="text")
        check_text(text, "text")          # the player names' look-alike and invisible rules, per word
        seat = None if who == tokens.HOST else who
        seats = len(loaded.meta.seat_tokens)
        if req.to_seat is not None:
            if req.to_seat >= seats:
                raise InvalidRequest(f"'to_seat' {req.to_seat} is no seat of this game (0-{seats - 1}).",
                                     code="no_such_seat", field="to_seat")
            if req.to_seat == seat:
                raise InvalidRequest("'to_seat' is your own seat: a private message goes to another seat.",
                                     code="message_to_self", field="to_seat")
        s = loaded.decoded()
        name = HOST_NAME if seat is None else (s.players[seat].name if seat < len(s.players) else "")
        body = _enc.encode({"at": now_iso(), "seat": seat, "name": name, "to_seat": req.to_seat, "text": text})
        posted: Posted = await self.store.post(gid, sender_of(seat), b"," + body[1:], self.per_minute, WINDOW_MS)
        if not posted.found:
            raise NotFound()
        if posted.seq is None:
            retry = max(1, math.ceil(posted.retry_ms / 1000))
            raise TooManyRequests(f"At most {self.per_minute} messages per minute from one seat; retry in {retry} s.",
                                  code="too_many_messages", title="Too many messages", retry_after=retry)
        log.info("message_posted", game_id=gid, seat=seat, seq=posted.seq, private=req.to_seat is not None)
        if self.webhooks is not None:     # the seats that may read it, but its sender (issue 23)
            readers = [req.to_seat] if req.to_seat is not None else [i for i in range(seats) if i != seat]
            await self.webhooks.notify_message(gid, posted.seq, readers, {
                "seq": posted.seq, "from_seat": seat, "name": name, "private": req.to_seat is not None,
                "text": text})
        return msgspec.Raw(b'{"seq":%d,' % posted.seq + body[1:])

    async def visible_ends(self, gid: str, reader: Reader, after: int, limit: int,
                           ends: bool = True) -> tuple[list[bytes], int, Ends | None]:
        """(the messages after ``after`` this reader may read, at most ``limit``; the seq
        of the last message looked at, the next ``after``; the ends of the game's logs read
        with the first read: no round trip more, None without the game or unless ``ends``)."""
        out: list[bytes] = []
        last = after
        got_ends = None
        while len(out) < limit:
            if ends:
                items, got_ends = await self.store.read_ends(gid, last, limit)
                ends = False
            else:
                items = await self.store.read(gid, last, limit)
            for seq, raw in items:
                if len(out) >= limit:
                    break
                last = seq
                if reader.may_read(decode(raw)):
                    out.append(raw)
            if len(items) < limit:
                break
        return out, last, got_ends

    async def page(self, gid: str, token: str | None, after: int, limit: int) -> MessagePageStored:
        """The messages with ``seq > after`` the caller may read, oldest first. ``after``
        past the last message is :class:`CursorPastEnd`, as on the events' talk (the ends
        read with the first messages: no round trip more)."""
        reader = await self.reader(gid, token)
        out, last, ends = await self.visible_ends(gid, reader, after, limit)
        if ends is None:
            raise NotFound()
        check_cursor(after, ends.message, "after", "message")
        more = len(out) >= limit and bool(await self.store.read(gid, last, 1))
        return MessagePageStored(messages=[msgspec.Raw(m) for m in out], next_after=last if more else None)

    async def one(self, gid: str, token: str | None, seq: int) -> msgspec.Raw:
        """Message ``seq`` when the caller may read it (404 ``message_not_found`` otherwise:
        a private message of others is not told apart from none)."""
        reader = await self.reader(gid, token)
        raw = await self.store.one(gid, seq)
        if raw is None or not reader.may_read(decode(raw)):
            raise NotFound("message")
        return msgspec.Raw(raw)
