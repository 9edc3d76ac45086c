from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="BlessingUsedEvent")



@_attrs_define
class BlessingUsedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            card (str): A card id (Event `e..` or Apostle `a..`, `GET /rules`).
            effect (str): What the Blessing did.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['blessing_used']): The discriminator: which kind of object this is. Default: 'blessing_used'.
     """

    seat: int
    card: str
    effect: str
    seq: int
    version: int
    type_: Literal['blessing_used'] = 'blessing_used'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        effect = self.effect

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "card": card,
            "effect": effect,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        effect = d.pop("effect")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['blessing_used'] , d.pop("type"))
        if type_ != 'blessing_used':
            raise ValueError(f"type must match const 'blessing_used', got '{type_}'")

        blessing_used_event = cls(
            seat=seat,
            card=card,
            effect=effect,
            seq=seq,
            version=version,
            type_=type_,
        )


        blessing_used_event.additional_properties = d
        return blessing_used_event

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
