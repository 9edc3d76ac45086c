from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RegionPieces")



@_attrs_define
class RegionPieces:
    """ 
        Attributes:
            region (str): A region's board id (see `GET /rules` `board.regions`).
            owner (int): The seat holding the region; -1 for nobody or the Ottomans.
            infantry (int): Infantry pieces (each strength 1, R2).
            cannons (int): Cannon pieces (each strength 3, R2).
            ottomans (int): Ottoman pieces (each strength 1).
     """

    region: str
    owner: int
    infantry: int
    cannons: int
    ottomans: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        owner = self.owner

        infantry = self.infantry

        cannons = self.cannons

        ottomans = self.ottomans


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "owner": owner,
            "infantry": infantry,
            "cannons": cannons,
            "ottomans": ottomans,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        owner = d.pop("owner")

        infantry = d.pop("infantry")

        cannons = d.pop("cannons")

        ottomans = d.pop("ottomans")

        region_pieces = cls(
            region=region,
            owner=owner,
            infantry=infantry,
            cannons=cannons,
            ottomans=ottomans,
        )


        region_pieces.additional_properties = d
        return region_pieces

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
