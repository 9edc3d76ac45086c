from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OttomansHeldMoveView")



@_attrs_define
class OttomansHeldMoveView:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            pieces (list[str]): Pieces (units and leaders), by their names.
            to (str): Where to: an area or city (its name); in an option, the places one may go to.
            fleets (list[str] | Unset): Fleets (names) (16.0).
            leader (None | str | Unset): A leader, by its name (null: none) (15.0).
            military_advance (bool | Unset): The move plays Military Advance (1), Enhanced Movement (27.2): spent even if
                Weather stops it. Default: False.
            truce (bool | Unset): The move plays Truce (27.2): spent even if Weather stops it. Default: False.
     """

    seat: int
    pieces: list[str]
    to: str
    fleets: list[str] | Unset = UNSET
    leader: None | str | Unset = UNSET
    military_advance: bool | Unset = False
    truce: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        pieces = self.pieces



        to = self.to

        fleets: list[str] | Unset = UNSET
        if not isinstance(self.fleets, Unset):
            fleets = self.fleets



        leader: None | str | Unset
        if isinstance(self.leader, Unset):
            leader = UNSET
        else:
            leader = self.leader

        military_advance = self.military_advance

        truce = self.truce


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "pieces": pieces,
            "to": to,
        })
        if fleets is not UNSET:
            field_dict["fleets"] = fleets
        if leader is not UNSET:
            field_dict["leader"] = leader
        if military_advance is not UNSET:
            field_dict["military_advance"] = military_advance
        if truce is not UNSET:
            field_dict["truce"] = truce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        pieces = cast(list[str], d.pop("pieces"))


        to = d.pop("to")

        fleets = cast(list[str], d.pop("fleets", UNSET))


        def _parse_leader(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader = _parse_leader(d.pop("leader", UNSET))


        military_advance = d.pop("military_advance", UNSET)

        truce = d.pop("truce", UNSET)

        ottomans_held_move_view = cls(
            seat=seat,
            pieces=pieces,
            to=to,
            fleets=fleets,
            leader=leader,
            military_advance=military_advance,
            truce=truce,
        )


        ottomans_held_move_view.additional_properties = d
        return ottomans_held_move_view

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
