from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_seek import CreateSeek
from ...models.problem import Problem
from ...models.seek import Seek
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    body: CreateSeek,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/seeks",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Seek | None:
    if response.status_code == 201:
        response_201 = Seek.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Seek]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[Problem | Seek]:
    """ Seek a game (quick play)

     Seek a game with other accounts (the key: scope ``play``, a bot account's
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
    hour after it ended); a retry after a lost answer is then safe.

    Args:
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars; a UUIDv4), the same
            on every try: a retry with the same key (and body) answers the seek the first try posted
            instead of posting a second; another body is 422 `idempotency_key_reused`. Scoped to the
            account.
        body (CreateSeek): The game sought: kind, seats, options, clock, rated, the partners'
            rating range

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
    idempotency_key: None | str | Unset = UNSET,

) -> Problem | Seek | None:
    """ Seek a game (quick play)

     Seek a game with other accounts (the key: scope ``play``, a bot account's
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
    hour after it ended); a retry after a lost answer is then safe.

    Args:
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars; a UUIDv4), the same
            on every try: a retry with the same key (and body) answers the seek the first try posted
            instead of posting a second; another body is 422 `idempotency_key_reused`. Scoped to the
            account.
        body (CreateSeek): The game sought: kind, seats, options, clock, rated, the partners'
            rating range

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[Problem | Seek]:
    """ Seek a game (quick play)

     Seek a game with other accounts (the key: scope ``play``, a bot account's
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
    hour after it ended); a retry after a lost answer is then safe.

    Args:
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars; a UUIDv4), the same
            on every try: a retry with the same key (and body) answers the seek the first try posted
            instead of posting a second; another body is 422 `idempotency_key_reused`. Scoped to the
            account.
        body (CreateSeek): The game sought: kind, seats, options, clock, rated, the partners'
            rating range

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateSeek,
    idempotency_key: None | str | Unset = UNSET,

) -> Problem | Seek | None:
    """ Seek a game (quick play)

     Seek a game with other accounts (the key: scope ``play``, a bot account's
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
    hour after it ended); a retry after a lost answer is then safe.

    Args:
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars; a UUIDv4), the same
            on every try: a retry with the same key (and body) answers the seek the first try posted
            instead of posting a second; another body is 422 `idempotency_key_reused`. Scoped to the
            account.
        body (CreateSeek): The game sought: kind, seats, options, clock, rated, the partners'
            rating range

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
