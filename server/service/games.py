"""Use cases of the games: create, join, submit an action, cancel, and every read (views,
seats, legal actions, accepted actions, phases, listings, the board). Each write is load
(one round trip) -> engine -> one CAS commit (one round trip, :func:`commit_step`);
nothing is written unless the whole change is. Results are the Structs of
:mod:`server.service.models`; failures are :mod:`server.service.errors`."""

from __future__ import annotations

import asyncio
import hashlib
import secrets
import time
from typing import Callable

import msgspec

from server import engine
from server.engine import GameState, Options, PositionError, RuleViolation, decode_state, encode_state
from server.engine.log import GameCancelled as CancelledEvent
from server.logging import bind, get_logger
from server.records import timeline
from server.records.record import GameRecord
from server.store import (
    UNSET, Commit, GameMeta, GameStore, IdempotentReply, Loaded, PhaseRecord, decode_reply, encode_reply,
)
from server.store.records import GameOrigin, SeatJoin
from server.store.listing import SEATS, STATUSES, CursorError, Filter, created_ms, decode_cursor, encode_cursor

from . import battles, tokens
from .board_svg import render as render_svg
from .enqueue import enqueue_archive, enqueue_decision_timeout, enqueue_ottoman_phase, ottoman_job_id
from .errors import (
    Conflict, Forbidden, GameCancelled, IdempotencyKeyReused, InvalidPosition, InvalidRequest, NotFound,
    NotReplayable, RuleBroken, StaleVersion,
)
from .models import (
    ActionAcceptedStored, ActionCheck, ActionPageStored, BattleOut, Cancelled, CreateGame, GameCreated, GameFacts, GameList, GameView, JoinGame,
    Joined, LegalActions, PhaseList, Readiness, SeatInfo, SeatToken,
)
from .phases import now_iso, ottoman_status_event, phase_updates
from .steps import commit_step, needs_ottoman_job, settle
from .versions import Expected, require

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
    """Every seat of the game: its player's name (``""`` when none) and whether it is taken."""
    return [SeatInfo(seat=i, name=s.players[i].name if i < len(s.players) else "", taken=h is not None)
            for i, h in enumerate(meta.seat_tokens)]


def listing_filter(status: str | None, seats: int | None, open_seat: bool | None,
                   created_after: str | None) -> Filter:
    """The listing's :class:`Filter`; :class:`InvalidRequest` naming the bad parameter."""
    if status is not None and status not in STATUSES:
        raise InvalidRequest(f"Unknown status {status!r}: one of {', '.join(STATUSES)}.", code="unknown_status",
                             field="status")
    if seats is not None and seats not in SEATS:
        raise InvalidRequest(f"'seats' is 2, 3 or 4, not {seats}.", code="invalid_seats", field="seats")
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
    return Filter(status=status, seats=seats, open_seat=open_seat, created_after_ms=after_ms)


def _page_next(offset: int, limit: int, total: int) -> int | None:
    return offset + limit if offset + limit < total else None


def _game_over() -> Conflict:
    return Conflict("The game is over.", code="game_over")


class GameService:
    """The use cases over one :class:`GameStore` and an RQ queue (``queue`` may be None:
    the Ottoman phase is then left ``queued`` for a watchdog/worker to pick up)."""

    def __init__(self, store: GameStore, queue=None, *, queue_name: str | None = None,
                 enqueue: Callable[..., str | None] = enqueue_ottoman_phase) -> None:
        self.store = store
        self.queue = queue
        self.queue_name = queue_name or (queue.name if queue is not None else "")
        self._enqueue = enqueue
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

    async def hand_off(self, gid: str, s: GameState, version: int) -> str | None:
        """After a commit: enqueue the Ottoman phase of ``s.round`` when it is due, and
        schedule R19's decision timeout when a decision is pending and the game has
        ``decision_timeout_s``. One worker thread, only when needed; never fails the
        request (a phase left ``queued`` is re-enqueued by the worker's watchdog)."""
        if self.queue is None:
            return None
        if s.status == "finished":
            await self.hand_off_archive(gid)
            return None
        need_job = needs_ottoman_job(s)
        timeout = s.options.decision_timeout_s if s.pending is not None else None
        if not need_job and not timeout:
            return None

        def work() -> str | None:
            job = None
            if need_job:
                job = self._enqueue(self.queue, gid, s.round, version=version)
            if timeout:
                enqueue_decision_timeout(self.queue, gid, version, float(timeout))
            return job

        try:
            job = await asyncio.to_thread(work)
            return job or (ottoman_job_id(gid, s.round) if need_job else None)
        except Exception as exc:  # the phase stays 'queued'; the watchdog re-enqueues it
            log.error("enqueue_failed", game_id=gid, version=version, error=repr(exc))
            return None

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
    async def create_game(self, req: CreateGame) -> GameCreated:
        """A new game at version 1; :class:`InvalidPosition` / :class:`InvalidRequest`
        for inconsistent seats, players or position (R1, R28)."""
        seats = _seats_of_request(req)
        gid = new_game_id()
        bind(game_id=gid)
        seed = req.seed if req.seed is not None else secrets.token_hex(16)
        options = req.options or Options()
        names = [p.name for p in req.players] + [""] * (seats - len(req.players))
        ev: list = []
        if req.position is not None:
            s = _from_position(req, names, seed, options)
        else:
            s = engine.new_game(seats, seed, options, names, seed_chosen=req.seed is not None)
        names_at_creation = [p.name for p in s.players]
        host_tok, host_hash = tokens.new_token(gid, None)
        seat_hashes: list[str | None] = [None] * seats
        out_players = []
        for i, p in enumerate(req.players):
            tok, h = tokens.new_token(gid, i)
            seat_hashes[i] = h
            out_players.append(SeatToken(seat=i, name=p.name, token=tok))
        at = now_iso()
        meta = GameMeta(created_at=at, host=host_hash, seat_tokens=seat_hashes)
        if s.status == "lobby" and all(seat_hashes):
            s, ev = engine.start(s)
            s = settle(s, ev)
        step = commit_step(None, gid, s, ev, at=at, meta=meta)
        step.commit.origin = _enc.encode(GameOrigin(
            rules=engine.RULES_VERSION, names=list(names_at_creation),
            position=msgspec.Raw(_enc.encode(req.position)) if req.position is not None else None))
        res = await self.store.commit(step.commit)
        if not res.ok:  # a 64-bit id collision: practically never
            raise Conflict("Game id collision, retry.")
        job = await self.hand_off(gid, s, step.version)
        log.info("game_created", game_id=gid, seats=seats, from_position=s.from_position, ottoman_job=job)
        return GameCreated(id=gid, version=step.version, status=s.status, seats=seats, seed_sha256=s.seed_sha256,
                           host_token=host_tok, players=out_players,
                           open_seats=[i for i, h in enumerate(seat_hashes) if h is None])

    async def join(self, gid: str, req: JoinGame, expected: Expected | None) -> Joined:
        """Take an open seat; setup starts when every seat is taken (R5-R8)."""
        loaded = await self.load(gid)
        meta = loaded.meta
        if meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        open_seats = [i for i, h in enumerate(meta.seat_tokens) if h is None]
        if req.seat is not None:
            if req.seat not in open_seats:
                raise Conflict(f"Seat {req.seat} is not open.", code="seat_taken", open_seats=open_seats)
            seat = req.seat
        elif open_seats:
            seat = open_seats[0]
        else:
            raise Conflict("Every seat is taken.", code="game_full")
        s = decode_state(loaded.state)
        if s.status == "finished":
            raise _game_over()
        tok, h = tokens.new_token(gid, seat)
        seat_tokens = list(meta.seat_tokens)
        seat_tokens[seat] = h
        meta = msgspec.structs.replace(meta, seat_tokens=seat_tokens,
                                       joins=[*meta.joins, SeatJoin(seat, loaded.version + 1, req.name)])
        if seat < len(s.players):
            s.players[seat].name = req.name
        ev: list = []
        if s.status == "lobby" and all(seat_tokens):
            s, ev = engine.start(s)
            s = settle(s, ev)
        step = commit_step(loaded, gid, s, ev, at=now_iso(), meta=meta)
        res = await self.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        await self.hand_off(gid, s, step.version)
        bind(seat=seat, version=step.version)
        log.info("seat_joined", game_id=gid, seat=seat, version=step.version)
        return Joined(seat=seat, name=req.name, token=tok, version=step.version, status=s.status)

    # ------------------------------------------------------------------ actions
    async def check_action(self, gid: str, token: str | None, action) -> ActionCheck:
        """Whether ``action`` by the token's seat would be accepted now (a dry run): the
        same checks as :meth:`submit_action` before it applies (cancelled, lobby, Ottoman
        phase) and the engine's legality predicate (``engine.violation``), without
        applying anything (no dice rolled, no version, no event). Tokens and games are
        checked as for a submit (401, 403, 404)."""
        loaded = await self.load(gid)
        seat = tokens.require_seat(gid, loaded.meta, token)
        bind(seat=seat, action=action.__struct_config__.tag)
        s = decode_state(loaded.state)
        try:
            if loaded.meta.cancelled:
                raise GameCancelled()
            _require_playable(s, seat)
        except Conflict as c:
            return ActionCheck(accepted=False, version=loaded.version, seat=seat, code=c.code, detail=c.detail,
                               ruling=c.extra.get("ruling"))
        rv = engine.violation(s, seat, action)
        if rv is not None:
            return ActionCheck(accepted=False, version=loaded.version, seat=seat, code=rv.code, detail=rv.detail,
                               ruling=rv.ruling)
        return ActionCheck(accepted=True, version=loaded.version, seat=seat)

    async def submit_action(self, gid: str, token: str | None, expected: Expected | None,
                            idem_key: str | None, action) -> ActionAcceptedStored:
        """Apply one action: load (1 round trip) -> engine -> commit (1 round trip).
        An ``Idempotency-Key`` replays the first result for the same action: the
        decoded action is compared (its canonical msgspec encoding), so the same JSON with
        other key order or whitespace replays, another action is
        :class:`IdempotencyKeyReused`."""
        action_json = _enc.encode(action)   # the action record and the idempotency hash
        idem = None
        req_hash = b""
        if idem_key is not None:
            if not (1 <= len(idem_key) <= 200):
                raise InvalidRequest("Idempotency-Key must have 1-200 characters.", code="invalid_idempotency_key",
                                     field="Idempotency-Key")
            idem = hashlib.sha256(f"{token or ''}|{idem_key}".encode()).hexdigest()[:32]
            req_hash = hashlib.sha256(action_json).hexdigest()[:8].encode()
        loaded = await self.load(gid, idem)
        seat = tokens.require_seat(gid, loaded.meta, token)
        bind(seat=seat)
        if loaded.idem is not None and not _expired(loaded.idem):
            return await self._replay(gid, seat, loaded.idem, req_hash)
        bind(action=action.__struct_config__.tag)
        if loaded.meta.cancelled:
            raise GameCancelled()
        require(expected, loaded.version)
        s = decode_state(loaded.state)
        _require_playable(s, seat)
        try:
            s, ev = engine.apply(s, seat, action)
        except RuleViolation as rv:
            raise RuleBroken(rv.detail, code=rv.code, ruling=rv.ruling) from None
        ev = list(ev)
        s = settle(s, ev)
        version = loaded.version + 1
        at = now_iso()
        recs, cur = phase_updates(loaded.phase, s, version, at)
        job_id = ottoman_job_id(gid, s.round) if needs_ottoman_job(s) else None
        if cur is not None and cur is not UNSET and cur.kind == "ottoman":
            if job_id is not None:
                cur.job_id = job_id
            # the Ottoman phase's status changes are told on the stream (as the worker does)
            ev.append(ottoman_status_event(cur, cur.status, cur.job_id, cur.step))
        step = commit_step(loaded, gid, s, ev, at=at, seat=seat, action_json=action_json, phases=(recs, cur))
        waiting = engine.waiting_for(s)
        accepted = ActionAcceptedStored(
            version=version, action=step.action, status=s.status, round=s.round, phase=s.phase, step=s.step,
            waiting_for=waiting, ottoman_job=job_id,
            # the caller's next options from the state in hand: no legal-actions read mid-turn
            legal_actions=engine.legal_actions(s, seat) if seat in waiting else None,
            events=[msgspec.Raw(e) for e in step.events])
        if idem is not None:
            # what a retry needs to answer the same (:meth:`_replay`), not the answer itself
            step.commit.idem_key = idem
            step.commit.idem_record = encode_reply(IdempotentReply(
                201, version, req_hash, step.action,
                b"@%d,%d,%d" % (step.commit.first_seq, len(step.events),
                                (int(time.time()) + self.store.idem_ttl) // 60 + 1)))
        res = await self.store.commit(step.commit)
        if not res.ok:
            if res.replay is not None:
                return await self._replay(gid, seat, res.replay, req_hash)
            raise StaleVersion(res.version)
        bind(version=version)
        await self.hand_off(gid, s, version)
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
            s = decode_state(loaded.state)
        else:
            x = timeline.at_version(await self._versions(gid), reply.version)
            if x is None:
                raise NotReplayable("This game's record does not replay the first answer.")
            s = x.state
        waiting = engine.waiting_for(s)
        return ActionAcceptedStored(
            version=reply.version, action=reply.n, status=s.status, round=s.round, phase=s.phase, step=s.step,
            waiting_for=waiting, ottoman_job=ottoman_job_id(gid, s.round) if needs_ottoman_job(s) else None,
            legal_actions=engine.legal_actions(s, seat) if seat in waiting else None,
            events=[msgspec.Raw(e) for _, e in items])

    async def cancel(self, gid: str, token: str | None, expected: Expected | None) -> Cancelled:
        """The host cancels a game that is not over; told on the stream (``game_cancelled``)
        so open streams and long-polls learn it at once."""
        loaded = await self.load(gid)
        if tokens.identify(gid, loaded.meta, token) != tokens.HOST:
            raise Forbidden("Only the host token may cancel a game.")
        if loaded.meta.cancelled:
            raise GameCancelled("This game was already cancelled.")
        require(expected, loaded.version)
        s = decode_state(loaded.state)
        if s.status == "finished":
            raise _game_over()
        version = loaded.version + 1
        at = now_iso()
        recs: list[PhaseRecord] = []
        if loaded.phase is not None:
            recs = [msgspec.structs.replace(loaded.phase, status="failed", error="cancelled",
                                            end_version=version, ended_at=at, updated_at=at)]
        step = commit_step(loaded, gid, s, [CancelledEvent(previous_status=s.status, round=s.round)], at=at,
                           phases=(recs, None), meta=msgspec.structs.replace(loaded.meta, cancelled=True))
        res = await self.store.commit(step.commit)
        if not res.ok:
            raise StaleVersion(res.version)
        log.info("game_cancelled", game_id=gid, version=version)
        await self.hand_off_archive(gid)
        return Cancelled(id=gid, version=version)

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
        s, meta, version = decode_state(loaded.state), loaded.meta, loaded.version
        if at is not None:
            s, meta, version = await self._at(gid, loaded, at)
        v = engine.view(s, seat)
        if meta.cancelled:  # nothing more happens in a cancelled game
            v = msgspec.structs.replace(v, status="cancelled", waiting_for=[], active_seat=None, pending=None)
        return GameView(facts=GameFacts(id=gid, version=version, created_at=meta.created_at,
                                        cancelled=meta.cancelled, seats=seats_of(s, meta),
                                        your_seat=seat), view=v)

    async def _at(self, gid: str, loaded: Loaded, at: int) -> tuple[GameState, GameMeta, int]:
        """(state, seat metadata, version) of the game at version ``at`` (its record replayed)."""
        if not 1 <= at <= loaded.version:
            raise InvalidRequest(f"'at' is a version of this game: 1 to {loaded.version}, not {at}.",
                                 code="invalid_at", field="at")
        if at == loaded.version:
            return decode_state(loaded.state), loaded.meta, at
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
        from server.records.record import ReplayError

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
        actions; the seed and ``end`` once it is over (R27)."""
        from server.records.archive import record_of

        arch = await self.store.archive_of(gid)
        if arch is not None and arch.record is not None:
            return arch.record
        fields = await self.store.fields(gid)
        if fields is None:
            raise NotFound()
        actions = await self.store.all_actions(gid)
        over = decode_state(fields["state"]).status == "finished" or \
            msgspec.json.decode(fields["meta"], type=GameMeta).cancelled
        versions = await self._versions(gid) if over else None
        return await asyncio.to_thread(record_of, gid, fields, actions, versions=versions)

    async def seats(self, gid: str) -> list[SeatInfo]:
        loaded = await self.load(gid)
        return seats_of(decode_state(loaded.state), loaded.meta)

    async def seat(self, gid: str, seat: int) -> SeatInfo:
        seats = await self.seats(gid)
        if seat >= len(seats):
            raise NotFound("seat")
        return seats[seat]

    async def board_svg(self, gid: str, at: int | None = None) -> tuple[str, int]:
        """(SVG text of the public board, the game version); ``at``: at that version
        (as :meth:`game_view`)."""
        loaded = await self.load(gid)
        s, version = decode_state(loaded.state), loaded.version
        if at is not None:
            s, _meta, version = await self._at(gid, loaded, at)
        return render_svg(engine.view(s, None)), version

    async def legal_actions(self, gid: str, token: str | None) -> LegalActions:
        """What the token's seat may do now (empty when it is not this seat's move)."""
        loaded = await self.load(gid)
        seat = tokens.require_seat(gid, loaded.meta, token)
        s = decode_state(loaded.state)
        if loaded.meta.cancelled or s.status in ("lobby", "finished"):
            acts: list = []
        elif s.phase == "ottoman" and seat not in engine.waiting_for(s):
            acts = []
        else:
            acts = engine.legal_actions(s, seat)
        return LegalActions(version=loaded.version, seat=seat, actions=acts)

    async def list_games(self, status: str | None = None, offset: int = 0, limit: int = 50, *,
                         seats: int | None = None, open_seat: bool | None = None,
                         created_after: str | None = None, cursor: str | None = None) -> GameList:
        """Newest first, from the listing index (:mod:`server.store.listing`): cost
        independent of the number of games, ``total`` exact. Filters: ``status``,
        ``seats`` (2-4), ``open_seat`` (has / has no open seat), ``created_after``
        (RFC 3339, strictly after). Pages by ``cursor`` (a ``next_cursor``) or ``offset``
        (at most :data:`MAX_FILTERED_OFFSET` with a filter). :class:`InvalidRequest`
        (``field`` the parameter): ``unknown_status``, ``invalid_created_after``,
        ``invalid_cursor``, ``stale_cursor``, ``cursor_filter_mismatch``,
        ``offset_with_cursor``, ``offset_too_large``."""
        flt = listing_filter(status, seats, open_seat, created_after)
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
        """Whether Redis answers and how many RQ workers listen on the queue (0 without one)."""
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
    from rq import Worker

    return Worker.count(connection=queue.connection, queue=queue)


def _seats_of_request(req: CreateGame) -> int:
    seats = req.seats
    if req.position is not None:
        if seats is not None and seats != req.position.seats:
            raise InvalidPosition(f"'seats' ({seats}) differs from the position's seats ({req.position.seats}).")
        seats = req.position.seats
    if seats is None:
        raise InvalidRequest("'seats' (2-4) is required unless a 'position' is given.", field="seats")
    if not 2 <= seats <= 4:
        raise InvalidPosition(f"A game has 2 to 4 seats, not {seats}.")
    if len(req.players) > seats:
        raise InvalidRequest(f"{len(req.players)} players named for {seats} seats.", field="players")
    return seats


def _from_position(req: CreateGame, names: list[str], seed: str, options: Options) -> GameState:
    try:
        s = engine.from_position(req.position, seed, options, seed_chosen=req.seed is not None)
        for i, n in enumerate(names):
            if n:
                s.players[i].name = n
        decode_state(encode_state(s))  # every bound holds (a position could carry anything)
    except PositionError as exc:
        raise InvalidPosition(exc.detail, code=exc.code, ruling=exc.ruling) from None
    except (msgspec.ValidationError, ValueError, TypeError, IndexError, KeyError, OverflowError) as exc:
        raise InvalidPosition(f"Position rejected: {exc}") from None
    return s


def _expired(raw: bytes) -> bool:
    """An idempotency record past its time (its hash lives on while the game is written)."""
    body = decode_reply(raw).body
    if not body.startswith(b"@"):
        return False
    parts = body[1:].split(b",")
    return len(parts) > 2 and int(parts[2]) * 60 < time.time()   # the expiry is in minutes since the epoch


def _require_playable(s, seat: int) -> None:
    """The refusals before the engine judges an action: 409 ``not_started`` in the lobby
    (R5), ``ottoman_phase`` while the Ottoman phase runs and does not wait on ``seat``."""
    if s.status == "lobby":
        raise Conflict("The game starts when every seat is taken.", code="not_started", ruling="R5")
    if s.phase == "ottoman" and s.status != "finished" and seat not in engine.waiting_for(s):
        raise Conflict("The Ottoman phase is running (R20-R24); wait for it to end.", code="ottoman_phase",
                       ruling="R20")
