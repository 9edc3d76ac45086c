from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="JoinGame")



@_attrs_define
class JoinGame:
    """ 
        Attributes:
            name (str): At most 40 characters; no control, bidi-override or noncharacter code points. The API also refuses
                invisible characters and mixed-script look-alikes (400 invalid_name)
            seat (int | None | Unset): A seat number (0-3; -1 for none / the Ottomans where allowed).
     """

    name: str
    seat: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        join_game = cls(
            name=name,
            seat=seat,
        )

        return join_game

