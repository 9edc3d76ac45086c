from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.message_page import MessagePage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/messages".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MessagePage | Problem | None:
    if response.status_code == 200:
        response_200 = MessagePage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MessagePage | Problem]:
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
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[MessagePage | Problem]:
    """ Table talk

     The messages the caller may read, oldest first, ``seq > after``: a seat the
    public ones and the private ones it sent or got; the host the public ones and
    those it sent; a spectator (no token) the public ones, only when the game's
    ``spectator_talk`` option is on (else 403 ``messages_hidden``). Page on with
    ``next_after``. ``seq`` counts every message of the game, so gaps are where others
    spoke privately. 401/403 for a bad token or one of another game; 400
    ``cursor_past_end`` (``field`` ``after``, ``last_seq`` the last message's seq) for an
    ``after`` past the last message of the game (the end is the same for every reader).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only messages with seq > after (the cursor: the previous page's
            `next_after`); past the last message: 400 `cursor_past_end` Default: 0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MessagePage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> MessagePage | Problem | None:
    """ Table talk

     The messages the caller may read, oldest first, ``seq > after``: a seat the
    public ones and the private ones it sent or got; the host the public ones and
    those it sent; a spectator (no token) the public ones, only when the game's
    ``spectator_talk`` option is on (else 403 ``messages_hidden``). Page on with
    ``next_after``. ``seq`` counts every message of the game, so gaps are where others
    spoke privately. 401/403 for a bad token or one of another game; 400
    ``cursor_past_end`` (``field`` ``after``, ``last_seq`` the last message's seq) for an
    ``after`` past the last message of the game (the end is the same for every reader).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only messages with seq > after (the cursor: the previous page's
            `next_after`); past the last message: 400 `cursor_past_end` Default: 0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MessagePage | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> Response[MessagePage | Problem]:
    """ Table talk

     The messages the caller may read, oldest first, ``seq > after``: a seat the
    public ones and the private ones it sent or got; the host the public ones and
    those it sent; a spectator (no token) the public ones, only when the game's
    ``spectator_talk`` option is on (else 403 ``messages_hidden``). Page on with
    ``next_after``. ``seq`` counts every message of the game, so gaps are where others
    spoke privately. 401/403 for a bad token or one of another game; 400
    ``cursor_past_end`` (``field`` ``after``, ``last_seq`` the last message's seq) for an
    ``after`` past the last message of the game (the end is the same for every reader).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only messages with seq > after (the cursor: the previous page's
            `next_after`); past the last message: 400 `cursor_past_end` Default: 0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MessagePage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    limit: int | Unset = 100,

) -> MessagePage | Problem | None:
    """ Table talk

     The messages the caller may read, oldest first, ``seq > after``: a seat the
    public ones and the private ones it sent or got; the host the public ones and
    those it sent; a spectator (no token) the public ones, only when the game's
    ``spectator_talk`` option is on (else 403 ``messages_hidden``). Page on with
    ``next_after``. ``seq`` counts every message of the game, so gaps are where others
    spoke privately. 401/403 for a bad token or one of another game; 400
    ``cursor_past_end`` (``field`` ``after``, ``last_seq`` the last message's seq) for an
    ``after`` past the last message of the game (the end is the same for every reader).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only messages with seq > after (the cursor: the previous page's
            `next_after`); past the last message: 400 `cursor_past_end` Default: 0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MessagePage | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
limit=limit,

    )).parsed
