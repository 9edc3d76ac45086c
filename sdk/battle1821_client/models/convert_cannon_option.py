from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="ConvertCannonOption")



@_attrs_define
class ConvertCannonOption:
    """ 
        Attributes:
            regions (list[str]): Regions (board ids) this applies to or may be chosen.
            type_ (Literal['convert_cannon']): The discriminator: which kind of object this is. Default: 'convert_cannon'.
     """

    regions: list[str]
    type_: Literal['convert_cannon'] = 'convert_cannon'
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


        type_ = cast(Literal['convert_cannon'] , d.pop("type"))
        if type_ != 'convert_cannon':
            raise ValueError(f"type must match const 'convert_cannon', got '{type_}'")

        convert_cannon_option = cls(
            regions=regions,
            type_=type_,
        )


        convert_cannon_option.additional_properties = d
        return convert_cannon_option

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
