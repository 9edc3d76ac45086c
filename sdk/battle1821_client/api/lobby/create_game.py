from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_game import CreateGame
from ...models.game_created import GameCreated
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    *,
    body: CreateGame,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameCreated | Problem | None:
    if response.status_code == 201:
        response_201 = GameCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,

) -> Response[GameCreated | Problem]:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` the game starts from that situation (400
    ``invalid_position`` naming the inconsistency, R1/R28). ``Location`` names the
    game.

    Args:
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,

) -> GameCreated | Problem | None:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` the game starts from that situation (400
    ``invalid_position`` naming the inconsistency, R1/R28). ``Location`` names the
    game.

    Args:
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,

) -> Response[GameCreated | Problem]:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` the game starts from that situation (400
    ``invalid_position`` naming the inconsistency, R1/R28). ``Location`` names the
    game.

    Args:
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,

) -> GameCreated | Problem | None:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` the game starts from that situation (400
    ``invalid_position`` naming the inconsistency, R1/R28). ``Location`` names the
    game.

    Args:
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
