from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeatClock")



@_attrs_define
class SeatClock:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            remaining_ms (int): Milliseconds the seat has left, as of this response.
            running (bool): True while the game waits on this seat and its human plays it (the only time its clock runs).
            deadline (None | str): RFC 3339 UTC time at which a running clock runs out (a server bot then takes the seat
                over); null when not running.
     """

    seat: int
    remaining_ms: int
    running: bool
    deadline: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        remaining_ms = self.remaining_ms

        running = self.running

        deadline: None | str
        deadline = self.deadline


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "remaining_ms": remaining_ms,
            "running": running,
            "deadline": deadline,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        remaining_ms = d.pop("remaining_ms")

        running = d.pop("running")

        def _parse_deadline(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deadline = _parse_deadline(d.pop("deadline"))


        seat_clock = cls(
            seat=seat,
            remaining_ms=remaining_ms,
            running=running,
            deadline=deadline,
        )


        seat_clock.additional_properties = d
        return seat_clock

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
