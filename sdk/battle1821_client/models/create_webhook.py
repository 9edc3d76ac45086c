from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_webhook_kinds_type_0_item import CreateWebhookKindsType0Item
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreateWebhook")



@_attrs_define
class CreateWebhook:
    """ Where to send and which kinds

        Attributes:
            url (str): The endpoint notifications are POSTed to: https, to a public address.
            kinds (list[CreateWebhookKindsType0Item] | None | Unset): Which notifications: `your_turn`, `ally_requested`,
                `game_ended`, `clock_low`, `message` (all when omitted).
     """

    url: str
    kinds: list[CreateWebhookKindsType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        kinds: list[str] | None | Unset
        if isinstance(self.kinds, Unset):
            kinds = UNSET
        elif isinstance(self.kinds, list):
            kinds = []
            for kinds_type_0_item_data in self.kinds:
                kinds_type_0_item = kinds_type_0_item_data.value
                kinds.append(kinds_type_0_item)


        else:
            kinds = self.kinds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if kinds is not UNSET:
            field_dict["kinds"] = kinds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        def _parse_kinds(data: object) -> list[CreateWebhookKindsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                kinds_type_0 = []
                _kinds_type_0 = data
                for kinds_type_0_item_data in (_kinds_type_0):
                    kinds_type_0_item = CreateWebhookKindsType0Item(kinds_type_0_item_data)



                    kinds_type_0.append(kinds_type_0_item)

                return kinds_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CreateWebhookKindsType0Item] | None | Unset, data)

        kinds = _parse_kinds(d.pop("kinds", UNSET))


        create_webhook = cls(
            url=url,
            kinds=kinds,
        )

        return create_webhook

