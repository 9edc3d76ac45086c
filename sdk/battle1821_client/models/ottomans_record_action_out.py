from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
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





T = TypeVar("T", bound="OttomansRecordActionOut")



@_attrs_define
class OttomansRecordActionOut:
    """ 
        Attributes:
            n (int): The action's number (1, 2, ...).
            seat (int): The seat it was applied for.
            version (int): The game version it produced.
            at (str): When it was accepted (RFC 3339 UTC).
            action (OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore |
                OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch |
                OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary |
                OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign |
                OttomansTakeLosses | OttomansTransport | OttomansWithdraw): The `ottomans` kind's Action union, on `type`.
            applied_by (None | str | Unset): Who applied it when the seat did not send it itself (`decision_timeout`, R19);
                absent for the seat's own actions.
     """

    n: int
    seat: int
    version: int
    at: str
    action: OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw
    applied_by: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
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
        n = self.n

        seat = self.seat

        version = self.version

        at = self.at

        action: dict[str, Any]
        if isinstance(self.action, OttomansChooseCore):
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
        else:
            applied_by = self.applied_by


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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
        d = dict(src_dict)
        n = d.pop("n")

        seat = d.pop("seat")

        version = d.pop("version")

        at = d.pop("at")

        def _parse_action(data: object) -> OttomansAdvance | OttomansAgentOperation | OttomansAnswer | OttomansAttack | OttomansChooseCore | OttomansColonize | OttomansCommitAgents | OttomansDiscard | OttomansEndPhase | OttomansForcedMarch | OttomansMove | OttomansPick | OttomansPillage | OttomansPlayControl | OttomansPlayMercenary | OttomansPlayStratagem | OttomansProfessionalMarch | OttomansReact | OttomansReinforce | OttomansResign | OttomansTakeLosses | OttomansTransport | OttomansWithdraw:
            if isinstance(data, dict):
                type_tag = data.get("type")
                if type_tag == "choose_core":
                    try:
                        componentsschemas_ottomans_action_type_0 = OttomansChooseCore.from_dict(data)



                        return componentsschemas_ottomans_action_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "play_control":
                    try:
                        componentsschemas_ottomans_action_type_1 = OttomansPlayControl.from_dict(data)



                        return componentsschemas_ottomans_action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "move":
                    try:
                        componentsschemas_ottomans_action_type_2 = OttomansMove.from_dict(data)



                        return componentsschemas_ottomans_action_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "attack":
                    try:
                        componentsschemas_ottomans_action_type_3 = OttomansAttack.from_dict(data)



                        return componentsschemas_ottomans_action_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "forced_march":
                    try:
                        componentsschemas_ottomans_action_type_4 = OttomansForcedMarch.from_dict(data)



                        return componentsschemas_ottomans_action_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "play_stratagem":
                    try:
                        componentsschemas_ottomans_action_type_5 = OttomansPlayStratagem.from_dict(data)



                        return componentsschemas_ottomans_action_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "answer":
                    try:
                        componentsschemas_ottomans_action_type_6 = OttomansAnswer.from_dict(data)



                        return componentsschemas_ottomans_action_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "play_mercenary":
                    try:
                        componentsschemas_ottomans_action_type_7 = OttomansPlayMercenary.from_dict(data)



                        return componentsschemas_ottomans_action_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "end_phase":
                    try:
                        componentsschemas_ottomans_action_type_8 = OttomansEndPhase.from_dict(data)



                        return componentsschemas_ottomans_action_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "discard":
                    try:
                        componentsschemas_ottomans_action_type_9 = OttomansDiscard.from_dict(data)



                        return componentsschemas_ottomans_action_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "withdraw":
                    try:
                        componentsschemas_ottomans_action_type_10 = OttomansWithdraw.from_dict(data)



                        return componentsschemas_ottomans_action_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "advance":
                    try:
                        componentsschemas_ottomans_action_type_11 = OttomansAdvance.from_dict(data)



                        return componentsschemas_ottomans_action_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "take_losses":
                    try:
                        componentsschemas_ottomans_action_type_12 = OttomansTakeLosses.from_dict(data)



                        return componentsschemas_ottomans_action_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "resign":
                    try:
                        componentsschemas_ottomans_action_type_13 = OttomansResign.from_dict(data)



                        return componentsschemas_ottomans_action_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "react":
                    try:
                        componentsschemas_ottomans_action_type_14 = OttomansReact.from_dict(data)



                        return componentsschemas_ottomans_action_type_14
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "agent_operation":
                    try:
                        componentsschemas_ottomans_action_type_15 = OttomansAgentOperation.from_dict(data)



                        return componentsschemas_ottomans_action_type_15
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "commit_agents":
                    try:
                        componentsschemas_ottomans_action_type_16 = OttomansCommitAgents.from_dict(data)



                        return componentsschemas_ottomans_action_type_16
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "pillage":
                    try:
                        componentsschemas_ottomans_action_type_17 = OttomansPillage.from_dict(data)



                        return componentsschemas_ottomans_action_type_17
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "professional_march":
                    try:
                        componentsschemas_ottomans_action_type_18 = OttomansProfessionalMarch.from_dict(data)



                        return componentsschemas_ottomans_action_type_18
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "transport":
                    try:
                        componentsschemas_ottomans_action_type_19 = OttomansTransport.from_dict(data)



                        return componentsschemas_ottomans_action_type_19
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "pick":
                    try:
                        componentsschemas_ottomans_action_type_20 = OttomansPick.from_dict(data)



                        return componentsschemas_ottomans_action_type_20
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "reinforce":
                    try:
                        componentsschemas_ottomans_action_type_21 = OttomansReinforce.from_dict(data)



                        return componentsschemas_ottomans_action_type_21
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "colonize":
                    try:
                        componentsschemas_ottomans_action_type_22 = OttomansColonize.from_dict(data)



                        return componentsschemas_ottomans_action_type_22
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_0 = OttomansChooseCore.from_dict(data)



                return componentsschemas_ottomans_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_1 = OttomansPlayControl.from_dict(data)



                return componentsschemas_ottomans_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_2 = OttomansMove.from_dict(data)



                return componentsschemas_ottomans_action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_3 = OttomansAttack.from_dict(data)



                return componentsschemas_ottomans_action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_4 = OttomansForcedMarch.from_dict(data)



                return componentsschemas_ottomans_action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_5 = OttomansPlayStratagem.from_dict(data)



                return componentsschemas_ottomans_action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_6 = OttomansAnswer.from_dict(data)



                return componentsschemas_ottomans_action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_7 = OttomansPlayMercenary.from_dict(data)



                return componentsschemas_ottomans_action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_8 = OttomansEndPhase.from_dict(data)



                return componentsschemas_ottomans_action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_9 = OttomansDiscard.from_dict(data)



                return componentsschemas_ottomans_action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_10 = OttomansWithdraw.from_dict(data)



                return componentsschemas_ottomans_action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_11 = OttomansAdvance.from_dict(data)



                return componentsschemas_ottomans_action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_12 = OttomansTakeLosses.from_dict(data)



                return componentsschemas_ottomans_action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_13 = OttomansResign.from_dict(data)



                return componentsschemas_ottomans_action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_14 = OttomansReact.from_dict(data)



                return componentsschemas_ottomans_action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_15 = OttomansAgentOperation.from_dict(data)



                return componentsschemas_ottomans_action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_16 = OttomansCommitAgents.from_dict(data)



                return componentsschemas_ottomans_action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_17 = OttomansPillage.from_dict(data)



                return componentsschemas_ottomans_action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_18 = OttomansProfessionalMarch.from_dict(data)



                return componentsschemas_ottomans_action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_19 = OttomansTransport.from_dict(data)



                return componentsschemas_ottomans_action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_20 = OttomansPick.from_dict(data)



                return componentsschemas_ottomans_action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_action_type_21 = OttomansReinforce.from_dict(data)



                return componentsschemas_ottomans_action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_ottomans_action_type_22 = OttomansColonize.from_dict(data)



            return componentsschemas_ottomans_action_type_22

        action = _parse_action(d.pop("action"))


        def _parse_applied_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        applied_by = _parse_applied_by(d.pop("applied_by", UNSET))


        ottomans_record_action_out = cls(
            n=n,
            seat=seat,
            version=version,
            at=at,
            action=action,
            applied_by=applied_by,
        )


        ottomans_record_action_out.additional_properties = d
        return ottomans_record_action_out

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
