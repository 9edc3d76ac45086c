from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansColonizeOption")



@_attrs_define
class OttomansColonizeOption:
    """ 24.0 (optional, O225): `area` with 0 to `administrations` Administrations; `strength` is the colonization strength
    without them, `value` the defence, `colour` the colour the region would take (24.2). Offered only where the odds
    reach 0.25:1 without Administrations (O49).

        Attributes:
            area (str): An area (a region or a sea), by its name.
            strength (int): The pillage (23.2) or colonization (24.2) strength, without the stratagems expended in an
                option.
            value (int): The defence value the pillage or colonization is resolved against (23.2, 24.2).
            administrations (int): Administrations expended on a colonization, +1 strength each (24.2); in an option the
                most that may be.
            colour (str): A nationality's colour: its faction (3.3).
            type_ (Literal['colonize']): The discriminator: which kind of object this is. Default: 'colonize'.
     """

    area: str
    strength: int
    value: int
    administrations: int
    colour: str
    type_: Literal['colonize'] = 'colonize'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        strength = self.strength

        value = self.value

        administrations = self.administrations

        colour = self.colour

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area": area,
            "strength": strength,
            "value": value,
            "administrations": administrations,
            "colour": colour,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        strength = d.pop("strength")

        value = d.pop("value")

        administrations = d.pop("administrations")

        colour = d.pop("colour")

        type_ = cast(Literal['colonize'] , d.pop("type"))
        if type_ != 'colonize':
            raise ValueError(f"type must match const 'colonize', got '{type_}'")

        ottomans_colonize_option = cls(
            area=area,
            strength=strength,
            value=value,
            administrations=administrations,
            colour=colour,
            type_=type_,
        )


        ottomans_colonize_option.additional_properties = d
        return ottomans_colonize_option

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
