from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Force")



@_attrs_define
class Force:
    """ 
        Attributes:
            cannons (int): Cannon pieces (each strength 3, R2).
            min_infantry (int): Least infantry with this many cannons.
            max_infantry (int): Most infantry with this many cannons.
     """

    cannons: int
    min_infantry: int
    max_infantry: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        cannons = self.cannons

        min_infantry = self.min_infantry

        max_infantry = self.max_infantry


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cannons": cannons,
            "min_infantry": min_infantry,
            "max_infantry": max_infantry,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cannons = d.pop("cannons")

        min_infantry = d.pop("min_infantry")

        max_infantry = d.pop("max_infantry")

        force = cls(
            cannons=cannons,
            min_infantry=min_infantry,
            max_infantry=max_infantry,
        )


        force.additional_properties = d
        return force

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
