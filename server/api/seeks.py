"""``/seeks``: quick play (issue 33; the use cases and the matching's ruling:
:mod:`server.service.seeks`). An account's API key (scope ``play``, a bot account's
``bot``) posts, reads and cancels its own seeks; the waiting seeks are public, without
anything secret."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, Request, Response, delete, get, post
from litestar.enums import RequestEncodingType
from litestar.params import (
    BodyKwarg,
    HeaderParameter,
    PathParameter,
    QueryParameter,
    SkipValidation,
)

from server.service.account_models import CreateSeek, CreateSeekIn, Seek, SeekList
from server.service.seeks import Seeks

from .body import DecodeAs, decode_strict
from .games import BEARER, PUBLIC, Limit, Offset
from .http import bearer, json_response
from .problems import problems
from .tags import ACCOUNTS

SeekIdemKey = Annotated[str | None, HeaderParameter(
    name="Idempotency-Key", description="Any unique string (<= 200 chars; a UUIDv4), the same on every try: a "
                                        "retry with the same key (and body) answers the seek the first try posted "
                                        "instead of posting a second; another body is 422 "
                                        "`idempotency_key_reused`. Scoped to the account.",
    min_length=1, max_length=200)]
SeekPath = Annotated[str, PathParameter(description="Seek id (`sk_` + 16 hex digits)", min_length=1, max_length=64)]
KindQuery = Annotated[str | None, QueryParameter(description="Only seeks of this game kind (`GET /kinds`; 400 "
                                                             "`unknown_kind` for a kind this server does not host)",
                                                 min_length=1, max_length=64)]


def seeks(request: Request) -> Seeks:
    return request.app.state.seeks


class SeeksController(Controller):
    path = "/seeks"
    tags = ACCOUNTS
    security = PUBLIC        # each handler's own: Litestar adds a handler's list to its controller's

    @post("/", summary="Seek a game (quick play)", operation_id="createSeek", status_code=201, security=BEARER,
          responses=problems(401, 403, 409, 422))
    async def create(self, request: Request,
                     data: Annotated[SkipValidation[CreateSeek], BodyKwarg(
                         media_type=RequestEncodingType.JSON, description="The game sought: kind, seats, options, "
                                                                          "clock, rated, the partners' rating range"),
                         DecodeAs(CreateSeekIn)], idempotency_key: SeekIdemKey = None) -> Response[Seek]:
        """Seek a game with other accounts (the key: scope ``play``, a bot account's
        ``bot``). Seeks of the same ``kind``, ``seats``, ``options``, ``clock`` and
        ``rated``, of different accounts each inside the others' ``rating_range``, are
        matched and their game is created at once, each seat held by its account: when
        partners are waiting the answer is ``matched`` with the game, the seat and its
        token; else ``waiting`` until another seek matches it (the account's event stream
        then gets ``seek_matched``; read the token with ``GET /seeks/{seek_id}``). A
        seek expires after 10 minutes; an account holds at most 3 waiting seeks (409
        ``too_many_seeks``). 400 ``unknown_kind`` / ``invalid_options`` as game creation.

        **Idempotency-Key** (optional, 1-200 characters, scoped to the account): the seek
        is posted once per key. A repeat with the same key and the same game sought
        answers 201 with that seek as it is now (``waiting``, or ``matched`` with its
        game), instead of posting a second one; another game sought with the same key is
        422 ``idempotency_key_reused``. The key holds while the seek is known (up to an
        hour after it ended); a retry after a lost answer is then safe."""
        who = await request.app.state.accounts.play_principal(bearer(request))
        out = await seeks(request).create(who, data, decode_strict, idempotency_key)
        return json_response(out, status=201, location=f"/seeks/{out.id}")

    @get("/", summary="The waiting seeks", operation_id="listSeeks", responses=problems())
    async def listing(self, request: Request, kind: KindQuery = None, offset: Offset = 0,
                      limit: Limit = 50) -> Response[SeekList]:
        """The seeks waiting for partners (of ``kind``), oldest first: who seeks (name,
        bot or not, rating) and what game; no token. 400 ``unknown_kind`` (``field``
        ``kind``, the hosted kinds named) for a kind this server does not host, as
        ``GET /games``."""
        return json_response(await seeks(request).listing(kind, offset, limit))

    @get("/{seek_id:str}", summary="One of the account's seeks", operation_id="getSeek", security=BEARER,
         responses=problems(401, 403, 404))
    async def one(self, request: Request, seek_id: SeekPath) -> Response[Seek]:
        """The account's seek (404 ``seek_not_found`` for another account's): once
        ``matched``, its ``game_id``, ``seat`` and the seat's ``token``."""
        who = await request.app.state.accounts.play_principal(bearer(request))
        return json_response(await seeks(request).get(who, seek_id))

    @delete("/{seek_id:str}", summary="Cancel a seek", operation_id="cancelSeek", status_code=204, security=BEARER,
            responses=problems(401, 403, 404, 409))
    async def cancel(self, request: Request, seek_id: SeekPath) -> None:
        """Cancel the account's waiting seek (again: nothing to do); 409 ``seek_matched``
        when it was matched already (its game exists: ``GET /seeks/{seek_id}``)."""
        who = await request.app.state.accounts.play_principal(bearer(request))
        await seeks(request).cancel(who, seek_id)
