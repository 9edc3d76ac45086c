"""Controllers for games and everything under ``/games/{game_id}``."""

from __future__ import annotations

import gzip
import itertools
import re
from typing import Annotated, AsyncGenerator

import msgspec
from gamekinds.battle1821 import Action
from litestar import Controller, Request, Response, delete, get, post
from litestar.background_tasks import BackgroundTask
from litestar.datastructures import ResponseHeader
from litestar.enums import RequestEncodingType
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import Example
from litestar.params import (
    BodyKwarg,
    HeaderParameter,
    PathParameter,
    QueryParameter,
    SkipValidation,
)
from litestar.response import ServerSentEvent, ServerSentEventMessage
from litestar.response.streaming import ASGIStreamingResponse
from litestar.utils.helpers import get_enum_string_value

from server.logging import bind
from server.records.record import GameRecordOut
from server.service.accounts import is_account_key
from server.service.errors import NotFound
from server.service.events import EventFeed, LiveStream
from server.service.lobby import CreateKey
from server.service.models import (
    ActionAccepted,
    ActionCheck,
    ActionPage,
    ActionRecord,
    BattleOut,
    CreateGame,
    CreateGameIn,
    EventPage,
    GameCreated,
    GameList,
    GameOut,
    Joined,
    JoinGame,
    LegalActions,
    Message,
    MessagePage,
    PhaseList,
    PostMessage,
    Rematch,
    SeatInfo,
    TakenBack,
)
from server.service.talk import TalkService
from server.service.usecases import UseCases
from server.store import PhaseRecord
from server.store.accounts import AccountRecord
from server.store.listing import STATUSES

from .body import DecodeAs, UnknownReference, decode_strict
from .http import (
    JSON,
    LAST_EVENT_ID_PATTERN,
    bearer,
    etag,
    expected_version,
    game_json,
    json_response,
    not_modified,
    stream_cursors,
)
from .middleware import reraise_fast
from .problems import problems
from .tags import LOBBY, PLAY, TALK, WATCH

GameId = Annotated[str, PathParameter(description="Game id (16 hex digits)", min_length=1, max_length=64)]
# The integer path parameters (a seat, an action's, phase's, message's, battle's number) are
# ``{name:str}`` in the route and ``int`` in the handler: the handler's signature converts and
# checks them, so ``abc`` is a 400 ``invalid_request`` naming the parameter like ``9`` for a
# seat. With ``{name:int}`` Litestar's router parses them and answers a bare 404 for ``abc``
# (as if the route did not exist). The spec is the same: its type is the handler's ``int``.
IfMatch = Annotated[str | None, HeaderParameter(
    name="If-Match", description='The game version you act on, as its ETag: `"7"`. Required (428 without). '
                                 'RFC 9110: a list (`"6", "7"`) matches when any tag does; tags compare strongly '
                                 '(`W/"7"` never matches, nor `"07"`); `*` matches any current version '
                                 '(an unconditional write). A field that is neither `*` nor a list of entity '
                                 'tags (`"7", garbage`; `7` unquoted) is 400 `invalid_request` naming If-Match.')]
IdemKey = Annotated[str | None, HeaderParameter(
    name="Idempotency-Key", description="Any unique string (<= 200 chars): a retry with the same key (and body) "
                                        "replays the first response instead of applying twice.",
    min_length=1, max_length=200)]
CreateIdemKey = Annotated[str | None, HeaderParameter(
    name="Idempotency-Key", description="An unguessable secret of 16-200 characters (a UUIDv4), the same on every "
                                        "try: the first request creates the game and keeps its answer; a retry "
                                        "with the same key and body answers it again (201, same `Location` and "
                                        "body, tokens included) instead of creating a second game; another body "
                                        "is 422 `idempotency_key_reused`. Scoped to the `Authorization` sent "
                                        "(none: to the key alone).",
    min_length=16, max_length=200)]
Offset = Annotated[int, QueryParameter(ge=0, le=1_000_000, description="Items to skip")]
Limit = Annotated[int, QueryParameter(ge=1, le=200, description="Page size")]
ListStatus = Annotated[str | None, QueryParameter(
    description="Only games with this status (400 `unknown_status` for another)",
    schema_extra={"enum": list(STATUSES)})]
ListKind = Annotated[str | None, QueryParameter(
    max_length=40, description="Only games of this kind (`GET /kinds`; 400 `unknown_kind` for a kind this server "
                               "does not host)")]
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
BOARD_GZ_KEPT = 32
"""gzipped board pictures kept (:func:`_gzipped`), by their text."""
_board_gz: dict[tuple[str, int], bytes] = {}


def _gzipped(svg: str, level: int) -> bytes:
    """``svg`` gzipped (the app's compression level), once per picture: every page watching a
    game reads each new version's picture (``Watch.board_svg`` draws it once), and gzipping
    its ~160 KB took ~8 ms of CPU per read (issue 37: three pages of a web test, each
    version's picture gzipped three times; a version that draws the same picture as the
    previous one is not gzipped again either). The route is left out of the app's
    ``CompressionConfig`` (``server.app.COMPRESSION``) for this."""
    key = (svg, level)
    body = _board_gz.get(key)
    if body is None:
        body = _board_gz[key] = gzip.compress(svg.encode(), compresslevel=level, mtime=0)
        while len(_board_gz) > BOARD_GZ_KEPT:
            _board_gz.pop(next(iter(_board_gz)))
    return body


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
that is no event seq is 400 `invalid_request`. A start past the game's last event (a seq
this game never sent: another game's, or a guess) is 400 `cursor_past_end` at once, with
`field` (`after` or `Last-Event-ID`) and `last_seq` (the game's last event seq: resume at
or below it); so is a message cursor past the last message with `messages=true`
(`field` `messages_after` or `Last-Event-ID`, `last_seq` the last message seq). A start
equal to the last seq is valid: the stream waits for the next event. A stream counts against the server's
event-watcher memory budget (`BATTLE1821_WATCH_MEMORY_KB`): when it is used up, 503
`too_many_watchers` with `Retry-After` before the stream starts; 404 `not_found` when there
is no such game. A client that does not read its stream is cut off once 256 KiB of events
wait for it (`BATTLE1821_WATCHER_BUFFER_KB`); it resumes with `Last-Event-ID` and misses
nothing, as after any dropped connection (to this or another server)."""
OPTIONAL_BEARER = [{}, {"bearer": []}]

_ACTION_SCHEMA_EXTRA = {
    "discriminator": {
        "propertyName": "type",
        "mapping": {cls.__struct_config__.tag: f"#/components/schemas/{cls.__name__}"
                    for cls in Action.__args__},
    }
}


def action_of(raw):
    """The action body, decoded by the game's kind once it is known (the same 400s), then
    checked by the kind's optional ``unknown_reference`` (422 naming the field: a region id
    the board does not have)."""
    def decode(kind):
        action = decode_strict(raw, kind.Action)
        unknown = getattr(kind, "unknown_reference", None)
        found = unknown(action) if unknown is not None else None
        if found is not None:
            raise UnknownReference(*found)
        return action
    return decode


def uc(request: Request) -> UseCases:
    return request.app.state.service


def feed(request: Request) -> EventFeed:
    return request.app.state.events


def talk(request: Request) -> TalkService:
    return request.app.state.talk


WithMessages = Annotated[bool, QueryParameter(
    name="messages", description="Also the table talk the caller may read (its bearer token: a seat, the host; "
                                 "without one a spectator, 403 `messages_hidden` unless the game's "
                                 "`spectator_talk` option is on), as `message` events.")]
MessagesAfter = Annotated[int | None, QueryParameter(
    ge=0, le=1 << 40, schema_extra={"minimum": 0},
    description="With `messages=true`: only messages with seq > this (default: the `Last-Event-ID`'s message "
                "part on the stream, else 0); past the last message: 400 `cursor_past_end`")]


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


async def account_of(request: Request) -> AccountRecord | None:
    """The account whose API key is the request's bearer, checked for the scope that
    plays (``play``, a bot account's ``bot``: 403 ``insufficient_scope``; 401 for an
    unknown or revoked key); None when the bearer is no API key (a host or seat token,
    or none)."""
    tok = bearer(request)
    if not is_account_key(tok):
        return None
    return (await request.app.state.accounts.play_principal(tok)).account


class GamesController(Controller):
    path = "/games"
    before_request = _check_game_id

    @post("/", status_code=201, summary="Create a game", operation_id="createGame", tags=LOBBY,
          security=OPTIONAL_BEARER, responses=problems(401, 403, 409, 422),
          response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def create_game(self, request: Request, data: Annotated[SkipValidation[CreateGame], BodyKwarg(
            media_type=RequestEncodingType.JSON, examples=[Example(value={
                "seats": 4, "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
                "options": {"max_rounds": 30}})]), DecodeAs(CreateGameIn)],
                          idempotency_key: CreateIdemKey = None) -> Response[GameCreated]:
        """Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
        other seats stay open for ``POST /games/{game_id}/players``. Returns the host
        token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
        ``seed_chosen``; with ``position`` (the kind's ``Position``) the game starts from
        that situation (400 ``invalid_position`` naming the inconsistency, and in
        ``ruling`` the rule of the kind it breaks: each kind's checks are listed with the
        400 answer). ``Location`` names the game.

        **With an account** (its API key as bearer, scope ``play``, a bot account's
        ``bot``): ``account_seat`` names the seat of ``players`` the account takes, under
        its name (its seat token is issued as usual); ``rated`` makes the finished game
        move the accounts' ratings; ``same_account`` lets one account hold several seats
        (a game where one does is never rated). 401 for an unknown or revoked key, or ``account_seat`` without
        one; 403 ``insufficient_scope``.

        **Idempotency-Key** (optional; 16-200 characters, an unguessable secret such as
        a UUIDv4): the game is created once per key. Its answer (status, ``Location``,
        body with the tokens) is stored with the game in the same atomic write, for
        ``BATTLE1821_IDEMPOTENCY_TTL_S``; a repeat with the same key and the same body
        (decoded: key order and whitespace aside) answers it again byte for byte,
        concurrent repeats included; another body is 422 ``idempotency_key_reused``. The
        key is scoped to the request's ``Authorization`` (the same key under another
        credential is another key); without one, to the key alone: whoever sends it gets
        the answer, tokens included. After the TTL a repeat is 409
        ``idempotency_key_expired`` (use a new key), also once the key's game is gone: a
        key never makes its game twice."""
        account = await account_of(request)
        if idempotency_key is None:
            g = await uc(request).lobby.create_game(data, decode_strict, account)
            return json_response(g, g.version, 201, f"/games/{g.id}")
        once = await uc(request).lobby.create_game(data, decode_strict, account,
                                                   once=CreateKey(bearer(request) or "", idempotency_key))
        return Response(content=once.body, status_code=201, media_type=JSON,
                        headers={"ETag": etag(once.version), "Location": f"/games/{once.id}"})

    @get("/", summary="List games", operation_id="listGames", tags=LOBBY, responses=problems())
    async def list_games(self, request: Request, status: ListStatus = None, seats: ListSeats = None,
                         open_seat: ListOpen = None, created_after: ListCreatedAfter = None,
                         cursor: ListCursor = None, offset: Offset = 0, limit: Limit = 50,
                         kind: ListKind = None) -> GameList:
        """Newest first. ``total`` counts every game the filters admit. Page with
        ``cursor`` (each page's ``next_cursor``, same filters; stable while games are
        created) or ``offset`` (``next_offset``; at most 10,000 with a filter). 400
        naming the parameter: ``unknown_status``, ``unknown_kind``, ``invalid_cursor``, ``stale_cursor``,
        ``cursor_filter_mismatch``, ``offset_with_cursor``, ``offset_too_large``,
        ``invalid_created_after``."""
        return await uc(request).listing.list_games(status, offset, limit, seats=seats, open_seat=open_seat,
                                             created_after=created_after, cursor=cursor, kind=kind)

    @get("/{game_id:str}", summary="Get a game", operation_id="getGame", tags=WATCH, security=OPTIONAL_BEARER,
         responses=problems(304, 400, 401, 403, 404, 409), response_headers=[ETAG_HEADER])
    async def get_game(self, request: Request, game_id: GameId, at: AtVersion = None) -> Response[GameOut]:
        """The game as the caller may see it (public, or as a seat with its bearer token):
        no deck order, no RNG state, the seed only once finished (R27). ``ETag`` is the
        version; ``If-None-Match`` with it answers 304. ``at``: the game as it was at that
        past version (same redaction; ``version`` and ``ETag`` say ``at``), for replays and
        step-through; 400 ``invalid_at`` (``field`` ``at``) outside 1 .. the current version."""
        reraise_fast(request.scope)     # the use case already ran on the fast path, and raised
        g = await uc(request).watch.game_view(game_id, bearer(request), at,
                                              (lambda v: not_modified(request, v)) if "if-none-match" in request.headers
                                              else None)
        if isinstance(g, int):      # If-None-Match names this version: no view built
            return Response(content=b"", status_code=304, headers={"ETag": etag(g)})
        return Response(content=game_json(g), media_type="application/json", headers={"ETag": etag(g.facts.version)})

    @delete("/{game_id:str}", status_code=200, summary="Cancel a game (host)", operation_id="cancelGame", tags=LOBBY,
            security=BEARER, responses=problems(401, 403, 404, 409, 412, 428), response_headers=[ETAG_HEADER])
    async def cancel_game(self, request: Request, game_id: GameId, if_match: IfMatch = None) -> Response[dict]:
        """The host token cancels a game that is not finished (needs ``If-Match``)."""
        c = await uc(request).lobby.cancel(game_id, bearer(request), expected_version(if_match))
        return json_response(c, c.version)

    # ---------------------------------------------------------------- rematch
    @post("/{game_id:str}/rematch", status_code=201, summary="Rematch: create it (host) or take your seat in it",
          operation_id="rematch", tags=LOBBY, security=BEARER,
          responses={**problems(401, 403, 404, 409), 200: ResponseSpec(
              data_container=Rematch, generate_examples=False,
              description="The rematch existed already (the same one; host), or a seat's token in it")},
          response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def rematch(self, request: Request, game_id: GameId) -> Response[Rematch]:
        """A new game after a finished one, with the same seats and player names, the
        same options and a fresh seed (R27); both games link to each other (``rematch``
        in the old game's view, ``rematch_of`` in the new one's). No ``If-Match``: the
        call is idempotent.

        **The host** (its host token of the finished game) creates it: 201 the first
        time, 200 with the same rematch on every later call; ``host_token`` is the new
        game's host token (the same on every call). The new game waits in the lobby
        with every human seat ``reserved`` for its old player; nobody else can join
        them. A computer seat is the same server bot's again (a rematch of computer
        seats only starts at once); the clocks start afresh from the options.

        **Each player** (its seat token of the finished game) then takes its seat: 200
        with ``seat`` and the new ``token``, derived from the old token, so asking again
        returns the same token. When the last reserved seat is taken, setup starts
        (R5-R8). A game started from a ``position`` is rematched from the usual setup.

        ``Location`` (and the ``ETag``: the new game's version) names the new game.
        409: ``game_not_over`` before the end, ``game_cancelled``, ``no_rematch``
        (a player asks before the host made one), ``rematch_seat_gone`` (the rematch was
        cancelled). 401 without a token, 403 with another game's."""
        r, created = await uc(request).rematch.rematch(game_id, bearer(request))
        return json_response(r, r.version, 201 if created else 200, f"/games/{r.id}")

    @get("/{game_id:str}/rematch", summary="The rematch of a game", operation_id="getRematch", tags=LOBBY,
         responses=problems(404), response_headers=[ETAG_HEADER])
    async def get_rematch(self, request: Request, game_id: GameId) -> Response[Rematch]:
        """The rematch of a finished game, for anyone (no tokens in it): its id, status,
        version (also the ``ETag``) and the seats still ``reserved`` for their players.
        404 ``rematch_not_found`` when the host has not asked for one."""
        r = await uc(request).rematch.rematch_of(game_id)
        return json_response(r, r.version)

    # ---------------------------------------------------------------- players
    @post("/{game_id:str}/players", status_code=201, summary="Join an open seat", operation_id="joinGame", tags=LOBBY,
          security=OPTIONAL_BEARER, responses=problems(401, 403, 404, 409, 412, 428),
          response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def join(self, request: Request, game_id: GameId, data: Annotated[JoinGame, BodyKwarg(
            media_type=RequestEncodingType.JSON)], if_match: IfMatch = None) -> Response[Joined]:
        """Take an open seat (the lowest, or ``seat``): returns the seat token (shown once).
        With ``bot`` the host fills the seat with a server bot instead (a computer seat;
        ``Authorization: Bearer <host token>``, 401/403 without it; ``token`` is empty:
        nobody holds it). When every seat is taken, setup starts (R5-R8). Needs
        ``If-Match`` like every write; ``Location`` names the seat.

        **With an account** (its API key as bearer, scope ``play``, a bot account's
        ``bot``) the seat is the account's (``account``), under the account's name (the
        ``name`` sent is replaced), and its seat token is issued as usual. 409
        ``account_seated`` when the account holds another seat of the game and the host
        did not allow it (``same_account``); 401 for an unknown or revoked key, 403
        ``insufficient_scope``."""
        j = await uc(request).lobby.join(game_id, data, expected_version(if_match), bearer(request),
                                         await account_of(request))
        return json_response(j, j.version, 201, f"/games/{game_id}/players/{j.seat}")

    @post("/{game_id:str}/players/{seat:str}/take-back", status_code=200, summary="Take your seat back from a bot",
          operation_id="takeBackSeat", tags=PLAY, security=BEARER, responses=problems(401, 403, 404, 409, 412, 428),
          response_headers=[ETAG_HEADER])
    async def take_back(self, request: Request, game_id: GameId,
                        seat: Annotated[int, PathParameter(ge=0, le=3, description="Seat number (0-3)")],
                        if_match: IfMatch = None) -> Response[TakenBack]:
        """The seat's human takes it back from the server bot that took it over (its
        clock ran out, or it resigned with ``takeover_on_resign``), with its seat token
        (403 ``forbidden`` for another seat's or the host's, 401 for a wrong one). Allowed
        whenever the game does not wait on the seat, so the human plays from the start
        of the seat's next turn: 409 ``seat_in_turn`` (with ``Retry-After``) while the
        bot is in the middle of the seat's turn, 409 ``not_taken_over`` when no bot plays
        it. With a clock, the seat's time starts afresh (``initial_s``). Recorded as a
        ``take_back`` accepted action and a ``seat_taken_back`` event. Needs
        ``If-Match``."""
        tb = await uc(request).seating.take_back(game_id, seat, bearer(request), expected_version(if_match))
        return json_response(tb, tb.version)

    @get("/{game_id:str}/players", summary="Seats of a game", operation_id="listPlayers", tags=LOBBY,
         responses=problems(404))
    async def players(self, request: Request, game_id: GameId) -> list[SeatInfo]:
        """Every seat: its player name, whether it is taken, whether a human or a server
        bot holds it (``kind``) and which server bot plays it now (``bot``, ``taken_over``)."""
        return await uc(request).seating.seats(game_id)

    @get("/{game_id:str}/players/{seat:str}", summary="One seat", operation_id="getPlayer", tags=LOBBY,
         responses=problems(404))
    async def player(self, request: Request, game_id: GameId,
                     seat: Annotated[int, PathParameter(ge=0, le=3, description="Seat number (0-3)")]) -> SeatInfo:
        """One seat: its player name and whether it is taken. Anyone may read it (no token);
        404 ``not_found`` without such a game or seat."""
        return await uc(request).seating.seat(game_id, seat)

    # ---------------------------------------------------------------- actions
    @get("/{game_id:str}/legal-actions", summary="Legal actions of your seat", operation_id="legalActions", tags=PLAY,
         security=BEARER, responses=problems(401, 403, 404), response_headers=[ETAG_HEADER])
    async def legal_actions(self, request: Request, game_id: GameId) -> Response[LegalActions]:
        """Every action the caller's seat may take now, typed, with the allowed values
        (regions, counts). Empty when it is not this seat's move."""
        la = await uc(request).play.legal_actions(game_id, bearer(request))
        return json_response(la, la.version)

    @post("/{game_id:str}/actions", status_code=201, summary="Submit an action", operation_id="submitAction", tags=PLAY,
          security=BEARER, responses=problems(401, 403, 404, 409, 412, 422, 428),
          response_headers=[ETAG_HEADER, LOCATION_HEADER])
    async def submit_action(self, request: Request, game_id: GameId,
                            data: Annotated[SkipValidation[Action], BodyKwarg(media_type=RequestEncodingType.JSON,
                                                                              schema_extra=_ACTION_SCHEMA_EXTRA),
                                            DecodeAs(msgspec.Raw)],
                            if_match: IfMatch = None, idempotency_key: IdemKey = None) -> Response[ActionAccepted]:
        """Apply one action for the caller's seat (``Authorization: Bearer <seat token>``).
        Needs ``If-Match: "<version>"`` (428 without, 412 ``stale_version`` when the game
        moved on). Rule violations are 409 with the engine's ``code`` and ``ruling``;
        during the Ottoman phase 409 ``ottoman_phase`` (unless the engine asks this seat
        for a decision). ``Idempotency-Key`` replays the first response. Returns the new
        version (also the ``ETag``) and the events the action caused.

        ``{"type": "undo", "count": 1}`` takes back the seat's last actions of its turn
        (offered in the legal actions as an ``undo`` option while possible; an accepted
        action like any other, so the game replays from seed + actions; an ``undone``
        event tells watchers what each region holds again). Undo stops at the last
        barrier: 409 ``undo_barrier`` with ``barrier`` = ``turn_start``, ``dice``,
        ``card`` or ``other_seat`` when it would go past one."""
        reraise_fast(request.scope)     # the use case already ran on the fast path, and raised
        a = await uc(request).play.submit_action(game_id, bearer(request), expected_version(if_match), idempotency_key,
                                             action_of(data))
        return json_response(a, a.version, 201, f"/games/{game_id}/actions/{a.action}")

    @post("/{game_id:str}/actions/check", status_code=200, summary="Check an action (dry run)",
          operation_id="checkAction", tags=PLAY, security=BEARER, responses=problems(401, 403, 404, 422))
    async def check_action(self, request: Request, game_id: GameId,
                           data: Annotated[SkipValidation[Action], BodyKwarg(media_type=RequestEncodingType.JSON,
                                                                             schema_extra=_ACTION_SCHEMA_EXTRA),
                                           DecodeAs(msgspec.Raw)]) -> ActionCheck:
        """Whether ``POST /games/{game_id}/actions`` would accept this action from the
        caller's seat now, and why not, **without applying it**: no dice are rolled, the
        version does not change, no event is logged (a UI can grey out a button). Needs
        the seat's bearer token (401 ``unauthorized`` without, 403 ``forbidden`` for the
        host token or another game's); no ``If-Match`` (``version`` in the answer says
        what it was judged at). A refusal is a 200 with ``accepted: false`` and the
        ``code``, ``detail`` and ``ruling`` (R-number) the submit would answer with its
        409; a body that is no action is 400/422 as for a submit."""
        return await uc(request).play.check_action(game_id, bearer(request), action_of(data))

    @get("/{game_id:str}/actions", summary="Accepted actions", operation_id="listActions", tags=WATCH,
         responses=problems(404))
    async def list_actions(self, request: Request, game_id: GameId, offset: Offset = 0,
                           limit: Limit = 100) -> Response[ActionPage]:
        """The accepted actions in order (paginated)."""
        return json_response(await uc(request).watch.actions(game_id, offset, limit))

    @get("/{game_id:str}/actions/{n:str}", summary="One accepted action", operation_id="getAction", tags=WATCH,
         responses=problems(404))
    async def get_action(self, request: Request, game_id: GameId,
                         n: Annotated[int, PathParameter(ge=1, le=10_000_000, description="Action number (1, 2, ...)")]) -> Response[ActionRecord]:
        """The ``n``-th accepted action: the seat, the version it produced, when, and the
        action as sent. Anyone may read it (no token); 404 ``not_found`` without such a
        game or action."""
        return json_response(await uc(request).watch.action(game_id, n))

    # ---------------------------------------------------------------- phases
    @get("/{game_id:str}/phases", summary="Phases of a game", operation_id="listPhases", tags=WATCH,
         responses=problems(404))
    async def phases(self, request: Request, game_id: GameId) -> PhaseList:
        """One record per setup, Greek player turn and Ottoman phase (status ``active``,
        ``queued``, ``running``, ``awaiting_decision``, ``done``, ``failed``)."""
        return await uc(request).watch.phases(game_id)

    @get("/{game_id:str}/phases/current", summary="The current phase", operation_id="currentPhase", tags=WATCH,
         responses=problems(404))
    async def current_phase(self, request: Request, game_id: GameId) -> PhaseRecord | None:
        """The phase in progress; ``null`` in the lobby and after the end."""
        return await uc(request).watch.current_phase(game_id)

    @get("/{game_id:str}/phases/{number:str}", summary="One phase", operation_id="getPhase", tags=WATCH,
         responses=problems(404))
    async def phase(self, request: Request, game_id: GameId,
                    number: Annotated[int, PathParameter(ge=1, le=1_000_000, description="Phase number (1, 2, ...)")]) -> PhaseRecord:
        """One phase record (setup, a Greek player's turn or an Ottoman phase) with its
        status and the versions it began and ended at. Anyone may read it (no token); 404
        ``not_found`` without such a game or phase."""
        return await uc(request).watch.phase(game_id, number)

    # ---------------------------------------------------------------- events
    @get("/{game_id:str}/events", summary="Event log (long-poll)", operation_id="listEvents", tags=WATCH,
         responses=problems(401, 403, 404, 409, 503))
    async def events(self, request: Request, game_id: GameId,
                     after: Annotated[int, QueryParameter(ge=0, le=1 << 40, description="Only events with seq > after (at most the last seq: 400 `cursor_past_end` beyond it)")] = 0,
                     wait: Annotated[float, QueryParameter(ge=0, le=30, description="Seconds to wait for a new event when there is none (long-poll)")] = 0,
                     limit: Annotated[int, QueryParameter(ge=1, le=1000)] = 500,
                     messages: WithMessages = False, messages_after: MessagesAfter = None) -> Response[EventPage]:
        """Events with ``seq > after`` in order. With ``wait`` > 0 and nothing new, the
        request returns as soon as an event lands (or after ``wait`` seconds, empty).
        A waiting long-poll counts against the server's event-watcher memory budget
        (``BATTLE1821_WATCH_MEMORY_KB``): when it is used up, 503 ``too_many_watchers`` with
        ``Retry-After`` at once.

        With ``messages=true`` the page also holds the table-talk messages the caller may
        read with ``seq > messages_after`` (``message`` events, after the log's; redacted
        per caller: a seat gets the public and its own private ones), ``last_message`` is
        the next ``messages_after``, and a wait ends on a new event or a new readable
        message. Its token is checked as for ``GET /games/{game_id}/messages`` (401, 403).

        ``after`` past the game's last event (a seq it never sent), or ``messages_after``
        past its last message, is 400 ``cursor_past_end`` at once, without waiting:
        ``field`` names the cursor, ``last_seq`` is the last seq of its log (resume at or
        below it). ``after`` equal to the last seq is valid and waits for the next event."""
        if not messages:
            return json_response(await feed(request).page(game_id, after, limit, wait))
        reader = await talk(request).reader(game_id, bearer(request))
        return json_response(await feed(request).talk_page(game_id, after, limit, wait, reader, messages_after or 0))

    @get("/{game_id:str}/events/stream", summary="Event stream (SSE)", operation_id="streamEvents", tags=WATCH,
         media_type="text/event-stream", security=PUBLIC, responses=problems(401, 403, 404, 409, 503),
         description=STREAM_DESCRIPTION)
    async def stream(self, request: Request, game_id: GameId,
                     after: Annotated[int | None, QueryParameter(ge=0, le=1 << 40, description="Start after this seq (default: Last-Event-ID, else 0); past the last seq: 400 `cursor_past_end`", schema_extra={"minimum": 0})] = None,
                     last_event_id: Annotated[str | None, HeaderParameter(name="Last-Event-ID", description="Resume after this frame id: an event seq (a decimal 0..2^40), or `<event seq>:<message seq>` with `messages=true`; else 400 `invalid_request`; past the game's last event (or message) 400 `cursor_past_end`", max_length=32, schema_extra={"pattern": LAST_EVENT_ID_PATTERN})] = None,
                     messages: WithMessages = False, messages_after: MessagesAfter = None,
                     ) -> ServerSentEvent:
        start, mstart = stream_cursors(after, messages_after if messages else 0, last_event_id)
        fields = ("after" if after is not None else "Last-Event-ID",
                  "messages_after" if messages_after is not None else "Last-Event-ID")
        reader = await talk(request).reader(game_id, bearer(request)) if messages else None
        if reader is None and feed(request).hub is not None:
            live = await feed(request).live(game_id, start, fields[0])
            if live is None:
                return Response(content=b"", status_code=204)  # type: ignore[return-value]
            return LiveSSE(live)
        followed = await feed(request).stream(game_id, start, reader, mstart, fields)
        if followed is None:
            return Response(content=b"", status_code=204)  # type: ignore[return-value]
        events, slot = followed
        return ServerSentEvent(_sse(events), background=BackgroundTask(slot.release))

    # ---------------------------------------------------------------- table talk
    @post("/{game_id:str}/messages", status_code=201, summary="Post a message", operation_id="postMessage",
          tags=TALK, security=BEARER, responses=problems(401, 403, 404, 429), response_headers=[LOCATION_HEADER])
    async def post_message(self, request: Request, game_id: GameId,
                           data: Annotated[PostMessage, BodyKwarg(media_type=RequestEncodingType.JSON, examples=[
                               Example(value={"text": "I attack Tripolitsa; who comes as Ally?"}),
                               Example(value={"text": "Let us take Athens together.", "to_seat": 2})])],
                           ) -> Response[Message]:
        """Say ``text`` to everyone at the table, or privately to one other seat
        (``to_seat``), with a seat token or the host token (as the host). Talk, not play:
        no ``If-Match``, the game's version and ``ETag`` stay as they are (a message is no
        game action) and nothing it says changes the game; any game that exists takes
        messages, over or not. It reaches the readers who may read it at once (``message``
        events on the stream and long-poll with ``messages=true``). ``Location`` names it.

        Refused, storing nothing: 400 ``invalid_request`` (text empty or over 500
        characters, ``to_seat`` not 0-3), ``empty_text`` (only spaces), ``invalid_text``
        (a control, bidi-override or noncharacter code point, as in player names),
        ``no_such_seat`` / ``message_to_self`` (``field`` ``to_seat``); 401 without a token
        (spectators cannot post); 403 a token of another game (``field``
        ``Authorization``); 429 ``too_many_messages`` with ``Retry-After`` (seconds) past
        ``BATTLE1821_TALK_PER_MINUTE`` messages of the sender in 60 s."""
        m = await talk(request).post(game_id, bearer(request), data)
        seq = int(bytes(m).split(b",", 1)[0].rsplit(b":", 1)[1])
        return json_response(m, None, 201, f"/games/{game_id}/messages/{seq}")

    @get("/{game_id:str}/messages", summary="Table talk", operation_id="listMessages", tags=TALK,
         security=OPTIONAL_BEARER, responses=problems(401, 403, 404))
    async def list_messages(self, request: Request, game_id: GameId,
                            after: Annotated[int, QueryParameter(ge=0, le=1 << 40, description="Only messages with seq > after (the cursor: the previous page's `next_after`); past the last message: 400 `cursor_past_end`")] = 0,
                            limit: Annotated[int, QueryParameter(ge=1, le=200, description="Page size")] = 100,
                            ) -> Response[MessagePage]:
        """The messages the caller may read, oldest first, ``seq > after``: a seat the
        public ones and the private ones it sent or got; the host the public ones and
        those it sent; a spectator (no token) the public ones, only when the game's
        ``spectator_talk`` option is on (else 403 ``messages_hidden``). Page on with
        ``next_after``. ``seq`` counts every message of the game, so gaps are where others
        spoke privately. 401/403 for a bad token or one of another game; 400
        ``cursor_past_end`` (``field`` ``after``, ``last_seq`` the last message's seq) for an
        ``after`` past the last message of the game (the end is the same for every reader)."""
        return json_response(await talk(request).page(game_id, bearer(request), after, limit))

    @get("/{game_id:str}/messages/{seq:str}", summary="One message", operation_id="getMessage", tags=TALK,
         security=OPTIONAL_BEARER, responses=problems(401, 403, 404))
    async def get_message(self, request: Request, game_id: GameId,
                          seq: Annotated[int, PathParameter(ge=1, le=1 << 40, description="The message's seq (1, 2, ...)")],
                          ) -> Response[Message]:
        """Message ``seq`` when the caller may read it (as ``GET /games/{game_id}/messages``);
        404 ``message_not_found`` otherwise (a private message of others is not told from
        none)."""
        return json_response(await talk(request).one(game_id, bearer(request), seq))

    # ---------------------------------------------------------------- battles, board
    @get("/{game_id:str}/battles/{n:str}", summary="One battle", operation_id="getBattle", tags=WATCH,
         responses=problems(404, 409))
    async def battle(self, request: Request, game_id: GameId,
                     n: Annotated[int, PathParameter(ge=1, le=1_000_000)]) -> BattleOut:
        """Sides, committed forces, Allies, every roll (each side's dice) and the losses,
        assembled from the battle's events."""
        return await uc(request).watch.battle(game_id, n)

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
        return await uc(request).replays.record(game_id)

    @get("/{game_id:str}/board.svg", summary="The board as SVG", operation_id="boardSvg", tags=WATCH,
         media_type="image/svg+xml", responses=problems(400, 404, 409), response_headers=[ETAG_HEADER])
    async def board(self, request: Request, game_id: GameId, at: AtVersion = None) -> Response[str]:
        """The current board (or, with ``at``, the board at that past version; 400
        ``invalid_at`` outside 1 .. the current version): regions placed by lon/lat,
        borders, owner colours, counts. ``ETag``: the version drawn."""
        svg, version = await uc(request).watch.board_svg(game_id, at)
        config = request.app.compression_config
        if config is not None and "gzip" in request.headers.get("accept-encoding", "") and len(svg) >= config.minimum_size:
            return Response(content=_gzipped(svg, config.gzip_compress_level), media_type="image/svg+xml",
                            headers={"ETag": etag(version), "Content-Encoding": "gzip", "Vary": "Accept-Encoding"})
        return Response(content=svg, media_type="image/svg+xml", headers={"ETag": etag(version)})


class _LiveASGIResponse(ASGIStreamingResponse):
    """The ASGI response of :class:`LiveSSE`: its body is :meth:`LiveStream.run`. The body
    chunks go to the server's own ``send`` (``scope["battle1821.server_send"]``, set by
    the app ahead of every middleware): the middlewares see the response start and its
    end, and none of them reads a body chunk, so a thousand watchers of one event cost a
    thousand socket writes and no middleware calls."""

    __slots__ = ("live", "_chunk_send")

    async def __call__(self, scope, receive, send) -> None:
        self._chunk_send = scope.get("battle1821.server_send")
        await super().__call__(scope, receive, send)

    async def send_body(self, send, receive) -> None:
        await self.live.run(send, receive, self._chunk_send or send)


class LiveSSE(ServerSentEvent):
    """An SSE stream of a game's log on the fan-out hub (the same frames as :func:`_sse`
    gives Litestar, encoded once per event by the hub and written straight to this
    connection: server/service/fanout.py); its watcher is released when it ends."""

    def __init__(self, live: LiveStream) -> None:
        super().__init__((), background=BackgroundTask(live.release))
        self.live = live

    def to_asgi_response(self, app, request, *, background=None, cookies=None, encoded_headers=None,
                         headers=None, is_head_response=False, media_type=None, status_code=None,
                         type_encoders=None) -> ASGIStreamingResponse:
        resp = _LiveASGIResponse(
            background=self.background or background, content_length=0,
            cookies=self.cookies if cookies is None else itertools.chain(self.cookies, cookies),
            encoded_headers=encoded_headers, encoding=self.encoding,
            headers={**headers, **self.headers} if headers is not None else self.headers,
            is_head_response=is_head_response, iterator=(),
            media_type=get_enum_string_value(media_type or self.media_type), status_code=self.status_code or status_code)
        resp.live = self.live
        return resp


async def _sse(events) -> AsyncGenerator[ServerSentEventMessage, None]:
    """The feed as SSE messages without an ``event:`` name (a browser's
    ``EventSource.onmessage`` gets them): ``id`` the seq (``<seq>:<message seq>`` with
    the table talk), ``data`` the event JSON; a
    comment for each keep-alive. Ends with the feed (after the game's end)."""
    try:
        async for item in events:
            if item is None:
                yield ServerSentEventMessage(comment="keep-alive", data=None)
            else:
                yield ServerSentEventMessage(data=item[1], id=str(item[0]))
    finally:
        await events.aclose()   # releases the watcher slot
