from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansMercenaryOption")



@_attrs_define
class OttomansMercenaryOption:
    """ `stratagem` with any one of `regions` (empty: its unit is on the map already and `region` must be left out);
    `pieces` the marker's unit(s) that the play brings under the seat's control (17.1), `at` where they stand when
    already on the map (O76).

        Attributes:
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            regions (list[str]): Regions (names).
            type_ (Literal['play_mercenary']): The discriminator: which kind of object this is. Default: 'play_mercenary'.
            pieces (list[str] | Unset): Pieces (units and leaders), by their names.
            at (None | str | Unset): Where the mercenaries stand when already on the map (O76: they stay there), else null.
     """

    stratagem: str
    regions: list[str]
    type_: Literal['play_mercenary'] = 'play_mercenary'
    pieces: list[str] | Unset = UNSET
    at: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        stratagem = self.stratagem

        regions = self.regions



        type_ = self.type_

        pieces: list[str] | Unset = UNSET
        if not isinstance(self.pieces, Unset):
            pieces = self.pieces



        at: None | str | Unset
        if isinstance(self.at, Unset):
            at = UNSET
        else:
            at = self.at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "stratagem": stratagem,
            "regions": regions,
            "type": type_,
        })
        if pieces is not UNSET:
            field_dict["pieces"] = pieces
        if at is not UNSET:
            field_dict["at"] = at

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagem = d.pop("stratagem")

        regions = cast(list[str], d.pop("regions"))


        type_ = cast(Literal['play_mercenary'] , d.pop("type"))
        if type_ != 'play_mercenary':
            raise ValueError(f"type must match const 'play_mercenary', got '{type_}'")

        pieces = cast(list[str], d.pop("pieces", UNSET))


        def _parse_at(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        at = _parse_at(d.pop("at", UNSET))


        ottomans_mercenary_option = cls(
            stratagem=stratagem,
            regions=regions,
            type_=type_,
            pieces=pieces,
            at=at,
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
