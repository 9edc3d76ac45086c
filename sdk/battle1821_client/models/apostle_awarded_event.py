from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="ApostleAwardedEvent")



@_attrs_define
class ApostleAwardedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            card (str): A card id (Event `e..` or Apostle `a..`, `GET /rules`).
            title (str): The card's title.
            fame (int): Fame points (R25-R26).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['apostle_awarded']): The discriminator: which kind of object this is. Default: 'apostle_awarded'.
     """

    seat: int
    card: str
    title: str
    fame: int
    seq: int
    version: int
    type_: Literal['apostle_awarded'] = 'apostle_awarded'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        title = self.title

        fame = self.fame

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "card": card,
            "title": title,
            "fame": fame,
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

        title = d.pop("title")

        fame = d.pop("fame")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['apostle_awarded'] , d.pop("type"))
        if type_ != 'apostle_awarded':
            raise ValueError(f"type must match const 'apostle_awarded', got '{type_}'")

        apostle_awarded_event = cls(
            seat=seat,
            card=card,
            title=title,
            fame=fame,
            seq=seq,
            version=version,
            type_=type_,
        )


        apostle_awarded_event.additional_properties = d
        return apostle_awarded_event

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
