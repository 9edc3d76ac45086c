from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.kind_rules_rules import KindRulesRules
  from ..models.kind_schemas import KindSchemas





T = TypeVar("T", bound="KindRules")



@_attrs_define
class KindRules:
    """ 
        Attributes:
            name (str): The kind's id.
            rules_version (str): The rules version this data belongs to.
            rules (KindRulesRules): The kind's rules data (its board, tables and cards).
            action_types (list[str]): The `type` of each action.
            event_types (list[str]): The `type` of each log event.
            schemas (KindSchemas): The JSON Schemas of its types.
     """

    name: str
    rules_version: str
    rules: KindRulesRules
    action_types: list[str]
    event_types: list[str]
    schemas: KindSchemas
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.kind_rules_rules import KindRulesRules # noqa: PLC0415
        from battle1821_client.models.kind_schemas import KindSchemas # noqa: PLC0415
        name = self.name

        rules_version = self.rules_version

        rules = self.rules.to_dict()

        action_types = self.action_types



        event_types = self.event_types



        schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "rules_version": rules_version,
            "rules": rules,
            "action_types": action_types,
            "event_types": event_types,
            "schemas": schemas,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.kind_rules_rules import KindRulesRules # noqa: PLC0415
        from battle1821_client.models.kind_schemas import KindSchemas # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        rules_version = d.pop("rules_version")

        rules = KindRulesRules.from_dict(d.pop("rules"))




        action_types = cast(list[str], d.pop("action_types"))


        event_types = cast(list[str], d.pop("event_types"))


        schemas = KindSchemas.from_dict(d.pop("schemas"))




        kind_rules = cls(
            name=name,
            rules_version=rules_version,
            rules=rules,
            action_types=action_types,
            event_types=event_types,
            schemas=schemas,
        )


        kind_rules.additional_properties = d
        return kind_rules

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
