from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatInfo")



@_attrs_define
class SeatInfo:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            name (str): The player's name.
            taken (bool): True when a player holds the seat.
            reserved (bool | Unset): True while the seat is held for the player of the game this one is the rematch of: only
                that player's old seat token takes it (`POST /games/{old}/rematch`). Default: False.
     """

    seat: int
    name: str
    taken: bool
    reserved: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        taken = self.taken

        reserved = self.reserved


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "taken": taken,
        })
        if reserved is not UNSET:
            field_dict["reserved"] = reserved

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        taken = d.pop("taken")

        reserved = d.pop("reserved", UNSET)

        seat_info = cls(
            seat=seat,
            name=name,
            taken=taken,
            reserved=reserved,
        )


        seat_info.additional_properties = d
        return seat_info

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
