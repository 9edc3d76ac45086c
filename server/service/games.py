"""Use cases of the API: create, join, submit an action, read views, legal actions,
events, actions, phases and battles. Each write is load (one round trip) -> engine ->
one CAS commit (one round trip); nothing is written unless the whole change is.
"""

from __future__ import annotations

import asyncio
import hashlib
import re
import secrets
import time
from typing import Callable

import msgspec

from server import engine
from server.engine import GameState, Options, PositionError, RuleViolation, decode_state, encode_state
from server.engine.log import GameCancelled
from server.logging import bind, get_logger
from server.store import UNSET, Commit, GameMeta, GameStore, Loaded, PhaseRecord, encode_events

from . import tokens
from .enqueue import enqueue_decision_timeout, enqueue_ottoman_phase, ottoman_job_id
from .errors import ServiceError, not_found
from .models import ActionAccepted, CreateGame, GameCreated, JoinGame, Joined, SeatInfo, SeatToken
from .phases import now_iso, ottoman_status_event, phase_updates
from .summaries import summary_of

log = get_logger("battle1821.service")
_enc = msgspec.json.Encoder()
MAX_AUTO_STEPS = 64


class Outcome(msgspec.Struct):
    """An HTTP-ready result: status, the body bytes and the game version (ETag)."""
    status: int
    body: bytes
    version: int
    location: str | None = None


def new_game_id() -> str:
    return secrets.token_hex(8)


_ETAG = re.compile(r'\s*(W/)?"([\x21\x23-\x7e]*)"\s*')


def if_match_matches(value: str, current: int) -> bool:
    """RFC 9110 13.1.1 ``If-Match`` against the game's ETag ``"<current>"``: ``*``
    matches (the game exists); otherwise a comma-separated list of entity-tags of which
    any may match, compared strongly: a weak tag (``W/"7"``) never matches, and the tag
    must be exactly ``"<current>"`` (``"07"`` or ``"+7"`` do not). A malformed list
    matches nothing."""
    v = value.strip()
    if v == "*":
        return True
    want = str(current)
    for part in v.split(","):
        if not part.strip():
            continue
        m = _ETAG.fullmatch(part)
        if m is None:
            return False
        if m.group(1) is None and m.group(2) == want:
            return True
    return False


def check_if_match(if_match: str | None, current: int) -> None:
    """428 without ``If-Match``; 412 ``stale_version`` (with ``current_version``) when
    it does not match (:func:`if_match_matches`)."""
    if if_match is None:
        raise ServiceError(428, "precondition_required",
                           'This write needs an If-Match header carrying the game version (ETag), e.g. If-Match: "7".',
                           title="Precondition required", current_version=current)
    if not if_match_matches(if_match, current):
        raise stale(current)


def cancelled_error(detail: str = "This game was cancelled; nothing more can happen in it.") -> ServiceError:
    """409 ``game_cancelled``: every write to a cancelled game (checked before If-Match:
    no version could ever succeed)."""
    return ServiceError(409, "game_cancelled", detail, title="Game cancelled")


def stale(current: int) -> ServiceError:
    return ServiceError(412, "stale_version",
                        f"The game is at version {current}; reload it and retry with If-Match: \"{current}\".",
                        title="Stale version", current_version=current)


def seats_of(s: GameState, meta: GameMeta) -> list[SeatInfo]:
    """Every seat of the game: its player's name (``""`` when none) and whether it is taken."""
    return [SeatInfo(seat=i, name=s.players[i].name if i < len(s.players) else "", taken=h is not None)
            for i, h in enumerate(meta.seat_tokens)]


def settle(s: GameState, ev: list) -> GameState:
    """Run automatic steps that need no worker (setup rolls, step changes) until a seat
    must decide, the Ottoman phase is reached (the worker's) or the game ends."""
    for _ in range(MAX_AUTO_STEPS):
        if s.status in ("finished", "lobby") or s.phase in ("ottoman", "lobby", "end"):
            return s
        if engine.waiting_for(s):
            return s
        s2, more = engine.advance(s)
        ev.extend(more)
        if not more and s2.phase == s.phase and s2.step == s.step and s2.round == s.round:
            return s2
        s = s2
    return s


def _needs_ottoman_job(s: GameState) -> bool:
    return s.status != "finished" and s.phase == "ottoman" and s.pending is None


class GameService:
    """The use cases over one :class:`GameStore` and an RQ queue (``queue`` may be None:
    the Ottoman phase is then left ``queued`` for a watchdog/worker to pick up)."""

    def __init__(self, store: GameStore, queue=None, *,
                 enqueue: Callable[..., str | None] = enqueue_ottoman_phase) -> None:
        self.store = store
        self.queue = queue
        self._enqueue = enqueue

    # ------------------------------------------------------------------ helpers
    async def load(self, gid: str, idem_key: str | None = None) -> Loaded:
        loaded = await self.store.load(gid, idem_key)
        if loaded is None:
            raise not_found()
        return loaded

    async def hand_off(self, gid: str, s: GameState, version: int) -> str | None:
        """After a commit: enqueue the Ottoman phase of ``s.round`` when it is due, and
        schedule R19's decision timeout when a decision is pending and the game has
        ``decision_timeout_s``. One worker thread, only when needed; never fails the
        request (a phase left ``queued`` is re-enqueued by the worker's watchdog)."""
        if self.queue is None:
            return None
        need_job = _needs_ottoman_job(s)
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

    # ------------------------------------------------------------------ create / join
    async def create_game(self, req: CreateGame) -> Outcome:
        seats = req.seats
        if req.position is not None:
            if seats is not None and seats != req.position.seats:
                raise ServiceError(400, "invalid_position",
                                   f"'seats' ({seats}) differs from the position's seats ({req.position.seats}).",
                                   title="Invalid position")
            seats = req.position.seats
        if seats is None:
            raise ServiceError(400, "invalid_request", "'seats' (2-4) is required unless a 'position' is given.",
                               title="Invalid request", field="seats")
        if not 2 <= seats <= 4:
            raise ServiceError(400, "invalid_position", f"A game has 2 to 4 seats, not {seats}.",
                               title="Invalid position")
        if len(req.players) > seats:
            raise ServiceError(400, "invalid_request", f"{len(req.players)} players named for {seats} seats.",
                               title="Invalid request", field="players")
        gid = new_game_id()
        bind(game_id=gid)
        seed = req.seed if req.seed is not None else secrets.token_hex(16)
        options = req.options or Options()
        names = [p.name for p in req.players] + [""] * (seats - len(req.players))
        ev: list = []
        if req.position is not None:
            try:
                s = engine.from_position(req.position, seed, options, seed_chosen=req.seed is not None)
                for i, n in enumerate(names):
                    if n:
                        s.players[i].name = n
                data = encode_state(s)
                decode_state(data)  # every bound holds (a position could carry anything)
            except PositionError as exc:
                raise ServiceError(400, exc.code, exc.detail, title="Invalid position", ruling=exc.ruling) from None
            except (msgspec.ValidationError, ValueError, TypeError, IndexError, KeyError, OverflowError) as exc:
                raise ServiceError(400, "invalid_position", f"Position rejected: {exc}", title="Invalid position") from None
        else:
            s = engine.new_game(seats, seed, options, names, seed_chosen=req.seed is not None)
        host_tok, host_hash = tokens.new_token(gid, None)
        seat_hashes: list[str | None] = [None] * seats
        out_players = []
        for i, p in enumerate(req.players):
            tok, h = tokens.new_token(gid, i)
            seat_hashes[i] = h
            out_players.append(SeatToken(seat=i, name=p.name, token=tok))
        meta = GameMeta(created_at=now_iso(), host=host_hash, seat_tokens=seat_hashes)
        if s.status == "lobby" and all(seat_hashes):
            s, ev = engine.start(s)
            s = settle(s, ev)
        version = 1
        recs, cur = phase_updates(None, s, version)
        data = encode_state(s)
        res = await self.store.commit(Commit(
            game_id=gid, expected_version=None, new_version=version, state=data, meta=meta,
            events=encode_events(ev, 1, version), first_seq=1, phases=recs, current_phase=cur,
            summary=summary_of(gid, s, meta)))
        if not res.ok:  # a 64-bit id collision: practically never
            raise ServiceError(409, "conflict", "Game id collision, retry.", title="Conflict")
        await self.store.add_to_index(gid, int(time.time() * 1000))
        job = await self.hand_off(gid, s, version)
        log.info("game_created", game_id=gid, seats=seats, from_position=s.from_position, ottoman_job=job)
        body = _enc.encode(GameCreated(
            id=gid, version=version, status=s.status, seats=seats, seed_sha256=s.seed_sha256,
            host_token=host_tok, players=out_players,
            open_seats=[i for i, h in enumerate(seat_hashes) if h is None]))
        return Outcome(201, body, version, f"/games/{gid}")

    async def join(self, gid: str, req: JoinGame, if_match: str | None) -> Outcome:
        loaded = await self.load(gid)
        meta = loaded.meta
        if meta.cancelled:
            raise cancelled_error()
        check_if_match(if_match, loaded.version)
        open_seats = [i for i, h in enumerate(meta.seat_tokens) if h is None]
        if req.seat is not None:
            if req.seat not in open_seats:
                raise ServiceError(409, "seat_taken", f"Seat {req.seat} is not open.", title="Conflict",
                                   open_seats=open_seats)
            seat = req.seat
        elif open_seats:
            seat = open_seats[0]
        else:
            raise ServiceError(409, "game_full", "Every seat is taken.", title="Conflict")
        s = decode_state(loaded.state)
        if s.status == "finished":
            raise ServiceError(409, "game_over", "The game is over.", title="Conflict")
        tok, h = tokens.new_token(gid, seat)
        seat_tokens = list(meta.seat_tokens)
        seat_tokens[seat] = h
        meta = msgspec.structs.replace(meta, seat_tokens=seat_tokens)
        if seat < len(s.players):
            s.players[seat].name = req.name
        ev: list = []
        if s.status == "lobby" and all(seat_tokens):
            s, ev = engine.start(s)
            s = settle(s, ev)
        version = loaded.version + 1
        recs, cur = phase_updates(loaded.phase, s, version)
        res = await self.store.commit(Commit(
            game_id=gid, expected_version=loaded.version, new_version=version, state=encode_state(s),
            meta=meta, events=encode_events(ev, loaded.seq + 1, version), first_seq=loaded.seq + 1,
            phases=recs, current_phase=cur, summary=summary_of(gid, s, meta)))
        if not res.ok:
            raise stale(res.version)
        await self.hand_off(gid, s, version)
        bind(seat=seat, version=version)
        log.info("seat_joined", game_id=gid, seat=seat, version=version)
        body = _enc.encode(Joined(seat=seat, name=req.name, token=tok, version=version, status=s.status))
        return Outcome(201, body, version, f"/games/{gid}/players/{seat}")

    # ------------------------------------------------------------------ actions
    async def submit_action(self, gid: str, token: str | None, if_match: str | None,
                            idem_key: str | None, action) -> Outcome:
        """Apply one action: load (1 round trip) -> engine -> commit (1 round trip).
        An ``Idempotency-Key`` replays the first response for the same action: the
        decoded action is compared (its canonical msgspec encoding), so the same JSON with
        other key order or whitespace replays, another action is 422."""
        action_json = _enc.encode(action)   # the action record and the idempotency hash
        idem = None
        req_hash = b""
        if idem_key is not None:
            if not (1 <= len(idem_key) <= 200):
                raise ServiceError(400, "invalid_idempotency_key", "Idempotency-Key must have 1-200 characters.",
                                   title="Invalid request", field="Idempotency-Key")
            idem = hashlib.sha256(f"{token or ''}|{idem_key}".encode()).hexdigest()[:32]
            req_hash = hashlib.sha256(action_json).hexdigest()[:16].encode()
        loaded = await self.load(gid, idem)
        seat = tokens.require_seat(gid, loaded.meta, token)
        bind(seat=seat)
        if loaded.idem is not None:
            return _replay(loaded.idem, req_hash, gid)
        bind(action=action.__struct_config__.tag)
        if loaded.meta.cancelled:
            raise cancelled_error()
        check_if_match(if_match, loaded.version)
        s = decode_state(loaded.state)
        if s.status == "lobby":
            raise ServiceError(409, "not_started", "The game starts when every seat is taken.", title="Conflict",
                               ruling="R5")
        if s.phase == "ottoman" and s.status != "finished" and seat not in engine.waiting_for(s):
            raise ServiceError(409, "ottoman_phase",
                               "The Ottoman phase is running (R20-R24); wait for it to end.",
                               title="Conflict", ruling="R20")
        try:
            s, ev = engine.apply(s, seat, action)
        except RuleViolation as rv:
            raise ServiceError(409, rv.code, rv.detail, title="Rule violation", ruling=rv.ruling) from None
        ev = list(ev)
        s = settle(s, ev)
        version = loaded.version + 1
        n = loaded.nact + 1
        at = now_iso()
        recs, cur = phase_updates(loaded.phase, s, version, at)
        record = b'{"n":%d,"seat":%d,"version":%d,"at":"%s","action":%s}' % (
            n, seat, version, at.encode(), action_json)
        needs_job = _needs_ottoman_job(s)
        job_id = ottoman_job_id(gid, s.round) if needs_job else None
        if cur is not None and cur is not UNSET and cur.kind == "ottoman":
            if needs_job:
                cur.job_id = job_id
            # the Ottoman phase's status changes are told on the stream (as the worker does)
            ev.append(ottoman_status_event(cur, cur.status, cur.job_id, cur.step))
        events = encode_events(ev, loaded.seq + 1, version)
        waiting = engine.waiting_for(s)
        # the caller's next options from the state in hand: no legal-actions read mid-turn
        legal = engine.legal_actions(s, seat) if seat in waiting else None
        head = _enc.encode(ActionAccepted(
            version=version, action=n, status=s.status, round=s.round, phase=s.phase, step=s.step,
            waiting_for=waiting, ottoman_job=job_id, events=[], legal_actions=legal))
        body = b"%s%s]}" % (head[:-2], b",".join(events))  # head ends with '[]}'
        summary = None
        if (loaded.phase is None or cur is not UNSET) or s.status == "finished":
            summary = summary_of(gid, s, loaded.meta)
        res = await self.store.commit(Commit(
            game_id=gid, expected_version=loaded.version, new_version=version, state=encode_state(s),
            events=events, first_seq=loaded.seq + 1, phases=recs, current_phase=cur, action=record,
            idem_key=idem, idem_record=(b"201|%d|%s|%d|" % (version, req_hash, n) + body) if idem else None,
            summary=summary))
        if not res.ok:
            if res.replay is not None:
                return _replay(res.replay, req_hash, gid)
            raise stale(res.version)
        bind(version=version)
        await self.hand_off(gid, s, version)
        log.debug("action_accepted", game_id=gid, seat=seat, version=version, events=len(events))
        return Outcome(201, body, version, f"/games/{gid}/actions/{n}")

    # ------------------------------------------------------------------ reads
    async def game_view(self, gid: str, token: str | None) -> tuple[bytes, int]:
        loaded = await self.load(gid)
        seat = None
        if token is not None:
            who = tokens.identify(gid, loaded.meta, token)
            seat = None if who == tokens.HOST else who
        s = decode_state(loaded.state)
        v = engine.view(s, seat)
        if loaded.meta.cancelled:  # nothing more happens in a cancelled game
            v = msgspec.structs.replace(v, status="cancelled", waiting_for=[], active_seat=None, pending=None)
        head = _enc.encode({"id": gid, "version": loaded.version, "created_at": loaded.meta.created_at,
                            "cancelled": loaded.meta.cancelled, "seats": seats_of(s, loaded.meta),
                            "your_seat": seat})
        body = b"%s,%s" % (head[:-1], _enc.encode(v)[1:])
        return body, loaded.version

    async def state_for(self, gid: str) -> tuple[GameState, Loaded]:
        loaded = await self.load(gid)
        return decode_state(loaded.state), loaded

    async def legal_actions(self, gid: str, token: str | None) -> tuple[bytes, int]:
        loaded = await self.load(gid)
        seat = tokens.require_seat(gid, loaded.meta, token)
        s = decode_state(loaded.state)
        if loaded.meta.cancelled or s.status in ("lobby", "finished"):
            acts: list = []
        elif s.phase == "ottoman" and seat not in engine.waiting_for(s):
            acts = []
        else:
            acts = engine.legal_actions(s, seat)
        body = b'{"version":%d,"seat":%d,"actions":%s}' % (loaded.version, seat, _enc.encode(acts))
        return body, loaded.version

    async def cancel(self, gid: str, token: str | None, if_match: str | None) -> Outcome:
        loaded = await self.load(gid)
        who = tokens.identify(gid, loaded.meta, token)
        if who != tokens.HOST:
            raise ServiceError(403, "forbidden", "Only the host token may cancel a game.", title="Forbidden")
        if loaded.meta.cancelled:
            raise cancelled_error("This game was already cancelled.")
        check_if_match(if_match, loaded.version)
        s = decode_state(loaded.state)
        if s.status == "finished":
            raise ServiceError(409, "game_over", "The game is over.", title="Conflict")
        meta = msgspec.structs.replace(loaded.meta, cancelled=True)
        version = loaded.version + 1
        recs: list[PhaseRecord] = []
        if loaded.phase is not None:
            at = now_iso()
            recs = [msgspec.structs.replace(loaded.phase, status="failed", error="cancelled",
                                            end_version=version, ended_at=at, updated_at=at)]
        # told on the stream, so open SSE streams and long-polls learn it at once
        events = encode_events([GameCancelled(previous_status=s.status, round=s.round)], loaded.seq + 1, version)
        res = await self.store.commit(Commit(
            game_id=gid, expected_version=loaded.version, new_version=version, meta=meta, phases=recs,
            current_phase=None, summary=summary_of(gid, s, meta), events=events, first_seq=loaded.seq + 1))
        if not res.ok:
            raise stale(res.version)
        log.info("game_cancelled", game_id=gid, version=version)
        return Outcome(200, _enc.encode({"id": gid, "version": version, "cancelled": True}), version)


def _replay(record: bytes, req_hash: bytes, gid: str) -> Outcome:
    status, version, h, n, body = record.split(b"|", 4)
    if req_hash and h and h != req_hash:
        raise ServiceError(422, "idempotency_key_reused",
                           "This Idempotency-Key was used with a different request body.",
                           title="Idempotency key reused")
    return Outcome(int(status), body, int(version), f"/games/{gid}/actions/{int(n)}")
