from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.action_record_action import ActionRecordAction





T = TypeVar("T", bound="ActionRecord")



@_attrs_define
class ActionRecord:
    """ 
        Attributes:
            n (int): The accepted action's number (1, 2, ...).
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            version (int): The game version (ETag without quotes).
            at (str): When (RFC 3339, UTC).
            action (ActionRecordAction): The action as accepted (an `Action`).
     """

    n: int
    seat: int
    version: int
    at: str
    action: ActionRecordAction
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.action_record_action import ActionRecordAction # noqa: PLC0415
        n = self.n

        seat = self.seat

        version = self.version

        at = self.at

        action = self.action.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "n": n,
            "seat": seat,
            "version": version,
            "at": at,
            "action": action,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.action_record_action import ActionRecordAction # noqa: PLC0415
        d = dict(src_dict)
        n = d.pop("n")

        seat = d.pop("seat")

        version = d.pop("version")

        at = d.pop("at")

        action = ActionRecordAction.from_dict(d.pop("action"))




        action_record = cls(
            n=n,
            seat=seat,
            version=version,
            at=at,
            action=action,
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
