from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.rematch import Rematch
from typing import cast


def _get_kwargs(
    game_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/rematch".format(game_id=quote(str(game_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Rematch | None:
    if response.status_code == 200:
        response_200 = Rematch.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = Rematch.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Rematch]:
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

) -> Response[Problem | Rematch]:
    """ Rematch: create it (host) or take your seat in it

     A new game after a finished one, with the same seats and player names, the
    same options and a fresh seed (R27); both games link to each other (``rematch``
    in the old game's view, ``rematch_of`` in the new one's). No ``If-Match``: the
    call is idempotent.

    **The host** (its host token of the finished game) creates it: 201 the first
    time, 200 with the same rematch on every later call; ``host_token`` is the new
    game's host token (the same on every call). The new game waits in the lobby
    with every human seat ``reserved`` for its old player; nobody else can join
    them. A computer seat is the same server bot's again (a rematch of computer
    seats only starts at once); the clocks start afresh from the options.

    **Each player** (its seat token of the finished game) then takes its seat: 200
    with ``seat`` and the new ``token``, derived from the old token, so asking again
    returns the same token. When the last reserved seat is taken, setup starts
    (R5-R8). A game started from a ``position`` is rematched from the usual setup.

    ``Location`` (and the ``ETag``: the new game's version) names the new game.
    409: ``game_not_over`` before the end, ``game_cancelled``, ``no_rematch``
    (a player asks before the host made one), ``rematch_seat_gone`` (the rematch was
    cancelled). 401 without a token, 403 with another game's.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Rematch]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Rematch | None:
    """ Rematch: create it (host) or take your seat in it

     A new game after a finished one, with the same seats and player names, the
    same options and a fresh seed (R27); both games link to each other (``rematch``
    in the old game's view, ``rematch_of`` in the new one's). No ``If-Match``: the
    call is idempotent.

    **The host** (its host token of the finished game) creates it: 201 the first
    time, 200 with the same rematch on every later call; ``host_token`` is the new
    game's host token (the same on every call). The new game waits in the lobby
    with every human seat ``reserved`` for its old player; nobody else can join
    them. A computer seat is the same server bot's again (a rematch of computer
    seats only starts at once); the clocks start afresh from the options.

    **Each player** (its seat token of the finished game) then takes its seat: 200
    with ``seat`` and the new ``token``, derived from the old token, so asking again
    returns the same token. When the last reserved seat is taken, setup starts
    (R5-R8). A game started from a ``position`` is rematched from the usual setup.

    ``Location`` (and the ``ETag``: the new game's version) names the new game.
    409: ``game_not_over`` before the end, ``game_cancelled``, ``no_rematch``
    (a player asks before the host made one), ``rematch_seat_gone`` (the rematch was
    cancelled). 401 without a token, 403 with another game's.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Rematch
     """


    return sync_detailed(
        game_id=game_id,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | Rematch]:
    """ Rematch: create it (host) or take your seat in it

     A new game after a finished one, with the same seats and player names, the
    same options and a fresh seed (R27); both games link to each other (``rematch``
    in the old game's view, ``rematch_of`` in the new one's). No ``If-Match``: the
    call is idempotent.

    **The host** (its host token of the finished game) creates it: 201 the first
    time, 200 with the same rematch on every later call; ``host_token`` is the new
    game's host token (the same on every call). The new game waits in the lobby
    with every human seat ``reserved`` for its old player; nobody else can join
    them. A computer seat is the same server bot's again (a rematch of computer
    seats only starts at once); the clocks start afresh from the options.

    **Each player** (its seat token of the finished game) then takes its seat: 200
    with ``seat`` and the new ``token``, derived from the old token, so asking again
    returns the same token. When the last reserved seat is taken, setup starts
    (R5-R8). A game started from a ``position`` is rematched from the usual setup.

    ``Location`` (and the ``ETag``: the new game's version) names the new game.
    409: ``game_not_over`` before the end, ``game_cancelled``, ``no_rematch``
    (a player asks before the host made one), ``rematch_seat_gone`` (the rematch was
    cancelled). 401 without a token, 403 with another game's.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Rematch]
     """


    kwargs = _get_kwargs(
        game_id=game_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | Rematch | None:
    """ Rematch: create it (host) or take your seat in it

     A new game after a finished one, with the same seats and player names, the
    same options and a fresh seed (R27); both games link to each other (``rematch``
    in the old game's view, ``rematch_of`` in the new one's). No ``If-Match``: the
    call is idempotent.

    **The host** (its host token of the finished game) creates it: 201 the first
    time, 200 with the same rematch on every later call; ``host_token`` is the new
    game's host token (the same on every call). The new game waits in the lobby
    with every human seat ``reserved`` for its old player; nobody else can join
    them. A computer seat is the same server bot's again (a rematch of computer
    seats only starts at once); the clocks start afresh from the options.

    **Each player** (its seat token of the finished game) then takes its seat: 200
    with ``seat`` and the new ``token``, derived from the old token, so asking again
    returns the same token. When the last reserved seat is taken, setup starts
    (R5-R8). A game started from a ``position`` is rematched from the usual setup.

    ``Location`` (and the ``ETag``: the new game's version) names the new game.
    409: ``game_not_over`` before the end, ``game_cancelled``, ``no_rematch``
    (a player asks before the host made one), ``rematch_seat_gone`` (the rematch was
    cancelled). 401 without a token, 403 with another game's.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Rematch
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,

    )).parsed
