from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPhaseBeganEvent")



@_attrs_define
class OttomansPhaseBeganEvent:
    """ 
        Attributes:
            turn (int): The game turn (1, 2, ...; the scenario's turn track, 26.0).
            seat (int | None): A seat number (0-3).
            phase (str): The phase of the turn (5.0): the kind's phase names (`GET /kinds/ottomans` `phases`).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['phase_began']): The discriminator: which kind of object this is. Default: 'phase_began'.
     """

    turn: int
    seat: int | None
    phase: str
    seq: int
    version: int
    type_: Literal['phase_began'] = 'phase_began'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        turn = self.turn

        seat: int | None
        seat = self.seat

        phase = self.phase

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "turn": turn,
            "seat": seat,
            "phase": phase,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        turn = d.pop("turn")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        phase = d.pop("phase")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['phase_began'] , d.pop("type"))
        if type_ != 'phase_began':
            raise ValueError(f"type must match const 'phase_began', got '{type_}'")

        ottomans_phase_began_event = cls(
            turn=turn,
            seat=seat,
            phase=phase,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_phase_began_event.additional_properties = d
        return ottomans_phase_began_event

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
