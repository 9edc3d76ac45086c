from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansPillagedEvent")



@_attrs_define
class OttomansPillagedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            area (str): An area (a region or a sea), by its name.
            strength (int): The pillage (23.2) or colonization (24.2) strength, without the stratagems expended in an
                option.
            value (int): The defence value the pillage or colonization is resolved against (23.2, 24.2).
            column (str): The odds column of the combat results table (9.2).
            die (int): The die rolled (1-6), or null.
            result (str): The combat result (9.2 CRT).
            success (bool): The pillage or colonization succeeded (DE: its marker placed; a pillage draws stratagems, a
                colonization changes the region's and its units' colour); false: a local revolt (23.2, 24.2).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['pillaged']): The discriminator: which kind of object this is. Default: 'pillaged'.
     """

    seat: int
    area: str
    strength: int
    value: int
    column: str
    die: int
    result: str
    success: bool
    seq: int
    version: int
    type_: Literal['pillaged'] = 'pillaged'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        area = self.area

        strength = self.strength

        value = self.value

        column = self.column

        die = self.die

        result = self.result

        success = self.success

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "area": area,
            "strength": strength,
            "value": value,
            "column": column,
            "die": die,
            "result": result,
            "success": success,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        area = d.pop("area")

        strength = d.pop("strength")

        value = d.pop("value")

        column = d.pop("column")

        die = d.pop("die")

        result = d.pop("result")

        success = d.pop("success")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['pillaged'] , d.pop("type"))
        if type_ != 'pillaged':
            raise ValueError(f"type must match const 'pillaged', got '{type_}'")

        ottomans_pillaged_event = cls(
            seat=seat,
            area=area,
            strength=strength,
            value=value,
            column=column,
            die=die,
            result=result,
            success=success,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_pillaged_event.additional_properties = d
        return ottomans_pillaged_event

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
