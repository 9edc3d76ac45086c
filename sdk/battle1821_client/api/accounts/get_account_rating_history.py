from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.rating_history import RatingHistory
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    account_id: str,
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
        "url": "/accounts/{account_id}/ratings".format(account_id=quote(str(account_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | RatingHistory | None:
    if response.status_code == 200:
        response_200 = RatingHistory.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | RatingHistory]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    account_id: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Problem | RatingHistory]:
    """ An account's rating history

     The account's rating changes, newest first (each rated game it played: its place,
    its rating before and after; the last 1,000 kept).

    Args:
        account_id (str): Account id (`acc_` + 16 hex digits)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
     """


    kwargs = _get_kwargs(
        account_id=account_id,
offset=offset,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    account_id: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Problem | RatingHistory | None:
    """ An account's rating history

     The account's rating changes, newest first (each rated game it played: its place,
    its rating before and after; the last 1,000 kept).

    Args:
        account_id (str): Account id (`acc_` + 16 hex digits)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
     """


    return sync_detailed(
        account_id=account_id,
client=client,
offset=offset,
limit=limit,

    ).parsed

async def asyncio_detailed(
    account_id: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Response[Problem | RatingHistory]:
    """ An account's rating history

     The account's rating changes, newest first (each rated game it played: its place,
    its rating before and after; the last 1,000 kept).

    Args:
        account_id (str): Account id (`acc_` + 16 hex digits)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | RatingHistory]
     """


    kwargs = _get_kwargs(
        account_id=account_id,
offset=offset,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    account_id: str,
    *,
    client: AuthenticatedClient | Client,
    offset: int | Unset = 0,
    limit: int | Unset = 50,

) -> Problem | RatingHistory | None:
    """ An account's rating history

     The account's rating changes, newest first (each rated game it played: its place,
    its rating before and after; the last 1,000 kept).

    Args:
        account_id (str): Account id (`acc_` + 16 hex digits)
        offset (int | Unset): Items to skip Default: 0.
        limit (int | Unset): Page size Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | RatingHistory
     """


    return (await asyncio_detailed(
        account_id=account_id,
client=client,
offset=offset,
limit=limit,

    )).parsed
