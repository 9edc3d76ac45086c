from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.cancel_game_response_200 import CancelGameResponse200
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    if_match: int | str,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["If-Match"] = f'"{if_match}"' if isinstance(if_match, int) else if_match



    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/games/{game_id}".format(game_id=quote(str(game_id), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CancelGameResponse200 | Problem | None:
    if response.status_code == 200:
        response_200 = CancelGameResponse200.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())



        return response_428

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CancelGameResponse200 | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: int | str,

) -> Response[CancelGameResponse200 | Problem]:
    """ Cancel a game (host)

     The host token cancels a game that is not finished (needs ``If-Match``).

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelGameResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
if_match=if_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: int | str,

) -> CancelGameResponse200 | Problem | None:
    """ Cancel a game (host)

     The host token cancels a game that is not finished (needs ``If-Match``).

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelGameResponse200 | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
if_match=if_match,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: int | str,

) -> Response[CancelGameResponse200 | Problem]:
    """ Cancel a game (host)

     The host token cancels a game that is not finished (needs ``If-Match``).

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CancelGameResponse200 | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
if_match=if_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    if_match: int | str,

) -> CancelGameResponse200 | Problem | None:
    """ Cancel a game (host)

     The host token cancels a game that is not finished (needs ``If-Match``).

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CancelGameResponse200 | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
if_match=if_match,

    )).parsed
