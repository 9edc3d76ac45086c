from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rules_action_schema import RulesActionSchema
  from ..models.rules_apostles import RulesApostles
  from ..models.rules_board import RulesBoard
  from ..models.rules_event_schema import RulesEventSchema
  from ..models.rules_events import RulesEvents
  from ..models.rules_legal_action_schema import RulesLegalActionSchema





T = TypeVar("T", bound="Rules")



@_attrs_define
class Rules:
    """ 
        Attributes:
            board (RulesBoard):
            events (RulesEvents):
            apostles (RulesApostles):
            action_schema (RulesActionSchema): JSON Schema of `Action`.
            legal_action_schema (RulesLegalActionSchema): JSON Schema of a legal-action option.
            event_schema (RulesEventSchema): JSON Schema of a log event.
            action_types (list[str]): Every action `type`.
            event_types (list[str]): Every log event `type`.
     """

    board: RulesBoard
    events: RulesEvents
    apostles: RulesApostles
    action_schema: RulesActionSchema
    legal_action_schema: RulesLegalActionSchema
    event_schema: RulesEventSchema
    action_types: list[str]
    event_types: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.rules_action_schema import RulesActionSchema # noqa: PLC0415
        from battle1821_client.models.rules_apostles import RulesApostles # noqa: PLC0415
        from battle1821_client.models.rules_board import RulesBoard # noqa: PLC0415
        from battle1821_client.models.rules_event_schema import RulesEventSchema # noqa: PLC0415
        from battle1821_client.models.rules_events import RulesEvents # noqa: PLC0415
        from battle1821_client.models.rules_legal_action_schema import RulesLegalActionSchema # noqa: PLC0415
        board = self.board.to_dict()

        events = self.events.to_dict()

        apostles = self.apostles.to_dict()

        action_schema = self.action_schema.to_dict()

        legal_action_schema = self.legal_action_schema.to_dict()

        event_schema = self.event_schema.to_dict()

        action_types = self.action_types



        event_types = self.event_types




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "events": events,
            "apostles": apostles,
            "action_schema": action_schema,
            "legal_action_schema": legal_action_schema,
            "event_schema": event_schema,
            "action_types": action_types,
            "event_types": event_types,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.rules_action_schema import RulesActionSchema # noqa: PLC0415
        from battle1821_client.models.rules_apostles import RulesApostles # noqa: PLC0415
        from battle1821_client.models.rules_board import RulesBoard # noqa: PLC0415
        from battle1821_client.models.rules_event_schema import RulesEventSchema # noqa: PLC0415
        from battle1821_client.models.rules_events import RulesEvents # noqa: PLC0415
        from battle1821_client.models.rules_legal_action_schema import RulesLegalActionSchema # noqa: PLC0415
        d = dict(src_dict)
        board = RulesBoard.from_dict(d.pop("board"))




        events = RulesEvents.from_dict(d.pop("events"))




        apostles = RulesApostles.from_dict(d.pop("apostles"))




        action_schema = RulesActionSchema.from_dict(d.pop("action_schema"))




        legal_action_schema = RulesLegalActionSchema.from_dict(d.pop("legal_action_schema"))




        event_schema = RulesEventSchema.from_dict(d.pop("event_schema"))




        action_types = cast(list[str], d.pop("action_types"))


        event_types = cast(list[str], d.pop("event_types"))


        rules = cls(
            board=board,
            events=events,
            apostles=apostles,
            action_schema=action_schema,
            legal_action_schema=legal_action_schema,
            event_schema=event_schema,
            action_types=action_types,
            event_types=event_types,
        )


        rules.additional_properties = d
        return rules

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
