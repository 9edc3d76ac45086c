from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.action_record_applied_by_type_1 import ActionRecordAppliedByType1
from ..models.action_record_applied_by_type_2_type_1 import ActionRecordAppliedByType2Type1
from ..models.action_record_applied_by_type_3_type_1 import ActionRecordAppliedByType3Type1
from ..models.action_record_bot_type_1 import ActionRecordBotType1
from ..models.action_record_bot_type_2_type_1 import ActionRecordBotType2Type1
from ..models.action_record_bot_type_3_type_1 import ActionRecordBotType3Type1
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.answer_ally import AnswerAlly
  from ..models.attack import Attack
  from ..models.call_ally import CallAlly
  from ..models.convert_cannon import ConvertCannon
  from ..models.end_step import EndStep
  from ..models.move import Move
  from ..models.ottomans_advance import OttomansAdvance
  from ..models.ottomans_agent_operation import OttomansAgentOperation
  from ..models.ottomans_answer import OttomansAnswer
  from ..models.ottomans_attack import OttomansAttack
  from ..models.ottomans_choose_core import OttomansChooseCore
  from ..models.ottomans_colonize import OttomansColonize
  from ..models.ottomans_commit_agents import OttomansCommitAgents
  from ..models.ottomans_discard import OttomansDiscard
  from ..models.ottomans_end_phase import OttomansEndPhase
  from ..models.ottomans_forced_march import OttomansForcedMarch
  from ..models.ottomans_move import OttomansMove
  from ..models.ottomans_pick import OttomansPick
  from ..models.ottomans_pillage import OttomansPillage
  from ..models.ottomans_play_control import OttomansPlayControl
  from ..models.ottomans_play_mercenary import OttomansPlayMercenary
  from ..models.ottomans_play_stratagem import OttomansPlayStratagem
  from ..models.ottomans_professional_march import OttomansProfessionalMarch
  from ..models.ottomans_react import OttomansReact
  from ..models.ottomans_reinforce import OttomansReinforce
  from ..models.ottomans_resign import OttomansResign
  from ..models.ottomans_take_losses import OttomansTakeLosses
  from ..models.ottomans_transport import OttomansTransport
  from ..models.ottomans_withdraw import OttomansWithdraw
  from ..models.place_start import PlaceStart
  from ..models.reinforce import Reinforce
  from ..models.resign import Resign
  from ..models.seat_take_back import SeatTakeBack
  from ..models.seat_take_over import SeatTakeOver
  from ..models.set_standing_orders import SetStandingOrders
  from ..models.undo import Undo





T = TypeVar("T", bound="ActionRecord")



@_attrs_define
class ActionRecord:
    """ 
        Attributes:
            n (int): The accepted action's number (1, 2, ...).
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            version (int): The game version (ETag without quotes).
            at (str): RFC 3339 UTC time.
            action (AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance |
                OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize |
                OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick |
                OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem |
                OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses |
                OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SeatTakeBack | SeatTakeOver |
                SetStandingOrders | Undo): The action as accepted (an `Action`).
            applied_by (ActionRecordAppliedByType1 | ActionRecordAppliedByType2Type1 | ActionRecordAppliedByType3Type1 |
                None | Unset): Who applied it when the seat's human did not send it: `decision_timeout` (R19 default answer),
                `bot` (a server bot playing the seat, named in `bot`), `clock` (the takeover when the seat's time ran out);
                absent when the seat sent it.
            bot (ActionRecordBotType1 | ActionRecordBotType2Type1 | ActionRecordBotType3Type1 | None | Unset): The server
                bot that chose the action (with `applied_by: bot`).
     """

    n: int
    seat: int
    version: int
    at: str
    action: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SeatTakeBack | SeatTakeOver | SetStandingOrders | Undo
    applied_by: ActionRecordAppliedByType1 | ActionRecordAppliedByType2Type1 | ActionRecordAppliedByType3Type1 | None | Unset = UNSET
    bot: ActionRecordBotType1 | ActionRecordBotType2Type1 | ActionRecordBotType3Type1 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.answer_ally import AnswerAlly # noqa: PLC0415
        from battle1821_client.models.attack import Attack # noqa: PLC0415
        from battle1821_client.models.call_ally import CallAlly # noqa: PLC0415
        from battle1821_client.models.convert_cannon import ConvertCannon # noqa: PLC0415
        from battle1821_client.models.end_step import EndStep # noqa: PLC0415
        from battle1821_client.models.move import Move # noqa: PLC0415
        from battle1821_client.models.ottomans_advance import OttomansAdvance # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_operation import OttomansAgentOperation # noqa: PLC0415
        from battle1821_client.models.ottomans_answer import OttomansAnswer # noqa: PLC0415
        from battle1821_client.models.ottomans_attack import OttomansAttack # noqa: PLC0415
        from battle1821_client.models.ottomans_choose_core import OttomansChooseCore # noqa: PLC0415
        from battle1821_client.models.ottomans_colonize import OttomansColonize # noqa: PLC0415
        from battle1821_client.models.ottomans_commit_agents import OttomansCommitAgents # noqa: PLC0415
        from battle1821_client.models.ottomans_discard import OttomansDiscard # noqa: PLC0415
        from battle1821_client.models.ottomans_end_phase import OttomansEndPhase # noqa: PLC0415
        from battle1821_client.models.ottomans_forced_march import OttomansForcedMarch # noqa: PLC0415
        from battle1821_client.models.ottomans_move import OttomansMove # noqa: PLC0415
        from battle1821_client.models.ottomans_pick import OttomansPick # noqa: PLC0415
        from battle1821_client.models.ottomans_pillage import OttomansPillage # noqa: PLC0415
        from battle1821_client.models.ottomans_play_control import OttomansPlayControl # noqa: PLC0415
        from battle1821_client.models.ottomans_play_mercenary import OttomansPlayMercenary # noqa: PLC0415
        from battle1821_client.models.ottomans_play_stratagem import OttomansPlayStratagem # noqa: PLC0415
        from battle1821_client.models.ottomans_professional_march import OttomansProfessionalMarch # noqa: PLC0415
        from battle1821_client.models.ottomans_react import OttomansReact # noqa: PLC0415
        from battle1821_client.models.ottomans_reinforce import OttomansReinforce # noqa: PLC0415
        from battle1821_client.models.ottomans_resign import OttomansResign # noqa: PLC0415
        from battle1821_client.models.ottomans_take_losses import OttomansTakeLosses # noqa: PLC0415
        from battle1821_client.models.ottomans_transport import OttomansTransport # noqa: PLC0415
        from battle1821_client.models.ottomans_withdraw import OttomansWithdraw # noqa: PLC0415
        from battle1821_client.models.place_start import PlaceStart # noqa: PLC0415
        from battle1821_client.models.reinforce import Reinforce # noqa: PLC0415
        from battle1821_client.models.resign import Resign # noqa: PLC0415
        from battle1821_client.models.seat_take_back import SeatTakeBack # noqa: PLC0415
        from battle1821_client.models.seat_take_over import SeatTakeOver # noqa: PLC0415
        from battle1821_client.models.set_standing_orders import SetStandingOrders # noqa: PLC0415
        from battle1821_client.models.undo import Undo # noqa: PLC0415
        n = self.n

        seat = self.seat

        version = self.version

        at = self.at

        action: dict[str, Any]
        if isinstance(self.action, PlaceStart):
            action = self.action.to_dict()
        elif isinstance(self.action, Reinforce):
            action = self.action.to_dict()
        elif isinstance(self.action, ConvertCannon):
            action = self.action.to_dict()
        elif isinstance(self.action, Attack):
            action = self.action.to_dict()
        elif isinstance(self.action, CallAlly):
            action = self.action.to_dict()
        elif isinstance(self.action, AnswerAlly):
            action = self.action.to_dict()
        elif isinstance(self.action, Move):
            action = self.action.to_dict()
        elif isinstance(self.action, EndStep):
            action = self.action.to_dict()
        elif isinstance(self.action, SetStandingOrders):
            action = self.action.to_dict()
        elif isinstance(self.action, Resign):
            action = self.action.to_dict()
        elif isinstance(self.action, Undo):
            action = self.action.to_dict()
        elif isinstance(self.action, SeatTakeOver):
            action = self.action.to_dict()
        elif isinstance(self.action, SeatTakeBack):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansChooseCore):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansPlayControl):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansMove):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansAttack):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansForcedMarch):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansPlayStratagem):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansAnswer):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansPlayMercenary):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansEndPhase):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansDiscard):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansWithdraw):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansAdvance):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansTakeLosses):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansResign):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansReact):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansAgentOperation):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansCommitAgents):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansPillage):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansProfessionalMarch):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansTransport):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansPick):
            action = self.action.to_dict()
        elif isinstance(self.action, OttomansReinforce):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        applied_by: None | str | Unset
        if isinstance(self.applied_by, Unset):
            applied_by = UNSET
        elif isinstance(self.applied_by, ActionRecordAppliedByType1):
            applied_by = self.applied_by.value
        elif isinstance(self.applied_by, ActionRecordAppliedByType2Type1):
            applied_by = self.applied_by.value
        elif isinstance(self.applied_by, ActionRecordAppliedByType3Type1):
            applied_by = self.applied_by.value
        else:
            applied_by = self.applied_by

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        elif isinstance(self.bot, ActionRecordBotType1):
            bot = self.bot.value
        elif isinstance(self.bot, ActionRecordBotType2Type1):
            bot = self.bot.value
        elif isinstance(self.bot, ActionRecordBotType3Type1):
            bot = self.bot.value
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "n": n,
            "seat": seat,
            "version": version,
            "at": at,
            "action": action,
        })
        if applied_by is not UNSET:
            field_dict["applied_by"] = applied_by
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.answer_ally import AnswerAlly # noqa: PLC0415
        from battle1821_client.models.attack import Attack # noqa: PLC0415
        from battle1821_client.models.call_ally import CallAlly # noqa: PLC0415
        from battle1821_client.models.convert_cannon import ConvertCannon # noqa: PLC0415
        from battle1821_client.models.end_step import EndStep # noqa: PLC0415
        from battle1821_client.models.move import Move # noqa: PLC0415
        from battle1821_client.models.ottomans_advance import OttomansAdvance # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_operation import OttomansAgentOperation # noqa: PLC0415
        from battle1821_client.models.ottomans_answer import OttomansAnswer # noqa: PLC0415
        from battle1821_client.models.ottomans_attack import OttomansAttack # noqa: PLC0415
        from battle1821_client.models.ottomans_choose_core import OttomansChooseCore # noqa: PLC0415
        from battle1821_client.models.ottomans_colonize import OttomansColonize # noqa: PLC0415
        from battle1821_client.models.ottomans_commit_agents import OttomansCommitAgents # noqa: PLC0415
        from battle1821_client.models.ottomans_discard import OttomansDiscard # noqa: PLC0415
        from battle1821_client.models.ottomans_end_phase import OttomansEndPhase # noqa: PLC0415
        from battle1821_client.models.ottomans_forced_march import OttomansForcedMarch # noqa: PLC0415
        from battle1821_client.models.ottomans_move import OttomansMove # noqa: PLC0415
        from battle1821_client.models.ottomans_pick import OttomansPick # noqa: PLC0415
        from battle1821_client.models.ottomans_pillage import OttomansPillage # noqa: PLC0415
        from battle1821_client.models.ottomans_play_control import OttomansPlayControl # noqa: PLC0415
        from battle1821_client.models.ottomans_play_mercenary import OttomansPlayMercenary # noqa: PLC0415
        from battle1821_client.models.ottomans_play_stratagem import OttomansPlayStratagem # noqa: PLC0415
        from battle1821_client.models.ottomans_professional_march import OttomansProfessionalMarch # noqa: PLC0415
        from battle1821_client.models.ottomans_react import OttomansReact # noqa: PLC0415
        from battle1821_client.models.ottomans_reinforce import OttomansReinforce # noqa: PLC0415
        from battle1821_client.models.ottomans_resign import OttomansResign # noqa: PLC0415
        from battle1821_client.models.ottomans_take_losses import OttomansTakeLosses # noqa: PLC0415
        from battle1821_client.models.ottomans_transport import OttomansTransport # noqa: PLC0415
        from battle1821_client.models.ottomans_withdraw import OttomansWithdraw # noqa: PLC0415
        from battle1821_client.models.place_start import PlaceStart # noqa: PLC0415
        from battle1821_client.models.reinforce import Reinforce # noqa: PLC0415
        from battle1821_client.models.resign import Resign # noqa: PLC0415
        from battle1821_client.models.seat_take_back import SeatTakeBack # noqa: PLC0415
        from battle1821_client.models.seat_take_over import SeatTakeOver # noqa: PLC0415
        from battle1821_client.models.set_standing_orders import SetStandingOrders # noqa: PLC0415
        from battle1821_client.models.undo import Undo # noqa: PLC0415
        d = dict(src_dict)
        n = d.pop("n")

        seat = d.pop("seat")

        version = d.pop("version")

        at = d.pop("at")

        def _parse_action(data: object) -> AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw | PlaceStart | Reinforce | Resign | SeatTakeBack | SeatTakeOver | SetStandingOrders | Undo:
            if isinstance(data, dict):
                type_tag = data.get("type")
                if type_tag == "place_start":
                    try:
                        action_type_0_type_0 = PlaceStart.from_dict(data)



                        return action_type_0_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "reinforce":
                    try:
                        action_type_0_type_1 = Reinforce.from_dict(data)



                        return action_type_0_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "convert_cannon":
                    try:
                        action_type_0_type_2 = ConvertCannon.from_dict(data)



                        return action_type_0_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "attack":
                    try:
                        action_type_0_type_3 = Attack.from_dict(data)



                        return action_type_0_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "call_ally":
                    try:
                        action_type_0_type_4 = CallAlly.from_dict(data)



                        return action_type_0_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "answer_ally":
                    try:
                        action_type_0_type_5 = AnswerAlly.from_dict(data)



                        return action_type_0_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "move":
                    try:
                        action_type_0_type_6 = Move.from_dict(data)



                        return action_type_0_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "end_step":
                    try:
                        action_type_0_type_7 = EndStep.from_dict(data)



                        return action_type_0_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "set_standing_orders":
                    try:
                        action_type_0_type_8 = SetStandingOrders.from_dict(data)



                        return action_type_0_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "resign":
                    try:
                        action_type_0_type_9 = Resign.from_dict(data)



                        return action_type_0_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "undo":
                    try:
                        action_type_0_type_10 = Undo.from_dict(data)



                        return action_type_0_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "take_over":
                    try:
                        action_type_0_type_11 = SeatTakeOver.from_dict(data)



                        return action_type_0_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "take_back":
                    try:
                        action_type_0_type_12 = SeatTakeBack.from_dict(data)



                        return action_type_0_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "choose_core":
                    try:
                        componentsschemas_ottomans_action_record_type_0 = OttomansChooseCore.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "play_control":
                    try:
                        componentsschemas_ottomans_action_record_type_1 = OttomansPlayControl.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "move":
                    try:
                        componentsschemas_ottomans_action_record_type_2 = OttomansMove.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "attack":
                    try:
                        componentsschemas_ottomans_action_record_type_3 = OttomansAttack.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "forced_march":
                    try:
                        componentsschemas_ottomans_action_record_type_4 = OttomansForcedMarch.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "play_stratagem":
                    try:
                        componentsschemas_ottomans_action_record_type_5 = OttomansPlayStratagem.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "answer":
                    try:
                        componentsschemas_ottomans_action_record_type_6 = OttomansAnswer.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "play_mercenary":
                    try:
                        componentsschemas_ottomans_action_record_type_7 = OttomansPlayMercenary.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "end_phase":
                    try:
                        componentsschemas_ottomans_action_record_type_8 = OttomansEndPhase.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "discard":
                    try:
                        componentsschemas_ottomans_action_record_type_9 = OttomansDiscard.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "withdraw":
                    try:
                        componentsschemas_ottomans_action_record_type_10 = OttomansWithdraw.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "advance":
                    try:
                        componentsschemas_ottomans_action_record_type_11 = OttomansAdvance.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "take_losses":
                    try:
                        componentsschemas_ottomans_action_record_type_12 = OttomansTakeLosses.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "resign":
                    try:
                        componentsschemas_ottomans_action_record_type_13 = OttomansResign.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "react":
                    try:
                        componentsschemas_ottomans_action_record_type_14 = OttomansReact.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "agent_operation":
                    try:
                        componentsschemas_ottomans_action_record_type_15 = OttomansAgentOperation.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "commit_agents":
                    try:
                        componentsschemas_ottomans_action_record_type_16 = OttomansCommitAgents.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_16
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "pillage":
                    try:
                        componentsschemas_ottomans_action_record_type_17 = OttomansPillage.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_17
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "professional_march":
                    try:
                        componentsschemas_ottomans_action_record_type_18 = OttomansProfessionalMarch.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_18
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "transport":
                    try:
                        componentsschemas_ottomans_action_record_type_19 = OttomansTransport.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_19
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "pick":
                    try:
                        componentsschemas_ottomans_action_record_type_20 = OttomansPick.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_20
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "reinforce":
                    try:
                        componentsschemas_ottomans_action_record_type_21 = OttomansReinforce.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_21
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "colonize":
                    try:
                        componentsschemas_ottomans_action_record_type_22 = OttomansColonize.from_dict(data)



                        return componentsschemas_ottomans_action_record_type_22
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_0 = PlaceStart.from_dict(data)



                return action_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_1 = Reinforce.from_dict(data)



                return action_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_2 = ConvertCannon.from_dict(data)



                return action_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_3 = Attack.from_dict(data)



                return action_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_4 = CallAlly.from_dict(data)



                return action_type_0_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_5 = AnswerAlly.from_dict(data)



                return action_type_0_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_6 = Move.from_dict(data)



                return action_type_0_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_7 = EndStep.from_dict(data)



                return action_type_0_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_8 = SetStandingOrders.from_dict(data)



                return action_type_0_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_9 = Resign.from_dict(data)



                return action_type_0_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_10 = Undo.from_dict(data)



                return action_type_0_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_11 = SeatTakeOver.from_dict(data)



                return action_type_0_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0_type_12 = SeatTakeBack.from_dict(data)



                return action_type_0_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_0 = OttomansChooseCore.from_dict(data)



                return componentsschemas_ottomans_action_record_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_1 = OttomansPlayControl.from_dict(data)



                return componentsschemas_ottomans_action_record_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_2 = OttomansMove.from_dict(data)



                return componentsschemas_ottomans_action_record_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_3 = OttomansAttack.from_dict(data)



                return componentsschemas_ottomans_action_record_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_4 = OttomansForcedMarch.from_dict(data)



                return componentsschemas_ottomans_action_record_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_5 = OttomansPlayStratagem.from_dict(data)



                return componentsschemas_ottomans_action_record_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_6 = OttomansAnswer.from_dict(data)



                return componentsschemas_ottomans_action_record_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_7 = OttomansPlayMercenary.from_dict(data)



                return componentsschemas_ottomans_action_record_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_8 = OttomansEndPhase.from_dict(data)



                return componentsschemas_ottomans_action_record_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_9 = OttomansDiscard.from_dict(data)



                return componentsschemas_ottomans_action_record_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_10 = OttomansWithdraw.from_dict(data)



                return componentsschemas_ottomans_action_record_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_11 = OttomansAdvance.from_dict(data)



                return componentsschemas_ottomans_action_record_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_12 = OttomansTakeLosses.from_dict(data)



                return componentsschemas_ottomans_action_record_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_13 = OttomansResign.from_dict(data)



                return componentsschemas_ottomans_action_record_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_14 = OttomansReact.from_dict(data)



                return componentsschemas_ottomans_action_record_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_15 = OttomansAgentOperation.from_dict(data)



                return componentsschemas_ottomans_action_record_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_16 = OttomansCommitAgents.from_dict(data)



                return componentsschemas_ottomans_action_record_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_17 = OttomansPillage.from_dict(data)



                return componentsschemas_ottomans_action_record_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_18 = OttomansProfessionalMarch.from_dict(data)



                return componentsschemas_ottomans_action_record_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_19 = OttomansTransport.from_dict(data)



                return componentsschemas_ottomans_action_record_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_20 = OttomansPick.from_dict(data)



                return componentsschemas_ottomans_action_record_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_record_type_21 = OttomansReinforce.from_dict(data)



                return componentsschemas_ottomans_action_record_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_ottomans_action_record_type_22 = OttomansColonize.from_dict(data)



            return componentsschemas_ottomans_action_record_type_22

        action = _parse_action(d.pop("action"))


        def _parse_applied_by(data: object) -> ActionRecordAppliedByType1 | ActionRecordAppliedByType2Type1 | ActionRecordAppliedByType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                applied_by_type_1 = ActionRecordAppliedByType1(data)



                return applied_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                applied_by_type_2_type_1 = ActionRecordAppliedByType2Type1(data)



                return applied_by_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                applied_by_type_3_type_1 = ActionRecordAppliedByType3Type1(data)



                return applied_by_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActionRecordAppliedByType1 | ActionRecordAppliedByType2Type1 | ActionRecordAppliedByType3Type1 | None | Unset, data)

        applied_by = _parse_applied_by(d.pop("applied_by", UNSET))


        def _parse_bot(data: object) -> ActionRecordBotType1 | ActionRecordBotType2Type1 | ActionRecordBotType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_1 = ActionRecordBotType1(data)



                return bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_2_type_1 = ActionRecordBotType2Type1(data)



                return bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_3_type_1 = ActionRecordBotType3Type1(data)



                return bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ActionRecordBotType1 | ActionRecordBotType2Type1 | ActionRecordBotType3Type1 | None | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))


        action_record = cls(
            n=n,
            seat=seat,
            version=version,
            at=at,
            action=action,
            applied_by=applied_by,
            bot=bot,
        )


        action_record.additional_properties = d
        return action_record

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
