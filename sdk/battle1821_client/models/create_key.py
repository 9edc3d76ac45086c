from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_key_scopes_item import CreateKeyScopesItem
from typing import cast






T = TypeVar("T", bound="CreateKey")



@_attrs_define
class CreateKey:
    """ The key's label and scopes

        Attributes:
            label (str): A label to tell the key from the account's others (1-60 characters).
            scopes (list[CreateKeyScopesItem]): What the key may do: `play` takes and plays seats for a human account, `bot`
                for a bot account, `read` reads the account's own data (its keys, its event stream). A human account's keys may
                not hold `bot`, a bot account's not `play` (400 `invalid_scope`).
     """

    label: str
    scopes: list[CreateKeyScopesItem]





    def to_dict(self) -> dict[str, Any]:
        label = self.label

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "label": label,
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = CreateKeyScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        create_key = cls(
            label=label,
            scopes=scopes,
        )

        return create_key

