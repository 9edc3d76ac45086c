from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansGameCancelledEvent")



@_attrs_define
class OttomansGameCancelledEvent:
    """ 
        Attributes:
            previous_status (str): The status before the cancel.
            round_ (int): The game turn (1, 2, ...).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['game_cancelled']): The discriminator: which kind of object this is. Default: 'game_cancelled'.
     """

    previous_status: str
    round_: int
    seq: int
    version: int
    type_: Literal['game_cancelled'] = 'game_cancelled'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        previous_status = self.previous_status

        round_ = self.round_

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "previous_status": previous_status,
            "round": round_,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        previous_status = d.pop("previous_status")

        round_ = d.pop("round")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['game_cancelled'] , d.pop("type"))
        if type_ != 'game_cancelled':
            raise ValueError(f"type must match const 'game_cancelled', got '{type_}'")

        ottomans_game_cancelled_event = cls(
            previous_status=previous_status,
            round_=round_,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_game_cancelled_event.additional_properties = d
        return ottomans_game_cancelled_event

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
