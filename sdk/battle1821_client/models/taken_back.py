from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TakenBack")



@_attrs_define
class TakenBack:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            version (int): The game version after the take-back (also the `ETag`).
            action (int): The `take_back` accepted action's number (`GET /games/{game_id}/actions/{n}`).
     """

    seat: int
    version: int
    action: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        version = self.version

        action = self.action


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "version": version,
            "action": action,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        version = d.pop("version")

        action = d.pop("action")

        taken_back = cls(
            seat=seat,
            version=version,
            action=action,
        )


        taken_back.additional_properties = d
        return taken_back

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
