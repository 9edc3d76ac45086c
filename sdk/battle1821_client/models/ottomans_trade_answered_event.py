from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansTradeAnsweredEvent")



@_attrs_define
class OttomansTradeAnsweredEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            by (int): The seat that made the proposal or the move (-1: none).
            accept (bool): True to accept the proposal (27.2 Trade Agreement).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['trade_answered']): The discriminator: which kind of object this is. Default: 'trade_answered'.
     """

    seat: int
    by: int
    accept: bool
    seq: int
    version: int
    type_: Literal['trade_answered'] = 'trade_answered'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        by = self.by

        accept = self.accept

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "by": by,
            "accept": accept,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        by = d.pop("by")

        accept = d.pop("accept")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['trade_answered'] , d.pop("type"))
        if type_ != 'trade_answered':
            raise ValueError(f"type must match const 'trade_answered', got '{type_}'")

        ottomans_trade_answered_event = cls(
            seat=seat,
            by=by,
            accept=accept,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_trade_answered_event.additional_properties = d
        return ottomans_trade_answered_event

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
