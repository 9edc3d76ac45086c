"""Controllers for games and everything under ``/games/{game_id}``."""

from __future__ import annotations

import re
from typing import Annotated, AsyncGenerator

import msgspec
from litestar import Controller, Request, Response, delete, get, post
from litestar.background_tasks import BackgroundTask
from litestar.datastructures import ResponseHeader
from litestar.enums import RequestEncodingType
from litestar.openapi.spec import Example
from litestar.params import BodyKwarg, HeaderParameter, PathParameter, QueryParameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from server import engine
from server.engine import Action
from server.logging import bind
from server.service import tokens
from server.service.board_svg import render as render_svg
from server.service.errors import ServiceError, not_found
from server.service.games import GameService, Outcome, seats_of
from server.service.models import (
    ActionAccepted, ActionPage, ActionRecord, BattleOut, CreateGame, EventPage, GameCreated, GameList, GameOut,
    JoinGame, Joined, LegalActions, PhaseList, SeatInfo,
)
from server.store import PhaseRecord

from .problems import problems

JSON = "application/json"
GameId = Annotated[str, PathParameter(description="Game id (16 hex digits)", min_length=1, max_length=64)]
IfMatch = Annotated[str | None, HeaderParameter(
    name="If-Match", description='The game version you act on, as its ETag: `"7"`. Required (428 without). '
                                 'RFC 9110: a list (`"6", "7"`) matches when any tag does; tags compare strongly '
                                 '(`W/"7"` never matches, nor `"07"`); `*` matches any current version '
                                 '(an unconditional write).')]
IdemKey = Annotated[str | None, HeaderParameter(
    name="Idempotency-Key", description="Any unique string (<= 200 chars): a retry with the same key (and body) "
                                        "replays the first response instead of applying twice.",
    min_length=1, max_length=200)]
Offset = Annotated[int, QueryParameter(ge=0, le=1_000_000, description="Items to skip")]
Limit = Annotated[int, QueryParameter(ge=1, le=200, description="Page size")]
# Response headers the handlers set themselves, declared for the spec only (STACK_NOTES:
# documentation_only=True needs value="" or the spec is invalid). Error responses get
# theirs in server.app._document_error_headers.
ETAG_HEADER = ResponseHeader(
    name="ETag", documentation_only=True, value="", required=True,
    description='The game version this response reflects, as a strong entity tag: `"7"`. '
                'Send it back in `If-Match` on the next write (or `If-None-Match` on a read).')
LOCATION_HEADER = ResponseHeader(
    name="Location", documentation_only=True, value="", required=True,
    description="The path of the created resource (the game, the seat, the accepted action).")
BEARER = [{"bearer": []}]
OPTIONAL_BEARER = [{}, {"bearer": []}]
_enc = msgspec.json.Encoder()
_dec = msgspec.json.Decoder()

_ACTION_SCHEMA_EXTRA = {
    "discriminator": {
        "propertyName": "type",
        "mapping": {cls.__struct_config__.tag: f"#/components/schemas/{cls.__name__}"
                    for cls in Action.__args__},
    }
}


def svc(request: Request) -> GameService:
    return request.app.state.service


def _bearer(request: Request) -> str | None:
    return tokens.bearer(request.headers.get("authorization"))


def _etag(version: int) -> str:
    return f'"{version}"'


def _out(o: Outcome) -> Response:
    headers = {"ETag": _etag(o.version)}
    if o.location:
        headers["Location"] = o.location
    return Response(content=o.body, status_code=o.status, media_type=JSON, headers=headers)


def _json(body: bytes, version: int | None = None, status: int = 200) -> Response:
    return Response(content=body, status_code=status, media_type=JSON,
                    headers={"ETag": _etag(version)} if version is not None else None)


MAX_SEQ = 1 << 40
_SEQ = re.compile(r"[0-9]{1,13}")


def _last_event_id(value: str) -> int:
    """The seq of a ``Last-Event-ID`` header (an event ``id`` this server sent): a
    decimal 0..2^40, else 400 ``invalid_request`` before the stream starts (a garbage
    id must not silently replay the log from the start, nor wait forever)."""
    v = value.strip()
    if not _SEQ.fullmatch(v) or int(v) > MAX_SEQ:
        raise ServiceError(400, "invalid_request",
                           f"Last-Event-ID must be an event seq (0..{MAX_SEQ}) this stream sent.",
                           title="Invalid request", field="Last-Event-ID")
    return int(v)


def _page_next(offset: int, limit: int, total: int) -> int | None:
    return offset + limit if offset + limit < total else None


_GID = re.compile(r"^[0-9a-f]{16}$")


async def _check_game_id(request: Request) -> None:
    """Every ``/games/{game_id}`` route: bind the id to the log context; an id that no
    game can have is a 404 without touching Redis."""
    gid = request.path_params.get("game_id")
    if gid is None:
        return None
    if not _GID.match(gid):
        raise not_found()
    bind(game_id=gid)
    return None


class GamesController(Controller):
    path = "/games"
    tags = ["games"]
    before_request = _check_game_id

    @post("/", status_code=201, summary="Create a game", operation_id="createGame",
          responses=problems(), response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def create_game(self, request: Request, data: Annotated[CreateGame, BodyKwarg(
            media_type=RequestEncodingType.JSON, examples=[Example(value={
                "seats": 4, "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
                "options": {"max_rounds": 30}})])]) -> Response[GameCreated]:
        """Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
        other seats stay open for ``POST /games/{game_id}/players``. Returns the host
        token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
        ``seed_chosen``; with ``position`` the game starts from that situation (400
        ``invalid_position`` naming the inconsistency, R1/R28). ``Location`` names the
        game."""
        return _out(await svc(request).create_game(data))

    @get("/", summary="List games", operation_id="listGames", responses=problems())
    async def list_games(self, request: Request,
                         status: Annotated[str | None, QueryParameter(
                             description="Only games with this status: lobby, setup, active, finished, cancelled",
                             pattern="^(lobby|setup|active|finished|cancelled)$")] = None,
                         offset: Offset = 0, limit: Limit = 50) -> GameList:
        """Newest first, paginated (``offset``/``limit``, ``next_offset``)."""
        store = svc(request).store
        if status is None:
            games, total = await store.list_games(offset, limit)
            return GameList(games=games, offset=offset, limit=limit, total=total,
                            next_offset=_page_next(offset, limit, total))
        # filtered: walk the index in chunks (the status lives in each game's summary)
        out, seen, pos, chunk = [], 0, 0, 200
        while len(out) < limit:
            ids = await store.scan_index(pos, chunk)
            if not ids:
                break
            for summ in await store.summaries(ids):
                if summ.status == status:
                    if seen >= offset and len(out) < limit:
                        out.append(summ)
                    seen += 1
            pos += chunk
        return GameList(games=out, offset=offset, limit=limit, total=seen,
                        next_offset=offset + limit if len(out) == limit else None)

    @get("/{game_id:str}", summary="Get a game", operation_id="getGame", security=OPTIONAL_BEARER,
         responses=problems(304, 401, 403, 404), response_headers=[ETAG_HEADER])
    async def get_game(self, request: Request, game_id: GameId) -> Response[GameOut]:
        """The game as the caller may see it (public, or as a seat with its bearer token):
        no deck order, no RNG state, the seed only once finished (R27). ``ETag`` is the
        version; ``If-None-Match`` with it answers 304."""
        body, version = await svc(request).game_view(game_id, _bearer(request))
        inm = request.headers.get("if-none-match")
        if inm and _etag(version) in [t.strip().removeprefix("W/") for t in inm.split(",")]:
            return Response(content=b"", status_code=304, headers={"ETag": _etag(version)})
        return _json(body, version)

    @delete("/{game_id:str}", status_code=200, summary="Cancel a game (host)", operation_id="cancelGame",
            security=BEARER, responses=problems(401, 403, 404, 409, 412, 428), response_headers=[ETAG_HEADER])
    async def cancel_game(self, request: Request, game_id: GameId, if_match: IfMatch = None) -> Response[dict]:
        """The host token cancels a game that is not finished (needs ``If-Match``)."""
        return _out(await svc(request).cancel(game_id, _bearer(request), if_match))

    # ---------------------------------------------------------------- players
    @post("/{game_id:str}/players", status_code=201, summary="Join an open seat", operation_id="joinGame",
          responses=problems(404, 409, 412, 428), response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def join(self, request: Request, game_id: GameId, data: Annotated[JoinGame, BodyKwarg(
            media_type=RequestEncodingType.JSON)], if_match: IfMatch = None) -> Response[Joined]:
        """Take an open seat (the lowest, or ``seat``): returns the seat token (shown once).
        When every seat is taken, setup starts (R5-R8). Needs ``If-Match`` like every
        write; ``Location`` names the seat."""
        return _out(await svc(request).join(game_id, data, if_match))

    @get("/{game_id:str}/players", summary="Seats of a game", operation_id="listPlayers",
         responses=problems(404))
    async def players(self, request: Request, game_id: GameId) -> list[SeatInfo]:
        """Every seat: its player name and whether it is taken."""
        s, loaded = await svc(request).state_for(game_id)
        return seats_of(s, loaded.meta)

    @get("/{game_id:str}/players/{seat:int}", summary="One seat", operation_id="getPlayer",
         responses=problems(404))
    async def player(self, request: Request, game_id: GameId,
                     seat: Annotated[int, PathParameter(ge=0, le=3)]) -> SeatInfo:
        s, loaded = await svc(request).state_for(game_id)
        if seat >= len(loaded.meta.seat_tokens):
            raise not_found("seat")
        return seats_of(s, loaded.meta)[seat]

    # ---------------------------------------------------------------- actions
    @get("/{game_id:str}/legal-actions", summary="Legal actions of your seat", operation_id="legalActions",
         security=BEARER, responses=problems(401, 403, 404), response_headers=[ETAG_HEADER])
    async def legal_actions(self, request: Request, game_id: GameId) -> Response[LegalActions]:
        """Every action the caller's seat may take now, typed, with the allowed values
        (regions, counts). Empty when it is not this seat's move."""
        body, version = await svc(request).legal_actions(game_id, _bearer(request))
        return _json(body, version)

    @post("/{game_id:str}/actions", status_code=201, summary="Submit an action", operation_id="submitAction",
          security=BEARER, responses=problems(401, 403, 404, 409, 412, 422, 428),
          response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def submit_action(self, request: Request, game_id: GameId,
                            data: Annotated[Action, BodyKwarg(media_type=RequestEncodingType.JSON,
                                                              schema_extra=_ACTION_SCHEMA_EXTRA)],
                            if_match: IfMatch = None, idempotency_key: IdemKey = None) -> Response[ActionAccepted]:
        """Apply one action for the caller's seat (``Authorization: Bearer <seat token>``).
        Needs ``If-Match: "<version>"`` (428 without, 412 ``stale_version`` when the game
        moved on). Rule violations are 409 with the engine's ``code`` and ``ruling``;
        during the Ottoman phase 409 ``ottoman_phase`` (unless the engine asks this seat
        for a decision). ``Idempotency-Key`` replays the first response. Returns the new
        version (also the ``ETag``) and the events the action caused."""
        return _out(await svc(request).submit_action(game_id, _bearer(request), if_match, idempotency_key,
                                                     data))

    @get("/{game_id:str}/actions", summary="Accepted actions", operation_id="listActions",
         responses=problems(404))
    async def list_actions(self, request: Request, game_id: GameId, offset: Offset = 0,
                           limit: Limit = 100) -> Response[ActionPage]:
        """The accepted actions in order (paginated)."""
        store = svc(request).store
        items, total = await store.actions(game_id, offset, limit)
        if total == 0 and await store.version(game_id) is None:
            raise not_found()
        nxt = _page_next(offset, limit, total)
        body = b'{"actions":[%s],"offset":%d,"limit":%d,"total":%d,"next_offset":%s}' % (
            b",".join(items), offset, limit, total, b"null" if nxt is None else b"%d" % nxt)
        return _json(body)

    @get("/{game_id:str}/actions/{n:int}", summary="One accepted action", operation_id="getAction",
         responses=problems(404))
    async def get_action(self, request: Request, game_id: GameId,
                         n: Annotated[int, PathParameter(ge=1, le=10_000_000)]) -> Response[ActionRecord]:
        raw = await svc(request).store.action(game_id, n)
        if raw is None:
            raise not_found("action")
        return _json(raw)

    # ---------------------------------------------------------------- phases
    @get("/{game_id:str}/phases", summary="Phases of a game", operation_id="listPhases",
         responses=problems(404))
    async def phases(self, request: Request, game_id: GameId) -> PhaseList:
        """One record per setup, Greek player turn and Ottoman phase (status ``active``,
        ``queued``, ``running``, ``awaiting_decision``, ``done``, ``failed``)."""
        store = svc(request).store
        recs = await store.phases(game_id)
        if not recs and await store.version(game_id) is None:
            raise not_found()
        return PhaseList(phases=recs)

    @get("/{game_id:str}/phases/current", summary="The current phase", operation_id="currentPhase",
         responses=problems(404))
    async def current_phase(self, request: Request, game_id: GameId) -> PhaseRecord | None:
        """The phase in progress; ``null`` in the lobby and after the end."""
        exists, rec = await svc(request).store.current_phase(game_id)
        if not exists:
            raise not_found()
        return rec

    @get("/{game_id:str}/phases/{number:int}", summary="One phase", operation_id="getPhase",
         responses=problems(404))
    async def phase(self, request: Request, game_id: GameId,
                    number: Annotated[int, PathParameter(ge=1, le=1_000_000)]) -> PhaseRecord:
        rec = await svc(request).store.phase(game_id, number)
        if rec is None:
            raise not_found("phase")
        return rec

    # ---------------------------------------------------------------- events
    @get("/{game_id:str}/events", summary="Event log (long-poll)", operation_id="listEvents",
         responses=problems(404, 503))
    async def events(self, request: Request, game_id: GameId,
                     after: Annotated[int, QueryParameter(ge=0, le=1 << 40, description="Only events with seq > after")] = 0,
                     wait: Annotated[float, QueryParameter(ge=0, le=30, description="Seconds to wait for a new event when there is none (long-poll)")] = 0,
                     limit: Annotated[int, QueryParameter(ge=1, le=1000)] = 500) -> Response[EventPage]:
        """Events with ``seq > after`` in order. With ``wait`` > 0 and nothing new, the
        request returns as soon as an event lands (or after ``wait`` seconds, empty).
        A waiting long-poll takes an event-watcher slot (``BATTLE1821_STREAM_POOL`` per
        server): when none is free, 503 ``too_many_watchers`` with ``Retry-After`` at once."""
        store = svc(request).store
        items = await store.events(game_id, after, limit)
        if not items:
            if await store.version(game_id) is None:
                raise not_found()
            if wait > 0:
                wait = min(wait, request.app.state.settings.long_poll_max_s)
                slot = request.app.state.watch_slots.take()   # 503 at once when none is free
                try:
                    items = await store.wait_events(game_id, after, wait, limit)
                finally:
                    slot.release()
        last = items[-1][0] if items else after
        body = b'{"events":[%s],"last_seq":%d}' % (b",".join(e for _, e in items), last)
        return _json(body)

    @get("/{game_id:str}/events/stream", summary="Event stream (SSE)", operation_id="streamEvents",
         media_type="text/event-stream", responses=problems(404, 503))
    async def stream(self, request: Request, game_id: GameId,
                     after: Annotated[int | None, QueryParameter(ge=0, le=1 << 40, description="Start after this seq (default: Last-Event-ID, else 0)", schema_extra={"minimum": 0})] = None,
                     last_event_id: Annotated[str | None, HeaderParameter(name="Last-Event-ID", description="Resume after this event seq (a decimal 0..2^40, else 400)", max_length=32)] = None,
                     ) -> ServerSentEvent:
        """Server-Sent Events of the log: ``id`` is the event's seq (resume with
        ``Last-Event-ID``), ``event`` is ``game_event``, ``data`` the event JSON.
        Keep-alive comments every few seconds. A stream holds an event-watcher slot
        (``BATTLE1821_STREAM_POOL`` per server): when none is free, 503
        ``too_many_watchers`` with ``Retry-After`` before the stream starts. A
        ``Last-Event-ID`` that is no event seq is a 400."""
        store = svc(request).store
        start = after if after is not None else 0
        if after is None and last_event_id is not None and last_event_id.strip():
            start = _last_event_id(last_event_id)
        if await store.version(game_id) is None:
            raise not_found()
        keepalive = request.app.state.settings.sse_keepalive_s
        # a watcher slot before the response starts: 503 at once when none is free
        slot = request.app.state.watch_slots.take()

        async def gen() -> AsyncGenerator[ServerSentEventMessage, None]:
            try:
                last = start
                items = await store.events(game_id, last, 500)
                while True:
                    if not items:
                        items = await store.wait_events(game_id, last, keepalive, 500)
                        if not items:
                            yield ServerSentEventMessage(comment="keep-alive", data=None)
                            continue
                    for seq, data in items:
                        last = seq
                        yield ServerSentEventMessage(data=data, id=str(seq), event="game_event")
                    items = []
            finally:
                slot.release()

        return ServerSentEvent(gen(), background=BackgroundTask(slot.release))

    # ---------------------------------------------------------------- battles, board
    @get("/{game_id:str}/battles/{n:int}", summary="One battle", operation_id="getBattle",
         responses=problems(404))
    async def battle(self, request: Request, game_id: GameId,
                     n: Annotated[int, PathParameter(ge=1, le=1_000_000)]) -> BattleOut:
        """Sides, committed forces, Allies, every roll (each side's dice) and the losses,
        assembled from the battle's events."""
        store = svc(request).store
        evs: list = []
        after = 0
        done = False
        while not done:
            items = await store.events(game_id, after, 1000)
            if not items:
                break
            for seq, raw in items:
                after = seq
                if b'"battle":%d,' % n not in raw and b'"battle":%d}' % n not in raw:
                    continue
                e = _dec.decode(raw)
                if e.get("battle") != n:
                    continue
                evs.append(e)
                if e["type"] == "battle_ended":
                    done = True
                    break
        if not evs or evs[0]["type"] != "battle_started":
            if await store.version(game_id) is None:
                raise not_found()
            raise not_found("battle")
        return _assemble_battle(n, evs)

    @get("/{game_id:str}/board.svg", summary="The board as SVG", operation_id="boardSvg",
         media_type="image/svg+xml", responses=problems(404), response_headers=[ETAG_HEADER])
    async def board(self, request: Request, game_id: GameId) -> Response[str]:
        """The current board: regions placed by lon/lat, borders, owner colours, counts."""
        s, loaded = await svc(request).state_for(game_id)
        svg = render_svg(engine.view(s, None))
        return Response(content=svg, media_type="image/svg+xml", headers={"ETag": _etag(loaded.version)})


def _assemble_battle(n: int, evs: list[dict]) -> BattleOut:
    st = evs[0]
    rolls, allies = [], []
    cannons_lost = 0
    winner = owner_after = None
    defeated: dict[str, int] = {}
    for e in evs[1:]:
        t = e["type"]
        if t == "battle_roll":
            rolls.append({k: e[k] for k in ("roll", "greek_dice", "ally_die", "ottoman_dice", "greek_losses",
                                            "ally_losses", "ottoman_losses")})
        elif t in ("ally_requested", "ally_answered", "ally_returned"):
            allies.append({k: v for k, v in e.items() if k not in ("seq", "version")})
        elif t == "cannon_lost":
            cannons_lost += 1
        elif t == "battle_ended":
            winner, owner_after, defeated = e["winner"], e["owner"], e.get("ottomans_defeated", {})
    return msgspec.convert({
        "number": n, "kind": st["kind"], "region": st["region"], "origin": st.get("origin"), "seat": st["seat"],
        "greek_infantry": st["greek_infantry"], "greek_cannons": st["greek_cannons"], "ottomans": st["ottomans"],
        "attack_dice_bonus": st.get("attack_dice_bonus", 0), "allies": allies, "rolls": rolls,
        "cannons_lost": cannons_lost, "winner": winner, "owner_after": owner_after,
        "ottomans_defeated": defeated, "events": evs}, BattleOut)
