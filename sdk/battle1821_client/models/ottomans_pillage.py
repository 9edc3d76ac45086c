from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPillage")



@_attrs_define
class OttomansPillage:
    """ 23.0 (optional): pillage `area` (a region, or a sea with fleets), expending `military_advances` Military Advances
    (+1 each); every unit the seat controls there that has not attacked takes part (23.2).

        Attributes:
            area (str): An area (a region or a sea), by its name.
            type_ (Literal['pillage']): The discriminator: which kind of object this is. Default: 'pillage'.
            military_advances (int | Unset): Military Advances expended on a pillage, +1 strength each (23.0); in an option
                the most that may be. Default: 0.
     """

    area: str
    type_: Literal['pillage'] = 'pillage'
    military_advances: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        type_ = self.type_

        military_advances = self.military_advances


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area": area,
            "type": type_,
        })
        if military_advances is not UNSET:
            field_dict["military_advances"] = military_advances

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        type_ = cast(Literal['pillage'] , d.pop("type"))
        if type_ != 'pillage':
            raise ValueError(f"type must match const 'pillage', got '{type_}'")

        military_advances = d.pop("military_advances", UNSET)

        ottomans_pillage = cls(
            area=area,
            type_=type_,
            military_advances=military_advances,
        )

        return ottomans_pillage

