from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    after: int | None | Unset = UNSET,
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


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/events/stream".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | None:
    if response.status_code == 200:
        response_200 = cast(Any, response.text)
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem]:
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
    last_event_id: None | str | Unset = UNSET,

) -> Response[Any | Problem]:
    """ Event stream (SSE)

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0)
        last_event_id (None | str | Unset): Resume after this event seq (a decimal 0..2^40, else
            400)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
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
    last_event_id: None | str | Unset = UNSET,

) -> Any | Problem | None:
    """ Event stream (SSE)

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0)
        last_event_id (None | str | Unset): Resume after this event seq (a decimal 0..2^40, else
            400)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
after=after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    after: int | None | Unset = UNSET,
    last_event_id: None | str | Unset = UNSET,

) -> Response[Any | Problem]:
    """ Event stream (SSE)

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0)
        last_event_id (None | str | Unset): Resume after this event seq (a decimal 0..2^40, else
            400)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
after=after,
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
    last_event_id: None | str | Unset = UNSET,

) -> Any | Problem | None:
    """ Event stream (SSE)

    Args:
        game_id (str): Game id (16 hex digits)
        after (int | None | Unset): Start after this seq (default: Last-Event-ID, else 0)
        last_event_id (None | str | Unset): Resume after this event seq (a decimal 0..2^40, else
            400)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
after=after,
last_event_id=last_event_id,

    )).parsed
