"""Controllers for games and everything under ``/games/{game_id}``."""

from __future__ import annotations

import re
from typing import Annotated, AsyncGenerator

from litestar import Controller, Request, Response, delete, get, post
from litestar.background_tasks import BackgroundTask
from litestar.datastructures import ResponseHeader
from litestar.enums import RequestEncodingType
from litestar.openapi.spec import Example
from litestar.params import BodyKwarg, HeaderParameter, PathParameter, QueryParameter
from litestar.response import ServerSentEvent, ServerSentEventMessage

from server.engine import Action
from server.logging import bind
from server.records.record import GameRecordOut
from server.service.errors import NotFound
from server.service.events import EventFeed
from server.service.games import GameService
from server.service.models import (
    ActionAccepted, ActionCheck, ActionPage, ActionRecord, BattleOut, CreateGame, EventPage, GameCreated, GameList, GameOut,
    JoinGame, Joined, LegalActions, PhaseList, SeatInfo,
)
from server.store import PhaseRecord
from server.store.listing import STATUSES

from .http import bearer, etag, expected_version, game_json, json_response, not_modified, stream_start
from .problems import problems
from .tags import HEALTH, LOBBY, PLAY, RULES, WATCH

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
ListStatus = Annotated[str | None, QueryParameter(
    description="Only games with this status (400 `unknown_status` for another)",
    schema_extra={"enum": list(STATUSES)})]
ListSeats = Annotated[int | None, QueryParameter(ge=2, le=4, description="Only games with this many seats")]
ListOpen = Annotated[bool | None, QueryParameter(
    name="open", description="`true`: only games with at least one open seat; `false`: only full ones")]
ListCreatedAfter = Annotated[str | None, QueryParameter(
    max_length=40, schema_extra={"format": "date-time"},
    description="Only games created strictly after this RFC 3339 time (`2026-12-01T10:00:00Z`)")]
AtVersion = Annotated[int | None, QueryParameter(
    name="at", ge=1, le=1 << 53, description="A past version of the game (1 .. the current one): the view as it was then, rebuilt "
                           "by replaying the game's record (400 `invalid_at` beyond the current version or below 1)")]
ListCursor = Annotated[str | None, QueryParameter(
    max_length=512, description="`next_cursor` of the previous page (with the same filters); not with `offset`")]
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
PUBLIC: list = []

STREAM_DESCRIPTION = """Server-Sent Events (WHATWG HTML 9.2) of the game's log, for anyone (no token).

Each event is one frame **without an `event:` name**, so a browser's
`EventSource.onmessage` receives every one:

```
id: 42
data: {"seq":42,"version":17,"type":"step_started","round":3,"phase":"greek","step":"reinforcement","seat":1}

```

`id` is the event's `seq` (a browser resends it as `Last-Event-ID` when it reconnects, and
the stream resumes after it); `data` is one JSON `GameEvent` (discriminated on `type`, the
same objects as `GET /games/{game_id}/events`). Lines starting with `:` are keep-alive
comments (every few seconds without events): ignore them.

**The end.** After the `game_ended` event (R26) or `game_cancelled` (the host cancelled)
and whatever the same write added after it, the server closes the stream. A request that
starts after the last event of a game that is over answers **204 No Content**, which tells
an `EventSource` to stop reconnecting (close it yourself on `game_ended` to save the round
trip).

Start: `after` (a seq), else `Last-Event-ID`, else 0 (the whole log). A `Last-Event-ID`
that is no event seq is 400 `invalid_request`. A stream holds an event-watcher slot
(`BATTLE1821_STREAM_POOL` per server): when none is free, 503 `too_many_watchers` with
`Retry-After` before the stream starts; 404 `not_found` when there is no such game."""
OPTIONAL_BEARER = [{}, {"bearer": []}]

_ACTION_SCHEMA_EXTRA = {
    "discriminator": {
        "propertyName": "type",
        "mapping": {cls.__struct_config__.tag: f"#/components/schemas/{cls.__name__}"
                    for cls in Action.__args__},
    }
}


def svc(request: Request) -> GameService:
    return request.app.state.service


def feed(request: Request) -> EventFeed:
    return request.app.state.events


_GID = re.compile(r"^[0-9a-f]{16}$")


async def _check_game_id(request: Request) -> None:
    """Every ``/games/{game_id}`` route: bind the id to the log context; an id that no
    game can have is a 404 without touching Redis."""
    gid = request.path_params.get("game_id")
    if gid is None:
        return None
    if not _GID.match(gid):
        raise NotFound()
    bind(game_id=gid)
    return None


class GamesController(Controller):
    path = "/games"
    before_request = _check_game_id

    @post("/", status_code=201, summary="Create a game", operation_id="createGame", tags=LOBBY,
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
        g = await svc(request).create_game(data)
        return json_response(g, g.version, 201, f"/games/{g.id}")

    @get("/", summary="List games", operation_id="listGames", tags=LOBBY, responses=problems())
    async def list_games(self, request: Request, status: ListStatus = None, seats: ListSeats = None,
                         open_seat: ListOpen = None, created_after: ListCreatedAfter = None,
                         cursor: ListCursor = None, offset: Offset = 0, limit: Limit = 50) -> GameList:
        """Newest first. ``total`` counts every game the filters admit. Page with
        ``cursor`` (each page's ``next_cursor``, same filters; stable while games are
        created) or ``offset`` (``next_offset``; at most 10,000 with a filter). 400
        naming the parameter: ``unknown_status``, ``invalid_cursor``, ``stale_cursor``,
        ``cursor_filter_mismatch``, ``offset_with_cursor``, ``offset_too_large``,
        ``invalid_created_after``."""
        return await svc(request).list_games(status, offset, limit, seats=seats, open_seat=open_seat,
                                             created_after=created_after, cursor=cursor)

    @get("/{game_id:str}", summary="Get a game", operation_id="getGame", tags=WATCH, security=OPTIONAL_BEARER,
         responses=problems(304, 400, 401, 403, 404, 409), response_headers=[ETAG_HEADER])
    async def get_game(self, request: Request, game_id: GameId, at: AtVersion = None) -> Response[GameOut]:
        """The game as the caller may see it (public, or as a seat with its bearer token):
        no deck order, no RNG state, the seed only once finished (R27). ``ETag`` is the
        version; ``If-None-Match`` with it answers 304. ``at``: the game as it was at that
        past version (same redaction; ``version`` and ``ETag`` say ``at``), for replays and
        step-through; 400 ``invalid_at`` (``field`` ``at``) outside 1 .. the current version."""
        g = await svc(request).game_view(game_id, bearer(request), at)
        if not_modified(request, g.facts.version):
            return Response(content=b"", status_code=304, headers={"ETag": etag(g.facts.version)})
        return Response(content=game_json(g), media_type="application/json", headers={"ETag": etag(g.facts.version)})

    @delete("/{game_id:str}", status_code=200, summary="Cancel a game (host)", operation_id="cancelGame", tags=LOBBY,
            security=BEARER, responses=problems(401, 403, 404, 409, 412, 428), response_headers=[ETAG_HEADER])
    async def cancel_game(self, request: Request, game_id: GameId, if_match: IfMatch = None) -> Response[dict]:
        """The host token cancels a game that is not finished (needs ``If-Match``)."""
        c = await svc(request).cancel(game_id, bearer(request), expected_version(if_match))
        return json_response(c, c.version)

    # ---------------------------------------------------------------- players
    @post("/{game_id:str}/players", status_code=201, summary="Join an open seat", operation_id="joinGame", tags=LOBBY,
          responses=problems(404, 409, 412, 428), response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def join(self, request: Request, game_id: GameId, data: Annotated[JoinGame, BodyKwarg(
            media_type=RequestEncodingType.JSON)], if_match: IfMatch = None) -> Response[Joined]:
        """Take an open seat (the lowest, or ``seat``): returns the seat token (shown once).
        When every seat is taken, setup starts (R5-R8). Needs ``If-Match`` like every
        write; ``Location`` names the seat."""
        j = await svc(request).join(game_id, data, expected_version(if_match))
        return json_response(j, j.version, 201, f"/games/{game_id}/players/{j.seat}")

    @get("/{game_id:str}/players", summary="Seats of a game", operation_id="listPlayers", tags=LOBBY,
         responses=problems(404))
    async def players(self, request: Request, game_id: GameId) -> list[SeatInfo]:
        """Every seat: its player name and whether it is taken."""
        return await svc(request).seats(game_id)

    @get("/{game_id:str}/players/{seat:int}", summary="One seat", operation_id="getPlayer", tags=LOBBY,
         responses=problems(404))
    async def player(self, request: Request, game_id: GameId,
                     seat: Annotated[int, PathParameter(ge=0, le=3, description="Seat number (0-3)")]) -> SeatInfo:
        """One seat: its player name and whether it is taken. Anyone may read it (no token);
        404 ``not_found`` without such a game or seat."""
        return await svc(request).seat(game_id, seat)

    # ---------------------------------------------------------------- actions
    @get("/{game_id:str}/legal-actions", summary="Legal actions of your seat", operation_id="legalActions", tags=PLAY,
         security=BEARER, responses=problems(401, 403, 404), response_headers=[ETAG_HEADER])
    async def legal_actions(self, request: Request, game_id: GameId) -> Response[LegalActions]:
        """Every action the caller's seat may take now, typed, with the allowed values
        (regions, counts). Empty when it is not this seat's move."""
        la = await svc(request).legal_actions(game_id, bearer(request))
        return json_response(la, la.version)

    @post("/{game_id:str}/actions", status_code=201, summary="Submit an action", operation_id="submitAction", tags=PLAY,
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
        a = await svc(request).submit_action(game_id, bearer(request), expected_version(if_match), idempotency_key,
                                             data)
        return json_response(a, a.version, 201, f"/games/{game_id}/actions/{a.action}")

    @post("/{game_id:str}/actions/check", status_code=200, summary="Check an action (dry run)",
          operation_id="checkAction", tags=PLAY, security=BEARER, responses=problems(401, 403, 404, 422))
    async def check_action(self, request: Request, game_id: GameId,
                           data: Annotated[Action, BodyKwarg(media_type=RequestEncodingType.JSON,
                                                             schema_extra=_ACTION_SCHEMA_EXTRA)]) -> ActionCheck:
        """Whether ``POST /games/{game_id}/actions`` would accept this action from the
        caller's seat now, and why not, **without applying it**: no dice are rolled, the
        version does not change, no event is logged (a UI can grey out a button). Needs
        the seat's bearer token (401 ``unauthorized`` without, 403 ``forbidden`` for the
        host token or another game's); no ``If-Match`` (``version`` in the answer says
        what it was judged at). A refusal is a 200 with ``accepted: false`` and the
        ``code``, ``detail`` and ``ruling`` (R-number) the submit would answer with its
        409; a body that is no action is 400/422 as for a submit."""
        return await svc(request).check_action(game_id, bearer(request), data)

    @get("/{game_id:str}/actions", summary="Accepted actions", operation_id="listActions", tags=WATCH,
         responses=problems(404))
    async def list_actions(self, request: Request, game_id: GameId, offset: Offset = 0,
                           limit: Limit = 100) -> Response[ActionPage]:
        """The accepted actions in order (paginated)."""
        return json_response(await svc(request).actions(game_id, offset, limit))

    @get("/{game_id:str}/actions/{n:int}", summary="One accepted action", operation_id="getAction", tags=WATCH,
         responses=problems(404))
    async def get_action(self, request: Request, game_id: GameId,
                         n: Annotated[int, PathParameter(ge=1, le=10_000_000, description="Action number (1, 2, ...)")]) -> Response[ActionRecord]:
        """The ``n``-th accepted action: the seat, the version it produced, when, and the
        action as sent. Anyone may read it (no token); 404 ``not_found`` without such a
        game or action."""
        return json_response(await svc(request).action(game_id, n))

    # ---------------------------------------------------------------- phases
    @get("/{game_id:str}/phases", summary="Phases of a game", operation_id="listPhases", tags=WATCH,
         responses=problems(404))
    async def phases(self, request: Request, game_id: GameId) -> PhaseList:
        """One record per setup, Greek player turn and Ottoman phase (status ``active``,
        ``queued``, ``running``, ``awaiting_decision``, ``done``, ``failed``)."""
        return await svc(request).phases(game_id)

    @get("/{game_id:str}/phases/current", summary="The current phase", operation_id="currentPhase", tags=WATCH,
         responses=problems(404))
    async def current_phase(self, request: Request, game_id: GameId) -> PhaseRecord | None:
        """The phase in progress; ``null`` in the lobby and after the end."""
        return await svc(request).current_phase(game_id)

    @get("/{game_id:str}/phases/{number:int}", summary="One phase", operation_id="getPhase", tags=WATCH,
         responses=problems(404))
    async def phase(self, request: Request, game_id: GameId,
                    number: Annotated[int, PathParameter(ge=1, le=1_000_000, description="Phase number (1, 2, ...)")]) -> PhaseRecord:
        """One phase record (setup, a Greek player's turn or an Ottoman phase) with its
        status and the versions it began and ended at. Anyone may read it (no token); 404
        ``not_found`` without such a game or phase."""
        return await svc(request).phase(game_id, number)

    # ---------------------------------------------------------------- events
    @get("/{game_id:str}/events", summary="Event log (long-poll)", operation_id="listEvents", tags=WATCH,
         responses=problems(404, 409, 503))
    async def events(self, request: Request, game_id: GameId,
                     after: Annotated[int, QueryParameter(ge=0, le=1 << 40, description="Only events with seq > after")] = 0,
                     wait: Annotated[float, QueryParameter(ge=0, le=30, description="Seconds to wait for a new event when there is none (long-poll)")] = 0,
                     limit: Annotated[int, QueryParameter(ge=1, le=1000)] = 500) -> Response[EventPage]:
        """Events with ``seq > after`` in order. With ``wait`` > 0 and nothing new, the
        request returns as soon as an event lands (or after ``wait`` seconds, empty).
        A waiting long-poll takes an event-watcher slot (``BATTLE1821_STREAM_POOL`` per
        server): when none is free, 503 ``too_many_watchers`` with ``Retry-After`` at once."""
        return json_response(await feed(request).page(game_id, after, limit, wait))

    @get("/{game_id:str}/events/stream", summary="Event stream (SSE)", operation_id="streamEvents", tags=WATCH,
         media_type="text/event-stream", security=PUBLIC, responses=problems(404, 409, 503),
         description=STREAM_DESCRIPTION)
    async def stream(self, request: Request, game_id: GameId,
                     after: Annotated[int | None, QueryParameter(ge=0, le=1 << 40, description="Start after this seq (default: Last-Event-ID, else 0)", schema_extra={"minimum": 0})] = None,
                     last_event_id: Annotated[str | None, HeaderParameter(name="Last-Event-ID", description="Resume after this event seq (a decimal 0..2^40, else 400)", max_length=32)] = None,
                     ) -> ServerSentEvent:
        followed = await feed(request).stream(game_id, stream_start(after, last_event_id))
        if followed is None:
            return Response(content=b"", status_code=204)  # type: ignore[return-value]
        events, slot = followed
        return ServerSentEvent(_sse(events), background=BackgroundTask(slot.release))

    # ---------------------------------------------------------------- battles, board
    @get("/{game_id:str}/battles/{n:int}", summary="One battle", operation_id="getBattle", tags=WATCH,
         responses=problems(404, 409))
    async def battle(self, request: Request, game_id: GameId,
                     n: Annotated[int, PathParameter(ge=1, le=1_000_000)]) -> BattleOut:
        """Sides, committed forces, Allies, every roll (each side's dice) and the losses,
        assembled from the battle's events."""
        return await svc(request).battle(game_id, n)

    @get("/{game_id:str}/record", summary="The game's record", operation_id="getRecord", tags=WATCH,
         responses=problems(404))
    async def record(self, request: Request, game_id: GameId) -> GameRecordOut:
        """The game's record (format `battle1821-record/1`): rules version, options or
        starting position, names, seat joins and every accepted action (player actions
        and automatic ones: `applied_by`), and once the game is over its seed (R27) and
        `end` (final version, winners, the final state's sha256, one check digit per
        action). Replaying it with the engine gives every version of the game: version 1
        is `new_game`/`from_position`; a join names the seat (the last one starts the game,
        R5-R8); an action is `apply` then the automatic steps up to the next decision; every
        version in between is one Ottoman step (`advance(max_steps=1)`, R20-R24); a
        cancelled game's last version is the cancel. `battle1821 verify` checks a record."""
        return await svc(request).record(game_id)

    @get("/{game_id:str}/board.svg", summary="The board as SVG", operation_id="boardSvg", tags=WATCH,
         media_type="image/svg+xml", responses=problems(400, 404, 409), response_headers=[ETAG_HEADER])
    async def board(self, request: Request, game_id: GameId, at: AtVersion = None) -> Response[str]:
        """The current board (or, with ``at``, the board at that past version; 400
        ``invalid_at`` outside 1 .. the current version): regions placed by lon/lat,
        borders, owner colours, counts. ``ETag``: the version drawn."""
        svg, version = await svc(request).board_svg(game_id, at)
        return Response(content=svg, media_type="image/svg+xml", headers={"ETag": etag(version)})


async def _sse(events) -> AsyncGenerator[ServerSentEventMessage, None]:
    """The feed as SSE messages without an ``event:`` name (a browser's
    ``EventSource.onmessage`` gets them): ``id`` the seq, ``data`` the event JSON; a
    comment for each keep-alive. Ends with the feed (after the game's end)."""
    try:
        async for item in events:
            if item is None:
                yield ServerSentEventMessage(comment="keep-alive", data=None)
            else:
                yield ServerSentEventMessage(data=item[1], id=str(item[0]))
    finally:
        await events.aclose()   # releases the watcher slot
