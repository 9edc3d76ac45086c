from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.phase_record import PhaseRecord
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    game_id: str,
    number: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/phases/{number}".format(game_id=quote(str(game_id), safe=""),number=quote(str(number), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PhaseRecord | Problem | None:
    if response.status_code == 200:
        response_200 = PhaseRecord.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PhaseRecord | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[PhaseRecord | Problem]:
    """ One phase

     One phase record (setup, a Greek player's turn or an Ottoman phase) with its
    status and the versions it began and ended at. Anyone may read it (no token); 404
    ``not_found`` without such a game or phase.

    Args:
        game_id (str): Game id (16 hex digits)
        number (int): Phase number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PhaseRecord | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
number=number,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,

) -> PhaseRecord | Problem | None:
    """ One phase

     One phase record (setup, a Greek player's turn or an Ottoman phase) with its
    status and the versions it began and ended at. Anyone may read it (no token); 404
    ``not_found`` without such a game or phase.

    Args:
        game_id (str): Game id (16 hex digits)
        number (int): Phase number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PhaseRecord | Problem
     """


    return sync_detailed(
        game_id=game_id,
number=number,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[PhaseRecord | Problem]:
    """ One phase

     One phase record (setup, a Greek player's turn or an Ottoman phase) with its
    status and the versions it began and ended at. Anyone may read it (no token); 404
    ``not_found`` without such a game or phase.

    Args:
        game_id (str): Game id (16 hex digits)
        number (int): Phase number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PhaseRecord | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
number=number,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    number: int,
    *,
    client: AuthenticatedClient | Client,

) -> PhaseRecord | Problem | None:
    """ One phase

     One phase record (setup, a Greek player's turn or an Ottoman phase) with its
    status and the versions it began and ended at. Anyone may read it (no token); 404
    ``not_found`` without such a game or phase.

    Args:
        game_id (str): Game id (16 hex digits)
        number (int): Phase number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PhaseRecord | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
number=number,
client=client,

    )).parsed
