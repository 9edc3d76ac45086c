from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RegionPosition")



@_attrs_define
class RegionPosition:
    """ 
        Attributes:
            owner (int | None | Unset): The seat holding the region (-1: Ottoman, null/-2: nobody).
            infantry (int | Unset): Infantry pieces (each strength 1, R2). Default: 0.
            cannons (int | Unset): Cannon pieces (each strength 3, R2). Default: 0.
            ottomans (int | Unset): Ottoman pieces (each strength 1). Default: 0.
     """

    owner: int | None | Unset = UNSET
    infantry: int | Unset = 0
    cannons: int | Unset = 0
    ottomans: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        owner: int | None | Unset
        if isinstance(self.owner, Unset):
            owner = UNSET
        else:
            owner = self.owner

        infantry = self.infantry

        cannons = self.cannons

        ottomans = self.ottomans


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if owner is not UNSET:
            field_dict["owner"] = owner
        if infantry is not UNSET:
            field_dict["infantry"] = infantry
        if cannons is not UNSET:
            field_dict["cannons"] = cannons
        if ottomans is not UNSET:
            field_dict["ottomans"] = ottomans

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_owner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        owner = _parse_owner(d.pop("owner", UNSET))


        infantry = d.pop("infantry", UNSET)

        cannons = d.pop("cannons", UNSET)

        ottomans = d.pop("ottomans", UNSET)

        region_position = cls(
            owner=owner,
            infantry=infantry,
            cannons=cannons,
            ottomans=ottomans,
        )

        return region_position

