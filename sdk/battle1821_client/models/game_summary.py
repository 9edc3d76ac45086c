from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="GameSummary")



@_attrs_define
class GameSummary:
    """ 
        Attributes:
            id (str): The identifier.
            status (str): The lifecycle status (see the enum).
            seats (int): The number of seats (2-4).
            open_seats (int): Seats not yet taken.
            round_ (int): The round (1, 2, ...; 0 during setup).
            phase (str): The phase: `lobby`, `setup` (R5-R8), `greek` (a Greek player's turn, R9), `ottoman` (R20-R24),
                `end`.
            created_at (str): RFC 3339 UTC time.
            from_position (bool): True when the game started from a `position` rather than setup. Default: False.
            kind (str): The game kind (`GET /kinds`): `battle1821`, ...
     """

    id: str
    status: str
    seats: int
    open_seats: int
    round_: int
    phase: str
    created_at: str
    kind: str
    from_position: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status

        seats = self.seats

        open_seats = self.open_seats

        round_ = self.round_

        phase = self.phase

        created_at = self.created_at

        from_position = self.from_position

        kind = self.kind


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "status": status,
            "seats": seats,
            "open_seats": open_seats,
            "round": round_,
            "phase": phase,
            "created_at": created_at,
            "from_position": from_position,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = d.pop("status")

        seats = d.pop("seats")

        open_seats = d.pop("open_seats")

        round_ = d.pop("round")

        phase = d.pop("phase")

        created_at = d.pop("created_at")

        from_position = d.pop("from_position")

        kind = d.pop("kind")

        game_summary = cls(
            id=id,
            status=status,
            seats=seats,
            open_seats=open_seats,
            round_=round_,
            phase=phase,
            created_at=created_at,
            from_position=from_position,
            kind=kind,
        )


        game_summary.additional_properties = d
        return game_summary

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
