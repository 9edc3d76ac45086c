from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_webhook import CreateWebhook
from ...models.problem import Problem
from ...models.webhook_created import WebhookCreated
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: CreateWebhook,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/webhooks".format(game_id=quote(str(game_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookCreated | None:
    if response.status_code == 201:
        response_201 = WebhookCreated.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | WebhookCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,

) -> Response[Problem | WebhookCreated]:
    """ Subscribe to notifications

     Register an endpoint for this seat's notifications (seat token; at most 3 per
    seat, 409 ``too_many_webhooks``). ``url``: ``https`` to a host that resolves to
    public addresses only (400 ``webhook_url_refused`` names why: private, loopback,
    link-local or metadata addresses are refused unless the operator allows loopback
    for development). The answer carries the signing ``secret`` once. Each delivery is
    a ``POST`` of ``{"type", "game_id", "seat", "version", "timestamp", "data"}`` with
    the Standard Webhooks headers ``webhook-id`` (the same on every retry of one
    notification: de-duplicate by it), ``webhook-timestamp`` and ``webhook-signature``;
    answer 2xx within 5 s. Failed attempts are retried with exponential backoff and
    jitter for about 4 minutes; 3 notifications in a row never delivered disable the
    subscription (``webhooks_disabled`` in the seat's game view).

    Args:
        game_id (str): Game id (16 hex digits)
        body (CreateWebhook): Where to send and which kinds

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,

) -> Problem | WebhookCreated | None:
    """ Subscribe to notifications

     Register an endpoint for this seat's notifications (seat token; at most 3 per
    seat, 409 ``too_many_webhooks``). ``url``: ``https`` to a host that resolves to
    public addresses only (400 ``webhook_url_refused`` names why: private, loopback,
    link-local or metadata addresses are refused unless the operator allows loopback
    for development). The answer carries the signing ``secret`` once. Each delivery is
    a ``POST`` of ``{"type", "game_id", "seat", "version", "timestamp", "data"}`` with
    the Standard Webhooks headers ``webhook-id`` (the same on every retry of one
    notification: de-duplicate by it), ``webhook-timestamp`` and ``webhook-signature``;
    answer 2xx within 5 s. Failed attempts are retried with exponential backoff and
    jitter for about 4 minutes; 3 notifications in a row never delivered disable the
    subscription (``webhooks_disabled`` in the seat's game view).

    Args:
        game_id (str): Game id (16 hex digits)
        body (CreateWebhook): Where to send and which kinds

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,

) -> Response[Problem | WebhookCreated]:
    """ Subscribe to notifications

     Register an endpoint for this seat's notifications (seat token; at most 3 per
    seat, 409 ``too_many_webhooks``). ``url``: ``https`` to a host that resolves to
    public addresses only (400 ``webhook_url_refused`` names why: private, loopback,
    link-local or metadata addresses are refused unless the operator allows loopback
    for development). The answer carries the signing ``secret`` once. Each delivery is
    a ``POST`` of ``{"type", "game_id", "seat", "version", "timestamp", "data"}`` with
    the Standard Webhooks headers ``webhook-id`` (the same on every retry of one
    notification: de-duplicate by it), ``webhook-timestamp`` and ``webhook-signature``;
    answer 2xx within 5 s. Failed attempts are retried with exponential backoff and
    jitter for about 4 minutes; 3 notifications in a row never delivered disable the
    subscription (``webhooks_disabled`` in the seat's game view).

    Args:
        game_id (str): Game id (16 hex digits)
        body (CreateWebhook): Where to send and which kinds

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: CreateWebhook,

) -> Problem | WebhookCreated | None:
    """ Subscribe to notifications

     Register an endpoint for this seat's notifications (seat token; at most 3 per
    seat, 409 ``too_many_webhooks``). ``url``: ``https`` to a host that resolves to
    public addresses only (400 ``webhook_url_refused`` names why: private, loopback,
    link-local or metadata addresses are refused unless the operator allows loopback
    for development). The answer carries the signing ``secret`` once. Each delivery is
    a ``POST`` of ``{"type", "game_id", "seat", "version", "timestamp", "data"}`` with
    the Standard Webhooks headers ``webhook-id`` (the same on every retry of one
    notification: de-duplicate by it), ``webhook-timestamp`` and ``webhook-signature``;
    answer 2xx within 5 s. Failed attempts are retried with exponential backoff and
    jitter for about 4 minutes; 3 notifications in a row never delivered disable the
    subscription (``webhooks_disabled`` in the seat's game view).

    Args:
        game_id (str): Game id (16 hex digits)
        body (CreateWebhook): Where to send and which kinds

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
