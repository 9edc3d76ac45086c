from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_record import ActionRecord
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    game_id: str,
    n: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/actions/{n}".format(game_id=quote(str(game_id), safe=""),n=quote(str(n), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionRecord | Problem | None:
    if response.status_code == 200:
        response_200 = ActionRecord.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionRecord | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ActionRecord | Problem]:
    """ One accepted action

     The ``n``-th accepted action: the seat, the version it produced, when, and the
    action as sent. Anyone may read it (no token); 404 ``not_found`` without such a
    game or action.

    Args:
        game_id (str): Game id (16 hex digits)
        n (int): Action number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionRecord | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
n=n,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,

) -> ActionRecord | Problem | None:
    """ One accepted action

     The ``n``-th accepted action: the seat, the version it produced, when, and the
    action as sent. Anyone may read it (no token); 404 ``not_found`` without such a
    game or action.

    Args:
        game_id (str): Game id (16 hex digits)
        n (int): Action number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionRecord | Problem
     """


    return sync_detailed(
        game_id=game_id,
n=n,
client=client,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,

) -> Response[ActionRecord | Problem]:
    """ One accepted action

     The ``n``-th accepted action: the seat, the version it produced, when, and the
    action as sent. Anyone may read it (no token); 404 ``not_found`` without such a
    game or action.

    Args:
        game_id (str): Game id (16 hex digits)
        n (int): Action number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionRecord | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
n=n,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    n: int,
    *,
    client: AuthenticatedClient | Client,

) -> ActionRecord | Problem | None:
    """ One accepted action

     The ``n``-th accepted action: the seat, the version it produced, when, and the
    action as sent. Anyone may read it (no token); 404 ``not_found`` without such a
    game or action.

    Args:
        game_id (str): Game id (16 hex digits)
        n (int): Action number (1, 2, ...)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionRecord | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
n=n,
client=client,

    )).parsed
