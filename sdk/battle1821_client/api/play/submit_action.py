from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_accepted import ActionAccepted
from ...models.answer_ally import AnswerAlly
from ...models.attack import Attack
from ...models.call_ally import CallAlly
from ...models.convert_cannon import ConvertCannon
from ...models.end_step import EndStep
from ...models.move import Move
from ...models.ottomans_advance import OttomansAdvance
from ...models.ottomans_agent_operation import OttomansAgentOperation
from ...models.ottomans_answer import OttomansAnswer
from ...models.ottomans_attack import OttomansAttack
from ...models.ottomans_choose_core import OttomansChooseCore
from ...models.ottomans_colonize import OttomansColonize
from ...models.ottomans_commit_agents import OttomansCommitAgents
from ...models.ottomans_discard import OttomansDiscard
from ...models.ottomans_end_phase import OttomansEndPhase
from ...models.ottomans_forced_march import OttomansForcedMarch
from ...models.ottomans_move import OttomansMove
from ...models.ottomans_pick import OttomansPick
from ...models.ottomans_pillage import OttomansPillage
from ...models.ottomans_play_control import OttomansPlayControl
from ...models.ottomans_play_mercenary import OttomansPlayMercenary
from ...models.ottomans_play_stratagem import OttomansPlayStratagem
from ...models.ottomans_professional_march import OttomansProfessionalMarch
from ...models.ottomans_react import OttomansReact
from ...models.ottomans_reinforce import OttomansReinforce
from ...models.ottomans_resign import OttomansResign
from ...models.ottomans_take_losses import OttomansTakeLosses
from ...models.ottomans_transport import OttomansTransport
from ...models.ottomans_withdraw import OttomansWithdraw
from ...models.place_start import PlaceStart
from ...models.problem import Problem
from ...models.reinforce import Reinforce
from ...models.resign import Resign
from ...models.set_standing_orders import SetStandingOrders
from ...models.undo import Undo
from ...types import UNSET, Unset
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,
    if_match: int | str,
    idempotency_key: None | str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["If-Match"] = f'"{if_match}"' if isinstance(if_match, int) else if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/actions".format(game_id=quote(str(game_id), safe=""),),
    }

    
    if isinstance(body, PlaceStart):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Reinforce):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ConvertCannon):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Attack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CallAlly):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, AnswerAlly):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Move):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EndStep):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, SetStandingOrders):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Resign):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, Undo):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansChooseCore):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansPlayControl):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansMove):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansAttack):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansForcedMarch):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansPlayStratagem):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansAnswer):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansPlayMercenary):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansEndPhase):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansDiscard):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansWithdraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansAdvance):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansTakeLosses):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansResign):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansReact):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansAgentOperation):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansCommitAgents):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansPillage):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansProfessionalMarch):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansTransport):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansPick):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, OttomansReinforce):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionAccepted | Problem | None:
    if response.status_code == 201:
        response_201 = ActionAccepted.from_dict(response.json())



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

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())



        return response_412

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())



        return response_428

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionAccepted | Problem]:
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
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,
    if_match: int | str,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[ActionAccepted | Problem]:
    """ Submit an action

     Apply one action for the caller's seat (``Authorization: Bearer <seat token>``).
    Needs ``If-Match: "<version>"`` (428 without, 412 ``stale_version`` when the game
    moved on). Rule violations are 409 with the engine's ``code`` and ``ruling``;
    during the Ottoman phase 409 ``ottoman_phase`` (unless the engine asks this seat
    for a decision). ``Idempotency-Key`` replays the first response. Returns the new
    version (also the ``ETag``) and the events the action caused.

    ``{"type": "undo", "count": 1}`` takes back the seat's last actions of its turn
    (offered in the legal actions as an ``undo`` option while possible; an accepted
    action like any other, so the game replays from seed + actions; an ``undone``
    event tells watchers what each region holds again). Undo stops at the last
    barrier: 409 ``undo_barrier`` with ``barrier`` = ``turn_start``, ``dice``,
    ``card`` or ``other_seat`` when it would go past one.

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars): a retry with the
            same key (and body) replays the first response instead of applying twice.
        body (AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance |
            OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore |
            OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase |
            OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl
            | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch |
            OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses |
            OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders
            | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionAccepted | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,
    if_match: int | str,
    idempotency_key: None | str | Unset = UNSET,

) -> ActionAccepted | Problem | None:
    """ Submit an action

     Apply one action for the caller's seat (``Authorization: Bearer <seat token>``).
    Needs ``If-Match: "<version>"`` (428 without, 412 ``stale_version`` when the game
    moved on). Rule violations are 409 with the engine's ``code`` and ``ruling``;
    during the Ottoman phase 409 ``ottoman_phase`` (unless the engine asks this seat
    for a decision). ``Idempotency-Key`` replays the first response. Returns the new
    version (also the ``ETag``) and the events the action caused.

    ``{"type": "undo", "count": 1}`` takes back the seat's last actions of its turn
    (offered in the legal actions as an ``undo`` option while possible; an accepted
    action like any other, so the game replays from seed + actions; an ``undone``
    event tells watchers what each region holds again). Undo stops at the last
    barrier: 409 ``undo_barrier`` with ``barrier`` = ``turn_start``, ``dice``,
    ``card`` or ``other_seat`` when it would go past one.

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars): a retry with the
            same key (and body) replays the first response instead of applying twice.
        body (AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance |
            OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore |
            OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase |
            OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl
            | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch |
            OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses |
            OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders
            | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionAccepted | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,
    if_match: int | str,
    idempotency_key: None | str | Unset = UNSET,

) -> Response[ActionAccepted | Problem]:
    """ Submit an action

     Apply one action for the caller's seat (``Authorization: Bearer <seat token>``).
    Needs ``If-Match: "<version>"`` (428 without, 412 ``stale_version`` when the game
    moved on). Rule violations are 409 with the engine's ``code`` and ``ruling``;
    during the Ottoman phase 409 ``ottoman_phase`` (unless the engine asks this seat
    for a decision). ``Idempotency-Key`` replays the first response. Returns the new
    version (also the ``ETag``) and the events the action caused.

    ``{"type": "undo", "count": 1}`` takes back the seat's last actions of its turn
    (offered in the legal actions as an ``undo`` option while possible; an accepted
    action like any other, so the game replays from seed + actions; an ``undone``
    event tells watchers what each region holds again). Undo stops at the last
    barrier: 409 ``undo_barrier`` with ``barrier`` = ``turn_start``, ``dice``,
    ``card`` or ``other_seat`` when it would go past one.

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars): a retry with the
            same key (and body) replays the first response instead of applying twice.
        body (AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance |
            OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore |
            OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase |
            OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl
            | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch |
            OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses |
            OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders
            | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ActionAccepted | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,
    if_match: int | str,
    idempotency_key: None | str | Unset = UNSET,

) -> ActionAccepted | Problem | None:
    """ Submit an action

     Apply one action for the caller's seat (``Authorization: Bearer <seat token>``).
    Needs ``If-Match: "<version>"`` (428 without, 412 ``stale_version`` when the game
    moved on). Rule violations are 409 with the engine's ``code`` and ``ruling``;
    during the Ottoman phase 409 ``ottoman_phase`` (unless the engine asks this seat
    for a decision). ``Idempotency-Key`` replays the first response. Returns the new
    version (also the ``ETag``) and the events the action caused.

    ``{"type": "undo", "count": 1}`` takes back the seat's last actions of its turn
    (offered in the legal actions as an ``undo`` option while possible; an accepted
    action like any other, so the game replays from seed + actions; an ``undone``
    event tells watchers what each region holds again). Undo stops at the last
    barrier: 409 ``undo_barrier`` with ``barrier`` = ``turn_start``, ``dice``,
    ``card`` or ``other_seat`` when it would go past one.

    Args:
        game_id (str): Game id (16 hex digits)
        if_match (int | str): The game version you act on (`7`, sent as its ETag `"7"`), or the
            header's text (`"6", "7"`, `*`).
        idempotency_key (None | str | Unset): Any unique string (<= 200 chars): a retry with the
            same key (and body) replays the first response instead of applying twice.
        body (AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance |
            OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore |
            OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase |
            OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl
            | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch |
            OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses |
            OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders
            | Undo):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ActionAccepted | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,
if_match=if_match,
idempotency_key=idempotency_key,

    )).parsed
