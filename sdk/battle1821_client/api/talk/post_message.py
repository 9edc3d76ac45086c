from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.message import Message
from ...models.post_message import PostMessage
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: PostMessage,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/messages".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Message | Problem | None:
    if response.status_code == 201:
        response_201 = Message.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Message | Problem]:
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
    body: PostMessage,

) -> Response[Message | Problem]:
    """ Post a message

     Say ``text`` to everyone at the table, or privately to one other seat
    (``to_seat``), with a seat token or the host token (as the host). Talk, not play:
    no ``If-Match``, the game's version and ``ETag`` stay as they are (a message is no
    game action) and nothing it says changes the game; any game that exists takes
    messages, over or not. It reaches the readers who may read it at once (``message``
    events on the stream and long-poll with ``messages=true``). ``Location`` names it.

    Refused, storing nothing: 400 ``invalid_request`` (text empty or over 500
    characters, ``to_seat`` not 0-3), ``empty_text`` (only spaces), ``invalid_text``
    (a control, bidi-override or noncharacter code point, as in player names),
    ``no_such_seat`` / ``message_to_self`` (``field`` ``to_seat``); 401 without a token
    (spectators cannot post); 403 a token of another game (``field``
    ``Authorization``); 429 ``too_many_messages`` with ``Retry-After`` (seconds) past
    ``BATTLE1821_TALK_PER_MINUTE`` messages of the sender in 60 s.

    Args:
        game_id (str): Game id (16 hex digits)
        body (PostMessage):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Message | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PostMessage,

) -> Message | Problem | None:
    """ Post a message

     Say ``text`` to everyone at the table, or privately to one other seat
    (``to_seat``), with a seat token or the host token (as the host). Talk, not play:
    no ``If-Match``, the game's version and ``ETag`` stay as they are (a message is no
    game action) and nothing it says changes the game; any game that exists takes
    messages, over or not. It reaches the readers who may read it at once (``message``
    events on the stream and long-poll with ``messages=true``). ``Location`` names it.

    Refused, storing nothing: 400 ``invalid_request`` (text empty or over 500
    characters, ``to_seat`` not 0-3), ``empty_text`` (only spaces), ``invalid_text``
    (a control, bidi-override or noncharacter code point, as in player names),
    ``no_such_seat`` / ``message_to_self`` (``field`` ``to_seat``); 401 without a token
    (spectators cannot post); 403 a token of another game (``field``
    ``Authorization``); 429 ``too_many_messages`` with ``Retry-After`` (seconds) past
    ``BATTLE1821_TALK_PER_MINUTE`` messages of the sender in 60 s.

    Args:
        game_id (str): Game id (16 hex digits)
        body (PostMessage):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Message | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PostMessage,

) -> Response[Message | Problem]:
    """ Post a message

     Say ``text`` to everyone at the table, or privately to one other seat
    (``to_seat``), with a seat token or the host token (as the host). Talk, not play:
    no ``If-Match``, the game's version and ``ETag`` stay as they are (a message is no
    game action) and nothing it says changes the game; any game that exists takes
    messages, over or not. It reaches the readers who may read it at once (``message``
    events on the stream and long-poll with ``messages=true``). ``Location`` names it.

    Refused, storing nothing: 400 ``invalid_request`` (text empty or over 500
    characters, ``to_seat`` not 0-3), ``empty_text`` (only spaces), ``invalid_text``
    (a control, bidi-override or noncharacter code point, as in player names),
    ``no_such_seat`` / ``message_to_self`` (``field`` ``to_seat``); 401 without a token
    (spectators cannot post); 403 a token of another game (``field``
    ``Authorization``); 429 ``too_many_messages`` with ``Retry-After`` (seconds) past
    ``BATTLE1821_TALK_PER_MINUTE`` messages of the sender in 60 s.

    Args:
        game_id (str): Game id (16 hex digits)
        body (PostMessage):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Message | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: PostMessage,

) -> Message | Problem | None:
    """ Post a message

     Say ``text`` to everyone at the table, or privately to one other seat
    (``to_seat``), with a seat token or the host token (as the host). Talk, not play:
    no ``If-Match``, the game's version and ``ETag`` stay as they are (a message is no
    game action) and nothing it says changes the game; any game that exists takes
    messages, over or not. It reaches the readers who may read it at once (``message``
    events on the stream and long-poll with ``messages=true``). ``Location`` names it.

    Refused, storing nothing: 400 ``invalid_request`` (text empty or over 500
    characters, ``to_seat`` not 0-3), ``empty_text`` (only spaces), ``invalid_text``
    (a control, bidi-override or noncharacter code point, as in player names),
    ``no_such_seat`` / ``message_to_self`` (``field`` ``to_seat``); 401 without a token
    (spectators cannot post); 403 a token of another game (``field``
    ``Authorization``); 429 ``too_many_messages`` with ``Retry-After`` (seconds) past
    ``BATTLE1821_TALK_PER_MINUTE`` messages of the sender in 60 s.

    Args:
        game_id (str): Game id (16 hex digits)
        body (PostMessage):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Message | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
