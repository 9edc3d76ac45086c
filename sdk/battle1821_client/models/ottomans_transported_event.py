from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansTransportedEvent")



@_attrs_define
class OttomansTransportedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            fleets (list[str]): Fleets (names) (16.0).
            pieces (list[str]): Pieces (units and leaders), by their names.
            path (list[str]): The areas passed through, in order (7.0, 16.0).
            to (str): Where to: an area or city (its name); in an option, the places one may go to.
            landed (bool): True when the transported pieces landed (16.3).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['transported']): The discriminator: which kind of object this is. Default: 'transported'.
     """

    seat: int
    fleets: list[str]
    pieces: list[str]
    path: list[str]
    to: str
    landed: bool
    seq: int
    version: int
    type_: Literal['transported'] = 'transported'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        fleets = self.fleets



        pieces = self.pieces



        path = self.path



        to = self.to

        landed = self.landed

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "fleets": fleets,
            "pieces": pieces,
            "path": path,
            "to": to,
            "landed": landed,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        fleets = cast(list[str], d.pop("fleets"))


        pieces = cast(list[str], d.pop("pieces"))


        path = cast(list[str], d.pop("path"))


        to = d.pop("to")

        landed = d.pop("landed")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['transported'] , d.pop("type"))
        if type_ != 'transported':
            raise ValueError(f"type must match const 'transported', got '{type_}'")

        ottomans_transported_event = cls(
            seat=seat,
            fleets=fleets,
            pieces=pieces,
            path=path,
            to=to,
            landed=landed,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_transported_event.additional_properties = d
        return ottomans_transported_event

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
