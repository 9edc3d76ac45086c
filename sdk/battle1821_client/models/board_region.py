from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.board_region_kind import BoardRegionKind
from typing import cast






T = TypeVar("T", bound="BoardRegion")



@_attrs_define
class BoardRegion:
    """ 
        Attributes:
            id (str): The region's board id (what actions name).
            name (str): Its name, for people.
            name_el (str): Its name in Greek.
            group (str): Its area: `peloponnese`, `roumeli`, `north`, `east`, `islands` (Events and Apostles name areas).
            lon (float): Longitude of its approximate centre (degrees), for drawing.
            lat (float): Latitude of its approximate centre (degrees), for drawing.
            kind (BoardRegionKind): `starting` (a starting region, R7), `reinforcement` (numbered, R10) or `normal`.
            reinforcement_number (int | None): Its number on the reinforcement track (R10), null for the others.
            note (str): A historical note.
            borders (list[str]): The regions it borders (board ids).
     """

    id: str
    name: str
    name_el: str
    group: str
    lon: float
    lat: float
    kind: BoardRegionKind
    reinforcement_number: int | None
    note: str
    borders: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        name_el = self.name_el

        group = self.group

        lon = self.lon

        lat = self.lat

        kind = self.kind.value

        reinforcement_number: int | None
        reinforcement_number = self.reinforcement_number

        note = self.note

        borders = self.borders




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "name_el": name_el,
            "group": group,
            "lon": lon,
            "lat": lat,
            "kind": kind,
            "reinforcement_number": reinforcement_number,
            "note": note,
            "borders": borders,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        name_el = d.pop("name_el")

        group = d.pop("group")

        lon = d.pop("lon")

        lat = d.pop("lat")

        kind = BoardRegionKind(d.pop("kind"))




        def _parse_reinforcement_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        reinforcement_number = _parse_reinforcement_number(d.pop("reinforcement_number"))


        note = d.pop("note")

        borders = cast(list[str], d.pop("borders"))


        board_region = cls(
            id=id,
            name=name,
            name_el=name_el,
            group=group,
            lon=lon,
            lat=lat,
            kind=kind,
            reinforcement_number=reinforcement_number,
            note=note,
            borders=borders,
        )


        board_region.additional_properties = d
        return board_region

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
