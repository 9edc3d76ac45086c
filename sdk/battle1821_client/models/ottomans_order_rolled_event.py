from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansOrderRolledEvent")



@_attrs_define
class OttomansOrderRolledEvent:
    """ 
        Attributes:
            why (str): Why, in words (the rule).
            rolls (list[list[int]]): The dice each seat rolled, by round of the roll-off (4.1, 5.1).
            order (list[int]): The seats in turn order this turn (5.1 initiative).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['order_rolled']): The discriminator: which kind of object this is. Default: 'order_rolled'.
     """

    why: str
    rolls: list[list[int]]
    order: list[int]
    seq: int
    version: int
    type_: Literal['order_rolled'] = 'order_rolled'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        why = self.why

        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data


            rolls.append(rolls_item)



        order = self.order



        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "why": why,
            "rolls": rolls,
            "order": order,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        why = d.pop("why")

        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = cast(list[int], rolls_item_data)

            rolls.append(rolls_item)


        order = cast(list[int], d.pop("order"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['order_rolled'] , d.pop("type"))
        if type_ != 'order_rolled':
            raise ValueError(f"type must match const 'order_rolled', got '{type_}'")

        ottomans_order_rolled_event = cls(
            why=why,
            rolls=rolls,
            order=order,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_order_rolled_event.additional_properties = d
        return ottomans_order_rolled_event

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
