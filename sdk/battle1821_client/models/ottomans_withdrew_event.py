from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansWithdrewEvent")



@_attrs_define
class OttomansWithdrewEvent:
    """ 
        Attributes:
            seat (int | None): A seat number (0-3).
            pieces (list[str]): Pieces (units and leaders), by their names.
            to (None | str): Where to: an area or city (its name); in an option, the places one may go to.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['withdrew']): The discriminator: which kind of object this is. Default: 'withdrew'.
     """

    seat: int | None
    pieces: list[str]
    to: None | str
    seq: int
    version: int
    type_: Literal['withdrew'] = 'withdrew'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        pieces = self.pieces



        to: None | str
        to = self.to

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "pieces": pieces,
            "to": to,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        pieces = cast(list[str], d.pop("pieces"))


        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['withdrew'] , d.pop("type"))
        if type_ != 'withdrew':
            raise ValueError(f"type must match const 'withdrew', got '{type_}'")

        ottomans_withdrew_event = cls(
            seat=seat,
            pieces=pieces,
            to=to,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_withdrew_event.additional_properties = d
        return ottomans_withdrew_event

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
