from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.answer_ally import AnswerAlly
  from ..models.attack import Attack
  from ..models.call_ally import CallAlly
  from ..models.convert_cannon import ConvertCannon
  from ..models.end_step import EndStep
  from ..models.move import Move
  from ..models.place_start import PlaceStart
  from ..models.reinforce import Reinforce
  from ..models.resign import Resign
  from ..models.set_standing_orders import SetStandingOrders
  from ..models.undo import Undo





T = TypeVar("T", bound="RecordActionOut")



@_attrs_define
class RecordActionOut:
    """ 
        Attributes:
            n (int): The action's number (1, 2, ...).
            seat (int): The seat it was applied for.
            version (int): The game version it produced.
            at (str): When it was accepted (RFC 3339 UTC).
            action (AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | PlaceStart | Reinforce | Resign |
                SetStandingOrders | Undo): The action (an `Action`, by `type`).
            applied_by (None | str | Unset): Who applied it when the seat did not send it itself (`decision_timeout`, R19);
                absent for the seat's own actions.
     """

    n: int
    seat: int
    version: int
    at: str
    action: AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo
    applied_by: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.answer_ally import AnswerAlly # noqa: PLC0415
        from battle1821_client.models.attack import Attack # noqa: PLC0415
        from battle1821_client.models.call_ally import CallAlly # noqa: PLC0415
        from battle1821_client.models.convert_cannon import ConvertCannon # noqa: PLC0415
        from battle1821_client.models.end_step import EndStep # noqa: PLC0415
        from battle1821_client.models.move import Move # noqa: PLC0415
        from battle1821_client.models.place_start import PlaceStart # noqa: PLC0415
        from battle1821_client.models.reinforce import Reinforce # noqa: PLC0415
        from battle1821_client.models.resign import Resign # noqa: PLC0415
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
        from battle1821_client.models.answer_ally import AnswerAlly # noqa: PLC0415
        from battle1821_client.models.attack import Attack # noqa: PLC0415
        from battle1821_client.models.call_ally import CallAlly # noqa: PLC0415
        from battle1821_client.models.convert_cannon import ConvertCannon # noqa: PLC0415
        from battle1821_client.models.end_step import EndStep # noqa: PLC0415
        from battle1821_client.models.move import Move # noqa: PLC0415
        from battle1821_client.models.place_start import PlaceStart # noqa: PLC0415
        from battle1821_client.models.reinforce import Reinforce # noqa: PLC0415
        from battle1821_client.models.resign import Resign # noqa: PLC0415
        from battle1821_client.models.set_standing_orders import SetStandingOrders # noqa: PLC0415
        from battle1821_client.models.undo import Undo # noqa: PLC0415
        d = dict(src_dict)
        n = d.pop("n")

        seat = d.pop("seat")

        version = d.pop("version")

        at = d.pop("at")

        def _parse_action(data: object) -> AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo:
            if isinstance(data, dict):
                type_tag = data.get("type")
                if type_tag == "place_start":
                    try:
                        action_type_0 = PlaceStart.from_dict(data)



                        return action_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "reinforce":
                    try:
                        action_type_1 = Reinforce.from_dict(data)



                        return action_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "convert_cannon":
                    try:
                        action_type_2 = ConvertCannon.from_dict(data)



                        return action_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "attack":
                    try:
                        action_type_3 = Attack.from_dict(data)



                        return action_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "call_ally":
                    try:
                        action_type_4 = CallAlly.from_dict(data)



                        return action_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "answer_ally":
                    try:
                        action_type_5 = AnswerAlly.from_dict(data)



                        return action_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "move":
                    try:
                        action_type_6 = Move.from_dict(data)



                        return action_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "end_step":
                    try:
                        action_type_7 = EndStep.from_dict(data)



                        return action_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "set_standing_orders":
                    try:
                        action_type_8 = SetStandingOrders.from_dict(data)



                        return action_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "resign":
                    try:
                        action_type_9 = Resign.from_dict(data)



                        return action_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                elif type_tag == "undo":
                    try:
                        action_type_10 = Undo.from_dict(data)



                        return action_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = PlaceStart.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = Reinforce.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = ConvertCannon.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = Attack.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = CallAlly.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = AnswerAlly.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = Move.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = EndStep.from_dict(data)



                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_8 = SetStandingOrders.from_dict(data)



                return action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_9 = Resign.from_dict(data)



                return action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_10 = Undo.from_dict(data)



            return action_type_10

        action = _parse_action(d.pop("action"))


        def _parse_applied_by(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        applied_by = _parse_applied_by(d.pop("applied_by", UNSET))


        record_action_out = cls(
            n=n,
            seat=seat,
            version=version,
            at=at,
            action=action,
            applied_by=applied_by,
        )


        record_action_out.additional_properties = d
        return record_action_out

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
