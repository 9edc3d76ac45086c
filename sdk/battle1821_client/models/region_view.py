from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RegionView")



@_attrs_define
class RegionView:
    """ 
        Attributes:
            id (str): The identifier.
            name (str): The region's name, for people (`Achaia and Elis`).
            group (str): The group.
            kind (str): What the region is on the board: `starting` (a starting region, R7), `reinforcement` (R10),
                `normal`.
            owner (int | None): The seat holding the region (-1: Ottoman, null/-2: nobody).
            infantry (int): Infantry pieces (each strength 1, R2).
            cannons (int): Cannon pieces (each strength 3, R2).
            ottomans (int): Ottoman pieces (each strength 1).
            spent_infantry (int): Infantry out of play. Default: 0.
            spent_cannons (int): Cannons out of play. Default: 0.
     """

    id: str
    name: str
    group: str
    kind: str
    owner: int | None
    infantry: int
    cannons: int
    ottomans: int
    spent_infantry: int = 0
    spent_cannons: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        group = self.group

        kind = self.kind

        owner: int | None
        owner = self.owner

        infantry = self.infantry

        cannons = self.cannons

        ottomans = self.ottomans

        spent_infantry = self.spent_infantry

        spent_cannons = self.spent_cannons


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "group": group,
            "kind": kind,
            "owner": owner,
            "infantry": infantry,
            "cannons": cannons,
            "ottomans": ottomans,
            "spent_infantry": spent_infantry,
            "spent_cannons": spent_cannons,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        group = d.pop("group")

        kind = d.pop("kind")

        def _parse_owner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner = _parse_owner(d.pop("owner"))


        infantry = d.pop("infantry")

        cannons = d.pop("cannons")

        ottomans = d.pop("ottomans")

        spent_infantry = d.pop("spent_infantry")

        spent_cannons = d.pop("spent_cannons")

        region_view = cls(
            id=id,
            name=name,
            group=group,
            kind=kind,
            owner=owner,
            infantry=infantry,
            cannons=cannons,
            ottomans=ottomans,
            spent_infantry=spent_infantry,
            spent_cannons=spent_cannons,
        )


        region_view.additional_properties = d
        return region_view

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
