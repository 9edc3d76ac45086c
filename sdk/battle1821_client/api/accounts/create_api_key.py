from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.api_key_created import ApiKeyCreated
from ...models.create_key import CreateKey
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    *,
    body: CreateKey,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/account/keys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ApiKeyCreated | Problem | None:
    if response.status_code == 201:
        response_201 = ApiKeyCreated.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ApiKeyCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateKey,

) -> Response[ApiKeyCreated | Problem]:
    """ Create an API key

     Another API key of the caller's account, shown this once. Its scopes must be
    ones the calling key holds (403 ``insufficient_scope``); at most 20 keys per
    account (409 ``too_many_keys``).

    Args:
        body (CreateKey): The key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKeyCreated | Problem]
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
    body: CreateKey,

) -> ApiKeyCreated | Problem | None:
    """ Create an API key

     Another API key of the caller's account, shown this once. Its scopes must be
    ones the calling key holds (403 ``insufficient_scope``); at most 20 keys per
    account (409 ``too_many_keys``).

    Args:
        body (CreateKey): The key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKeyCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateKey,

) -> Response[ApiKeyCreated | Problem]:
    """ Create an API key

     Another API key of the caller's account, shown this once. Its scopes must be
    ones the calling key holds (403 ``insufficient_scope``); at most 20 keys per
    account (409 ``too_many_keys``).

    Args:
        body (CreateKey): The key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKeyCreated | Problem]
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
    body: CreateKey,

) -> ApiKeyCreated | Problem | None:
    """ Create an API key

     Another API key of the caller's account, shown this once. Its scopes must be
    ones the calling key holds (403 ``insufficient_scope``); at most 20 keys per
    account (409 ``too_many_keys``).

    Args:
        body (CreateKey): The key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKeyCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
