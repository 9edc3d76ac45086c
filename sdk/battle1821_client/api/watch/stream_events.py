from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.stream_events_response_200 import StreamEventsResponse200
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    after: int | None | Unset = UNSET,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    json_after: int | None | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after

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
        "url": "/games/{game_id}/events/stream".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StreamEventsResponse200 | None:
    if response.status_code == 200:
        response_200 = StreamEventsResponse200.from_dict(response.text)



        return response_200

    if response.status_code == 204:
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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | StreamEventsResponse200]:
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
    after: int | None | Unset = UNSET,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> Response[Problem | StreamEventsResponse200]:
    """ Event stream (SSE)

     Server-Sent Events (WHATWG HTML 9.2) of the game's log, for anyone (no token).

    Each event is one frame **without an `event:` name**, so a browser's
    `EventSource.onmessage` receives every one:

    ```
    id: 42
    data: {"seq":42,"version":17,"type":"step_started","round":3,"phase":"greek","step":"reinforcement",
    "seat":1}

    ```

    `id` is the event's `seq` (a browser resends it as `Last-Event-ID` when it reconnects, and
    the stream resumes after it); `data` is one JSON `GameEvent` (discriminated on `type`, the
    same objects as `GET /games/{game_id}/events`). Lines starting with `:` are keep-alive
    comments (every few seconds without events): ignore them.

    **The end.** After the `game_ended` event (R26) or `game_cancelled` (the host cancelled)
    and whatever the same write added after it, the server closes the stream. A request that
    starts after the last event of a game that is over answers **204 No Content**, which tells
    an `EventSource` to stop reconnecting (close it yourself on `game_ended` to save the round
    trip).

    Start: `after` (a seq), else `Last-Event-ID`, else 0 (the whole log). A `Last-Event-ID`
    that is no event seq is 400 `invalid_request`. A start past the game's last event (a seq
    this game never sent: another game's, or a guess) is 400 `cursor_past_end` at once, with
    `field` (`after` or `Last-Event-ID`) and `last_seq` (the game's last event seq: resume at
    or below it); so is a message cursor past the last message with `messages=true`
    (`field` `messages_after` or `Last-Event-ID`, `last_seq` the last message seq). A start
    equal to the last seq is valid: the stream waits for the next event. A stream counts against the
    server's
    event-watcher memory budget (`BATTLE1821_WATCH_MEMORY_KB`): when it is used up, 503
    `too_many_watchers` with `Retry-After` before the stream starts; 404 `not_found` when there
    is no such game. A client that does not read its stream is cut off once 256 KiB of events
    wait for it (`BATTLE1821_WATCHER_BUFFER_KB`); it resumes with `Last-Event-ID` and misses
    nothing, as after any dropped connection (to this or another server).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0); past
            the last seq: 400 `cursor_past_end`
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`
        last_event_id (None | str | Unset): Resume after this frame id: an event seq (a decimal
            0..2^40), or `<event seq>:<message seq>` with `messages=true`; else 400 `invalid_request`;
            past the game's last event (or message) 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamEventsResponse200]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
messages=messages,
messages_after=messages_after,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> Problem | StreamEventsResponse200 | None:
    """ Event stream (SSE)

     Server-Sent Events (WHATWG HTML 9.2) of the game's log, for anyone (no token).

    Each event is one frame **without an `event:` name**, so a browser's
    `EventSource.onmessage` receives every one:

    ```
    id: 42
    data: {"seq":42,"version":17,"type":"step_started","round":3,"phase":"greek","step":"reinforcement",
    "seat":1}

    ```

    `id` is the event's `seq` (a browser resends it as `Last-Event-ID` when it reconnects, and
    the stream resumes after it); `data` is one JSON `GameEvent` (discriminated on `type`, the
    same objects as `GET /games/{game_id}/events`). Lines starting with `:` are keep-alive
    comments (every few seconds without events): ignore them.

    **The end.** After the `game_ended` event (R26) or `game_cancelled` (the host cancelled)
    and whatever the same write added after it, the server closes the stream. A request that
    starts after the last event of a game that is over answers **204 No Content**, which tells
    an `EventSource` to stop reconnecting (close it yourself on `game_ended` to save the round
    trip).

    Start: `after` (a seq), else `Last-Event-ID`, else 0 (the whole log). A `Last-Event-ID`
    that is no event seq is 400 `invalid_request`. A start past the game's last event (a seq
    this game never sent: another game's, or a guess) is 400 `cursor_past_end` at once, with
    `field` (`after` or `Last-Event-ID`) and `last_seq` (the game's last event seq: resume at
    or below it); so is a message cursor past the last message with `messages=true`
    (`field` `messages_after` or `Last-Event-ID`, `last_seq` the last message seq). A start
    equal to the last seq is valid: the stream waits for the next event. A stream counts against the
    server's
    event-watcher memory budget (`BATTLE1821_WATCH_MEMORY_KB`): when it is used up, 503
    `too_many_watchers` with `Retry-After` before the stream starts; 404 `not_found` when there
    is no such game. A client that does not read its stream is cut off once 256 KiB of events
    wait for it (`BATTLE1821_WATCHER_BUFFER_KB`); it resumes with `Last-Event-ID` and misses
    nothing, as after any dropped connection (to this or another server).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0); past
            the last seq: 400 `cursor_past_end`
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`
        last_event_id (None | str | Unset): Resume after this frame id: an event seq (a decimal
            0..2^40), or `<event seq>:<message seq>` with `messages=true`; else 400 `invalid_request`;
            past the game's last event (or message) 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamEventsResponse200
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
messages=messages,
messages_after=messages_after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> Response[Problem | StreamEventsResponse200]:
    """ Event stream (SSE)

     Server-Sent Events (WHATWG HTML 9.2) of the game's log, for anyone (no token).

    Each event is one frame **without an `event:` name**, so a browser's
    `EventSource.onmessage` receives every one:

    ```
    id: 42
    data: {"seq":42,"version":17,"type":"step_started","round":3,"phase":"greek","step":"reinforcement",
    "seat":1}

    ```

    `id` is the event's `seq` (a browser resends it as `Last-Event-ID` when it reconnects, and
    the stream resumes after it); `data` is one JSON `GameEvent` (discriminated on `type`, the
    same objects as `GET /games/{game_id}/events`). Lines starting with `:` are keep-alive
    comments (every few seconds without events): ignore them.

    **The end.** After the `game_ended` event (R26) or `game_cancelled` (the host cancelled)
    and whatever the same write added after it, the server closes the stream. A request that
    starts after the last event of a game that is over answers **204 No Content**, which tells
    an `EventSource` to stop reconnecting (close it yourself on `game_ended` to save the round
    trip).

    Start: `after` (a seq), else `Last-Event-ID`, else 0 (the whole log). A `Last-Event-ID`
    that is no event seq is 400 `invalid_request`. A start past the game's last event (a seq
    this game never sent: another game's, or a guess) is 400 `cursor_past_end` at once, with
    `field` (`after` or `Last-Event-ID`) and `last_seq` (the game's last event seq: resume at
    or below it); so is a message cursor past the last message with `messages=true`
    (`field` `messages_after` or `Last-Event-ID`, `last_seq` the last message seq). A start
    equal to the last seq is valid: the stream waits for the next event. A stream counts against the
    server's
    event-watcher memory budget (`BATTLE1821_WATCH_MEMORY_KB`): when it is used up, 503
    `too_many_watchers` with `Retry-After` before the stream starts; 404 `not_found` when there
    is no such game. A client that does not read its stream is cut off once 256 KiB of events
    wait for it (`BATTLE1821_WATCHER_BUFFER_KB`); it resumes with `Last-Event-ID` and misses
    nothing, as after any dropped connection (to this or another server).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0); past
            the last seq: 400 `cursor_past_end`
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`
        last_event_id (None | str | Unset): Resume after this frame id: an event seq (a decimal
            0..2^40), or `<event seq>:<message seq>` with `messages=true`; else 400 `invalid_request`;
            past the game's last event (or message) 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamEventsResponse200]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
messages=messages,
messages_after=messages_after,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    messages: bool | Unset = False,
    messages_after: int | None | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> Problem | StreamEventsResponse200 | None:
    """ Event stream (SSE)

     Server-Sent Events (WHATWG HTML 9.2) of the game's log, for anyone (no token).

    Each event is one frame **without an `event:` name**, so a browser's
    `EventSource.onmessage` receives every one:

    ```
    id: 42
    data: {"seq":42,"version":17,"type":"step_started","round":3,"phase":"greek","step":"reinforcement",
    "seat":1}

    ```

    `id` is the event's `seq` (a browser resends it as `Last-Event-ID` when it reconnects, and
    the stream resumes after it); `data` is one JSON `GameEvent` (discriminated on `type`, the
    same objects as `GET /games/{game_id}/events`). Lines starting with `:` are keep-alive
    comments (every few seconds without events): ignore them.

    **The end.** After the `game_ended` event (R26) or `game_cancelled` (the host cancelled)
    and whatever the same write added after it, the server closes the stream. A request that
    starts after the last event of a game that is over answers **204 No Content**, which tells
    an `EventSource` to stop reconnecting (close it yourself on `game_ended` to save the round
    trip).

    Start: `after` (a seq), else `Last-Event-ID`, else 0 (the whole log). A `Last-Event-ID`
    that is no event seq is 400 `invalid_request`. A start past the game's last event (a seq
    this game never sent: another game's, or a guess) is 400 `cursor_past_end` at once, with
    `field` (`after` or `Last-Event-ID`) and `last_seq` (the game's last event seq: resume at
    or below it); so is a message cursor past the last message with `messages=true`
    (`field` `messages_after` or `Last-Event-ID`, `last_seq` the last message seq). A start
    equal to the last seq is valid: the stream waits for the next event. A stream counts against the
    server's
    event-watcher memory budget (`BATTLE1821_WATCH_MEMORY_KB`): when it is used up, 503
    `too_many_watchers` with `Retry-After` before the stream starts; 404 `not_found` when there
    is no such game. A client that does not read its stream is cut off once 256 KiB of events
    wait for it (`BATTLE1821_WATCHER_BUFFER_KB`); it resumes with `Last-Event-ID` and misses
    nothing, as after any dropped connection (to this or another server).

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0); past
            the last seq: 400 `cursor_past_end`
        messages (bool | Unset): Also the table talk the caller may read (its bearer token: a
            seat, the host; without one a spectator, 403 `messages_hidden` unless the game's
            `spectator_talk` option is on), as `message` events. Default: False.
        messages_after (int | None | Unset): With `messages=true`: only messages with seq > this
            (default: the `Last-Event-ID`'s message part on the stream, else 0); past the last
            message: 400 `cursor_past_end`
        last_event_id (None | str | Unset): Resume after this frame id: an event seq (a decimal
            0..2^40), or `<event seq>:<message seq>` with `messages=true`; else 400 `invalid_request`;
            past the game's last event (or message) 400 `cursor_past_end`

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamEventsResponse200
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
messages=messages,
messages_after=messages_after,
last_event_id=last_event_id,

    )).parsed
