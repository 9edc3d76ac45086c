from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.api_key_out_scopes_item import ApiKeyOutScopesItem
from typing import cast






T = TypeVar("T", bound="ApiKeyOut")



@_attrs_define
class ApiKeyOut:
    """ 
        Attributes:
            id (str): The key's id: `key_` + 16 hex digits.
            label (str): The key's label.
            scopes (list[ApiKeyOutScopesItem]): What the key may do (`play`, `bot`, `read`).
            created_at (str): RFC 3339 UTC time.
     """

    id: str
    label: str
    scopes: list[ApiKeyOutScopesItem]
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)



        created_at = self.created_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "label": label,
            "scopes": scopes,
            "created_at": created_at,
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
            scopes_item = ApiKeyOutScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        created_at = d.pop("created_at")

        api_key_out = cls(
            id=id,
            label=label,
            scopes=scopes,
            created_at=created_at,
        )


        api_key_out.additional_properties = d
        return api_key_out

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
