from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansSupplyTrainOption")



@_attrs_define
class OttomansSupplyTrainOption:
    """ 27.2 Military Advance (3), sent as a `play_stratagem` action: `{"type": "play_stratagem", "stratagem":
    "military_advance", "region": r}` for any `r` of `regions` (areas where forage would cost the seat units).

        Attributes:
            regions (list[str]): Regions (names).
            type_ (Literal['supply_train']): The discriminator: which kind of object this is. Default: 'supply_train'.
     """

    regions: list[str]
    type_: Literal['supply_train'] = 'supply_train'
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


        type_ = cast(Literal['supply_train'] , d.pop("type"))
        if type_ != 'supply_train':
            raise ValueError(f"type must match const 'supply_train', got '{type_}'")

        ottomans_supply_train_option = cls(
            regions=regions,
            type_=type_,
        )


        ottomans_supply_train_option.additional_properties = d
        return ottomans_supply_train_option

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
