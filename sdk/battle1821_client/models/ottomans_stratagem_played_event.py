from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansStratagemPlayedEvent")



@_attrs_define
class OttomansStratagemPlayedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['stratagem_played']): The discriminator: which kind of object this is. Default:
                'stratagem_played'.
            die (int | None | Unset): The die rolled (1-6), or null.
     """

    seat: int
    stratagem: str
    seq: int
    version: int
    type_: Literal['stratagem_played'] = 'stratagem_played'
    die: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stratagem = self.stratagem

        seq = self.seq

        version = self.version

        type_ = self.type_

        die: int | None | Unset
        if isinstance(self.die, Unset):
            die = UNSET
        else:
            die = self.die


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "stratagem": stratagem,
            "seq": seq,
            "version": version,
            "type": type_,
        })
        if die is not UNSET:
            field_dict["die"] = die

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        stratagem = d.pop("stratagem")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['stratagem_played'] , d.pop("type"))
        if type_ != 'stratagem_played':
            raise ValueError(f"type must match const 'stratagem_played', got '{type_}'")

        def _parse_die(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        die = _parse_die(d.pop("die", UNSET))


        ottomans_stratagem_played_event = cls(
            seat=seat,
            stratagem=stratagem,
            seq=seq,
            version=version,
            type_=type_,
            die=die,
        )


        ottomans_stratagem_played_event.additional_properties = d
        return ottomans_stratagem_played_event

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
