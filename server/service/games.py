"""Use cases of the games: create, join, submit an action, cancel, and every read (views,
seats, legal actions, accepted actions, phases, listings, the board). Each write is load
(one round trip) -> engine -> one CAS commit (one round trip, :func:`commit_step`);
nothing is written unless the whole change is. Results are the Structs of
:mod:`server.service.models`; failures are :mod:`server.service.errors`."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
import time
from typing import Callable

import msgspec

from gamekinds import registry
from gamekinds.contract import GameKind, PositionError, RuleViolation
from server.logging import bind, enabled, get_logger
from server.metrics import action_accepted
from server.records import timeline
from server.records.archive import record_of
from server.records.record import GameRecord, GameState, ReplayError
from server.store import (
    UNSET, Commit, GameMeta, GameStore, IdempotentReply, Loaded, PhaseRecord, decode_reply, encode_reply,
)
from server.store import pending
from server.store.records import GameOrigin, SeatJoin
from server.store.listing import STATUSES, CursorError, Filter, all_seats, created_ms, decode_cursor, encode_cursor, hosted
from server.store.talk import TalkStore
from server.store.workers import live_workers

from . import battles, seats, tokens
from .enqueue import (
    automatic_only, enqueue_archive, enqueue_automatic_phase, enqueue_automatic_phase_async, hand_off_sync,
    needs_hand_off, phase_job_id,
)
from .webhooks import Webhooks
from .errors import (
    Conflict, Forbidden, GameCancelled, IdempotencyKeyReused, InvalidPosition, InvalidRequest, NotFound,
    NotReplayable, RuleBroken, StaleVersion,
)
from .models import (
    ActionAcceptedStored, ActionCheck, ActionPageStored, BattleOut, Cancelled, ComputerSeat, CreateGame, GameCreated,
    GameFacts, GameList, GameView, JoinGame, Joined, LegalActions, PhaseList, Readiness, Rematch, SeatClock, SeatInfo,
    SeatToken, TakenBack,
)
from .names import check_name
from .phases import now_iso
from .steps import action_step, commit_step, automatic_phase_due, settle, take_back_step, takeover_step
from .versions import Expected, require, write

log = get_logger("battle1821.service")
_enc = msgspec.json.Encoder()
_accepted_dec = msgspec.json.Decoder(ActionAcceptedStored)
BENCH_EVENT = b'{"seq":%d,"version":%d,"type":"bench_noop"}'
BENCH_RECORD = b'{"n":%d,"seat":0,"version":%d,"at":"2000-01-01T00:00:00Z","action":{"type":"bench_noop"}}'
MAX_FILTERED_OFFSET = 10_000
"""Deepest ``offset`` of a filtered listing (its cells are merged, so an offset costs its
depth); ``cursor`` pages any depth at the same cost."""


def new_game_id() -> str:
    return secrets.token_hex(8)


def seats_of(s: GameState, meta: GameMeta) -> list[SeatInfo]:
    """Every seat of the game: its player's name (``""`` when none), whether it is taken
    (or reserved for a rematch's player), whether a human or a server bot holds it and
    which bot plays it now (its own, or the one that took it over)."""
    return [SeatInfo(seat=i, name=s.players[i].name if i < len(s.players) else "", taken=h is not None,
                     reserved=h is None and i in meta.reserved,
                     kind=seats.BOT if seats.seat_bot(meta, i) else seats.HUMAN, bot=seats.controller(meta, i),
                     taken_over=bool(seats.at_seat(meta.takeover, i)))
            for i, h in enumerate(meta.seat_tokens)]


def clocks_of(meta: GameMeta, now_ms: int | None = None) -> list[SeatClock] | None:
    """The seats' clocks as the views show them (None without the ``clock`` option)."""
    c = meta.clock
    if c is None:
        return None
    now = int(time.time() * 1000) if now_ms is None else now_ms
    dl = seats.deadline_ms(c)
    return [SeatClock(seat=i, remaining_ms=seats.remaining_now(c, i, now), running=i == c.seat,
                      deadline=seats.iso_of(dl) if i == c.seat and dl is not None else None)
            for i in range(len(c.remaining_ms))]


def listing_filter(status: str | None, seats: int | None, open_seat: bool | None,
                   created_after: str | None, kind: str | None = None) -> Filter:
    """The listing's :class:`Filter`; :class:`InvalidRequest` naming the bad parameter."""
    if status is not None and status not in STATUSES:
        raise InvalidRequest(f"Unknown status {status!r}: one of {', '.join(STATUSES)}.", code="unknown_status",
                             field="status")
    if kind is not None and kind not in hosted():
        raise InvalidRequest(f"This server hosts no game kind {kind!r}: one of {', '.join(hosted())} "
                             "(GET /kinds).", code="unknown_kind", field="kind")
    if seats is not None and seats not in all_seats():
        raise InvalidRequest(f"'seats' is one of {', '.join(map(str, all_seats()))}, not {seats}.",
                             code="invalid_seats", field="seats")
    after_ms = None
    if created_after is not None:
        try:
            after_ms = created_ms(created_after)
        except (ValueError, TypeError, OverflowError):
            raise InvalidRequest("'created_after' must be an RFC 3339 time, e.g. 2026-12-01T10:00:00Z.",
                                 code="invalid_created_after", field="created_after") from None
        if not 0 <= after_ms < 10 ** 13:
            raise InvalidRequest("'created_after' is out of range.", code="invalid_created_after",
                                 field="created_after")
    return Filter(status=status, seats=seats, open_seat=open_seat, created_after_ms=after_ms, kind=kind)


def _page_next(offset: int, limit: int, total: int) -> int | None:
    return offset + limit if offset + limit < total else None


def _game_over() -> Conflict:
    return Conflict("The game is over.", code="game_over")


class GameService:
    """The use cases over one :class:`GameStore` and an RQ queue (``queue`` may be None:
    the Ottoman phase is then left ``queued`` for a watchdog/worker to pick up).
    ``aqueue``: an asyncio client on the queue's Redis (bytes responses) for the
    Ottoman phase's hand-off in one round trip without a thread
    (:func:`enqueue_automatic_phase_async`); None: in a thread like every other hand-off."""

    def __init__(self, store: GameStore, queue=None, *, queue_name: str | None = None,
                 enqueue: Callable[..., str | None] = enqueue_automatic_phase, aqueue=None) -> None:
        self.store = store
        self.queue = queue
        self.aqueue = aqueue
        self.queue_name = queue_name or (queue.name if queue is not None else "")
        self._enqueue = enqueue
        self.webhooks = Webhooks(store, queue)
        self.timeline = timeline.Timeline()

    # ------------------------------------------------------------------ helpers
    async def load(self, gid: str, idem_key: str | None = None) -> Loaded:
        loaded = await self.store.load(gid, idem_key)
        if loaded is None:
            raise NotFound()
        return loaded

    async def _require_game(self, gid: str) -> None:
        if await self.store.version(gid) is None:
            raise NotFound()

    async def hand_off(self, gid: str, s: GameState, version: int, step=None) -> str | None:
        """After a commit: hand what comes next to the workers (:func:`hand_off_sync`:
        the kind's automatic phase when due, a decision timeout, a clock's deadline, a
        server bot's turn). An automatic phase alone in one round trip on the event loop (``aqueue``), anything else in one worker thread, only when needed; never fails
        the request (the worker's watchdog catches what is left undone)."""
        if self.queue is None:
            return None
        if s.status == "finished":
            await self.hand_off_archive(gid)
            return None
        meta = step.meta if step is not None else None
        if not needs_hand_off(s, meta, version):
            return None
        try:
            if self.aqueue is not None and self._enqueue is enqueue_automatic_phase and automatic_only(s, meta, version):
                due = automatic_phase_due(s)
                return await enqueue_automatic_phase_async(self.aqueue, self.queue, gid, due, version=version) \
                    or phase_job_id(gid, due)
            return await asyncio.to_thread(hand_off_sync, self.queue, gid, s, version, meta, self._enqueue)
        except Exception as exc:  # the phase stays 'queued'; the watchdog re-enqueues it
            log.error("enqueue_failed", game_id=gid, version=version, error=repr(exc))
            due = automatic_phase_due(s)
            return phase_job_id(gid, due) if due is not None else None

    async def _note_bot_turn(self, gid: str, step) -> None:
        """Before a commit that leaves the game waiting on a server bot's seat: put the
        game on the watchdog's bot list, so the turn is played even if this process dies
        between the commit and its hand-off. Never fails the request."""
        if self.queue is None or seats.bot_turn(step.state, step.meta) is None:
            return
        try:
            await asyncio.to_thread(pending.note_bot, self.queue.connection, self.queue.name, gid)
        except Exception as exc:  # noqa: BLE001 — the hand-off after the commit notes it too
            log.error("note_bot_failed", game_id=gid, error=repr(exc))

    async def hand_off_archive(self, gid: str) -> None:
        """After the commit that finished or cancelled the game: a worker archives it
        (RQ job; the watchdog's sweep archives any game this missed)."""
        if self.queue is None:
            return
        try:
            await asyncio.to_thread(enqueue_archive, self.queue, gid)
        except Exception as exc:  # the watchdog's sweep archives it later
            log.error("enqueue_failed", game_id=gid, job="archive", error=repr(exc))

    # ------------------------------------------------------------------ create / join
    async def create_game(self, req: CreateGame, decode: Callable | None = None) -> GameCreated:
        """A new game of ``req.kind`` at version 1; :class:`InvalidPosition` /
        :class:`InvalidRequest` for inconsistent seats, players or position (1821: R1, R28),
        400 ``unknown_kind``. ``options`` and ``position`` given as raw JSON (the API's
        :class:`CreateGameIn`) are decoded by ``decode(raw, type, field)`` as the kind's
        ``Options`` and ``Position``."""
        kind = kind_named(req.kind)
        if decode is not None:
            req = msgspec.structs.replace(req, options=_raw_as(decode, req.options, kind.Options, "options"),
                                          position=_raw_as(decode, req.position, kind.Position, "position"))
        n_seats = _seats_of_request(kind, req)
        for i, p in enumerate(req.players):
            check_name(p.name, f"players[{i}].name")
        for i, pp in enumerate(getattr(req.position, "players", ())):
            check_name(pp.name, f"position.players[{i}].name")
        gid = new_game_id()
        bind(game_id=gid)
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
            tok, h = tokens.new_token(gid, i)
            seat_hashes[i] = h
            if p.bot is not None:       # nobody holds a computer seat's token
                bots[i] = p.bot
                computers.append(ComputerSeat(seat=i, name=p.name, bot=p.bot))
            else:
                out_players.append(SeatToken(seat=i, name=p.name, token=tok))
        at = now_iso()
        meta = GameMeta(created_at=at, host=host_hash, seat_tokens=seat_hashes, bots=bots if any(bots) else [],
                        clock=seats.new_clock(s), kind=kind.NAME)
        if s.status == "lobby" and all(seat_hashes):
            s, ev = kind.start(s)
            s = settle(s, ev)
        step = commit_step(None, gid, s, ev, at=at, meta=meta)
        step.commit.origin = _enc.encode(GameOrigin(
            rules=kind.RULES_VERSION, names=list(names_at_creation),
            position=msgspec.Raw(_enc.encode(req.position)) if req.position is not None else None))
        await self._note_bot_turn(gid, step)
        res = await self.store.commit(step.commit)
        if not res.ok:  # a 64-bit id collision: practically never
            raise Conflict("Game id collision, retry.")
        job = await self.hand_off(gid, s, step.version, step)
        log.info("game_created", game_id=gid, kind=kind.NAME, seats=n_seats, from_position=req.position is not None,
                 automatic_job=job)
        return GameCreated(id=gid, kind=kind.NAME, version=step.version, status=s.status, seats=n_seats, seed_sha256=s.seed_sha256,
                           host_token=host_tok, players=out_players, computer_seats=computers,
                           open_seats=[i for i, h in enumerate(seat_hashes) if h is None])

    async def join(self, gid: str, req: JoinGame, expected: Expected | None, token: str | None = None) -> Joined:
        """Take an open seat; setup starts when every seat is taken (R5-R8). With ``bot``
        the seat becomes a computer seat (the host token is required: 401/403), played
        by that server bot; nobody gets its token (``token`` is empty). Under
        ``If-Match: *`` a lost commit is planned again (:func:`versions.write`)."""
        check_name(req.name, "name")
        return await write(expected, lambda: self._join(gid, req, expected, token))

    async def _join(self, gid: str, req: JoinGame, expected: Expected | None, token: str | None) -> Joined:
        loaded = await self.load(gid)
        meta = loaded.meta
        if req.bot is not None and tokens.identify(gid, meta, token) != tokens.HOST:
            raise Forbidden("Only the host token may fill a seat with a server bot.")
        if meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        open_seats = [i for i, h in enumerate(meta.seat_tokens) if h is None and i not in meta.reserved]
        if req.seat is not None:
            if req.seat not in open_seats:
                raise Conflict(f"Seat {req.seat} is not open.", code="seat_taken", open_seats=open_seats)
            seat = req.seat
        elif open_seats:
            seat = open_seats[0]
        else:
            raise Conflict("Every seat is taken.", code="game_full")
        s = loaded.decoded()
        if s.status == "finished":
            raise _game_over()
        tok, h = tokens.new_token(gid, seat)
        seat_tokens = list(meta.seat_tokens)
        seat_tokens[seat] = h
        meta = msgspec.structs.replace(meta, seat_tokens=seat_tokens,
                                       joins=[*meta.joins, SeatJoin(seat, loaded.version + 1, req.name)])
        if req.bot is not None:
            meta = msgspec.structs.replace(meta, bots=seats.with_seat(meta.bots, s.seats, seat, req.bot))
            tok = ""
        if seat < len(s.players):
            s.players[seat].name = req.name
        ev: list = []
        if s.status == "lobby" and all(seat_tokens):
            s, ev = loaded.kind.start(s)
            s = settle(s, ev)
        step = commit_step(loaded, gid, s, ev, at=now_iso(), meta=meta)
        await self._note_bot_turn(gid, step)
        res = await self.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        await self.hand_off(gid, s, step.version, step)
        await self.webhooks.notify(gid, step.version, None, s, ev)
        bind(seat=seat, version=step.version)
        log.info("seat_joined", game_id=gid, seat=seat, version=step.version)
        return Joined(seat=seat, name=req.name, token=tok, version=step.version, status=s.status, bot=req.bot)

    async def take_back(self, gid: str, seat: int, token: str | None, expected: Expected | None) -> TakenBack:
        """The human of ``seat`` takes it back from the server bot that took it over
        (its seat token: 401/403 for another). 409 ``not_taken_over`` when no bot plays
        it for its human, ``seat_in_turn`` while the game waits on the seat (the bot is
        in the middle of its turn or answer: retry in a moment; the human then plays
        from the seat's next turn), ``game_over``/``game_cancelled``."""
        loaded = await self.load(gid)
        who = tokens.require_seat(gid, loaded.meta, token)
        if who != seat:
            raise Forbidden(f"This token holds seat {who}, not seat {seat}.")
        if loaded.meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        s = loaded.decoded()
        if s.status == "finished":
            raise _game_over()
        if not seats.at_seat(loaded.meta.takeover, seat):
            raise Conflict(f"No server bot plays seat {seat} for its human.", code="not_taken_over")
        if seat in registry.of_state(s).waiting_for(s):
            raise Conflict(f"The bot is playing seat {seat}'s turn; take it back once the game waits on another "
                           "seat (you then play from your next turn).", code="seat_in_turn", retry_after=1)
        step = take_back_step(loaded, gid, s, seat, now_iso())
        await self._note_bot_turn(gid, step)
        res = await self.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        await self.hand_off(gid, s, step.version, step)
        log.info("seat_taken_back", game_id=gid, seat=seat, version=step.version)
        return TakenBack(seat=seat, version=step.version, action=step.action)

    # ------------------------------------------------------------------ actions
    async def check_action(self, gid: str, token: str | None, action) -> ActionCheck:
        """Whether ``action`` by the token's seat would be accepted now (a dry run): the
        same checks as :meth:`submit_action` before it applies (cancelled, lobby, Ottoman
        phase) and the engine's legality predicate (``engine.violation``), without
        applying anything (no dice rolled, no version, no event). Tokens and games are
        checked as for a submit (401, 403, 404)."""
        loaded = await self.load(gid)
        action = _decoded(action, loaded)
        seat = tokens.require_seat(gid, loaded.meta, token)
        bind(seat=seat, action=action.__struct_config__.tag)
        s = loaded.decoded()
        try:
            if loaded.meta.cancelled:
                raise GameCancelled()
            _require_playable(s, seat)
            _require_human_plays(gid, loaded.meta, seat)
        except Conflict as c:
            return ActionCheck(accepted=False, version=loaded.version, seat=seat, code=c.code, detail=c.detail,
                               ruling=c.extra.get("ruling"))
        rv = registry.of_state(s).violation(s, seat, action)
        if rv is not None:
            return ActionCheck(accepted=False, version=loaded.version, seat=seat, code=rv.code, detail=rv.detail,
                               ruling=rv.ruling, barrier=rv.barrier)
        return ActionCheck(accepted=True, version=loaded.version, seat=seat)

    async def submit_action(self, gid: str, token: str | None, expected: Expected | None,
                            idem_key: str | None, action) -> ActionAcceptedStored:
        """Apply one action: load (1 round trip) -> engine -> commit (1 round trip).
        An ``Idempotency-Key`` replays the first result for the same action: the
        decoded action is compared (its canonical msgspec encoding), so the same JSON with
        other key order or whitespace replays, another action is
        :class:`IdempotencyKeyReused`. Under ``If-Match: *`` a lost commit is planned
        again on the new version (:func:`versions.write`)."""
        return await write(expected, lambda: self._submit_action(gid, token, expected, idem_key, action))

    async def _submit_action(self, gid: str, token: str | None, expected: Expected | None,
                             idem_key: str | None, action) -> ActionAcceptedStored:
        idem = None
        if idem_key is not None:
            if not (1 <= len(idem_key) <= 200):
                raise InvalidRequest("Idempotency-Key must have 1-200 characters.", code="invalid_idempotency_key",
                                     field="Idempotency-Key")
            idem = hashlib.sha256(f"{token or ''}|{idem_key}".encode()).hexdigest()[:32]
        loaded = await self.load(gid, idem)
        action = _decoded(action, loaded)
        action_json = _enc.encode(action)   # the action record and the idempotency hash
        req_hash = hashlib.sha256(action_json).hexdigest()[:8].encode() if idem is not None else b""
        seat = tokens.require_seat(gid, loaded.meta, token)
        if loaded.idem is not None and not _expired(loaded.idem):
            bind(seat=seat)
            return await self._replay(gid, seat, loaded.idem, req_hash)
        bind(seat=seat, action=action.__struct_config__.tag)
        if loaded.meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        s = loaded.decoded()
        _require_playable(s, seat)
        _require_human_plays(gid, loaded.meta, seat)
        before = s
        at = now_iso()
        if action.__struct_config__.tag == "resign" and s.options.takeover_on_resign and not s.players[seat].resigned \
                and s.status != "finished":
            step, job_id = takeover_step(loaded, gid, s, seat, "resign", at, applied_by=None), None
        else:
            try:
                step, job_id = action_step(loaded, gid, s, seat, action, at=at, action_json=action_json)
            except RuleViolation as rv:
                raise RuleBroken(rv.detail, code=rv.code, ruling=rv.ruling, barrier=rv.barrier) from None
        s, version = step.state, step.version
        waiting = registry.of_state(s).waiting_for(s)
        accepted = ActionAcceptedStored(
            version=version, action=step.action, status=s.status, round=s.round, phase=s.phase, step=s.step,
            waiting_for=waiting, ottoman_job=job_id,
            # the caller's next options from the state in hand: no legal-actions read mid-turn
            legal_actions=registry.of_state(s).legal_actions(s, seat) if seat in waiting else None,
            events=[msgspec.Raw(e) for e in step.events])
        if idem is not None:
            # what a retry needs to answer the same (:meth:`_replay`), not the answer itself
            step.commit.idem_key = idem
            step.commit.idem_record = encode_reply(IdempotentReply(
                201, version, req_hash, step.action,
                b"@%d,%d,%d" % (step.commit.first_seq, len(step.events),
                                (int(time.time()) + self.store.idem_ttl) // 60 + 1)))
        await self._note_bot_turn(gid, step)
        notes = self.webhooks.notes_of(before, s, [], version)
        step.commit.hooks = bool(notes)     # the subscriptions come back with the commit
        res = await self.store.commit(step.commit)
        if not res.ok:
            if res.replay is not None:
                return await self._replay(gid, seat, res.replay, req_hash)
            raise StaleVersion(res.version)
        bind(version=version)
        action_accepted(action.__struct_config__.tag).inc()
        await self.hand_off(gid, s, version, step)
        await self.webhooks.tell_committed(gid, version, notes, res.hooks)
        if enabled(logging.DEBUG):
            log.debug("action_accepted", game_id=gid, seat=seat, version=version, events=len(step.events))
        return accepted

    async def _replay(self, gid: str, seat: int, raw: bytes, req_hash: bytes) -> ActionAcceptedStored:
        """The first answer to an ``Idempotency-Key``, rebuilt from its record (the version,
        the action's number, the seq and count of its events): the events from the log,
        the rest from the state at that version (the record replayed), as
        :meth:`submit_action` built it. A record holding a whole answer (older) is that answer."""
        reply = decode_reply(raw)
        if req_hash and reply.request_hash and reply.request_hash != req_hash:
            raise IdempotencyKeyReused()
        if not reply.body.startswith(b"@"):
            return _accepted_dec.decode(reply.body)
        first, count = (int(x) for x in reply.body[1:].split(b",")[:2])
        items = await self.store.events(gid, first - 1, count) if count else []
        loaded = await self.load(gid)
        if reply.version == loaded.version:
            s = loaded.decoded()
        else:
            x = timeline.at_version(await self._versions(gid), reply.version)
            if x is None:
                raise NotReplayable("This game's record does not replay the first answer.")
            s = x.state
        waiting = registry.of_state(s).waiting_for(s)
        return ActionAcceptedStored(
            version=reply.version, action=reply.n, status=s.status, round=s.round, phase=s.phase, step=s.step,
            waiting_for=waiting, ottoman_job=_job_of(gid, s),
            legal_actions=registry.of_state(s).legal_actions(s, seat) if seat in waiting else None,
            events=[msgspec.Raw(e) for _, e in items])

    async def cancel(self, gid: str, token: str | None, expected: Expected | None) -> Cancelled:
        """The host cancels a game that is not over; told on the stream (``game_cancelled``)
        so open streams and long-polls learn it at once. Under ``If-Match: *`` a lost
        commit is planned again (:func:`versions.write`)."""
        return await write(expected, lambda: self._cancel(gid, token, expected))

    async def _cancel(self, gid: str, token: str | None, expected: Expected | None) -> Cancelled:
        loaded = await self.load(gid)
        if tokens.identify(gid, loaded.meta, token) != tokens.HOST:
            raise Forbidden("Only the host token may cancel a game.")
        if loaded.meta.cancelled:
            raise GameCancelled("This game was already cancelled.")
        require(expected, loaded.version)
        s = loaded.decoded()
        if s.status == "finished":
            raise _game_over()
        version = loaded.version + 1
        at = now_iso()
        recs: list[PhaseRecord] = []
        if loaded.phase is not None:
            recs = [msgspec.structs.replace(loaded.phase, status="failed", error="cancelled",
                                            end_version=version, ended_at=at, updated_at=at)]
        cancelled = loaded.kind.GameCancelled(previous_status=s.status, round=s.round)
        step = commit_step(loaded, gid, s, [cancelled], at=at,
                           phases=(recs, None), meta=msgspec.structs.replace(loaded.meta, cancelled=True))
        res = await self.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        log.info("game_cancelled", game_id=gid, version=version)
        await self.webhooks.notify(gid, version, s, s, [cancelled])
        await self.hand_off_archive(gid)
        return Cancelled(id=gid, version=version)

    # ------------------------------------------------------------------ rematch
    async def rematch(self, gid: str, token: str | None) -> tuple[Rematch, bool]:
        """``POST /games/{gid}/rematch``; returns ``(rematch, created)``.

        With the host token: the rematch of the finished game ``gid``, created on the
        first call (``created``), the same one on every later call: a new game with the
        same seats (names) and the whole options struct, a fresh seed, in the lobby with
        every seat reserved for its old player; both games link to each other (meta
        ``rematch``/``rematch_of``). The link is written first (a CAS on ``gid``), so
        two hosts' calls at once make one rematch, and a call after a crash between the
        two writes completes it. With a seat token of ``gid``: that seat's token in the
        rematch (deriving it from the old token, so asking again gives the same); the
        first such call takes the reserved seat, and when every seat is taken setup runs
        (R5-R8).

        Conflicts (409): ``game_not_over`` before the end (R26), ``game_cancelled``,
        ``no_rematch`` (a seat asks before the host made one), ``rematch_seat_gone``
        (the rematch was cancelled or the seat is no longer held); 401/403 for tokens."""
        loaded = await self.load(gid)
        who = tokens.identify(gid, loaded.meta, token)
        if loaded.meta.cancelled:
            raise GameCancelled("This game was cancelled; only a finished game has a rematch.")
        if loaded.decoded().status != "finished":
            raise Conflict("The game is not over: a rematch comes after its end (R26).", code="game_not_over",
                           ruling="R26")
        if who == tokens.HOST:
            return await self._rematch_for_host(gid, loaded, token)
        return await self._rematch_for_seat(gid, loaded, token, who), False

    async def rematch_of(self, gid: str) -> Rematch:
        """``GET /games/{gid}/rematch``: the rematch of ``gid`` without tokens
        (:class:`NotFound` ``rematch_not_found`` when there is none)."""
        loaded = await self.load(gid)
        new = await self.store.load(loaded.meta.rematch) if loaded.meta.rematch else None
        if new is None:
            raise NotFound("rematch")
        return _rematch_out(gid, new)

    async def _rematch_for_host(self, gid: str, loaded: Loaded, host_token: str) -> tuple[Rematch, bool]:
        for _ in range(8):
            new_id = loaded.meta.rematch
            if new_id is not None:
                new = await self.store.load(new_id) or await self._create_rematch(gid, loaded, new_id, host_token)
                return _rematch_out(gid, new, host_token=rematch_host_token(host_token, new_id)), False
            new_id = new_game_id()
            link = commit_step(loaded, gid, loaded.decoded(), [], at=now_iso(), phases=([], UNSET),
                               meta=msgspec.structs.replace(loaded.meta, rematch=new_id))
            res = await self.store.commit(link.commit)
            if res.ok:
                new = await self._create_rematch(gid, loaded, new_id, host_token)
                log.info("rematch_created", game_id=gid, rematch=new_id)
                return _rematch_out(gid, new, host_token=rematch_host_token(host_token, new_id)), True
            loaded = await self.load(gid)   # another write won: it may be another host's rematch
        raise StaleVersion(loaded.version)

    async def _create_rematch(self, gid: str, old_loaded: Loaded, new_id: str, host_token: str) -> Loaded:
        """Create the rematch game ``new_id`` of ``gid`` (or find it, when another call
        created it first)."""
        old = old_loaded.decoded()
        kind = old_loaded.kind
        options = msgspec.convert(msgspec.to_builtins(old.options), kind.Options)   # the whole struct, copied
        s = kind.new_game(old.seats, secrets.token_hex(16), options, [p.name for p in old.players])
        at = now_iso()
        meta = GameMeta(created_at=at, host=tokens.rematch_token(host_token, new_id, None)[1],
                        seat_tokens=[None] * old.seats, rematch_of=gid, kind=kind.NAME,
                        reserved=[i for i, h in enumerate(old_loaded.meta.seat_tokens) if h is not None])
        step = commit_step(None, new_id, s, [], at=at, meta=meta)
        res = await self.store.commit(step.commit)
        new = await self.store.load(new_id)
        if new is None:  # pragma: no cover - a commit that neither wrote nor found the game
            raise Conflict("The rematch could not be created; retry.", code="rematch_failed")
        if res.ok:
            log.info("game_created", game_id=new_id, seats=old.seats, rematch_of=gid)
        return new

    async def _rematch_for_seat(self, gid: str, loaded: Loaded, old_token: str, seat: int) -> Rematch:
        new_id = loaded.meta.rematch
        if new_id is None:
            raise Conflict("The host has not asked for a rematch of this game yet.", code="no_rematch")
        tok, h = tokens.rematch_token(old_token, new_id, seat)
        for _ in range(8):
            new = await self.store.load(new_id)
            if new is None:
                raise Conflict("The rematch is not there yet; the host's call creates it.", code="no_rematch")
            m = new.meta
            if seat < len(m.seat_tokens) and m.seat_tokens[seat] == h:
                return _rematch_out(gid, new, seat=seat, token=tok)
            if m.cancelled or seat not in m.reserved or m.seat_tokens[seat] is not None:
                raise Conflict("Your seat in the rematch is no longer held for you.", code="rematch_seat_gone")
            s = new.decoded()
            seat_tokens = list(m.seat_tokens)
            seat_tokens[seat] = h
            ev: list = []
            if s.status == "lobby" and all(seat_tokens):
                s, ev = new.kind.start(s)
                s = settle(s, ev)
            step = commit_step(new, new_id, s, ev, at=now_iso(),
                               meta=msgspec.structs.replace(m, seat_tokens=seat_tokens))
            res = await self.store.commit(step.commit)
            if res.ok:   # the next round reads the seat back and answers
                await self.hand_off(new_id, s, step.version)
                log.info("seat_joined", game_id=new_id, seat=seat, version=step.version, rematch_of=gid)
        raise StaleVersion(new.version)

    # ------------------------------------------------------------------ reads
    async def game_view(self, gid: str, token: str | None, at: int | None = None) -> GameView:
        """The game as the token's holder may see it (public without a token); with
        ``at``, as it was at that version (1 .. the current one, else
        :class:`InvalidRequest` ``invalid_at``), rebuilt by replaying its record."""
        loaded = await self.load(gid)
        seat = None
        if token is not None:
            who = tokens.identify(gid, loaded.meta, token)
            seat = None if who == tokens.HOST else who
        s, meta, version = loaded.decoded(), loaded.meta, loaded.version
        if at is not None:
            s, meta, version = await self._at(gid, loaded, at)
        v = registry.of_state(s).view(s, seat)
        if meta.cancelled:  # nothing more happens in a cancelled game
            v = msgspec.structs.replace(v, status="cancelled", waiting_for=[], active_seat=None, pending=None)
        disabled = await self.webhooks.disabled_of(gid, seat) if seat is not None else None
        return GameView(facts=GameFacts(id=gid, kind=meta.kind, version=version, created_at=meta.created_at,
                                        cancelled=meta.cancelled, seats=seats_of(s, meta),
                                        your_seat=seat, clocks=clocks_of(meta), webhooks_disabled=disabled,
                                        rematch=meta.rematch, rematch_of=meta.rematch_of), view=v)

    async def _at(self, gid: str, loaded: Loaded, at: int) -> tuple[GameState, GameMeta, int]:
        """(state, seat metadata, version) of the game at version ``at`` (its record replayed)."""
        if not 1 <= at <= loaded.version:
            raise InvalidRequest(f"'at' is a version of this game: 1 to {loaded.version}, not {at}.",
                                 code="invalid_at", field="at")
        if at == loaded.version:
            return loaded.decoded(), loaded.meta, at
        versions = await self._versions(gid)
        x = timeline.at_version(versions, at)
        if x is None:
            raise NotReplayable(f"Version {at} of this game cannot be rebuilt from its record.")
        meta = loaded.meta
        later = {j.seat for j in meta.joins if j.version > at}
        past = msgspec.structs.replace(meta, cancelled=False, joins=[j for j in meta.joins if j.version <= at],
                                       seat_tokens=[None if i in later else t for i, t in enumerate(meta.seat_tokens)])
        return x.state, past, at

    async def _versions(self, gid: str):
        """The replayed versions of the game (live or archived); :class:`Conflict`
        ``not_replayable`` when this engine does not replay its record."""
        arch = await self.store.archive_of(gid)
        if arch is not None:
            if arch.versions is None:
                raise NotReplayable(f"This game's record does not replay with these rules ({arch.replay_error}).")
            return arch.versions
        fields = await self.store.fields(gid)
        if fields is None:
            raise NotFound()
        actions = await self.store.all_actions(gid)
        try:
            return await asyncio.to_thread(self.timeline.versions, gid, fields, actions)
        except ReplayError as exc:
            raise NotReplayable(f"This game's record does not replay with these rules ({exc.detail}).") from None

    async def record(self, gid: str) -> GameRecord:
        """The game's record (:mod:`server.records.record`): its start, joins and accepted
        actions; the seed and ``end`` once it is over (R27); the public table talk once it
        is over (or with ``spectator_talk``), never a private message."""
        arch = await self.store.archive_of(gid)
        if arch is not None and arch.record is not None:
            rec = arch.record
        else:
            fields = await self.store.fields(gid)
            if fields is None:
                raise NotFound()
            actions = await self.store.all_actions(gid)
            meta = msgspec.json.decode(fields["meta"], type=GameMeta)
            over = meta.cancelled or registry.get(meta.kind).decode_state(fields["state"]).status == "finished"
            versions = await self._versions(gid) if over else None
            rec = await asyncio.to_thread(record_of, gid, fields, actions, versions=versions)
        # the table talk, kept beside the archive (its own stream): public messages only
        if rec.end is not None or rec.options.spectator_talk:
            msgs = await TalkStore(self.store).record_messages(gid, public_only=True)
            rec = msgspec.structs.replace(rec, talk=[msgspec.to_builtins(m) for m in msgs])
        return rec

    async def seats(self, gid: str) -> list[SeatInfo]:
        loaded = await self.load(gid)
        return seats_of(loaded.decoded(), loaded.meta)

    async def seat(self, gid: str, seat: int) -> SeatInfo:
        seats = await self.seats(gid)
        if seat >= len(seats):
            raise NotFound("seat")
        return seats[seat]

    async def board_svg(self, gid: str, at: int | None = None) -> tuple[str, int]:
        """(SVG text of the public board, the game version); ``at``: at that version
        (as :meth:`game_view`)."""
        loaded = await self.load(gid)
        s, version = loaded.decoded(), loaded.version
        if at is not None:
            s, _meta, version = await self._at(gid, loaded, at)
        kind = registry.of_state(s)
        return kind.board_svg(kind.view(s, None)), version

    async def legal_actions(self, gid: str, token: str | None) -> LegalActions:
        """What the token's seat may do now (empty when it is not this seat's move)."""
        loaded = await self.load(gid)
        seat = tokens.require_seat(gid, loaded.meta, token)
        s = loaded.decoded()
        kind = loaded.kind
        if loaded.meta.cancelled or s.status in ("lobby", "finished") or _automatic_without(kind, s, seat):
            acts: list = []
        else:
            acts = kind.legal_actions(s, seat)
        return LegalActions(version=loaded.version, seat=seat, actions=acts)

    async def list_games(self, status: str | None = None, offset: int = 0, limit: int = 50, *,
                         seats: int | None = None, open_seat: bool | None = None,
                         created_after: str | None = None, cursor: str | None = None,
                         kind: str | None = None) -> GameList:
        """Newest first, from the listing index (:mod:`server.store.listing`): cost
        independent of the number of games, ``total`` exact. Filters: ``status``,
        ``seats`` (2-4), ``open_seat`` (has / has no open seat), ``created_after``
        (RFC 3339, strictly after), ``kind`` (a hosted kind). Pages by ``cursor`` (a
        ``next_cursor``) or ``offset`` (at most :data:`MAX_FILTERED_OFFSET` with a filter).
        :class:`InvalidRequest` (``field`` the parameter): ``unknown_status``,
        ``unknown_kind``, ``invalid_seats``, ``invalid_created_after``,
        ``invalid_cursor``, ``stale_cursor``, ``cursor_filter_mismatch``,
        ``offset_with_cursor``, ``offset_too_large``."""
        flt = listing_filter(status, seats, open_seat, created_after, kind)
        after = None
        if cursor is not None:
            if offset:
                raise InvalidRequest("Send either 'cursor' or 'offset', not both.", code="offset_with_cursor",
                                     field="offset")
            try:
                after = decode_cursor(cursor, flt)
            except CursorError as exc:
                raise InvalidRequest(exc.detail, code=exc.code, field="cursor") from None
        elif offset > MAX_FILTERED_OFFSET and flt != Filter():
            raise InvalidRequest(f"With a filter, 'offset' is at most {MAX_FILTERED_OFFSET}; page on with "
                                 "'cursor' (each page's 'next_cursor').", code="offset_too_large", field="offset")
        page = await self.store.list_games(flt, after, offset, limit)
        nxt = encode_cursor(page.last, flt) if page.last is not None else None
        next_offset = offset + limit if cursor is None and page.last is not None else None
        return GameList(games=page.games, offset=offset, limit=limit, total=page.total, next_offset=next_offset,
                        next_cursor=nxt)

    async def actions(self, gid: str, offset: int, limit: int) -> ActionPageStored:
        """The accepted actions in order, as stored (:class:`AcceptedAction` records)."""
        items, total = await self.store.actions(gid, offset, limit)
        if total == 0:
            await self._require_game(gid)
        return ActionPageStored(actions=[msgspec.Raw(i) for i in items], offset=offset, limit=limit, total=total,
                                next_offset=_page_next(offset, limit, total))

    async def action(self, gid: str, n: int) -> msgspec.Raw:
        raw = await self.store.action(gid, n)
        if raw is None:
            raise NotFound("action")
        return msgspec.Raw(raw)

    async def phases(self, gid: str) -> PhaseList:
        recs = await self.store.phases(gid)
        if not recs:
            await self._require_game(gid)
        return PhaseList(phases=recs)

    async def current_phase(self, gid: str) -> PhaseRecord | None:
        exists, rec = await self.store.current_phase(gid)
        if not exists:
            raise NotFound()
        return rec

    async def phase(self, gid: str, number: int) -> PhaseRecord:
        rec = await self.store.phase(gid, number)
        if rec is None:
            raise NotFound("phase")
        return rec

    async def battle(self, gid: str, n: int) -> BattleOut:
        return await battles.battle(self.store, gid, n)

    async def bench_read_cas(self, gid: str) -> int:
        """The Redis work of an accepted action and nothing else (``make bench``'s floor):
        one load, one commit of a ``bench_noop`` event and action record; returns the new
        version (:class:`NotFound`, :class:`StaleVersion` when another writer won)."""
        loaded = await self.load(gid)
        version, seq = loaded.version + 1, loaded.seq + 1
        res = await self.store.commit(Commit(
            game_id=gid, expected_version=loaded.version, new_version=version, state=loaded.state,
            events=[BENCH_EVENT % (seq, version)], first_seq=seq, action=BENCH_RECORD % (loaded.nact + 1, version)))
        if not res.ok:
            raise StaleVersion(res.version)
        return version

    async def readiness(self, ping_timeout_s: float = 2, count_timeout_s: float = 3) -> Readiness:
        """Whether Redis answers and how many live RQ workers listen on the queue (0 without one)."""
        try:
            redis_ok = bool(await asyncio.wait_for(self.store.ping(), ping_timeout_s))
        except Exception:
            redis_ok = False
        workers = 0
        try:
            if self.queue is not None:
                workers = await asyncio.wait_for(asyncio.to_thread(_count_workers, self.queue), count_timeout_s)
        except Exception:
            workers = 0
        return Readiness(redis=redis_ok, workers=workers, queue=self.queue_name)


def _count_workers(queue) -> int:
    """Live workers on ``queue``: registered with RQ and holding their liveness key
    (:mod:`server.store.workers`; a SIGKILLed or stopping worker is not counted)."""
    return len(live_workers(queue.connection, queue.name))


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


def kind_named(name: str | None) -> GameKind:
    """The game kind ``name`` (None: the default kind); 400 ``unknown_kind`` naming the kinds."""
    try:
        return registry.get(name)
    except registry.UnknownKind:
        raise InvalidRequest(f"No game kind {name!r}; the kinds are {', '.join(registry.names())} (GET /kinds).",
                             code="unknown_kind", field="kind") from None


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


def _decoded(action, loaded: Loaded):
    """An action given decoded, or as ``decode(kind) -> action`` (the API decodes the body
    by the kind of the game once it is loaded)."""
    return action(loaded.kind) if callable(action) else action


def _job_of(gid: str, s) -> str | None:
    """The job id of the automatic phase due in ``s`` (None: none is due)."""
    due = automatic_phase_due(s)
    return phase_job_id(gid, due) if due is not None else None


def _automatic_without(kind: GameKind, s, seat: int) -> bool:
    """The game is in an automatic phase that does not wait on ``seat``."""
    key = kind.phase_of(s)
    return key is not None and key.automatic and seat not in kind.waiting_for(s)


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


def rematch_host_token(old_host_token: str, new_id: str) -> str:
    return tokens.rematch_token(old_host_token, new_id, None)[0]


def _rematch_out(gid: str, new: Loaded, *, host_token: str | None = None, seat: int | None = None,
                 token: str | None = None) -> Rematch:
    s = new.decoded()
    m = new.meta
    status = "cancelled" if m.cancelled else s.status
    return Rematch(id=new.game_id, rematch_of=gid, version=new.version, status=status, seats=s.seats,
                   reserved=[i for i in m.reserved if m.seat_tokens[i] is None], host_token=host_token, seat=seat,
                   token=token)


def _expired(raw: bytes) -> bool:
    """An idempotency record past its time (its hash lives on while the game is written)."""
    body = decode_reply(raw).body
    if not body.startswith(b"@"):
        return False
    parts = body[1:].split(b",")
    return len(parts) > 2 and int(parts[2]) * 60 < time.time()   # the expiry is in minutes since the epoch


def _require_human_plays(gid: str, meta: GameMeta, seat: int) -> None:
    """409 ``seat_taken_over`` while a server bot plays the seat for its human."""
    bot = seats.controller(meta, seat)
    if bot is not None:
        raise Conflict(f"A server bot ({bot}) plays seat {seat} now; take the seat back first "
                       f"(POST /games/{gid}/players/{seat}/take-back).", code="seat_taken_over")


def _require_playable(s, seat: int) -> None:
    """The refusals before the engine judges an action: 409 ``not_started`` in the lobby
    (1821's R5), ``<phase>_phase`` while an automatic phase runs and does not wait on
    ``seat`` (1821: ``ottoman_phase``, R20-R24)."""
    if s.status == "lobby":
        raise Conflict("The game starts when every seat is taken.", code="not_started", ruling="R5")
    kind = registry.of_state(s)
    if s.status != "finished" and _automatic_without(kind, s, seat):
        phase = kind.phase_of(s).kind
        raise Conflict(f"The {phase} phase runs on its own (no player decides it); wait for it to end.",
                       code=f"{phase}_phase")
