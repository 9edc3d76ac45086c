from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansWeatherRolledEvent")



@_attrs_define
class OttomansWeatherRolledEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            die (int): The die rolled (1-6), or null.
            what (str): What the roll is about: the action a Weather roll may prevent (`attack`, `move`, ...), or the die
                re-rolled (27.2 Jesuits/Sufis).
            prevented (bool): The Weather roll (4-6) prevented it (27.2).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['weather']): The discriminator: which kind of object this is. Default: 'weather'.
     """

    seat: int
    die: int
    what: str
    prevented: bool
    seq: int
    version: int
    type_: Literal['weather'] = 'weather'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        die = self.die

        what = self.what

        prevented = self.prevented

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "die": die,
            "what": what,
            "prevented": prevented,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        die = d.pop("die")

        what = d.pop("what")

        prevented = d.pop("prevented")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['weather'] , d.pop("type"))
        if type_ != 'weather':
            raise ValueError(f"type must match const 'weather', got '{type_}'")

        ottomans_weather_rolled_event = cls(
            seat=seat,
            die=die,
            what=what,
            prevented=prevented,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_weather_rolled_event.additional_properties = d
        return ottomans_weather_rolled_event

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
