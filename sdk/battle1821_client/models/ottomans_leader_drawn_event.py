from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansLeaderDrawnEvent")



@_attrs_define
class OttomansLeaderDrawnEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            leader (str): A leader, by its name (null: none) (15.0).
            placed (None | str): Where the piece was placed (an area's name), or null.
            controller (int | None): The seat that controls the piece's nationality, or null (6.0).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['leader_drawn']): The discriminator: which kind of object this is. Default: 'leader_drawn'.
     """

    seat: int
    leader: str
    placed: None | str
    controller: int | None
    seq: int
    version: int
    type_: Literal['leader_drawn'] = 'leader_drawn'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        leader = self.leader

        placed: None | str
        placed = self.placed

        controller: int | None
        controller = self.controller

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "leader": leader,
            "placed": placed,
            "controller": controller,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        leader = d.pop("leader")

        def _parse_placed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        placed = _parse_placed(d.pop("placed"))


        def _parse_controller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        controller = _parse_controller(d.pop("controller"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['leader_drawn'] , d.pop("type"))
        if type_ != 'leader_drawn':
            raise ValueError(f"type must match const 'leader_drawn', got '{type_}'")

        ottomans_leader_drawn_event = cls(
            seat=seat,
            leader=leader,
            placed=placed,
            controller=controller,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_leader_drawn_event.additional_properties = d
        return ottomans_leader_drawn_event

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
