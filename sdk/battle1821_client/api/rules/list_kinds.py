from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.kind_list import KindList
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/kinds",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> KindList | Problem | None:
    if response.status_code == 200:
        response_200 = KindList.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        return None

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[KindList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[KindList | Problem]:
    """ The game kinds this server hosts

     Every game kind this server hosts (the default, ``battle1821``, first): name,
    title, seats, scenarios, phases, rules version, the server bots a seat may be and
    the kind's words for the table options (a client's create-game form), and links. Anyone may call it;
    cacheable for an hour (``ETag``, ``If-None-Match`` answers 304).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KindList | Problem]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> KindList | Problem | None:
    """ The game kinds this server hosts

     Every game kind this server hosts (the default, ``battle1821``, first): name,
    title, seats, scenarios, phases, rules version, the server bots a seat may be and
    the kind's words for the table options (a client's create-game form), and links. Anyone may call it;
    cacheable for an hour (``ETag``, ``If-None-Match`` answers 304).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KindList | Problem
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[KindList | Problem]:
    """ The game kinds this server hosts

     Every game kind this server hosts (the default, ``battle1821``, first): name,
    title, seats, scenarios, phases, rules version, the server bots a seat may be and
    the kind's words for the table options (a client's create-game form), and links. Anyone may call it;
    cacheable for an hour (``ETag``, ``If-None-Match`` answers 304).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[KindList | Problem]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> KindList | Problem | None:
    """ The game kinds this server hosts

     Every game kind this server hosts (the default, ``battle1821``, first): name,
    title, seats, scenarios, phases, rules version, the server bots a seat may be and
    the kind's words for the table options (a client's create-game form), and links. Anyone may call it;
    cacheable for an hour (``ETag``, ``If-None-Match`` answers 304).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        KindList | Problem
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
