"""Quick play (issue 33): an account **seeks** a game ("1821, 3 seats, rated, anyone near
my rating") and the server pairs it with other accounts' seeks of the same game.

**Compatible seeks** ask for the same ``kind``, ``seats``, ``options`` (as the kind reads
them: defaults left out, so ``{}`` and ``{"scenario": 1}`` are one Ottomans game),
``clock`` and ``rated``; they belong to different accounts; and each account's rating
``mu`` of the kind (when it sought; a new account 25) is inside every other's
``rating_range`` (absolute ``{min, max}``, inclusive; null bounds nothing). A seek waits
at most :data:`SEEK_TTL_S` seconds (then ``expired``); an account holds at most
:data:`MAX_OPEN_SEEKS` waiting seeks (409 ``too_many_seeks``).

**Matching** happens when a seek is posted: the poster's one ``seeks.lua`` call looks
among the oldest waiting seeks of its pool (:data:`~server.store.seeks.SCAN_MAX`) for
``seats - 1`` partners that fit it and each other (a depth-first search in age order,
so the oldest fitting seeks win) and, if it finds them, **claims** all of them at once:
they leave the waiting lists and a match record ``<game id> <seek of seat 0> ...`` is
written with a lease of :data:`LEASE_S` seconds (``BATTLE1821_SEEK_LEASE_S``) (the seats' order is shuffled). A
compatible set can only appear when a seek arrives (ranges never widen, nothing else
adds seeks), and the arriving seek searches for it in the same atomic call that adds
it, so no periodic matching is needed; two API processes posting at once are serialised
by Redis and can never claim one seek twice. One seek gives one seat in one game; an
account's seeks are never matched with each other.

**Finishing a match** (:meth:`Seeks.finish`): make the game with the match's game id,
every seat held by its seek's account under its name (:meth:`~.lobby.Lobby.create_game`
``seated``), its seat tokens derived, not drawn: HMAC-SHA256 under the deployment's
account hash key (:meth:`~.accounts.AccountService.mac`) of the seek, game and seat, so
every process that finishes the match makes the same tokens and the token is never
stored (only its hash, in the game, as every seat token); a new hash key (which revokes
every API key too) changes what ``GET /seeks/{id}`` shows for seeks matched before it. Then one ``done`` call marks
the seeks ``matched`` and appends each account's ``seek_matched`` event (``seek_id``,
``game_id``, ``seat``; never the token: ``GET /seeks/{id}`` shows it to its account)
and lists the game among the account's games, all at once.

**No lost seek.** The claim and the game are two writes, so a process can die between
them (or between the game and ``done``). The match record outlives it: every API process
sweeps every :data:`SWEEP_S` seconds (:meth:`Seeks.sweep`), and a match whose lease ran
out is taken by one sweeper (a new lease, in the same call) and finished by it: the game
is made unless a game of that id exists (then it is the one the dead process made: same
seats, same tokens), and ``done`` runs once (a second finisher's ``done`` finds the
match gone and tells nobody twice). A match whose game cannot be made at all (its kind
no longer hosted, its options no longer valid) cancels its seeks (``fail``). The same
sweep expires old seeks and forgets the records of seeks finished an hour ago.

Fault points (:mod:`server.faults`, no-ops unless a test plugin is installed):
``seek.claimed`` (a post claimed a match, before its game is made) and ``seek.created``
(the game made, before ``done``): ``tests/api/test_seeks_live.py`` SIGKILLs an API
process at each.

Errors: 400 ``unknown_kind`` / ``invalid_options`` (as game creation: the kind's registry
decodes the options), 400 ``invalid_request`` (``seats`` outside the kind's range, a
clock inside ``options``, ``rating_range`` with ``min > max``), 401/403 (the key, scope
``play`` or a bot account's ``bot``), 404 ``seek_not_found`` (also another account's
seek), 409 ``too_many_seeks``, 409 ``seek_matched`` (cancelling a seek that was matched)."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import secrets
import time
from datetime import datetime, timezone
from typing import Callable

import msgspec

from server import faults
from server.logging import get_logger
from server.store.accounts import EVENTS_KEPT
from server.store.seeks import Claimed, SeekRecord, SeekStore

from . import tokens
from .account_models import (
    CreateSeek,
    OpenSeekStored,
    RatingRange,
    SeekListStored,
    SeekStored,
)
from .accounts import AccountService, Principal
from .errors import (
    Conflict,
    DomainError,
    IdempotencyKeyReused,
    InvalidRequest,
    NotFound,
)
from .listing import check_kind
from .lobby import GameExists, Lobby, _options_of, _raw_as, kind_named
from .models import CreateGame, PlayerIn
from .ratings import MU

log = get_logger("battle1821.seeks")
_enc = msgspec.json.Encoder()

SEEK_TTL_S = 600
"""A seek waits this long (10 minutes) for partners, then expires: post it again."""
MAX_OPEN_SEEKS = 3
"""Waiting seeks one account may hold at once (409 ``too_many_seeks``)."""
LEASE_S = 15
"""A claimed match whose game is not made within this time (seconds) is finished by a sweep:
the default of ``Seeks(lease_s=...)`` (``BATTLE1821_SEEK_LEASE_S``)."""
SWEEP_S = 2.0
"""Every API process sweeps this often (:meth:`Seeks.sweep`)."""
SWEEP_BATCH = 100


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def pool_of(kind: str, seats: int, rated: bool, options: bytes) -> str:
    """The pool of compatible seeks: 16 hex digits of a hash of the kind, seats, rated
    and the kind's canonical options JSON (the clock included)."""
    return hashlib.sha256(b"%s\n%d\n%d\n%s" % (kind.encode(), seats, rated, options)).hexdigest()[:16]


def _with_clock(kind, options, clock_raw: bytes | None):
    """The kind's ``Options`` with the seek's clock in them (400 ``invalid_options`` when
    the kind has no clock, or refuses this one)."""
    if clock_raw is None:
        return options
    try:
        return msgspec.convert({**msgspec.to_builtins(options), "clock": msgspec.json.decode(clock_raw)}, kind.Options)
    except msgspec.ValidationError as exc:
        raise InvalidRequest(f"Invalid clock for {kind.NAME}: {exc}", code="invalid_options", field="clock") from None


def seek_id_of(account_id: str, key: str) -> str:
    """The id of the seek an account posts with ``Idempotency-Key: key``: ``sk_`` and 16
    hex digits of a SHA-256 of both (the key is scoped to its account)."""
    return "sk_" + hashlib.sha256(f"seek-id|{len(account_id)}:{account_id}|{key}".encode()).hexdigest()[:16]


def _sought(rec: SeekRecord) -> tuple:
    """What a seek asks for (its request, decoded): a repeat with the same key must ask the same."""
    return (rec.kind, rec.seats, bytes(rec.options), bytes(rec.clock), rec.rated, rec.rating_min, rec.rating_max)


def seat_token(mac: Callable[[bytes], bytes], seek_id: str, gid: str, seat: int) -> tuple[str, str]:
    """(token, sha256 hex) of the seat ``seat`` of the match game ``gid`` for the seek
    ``seek_id``: ``<game id>.<seat>.<HMAC-SHA256 of the three, url-safe base64>`` under the
    deployment's account hash key (``mac``): the same in every process, stored nowhere."""
    digest = mac(f"seek-seat:{seek_id}:{gid}:{seat}".encode())
    tok = f"{gid}.{seat}.{base64.urlsafe_b64encode(digest).decode().rstrip('=')}"
    return tok, tokens.hash_token(tok)


class Seeks:
    """The quick-play use cases over the accounts' store and the lobby."""

    def __init__(self, accounts: AccountService, lobby: Lobby, lease_s: float = LEASE_S) -> None:
        """``lease_s``: seconds of the lease of the matches this process claims or takes
        over (``BATTLE1821_SEEK_LEASE_S``)."""
        self.accounts = accounts
        self.lobby = lobby
        self.lease_ms = int(lease_s * 1000)
        self.store = SeekStore(accounts.store.r, accounts.store.keys)

    # -- the account's seeks
    async def create(self, who: Principal, req: CreateSeek, decode: Callable | None = None,
                     key: str | None = None) -> SeekStored:
        """Post a seek and look for its partners at once: the seek as its account sees
        it (``matched`` with its game when partners were waiting).

        ``key`` (an ``Idempotency-Key``, scoped to the account): the seek's id is derived
        from the account and the key (:func:`seek_id_of`), so a repeat finds the seek the
        first request posted (``seeks.lua`` answers a known id as its first call did and
        writes nothing) and answers it as it is now: a retry after a lost answer never
        leaves a second waiting seek. Another game sought with the same key is
        :class:`IdempotencyKeyReused`. The key holds while the seek's record is kept (an
        hour after the seek ends, :data:`~server.store.seeks.RECORD_KEEP_MS`); later, the
        same key posts a new seek."""
        kind = kind_named(req.kind)
        lo, hi = kind.SEATS
        if not lo <= req.seats <= hi:
            raise InvalidRequest(f"A game of {kind.NAME} has {lo} to {hi} seats, not {req.seats}.", field="seats")
        raw = _raw_as(decode, req.options, kind.Options, "options") if decode is not None else req.options
        options = _options_of(kind, raw)
        if getattr(options, "clock", None) is not None:
            raise InvalidRequest("Give a seek's clock as `clock`, not inside `options`.", field="options.clock")
        clock_raw = _enc.encode(req.clock) if req.clock is not None else None
        full = _with_clock(kind, options, clock_raw)
        rr = req.rating_range
        if rr is not None and rr.min is not None and rr.max is not None and rr.min > rr.max:
            raise InvalidRequest("rating_range: min is above max.", field="rating_range")
        if rr is not None and rr.min is None and rr.max is None:
            rr = None
        mine = who.account.ratings.get(kind.NAME)
        now_ms = int(time.time() * 1000)
        exp_ms = now_ms + SEEK_TTL_S * 1000
        rec = SeekRecord(id=seek_id_of(who.account.id, key) if key is not None else f"sk_{secrets.token_hex(8)}",
                         account=who.account.id, name=who.account.name,
                         bot=who.account.bot, kind=kind.NAME, seats=req.seats,
                         options=msgspec.Raw(_enc.encode(options)), rated=req.rated,
                         rating=mine.mu if mine is not None else MU, created_at=_iso(now_ms),
                         expires_at=_iso(exp_ms), expires_ms=exp_ms,
                         clock=msgspec.Raw(clock_raw if clock_raw is not None else b"null"),
                         rating_min=rr.min if rr else None, rating_max=rr.max if rr else None)
        pool = pool_of(kind.NAME, req.seats, req.rated, _enc.encode(full))
        got = await self.store.post(rec, pool, now_ms, MAX_OPEN_SEEKS, f"m_{secrets.token_hex(8)}",
                                    secrets.token_hex(8), self.lease_ms, [secrets.SystemRandom().random()
                                                                            for _ in range(4)])
        if got is False:
            raise Conflict(f"An account holds at most {MAX_OPEN_SEEKS} waiting seeks; cancel one first.",
                           code="too_many_seeks")
        if key is not None:
            first = await self.store.get(rec.id)
            if first is not None and _sought(first[0]) != _sought(rec):
                raise IdempotencyKeyReused()
        log.info("seek_posted", seek=rec.id, account=rec.account, kind=rec.kind, seats=rec.seats,
                 matched=isinstance(got, Claimed))
        if isinstance(got, Claimed):
            faults.fire("seek.claimed")
            try:
                await self.finish(got)
            except Exception as exc:  # noqa: BLE001 — the match stays claimed: a sweep finishes it
                log.error("seek_match_unfinished", match=got.match_id, game_id=got.game_id, error=repr(exc))
        return await self.get(who, rec.id)

    async def get(self, who: Principal, seek_id: str) -> SeekStored:
        """The account's seek (404 ``seek_not_found`` for another account's)."""
        found = await self.store.get(seek_id)
        if found is None or found[0].account != who.account.id:
            raise NotFound("seek")
        rec, state = found
        status, gid, seat, tok = _status(rec, state), None, None, None
        if state.startswith("matched "):
            _, gid, s = state.split()
            seat = int(s)
            tok = seat_token(await self.accounts.mac_function(), rec.id, gid, seat)[0]
        return SeekStored(id=rec.id, account=rec.account, kind=rec.kind, seats=rec.seats, options=rec.options,
                          clock=rec.clock, rated=rec.rated, rating_range=_range(rec), status=status,  # type: ignore[arg-type]
                          created_at=rec.created_at, expires_at=rec.expires_at, game_id=gid, seat=seat, token=tok)

    async def cancel(self, who: Principal, seek_id: str) -> None:
        """Cancel the account's waiting seek (a cancelled or expired one: nothing to do);
        409 ``seek_matched`` once it is matched (or its game is being made)."""
        found = await self.store.get(seek_id)
        if found is None or found[0].account != who.account.id:
            raise NotFound("seek")
        got = await self.store.cancel(seek_id)
        if got == -1:
            raise NotFound("seek")
        if got == 0:
            raise Conflict("This seek was matched: its game exists (GET /seeks/{seek_id}).", code="seek_matched")
        if got == 1:
            log.info("seek_cancelled", seek=seek_id)

    async def listing(self, kind: str | None, offset: int, limit: int) -> SeekListStored:
        """The waiting seeks (of ``kind``; 400 ``unknown_kind`` for a kind this server does
        not host, as ``GET /games``), oldest first, without anything secret."""
        check_kind(kind)
        recs, total = await self.store.listing(kind, offset, limit)
        now_ms = int(time.time() * 1000)
        seeks = [OpenSeekStored(id=r.id, account=r.account, name=r.name, bot=r.bot, kind=r.kind, seats=r.seats,
                                options=r.options, clock=r.clock, rated=r.rated, rating_range=_range(r),
                                rating=r.rating, created_at=r.created_at, expires_at=r.expires_at)
                 for r in recs if r.expires_ms > now_ms]
        return SeekListStored(seeks=seeks, offset=offset, limit=limit, total=total,  # type: ignore[arg-type]
                              next_offset=offset + limit if offset + limit < total else None)

    # -- matches
    async def finish(self, c: Claimed) -> bool:
        """Make the claimed match's game (unless it exists) and mark its seeks matched,
        telling each account; True when this call did it. A match whose game cannot be
        made (a domain error: its kind or options refused) cancels its seeks."""
        recs = await self.store.records(c.seeks)
        accs = [await self.accounts.store.get(r.account) if r is not None else None for r in recs]
        try:
            if any(r is None for r in recs) or any(a is None for a in accs):
                raise InvalidRequest("A seek or account of the match is gone.")
            first = recs[0]
            assert first is not None
            kind = kind_named(first.kind)
            clock = bytes(first.clock) if bytes(first.clock) != b"null" else None
            options = _with_clock(kind, _options_of(kind, msgspec.json.decode(bytes(first.options))), clock)
            version = await self.lobby.ctx.store.version(c.game_id)
            if version is None:
                version = await self._create(c, kind.NAME, first, options, accs)   # type: ignore[arg-type]
                faults.fire("seek.created")
        except DomainError as exc:
            if await self.store.fail(c.match_id):
                log.error("seek_match_failed", match=c.match_id, game_id=c.game_id, error=exc.detail)
            return False
        at = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        seats = []
        for seat, (sid, rec) in enumerate(zip(c.seeks, recs)):
            assert rec is not None
            body = _enc.encode({"type": "seek_matched", "game_id": c.game_id, "seat": seat, "version": version,
                                "at": at, "data": {"seek_id": sid, "game_id": c.game_id, "seat": seat,
                                                   "kind": rec.kind, "rated": rec.rated}})
            seats.append((sid, rec.account, b"," + body[1:]))
        done = await self.store.done(c.match_id, c.game_id, seats, EVENTS_KEPT, int(time.time() * 1000))
        if done:
            log.info("seek_matched", match=c.match_id, game_id=c.game_id, seats=len(seats))
        return done

    async def _create(self, c: Claimed, kind: str, first: SeekRecord, options, accs) -> int:
        mac = await self.accounts.mac_function()
        req = CreateGame(kind=kind, seats=first.seats, players=[PlayerIn(name=a.name) for a in accs],
                         rated=first.rated, options=options)
        try:
            g = await self.lobby.create_game(req, game_id=c.game_id, seated=accs,
                                             seat_token=lambda gid, seat: seat_token(mac, c.seeks[seat], gid, seat))
            return g.version
        except GameExists:
            return await self.lobby.ctx.store.version(c.game_id) or 1

    async def sweep(self) -> int:
        """Expire old seeks, forget old records, and finish every match whose lease ran
        out (its process died, or is very late): the matches finished."""
        expired, forgotten, taken = await self.store.sweep(SWEEP_BATCH, self.lease_ms)
        if expired or forgotten:
            log.info("seeks_swept", expired=expired, forgotten=forgotten)
        n = 0
        for c in taken:
            log.warning("seek_match_taken_over", match=c.match_id, game_id=c.game_id)
            try:
                n += await self.finish(c)
            except Exception as exc:  # noqa: BLE001 — the next lease takes it again
                log.error("seek_match_unfinished", match=c.match_id, game_id=c.game_id, error=repr(exc))
        return n

    async def run_sweeps(self, every_s: float = SWEEP_S) -> None:
        """Sweep forever (an API process's background task; cancelled at shutdown)."""
        while True:
            try:
                await self.sweep()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 — Redis away for a while: try again next time
                log.error("seek_sweep_failed", error=repr(exc))
            await asyncio.sleep(every_s)


def _range(rec: SeekRecord) -> RatingRange | None:
    if rec.rating_min is None and rec.rating_max is None:
        return None
    return RatingRange(min=rec.rating_min, max=rec.rating_max)


def _status(rec: SeekRecord, state: str) -> str:
    if state == "open":
        return "expired" if rec.expires_ms <= int(time.time() * 1000) else "waiting"
    if state.startswith("claimed"):
        return "waiting"
    if state.startswith("matched"):
        return "matched"
    return state
