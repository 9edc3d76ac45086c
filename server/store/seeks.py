"""Quick play's seeks in Redis (``seeks.lua``; the use cases: :mod:`server.service.seeks`).

Every key is one of :data:`SEEK_KEYS` under the accounts' hash tag ``{P:acct}``
(:meth:`~server.store.keys.Keys.seeks`), the slot of the accounts' event streams and game
lists: one script call claims a whole match (every seek of it, or none), and one call
marks a match's seeks matched **and** appends each account's ``seek_matched`` event, so
neither can happen without the other, on a single Redis or a Cluster.

A seek's record (:class:`SeekRecord`) is written once; its state is a short string
(``open``, ``claimed <match id>``, ``matched <game id> <seat>``, ``cancelled``,
``expired``). A **match** is a record ``<game id> <seek id of seat 0> ...`` with a lease
(the ``matches`` sorted set, scored by its deadline) until its game exists; whoever holds
the lease (the process that claimed it, or after its deadline any process's sweep)
creates the game and calls ``done`` (or ``fail``). Records of finished seeks are forgotten
:data:`RECORD_KEEP_MS` after they finished."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

import msgspec

from .keys import Keys

SEEKS_LUA = resources.files("server.store").joinpath("seeks.lua").read_text("utf-8")
SEEK_KEYS = ("rec", "state", "idx", "open", "waiting", "listing", "mine", "matches", "match", "done")
"""The seeks' keys, in ``seeks.lua``'s ``KEYS`` order."""
RECORD_KEEP_MS = 3_600_000
"""A matched, cancelled or expired seek's record is kept an hour (``GET /seeks/{id}``), then forgotten."""
SCAN_MAX = 500
"""A new seek looks for partners among at most this many of its pool's oldest open seeks."""
SEARCH_STEPS = 5000
"""...and tries at most this many candidates (a search over rating ranges for 3-4 seats)."""


class SeekRecord(msgspec.Struct, omit_defaults=True):
    """One seek as stored: who, the game it asks for (``options``: the kind's canonical
    options JSON, without the clock; ``clock`` the clock's JSON, ``null`` for none), the account's
    rating ``mu`` of the kind when it sought, and its times (RFC 3339; ``expires_ms``
    epoch ms)."""

    id: str
    account: str
    name: str
    bot: bool
    kind: str
    seats: int
    options: msgspec.Raw
    rated: bool
    rating: float
    created_at: str
    expires_at: str
    expires_ms: int
    clock: msgspec.Raw = msgspec.Raw(b"null")
    rating_min: float | None = None
    rating_max: float | None = None


_rec_dec = msgspec.json.Decoder(SeekRecord)
_enc = msgspec.json.Encoder()


def _s(v) -> str:
    return v.decode() if isinstance(v, bytes) else v


def _num(v: float | None) -> str:
    return "n" if v is None else f"{v:.6f}"


@dataclass(frozen=True, slots=True)
class Claimed:
    """A match claimed by this call: its id, its game's id, its seeks by seat."""

    match_id: str
    game_id: str
    seeks: list[str]


class SeekStore:
    """The seeks of one key prefix on an async Redis (or Cluster) client."""

    def __init__(self, r, keys: Keys) -> None:
        self.r = r
        self.keys = keys
        self._script = r.register_script(SEEKS_LUA)
        self._k = [keys.seeks(w) for w in SEEK_KEYS]

    async def _call(self, args: list, extra_keys: list[str] = ()):   # type: ignore[assignment]
        return await self._script(keys=[*self._k, *extra_keys], args=args)

    async def post(self, rec: SeekRecord, pool: str, created_ms: int, most: int, match_id: str, game_id: str,
                   lease_ms: int, randoms: list[float]) -> Claimed | bool:
        """Add ``rec`` to its ``pool``, or claim it with compatible open seeks: a
        :class:`Claimed`; True when it waits (open), False when its account holds ``most``
        open seeks already (nothing written). Safe to send twice (redis-py re-sends a
        call whose connection broke): a seek id already stored answers as the first call
        did, or True once it is over."""
        raw = await self._call(["post", rec.id, _enc.encode(rec), rec.account, pool, rec.kind, f"{rec.rating:.6f}",
                                _num(rec.rating_min), _num(rec.rating_max), rec.seats, created_ms, rec.expires_ms,
                                most, match_id, game_id, lease_ms, SCAN_MAX, SEARCH_STEPS,
                                *(f"{x:.9f}" for x in randoms[:4])])
        code = int(raw[0])
        if code == 1:
            return Claimed(_s(raw[1]), _s(raw[2]), [_s(x) for x in raw[3:]])
        return code != 0

    async def cancel(self, seek_id: str) -> int:
        """1 cancelled, 0 claimed or matched (too late), 2 over already, -1 no such seek."""
        return int((await self._call(["cancel", seek_id]))[0])

    async def sweep(self, batch: int, lease_ms: int) -> tuple[int, int, list[Claimed]]:
        """Expire open seeks past their time, forget old records, and take (a new lease
        each) the matches whose lease ran out: (expired, forgotten, matches taken)."""
        raw = await self._call(["sweep", batch, lease_ms, RECORD_KEEP_MS])
        taken = []
        for i in range(2, len(raw) - 1, 2):
            parts = _s(raw[i + 1]).split()
            if parts:
                taken.append(Claimed(_s(raw[i]), parts[0], parts[1:]))
        return int(raw[0]), int(raw[1]), taken

    async def done(self, match_id: str, game_id: str, seats: list[tuple[str, str, bytes]], events_kept: int,
                   now_ms: int) -> bool:
        """The match's game exists: each ``(seek id, account id, event tail)`` of
        ``seats`` (in seat order) becomes matched and its account gets the event and the
        game in its list; False when the match was done (or failed) already."""
        keys = []
        args: list = ["done", match_id, game_id, events_kept, now_ms]
        for sid, aid, tail in seats:
            keys += [self.keys.account_events(aid), self.keys.account_games(aid)]
            args += [sid, tail]
        return int((await self._call(args, keys))[0]) == 1

    async def fail(self, match_id: str) -> bool:
        """The match's game cannot be made: its seeks become cancelled."""
        return int((await self._call(["fail", match_id]))[0]) == 1

    async def get(self, seek_id: str) -> tuple[SeekRecord, str] | None:
        """(record, state) of a seek, or None."""
        async with self.r.pipeline(transaction=False) as p:
            p.hget(self._k[0], seek_id)
            p.hget(self._k[1], seek_id)
            raw, st = await p.execute()
        if raw is None or st is None:
            return None
        return _rec_dec.decode(raw), _s(st)

    async def records(self, ids: list[str]) -> list[SeekRecord | None]:
        if not ids:
            return []
        return [None if v is None else _rec_dec.decode(v) for v in await self.r.hmget(self._k[0], ids)]

    async def listing(self, kind: str | None, offset: int, limit: int) -> tuple[list[SeekRecord], int]:
        """The open seeks (of ``kind``, else of every kind), oldest first, and how many."""
        lo, hi = (f"[{kind}:", f"({kind};") if kind else ("-", "+")
        key = self._k[5]
        total = await self.r.zlexcount(key, lo, hi)
        members = await self.r.zrangebylex(key, lo, hi, start=offset, num=limit)
        ids = [_s(m).rsplit(":", 1)[1] for m in members]
        return [r for r in await self.records(ids) if r is not None], int(total)

    async def pending_matches(self) -> int:
        return int(await self.r.zcard(self._k[7]))
