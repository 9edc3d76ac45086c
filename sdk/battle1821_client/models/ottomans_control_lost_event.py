from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansControlLostEvent")



@_attrs_define
class OttomansControlLostEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            to (int | None): Where to: an area or city (its name); in an option, the places one may go to.
            why (str): Why, in words (the rule).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['control_lost']): The discriminator: which kind of object this is. Default: 'control_lost'.
     """

    seat: int
    stratagem: str
    to: int | None
    why: str
    seq: int
    version: int
    type_: Literal['control_lost'] = 'control_lost'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stratagem = self.stratagem

        to: int | None
        to = self.to

        why = self.why

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "stratagem": stratagem,
            "to": to,
            "why": why,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        stratagem = d.pop("stratagem")

        def _parse_to(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to = _parse_to(d.pop("to"))


        why = d.pop("why")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['control_lost'] , d.pop("type"))
        if type_ != 'control_lost':
            raise ValueError(f"type must match const 'control_lost', got '{type_}'")

        ottomans_control_lost_event = cls(
            seat=seat,
            stratagem=stratagem,
            to=to,
            why=why,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_control_lost_event.additional_properties = d
        return ottomans_control_lost_event

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
