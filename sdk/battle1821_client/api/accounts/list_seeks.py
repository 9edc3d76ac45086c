from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seek_list import SeekList
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_kind: None | str | Unset
    if isinstance(kind, Unset):
        json_kind = UNSET
    else:
        json_kind = kind
    params["kind"] = json_kind

    params["offset"] = offset

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/seeks",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | SeekList | None:
    if response.status_code == 200:
        response_200 = SeekList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | SeekList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Problem | SeekList]:
    """ The waiting seeks

     The seeks waiting for partners (of ``kind``), oldest first: who seeks (name,
    bot or not, rating) and what game; no token. 400 ``unknown_kind`` (``field``
    ``kind``, the hosted kinds named) for a kind this server does not host, as
    ``GET /games``.

    Args:
        kind (None | str | Unset): Only seeks of this game kind (`GET /kinds`; 400 `unknown_kind`
            for a kind this server does not host)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekList]
     """


    kwargs = _get_kwargs(
        kind=kind,
offset=offset,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Problem | SeekList | None:
    """ The waiting seeks

     The seeks waiting for partners (of ``kind``), oldest first: who seeks (name,
    bot or not, rating) and what game; no token. 400 ``unknown_kind`` (``field``
    ``kind``, the hosted kinds named) for a kind this server does not host, as
    ``GET /games``.

    Args:
        kind (None | str | Unset): Only seeks of this game kind (`GET /kinds`; 400 `unknown_kind`
            for a kind this server does not host)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekList
     """


    return sync_detailed(
        client=client,
kind=kind,
offset=offset,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Problem | SeekList]:
    """ The waiting seeks

     The seeks waiting for partners (of ``kind``), oldest first: who seeks (name,
    bot or not, rating) and what game; no token. 400 ``unknown_kind`` (``field``
    ``kind``, the hosted kinds named) for a kind this server does not host, as
    ``GET /games``.

    Args:
        kind (None | str | Unset): Only seeks of this game kind (`GET /kinds`; 400 `unknown_kind`
            for a kind this server does not host)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SeekList]
     """


    kwargs = _get_kwargs(
        kind=kind,
offset=offset,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    kind: None | str | Unset = UNSET,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Problem | SeekList | None:
    """ The waiting seeks

     The seeks waiting for partners (of ``kind``), oldest first: who seeks (name,
    bot or not, rating) and what game; no token. 400 ``unknown_kind`` (``field``
    ``kind``, the hosted kinds named) for a kind this server does not host, as
    ``GET /games``.

    Args:
        kind (None | str | Unset): Only seeks of this game kind (`GET /kinds`; 400 `unknown_kind`
            for a kind this server does not host)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SeekList
     """


    return (await asyncio_detailed(
        client=client,
kind=kind,
offset=offset,
limit=limit,

    )).parsed
