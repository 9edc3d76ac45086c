from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.odds import Odds
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    *,
    attackers: int,
    defenders: int,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["attackers"] = attackers

    params["defenders"] = defenders


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/rules/odds",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Odds | Problem | None:
    if response.status_code == 200:
        response_200 = Odds.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Odds | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    attackers: int,
    defenders: int,

) -> Response[Odds | Problem]:
    """ Exact battle odds

     Probability that the attacker wins the battle (R12-R13, no Ally) and the
    expected survivors of each side, exact to 1e-12.

    Args:
        attackers (int): Attacking strength
        defenders (int): Defending Ottoman infantry

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Odds | Problem]
     """


    kwargs = _get_kwargs(
        attackers=attackers,
defenders=defenders,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    attackers: int,
    defenders: int,

) -> Odds | Problem | None:
    """ Exact battle odds

     Probability that the attacker wins the battle (R12-R13, no Ally) and the
    expected survivors of each side, exact to 1e-12.

    Args:
        attackers (int): Attacking strength
        defenders (int): Defending Ottoman infantry

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Odds | Problem
     """


    return sync_detailed(
        client=client,
attackers=attackers,
defenders=defenders,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    attackers: int,
    defenders: int,

) -> Response[Odds | Problem]:
    """ Exact battle odds

     Probability that the attacker wins the battle (R12-R13, no Ally) and the
    expected survivors of each side, exact to 1e-12.

    Args:
        attackers (int): Attacking strength
        defenders (int): Defending Ottoman infantry

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Odds | Problem]
     """


    kwargs = _get_kwargs(
        attackers=attackers,
defenders=defenders,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    attackers: int,
    defenders: int,

) -> Odds | Problem | None:
    """ Exact battle odds

     Probability that the attacker wins the battle (R12-R13, no Ally) and the
    expected survivors of each side, exact to 1e-12.

    Args:
        attackers (int): Attacking strength
        defenders (int): Defending Ottoman infantry

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Odds | Problem
     """


    return (await asyncio_detailed(
        client=client,
attackers=attackers,
defenders=defenders,

    )).parsed
