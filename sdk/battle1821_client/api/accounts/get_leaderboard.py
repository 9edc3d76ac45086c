from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    kind: str,
    *,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["offset"] = offset

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/leaderboards/{kind}".format(kind=quote(str(kind), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    kind: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Leaderboard | Problem]:
    """ A game kind's leaderboard

     The accounts rated in this game kind, best ``ordinal`` (``mu - 3 sigma``)
    first (404 ``unknown_kind``).

    Args:
        kind (str): Game kind (`GET /kinds`)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
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
    kind: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Leaderboard | Problem | None:
    """ A game kind's leaderboard

     The accounts rated in this game kind, best ``ordinal`` (``mu - 3 sigma``)
    first (404 ``unknown_kind``).

    Args:
        kind (str): Game kind (`GET /kinds`)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
     """


    return sync_detailed(
        kind=kind,
client=client,
offset=offset,
limit=limit,

    ).parsed

async def asyncio_detailed(
    kind: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Leaderboard | Problem]:
    """ A game kind's leaderboard

     The accounts rated in this game kind, best ``ordinal`` (``mu - 3 sigma``)
    first (404 ``unknown_kind``).

    Args:
        kind (str): Game kind (`GET /kinds`)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
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
    kind: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Leaderboard | Problem | None:
    """ A game kind's leaderboard

     The accounts rated in this game kind, best ``ordinal`` (``mu - 3 sigma``)
    first (404 ``unknown_kind``).

    Args:
        kind (str): Game kind (`GET /kinds`)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
     """


    return (await asyncio_detailed(
        kind=kind,
client=client,
offset=offset,
limit=limit,

    )).parsed
