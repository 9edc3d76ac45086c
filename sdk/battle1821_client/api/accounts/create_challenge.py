from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge_created import ChallengeCreated
from ...models.create_challenge import CreateChallenge
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    *,
    body: CreateChallenge,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/challenges",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChallengeCreated | Problem | None:
    if response.status_code == 201:
        response_201 = ChallengeCreated.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChallengeCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateChallenge,

) -> Response[ChallengeCreated | Problem]:
    """ Challenge accounts to a game

     Invite accounts to a new game (the challenger's key: scope ``play``, a bot
    account's ``bot``). The game is created at once with the challenger in seat 0 and
    seat 1, 2, ... held for each invited account in order (nobody else may take them);
    each invitee's event stream gets a ``challenge`` event. The answer carries the
    challenger's seat token and the game's host token (shown once). The game starts
    when every seat is taken: when every invitee accepted. 404 ``account_not_found``
    for an unknown invitee.

    Args:
        body (CreateChallenge): Whom to invite, and the game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: CreateChallenge,

) -> ChallengeCreated | Problem | None:
    """ Challenge accounts to a game

     Invite accounts to a new game (the challenger's key: scope ``play``, a bot
    account's ``bot``). The game is created at once with the challenger in seat 0 and
    seat 1, 2, ... held for each invited account in order (nobody else may take them);
    each invitee's event stream gets a ``challenge`` event. The answer carries the
    challenger's seat token and the game's host token (shown once). The game starts
    when every seat is taken: when every invitee accepted. 404 ``account_not_found``
    for an unknown invitee.

    Args:
        body (CreateChallenge): Whom to invite, and the game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateChallenge,

) -> Response[ChallengeCreated | Problem]:
    """ Challenge accounts to a game

     Invite accounts to a new game (the challenger's key: scope ``play``, a bot
    account's ``bot``). The game is created at once with the challenger in seat 0 and
    seat 1, 2, ... held for each invited account in order (nobody else may take them);
    each invitee's event stream gets a ``challenge`` event. The answer carries the
    challenger's seat token and the game's host token (shown once). The game starts
    when every seat is taken: when every invitee accepted. 404 ``account_not_found``
    for an unknown invitee.

    Args:
        body (CreateChallenge): Whom to invite, and the game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateChallenge,

) -> ChallengeCreated | Problem | None:
    """ Challenge accounts to a game

     Invite accounts to a new game (the challenger's key: scope ``play``, a bot
    account's ``bot``). The game is created at once with the challenger in seat 0 and
    seat 1, 2, ... held for each invited account in order (nobody else may take them);
    each invitee's event stream gets a ``challenge`` event. The answer carries the
    challenger's seat token and the game's host token (shown once). The game starts
    when every seat is taken: when every invitee accepted. 404 ``account_not_found``
    for an unknown invitee.

    Args:
        body (CreateChallenge): Whom to invite, and the game

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
