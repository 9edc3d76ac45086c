from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansForagedEvent")



@_attrs_define
class OttomansForagedEvent:
    """ 
        Attributes:
            area (str): An area (a region or a sea), by its name.
            city (None | str): A city, by its name (null: none).
            eliminated (list[str]): The pieces eliminated (names).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['foraged']): The discriminator: which kind of object this is. Default: 'foraged'.
     """

    area: str
    city: None | str
    eliminated: list[str]
    seq: int
    version: int
    type_: Literal['foraged'] = 'foraged'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        city: None | str
        city = self.city

        eliminated = self.eliminated



        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area": area,
            "city": city,
            "eliminated": eliminated,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))


        eliminated = cast(list[str], d.pop("eliminated"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['foraged'] , d.pop("type"))
        if type_ != 'foraged':
            raise ValueError(f"type must match const 'foraged', got '{type_}'")

        ottomans_foraged_event = cls(
            area=area,
            city=city,
            eliminated=eliminated,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_foraged_event.additional_properties = d
        return ottomans_foraged_event

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
