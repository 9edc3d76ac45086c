"""Accounts, their API keys and their ratings in Redis (key names: :class:`Keys`, the
``{P:acct}`` hash tag: one slot, so every script below runs on one Cluster node).

- An account is a hash (``name``, ``bot`` ``0``/``1``, ``created_at``, ``r:<kind>`` the
  :class:`Rating` JSON of each kind it played rated games of); its name is claimed by the
  name's look-alike skeleton (computed by the use cases) in one hash, once, by
  ``account_create.lua`` (two racing creations of one name: one wins, the other writes
  nothing).
- An API key is never stored: only its keyed hash (``digest``, computed by the use cases
  with the deployment's hash key), which maps to ``<account id> <key id>``, and the key's
  :class:`KeyRecord` (label, scopes, time; no secret) in the account's keys hash.
  Revoking deletes both in one ``MULTI``: the next request with the key finds nothing
  (every API process reads Redis on each request; nothing caches a key).
- A finished rated game moves its accounts' ratings once (``account_rate.lua``: a marker
  per game, a compare-and-set on each rating read, the leaderboard and the rating
  histories in the same call).

:class:`AccountStore` is async (the API, and the worker's use cases that archive
finished games)."""

from __future__ import annotations

import secrets
from importlib import resources
from typing import Annotated

import msgspec
from msgspec import Meta, Struct

from .keys import Keys

_files = resources.files("server.store")
CREATE_LUA = _files.joinpath("account_create.lua").read_text("utf-8")
KEY_LUA = _files.joinpath("account_key.lua").read_text("utf-8")
RATE_LUA = _files.joinpath("account_rate.lua").read_text("utf-8")
EVENT_LUA = _files.joinpath("account_event.lua").read_text("utf-8")
EVENTS_KEPT = 1000
"""Events kept per account stream (older ones trimmed)."""
HISTORY_KEPT = 1000
"""Rating changes kept per account (the oldest are dropped past it)."""


class Rating(Struct, forbid_unknown_fields=False):
    """An OpenSkill rating: ``mu`` (the skill's mean), ``sigma`` (its uncertainty), ``games``
    rated games counted; ``ordinal`` = ``mu - 3 sigma`` (the leaderboard's score)."""

    mu: Annotated[float, Meta(description="The skill estimate's mean (OpenSkill; a new account: 25).")]
    sigma: Annotated[float, Meta(description="The skill estimate's uncertainty (OpenSkill; a new account: 25/3).")]
    games: Annotated[int, Meta(ge=0, description="Rated games of this kind counted.")] = 0

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


class KeyRecord(Struct, forbid_unknown_fields=False, omit_defaults=True):
    """One API key as stored (never the key): ``id`` (``key_`` + 16 hex), ``label``,
    ``scopes``, ``created_at`` (RFC 3339) and ``digest`` (its keyed hash: internal, never
    shown)."""

    id: str
    label: str
    scopes: list[str]
    created_at: str
    digest: str = ""


class AccountRecord(Struct, frozen=True):
    """One account: ``id`` (``acc_`` + 16 hex), ``name``, ``bot``, ``created_at`` and its
    ratings by kind."""

    id: str
    name: str
    bot: bool
    created_at: str
    ratings: dict[str, Rating]


class RatingChange(Struct, forbid_unknown_fields=False):
    """One rated game's effect on one account (its rating history)."""

    game_id: str
    kind: str
    at: str
    rank: int
    seats: int
    before: Rating
    after: Rating


_key_dec = msgspec.json.Decoder(KeyRecord)
_rating_dec = msgspec.json.Decoder(Rating)
_change_dec = msgspec.json.Decoder(RatingChange)
_enc = msgspec.json.Encoder()


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def new_account_id() -> str:
    return f"acc_{secrets.token_hex(8)}"


def new_key_id() -> str:
    return f"key_{secrets.token_hex(8)}"


def _account(aid: str, raw: dict) -> AccountRecord | None:
    fields = {_s(k): v for k, v in raw.items()}
    if "name" not in fields:
        return None
    ratings = {k[2:]: _rating_dec.decode(v) for k, v in fields.items() if k.startswith("r:")}
    return AccountRecord(id=aid, name=_s(fields["name"]), bot=_s(fields.get("bot", "0")) == "1",
                         created_at=_s(fields.get("created_at", "")), ratings=ratings)


def _event_items(entries) -> list[tuple[int, bytes]]:
    """(seq, event JSON) of an account stream's entries (XRANGE's answer)."""
    return [(int(_s(eid).split("-", 1)[0]), fields[b"m"] if b"m" in fields else fields["m"]) for eid, fields in entries]


class AccountStore:
    """The accounts of one key prefix on an async Redis client (or Cluster client)."""

    def __init__(self, r, keys: Keys) -> None:
        self.r = r
        self.keys = keys
        self._create = r.register_script(CREATE_LUA)
        self._add_key = r.register_script(KEY_LUA)
        self._rate = r.register_script(RATE_LUA)
        self._event = r.register_script(EVENT_LUA)

    async def post_event(self, aid: str, tail: bytes) -> int:
        """Append the event whose JSON after ``{"seq":<n>`` is ``tail`` to the account's
        stream (``account_event.lua``); its number ``n``."""
        return int(await self._event(keys=[self.keys.account_events(aid)], args=[tail, EVENTS_KEPT]))

    async def read_events(self, aid: str, after: int, limit: int) -> list[tuple[int, bytes]]:
        """The account's events with ``seq > after`` (at most ``limit``), as (seq, JSON)."""
        return _event_items(await self.r.xrange(self.keys.account_events(aid), f"{after + 1}-0", "+", count=limit))

    async def read_events_to_end(self, aid: str, after: int, limit: int) -> tuple[list[tuple[int, bytes]], int]:
        """:meth:`read_events`, and the seq of the account's last event (0: none yet) read
        in the same round trip: its stream's last entry, which a trim keeps
        (``account_event.lua`` numbers the next one after it)."""
        key = self.keys.account_events(aid)
        pipe = self.r.pipeline(transaction=False)
        pipe.xrange(key, f"{after + 1}-0", "+", count=limit)
        pipe.xrevrange(key, "+", "-", count=1)
        entries, last = await pipe.execute()
        return _event_items(entries), (int(_s(last[0][0]).split("-", 1)[0]) if last else 0)

    async def put_challenge(self, cid: str, rec: bytes, invitees: list[str]) -> None:
        """A new challenge: its record and every invitee's answer ``pending``."""
        await self.r.hset(self.keys.challenge(cid), mapping={"rec": rec, **{f"st:{a}": "pending" for a in invitees}})

    async def challenge(self, cid: str) -> tuple[bytes, dict[str, str]] | None:
        """(record JSON, invitee id -> answer), or None."""
        raw = await self.r.hgetall(self.keys.challenge(cid))
        if not raw:
            return None
        fields = {_s(k): v for k, v in raw.items()}
        return fields["rec"], {k[3:]: _s(v) for k, v in fields.items() if k.startswith("st:")}

    async def answer_challenge(self, cid: str, aid: str, answer: str) -> bool:
        """Set ``aid``'s answer when it is still ``pending`` (one Lua-free step: HSET only
        if the field holds ``pending``, in a ``WATCH``ed transaction); False otherwise."""
        k = self.keys.challenge(cid)
        async with self.r.pipeline(transaction=True) as p:
            await p.watch(k)
            if _s(await p.hget(k, f"st:{aid}") or b"") != "pending":
                await p.unwatch()
                return False
            p.multi()
            p.hset(k, f"st:{aid}", answer)
            try:
                await p.execute()
            except Exception:  # noqa: BLE001 — WatchError: another answer came first
                return False
        return True

    async def pepper(self) -> bytes:
        """The deployment's generated hash key (made once, by whichever process asks
        first: ``SET NX``), for deployments whose operator set none."""
        k = self.keys.account_pepper
        await self.r.set(k, secrets.token_hex(32), nx=True)
        return (await self.r.get(k)) or b""

    async def create(self, skeleton: str, rec: AccountRecord, key: KeyRecord) -> str | None:
        """Create the account with its first key; None when created, else the account id
        that holds the name (or a look-alike of it)."""
        k = self.keys
        raw = await self._create(
            keys=[k.account_names, k.account(rec.id), k.key_digest(key.digest), k.account_keys(rec.id)],
            args=[skeleton, rec.id, rec.name, "1" if rec.bot else "0", rec.created_at, key.id,
                  _enc.encode(key), f"{rec.id} {key.id}"])
        return None if int(raw[0]) == 1 else _s(raw[1])

    async def add_key(self, aid: str, key: KeyRecord, most: int) -> int:
        """1 added, 0 the account holds ``most`` keys already, -1 no such account."""
        k = self.keys
        raw = await self._add_key(keys=[k.account(aid), k.account_keys(aid), k.key_digest(key.digest)],
                                  args=[key.id, _enc.encode(key), f"{aid} {key.id}", most])
        return int(raw[0])

    async def by_digest(self, digest: str) -> tuple[AccountRecord, KeyRecord] | None:
        """The account and key record of a key's digest (None: no such key, or revoked)."""
        v = await self.r.get(self.keys.key_digest(digest))
        if v is None:
            return None
        aid, _, kid = _s(v).partition(" ")
        raw_key = await self.r.hget(self.keys.account_keys(aid), kid)
        acc = await self.get(aid)
        if raw_key is None or acc is None:
            return None
        return acc, _key_dec.decode(raw_key)

    async def get(self, aid: str) -> AccountRecord | None:
        return _account(aid, await self.r.hgetall(self.keys.account(aid)))

    async def id_of(self, skeleton: str) -> str | None:
        v = await self.r.hget(self.keys.account_names, skeleton)
        return None if v is None else _s(v)

    async def keys_of(self, aid: str) -> list[KeyRecord]:
        """The account's keys, oldest first."""
        raw = await self.r.hgetall(self.keys.account_keys(aid))
        return sorted((_key_dec.decode(v) for v in raw.values()), key=lambda kr: (kr.created_at, kr.id))

    async def revoke(self, aid: str, kid: str) -> bool:
        """Delete the key and its digest together (``MULTI``); False when no such key."""
        raw = await self.r.hget(self.keys.account_keys(aid), kid)
        if raw is None:
            return False
        rec = _key_dec.decode(raw)
        async with self.r.pipeline(transaction=True) as p:
            p.hdel(self.keys.account_keys(aid), kid)
            p.delete(self.keys.key_digest(rec.digest))
            res = await p.execute()
        return bool(res[0])

    # -- ratings
    async def ratings_of(self, aids: list[str], kind: str) -> list[bytes | None]:
        """The raw rating JSON of ``kind`` of each account (None: unrated)."""
        out = []
        for aid in aids:
            out.append(await self.r.hget(self.keys.account(aid), f"r:{kind}"))
        return out

    async def write_ratings(self, gid: str, kind: str, rows: list[tuple[str, bytes | None, Rating, RatingChange]],
                            marker: str) -> int:
        """``account_rate.lua``: 1 written, 2 the game was rated already, 0 a rating moved
        since it was read (nothing written). ``rows``: (account id, rating JSON read,
        new rating, history entry)."""
        return int((await self._rate(**rate_call(self.keys, gid, kind, rows, marker)))[0])

    async def is_rated(self, gid: str) -> bool:
        return bool(await self.r.exists(self.keys.rated(gid)))

    async def leaderboard(self, kind: str, offset: int, limit: int) -> tuple[list[tuple[AccountRecord, float]], int]:
        """The accounts of ``kind``'s leaderboard, best first, and how many it holds."""
        k = self.keys.leaderboard(kind)
        total = await self.r.zcard(k)
        rows = await self.r.zrevrange(k, offset, offset + limit - 1, withscores=True)
        out = []
        for member, score in rows:
            acc = await self.get(_s(member))
            if acc is not None:
                out.append((acc, float(score)))
        return out, int(total)

    async def history(self, aid: str, offset: int, limit: int) -> tuple[list[RatingChange], int]:
        k = self.keys.rating_history(aid)
        total = await self.r.llen(k)
        raw = await self.r.lrange(k, offset, offset + limit - 1)
        return [_change_dec.decode(v) for v in raw], int(total)

    async def add_game(self, aid: str, gid: str, at_ms: int, *, nx: bool = False) -> bool:
        """The game joins the account's games at ``at_ms``; ``nx``: only when it is not
        listed yet (a repair keeps the time first noted). True when it was not listed."""
        return bool(await self.r.zadd(self.keys.account_games(aid), {gid: at_ms}, nx=nx))

    async def told(self, aid: str, gid: str, version: int) -> bool:
        """True when the account's stream (the events it keeps) holds an event of game
        ``gid`` at ``version`` (a repair's check: is the commit's telling there)."""
        for _seq, data in _event_items(await self.r.xrevrange(self.keys.account_events(aid), "+", "-",
                                                                count=EVENTS_KEPT)):
            ev = msgspec.json.decode(data)
            if ev.get("game_id") == gid and ev.get("version") == version:
                return True
        return False

    async def games(self, aid: str, offset: int, limit: int) -> tuple[list[str], int]:
        """The account's game ids, newest first, and how many it has."""
        k = self.keys.account_games(aid)
        total = await self.r.zcard(k)
        return [_s(g) for g in await self.r.zrevrange(k, offset, offset + limit - 1)], int(total)


def rate_call(keys: Keys, gid: str, kind: str, rows, marker: str) -> dict:
    """The ``keys``/``args`` of one ``account_rate.lua`` call."""
    n = len(rows)
    args: list = [f"r:{kind}", n, marker]
    for aid, old, new, change in rows:
        args += [_s(old) if old is not None else "", _enc.encode(new), new.ordinal, aid, _enc.encode(change)]
    args.append(HISTORY_KEPT)
    return {"keys": [keys.rated(gid), keys.leaderboard(kind), *(keys.account(a) for a, *_ in rows),
                     *(keys.rating_history(a) for a, *_ in rows)], "args": args}


def decode_rating(raw: bytes | str | None) -> Rating | None:
    return None if raw is None else _rating_dec.decode(raw)
