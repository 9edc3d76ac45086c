from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="TurnOrderEvent")



@_attrs_define
class TurnOrderEvent:
    """ 
        Attributes:
            first_player (int): The seat that plays first (R6).
            order (list[int]): Seats in turn order (R6).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['turn_order']): The discriminator: which kind of object this is. Default: 'turn_order'.
     """

    first_player: int
    order: list[int]
    seq: int
    version: int
    type_: Literal['turn_order'] = 'turn_order'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        order = self.order



        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "first_player": first_player,
            "order": order,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_player = d.pop("first_player")

        order = cast(list[int], d.pop("order"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['turn_order'] , d.pop("type"))
        if type_ != 'turn_order':
            raise ValueError(f"type must match const 'turn_order', got '{type_}'")

        turn_order_event = cls(
            first_player=first_player,
            order=order,
            seq=seq,
            version=version,
            type_=type_,
        )


        turn_order_event.additional_properties = d
        return turn_order_event

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
