from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account_created import AccountCreated
from ...models.create_account import CreateAccount
from ...models.problem import Problem
from typing import cast


def _get_kwargs(
    *,
    body: CreateAccount,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/accounts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccountCreated | Problem | None:
    if response.status_code == 201:
        response_201 = AccountCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccountCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateAccount,

) -> Response[AccountCreated | Problem]:
    """ Create an account

     Create an account (no token needed) and its first API key, shown this once
    (the server keeps only a keyed hash of it). ``name`` is unique up to case and
    look-alike letters (409 ``name_taken``) and follows the seat-name rules (400
    ``invalid_name``); ``bot: true`` marks a bot account. Playing without an account
    works as before.

    Args:
        body (CreateAccount): The account's name, bot or not, its first key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountCreated | Problem]
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
    client: AuthenticatedClient | Client,
    body: CreateAccount,

) -> AccountCreated | Problem | None:
    """ Create an account

     Create an account (no token needed) and its first API key, shown this once
    (the server keeps only a keyed hash of it). ``name`` is unique up to case and
    look-alike letters (409 ``name_taken``) and follows the seat-name rules (400
    ``invalid_name``); ``bot: true`` marks a bot account. Playing without an account
    works as before.

    Args:
        body (CreateAccount): The account's name, bot or not, its first key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateAccount,

) -> Response[AccountCreated | Problem]:
    """ Create an account

     Create an account (no token needed) and its first API key, shown this once
    (the server keeps only a keyed hash of it). ``name`` is unique up to case and
    look-alike letters (409 ``name_taken``) and follows the seat-name rules (400
    ``invalid_name``); ``bot: true`` marks a bot account. Playing without an account
    works as before.

    Args:
        body (CreateAccount): The account's name, bot or not, its first key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccountCreated | Problem]
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
    client: AuthenticatedClient | Client,
    body: CreateAccount,

) -> AccountCreated | Problem | None:
    """ Create an account

     Create an account (no token needed) and its first API key, shown this once
    (the server keeps only a keyed hash of it). ``name`` is unique up to case and
    look-alike letters (409 ``name_taken``) and follows the seat-name rules (400
    ``invalid_name``); ``bot: true`` marks a bot account. Playing without an account
    works as before.

    Args:
        body (CreateAccount): The account's name, bot or not, its first key's label and scopes

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccountCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
