from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_event_page import AccountEventPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/account/events",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountEventPage | Problem | None:
    if response.status_code == 200:
        response_200 = AccountEventPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountEventPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,

) -> Response[AccountEventPage | Problem]:
    """ The account's events (long-poll)

     The caller's account's events across all its games (scope ``read``):
    ``game_started``, ``your_turn``, ``ally_requested``, ``game_ended``, ``challenge``,
    ``challenge_declined``, ``seek_matched``, with ``seq > after``, in order. With ``wait`` > 0 and
    nothing new, the request returns as soon
    as one lands (or after ``wait`` seconds, empty). The last 1,000 are kept. A waiting
    long-poll counts against the event-watcher budget (503 ``too_many_watchers``).
    ``after`` past the account's last event (a seq it never sent) is 400
    ``cursor_past_end`` at once, without waiting (``last_seq``: the last event's seq);
    ``after`` equal to it waits for the next.

    Args:
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountEventPage | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,

) -> AccountEventPage | Problem | None:
    """ The account's events (long-poll)

     The caller's account's events across all its games (scope ``read``):
    ``game_started``, ``your_turn``, ``ally_requested``, ``game_ended``, ``challenge``,
    ``challenge_declined``, ``seek_matched``, with ``seq > after``, in order. With ``wait`` > 0 and
    nothing new, the request returns as soon
    as one lands (or after ``wait`` seconds, empty). The last 1,000 are kept. A waiting
    long-poll counts against the event-watcher budget (503 ``too_many_watchers``).
    ``after`` past the account's last event (a seq it never sent) is 400
    ``cursor_past_end`` at once, without waiting (``last_seq``: the last event's seq);
    ``after`` equal to it waits for the next.

    Args:
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountEventPage | Problem
     """


    return sync_detailed(
        client=client,
after=after,
wait=wait,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,

) -> Response[AccountEventPage | Problem]:
    """ The account's events (long-poll)

     The caller's account's events across all its games (scope ``read``):
    ``game_started``, ``your_turn``, ``ally_requested``, ``game_ended``, ``challenge``,
    ``challenge_declined``, ``seek_matched``, with ``seq > after``, in order. With ``wait`` > 0 and
    nothing new, the request returns as soon
    as one lands (or after ``wait`` seconds, empty). The last 1,000 are kept. A waiting
    long-poll counts against the event-watcher budget (503 ``too_many_watchers``).
    ``after`` past the account's last event (a seq it never sent) is 400
    ``cursor_past_end`` at once, without waiting (``last_seq``: the last event's seq);
    ``after`` equal to it waits for the next.

    Args:
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountEventPage | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = 0,
    wait: float | Unset = 0.0,
    limit: int | Unset = 100,

) -> AccountEventPage | Problem | None:
    """ The account's events (long-poll)

     The caller's account's events across all its games (scope ``read``):
    ``game_started``, ``your_turn``, ``ally_requested``, ``game_ended``, ``challenge``,
    ``challenge_declined``, ``seek_matched``, with ``seq > after``, in order. With ``wait`` > 0 and
    nothing new, the request returns as soon
    as one lands (or after ``wait`` seconds, empty). The last 1,000 are kept. A waiting
    long-poll counts against the event-watcher budget (503 ``too_many_watchers``).
    ``after`` past the account's last event (a seq it never sent) is 400
    ``cursor_past_end`` at once, without waiting (``last_seq``: the last event's seq);
    ``after`` equal to it waits for the next.

    Args:
        after (int | Unset): Only events with seq > after (at most the last seq: 400
            `cursor_past_end` beyond it) Default: 0.
        wait (float | Unset): Seconds to wait for a new event when there is none (long-poll)
            Default: 0.0.
        limit (int | Unset): Page size Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountEventPage | Problem
     """


    return (await asyncio_detailed(
        client=client,
after=after,
wait=wait,
limit=limit,

    )).parsed
