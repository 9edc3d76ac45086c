from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.event_page import EventPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["limit"] = limit

    params["messages"] = messages

    json_messages_after: int | None | Unset
    if isinstance(messages_after, Unset):
        json_messages_after = UNSET
    else:
        json_messages_after = messages_after
    params["messages_after"] = json_messages_after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/events".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventPage | Problem | None:
    if response.status_code == 200:
        response_200 = EventPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventPage | Problem]:
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
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,

) -> Response[EventPage | Problem]:
    """ Event log (long-poll)

     Events with ``seq > after`` in order. With ``wait`` > 0 and nothing new, the
    request returns as soon as an event lands (or after ``wait`` seconds, empty).
    A waiting long-poll counts against the server's event-watcher memory budget
    (``BATTLE1821_WATCH_MEMORY_KB``): when it is used up, 503 ``too_many_watchers`` with
    ``Retry-After`` at once.

    With ``messages=true`` the page also holds the table-talk messages the caller may
    read with ``seq > messages_after`` (``message`` events, after the log's; redacted
    per caller: a seat gets the public and its own private ones), ``last_message`` is
    the next ``messages_after``, and a wait ends on a new event or a new readable
    message. Its token is checked as for ``GET /games/{game_id}/messages`` (401, 403).

    ``after`` past the game's last event (a seq it never sent), or ``messages_after``
    past its last message, is 400 ``cursor_past_end`` at once, without waiting:
    ``field`` names the cursor, ``last_seq`` is the last seq of its log (resume at or
    below it). ``after`` equal to the last seq is valid and waits for the next event.

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset):  Default: 500.
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
wait=wait,
limit=limit,
messages=messages,
messages_after=messages_after,

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
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,

) -> EventPage | Problem | None:
    """ Event log (long-poll)

     Events with ``seq > after`` in order. With ``wait`` > 0 and nothing new, the
    request returns as soon as an event lands (or after ``wait`` seconds, empty).
    A waiting long-poll counts against the server's event-watcher memory budget
    (``BATTLE1821_WATCH_MEMORY_KB``): when it is used up, 503 ``too_many_watchers`` with
    ``Retry-After`` at once.

    With ``messages=true`` the page also holds the table-talk messages the caller may
    read with ``seq > messages_after`` (``message`` events, after the log's; redacted
    per caller: a seat gets the public and its own private ones), ``last_message`` is
    the next ``messages_after``, and a wait ends on a new event or a new readable
    message. Its token is checked as for ``GET /games/{game_id}/messages`` (401, 403).

    ``after`` past the game's last event (a seq it never sent), or ``messages_after``
    past its last message, is 400 ``cursor_past_end`` at once, without waiting:
    ``field`` names the cursor, ``last_seq`` is the last seq of its log (resume at or
    below it). ``after`` equal to the last seq is valid and waits for the next event.

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset):  Default: 500.
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
wait=wait,
limit=limit,
messages=messages,
messages_after=messages_after,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,

) -> Response[EventPage | Problem]:
    """ Event log (long-poll)

     Events with ``seq > after`` in order. With ``wait`` > 0 and nothing new, the
    request returns as soon as an event lands (or after ``wait`` seconds, empty).
    A waiting long-poll counts against the server's event-watcher memory budget
    (``BATTLE1821_WATCH_MEMORY_KB``): when it is used up, 503 ``too_many_watchers`` with
    ``Retry-After`` at once.

    With ``messages=true`` the page also holds the table-talk messages the caller may
    read with ``seq > messages_after`` (``message`` events, after the log's; redacted
    per caller: a seat gets the public and its own private ones), ``last_message`` is
    the next ``messages_after``, and a wait ends on a new event or a new readable
    message. Its token is checked as for ``GET /games/{game_id}/messages`` (401, 403).

    ``after`` past the game's last event (a seq it never sent), or ``messages_after``
    past its last message, is 400 ``cursor_past_end`` at once, without waiting:
    ``field`` names the cursor, ``last_seq`` is the last seq of its log (resume at or
    below it). ``after`` equal to the last seq is valid and waits for the next event.

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset):  Default: 500.
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventPage | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
wait=wait,
limit=limit,
messages=messages,
messages_after=messages_after,

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
    wait: float | Unset = 0.0,
    limit: int | Unset = 500,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,

) -> EventPage | Problem | None:
    """ Event log (long-poll)

     Events with ``seq > after`` in order. With ``wait`` > 0 and nothing new, the
    request returns as soon as an event lands (or after ``wait`` seconds, empty).
    A waiting long-poll counts against the server's event-watcher memory budget
    (``BATTLE1821_WATCH_MEMORY_KB``): when it is used up, 503 ``too_many_watchers`` with
    ``Retry-After`` at once.

    With ``messages=true`` the page also holds the table-talk messages the caller may
    read with ``seq > messages_after`` (``message`` events, after the log's; redacted
    per caller: a seat gets the public and its own private ones), ``last_message`` is
    the next ``messages_after``, and a wait ends on a new event or a new readable
    message. Its token is checked as for ``GET /games/{game_id}/messages`` (401, 403).

    ``after`` past the game's last event (a seq it never sent), or ``messages_after``
    past its last message, is 400 ``cursor_past_end`` at once, without waiting:
    ``field`` names the cursor, ``last_seq`` is the last seq of its log (resume at or
    below it). ``after`` equal to the last seq is valid and waits for the next event.

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset):  Default: 500.
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventPage | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
wait=wait,
limit=limit,
messages=messages,
messages_after=messages_after,

    )).parsed
