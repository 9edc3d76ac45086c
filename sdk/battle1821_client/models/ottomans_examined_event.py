from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansExaminedEvent")



@_attrs_define
class OttomansExaminedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            target (int): The seat targeted (27.2), or null.
            count (int): How many counters.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['examined']): The discriminator: which kind of object this is. Default: 'examined'.
            taken (int | Unset): How many of the examined stratagems moved to the spying seat's hand (20.0 espionage).
                Default: 0.
            counters (list[str] | None | Unset): The counters drawn or returned: named to their seat's view only, null in
                the log everyone reads (19.3).
     """

    seat: int
    target: int
    count: int
    seq: int
    version: int
    type_: Literal['examined'] = 'examined'
    taken: int | Unset = 0
    counters: list[str] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        count = self.count

        seq = self.seq

        version = self.version

        type_ = self.type_

        taken = self.taken

        counters: list[str] | None | Unset
        if isinstance(self.counters, Unset):
            counters = UNSET
        elif isinstance(self.counters, list):
            counters = self.counters


        else:
            counters = self.counters


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "target": target,
            "count": count,
            "seq": seq,
            "version": version,
            "type": type_,
        })
        if taken is not UNSET:
            field_dict["taken"] = taken
        if counters is not UNSET:
            field_dict["counters"] = counters

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        count = d.pop("count")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['examined'] , d.pop("type"))
        if type_ != 'examined':
            raise ValueError(f"type must match const 'examined', got '{type_}'")

        taken = d.pop("taken", UNSET)

        def _parse_counters(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                counters_type_0 = cast(list[str], data)

                return counters_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        counters = _parse_counters(d.pop("counters", UNSET))


        ottomans_examined_event = cls(
            seat=seat,
            target=target,
            count=count,
            seq=seq,
            version=version,
            type_=type_,
            taken=taken,
            counters=counters,
        )


        ottomans_examined_event.additional_properties = d
        return ottomans_examined_event

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
