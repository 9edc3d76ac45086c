from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansRerolledEvent")



@_attrs_define
class OttomansRerolledEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            what (str): What the roll is about: the action a Weather roll may prevent (`attack`, `move`, ...), or the die
                re-rolled (27.2 Jesuits/Sufis).
            before (int | list[int]): The die (or dice) before the re-roll.
            after (int | list[int]): The die (or dice) after the re-roll: the second roll stands (O80).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['rerolled']): The discriminator: which kind of object this is. Default: 'rerolled'.
     """

    seat: int
    what: str
    before: int | list[int]
    after: int | list[int]
    seq: int
    version: int
    type_: Literal['rerolled'] = 'rerolled'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        what = self.what

        before: int | list[int]
        if isinstance(self.before, list):
            before = self.before


        else:
            before = self.before

        after: int | list[int]
        if isinstance(self.after, list):
            after = self.after


        else:
            after = self.after

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "what": what,
            "before": before,
            "after": after,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        what = d.pop("what")

        def _parse_before(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                before_type_1 = cast(list[int], data)

                return before_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        before = _parse_before(d.pop("before"))


        def _parse_after(data: object) -> int | list[int]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                after_type_1 = cast(list[int], data)

                return after_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[int], data)

        after = _parse_after(d.pop("after"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['rerolled'] , d.pop("type"))
        if type_ != 'rerolled':
            raise ValueError(f"type must match const 'rerolled', got '{type_}'")

        ottomans_rerolled_event = cls(
            seat=seat,
            what=what,
            before=before,
            after=after,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_rerolled_event.additional_properties = d
        return ottomans_rerolled_event

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
