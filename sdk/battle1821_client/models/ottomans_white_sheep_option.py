from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansWhiteSheepOption")



@_attrs_define
class OttomansWhiteSheepOption:
    """ 27.2 White Sheep Confederation, sent as a `play_stratagem` action: `{"type": "play_stratagem", "stratagem":
    "white_sheep_confederation", "piece": p, "region": r}` for any `p` of `pieces` and `r` of `regions`.

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            regions (list[str]): Regions (names).
            type_ (Literal['white_sheep']): The discriminator: which kind of object this is. Default: 'white_sheep'.
     """

    pieces: list[str]
    regions: list[str]
    type_: Literal['white_sheep'] = 'white_sheep'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        regions = self.regions



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pieces": pieces,
            "regions": regions,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))


        regions = cast(list[str], d.pop("regions"))


        type_ = cast(Literal['white_sheep'] , d.pop("type"))
        if type_ != 'white_sheep':
            raise ValueError(f"type must match const 'white_sheep', got '{type_}'")

        ottomans_white_sheep_option = cls(
            pieces=pieces,
            regions=regions,
            type_=type_,
        )


        ottomans_white_sheep_option.additional_properties = d
        return ottomans_white_sheep_option

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
