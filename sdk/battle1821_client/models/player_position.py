from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayerPosition")



@_attrs_define
class PlayerPosition:
    """ 
        Attributes:
            name (str | Unset): At most 40 characters; no control, bidi-override or noncharacter code points. The API also
                refuses invisible characters and mixed-script look-alikes (400 invalid_name) Default: ''.
            reserve_infantry (int | None | Unset): Infantry in reserve.
            reserve_cannons (int | None | Unset): Cannons in reserve.
            losses_infantry (int | Unset): Infantry in the Greek losses area (R4). Default: 0.
            losses_cannons (int | Unset): Cannons in the Greek losses area (R4). Default: 0.
            defeated (int | Unset): Ottoman strength defeated (R10 bonus). Default: 0.
            apostles (list[str] | Unset): Apostle cards (R25).
     """

    name: str | Unset = ''
    reserve_infantry: int | None | Unset = UNSET
    reserve_cannons: int | None | Unset = UNSET
    losses_infantry: int | Unset = 0
    losses_cannons: int | Unset = 0
    defeated: int | Unset = 0
    apostles: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        reserve_infantry: int | None | Unset
        if isinstance(self.reserve_infantry, Unset):
            reserve_infantry = UNSET
        else:
            reserve_infantry = self.reserve_infantry

        reserve_cannons: int | None | Unset
        if isinstance(self.reserve_cannons, Unset):
            reserve_cannons = UNSET
        else:
            reserve_cannons = self.reserve_cannons

        losses_infantry = self.losses_infantry

        losses_cannons = self.losses_cannons

        defeated = self.defeated

        apostles: list[str] | Unset = UNSET
        if not isinstance(self.apostles, Unset):
            apostles = self.apostles




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if reserve_infantry is not UNSET:
            field_dict["reserve_infantry"] = reserve_infantry
        if reserve_cannons is not UNSET:
            field_dict["reserve_cannons"] = reserve_cannons
        if losses_infantry is not UNSET:
            field_dict["losses_infantry"] = losses_infantry
        if losses_cannons is not UNSET:
            field_dict["losses_cannons"] = losses_cannons
        if defeated is not UNSET:
            field_dict["defeated"] = defeated
        if apostles is not UNSET:
            field_dict["apostles"] = apostles

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        def _parse_reserve_infantry(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reserve_infantry = _parse_reserve_infantry(d.pop("reserve_infantry", UNSET))


        def _parse_reserve_cannons(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        reserve_cannons = _parse_reserve_cannons(d.pop("reserve_cannons", UNSET))


        losses_infantry = d.pop("losses_infantry", UNSET)

        losses_cannons = d.pop("losses_cannons", UNSET)

        defeated = d.pop("defeated", UNSET)

        apostles = cast(list[str], d.pop("apostles", UNSET))


        player_position = cls(
            name=name,
            reserve_infantry=reserve_infantry,
            reserve_cannons=reserve_cannons,
            losses_infantry=losses_infantry,
            losses_cannons=losses_cannons,
            defeated=defeated,
            apostles=apostles,
        )

        return player_position

