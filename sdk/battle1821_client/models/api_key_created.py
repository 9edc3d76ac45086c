from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.api_key_created_scopes_item import ApiKeyCreatedScopesItem
from typing import cast






T = TypeVar("T", bound="ApiKeyCreated")



@_attrs_define
class ApiKeyCreated:
    """ 
        Attributes:
            id (str): The key's id: `key_` + 16 hex digits.
            label (str): The key's label.
            scopes (list[ApiKeyCreatedScopesItem]): What the key may do (`play`, `bot`, `read`).
            created_at (str): RFC 3339 UTC time.
            key (str): The API key, shown once: `Authorization: Bearer <key>`. Keep it secret; revoke it with `DELETE
                /account/keys/{key_id}`.
     """

    id: str
    label: str
    scopes: list[ApiKeyCreatedScopesItem]
    created_at: str
    key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        created_at = self.created_at

        key = self.key


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "label": label,
            "scopes": scopes,
            "created_at": created_at,
            "key": key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = ApiKeyCreatedScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        created_at = d.pop("created_at")

        key = d.pop("key")

        api_key_created = cls(
            id=id,
            label=label,
            scopes=scopes,
            created_at=created_at,
            key=key,
        )


        api_key_created.additional_properties = d
        return api_key_created

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
