from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="StandingOrdersSetEvent")



@_attrs_define
class StandingOrdersSetEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            call_ally (str): Standing order for calling an Ally (R19): `ask`, `always`, `never`.
            answer_ally (str): Standing order for answering an Ally request (R19): `ask`, `accept`, `decline`.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['standing_orders_set']): The discriminator: which kind of object this is. Default:
                'standing_orders_set'.
     """

    seat: int
    call_ally: str
    answer_ally: str
    seq: int
    version: int
    type_: Literal['standing_orders_set'] = 'standing_orders_set'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        call_ally = self.call_ally

        answer_ally = self.answer_ally

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "call_ally": call_ally,
            "answer_ally": answer_ally,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        call_ally = d.pop("call_ally")

        answer_ally = d.pop("answer_ally")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['standing_orders_set'] , d.pop("type"))
        if type_ != 'standing_orders_set':
            raise ValueError(f"type must match const 'standing_orders_set', got '{type_}'")

        standing_orders_set_event = cls(
            seat=seat,
            call_ally=call_ally,
            answer_ally=answer_ally,
            seq=seq,
            version=version,
            type_=type_,
        )


        standing_orders_set_event.additional_properties = d
        return standing_orders_set_event

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
