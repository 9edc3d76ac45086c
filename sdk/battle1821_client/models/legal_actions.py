from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.answer_ally_option import AnswerAllyOption
  from ..models.attack_option import AttackOption
  from ..models.call_ally_option import CallAllyOption
  from ..models.convert_cannon_option import ConvertCannonOption
  from ..models.end_step_option import EndStepOption
  from ..models.move_option import MoveOption
  from ..models.ottomans_administration_option import OttomansAdministrationOption
  from ..models.ottomans_advance_option import OttomansAdvanceOption
  from ..models.ottomans_agent_option import OttomansAgentOption
  from ..models.ottomans_answer_option import OttomansAnswerOption
  from ..models.ottomans_attack_option import OttomansAttackOption
  from ..models.ottomans_choose_core_option import OttomansChooseCoreOption
  from ..models.ottomans_colonize_option import OttomansColonizeOption
  from ..models.ottomans_commit_option import OttomansCommitOption
  from ..models.ottomans_discard_option import OttomansDiscardOption
  from ..models.ottomans_end_phase_option import OttomansEndPhaseOption
  from ..models.ottomans_exchange_option import OttomansExchangeOption
  from ..models.ottomans_forced_march_option import OttomansForcedMarchOption
  from ..models.ottomans_losses_option import OttomansLossesOption
  from ..models.ottomans_mercenary_option import OttomansMercenaryOption
  from ..models.ottomans_move_option import OttomansMoveOption
  from ..models.ottomans_pick_option import OttomansPickOption
  from ..models.ottomans_pillage_option import OttomansPillageOption
  from ..models.ottomans_play_control_option import OttomansPlayControlOption
  from ..models.ottomans_play_stratagem_option import OttomansPlayStratagemOption
  from ..models.ottomans_professional_march_option import OttomansProfessionalMarchOption
  from ..models.ottomans_react_option import OttomansReactOption
  from ..models.ottomans_reinforce_option import OttomansReinforceOption
  from ..models.ottomans_resign_option import OttomansResignOption
  from ..models.ottomans_supply_train_option import OttomansSupplyTrainOption
  from ..models.ottomans_transport_option import OttomansTransportOption
  from ..models.ottomans_uprising_option import OttomansUprisingOption
  from ..models.ottomans_white_sheep_option import OttomansWhiteSheepOption
  from ..models.ottomans_withdraw_option import OttomansWithdrawOption
  from ..models.place_start_option import PlaceStartOption
  from ..models.reinforce_option import ReinforceOption
  from ..models.resign_option import ResignOption
  from ..models.set_standing_orders_option import SetStandingOrdersOption
  from ..models.undo_option import UndoOption





T = TypeVar("T", bound="LegalActions")



@_attrs_define
class LegalActions:
    """ 
        Attributes:
            version (int): The game version (ETag without quotes).
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            actions (list[AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption |
                MoveOption | OttomansAdministrationOption | OttomansAdvanceOption | OttomansAgentOption | OttomansAnswerOption |
                OttomansAttackOption | OttomansChooseCoreOption | OttomansColonizeOption | OttomansCommitOption |
                OttomansDiscardOption | OttomansEndPhaseOption | OttomansExchangeOption | OttomansForcedMarchOption |
                OttomansLossesOption | OttomansMercenaryOption | OttomansMoveOption | OttomansPickOption | OttomansPillageOption
                | OttomansPlayControlOption | OttomansPlayStratagemOption | OttomansProfessionalMarchOption |
                OttomansReactOption | OttomansReinforceOption | OttomansResignOption | OttomansSupplyTrainOption |
                OttomansTransportOption | OttomansUprisingOption | OttomansWhiteSheepOption | OttomansWithdrawOption |
                PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption]): The items, in order.
     """

    version: int
    seat: int
    actions: list[AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | OttomansAdministrationOption | OttomansAdvanceOption | OttomansAgentOption | OttomansAnswerOption | OttomansAttackOption | OttomansChooseCoreOption | OttomansColonizeOption | OttomansCommitOption | OttomansDiscardOption | OttomansEndPhaseOption | OttomansExchangeOption | OttomansForcedMarchOption | OttomansLossesOption | OttomansMercenaryOption | OttomansMoveOption | OttomansPickOption | OttomansPillageOption | OttomansPlayControlOption | OttomansPlayStratagemOption | OttomansProfessionalMarchOption | OttomansReactOption | OttomansReinforceOption | OttomansResignOption | OttomansSupplyTrainOption | OttomansTransportOption | OttomansUprisingOption | OttomansWhiteSheepOption | OttomansWithdrawOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.answer_ally_option import AnswerAllyOption # noqa: PLC0415
        from battle1821_client.models.attack_option import AttackOption # noqa: PLC0415
        from battle1821_client.models.call_ally_option import CallAllyOption # noqa: PLC0415
        from battle1821_client.models.convert_cannon_option import ConvertCannonOption # noqa: PLC0415
        from battle1821_client.models.end_step_option import EndStepOption # noqa: PLC0415
        from battle1821_client.models.move_option import MoveOption # noqa: PLC0415
        from battle1821_client.models.ottomans_administration_option import OttomansAdministrationOption # noqa: PLC0415
        from battle1821_client.models.ottomans_advance_option import OttomansAdvanceOption # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_option import OttomansAgentOption # noqa: PLC0415
        from battle1821_client.models.ottomans_answer_option import OttomansAnswerOption # noqa: PLC0415
        from battle1821_client.models.ottomans_attack_option import OttomansAttackOption # noqa: PLC0415
        from battle1821_client.models.ottomans_choose_core_option import OttomansChooseCoreOption # noqa: PLC0415
        from battle1821_client.models.ottomans_colonize_option import OttomansColonizeOption # noqa: PLC0415
        from battle1821_client.models.ottomans_commit_option import OttomansCommitOption # noqa: PLC0415
        from battle1821_client.models.ottomans_discard_option import OttomansDiscardOption # noqa: PLC0415
        from battle1821_client.models.ottomans_end_phase_option import OttomansEndPhaseOption # noqa: PLC0415
        from battle1821_client.models.ottomans_exchange_option import OttomansExchangeOption # noqa: PLC0415
        from battle1821_client.models.ottomans_forced_march_option import OttomansForcedMarchOption # noqa: PLC0415
        from battle1821_client.models.ottomans_losses_option import OttomansLossesOption # noqa: PLC0415
        from battle1821_client.models.ottomans_mercenary_option import OttomansMercenaryOption # noqa: PLC0415
        from battle1821_client.models.ottomans_move_option import OttomansMoveOption # noqa: PLC0415
        from battle1821_client.models.ottomans_pick_option import OttomansPickOption # noqa: PLC0415
        from battle1821_client.models.ottomans_pillage_option import OttomansPillageOption # noqa: PLC0415
        from battle1821_client.models.ottomans_play_control_option import OttomansPlayControlOption # noqa: PLC0415
        from battle1821_client.models.ottomans_play_stratagem_option import OttomansPlayStratagemOption # noqa: PLC0415
        from battle1821_client.models.ottomans_professional_march_option import OttomansProfessionalMarchOption # noqa: PLC0415
        from battle1821_client.models.ottomans_react_option import OttomansReactOption # noqa: PLC0415
        from battle1821_client.models.ottomans_reinforce_option import OttomansReinforceOption # noqa: PLC0415
        from battle1821_client.models.ottomans_resign_option import OttomansResignOption # noqa: PLC0415
        from battle1821_client.models.ottomans_supply_train_option import OttomansSupplyTrainOption # noqa: PLC0415
        from battle1821_client.models.ottomans_transport_option import OttomansTransportOption # noqa: PLC0415
        from battle1821_client.models.ottomans_uprising_option import OttomansUprisingOption # noqa: PLC0415
        from battle1821_client.models.ottomans_white_sheep_option import OttomansWhiteSheepOption # noqa: PLC0415
        from battle1821_client.models.ottomans_withdraw_option import OttomansWithdrawOption # noqa: PLC0415
        from battle1821_client.models.place_start_option import PlaceStartOption # noqa: PLC0415
        from battle1821_client.models.reinforce_option import ReinforceOption # noqa: PLC0415
        from battle1821_client.models.resign_option import ResignOption # noqa: PLC0415
        from battle1821_client.models.set_standing_orders_option import SetStandingOrdersOption # noqa: PLC0415
        from battle1821_client.models.undo_option import UndoOption # noqa: PLC0415
        version = self.version

        seat = self.seat

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, PlaceStartOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, ReinforceOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, ConvertCannonOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AttackOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MoveOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, EndStepOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, CallAllyOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AnswerAllyOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, SetStandingOrdersOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, ResignOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, UndoOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansChooseCoreOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansPlayControlOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansMoveOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansAttackOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansForcedMarchOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansPlayStratagemOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansAnswerOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansMercenaryOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansEndPhaseOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansDiscardOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansWithdrawOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansAdvanceOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansLossesOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansResignOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansReactOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansAgentOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansCommitOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansExchangeOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansUprisingOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansWhiteSheepOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansSupplyTrainOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansPillageOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansAdministrationOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansProfessionalMarchOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansTransportOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansPickOption):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, OttomansReinforceOption):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "seat": seat,
            "actions": actions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.answer_ally_option import AnswerAllyOption # noqa: PLC0415
        from battle1821_client.models.attack_option import AttackOption # noqa: PLC0415
        from battle1821_client.models.call_ally_option import CallAllyOption # noqa: PLC0415
        from battle1821_client.models.convert_cannon_option import ConvertCannonOption # noqa: PLC0415
        from battle1821_client.models.end_step_option import EndStepOption # noqa: PLC0415
        from battle1821_client.models.move_option import MoveOption # noqa: PLC0415
        from battle1821_client.models.ottomans_administration_option import OttomansAdministrationOption # noqa: PLC0415
        from battle1821_client.models.ottomans_advance_option import OttomansAdvanceOption # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_option import OttomansAgentOption # noqa: PLC0415
        from battle1821_client.models.ottomans_answer_option import OttomansAnswerOption # noqa: PLC0415
        from battle1821_client.models.ottomans_attack_option import OttomansAttackOption # noqa: PLC0415
        from battle1821_client.models.ottomans_choose_core_option import OttomansChooseCoreOption # noqa: PLC0415
        from battle1821_client.models.ottomans_colonize_option import OttomansColonizeOption # noqa: PLC0415
        from battle1821_client.models.ottomans_commit_option import OttomansCommitOption # noqa: PLC0415
        from battle1821_client.models.ottomans_discard_option import OttomansDiscardOption # noqa: PLC0415
        from battle1821_client.models.ottomans_end_phase_option import OttomansEndPhaseOption # noqa: PLC0415
        from battle1821_client.models.ottomans_exchange_option import OttomansExchangeOption # noqa: PLC0415
        from battle1821_client.models.ottomans_forced_march_option import OttomansForcedMarchOption # noqa: PLC0415
        from battle1821_client.models.ottomans_losses_option import OttomansLossesOption # noqa: PLC0415
        from battle1821_client.models.ottomans_mercenary_option import OttomansMercenaryOption # noqa: PLC0415
        from battle1821_client.models.ottomans_move_option import OttomansMoveOption # noqa: PLC0415
        from battle1821_client.models.ottomans_pick_option import OttomansPickOption # noqa: PLC0415
        from battle1821_client.models.ottomans_pillage_option import OttomansPillageOption # noqa: PLC0415
        from battle1821_client.models.ottomans_play_control_option import OttomansPlayControlOption # noqa: PLC0415
        from battle1821_client.models.ottomans_play_stratagem_option import OttomansPlayStratagemOption # noqa: PLC0415
        from battle1821_client.models.ottomans_professional_march_option import OttomansProfessionalMarchOption # noqa: PLC0415
        from battle1821_client.models.ottomans_react_option import OttomansReactOption # noqa: PLC0415
        from battle1821_client.models.ottomans_reinforce_option import OttomansReinforceOption # noqa: PLC0415
        from battle1821_client.models.ottomans_resign_option import OttomansResignOption # noqa: PLC0415
        from battle1821_client.models.ottomans_supply_train_option import OttomansSupplyTrainOption # noqa: PLC0415
        from battle1821_client.models.ottomans_transport_option import OttomansTransportOption # noqa: PLC0415
        from battle1821_client.models.ottomans_uprising_option import OttomansUprisingOption # noqa: PLC0415
        from battle1821_client.models.ottomans_white_sheep_option import OttomansWhiteSheepOption # noqa: PLC0415
        from battle1821_client.models.ottomans_withdraw_option import OttomansWithdrawOption # noqa: PLC0415
        from battle1821_client.models.place_start_option import PlaceStartOption # noqa: PLC0415
        from battle1821_client.models.reinforce_option import ReinforceOption # noqa: PLC0415
        from battle1821_client.models.resign_option import ResignOption # noqa: PLC0415
        from battle1821_client.models.set_standing_orders_option import SetStandingOrdersOption # noqa: PLC0415
        from battle1821_client.models.undo_option import UndoOption # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | OttomansAdministrationOption | OttomansAdvanceOption | OttomansAgentOption | OttomansAnswerOption | OttomansAttackOption | OttomansChooseCoreOption | OttomansColonizeOption | OttomansCommitOption | OttomansDiscardOption | OttomansEndPhaseOption | OttomansExchangeOption | OttomansForcedMarchOption | OttomansLossesOption | OttomansMercenaryOption | OttomansMoveOption | OttomansPickOption | OttomansPillageOption | OttomansPlayControlOption | OttomansPlayStratagemOption | OttomansProfessionalMarchOption | OttomansReactOption | OttomansReinforceOption | OttomansResignOption | OttomansSupplyTrainOption | OttomansTransportOption | OttomansUprisingOption | OttomansWhiteSheepOption | OttomansWithdrawOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption:
                if isinstance(data, dict):
                    type_tag = data.get("type")
                    if type_tag == "place_start":
                        try:
                            actions_item_type_0_type_0 = PlaceStartOption.from_dict(data)



                            return actions_item_type_0_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "reinforce":
                        try:
                            actions_item_type_0_type_1 = ReinforceOption.from_dict(data)



                            return actions_item_type_0_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "convert_cannon":
                        try:
                            actions_item_type_0_type_2 = ConvertCannonOption.from_dict(data)



                            return actions_item_type_0_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "attack":
                        try:
                            actions_item_type_0_type_3 = AttackOption.from_dict(data)



                            return actions_item_type_0_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "move":
                        try:
                            actions_item_type_0_type_4 = MoveOption.from_dict(data)



                            return actions_item_type_0_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "end_step":
                        try:
                            actions_item_type_0_type_5 = EndStepOption.from_dict(data)



                            return actions_item_type_0_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "call_ally":
                        try:
                            actions_item_type_0_type_6 = CallAllyOption.from_dict(data)



                            return actions_item_type_0_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "answer_ally":
                        try:
                            actions_item_type_0_type_7 = AnswerAllyOption.from_dict(data)



                            return actions_item_type_0_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "set_standing_orders":
                        try:
                            actions_item_type_0_type_8 = SetStandingOrdersOption.from_dict(data)



                            return actions_item_type_0_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "resign":
                        try:
                            actions_item_type_0_type_9 = ResignOption.from_dict(data)



                            return actions_item_type_0_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "undo":
                        try:
                            actions_item_type_0_type_10 = UndoOption.from_dict(data)



                            return actions_item_type_0_type_10
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "choose_core":
                        try:
                            componentsschemas_ottomans_legal_action_type_0 = OttomansChooseCoreOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "play_control":
                        try:
                            componentsschemas_ottomans_legal_action_type_1 = OttomansPlayControlOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "move":
                        try:
                            componentsschemas_ottomans_legal_action_type_2 = OttomansMoveOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "attack":
                        try:
                            componentsschemas_ottomans_legal_action_type_3 = OttomansAttackOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "forced_march":
                        try:
                            componentsschemas_ottomans_legal_action_type_4 = OttomansForcedMarchOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "play_stratagem":
                        try:
                            componentsschemas_ottomans_legal_action_type_5 = OttomansPlayStratagemOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "answer":
                        try:
                            componentsschemas_ottomans_legal_action_type_6 = OttomansAnswerOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "play_mercenary":
                        try:
                            componentsschemas_ottomans_legal_action_type_7 = OttomansMercenaryOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "end_phase":
                        try:
                            componentsschemas_ottomans_legal_action_type_8 = OttomansEndPhaseOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "discard":
                        try:
                            componentsschemas_ottomans_legal_action_type_9 = OttomansDiscardOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "withdraw":
                        try:
                            componentsschemas_ottomans_legal_action_type_10 = OttomansWithdrawOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_10
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "advance":
                        try:
                            componentsschemas_ottomans_legal_action_type_11 = OttomansAdvanceOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_11
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "take_losses":
                        try:
                            componentsschemas_ottomans_legal_action_type_12 = OttomansLossesOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_12
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "resign":
                        try:
                            componentsschemas_ottomans_legal_action_type_13 = OttomansResignOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_13
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "react":
                        try:
                            componentsschemas_ottomans_legal_action_type_14 = OttomansReactOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_14
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "agent_operation":
                        try:
                            componentsschemas_ottomans_legal_action_type_15 = OttomansAgentOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_15
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "commit_agents":
                        try:
                            componentsschemas_ottomans_legal_action_type_16 = OttomansCommitOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_16
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "exchange":
                        try:
                            componentsschemas_ottomans_legal_action_type_17 = OttomansExchangeOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_17
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "uprising":
                        try:
                            componentsschemas_ottomans_legal_action_type_18 = OttomansUprisingOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_18
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "white_sheep":
                        try:
                            componentsschemas_ottomans_legal_action_type_19 = OttomansWhiteSheepOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_19
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "supply_train":
                        try:
                            componentsschemas_ottomans_legal_action_type_20 = OttomansSupplyTrainOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_20
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "pillage":
                        try:
                            componentsschemas_ottomans_legal_action_type_21 = OttomansPillageOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_21
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "administration":
                        try:
                            componentsschemas_ottomans_legal_action_type_22 = OttomansAdministrationOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_22
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "professional_march":
                        try:
                            componentsschemas_ottomans_legal_action_type_23 = OttomansProfessionalMarchOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_23
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "transport":
                        try:
                            componentsschemas_ottomans_legal_action_type_24 = OttomansTransportOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_24
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "pick":
                        try:
                            componentsschemas_ottomans_legal_action_type_25 = OttomansPickOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_25
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "reinforce":
                        try:
                            componentsschemas_ottomans_legal_action_type_26 = OttomansReinforceOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_26
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "colonize":
                        try:
                            componentsschemas_ottomans_legal_action_type_27 = OttomansColonizeOption.from_dict(data)



                            return componentsschemas_ottomans_legal_action_type_27
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_0 = PlaceStartOption.from_dict(data)



                    return actions_item_type_0_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_1 = ReinforceOption.from_dict(data)



                    return actions_item_type_0_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_2 = ConvertCannonOption.from_dict(data)



                    return actions_item_type_0_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_3 = AttackOption.from_dict(data)



                    return actions_item_type_0_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_4 = MoveOption.from_dict(data)



                    return actions_item_type_0_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_5 = EndStepOption.from_dict(data)



                    return actions_item_type_0_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_6 = CallAllyOption.from_dict(data)



                    return actions_item_type_0_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_7 = AnswerAllyOption.from_dict(data)



                    return actions_item_type_0_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_8 = SetStandingOrdersOption.from_dict(data)



                    return actions_item_type_0_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_9 = ResignOption.from_dict(data)



                    return actions_item_type_0_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0_type_10 = UndoOption.from_dict(data)



                    return actions_item_type_0_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_0 = OttomansChooseCoreOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_1 = OttomansPlayControlOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_2 = OttomansMoveOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_3 = OttomansAttackOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_4 = OttomansForcedMarchOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_5 = OttomansPlayStratagemOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_6 = OttomansAnswerOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_7 = OttomansMercenaryOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_8 = OttomansEndPhaseOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_9 = OttomansDiscardOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_10 = OttomansWithdrawOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_11 = OttomansAdvanceOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_12 = OttomansLossesOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_13 = OttomansResignOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_14 = OttomansReactOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_15 = OttomansAgentOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_16 = OttomansCommitOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_17 = OttomansExchangeOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_18 = OttomansUprisingOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_19 = OttomansWhiteSheepOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_20 = OttomansSupplyTrainOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_21 = OttomansPillageOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_22 = OttomansAdministrationOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_23 = OttomansProfessionalMarchOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_24 = OttomansTransportOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_25 = OttomansPickOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_legal_action_type_26 = OttomansReinforceOption.from_dict(data)



                    return componentsschemas_ottomans_legal_action_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_legal_action_type_27 = OttomansColonizeOption.from_dict(data)



                return componentsschemas_ottomans_legal_action_type_27

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        legal_actions = cls(
            version=version,
            seat=seat,
            actions=actions,
        )


        legal_actions.additional_properties = d
        return legal_actions

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
