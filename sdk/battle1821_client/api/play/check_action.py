from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.action_check import ActionCheck
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
from typing import cast


def _get_kwargs(
    game_id: str,
    *,
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/games/{game_id}/actions/check".format(game_id=quote(str(game_id), safe=""),),
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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ActionCheck | Problem | None:
    if response.status_code == 200:
        response_200 = ActionCheck.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ActionCheck | Problem]:
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

) -> Response[ActionCheck | Problem]:
    """ Check an action (dry run)

     Whether ``POST /games/{game_id}/actions`` would accept this action from the
    caller's seat now, and why not, **without applying it**: no dice are rolled, the
    version does not change, no event is logged (a UI can grey out a button). Needs
    the seat's bearer token (401 ``unauthorized`` without, 403 ``forbidden`` for the
    host token or another game's); no ``If-Match`` (``version`` in the answer says
    what it was judged at). A refusal is a 200 with ``accepted: false`` and the
    ``code``, ``detail`` and ``ruling`` (R-number) the submit would answer with its
    409; a body that is no action is 400/422 as for a submit.

    Args:
        game_id (str): Game id (16 hex digits)
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
        Response[ActionCheck | Problem]
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
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,

) -> ActionCheck | Problem | None:
    """ Check an action (dry run)

     Whether ``POST /games/{game_id}/actions`` would accept this action from the
    caller's seat now, and why not, **without applying it**: no dice are rolled, the
    version does not change, no event is logged (a UI can grey out a button). Needs
    the seat's bearer token (401 ``unauthorized`` without, 403 ``forbidden`` for the
    host token or another game's); no ``If-Match`` (``version`` in the answer says
    what it was judged at). A refusal is a 200 with ``accepted: false`` and the
    ``code``, ``detail`` and ``ruling`` (R-number) the submit would answer with its
    409; a body that is no action is 400/422 as for a submit.

    Args:
        game_id (str): Game id (16 hex digits)
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
        ActionCheck | Problem
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
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,

) -> Response[ActionCheck | Problem]:
    """ Check an action (dry run)

     Whether ``POST /games/{game_id}/actions`` would accept this action from the
    caller's seat now, and why not, **without applying it**: no dice are rolled, the
    version does not change, no event is logged (a UI can grey out a button). Needs
    the seat's bearer token (401 ``unauthorized`` without, 403 ``forbidden`` for the
    host token or another game's); no ``If-Match`` (``version`` in the answer says
    what it was judged at). A refusal is a 200 with ``accepted: false`` and the
    ``code``, ``detail`` and ``ruling`` (R-number) the submit would answer with its
    409; a body that is no action is 400/422 as for a submit.

    Args:
        game_id (str): Game id (16 hex digits)
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
        Response[ActionCheck | Problem]
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
    body: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo,

) -> ActionCheck | Problem | None:
    """ Check an action (dry run)

     Whether ``POST /games/{game_id}/actions`` would accept this action from the
    caller's seat now, and why not, **without applying it**: no dice are rolled, the
    version does not change, no event is logged (a UI can grey out a button). Needs
    the seat's bearer token (401 ``unauthorized`` without, 403 ``forbidden`` for the
    host token or another game's); no ``If-Match`` (``version`` in the answer says
    what it was judged at). A refusal is a 200 with ``accepted: false`` and the
    ``code``, ``detail`` and ``ruling`` (R-number) the submit would answer with its
    409; a body that is no action is 400/422 as for a submit.

    Args:
        game_id (str): Game id (16 hex digits)
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
        ActionCheck | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
body=body,

    )).parsed
