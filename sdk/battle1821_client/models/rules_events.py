from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_card import EventCard
  from ..models.rules_events_vocabulary import RulesEventsVocabulary





T = TypeVar("T", bound="RulesEvents")



@_attrs_define
class RulesEvents:
    """ 
        Attributes:
            events (list[EventCard]): Events in `seq` order (`GameEvent`).
            vocabulary (RulesEventsVocabulary): Each effect `op`: what it does.
     """

    events: list[EventCard]
    vocabulary: RulesEventsVocabulary
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.event_card import EventCard # noqa: PLC0415
        from battle1821_client.models.rules_events_vocabulary import RulesEventsVocabulary # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        vocabulary = self.vocabulary.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "vocabulary": vocabulary,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.event_card import EventCard # noqa: PLC0415
        from battle1821_client.models.rules_events_vocabulary import RulesEventsVocabulary # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventCard.from_dict(events_item_data)



            events.append(events_item)


        vocabulary = RulesEventsVocabulary.from_dict(d.pop("vocabulary"))




        rules_events = cls(
            events=events,
            vocabulary=vocabulary,
        )


        rules_events.additional_properties = d
        return rules_events

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
