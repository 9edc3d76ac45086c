from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_list import GameList
from ...models.list_games_status import ListGamesStatus
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = UNSET,
    seats: int | None | Unset = UNSET,
    open_: bool | None | Unset = UNSET,
    created_after: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    kind: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_seats: int | None | Unset
    if isinstance(seats, Unset):
        json_seats = UNSET
    else:
        json_seats = seats
    params["seats"] = json_seats

    json_open_: bool | None | Unset
    if isinstance(open_, Unset):
        json_open_ = UNSET
    else:
        json_open_ = open_
    params["open"] = json_open_

    json_created_after: None | str | Unset
    if isinstance(created_after, Unset):
        json_created_after = UNSET
    else:
        json_created_after = created_after
    params["created_after"] = json_created_after

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    params["offset"] = offset

    params["limit"] = limit

    json_kind: None | str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    else:
        json_kind = kind
    params["kind"] = json_kind


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameList | Problem | None:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    seats: int | None | Unset = UNSET,
    open_: bool | None | Unset = UNSET,
    created_after: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    kind: None | str | Unset = UNSET,

) -> Response[GameList | Problem]:
    """ List games

     Newest first. ``total`` counts every game the filters admit. Page with
    ``cursor`` (each page's ``next_cursor``, same filters; stable while games are
    created) or ``offset`` (``next_offset``; at most 10,000 with a filter). 400
    naming the parameter: ``unknown_status``, ``unknown_kind``, ``invalid_cursor``, ``stale_cursor``,
    ``cursor_filter_mismatch``, ``offset_with_cursor``, ``offset_too_large``,
    ``invalid_created_after``.

    Args:
        status (ListGamesStatus | Unset): Only games with this status (400 `unknown_status` for
            another)
        seats (int | None | Unset): Only games with this many seats
        open_ (bool | None | Unset): `true`: only games with at least one open seat; `false`: only
            full ones
        created_after (None | str | Unset): Only games created strictly after this RFC 3339 time
            (`2026-12-01T10:00:00Z`)
        cursor (None | str | Unset): `next_cursor` of the previous page (with the same filters);
            not with `offset`
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.
        kind (None | str | Unset): Only games of this kind (`GET /kinds`; 400 `unknown_kind` for a
            kind this server does not host)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
seats=seats,
open_=open_,
created_after=created_after,
cursor=cursor,
offset=offset,
limit=limit,
kind=kind,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    seats: int | None | Unset = UNSET,
    open_: bool | None | Unset = UNSET,
    created_after: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    kind: None | str | Unset = UNSET,

) -> GameList | Problem | None:
    """ List games

     Newest first. ``total`` counts every game the filters admit. Page with
    ``cursor`` (each page's ``next_cursor``, same filters; stable while games are
    created) or ``offset`` (``next_offset``; at most 10,000 with a filter). 400
    naming the parameter: ``unknown_status``, ``unknown_kind``, ``invalid_cursor``, ``stale_cursor``,
    ``cursor_filter_mismatch``, ``offset_with_cursor``, ``offset_too_large``,
    ``invalid_created_after``.

    Args:
        status (ListGamesStatus | Unset): Only games with this status (400 `unknown_status` for
            another)
        seats (int | None | Unset): Only games with this many seats
        open_ (bool | None | Unset): `true`: only games with at least one open seat; `false`: only
            full ones
        created_after (None | str | Unset): Only games created strictly after this RFC 3339 time
            (`2026-12-01T10:00:00Z`)
        cursor (None | str | Unset): `next_cursor` of the previous page (with the same filters);
            not with `offset`
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.
        kind (None | str | Unset): Only games of this kind (`GET /kinds`; 400 `unknown_kind` for a
            kind this server does not host)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
     """


    return sync_detailed(
        client=client,
status=status,
seats=seats,
open_=open_,
created_after=created_after,
cursor=cursor,
offset=offset,
limit=limit,
kind=kind,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    seats: int | None | Unset = UNSET,
    open_: bool | None | Unset = UNSET,
    created_after: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    kind: None | str | Unset = UNSET,

) -> Response[GameList | Problem]:
    """ List games

     Newest first. ``total`` counts every game the filters admit. Page with
    ``cursor`` (each page's ``next_cursor``, same filters; stable while games are
    created) or ``offset`` (``next_offset``; at most 10,000 with a filter). 400
    naming the parameter: ``unknown_status``, ``unknown_kind``, ``invalid_cursor``, ``stale_cursor``,
    ``cursor_filter_mismatch``, ``offset_with_cursor``, ``offset_too_large``,
    ``invalid_created_after``.

    Args:
        status (ListGamesStatus | Unset): Only games with this status (400 `unknown_status` for
            another)
        seats (int | None | Unset): Only games with this many seats
        open_ (bool | None | Unset): `true`: only games with at least one open seat; `false`: only
            full ones
        created_after (None | str | Unset): Only games created strictly after this RFC 3339 time
            (`2026-12-01T10:00:00Z`)
        cursor (None | str | Unset): `next_cursor` of the previous page (with the same filters);
            not with `offset`
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.
        kind (None | str | Unset): Only games of this kind (`GET /kinds`; 400 `unknown_kind` for a
            kind this server does not host)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameList | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
seats=seats,
open_=open_,
created_after=created_after,
cursor=cursor,
offset=offset,
limit=limit,
kind=kind,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = UNSET,
    seats: int | None | Unset = UNSET,
    open_: bool | None | Unset = UNSET,
    created_after: None | str | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,
    kind: None | str | Unset = UNSET,

) -> GameList | Problem | None:
    """ List games

     Newest first. ``total`` counts every game the filters admit. Page with
    ``cursor`` (each page's ``next_cursor``, same filters; stable while games are
    created) or ``offset`` (``next_offset``; at most 10,000 with a filter). 400
    naming the parameter: ``unknown_status``, ``unknown_kind``, ``invalid_cursor``, ``stale_cursor``,
    ``cursor_filter_mismatch``, ``offset_with_cursor``, ``offset_too_large``,
    ``invalid_created_after``.

    Args:
        status (ListGamesStatus | Unset): Only games with this status (400 `unknown_status` for
            another)
        seats (int | None | Unset): Only games with this many seats
        open_ (bool | None | Unset): `true`: only games with at least one open seat; `false`: only
            full ones
        created_after (None | str | Unset): Only games created strictly after this RFC 3339 time
            (`2026-12-01T10:00:00Z`)
        cursor (None | str | Unset): `next_cursor` of the previous page (with the same filters);
            not with `offset`
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.
        kind (None | str | Unset): Only games of this kind (`GET /kinds`; 400 `unknown_kind` for a
            kind this server does not host)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameList | Problem
     """


    return (await asyncio_detailed(
        client=client,
status=status,
seats=seats,
open_=open_,
created_after=created_after,
cursor=cursor,
offset=offset,
limit=limit,
kind=kind,

    )).parsed
