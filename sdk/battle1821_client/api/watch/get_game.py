from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_out import GameOut
from ...models.ottomans_game_out import OttomansGameOut
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    at: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_at: int | None | Unset
    if isinstance(at, Unset):
        json_at = UNSET
    else:
        json_at = at
    params["at"] = json_at


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameOut | OttomansGameOut | Problem | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> GameOut | OttomansGameOut:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = GameOut.from_dict(data)



                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = OttomansGameOut.from_dict(data)



            return response_200_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 304:
        return None

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameOut | OttomansGameOut | Problem]:
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
    at: int | None | Unset = UNSET,

) -> Response[GameOut | OttomansGameOut | Problem]:
    """ Get a game

     The game as the caller may see it (public, or as a seat with its bearer token):
    no deck order, no RNG state, the seed only once finished (R27). ``ETag`` is the
    version; ``If-None-Match`` with it answers 304. ``at``: the game as it was at that
    past version (same redaction; ``version`` and ``ETag`` say ``at``), for replays and
    step-through; 400 ``invalid_at`` (``field`` ``at``) outside 1 .. the current version.

    Args:
        game_id (str): Game id (16 hex digits)
        at (int | None | Unset): A past version of the game (1 .. the current one): the view as it
            was then, rebuilt by replaying the game's record (400 `invalid_at` beyond the current
            version or below 1)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | OttomansGameOut | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
at=at,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | None | Unset = UNSET,

) -> GameOut | OttomansGameOut | Problem | None:
    """ Get a game

     The game as the caller may see it (public, or as a seat with its bearer token):
    no deck order, no RNG state, the seed only once finished (R27). ``ETag`` is the
    version; ``If-None-Match`` with it answers 304. ``at``: the game as it was at that
    past version (same redaction; ``version`` and ``ETag`` say ``at``), for replays and
    step-through; 400 ``invalid_at`` (``field`` ``at``) outside 1 .. the current version.

    Args:
        game_id (str): Game id (16 hex digits)
        at (int | None | Unset): A past version of the game (1 .. the current one): the view as it
            was then, rebuilt by replaying the game's record (400 `invalid_at` beyond the current
            version or below 1)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | OttomansGameOut | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
at=at,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | None | Unset = UNSET,

) -> Response[GameOut | OttomansGameOut | Problem]:
    """ Get a game

     The game as the caller may see it (public, or as a seat with its bearer token):
    no deck order, no RNG state, the seed only once finished (R27). ``ETag`` is the
    version; ``If-None-Match`` with it answers 304. ``at``: the game as it was at that
    past version (same redaction; ``version`` and ``ETag`` say ``at``), for replays and
    step-through; 400 ``invalid_at`` (``field`` ``at``) outside 1 .. the current version.

    Args:
        game_id (str): Game id (16 hex digits)
        at (int | None | Unset): A past version of the game (1 .. the current one): the view as it
            was then, rebuilt by replaying the game's record (400 `invalid_at` beyond the current
            version or below 1)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameOut | OttomansGameOut | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
at=at,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    at: int | None | Unset = UNSET,

) -> GameOut | OttomansGameOut | Problem | None:
    """ Get a game

     The game as the caller may see it (public, or as a seat with its bearer token):
    no deck order, no RNG state, the seed only once finished (R27). ``ETag`` is the
    version; ``If-None-Match`` with it answers 304. ``at``: the game as it was at that
    past version (same redaction; ``version`` and ``ETag`` say ``at``), for replays and
    step-through; 400 ``invalid_at`` (``field`` ``at``) outside 1 .. the current version.

    Args:
        game_id (str): Game id (16 hex digits)
        at (int | None | Unset): A past version of the game (1 .. the current one): the view as it
            was then, rebuilt by replaying the game's record (400 `invalid_at` beyond the current
            version or below 1)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameOut | OttomansGameOut | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
at=at,

    )).parsed
