from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_record_out import GameRecordOut
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    game_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/record".format(game_id=quote(str(game_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameRecordOut | Problem | None:
    if response.status_code == 200:
        response_200 = GameRecordOut.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameRecordOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameRecordOut | Problem]:
    """ The game's record

     The game's record (format `battle1821-record/1`): rules version, options or
    starting position, names, seat joins and every accepted action (player actions
    and automatic ones: `applied_by`), and once the game is over its seed (R27) and
    `end` (final version, winners, the final state's sha256, one check digit per
    action). Replaying it with the engine gives every version of the game: version 1
    is `new_game`/`from_position`; a join names the seat (the last one starts the game,
    R5-R8); an action is `apply` then the automatic steps up to the next decision; every
    version in between is one Ottoman step (`advance(max_steps=1)`, R20-R24); a
    cancelled game's last version is the cancel. `battle1821 verify` checks a record.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecordOut | Problem]
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
    client: AuthenticatedClient | Client,

) -> GameRecordOut | Problem | None:
    """ The game's record

     The game's record (format `battle1821-record/1`): rules version, options or
    starting position, names, seat joins and every accepted action (player actions
    and automatic ones: `applied_by`), and once the game is over its seed (R27) and
    `end` (final version, winners, the final state's sha256, one check digit per
    action). Replaying it with the engine gives every version of the game: version 1
    is `new_game`/`from_position`; a join names the seat (the last one starts the game,
    R5-R8); an action is `apply` then the automatic steps up to the next decision; every
    version in between is one Ottoman step (`advance(max_steps=1)`, R20-R24); a
    cancelled game's last version is the cancel. `battle1821 verify` checks a record.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecordOut | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[GameRecordOut | Problem]:
    """ The game's record

     The game's record (format `battle1821-record/1`): rules version, options or
    starting position, names, seat joins and every accepted action (player actions
    and automatic ones: `applied_by`), and once the game is over its seed (R27) and
    `end` (final version, winners, the final state's sha256, one check digit per
    action). Replaying it with the engine gives every version of the game: version 1
    is `new_game`/`from_position`; a join names the seat (the last one starts the game,
    R5-R8); an action is `apply` then the automatic steps up to the next decision; every
    version in between is one Ottoman step (`advance(max_steps=1)`, R20-R24); a
    cancelled game's last version is the cancel. `battle1821 verify` checks a record.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecordOut | Problem]
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
    client: AuthenticatedClient | Client,

) -> GameRecordOut | Problem | None:
    """ The game's record

     The game's record (format `battle1821-record/1`): rules version, options or
    starting position, names, seat joins and every accepted action (player actions
    and automatic ones: `applied_by`), and once the game is over its seed (R27) and
    `end` (final version, winners, the final state's sha256, one check digit per
    action). Replaying it with the engine gives every version of the game: version 1
    is `new_game`/`from_position`; a join names the seat (the last one starts the game,
    R5-R8); an action is `apply` then the automatic steps up to the next decision; every
    version in between is one Ottoman step (`advance(max_steps=1)`, R20-R24); a
    cancelled game's last version is the cancel. `battle1821 verify` checks a record.

    Args:
        game_id (str): Game id (16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecordOut | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,

    )).parsed
