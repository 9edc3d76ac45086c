from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansPlacedEvent")



@_attrs_define
class OttomansPlacedEvent:
    """ 
        Attributes:
            region (str): A region's board id (see `GET /rules` `board.regions`).
            count (int): A number of Ottoman pieces (each strength 1).
            reason (str): Why, as a stable word (see the schema's text).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['ottomans_placed']): The discriminator: which kind of object this is. Default: 'ottomans_placed'.
     """

    region: str
    count: int
    reason: str
    seq: int
    version: int
    type_: Literal['ottomans_placed'] = 'ottomans_placed'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        count = self.count

        reason = self.reason

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "region": region,
            "count": count,
            "reason": reason,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        count = d.pop("count")

        reason = d.pop("reason")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['ottomans_placed'] , d.pop("type"))
        if type_ != 'ottomans_placed':
            raise ValueError(f"type must match const 'ottomans_placed', got '{type_}'")

        ottomans_placed_event = cls(
            region=region,
            count=count,
            reason=reason,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_placed_event.additional_properties = d
        return ottomans_placed_event

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
