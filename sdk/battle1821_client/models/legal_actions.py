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
                MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption]): The
                items, in order.
     """

    version: int
    seat: int
    actions: list[AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.answer_ally_option import AnswerAllyOption # noqa: PLC0415
        from battle1821_client.models.attack_option import AttackOption # noqa: PLC0415
        from battle1821_client.models.call_ally_option import CallAllyOption # noqa: PLC0415
        from battle1821_client.models.convert_cannon_option import ConvertCannonOption # noqa: PLC0415
        from battle1821_client.models.end_step_option import EndStepOption # noqa: PLC0415
        from battle1821_client.models.move_option import MoveOption # noqa: PLC0415
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
            def _parse_actions_item(data: object) -> AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption:
                if isinstance(data, dict):
                    type_tag = data.get("type")
                    if type_tag == "place_start":
                        try:
                            actions_item_type_0 = PlaceStartOption.from_dict(data)



                            return actions_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "reinforce":
                        try:
                            actions_item_type_1 = ReinforceOption.from_dict(data)



                            return actions_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "convert_cannon":
                        try:
                            actions_item_type_2 = ConvertCannonOption.from_dict(data)



                            return actions_item_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "attack":
                        try:
                            actions_item_type_3 = AttackOption.from_dict(data)



                            return actions_item_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "move":
                        try:
                            actions_item_type_4 = MoveOption.from_dict(data)



                            return actions_item_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "end_step":
                        try:
                            actions_item_type_5 = EndStepOption.from_dict(data)



                            return actions_item_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "call_ally":
                        try:
                            actions_item_type_6 = CallAllyOption.from_dict(data)



                            return actions_item_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "answer_ally":
                        try:
                            actions_item_type_7 = AnswerAllyOption.from_dict(data)



                            return actions_item_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "set_standing_orders":
                        try:
                            actions_item_type_8 = SetStandingOrdersOption.from_dict(data)



                            return actions_item_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "resign":
                        try:
                            actions_item_type_9 = ResignOption.from_dict(data)



                            return actions_item_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "undo":
                        try:
                            actions_item_type_10 = UndoOption.from_dict(data)



                            return actions_item_type_10
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = PlaceStartOption.from_dict(data)



                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = ReinforceOption.from_dict(data)



                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = ConvertCannonOption.from_dict(data)



                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = AttackOption.from_dict(data)



                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_4 = MoveOption.from_dict(data)



                    return actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_5 = EndStepOption.from_dict(data)



                    return actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = CallAllyOption.from_dict(data)



                    return actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_7 = AnswerAllyOption.from_dict(data)



                    return actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_8 = SetStandingOrdersOption.from_dict(data)



                    return actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_9 = ResignOption.from_dict(data)



                    return actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_10 = UndoOption.from_dict(data)



                return actions_item_type_10

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
