from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAdvanceOption")



@_attrs_define
class OttomansAdvanceOption:
    """ Any subset (none included) of `pieces` of one colour (8.1(1): after an Alliance the attackers may be of several)
    advances into `city`.

        Attributes:
            city (str): A city, by its name (null: none).
            pieces (list[str]): Pieces (units and leaders), by their names.
            type_ (Literal['advance']): The discriminator: which kind of object this is. Default: 'advance'.
     """

    city: str
    pieces: list[str]
    type_: Literal['advance'] = 'advance'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        city = self.city

        pieces = self.pieces



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "city": city,
            "pieces": pieces,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        city = d.pop("city")

        pieces = cast(list[str], d.pop("pieces"))


        type_ = cast(Literal['advance'] , d.pop("type"))
        if type_ != 'advance':
            raise ValueError(f"type must match const 'advance', got '{type_}'")

        ottomans_advance_option = cls(
            city=city,
            pieces=pieces,
            type_=type_,
        )


        ottomans_advance_option.additional_properties = d
        return ottomans_advance_option

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
