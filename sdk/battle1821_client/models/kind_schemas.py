from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.kind_schemas_actions import KindSchemasActions
  from ..models.kind_schemas_events import KindSchemasEvents
  from ..models.kind_schemas_legal_actions import KindSchemasLegalActions
  from ..models.kind_schemas_options import KindSchemasOptions
  from ..models.kind_schemas_view import KindSchemasView





T = TypeVar("T", bound="KindSchemas")



@_attrs_define
class KindSchemas:
    """ The JSON Schemas of its types.

        Attributes:
            options (KindSchemasOptions): `options` of `POST /games`.
            actions (KindSchemasActions): The action union (`POST /games/{game_id}/actions`), tagged on `type`.
            legal_actions (KindSchemasLegalActions): The legal-action options union (`GET /games/{game_id}/legal-actions`).
            view (KindSchemasView): The game view's kind-specific members (`GET /games/{game_id}`).
            events (KindSchemasEvents): The log events union (without the `seq`/`version` envelope).
     """

    options: KindSchemasOptions
    actions: KindSchemasActions
    legal_actions: KindSchemasLegalActions
    view: KindSchemasView
    events: KindSchemasEvents
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.kind_schemas_actions import KindSchemasActions # noqa: PLC0415
        from battle1821_client.models.kind_schemas_events import KindSchemasEvents # noqa: PLC0415
        from battle1821_client.models.kind_schemas_legal_actions import KindSchemasLegalActions # noqa: PLC0415
        from battle1821_client.models.kind_schemas_options import KindSchemasOptions # noqa: PLC0415
        from battle1821_client.models.kind_schemas_view import KindSchemasView # noqa: PLC0415
        options = self.options.to_dict()

        actions = self.actions.to_dict()

        legal_actions = self.legal_actions.to_dict()

        view = self.view.to_dict()

        events = self.events.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "options": options,
            "actions": actions,
            "legal_actions": legal_actions,
            "view": view,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.kind_schemas_actions import KindSchemasActions # noqa: PLC0415
        from battle1821_client.models.kind_schemas_events import KindSchemasEvents # noqa: PLC0415
        from battle1821_client.models.kind_schemas_legal_actions import KindSchemasLegalActions # noqa: PLC0415
        from battle1821_client.models.kind_schemas_options import KindSchemasOptions # noqa: PLC0415
        from battle1821_client.models.kind_schemas_view import KindSchemasView # noqa: PLC0415
        d = dict(src_dict)
        options = KindSchemasOptions.from_dict(d.pop("options"))




        actions = KindSchemasActions.from_dict(d.pop("actions"))




        legal_actions = KindSchemasLegalActions.from_dict(d.pop("legal_actions"))




        view = KindSchemasView.from_dict(d.pop("view"))




        events = KindSchemasEvents.from_dict(d.pop("events"))




        kind_schemas = cls(
            options=options,
            actions=actions,
            legal_actions=legal_actions,
            view=view,
            events=events,
        )


        kind_schemas.additional_properties = d
        return kind_schemas

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
