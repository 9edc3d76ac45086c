from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.challenge_out import ChallengeOut
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    challenge_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/challenges/{challenge_id}/decline".format(challenge_id=quote(str(challenge_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChallengeOut | Problem | None:
    if response.status_code == 200:
        response_200 = ChallengeOut.from_dict(response.json())



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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChallengeOut | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ChallengeOut | Problem]:
    """ Decline a challenge

     The invited account declines: the challenger's event stream gets
    ``challenge_declined`` (it may cancel the game with its host token); 409
    ``challenge_answered`` when it answered already.

    Args:
        challenge_id (str): Challenge id (`ch_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | Problem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    challenge_id: str,
    *,
    client: AuthenticatedClient,

) -> ChallengeOut | Problem | None:
    """ Decline a challenge

     The invited account declines: the challenger's event stream gets
    ``challenge_declined`` (it may cancel the game with its host token); 409
    ``challenge_answered`` when it answered already.

    Args:
        challenge_id (str): Challenge id (`ch_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | Problem
     """


    return sync_detailed(
        challenge_id=challenge_id,
client=client,

    ).parsed

async def asyncio_detailed(
    challenge_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ChallengeOut | Problem]:
    """ Decline a challenge

     The invited account declines: the challenger's event stream gets
    ``challenge_declined`` (it may cancel the game with its host token); 409
    ``challenge_answered`` when it answered already.

    Args:
        challenge_id (str): Challenge id (`ch_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChallengeOut | Problem]
     """


    kwargs = _get_kwargs(
        challenge_id=challenge_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    challenge_id: str,
    *,
    client: AuthenticatedClient,

) -> ChallengeOut | Problem | None:
    """ Decline a challenge

     The invited account declines: the challenger's event stream gets
    ``challenge_declined`` (it may cancel the game with its host token); 409
    ``challenge_answered`` when it answered already.

    Args:
        challenge_id (str): Challenge id (`ch_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChallengeOut | Problem
     """


    return (await asyncio_detailed(
        challenge_id=challenge_id,
client=client,

    )).parsed
