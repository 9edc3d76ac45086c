from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="Message")



@_attrs_define
class Message:
    """ The message.

        Attributes:
            seq (int): The message's number in the game's table talk: 1, 2, ... (its own count, not an event seq; `after` of
                the message reads resumes after it).
            at (str): When it was posted (RFC 3339 UTC).
            seat (int | None): The seat that posted it; null: the host (host token).
            name (str): The sender's player name when posted (`host` for the host).
            to_seat (int | None): The one seat it was sent to (a private message, read by that seat and the sender only);
                null: everyone at the table.
            text (str): What was said: 1-500 characters.
     """

    seq: int
    at: str
    seat: int | None
    name: str
    to_seat: int | None
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        at = self.at

        seat: int | None
        seat = self.seat

        name = self.name

        to_seat: int | None
        to_seat = self.to_seat

        text = self.text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seq": seq,
            "at": at,
            "seat": seat,
            "name": name,
            "to_seat": to_seat,
            "text": text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        at = d.pop("at")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        name = d.pop("name")

        def _parse_to_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_seat = _parse_to_seat(d.pop("to_seat"))


        text = d.pop("text")

        message = cls(
            seq=seq,
            at=at,
            seat=seat,
            name=name,
            to_seat=to_seat,
            text=text,
        )


        message.additional_properties = d
        return message

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
