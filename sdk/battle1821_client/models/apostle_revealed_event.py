from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="ApostleRevealedEvent")



@_attrs_define
class ApostleRevealedEvent:
    """ 
        Attributes:
            card (str): A card id (Event `e..` or Apostle `a..`, `GET /rules`).
            title (str): The card's title.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['apostle_revealed']): The discriminator: which kind of object this is. Default:
                'apostle_revealed'.
     """

    card: str
    title: str
    seq: int
    version: int
    type_: Literal['apostle_revealed'] = 'apostle_revealed'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        title = self.title

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "title": title,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        title = d.pop("title")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['apostle_revealed'] , d.pop("type"))
        if type_ != 'apostle_revealed':
            raise ValueError(f"type must match const 'apostle_revealed', got '{type_}'")

        apostle_revealed_event = cls(
            card=card,
            title=title,
            seq=seq,
            version=version,
            type_=type_,
        )


        apostle_revealed_event.additional_properties = d
        return apostle_revealed_event

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
