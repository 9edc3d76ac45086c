from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="ReinforceOption")



@_attrs_define
class ReinforceOption:
    """ 
        Attributes:
            regions (list[str]): Regions (board ids) this applies to or may be chosen.
            infantry (int): Infantry pieces (each strength 1, R2).
            cannons (int): Cannon pieces (each strength 3, R2).
            split (bool): True when the pieces may be split over several regions (R10). Default: True.
            type_ (Literal['reinforce']): The discriminator: which kind of object this is. Default: 'reinforce'.
     """

    regions: list[str]
    infantry: int
    cannons: int
    split: bool = True
    type_: Literal['reinforce'] = 'reinforce'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        regions = self.regions



        infantry = self.infantry

        cannons = self.cannons

        split = self.split

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "regions": regions,
            "infantry": infantry,
            "cannons": cannons,
            "split": split,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        regions = cast(list[str], d.pop("regions"))


        infantry = d.pop("infantry")

        cannons = d.pop("cannons")

        split = d.pop("split")

        type_ = cast(Literal['reinforce'] , d.pop("type"))
        if type_ != 'reinforce':
            raise ValueError(f"type must match const 'reinforce', got '{type_}'")

        reinforce_option = cls(
            regions=regions,
            infantry=infantry,
            cannons=cannons,
            split=split,
            type_=type_,
        )


        reinforce_option.additional_properties = d
        return reinforce_option

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
