from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansPillageOption")



@_attrs_define
class OttomansPillageOption:
    """ 23.0: `area` with 0 to `military_advances` Military Advances; `strength` is the pillage strength without them,
    `value` the defence (23.2).

        Attributes:
            area (str): An area (a region or a sea), by its name.
            strength (int): The pillage (23.2) or colonization (24.2) strength, without the stratagems expended in an
                option.
            value (int): The defence value the pillage or colonization is resolved against (23.2, 24.2).
            military_advances (int): Military Advances expended on a pillage, +1 strength each (23.0); in an option the most
                that may be.
            type_ (Literal['pillage']): The discriminator: which kind of object this is. Default: 'pillage'.
     """

    area: str
    strength: int
    value: int
    military_advances: int
    type_: Literal['pillage'] = 'pillage'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        strength = self.strength

        value = self.value

        military_advances = self.military_advances

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area": area,
            "strength": strength,
            "value": value,
            "military_advances": military_advances,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        strength = d.pop("strength")

        value = d.pop("value")

        military_advances = d.pop("military_advances")

        type_ = cast(Literal['pillage'] , d.pop("type"))
        if type_ != 'pillage':
            raise ValueError(f"type must match const 'pillage', got '{type_}'")

        ottomans_pillage_option = cls(
            area=area,
            strength=strength,
            value=value,
            military_advances=military_advances,
            type_=type_,
        )


        ottomans_pillage_option.additional_properties = d
        return ottomans_pillage_option

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
