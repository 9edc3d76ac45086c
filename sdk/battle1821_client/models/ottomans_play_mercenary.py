from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPlayMercenary")



@_attrs_define
class OttomansPlayMercenary:
    """ 17.1, 27.2 Control (Mercenary), in the reinforcement phase: play the marker face up; its unit is placed in `region`
    (a region holding a unit of its faction), or stays where it is if already on the map (O76).

        Attributes:
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            type_ (Literal['play_mercenary']): The discriminator: which kind of object this is. Default: 'play_mercenary'.
            region (None | str | Unset): A region (its name), or null.
     """

    stratagem: str
    type_: Literal['play_mercenary'] = 'play_mercenary'
    region: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        stratagem = self.stratagem

        type_ = self.type_

        region: None | str | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        else:
            region = self.region


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stratagem": stratagem,
            "type": type_,
        })
        if region is not UNSET:
            field_dict["region"] = region

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagem = d.pop("stratagem")

        type_ = cast(Literal['play_mercenary'] , d.pop("type"))
        if type_ != 'play_mercenary':
            raise ValueError(f"type must match const 'play_mercenary', got '{type_}'")

        def _parse_region(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        region = _parse_region(d.pop("region", UNSET))


        ottomans_play_mercenary = cls(
            stratagem=stratagem,
            type_=type_,
            region=region,
        )

        return ottomans_play_mercenary

