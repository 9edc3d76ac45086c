"""``/accounts``, ``/account`` and ``/leaderboards``: accounts, their API keys and ratings
(issue 33; the use cases: :mod:`server.service.accounts`, :mod:`server.service.ratings`).

An API key goes in ``Authorization: Bearer <key>`` like a seat token; nothing here logs
it, and no answer but its creation's carries it."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Request, Response, delete, get, post
from litestar.background_tasks import BackgroundTask
from litestar.enums import RequestEncodingType
from litestar.params import BodyKwarg, HeaderParameter, PathParameter, QueryParameter, SkipValidation
from litestar.response import ServerSentEvent
from msgspec import Raw

from gamekinds import registry
from server.service.account_models import (
    AccountCreated, AccountEventPage, ChallengeCreated, ChallengeOut, CreateChallenge, CreateChallengeIn, AccountEventPageStored, AccountGames, AccountOut, ApiKeyCreated, ApiKeyList, ApiKeyOut, CreateAccount, CreateKey,
    Leaderboard, LeaderboardRow, RatingChangeOut, RatingHistory, RatingOut,
)
from server.service.accounts import AccountService
from server.service.challenges import Challenges
from server.service.errors import Forbidden, Unauthorized
from server.service.models import Joined
from server.store.accounts import AccountRecord, KeyRecord, Rating

from .games import BEARER, PUBLIC, Limit, Offset, _sse
from .body import DecodeAs, decode_strict
from .http import LAST_EVENT_ID_PATTERN, bearer, json_response, stream_start
from .kinds import UnknownKind
from .problems import problems
from .tags import ACCOUNTS

AccountPath = Annotated[str, PathParameter(description="Account id (`acc_` + 16 hex digits)", min_length=1,
                                           max_length=64)]
KeyPath = Annotated[str, PathParameter(description="API key id (`key_` + 16 hex digits)", min_length=1, max_length=64)]
KindPath = Annotated[str, PathParameter(description="Game kind (`GET /kinds`)", min_length=1, max_length=64)]
NameQuery = Annotated[str, QueryParameter(description="An account's name (case and look-alike letters do not matter)",
                                          min_length=1, max_length=40)]


def accounts(request: Request) -> AccountService:
    return request.app.state.accounts


def rating_out(kind: str, r: Rating) -> RatingOut:
    return RatingOut(kind=kind, mu=r.mu, sigma=r.sigma, ordinal=r.ordinal, games=r.games)


def account_out(a: AccountRecord) -> AccountOut:
    return AccountOut(id=a.id, name=a.name, bot=a.bot, created_at=a.created_at,
                      ratings=[rating_out(k, r) for k, r in sorted(a.ratings.items())])


def key_out(k: KeyRecord) -> ApiKeyOut:
    return ApiKeyOut(id=k.id, label=k.label, scopes=list(k.scopes), created_at=k.created_at)   # never the digest


def _next(offset: int, limit: int, total: int) -> int | None:
    return offset + limit if offset + limit < total else None


class AccountsController(Controller):
    path = "/accounts"
    tags = ACCOUNTS
    security = PUBLIC

    @post("/", summary="Create an account", operation_id="createAccount", status_code=201,
          responses=problems(409))
    async def create(self, request: Request,
                     data: Annotated[CreateAccount, BodyKwarg(description="The account's name, bot or not, "
                                                                          "its first key's label and scopes")]
                     ) -> Response[AccountCreated]:
        """Create an account (no token needed) and its first API key, shown this once
        (the server keeps only a keyed hash of it). ``name`` is unique up to case and
        look-alike letters (409 ``name_taken``) and follows the seat-name rules (400
        ``invalid_name``); ``bot: true`` marks a bot account. Playing without an account
        works as before."""
        rec, key, token = await accounts(request).create(data.name, data.bot, data.key_label, data.scopes)
        out = AccountCreated(account=account_out(rec),
                             key=ApiKeyCreated(**{f: getattr(key_out(key), f) for f in ApiKeyOut.__struct_fields__},
                                               key=token))
        return json_response(out, status=201, location=f"/accounts/{rec.id}")

    @get("/", summary="Find an account by name", operation_id="findAccount", responses=problems(404))
    async def find(self, request: Request, name: NameQuery) -> AccountOut:
        """The account named ``name`` (up to case and look-alike letters; 404
        ``account_not_found``)."""
        return account_out(await accounts(request).by_name(name))

    @get("/{account_id:str}", summary="An account", operation_id="getAccount", responses=problems(404))
    async def one(self, request: Request, account_id: AccountPath) -> AccountOut:
        """The account's public profile: name, bot or not, ratings by game kind."""
        return account_out(await accounts(request).get(account_id))

    @get("/{account_id:str}/ratings", summary="An account's rating history", operation_id="getAccountRatingHistory",
         responses=problems(404))
    async def history(self, request: Request, account_id: AccountPath, offset: Offset = 0,
                      limit: Limit = 50) -> RatingHistory:
        """The account's rating changes, newest first (each rated game it played: its place,
        its rating before and after; the last 1,000 kept)."""
        svc = accounts(request)
        await svc.get(account_id)
        changes, total = await svc.store.history(account_id, offset, limit)
        return RatingHistory(changes=[RatingChangeOut(game_id=c.game_id, kind=c.kind, at=c.at, rank=c.rank,
                                                      seats=c.seats, before=c.before, after=c.after)
                                      for c in changes],
                             offset=offset, limit=limit, total=total, next_offset=_next(offset, limit, total))

    @get("/{account_id:str}/games", summary="An account's games", operation_id="getAccountGames",
         responses=problems(404))
    async def games(self, request: Request, account_id: AccountPath, offset: Offset = 0,
                    limit: Limit = 50) -> AccountGames:
        """The games the account held a seat of, newest first (ids: `GET /games/{game_id}`)."""
        svc = accounts(request)
        await svc.get(account_id)
        ids, total = await svc.store.games(account_id, offset, limit)
        return AccountGames(games=ids, offset=offset, limit=limit, total=total,
                            next_offset=_next(offset, limit, total))


class MyAccountController(Controller):
    path = "/account"
    tags = ACCOUNTS
    security = BEARER

    @get("/", summary="The caller's account", operation_id="getMyAccount", responses=problems(401))
    async def me(self, request: Request) -> AccountOut:
        """The account of the API key in ``Authorization: Bearer <key>`` (any scope; 401
        for no key, an unknown or a revoked one)."""
        who = await accounts(request).authenticate(bearer(request))
        return account_out(who.account)

    @post("/keys", summary="Create an API key", operation_id="createApiKey", status_code=201,
          responses=problems(401, 403, 409))
    async def create_key(self, request: Request,
                         data: Annotated[CreateKey, BodyKwarg(description="The key's label and scopes")]
                         ) -> Response[ApiKeyCreated]:
        """Another API key of the caller's account, shown this once. Its scopes must be
        ones the calling key holds (403 ``insufficient_scope``); at most 20 keys per
        account (409 ``too_many_keys``)."""
        key, token = await accounts(request).create_key(bearer(request), data.label, list(data.scopes))
        out = ApiKeyCreated(**{f: getattr(key_out(key), f) for f in ApiKeyOut.__struct_fields__}, key=token)
        return json_response(out, status=201, location=f"/account/keys/{key.id}")

    @get("/keys", summary="The account's API keys", operation_id="listApiKeys", responses=problems(401))
    async def list_keys(self, request: Request) -> ApiKeyList:
        """The caller's account's keys, oldest first, without their secrets."""
        return ApiKeyList(keys=[key_out(k) for k in await accounts(request).list_keys(bearer(request))])

    @delete("/keys/{key_id:str}", summary="Revoke an API key", operation_id="revokeApiKey", status_code=204,
            responses=problems(401, 404))
    async def revoke(self, request: Request, key_id: KeyPath) -> None:
        """Revoke one of the account's keys (the calling one too): every API process
        refuses it from the next request on (401). 404 ``key_not_found`` for another
        account's or an unknown key."""
        await accounts(request).revoke_key(bearer(request), key_id)


    @get("/events", summary="The account's events (long-poll)", operation_id="listAccountEvents",
         responses=problems(401, 403, 503))
    async def events(self, request: Request,
                     after: Annotated[int, QueryParameter(ge=0, le=1 << 40, description="Only events with seq > after (at most the last seq: 400 `cursor_past_end` beyond it)")] = 0,
                     wait: Annotated[float, QueryParameter(ge=0, le=30, description=(
                         "Seconds to wait for a new event when there is none (long-poll)"))] = 0,
                     limit: Annotated[int, QueryParameter(ge=1, le=200, description="Page size")] = 100,
                     ) -> Response[AccountEventPage]:
        """The caller's account's events across all its games (scope ``read``):
        ``game_started``, ``your_turn``, ``ally_requested``, ``game_ended``, ``challenge``,
        ``challenge_declined``, ``seek_matched``, with ``seq > after``, in order. With ``wait`` > 0 and nothing new, the request returns as soon
        as one lands (or after ``wait`` seconds, empty). The last 1,000 are kept. A waiting
        long-poll counts against the event-watcher budget (503 ``too_many_watchers``).
        ``after`` past the account's last event (a seq it never sent) is 400
        ``cursor_past_end`` at once, without waiting (``last_seq``: the last event's seq);
        ``after`` equal to it waits for the next."""
        who = await accounts(request).authenticate(bearer(request), "read")
        items = await request.app.state.account_feed.page(who.account.id, after, limit, wait)
        return json_response(AccountEventPageStored(events=[Raw(d) for _, d in items],
                                                    last_seq=items[-1][0] if items else after))

    @get("/events/stream", summary="The account's event stream (SSE)", operation_id="streamAccountEvents",
         media_type="text/event-stream", responses=problems(401, 403, 503))
    async def stream(self, request: Request,
                     after: Annotated[int | None, QueryParameter(ge=0, le=1 << 40, description=(
                         "Start after this seq (default: Last-Event-ID, else 0); past the last seq: 400 `cursor_past_end`"), schema_extra={"minimum": 0})] = None,
                     last_event_id: Annotated[str | None, HeaderParameter(name="Last-Event-ID", max_length=32, description=(
                         "Resume after this frame id: an event seq (a decimal 0..2^40); else 400 `invalid_request`; past the last "
                         "event 400 `cursor_past_end`"),
                         schema_extra={"pattern": LAST_EVENT_ID_PATTERN})] = None,
                     ) -> ServerSentEvent:
        """Server-Sent Events of the caller's account's events (scope ``read``): one frame
        per event (``id: <seq>``, ``data: <AccountEvent JSON>``), a keep-alive comment
        while nothing happens; endless. A reconnecting ``EventSource`` resumes after its
        ``Last-Event-ID`` and misses nothing still kept (the last 1,000). A start past the
        account's last event is 400 ``cursor_past_end`` before the stream starts
        (``field`` ``after`` or ``Last-Event-ID``, ``last_seq`` the last event's seq)."""
        key = bearer(request)
        who = await accounts(request).authenticate(key, "read")
        events, slot = await request.app.state.account_feed.stream(
            who.account.id, stream_start(after, last_event_id), "after" if after is not None else "Last-Event-ID")
        return ServerSentEvent(_sse(_while_key_holds(events, accounts(request), key)),
                               background=BackgroundTask(slot.release))


async def _while_key_holds(events, service: AccountService, key: str | None):
    """The account stream's items while the API key that opened it holds: the key is looked
    up again before every item (each event and keep-alive: one read of the account store,
    and an account's events are few), and a key revoked (or stripped of ``read``) ends the
    stream there, as its next request gets 401: no item is sent after the revocation's
    answer. Without this a revoked key's open stream went on telling the account's
    challenges and matches."""
    try:
        async for item in events:
            try:
                await service.authenticate(key, "read")
            except (Unauthorized, Forbidden):
                return
            yield item
    finally:
        await events.aclose()   # releases the watcher slot


class LeaderboardsController(Controller):
    path = "/leaderboards"
    tags = ACCOUNTS
    security = PUBLIC

    @get("/{kind:str}", summary="A game kind's leaderboard", operation_id="getLeaderboard", responses=problems(404))
    async def board(self, request: Request, kind: KindPath, offset: Offset = 0, limit: Limit = 50) -> Leaderboard:
        """The accounts rated in this game kind, best ``ordinal`` (``mu - 3 sigma``)
        first (404 ``unknown_kind``)."""
        if kind not in registry.names():
            raise UnknownKind(kind)
        rows, total = await accounts(request).store.leaderboard(kind, offset, limit)
        return Leaderboard(kind=kind, rows=[
            LeaderboardRow(rank=offset + i + 1, account=a.id, name=a.name, bot=a.bot,
                           rating=rating_out(kind, a.ratings.get(kind) or Rating(mu=0.0, sigma=0.0)))
            for i, (a, _) in enumerate(rows)], offset=offset, limit=limit, total=total,
            next_offset=_next(offset, limit, total))


ChallengePath = Annotated[str, PathParameter(description="Challenge id (`ch_` + 16 hex digits)", min_length=1,
                                             max_length=64)]


def challenges(request: Request) -> Challenges:
    return Challenges(accounts(request).store, request.app.state.service.lobby)


class ChallengesController(Controller):
    path = "/challenges"
    tags = ACCOUNTS
    security = BEARER

    @post("/", summary="Challenge accounts to a game", operation_id="createChallenge", status_code=201,
          responses=problems(401, 403, 404))
    async def create(self, request: Request,
                     data: Annotated[SkipValidation[CreateChallenge], BodyKwarg(
                         media_type=RequestEncodingType.JSON, description="Whom to invite, and the game"),
                         DecodeAs(CreateChallengeIn)]) -> Response[ChallengeCreated]:
        """Invite accounts to a new game (the challenger's key: scope ``play``, a bot
        account's ``bot``). The game is created at once with the challenger in seat 0 and
        seat 1, 2, ... held for each invited account in order (nobody else may take them);
        each invitee's event stream gets a ``challenge`` event. The answer carries the
        challenger's seat token and the game's host token (shown once). The game starts
        when every seat is taken: when every invitee accepted. 404 ``account_not_found``
        for an unknown invitee."""
        who = await accounts(request).play_principal(bearer(request))
        out = await challenges(request).create(who, data, decode_strict)
        return json_response(out, status=201, location=f"/challenges/{out.id}")

    @get("/{challenge_id:str}", summary="A challenge", operation_id="getChallenge", security=PUBLIC,
         responses=problems(404))
    async def one(self, request: Request, challenge_id: ChallengePath) -> ChallengeOut:
        """The challenge and each invitee's answer (no tokens)."""
        return await challenges(request).get(challenge_id)

    @post("/{challenge_id:str}/accept", summary="Accept a challenge", operation_id="acceptChallenge",
          status_code=201, responses=problems(401, 403, 404, 409))
    async def accept(self, request: Request, challenge_id: ChallengePath) -> Response[Joined]:
        """The invited account (its key: ``play``, a bot's ``bot``) takes the seat held
        for it, under its name, and gets the seat token (shown once); 403 for an account
        the challenge does not invite, 409 ``challenge_answered`` when it answered already."""
        who = await accounts(request).play_principal(bearer(request))
        rec = await challenges(request).get(challenge_id)
        j = await challenges(request).accept(who, challenge_id)
        return json_response(j, j.version, 201, f"/games/{rec.game_id}/players/{j.seat}")

    @post("/{challenge_id:str}/decline", summary="Decline a challenge", operation_id="declineChallenge",
          status_code=200, responses=problems(401, 403, 404, 409))
    async def decline(self, request: Request, challenge_id: ChallengePath) -> ChallengeOut:
        """The invited account declines: the challenger's event stream gets
        ``challenge_declined`` (it may cancel the game with its host token); 409
        ``challenge_answered`` when it answered already."""
        who = await accounts(request).play_principal(bearer(request))
        return await challenges(request).decline(who, challenge_id)
