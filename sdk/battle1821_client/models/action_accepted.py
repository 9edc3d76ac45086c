from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.answer_ally_option import AnswerAllyOption
  from ..models.attack_option import AttackOption
  from ..models.call_ally_option import CallAllyOption
  from ..models.convert_cannon_option import ConvertCannonOption
  from ..models.end_step_option import EndStepOption
  from ..models.event_out import EventOut
  from ..models.move_option import MoveOption
  from ..models.place_start_option import PlaceStartOption
  from ..models.reinforce_option import ReinforceOption
  from ..models.resign_option import ResignOption
  from ..models.set_standing_orders_option import SetStandingOrdersOption





T = TypeVar("T", bound="ActionAccepted")



@_attrs_define
class ActionAccepted:
    """ 
        Attributes:
            version (int):
            action (int):
            status (str):
            round_ (int):
            phase (str):
            step (str):
            waiting_for (list[int]):
            ottoman_job (None | str):
            events (list[EventOut]):
            legal_actions (list[AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption |
                MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption] | None | Unset):
     """

    version: int
    action: int
    status: str
    round_: int
    phase: str
    step: str
    waiting_for: list[int]
    ottoman_job: None | str
    events: list[EventOut]
    legal_actions: list[AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.answer_ally_option import AnswerAllyOption # noqa: PLC0415
        from ..models.attack_option import AttackOption # noqa: PLC0415
        from ..models.call_ally_option import CallAllyOption # noqa: PLC0415
        from ..models.convert_cannon_option import ConvertCannonOption # noqa: PLC0415
        from ..models.end_step_option import EndStepOption # noqa: PLC0415
        from ..models.event_out import EventOut # noqa: PLC0415
        from ..models.move_option import MoveOption # noqa: PLC0415
        from ..models.place_start_option import PlaceStartOption # noqa: PLC0415
        from ..models.reinforce_option import ReinforceOption # noqa: PLC0415
        from ..models.resign_option import ResignOption # noqa: PLC0415
        from ..models.set_standing_orders_option import SetStandingOrdersOption # noqa: PLC0415
        version = self.version

        action = self.action

        status = self.status

        round_ = self.round_

        phase = self.phase

        step = self.step

        waiting_for = self.waiting_for



        ottoman_job: None | str
        ottoman_job = self.ottoman_job

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        legal_actions: list[dict[str, Any]] | None | Unset
        if isinstance(self.legal_actions, Unset):
            legal_actions = UNSET
        elif isinstance(self.legal_actions, list):
            legal_actions = []
            for legal_actions_type_0_item_data in self.legal_actions:
                legal_actions_type_0_item: dict[str, Any]
                if isinstance(legal_actions_type_0_item_data, PlaceStartOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, ReinforceOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, ConvertCannonOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, AttackOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, MoveOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, EndStepOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, CallAllyOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, AnswerAllyOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                elif isinstance(legal_actions_type_0_item_data, SetStandingOrdersOption):
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()
                else:
                    legal_actions_type_0_item = legal_actions_type_0_item_data.to_dict()

                legal_actions.append(legal_actions_type_0_item)


        else:
            legal_actions = self.legal_actions


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "version": version,
            "action": action,
            "status": status,
            "round": round_,
            "phase": phase,
            "step": step,
            "waiting_for": waiting_for,
            "ottoman_job": ottoman_job,
            "events": events,
        })
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.answer_ally_option import AnswerAllyOption # noqa: PLC0415
        from ..models.attack_option import AttackOption # noqa: PLC0415
        from ..models.call_ally_option import CallAllyOption # noqa: PLC0415
        from ..models.convert_cannon_option import ConvertCannonOption # noqa: PLC0415
        from ..models.end_step_option import EndStepOption # noqa: PLC0415
        from ..models.event_out import EventOut # noqa: PLC0415
        from ..models.move_option import MoveOption # noqa: PLC0415
        from ..models.place_start_option import PlaceStartOption # noqa: PLC0415
        from ..models.reinforce_option import ReinforceOption # noqa: PLC0415
        from ..models.resign_option import ResignOption # noqa: PLC0415
        from ..models.set_standing_orders_option import SetStandingOrdersOption # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        action = d.pop("action")

        status = d.pop("status")

        round_ = d.pop("round")

        phase = d.pop("phase")

        step = d.pop("step")

        waiting_for = cast(list[int], d.pop("waiting_for"))


        def _parse_ottoman_job(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ottoman_job = _parse_ottoman_job(d.pop("ottoman_job"))


        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventOut.from_dict(events_item_data)



            events.append(events_item)


        def _parse_legal_actions(data: object) -> list[AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                legal_actions_type_0 = []
                _legal_actions_type_0 = data
                for legal_actions_type_0_item_data in (_legal_actions_type_0):
                    def _parse_legal_actions_type_0_item(data: object) -> AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_0 = PlaceStartOption.from_dict(data)



                            return legal_actions_type_0_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_1 = ReinforceOption.from_dict(data)



                            return legal_actions_type_0_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_2 = ConvertCannonOption.from_dict(data)



                            return legal_actions_type_0_item_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_3 = AttackOption.from_dict(data)



                            return legal_actions_type_0_item_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_4 = MoveOption.from_dict(data)



                            return legal_actions_type_0_item_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_5 = EndStepOption.from_dict(data)



                            return legal_actions_type_0_item_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_6 = CallAllyOption.from_dict(data)



                            return legal_actions_type_0_item_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_7 = AnswerAllyOption.from_dict(data)



                            return legal_actions_type_0_item_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            legal_actions_type_0_item_type_8 = SetStandingOrdersOption.from_dict(data)



                            return legal_actions_type_0_item_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        legal_actions_type_0_item_type_9 = ResignOption.from_dict(data)



                        return legal_actions_type_0_item_type_9

                    legal_actions_type_0_item = _parse_legal_actions_type_0_item(legal_actions_type_0_item_data)

                    legal_actions_type_0.append(legal_actions_type_0_item)

                return legal_actions_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption] | None | Unset, data)

        legal_actions = _parse_legal_actions(d.pop("legal_actions", UNSET))


        action_accepted = cls(
            version=version,
            action=action,
            status=status,
            round_=round_,
            phase=phase,
            step=step,
            waiting_for=waiting_for,
            ottoman_job=ottoman_job,
            events=events,
            legal_actions=legal_actions,
        )


        action_accepted.additional_properties = d
        return action_accepted

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
