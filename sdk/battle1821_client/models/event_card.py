from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_card_effects_item import EventCardEffectsItem





T = TypeVar("T", bound="EventCard")



@_attrs_define
class EventCard:
    """ 
        Attributes:
            id (str): The card id (`E01`...).
            title (str): The card's title.
            year (int): The year of the history it tells.
            favours (str): Whom it helps: `greeks` or `ottomans`.
            text (str): The card's text.
            effects (list[EventCardEffectsItem]): What it does, in order: each `{op, ...}` (the ops: `vocabulary`).
     """

    id: str
    title: str
    year: int
    favours: str
    text: str
    effects: list[EventCardEffectsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.event_card_effects_item import EventCardEffectsItem # noqa: PLC0415
        id = self.id

        title = self.title

        year = self.year

        favours = self.favours

        text = self.text

        effects = []
        for effects_item_data in self.effects:
            effects_item = effects_item_data.to_dict()
            effects.append(effects_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "title": title,
            "year": year,
            "favours": favours,
            "text": text,
            "effects": effects,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.event_card_effects_item import EventCardEffectsItem # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        year = d.pop("year")

        favours = d.pop("favours")

        text = d.pop("text")

        effects = []
        _effects = d.pop("effects")
        for effects_item_data in (_effects):
            effects_item = EventCardEffectsItem.from_dict(effects_item_data)



            effects.append(effects_item)


        event_card = cls(
            id=id,
            title=title,
            year=year,
            favours=favours,
            text=text,
            effects=effects,
        )


        event_card.additional_properties = d
        return event_card

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
