from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PostMessage")



@_attrs_define
class PostMessage:
    """ 
        Attributes:
            text (str): 1-500 characters, not only spaces, none of the code points a player name may not hold (control,
                bidi-override, noncharacter).
            to_seat (int | None | Unset): A seat of this game other than the sender's: only that seat (and the sender) may
                read it; null or absent: everyone at the table.
     """

    text: str
    to_seat: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        text = self.text

        to_seat: int | None | Unset
        if isinstance(self.to_seat, Unset):
            to_seat = UNSET
        else:
            to_seat = self.to_seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "text": text,
        })
        if to_seat is not UNSET:
            field_dict["to_seat"] = to_seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        def _parse_to_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_seat = _parse_to_seat(d.pop("to_seat", UNSET))


        post_message = cls(
            text=text,
            to_seat=to_seat,
        )

        return post_message

