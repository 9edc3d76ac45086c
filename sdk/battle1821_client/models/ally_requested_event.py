from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="AllyRequestedEvent")



@_attrs_define
class AllyRequestedEvent:
    """ 
        Attributes:
            battle (int): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            candidates (list[int]): Seats that may still be asked as Ally, in order (R18).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['ally_requested']): The discriminator: which kind of object this is. Default: 'ally_requested'.
     """

    battle: int
    seat: int
    candidates: list[int]
    seq: int
    version: int
    type_: Literal['ally_requested'] = 'ally_requested'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        battle = self.battle

        seat = self.seat

        candidates = self.candidates



        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "battle": battle,
            "seat": seat,
            "candidates": candidates,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        battle = d.pop("battle")

        seat = d.pop("seat")

        candidates = cast(list[int], d.pop("candidates"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['ally_requested'] , d.pop("type"))
        if type_ != 'ally_requested':
            raise ValueError(f"type must match const 'ally_requested', got '{type_}'")

        ally_requested_event = cls(
            battle=battle,
            seat=seat,
            candidates=candidates,
            seq=seq,
            version=version,
            type_=type_,
        )


        ally_requested_event.additional_properties = d
        return ally_requested_event

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
