from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    seek_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/seeks/{seek_id}".format(seek_id=quote(str(seek_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | None:
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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem]:
    """ Cancel a seek

     Cancel the account's waiting seek (again: nothing to do); 409 ``seek_matched``
    when it was matched already (its game exists: ``GET /seeks/{seek_id}``).

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        seek_id=seek_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | None:
    """ Cancel a seek

     Cancel the account's waiting seek (again: nothing to do); 409 ``seek_matched``
    when it was matched already (its game exists: ``GET /seeks/{seek_id}``).

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return sync_detailed(
        seek_id=seek_id,
client=client,

    ).parsed

async def asyncio_detailed(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem]:
    """ Cancel a seek

     Cancel the account's waiting seek (again: nothing to do); 409 ``seek_matched``
    when it was matched already (its game exists: ``GET /seeks/{seek_id}``).

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
     """


    kwargs = _get_kwargs(
        seek_id=seek_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    seek_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | None:
    """ Cancel a seek

     Cancel the account's waiting seek (again: nothing to do); 409 ``seek_matched``
    when it was matched already (its game exists: ``GET /seeks/{seek_id}``).

    Args:
        seek_id (str): Seek id (`sk_` + 16 hex digits)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
     """


    return (await asyncio_detailed(
        seek_id=seek_id,
client=client,

    )).parsed
