from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="PlaceStartOption")



@_attrs_define
class PlaceStartOption:
    """ 
        Attributes:
            regions (list[str]): Regions (board ids) this applies to or may be chosen.
            type_ (Literal['place_start']): The discriminator: which kind of object this is. Default: 'place_start'.
     """

    regions: list[str]
    type_: Literal['place_start'] = 'place_start'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        regions = self.regions



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "regions": regions,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        regions = cast(list[str], d.pop("regions"))


        type_ = cast(Literal['place_start'] , d.pop("type"))
        if type_ != 'place_start':
            raise ValueError(f"type must match const 'place_start', got '{type_}'")

        place_start_option = cls(
            regions=regions,
            type_=type_,
        )


        place_start_option.additional_properties = d
        return place_start_option

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
