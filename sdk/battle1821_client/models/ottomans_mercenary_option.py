from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansMercenaryOption")



@_attrs_define
class OttomansMercenaryOption:
    """ `stratagem` with any one of `regions` (empty: its unit is on the map already and `region` must be left out).

        Attributes:
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            regions (list[str]): Regions (names).
            type_ (Literal['play_mercenary']): The discriminator: which kind of object this is. Default: 'play_mercenary'.
     """

    stratagem: str
    regions: list[str]
    type_: Literal['play_mercenary'] = 'play_mercenary'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        stratagem = self.stratagem

        regions = self.regions



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "stratagem": stratagem,
            "regions": regions,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagem = d.pop("stratagem")

        regions = cast(list[str], d.pop("regions"))


        type_ = cast(Literal['play_mercenary'] , d.pop("type"))
        if type_ != 'play_mercenary':
            raise ValueError(f"type must match const 'play_mercenary', got '{type_}'")

        ottomans_mercenary_option = cls(
            stratagem=stratagem,
            regions=regions,
            type_=type_,
        )


        ottomans_mercenary_option.additional_properties = d
        return ottomans_mercenary_option

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
