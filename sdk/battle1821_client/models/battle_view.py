from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BattleView")



@_attrs_define
class BattleView:
    """ 
        Attributes:
            number (int): Its number (1, 2, ...).
            kind (str): `greek_attack` (a player attacks, R11-R16) or `ottoman_attack` (the Ottoman phase, R22).
            region (str): A region's board id (see `GET /rules` `board.regions`).
            origin (None | str): The region the pieces come from (board id).
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            greek_infantry (int): Infantry pieces (each strength 1, R2).
            greek_cannons (int): Cannon pieces (each strength 3, R2).
            ottomans (int): Ottoman pieces (each strength 1).
            ally_seat (int | None): The Ally's seat.
            ally_infantry (int): The Ally's infantry.
            rolls (int): The rolls (R12-R13).
     """

    number: int
    kind: str
    region: str
    origin: None | str
    seat: int
    greek_infantry: int
    greek_cannons: int
    ottomans: int
    ally_seat: int | None
    ally_infantry: int
    rolls: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        number = self.number

        kind = self.kind

        region = self.region

        origin: None | str
        origin = self.origin

        seat = self.seat

        greek_infantry = self.greek_infantry

        greek_cannons = self.greek_cannons

        ottomans = self.ottomans

        ally_seat: int | None
        ally_seat = self.ally_seat

        ally_infantry = self.ally_infantry

        rolls = self.rolls


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "kind": kind,
            "region": region,
            "origin": origin,
            "seat": seat,
            "greek_infantry": greek_infantry,
            "greek_cannons": greek_cannons,
            "ottomans": ottomans,
            "ally_seat": ally_seat,
            "ally_infantry": ally_infantry,
            "rolls": rolls,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        kind = d.pop("kind")

        region = d.pop("region")

        def _parse_origin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        origin = _parse_origin(d.pop("origin"))


        seat = d.pop("seat")

        greek_infantry = d.pop("greek_infantry")

        greek_cannons = d.pop("greek_cannons")

        ottomans = d.pop("ottomans")

        def _parse_ally_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ally_seat = _parse_ally_seat(d.pop("ally_seat"))


        ally_infantry = d.pop("ally_infantry")

        rolls = d.pop("rolls")

        battle_view = cls(
            number=number,
            kind=kind,
            region=region,
            origin=origin,
            seat=seat,
            greek_infantry=greek_infantry,
            greek_cannons=greek_cannons,
            ottomans=ottomans,
            ally_seat=ally_seat,
            ally_infantry=ally_infantry,
            rolls=rolls,
        )


        battle_view.additional_properties = d
        return battle_view

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
