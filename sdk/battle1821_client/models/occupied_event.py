from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OccupiedEvent")



@_attrs_define
class OccupiedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            origin (str): The region the pieces come from (board id).
            region (str): A region's board id (see `GET /rules` `board.regions`).
            infantry (int): Infantry pieces (each strength 1, R2).
            cannons (int): Cannon pieces (each strength 3, R2).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['occupied']): The discriminator: which kind of object this is. Default: 'occupied'.
     """

    seat: int
    origin: str
    region: str
    infantry: int
    cannons: int
    seq: int
    version: int
    type_: Literal['occupied'] = 'occupied'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        origin = self.origin

        region = self.region

        infantry = self.infantry

        cannons = self.cannons

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "origin": origin,
            "region": region,
            "infantry": infantry,
            "cannons": cannons,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        origin = d.pop("origin")

        region = d.pop("region")

        infantry = d.pop("infantry")

        cannons = d.pop("cannons")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['occupied'] , d.pop("type"))
        if type_ != 'occupied':
            raise ValueError(f"type must match const 'occupied', got '{type_}'")

        occupied_event = cls(
            seat=seat,
            origin=origin,
            region=region,
            infantry=infantry,
            cannons=cannons,
            seq=seq,
            version=version,
            type_=type_,
        )


        occupied_event.additional_properties = d
        return occupied_event

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
