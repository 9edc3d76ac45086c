from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.seek import Seek
from typing import cast


def _get_kwargs(
    seek_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/seeks/{seek_id}".format(seek_id=quote(str(seek_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Seek | None:
    if response.status_code == 200:
        response_200 = Seek.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Seek]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | Seek]:
    """ One of the account's seeks

     The account's seek (404 ``seek_not_found`` for another account's): once
    ``matched``, its ``game_id``, ``seat`` and the seat's ``token``.

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
     """


    kwargs = _get_kwargs(
        seek_id=seek_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Seek | None:
    """ One of the account's seeks

     The account's seek (404 ``seek_not_found`` for another account's): once
    ``matched``, its ``game_id``, ``seat`` and the seat's ``token``.

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return sync_detailed(
        seek_id=seek_id,
client=client,

    ).parsed

async def asyncio_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | Seek]:
    """ One of the account's seeks

     The account's seek (404 ``seek_not_found`` for another account's): once
    ``matched``, its ``game_id``, ``seat`` and the seat's ``token``.

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Seek]
     """


    kwargs = _get_kwargs(
        seek_id=seek_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Seek | None:
    """ One of the account's seeks

     The account's seek (404 ``seek_not_found`` for another account's): once
    ``matched``, its ``game_id``, ``seat`` and the seat's ``token``.

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Seek
     """


    return (await asyncio_detailed(
        seek_id=seek_id,
client=client,

    )).parsed
