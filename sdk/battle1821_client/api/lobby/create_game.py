from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_game import CreateGame
from ...models.game_created import GameCreated
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    *,
    body: CreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameCreated | Problem | None:
    if response.status_code == 201:
        response_201 = GameCreated.from_dict(response.json())



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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[GameCreated | Problem]:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` (the kind's ``Position``) the game starts from
    that situation (400 ``invalid_position`` naming the inconsistency, and in
    ``ruling`` the rule of the kind it breaks: each kind's checks are listed with the
    400 answer). ``Location`` names the game.

    **With an account** (its API key as bearer, scope ``play``, a bot account's
    ``bot``): ``account_seat`` names the seat of ``players`` the account takes, under
    its name (its seat token is issued as usual); ``rated`` makes the finished game
    move the accounts' ratings; ``same_account`` lets one account hold several seats
    (a game where one does is never rated). 401 for an unknown or revoked key, or ``account_seat``
    without
    one; 403 ``insufficient_scope``.

    **Idempotency-Key** (optional; 16-200 characters, an unguessable secret such as
    a UUIDv4): the game is created once per key. Its answer (status, ``Location``,
    body with the tokens) is stored with the game in the same atomic write, for
    ``BATTLE1821_IDEMPOTENCY_TTL_S``; a repeat with the same key and the same body
    (decoded: key order and whitespace aside) answers it again byte for byte,
    concurrent repeats included; another body is 422 ``idempotency_key_reused``. The
    key is scoped to the request's ``Authorization`` (the same key under another
    credential is another key); without one, to the key alone: whoever sends it gets
    the answer, tokens included. After the TTL a repeat is 409
    ``idempotency_key_expired`` (use a new key), also once the key's game is gone: a
    key never makes its game twice.

    Args:
        idempotency_key (None | str | Unset): An unguessable secret of 16-200 characters (a
            UUIDv4), the same on every try: the first request creates the game and keeps its answer; a
            retry with the same key and body answers it again (201, same `Location` and body, tokens
            included) instead of creating a second game; another body is 422 `idempotency_key_reused`.
            Scoped to the `Authorization` sent (none: to the key alone).
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> GameCreated | Problem | None:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` (the kind's ``Position``) the game starts from
    that situation (400 ``invalid_position`` naming the inconsistency, and in
    ``ruling`` the rule of the kind it breaks: each kind's checks are listed with the
    400 answer). ``Location`` names the game.

    **With an account** (its API key as bearer, scope ``play``, a bot account's
    ``bot``): ``account_seat`` names the seat of ``players`` the account takes, under
    its name (its seat token is issued as usual); ``rated`` makes the finished game
    move the accounts' ratings; ``same_account`` lets one account hold several seats
    (a game where one does is never rated). 401 for an unknown or revoked key, or ``account_seat``
    without
    one; 403 ``insufficient_scope``.

    **Idempotency-Key** (optional; 16-200 characters, an unguessable secret such as
    a UUIDv4): the game is created once per key. Its answer (status, ``Location``,
    body with the tokens) is stored with the game in the same atomic write, for
    ``BATTLE1821_IDEMPOTENCY_TTL_S``; a repeat with the same key and the same body
    (decoded: key order and whitespace aside) answers it again byte for byte,
    concurrent repeats included; another body is 422 ``idempotency_key_reused``. The
    key is scoped to the request's ``Authorization`` (the same key under another
    credential is another key); without one, to the key alone: whoever sends it gets
    the answer, tokens included. After the TTL a repeat is 409
    ``idempotency_key_expired`` (use a new key), also once the key's game is gone: a
    key never makes its game twice.

    Args:
        idempotency_key (None | str | Unset): An unguessable secret of 16-200 characters (a
            UUIDv4), the same on every try: the first request creates the game and keeps its answer; a
            retry with the same key and body answers it again (201, same `Location` and body, tokens
            included) instead of creating a second game; another body is 422 `idempotency_key_reused`.
            Scoped to the `Authorization` sent (none: to the key alone).
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameCreated | Problem
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[GameCreated | Problem]:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` (the kind's ``Position``) the game starts from
    that situation (400 ``invalid_position`` naming the inconsistency, and in
    ``ruling`` the rule of the kind it breaks: each kind's checks are listed with the
    400 answer). ``Location`` names the game.

    **With an account** (its API key as bearer, scope ``play``, a bot account's
    ``bot``): ``account_seat`` names the seat of ``players`` the account takes, under
    its name (its seat token is issued as usual); ``rated`` makes the finished game
    move the accounts' ratings; ``same_account`` lets one account hold several seats
    (a game where one does is never rated). 401 for an unknown or revoked key, or ``account_seat``
    without
    one; 403 ``insufficient_scope``.

    **Idempotency-Key** (optional; 16-200 characters, an unguessable secret such as
    a UUIDv4): the game is created once per key. Its answer (status, ``Location``,
    body with the tokens) is stored with the game in the same atomic write, for
    ``BATTLE1821_IDEMPOTENCY_TTL_S``; a repeat with the same key and the same body
    (decoded: key order and whitespace aside) answers it again byte for byte,
    concurrent repeats included; another body is 422 ``idempotency_key_reused``. The
    key is scoped to the request's ``Authorization`` (the same key under another
    credential is another key); without one, to the key alone: whoever sends it gets
    the answer, tokens included. After the TTL a repeat is 409
    ``idempotency_key_expired`` (use a new key), also once the key's game is gone: a
    key never makes its game twice.

    Args:
        idempotency_key (None | str | Unset): An unguessable secret of 16-200 characters (a
            UUIDv4), the same on every try: the first request creates the game and keeps its answer; a
            retry with the same key and body answers it again (201, same `Location` and body, tokens
            included) instead of creating a second game; another body is 422 `idempotency_key_reused`.
            Scoped to the `Authorization` sent (none: to the key alone).
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameCreated | Problem]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreateGame,
    idempotency_key: None | str | Unset = UNSET,

) -> GameCreated | Problem | None:
    """ Create a game

     Create a game (2-4 seats). Named ``players`` get their seat tokens now; the
    other seats stay open for ``POST /games/{game_id}/players``. Returns the host
    token (shown once) and ``seed_sha256`` (R27). With ``seed`` the view says
    ``seed_chosen``; with ``position`` (the kind's ``Position``) the game starts from
    that situation (400 ``invalid_position`` naming the inconsistency, and in
    ``ruling`` the rule of the kind it breaks: each kind's checks are listed with the
    400 answer). ``Location`` names the game.

    **With an account** (its API key as bearer, scope ``play``, a bot account's
    ``bot``): ``account_seat`` names the seat of ``players`` the account takes, under
    its name (its seat token is issued as usual); ``rated`` makes the finished game
    move the accounts' ratings; ``same_account`` lets one account hold several seats
    (a game where one does is never rated). 401 for an unknown or revoked key, or ``account_seat``
    without
    one; 403 ``insufficient_scope``.

    **Idempotency-Key** (optional; 16-200 characters, an unguessable secret such as
    a UUIDv4): the game is created once per key. Its answer (status, ``Location``,
    body with the tokens) is stored with the game in the same atomic write, for
    ``BATTLE1821_IDEMPOTENCY_TTL_S``; a repeat with the same key and the same body
    (decoded: key order and whitespace aside) answers it again byte for byte,
    concurrent repeats included; another body is 422 ``idempotency_key_reused``. The
    key is scoped to the request's ``Authorization`` (the same key under another
    credential is another key); without one, to the key alone: whoever sends it gets
    the answer, tokens included. After the TTL a repeat is 409
    ``idempotency_key_expired`` (use a new key), also once the key's game is gone: a
    key never makes its game twice.

    Args:
        idempotency_key (None | str | Unset): An unguessable secret of 16-200 characters (a
            UUIDv4), the same on every try: the first request creates the game and keeps its answer; a
            retry with the same key and body answers it again (201, same `Location` and body, tokens
            included) instead of creating a second game; another body is 422 `idempotency_key_reused`.
            Scoped to the `Authorization` sent (none: to the key alone).
        body (CreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameCreated | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
