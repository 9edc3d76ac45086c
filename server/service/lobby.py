"""The lobby's use cases: create a game of a kind, take a seat (or fill it with a server
bot), and the host's cancel. Each write is load (one round trip) -> engine -> one CAS
commit (one round trip, :func:`~server.service.steps.commit_step`); nothing is written
unless the whole change is."""

from __future__ import annotations

import hashlib
import secrets
import time
from typing import Callable, NamedTuple

import msgspec
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from gamekinds import registry
from gamekinds.contract import GameKind, PositionError

from server.logging import bind, get_logger
from server.records.record import GameState
from server.store import GameMeta, PhaseRecord
from server.store.accounts import AccountRecord, AccountStore
from server.store.records import (
    GameOrigin,
    IdempotentReply,
    SeatJoin,
    decode_reply,
    encode_reply,
)

from . import account_events, seats, tokens
from .accounts import seat_accounts
from .context import Context
from .errors import (
    Conflict,
    DomainError,
    Forbidden,
    GameCancelled,
    IdempotencyKeyExpired,
    IdempotencyKeyReused,
    InvalidPosition,
    InvalidRequest,
    StaleVersion,
    Unauthorized,
)
from .models import (
    Cancelled,
    ComputerSeat,
    CreateGame,
    GameCreated,
    Joined,
    JoinGame,
    SeatToken,
)
from .names import check_name
from .phases import now_iso
from .refusals import game_over
from .replays import Replays
from .steps import commit_step, settle
from .versions import Expected, require, write

log = get_logger("battle1821.service")
_enc = msgspec.json.Encoder()


class GameExists(Exception):
    """A game of the id given to :meth:`Lobby.create_game` is stored already (a match's
    game made by another process: :mod:`.seeks`); never an API answer."""


def new_game_id() -> str:
    return secrets.token_hex(8)


CREATE_KEY_MIN, CREATE_KEY_MAX = 16, 200
"""An ``Idempotency-Key`` of ``POST /games``: 16-200 characters (without ``Authorization``
the key alone scopes the stored answer, so it must be an unguessable secret: a UUIDv4)."""


class CreateKey:
    """The ``Idempotency-Key`` of one ``POST /games``, in the scope of the request's bearer
    (``scope``: the ``Authorization`` credential, '' without one). ``game_id``: the game
    the key makes (16 hex digits of a SHA-256 of scope and key: a repeat finds the same
    game, and its record lives in that game's hash slot, written by the game's creating
    commit); ``record``: the digest that names the stored answer in that game's
    idempotency hashes; the answer's body (it holds the tokens) is stored sealed with
    ChaCha20-Poly1305 (``cryptography``) under a third digest of scope and key, so only a
    holder of the key reads it (the store keeps neither the key nor that digest)."""

    __slots__ = ("_secret", "game_id", "record")

    def __init__(self, scope: str, key: str) -> None:
        if not (CREATE_KEY_MIN <= len(key) <= CREATE_KEY_MAX):
            raise InvalidRequest(f"Idempotency-Key must have {CREATE_KEY_MIN}-{CREATE_KEY_MAX} characters "
                                 "(an unguessable secret: a UUIDv4).", code="invalid_idempotency_key",
                                 field="Idempotency-Key")
        base = f"{len(scope)}:{scope}|{key}".encode()
        self.game_id = hashlib.sha256(b"create-game-id|" + base).hexdigest()[:16]
        self.record = hashlib.sha256(b"create-record|" + base).hexdigest()[:32]
        self._secret = hashlib.sha256(b"create-secret|" + base).digest()

    def seal(self, body: bytes) -> bytes:
        """``body`` sealed under the key's secret: a random 12-byte nonce, then the
        ChaCha20-Poly1305 ciphertext and tag (:meth:`open` reads it)."""
        nonce = secrets.token_bytes(12)
        return nonce + ChaCha20Poly1305(self._secret).encrypt(nonce, body, None)

    def open(self, sealed: bytes) -> bytes:
        """The body :meth:`seal` sealed under this key's secret (``cryptography``'s
        ``InvalidTag`` when another key sealed it or it was altered)."""
        return ChaCha20Poly1305(self._secret).decrypt(sealed[:12], sealed[12:], None)


class CreatedOnce(NamedTuple):
    """The answer to a ``POST /games`` with an ``Idempotency-Key``, first or replayed:
    201, ``ETag`` of ``version``, ``Location`` ``/games/<id>``, ``body`` the
    :class:`GameCreated` JSON, byte for byte the first."""

    id: str
    version: int
    body: bytes


def _replayed(once: CreateKey, gid: str, record: bytes | None, req_hash: bytes) -> CreatedOnce:
    """The first answer to ``once`` from its stored ``record`` (None: the key's game is
    stored without it, past its TTL: 409 ``idempotency_key_expired``); another request
    than the first (``req_hash``) is :class:`IdempotencyKeyReused`."""
    if record is None:
        raise IdempotencyKeyExpired()
    reply = decode_reply(record)
    if reply.request_hash != req_hash:
        raise IdempotencyKeyReused()
    log.info("game_create_replayed", game_id=gid)
    return CreatedOnce(gid, reply.version, once.open(reply.body))


def kind_named(name: str | None) -> GameKind:
    """The game kind ``name`` (None: the default kind); 400 ``unknown_kind`` naming the kinds."""
    try:
        return registry.get(name)
    except registry.UnknownKind:
        raise InvalidRequest(f"No game kind {name!r}; the kinds are {', '.join(registry.names())} (GET /kinds).",
                             code="unknown_kind", field="kind") from None


def _seats_of_request(kind: GameKind, req: CreateGame) -> int:
    """The seats of a new game: ``seats``, or the position's (the kind's ``SEATS`` range)."""
    lo, hi = kind.SEATS
    seats = req.seats
    if req.position is not None:
        if seats is not None and seats != req.position.seats:
            raise InvalidPosition(f"'seats' ({seats}) differs from the position's seats ({req.position.seats}).")
        seats = req.position.seats
    if seats is None:
        raise InvalidRequest(f"'seats' ({lo}-{hi}) is required unless a 'position' is given.", field="seats")
    if not lo <= seats <= hi:
        raise InvalidPosition(f"A game of {kind.NAME} has {lo} to {hi} seats, not {seats}.")
    if len(req.players) > seats:
        raise InvalidRequest(f"{len(req.players)} players named for {seats} seats.", field="players")
    return seats


def check_bot(kind: GameKind, bot: str | None, field: str) -> None:
    """400 ``invalid_request`` naming ``field`` when ``bot`` (a server bot's name, the API's
    enum) is no policy of the game's kind (``kind.POLICIES``): a computer seat or takeover
    the kind cannot play would be played by the worker's random fallback instead."""
    if bot is not None and bot not in kind.POLICIES:
        raise InvalidRequest(f"A game of {kind.NAME} offers the server bots {', '.join(sorted(kind.POLICIES))}, "
                             f"not {bot!r}.", field=field)


def _options_of(kind: GameKind, options):
    """``options`` (None, the kind's ``Options`` or its JSON object) as the kind's ``Options``;
    400 ``invalid_options`` naming the fault."""
    if options is None:
        return kind.Options()
    if isinstance(options, kind.Options):
        return options
    try:
        return msgspec.convert(msgspec.to_builtins(options), kind.Options)
    except msgspec.ValidationError as exc:
        raise InvalidRequest(f"Invalid options for {kind.NAME}: {exc}", code="invalid_options", field="options") \
            from None


def _raw_as(decode: Callable, raw, typ, field: str):
    """A raw JSON member (``msgspec.Raw``) as ``typ`` by ``decode``; None for absent or ``null``."""
    if raw is None or bytes(raw) in (b"", b"null"):
        return None
    return decode(raw, typ, field)



def _from_position(kind: GameKind, req: CreateGame, names: list[str], seed: str, options) -> GameState:
    try:
        position = req.position if isinstance(req.position, kind.Position) else \
            msgspec.convert(msgspec.to_builtins(req.position), kind.Position)
        s = kind.from_position(position, seed, options, seed_chosen=req.seed is not None)
        for i, n in enumerate(names):
            if n:
                s.players[i].name = n
        kind.decode_state(kind.encode_state(s))  # every bound holds (a position could carry anything)
    except PositionError as exc:
        raise InvalidPosition(exc.detail, code=exc.code, ruling=exc.ruling) from None
    except (msgspec.ValidationError, ValueError, TypeError, IndexError, KeyError, OverflowError) as exc:
        raise InvalidPosition(f"Position rejected: {exc}") from None
    return s



async def after_join(ctx: Context, gid: str, step, before, s: GameState, ev: list) -> None:
    """What a committed join tells, a seat joined through ``POST /games/{id}/players`` or
    a rematch's seat taken (``POST /games/{id}/rematch``): the hand-off to the workers, the
    seats' webhooks (``your_turn`` when the join started the game, docs/api/webhooks.md)
    and the accounts' events (``game_started``). ``before``: the loaded game before the
    join (its state decoded again only for the accounts)."""
    await ctx.handoff.after_commit(gid, s, step.version, step)
    await ctx.webhooks.notify(gid, step.version, None, s, ev)
    if step.meta.accounts:
        await account_events.tell(ctx.store, gid, step.version, step.meta, before.decoded(), s, ev)


class Lobby:
    """Create, join and cancel over the context's store."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    async def create_game(self, req: CreateGame, decode: Callable | None = None,
                          account: AccountRecord | None = None, invited: list[str | None] | None = None,
                          game_id: str | None = None, seated: list[AccountRecord] | None = None,
                          seat_token: Callable[[str, int], tuple[str, str]] | None = None,
                          once: CreateKey | None = None) -> GameCreated | CreatedOnce:
        """A new game of ``req.kind`` at version 1; :class:`InvalidPosition` /
        :class:`InvalidRequest` for inconsistent seats, players or position (the kind's
        ``POSITION_CHECKS``),
        400 ``unknown_kind``. ``options`` and ``position`` given as raw JSON (the API's
        :class:`CreateGameIn`) are decoded by ``decode(raw, type, field)`` as the kind's
        ``Options`` and ``Position``. ``account``: the caller's account (its API key, checked
        by the caller for the scope that plays), which takes ``req.account_seat`` under its
        own name (400 naming ``account_seat`` when that is no human seat of ``players``;
        :class:`Unauthorized` for ``account_seat`` without an account). ``invited[seat]``
        (a challenge's): the account only which may take that seat.

        Quick play's matches (:mod:`.seeks`) make their game idempotently: ``game_id``
        the id chosen when the match was claimed (:class:`GameExists` when a game of
        that id is stored: made already), ``seated`` every seat's account (``players``
        then names them all; the caller lists the game in each account's games),
        ``seat_token(game_id, seat)`` -> (token, sha256) the seats' tokens.

        ``once`` (an ``Idempotency-Key``): the game gets the key's id, and its creating
        commit also stores the answer under the key (one Lua call in the game's slot: the
        game never exists without its answer, nor the answer without its game); a repeat
        with the same request (decoded: key order and whitespace aside) finds it in that
        same call (or in the load that precedes it: one round trip more, which also finds
        the key's game archived) and returns it (:class:`CreatedOnce`, the same bytes; with
        ``account``, listing the game in the account's games again if a crash left it out,
        :meth:`_replay`), another request is
        :class:`IdempotencyKeyReused`; the key's game stored without its answer (past
        ``BATTLE1821_IDEMPOTENCY_TTL_S``) is :class:`Conflict` ``idempotency_key_expired``."""
        kind = kind_named(req.kind)
        if decode is not None:
            req = msgspec.structs.replace(req, options=_raw_as(decode, req.options, kind.Options, "options"),
                                          position=_raw_as(decode, req.position, kind.Position, "position"))
        req_hash = hashlib.sha256(_enc.encode(req)).hexdigest()[:8].encode() if once is not None else b""
        if req.account_seat is not None:
            if account is None:
                raise Unauthorized("'account_seat' needs an account's API key: 'Authorization: Bearer <key>'.")
            if req.account_seat >= len(req.players) or req.players[req.account_seat].bot is not None:
                raise InvalidRequest("'account_seat' must be a seat of 'players' that is not a server bot's.",
                                     field="account_seat")
            players = list(req.players)
            players[req.account_seat] = msgspec.structs.replace(players[req.account_seat], name=account.name)
            req = msgspec.structs.replace(req, players=players)
        n_seats = _seats_of_request(kind, req)
        for i, p in enumerate(req.players):
            check_name(p.name, f"players[{i}].name")
            check_bot(kind, p.bot, f"players[{i}].bot")
        for i, pp in enumerate(getattr(req.position, "players", ())):
            check_name(pp.name, f"position.players[{i}].name")
        gid = once.game_id if once is not None else game_id or new_game_id()
        bind(game_id=gid)
        if once is not None:
            # a repeat answers from here; a game of the key's id archived (its live keys gone)
            # is found here too, so that no commit makes a new game of its id
            stored = await self.ctx.store.load(gid, once.record)
            if stored is not None:
                return await self._replay(once, gid, stored, stored.idem, req_hash, account)
        seed = req.seed if req.seed is not None else secrets.token_hex(16)
        options = _options_of(kind, req.options)
        names = [p.name for p in req.players] + [""] * (n_seats - len(req.players))
        ev: list = []
        if req.position is not None:
            s = _from_position(kind, req, names, seed, options)
        else:
            s = kind.new_game(n_seats, seed, options, names, seed_chosen=req.seed is not None)
        names_at_creation = [p.name for p in s.players]
        host_tok, host_hash = tokens.new_token(gid, None)
        seat_hashes: list[str | None] = [None] * n_seats
        bots: list[str | None] = [None] * n_seats
        out_players = []
        computers = []
        for i, p in enumerate(req.players):
            tok, h = seat_token(gid, i) if seat_token is not None else tokens.new_token(gid, i)
            seat_hashes[i] = h
            if p.bot is not None:       # nobody holds a computer seat's token
                bots[i] = p.bot
                computers.append(ComputerSeat(seat=i, name=p.name, bot=p.bot))
            else:
                holder = seated[i].id if seated else account.id if account and i == req.account_seat else None
                out_players.append(SeatToken(seat=i, name=p.name, token=tok, account=holder))
        at = now_iso()
        held: list[str | None] = []
        if account is not None and req.account_seat is not None:
            held = seat_accounts([], n_seats, req.account_seat, account.id, req.same_account)
        if seated:
            held = [a.id for a in seated]
        meta = GameMeta(created_at=at, host=host_hash, seat_tokens=seat_hashes, bots=bots if any(bots) else [],
                        clock=seats.new_clock(s), kind=kind.NAME, accounts=held, rated=req.rated,
                        same_account=req.same_account, invited=list(invited or []))
        if s.status == "lobby" and all(seat_hashes):
            s, ev = kind.start(s)
            s = settle(s, ev)
        step = commit_step(None, gid, s, ev, at=at, meta=meta)
        step.commit.origin = _enc.encode(GameOrigin(
            rules=kind.RULES_VERSION, names=list(names_at_creation),
            position=msgspec.Raw(_enc.encode(req.position)) if req.position is not None else None))
        created = GameCreated(id=gid, kind=kind.NAME, version=step.version, status=s.status, seats=n_seats,
                              seed_sha256=s.seed_sha256, host_token=host_tok, players=out_players,
                              computer_seats=computers, open_seats=[i for i, h in enumerate(seat_hashes) if h is None])
        body = b""
        if once is not None:
            body = _enc.encode(created)
            step.commit.idem_key = once.record
            step.commit.idem_record = encode_reply(IdempotentReply(201, step.version, req_hash, 0, once.seal(body)))
        await self.ctx.handoff.note_bot_turn(gid, step)
        res = await self.ctx.store.commit(step.commit)
        if not res.ok:
            if once is not None:        # a concurrent request with the key made it first
                return await self._replay(once, gid, None, res.replay, req_hash, account)
            if game_id is not None:     # a match's game made already
                raise GameExists(gid)
            raise Conflict("Game id collision, retry.")     # a 64-bit id collision: practically never
        job = await self.ctx.handoff.after_commit(gid, s, step.version, step)
        if held:    # told first, then listed: a listed game's creation was told (a replay's repair)
            await account_events.tell(self.ctx.store, gid, step.version, meta, None, s, ev)
            if account is not None:
                await self._note_account_game(account.id, gid)
        log.info("game_created", game_id=gid, kind=kind.NAME, seats=n_seats, from_position=req.position is not None,
                 automatic_job=job)
        return CreatedOnce(gid, step.version, body) if once is not None else created

    async def _replay(self, once: CreateKey, gid: str, stored, record: bytes | None, req_hash: bytes,
                      account: AccountRecord | None) -> CreatedOnce:
        """:func:`_replayed`, and with ``account`` (the key's scope is its API key) the
        game listed in the account's games again when the account holds a seat of it
        (``stored``: the game as loaded, else loaded here): the first request lists it
        after its commit, so a crash between the two left it out, and the client's retry
        with the key repairs it (at the game's ``created_at``; a listed game keeps its time).
        The creation's events in the account's stream (``game_started``, ``your_turn``: a
        game created full) are told before it is listed, so a game the repair lists may
        have missed them too: unless the stream holds an event of the game at its creating
        version, they are told now, from the state at that version."""
        created = _replayed(once, gid, record, req_hash)
        if account is not None:
            loaded = stored if stored is not None else await self.ctx.store.load(gid)
            if loaded is not None and account.id in (loaded.meta.accounts or ()):
                astore = AccountStore(self.ctx.store.r, self.ctx.store.keys)
                if await astore.add_game(account.id, gid, seats.ms_of(loaded.meta.created_at), nx=True) and \
                        not await astore.told(account.id, gid, created.version):
                    await self._tell_creation(gid, loaded, created.version)
        return created

    async def _tell_creation(self, gid: str, loaded, version: int) -> None:
        """The account events of the game's creating commit (version ``version``), told
        again by a repair: from the state at that version (the game may have gone on). A
        record that does not rebuild it is logged; the replayed answer goes out all the same."""
        try:
            s = loaded.decoded() if loaded.version == version else await Replays(self.ctx).state_at(gid, version)
        except DomainError as exc:
            log.warning("game_create_untold", game_id=gid, version=version, error=exc.detail)
            return
        if s is not None:
            await account_events.tell(self.ctx.store, gid, version, loaded.meta, None, s, [])

    async def join(self, gid: str, req: JoinGame, expected: Expected | None, token: str | None = None,
                   account: AccountRecord | None = None) -> Joined:
        """Take an open seat; setup starts when every seat is taken (R5-R8). With ``bot``
        the seat becomes a computer seat (the host token is required: 401/403), played
        by that server bot; nobody gets its token (``token`` is empty). Under
        ``If-Match: *`` a lost commit is planned again (:func:`versions.write`).
        ``account``: the caller's account (its API key, checked by the caller), which
        holds the seat under its own name; 409 ``account_seated`` when it holds another
        seat of the game and the host did not allow it (``same_account``). The seat
        token is issued all the same."""
        if account is not None:
            if req.bot is not None:
                raise Forbidden("Only the host token may fill a seat with a server bot.")
            req = msgspec.structs.replace(req, name=account.name)
        check_name(req.name, "name")
        joined = await write(expected, lambda: self._join(gid, req, expected, token, account))
        if account is not None:
            await self._note_account_game(account.id, gid)
        return joined

    async def _note_account_game(self, account_id: str, gid: str) -> None:
        """The game joins the account's list of games (``GET /accounts/{id}/games``)."""
        await AccountStore(self.ctx.store.r, self.ctx.store.keys).add_game(account_id, gid, int(time.time() * 1000))

    async def _join(self, gid: str, req: JoinGame, expected: Expected | None, token: str | None,
                    account: AccountRecord | None = None) -> Joined:
        loaded = await self.ctx.load(gid)
        meta = loaded.meta
        if req.bot is not None and tokens.identify(gid, meta, token) != tokens.HOST:
            raise Forbidden("Only the host token may fill a seat with a server bot.")
        if meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        open_seats = [i for i in seats.open_seats(meta)
                      if seats.at_seat(meta.invited, i) in (None, account.id if account is not None else None)]
        if req.seat is not None:
            if req.seat not in open_seats:
                raise Conflict(f"Seat {req.seat} is not open.", code="seat_taken", open_seats=open_seats)
            seat = req.seat
        elif open_seats:
            seat = open_seats[0]
        else:
            raise Conflict("Every seat is taken.", code="game_full")
        if account is not None:
            meta = msgspec.structs.replace(meta, accounts=seat_accounts(
                meta.accounts, len(meta.seat_tokens), seat, account.id, meta.same_account))
        s = loaded.decoded()
        if s.status == "finished":
            raise game_over()
        tok, h = tokens.new_token(gid, seat)
        seat_tokens = list(meta.seat_tokens)
        seat_tokens[seat] = h
        meta = msgspec.structs.replace(meta, seat_tokens=seat_tokens,
                                       joins=[*meta.joins, SeatJoin(seat, loaded.version + 1, req.name)])
        if req.bot is not None:
            check_bot(registry.of_state(s), req.bot, "bot")
            meta = msgspec.structs.replace(meta, bots=seats.with_seat(meta.bots, s.seats, seat, req.bot))
            tok = ""
        if seat < len(s.players):
            s.players[seat].name = req.name
        ev: list = []
        if s.status == "lobby" and all(seat_tokens):
            s, ev = loaded.kind.start(s)
            s = settle(s, ev)
        step = commit_step(loaded, gid, s, ev, at=now_iso(), meta=meta)
        await self.ctx.handoff.note_bot_turn(gid, step)
        res = await self.ctx.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        await after_join(self.ctx, gid, step, loaded, s, ev)
        bind(seat=seat, version=step.version)
        log.info("seat_joined", game_id=gid, seat=seat, version=step.version)
        return Joined(seat=seat, name=req.name, token=tok, version=step.version, status=s.status, bot=req.bot,
                      account=account.id if account is not None else None)

    async def cancel(self, gid: str, token: str | None, expected: Expected | None) -> Cancelled:
        """The host cancels a game that is not over; told on the stream (``game_cancelled``)
        so open streams and long-polls learn it at once. Under ``If-Match: *`` a lost
        commit is planned again (:func:`versions.write`)."""
        return await write(expected, lambda: self._cancel(gid, token, expected))

    async def _cancel(self, gid: str, token: str | None, expected: Expected | None) -> Cancelled:
        loaded = await self.ctx.load(gid)
        if tokens.identify(gid, loaded.meta, token) != tokens.HOST:
            raise Forbidden("Only the host token may cancel a game.")
        if loaded.meta.cancelled:
            raise GameCancelled("This game was already cancelled.")
        require(expected, loaded.version)
        s = loaded.decoded()
        if s.status == "finished":
            raise game_over()
        version = loaded.version + 1
        at = now_iso()
        recs: list[PhaseRecord] = []
        if loaded.phase is not None:
            recs = [msgspec.structs.replace(loaded.phase, status="failed", error="cancelled",
                                            end_version=version, ended_at=at, updated_at=at)]
        cancelled = loaded.kind.GameCancelled(previous_status=s.status, round=s.round)
        step = commit_step(loaded, gid, s, [cancelled], at=at,
                           phases=(recs, None), meta=msgspec.structs.replace(loaded.meta, cancelled=True))
        res = await self.ctx.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        log.info("game_cancelled", game_id=gid, version=version)
        await self.ctx.webhooks.notify(gid, version, s, s, [cancelled])
        await account_events.tell(self.ctx.store, gid, version, loaded.meta, s, s, [cancelled])
        await self.ctx.handoff.archive(gid)
        return Cancelled(id=gid, version=version)
