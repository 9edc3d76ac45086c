from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.message import Message
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    game_id: str,
    seq: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/messages/{seq}".format(game_id=quote(str(game_id), safe=""),seq=quote(str(seq), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Message | Problem | None:
    if response.status_code == 200:
        response_200 = Message.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Message | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Message | Problem]:
    """ One message

     Message ``seq`` when the caller may read it (as ``GET /games/{game_id}/messages``);
    404 ``message_not_found`` otherwise (a private message of others is not told from
    none).

    Args:
        game_id (str): Game id (16 hex digits)
        seq (int): The message's seq (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Message | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seq=seq,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> Message | Problem | None:
    """ One message

     Message ``seq`` when the caller may read it (as ``GET /games/{game_id}/messages``);
    404 ``message_not_found`` otherwise (a private message of others is not told from
    none).

    Args:
        game_id (str): Game id (16 hex digits)
        seq (int): The message's seq (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Message | Problem
     """


    return sync_detailed(
        game_id=game_id,
seq=seq,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Message | Problem]:
    """ One message

     Message ``seq`` when the caller may read it (as ``GET /games/{game_id}/messages``);
    404 ``message_not_found`` otherwise (a private message of others is not told from
    none).

    Args:
        game_id (str): Game id (16 hex digits)
        seq (int): The message's seq (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Message | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
seq=seq,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    seq: int,
    *,
    client: AuthenticatedClient | Client,

) -> Message | Problem | None:
    """ One message

     Message ``seq`` when the caller may read it (as ``GET /games/{game_id}/messages``);
    404 ``message_not_found`` otherwise (a private message of others is not told from
    none).

    Args:
        game_id (str): Game id (16 hex digits)
        seq (int): The message's seq (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Message | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
seq=seq,
client=client,

    )).parsed
