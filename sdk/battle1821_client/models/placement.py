from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Placement")



@_attrs_define
class Placement:
    """ 
        Attributes:
            region (str): A region's board id (see `GET /rules` `board.regions`).
            infantry (int | Unset): Infantry pieces (each strength 1, R2). Default: 0.
            cannons (int | Unset): Cannon pieces (each strength 3, R2). Default: 0.
     """

    region: str
    infantry: int | Unset = 0
    cannons: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        infantry = self.infantry

        cannons = self.cannons


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "region": region,
        })
        if infantry is not UNSET:
            field_dict["infantry"] = infantry
        if cannons is not UNSET:
            field_dict["cannons"] = cannons

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        infantry = d.pop("infantry", UNSET)

        cannons = d.pop("cannons", UNSET)

        placement = cls(
            region=region,
            infantry=infantry,
            cannons=cannons,
        )

        return placement

