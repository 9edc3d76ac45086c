from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_account_scopes_type_0_item import CreateAccountScopesType0Item
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CreateAccount")



@_attrs_define
class CreateAccount:
    """ The account's name, bot or not, its first key's label and scopes

        Attributes:
            name (str): The account's name, unique: 1-40 characters, no invisible character, no mixed-script look-alike (400
                `invalid_name`), and no other account's name up to case and look-alike letters (409 `name_taken`).
            bot (bool | Unset): A bot account (a program plays it). Default: False.
            key_label (str | Unset): A label to tell the key from the account's others (1-60 characters). Default: 'first
                key'.
            scopes (list[CreateAccountScopesType0Item] | None | Unset): What the key may do: `play` takes and plays seats
                for a human account, `bot` for a bot account, `read` reads the account's own data (its keys, its event stream).
                A human account's keys may not hold `bot`, a bot account's not `play` (400 `invalid_scope`).
     """

    name: str
    bot: bool | Unset = False
    key_label: str | Unset = 'first key'
    scopes: list[CreateAccountScopesType0Item] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot = self.bot

        key_label = self.key_label

        scopes: list[str] | None | Unset
        if isinstance(self.scopes, Unset):
            scopes = UNSET
        elif isinstance(self.scopes, list):
            scopes = []
            for scopes_type_0_item_data in self.scopes:
                scopes_type_0_item = scopes_type_0_item_data.value
                scopes.append(scopes_type_0_item)


        else:
            scopes = self.scopes


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if bot is not UNSET:
            field_dict["bot"] = bot
        if key_label is not UNSET:
            field_dict["key_label"] = key_label
        if scopes is not UNSET:
            field_dict["scopes"] = scopes

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        bot = d.pop("bot", UNSET)

        key_label = d.pop("key_label", UNSET)

        def _parse_scopes(data: object) -> list[CreateAccountScopesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scopes_type_0 = []
                _scopes_type_0 = data
                for scopes_type_0_item_data in (_scopes_type_0):
                    scopes_type_0_item = CreateAccountScopesType0Item(scopes_type_0_item_data)



                    scopes_type_0.append(scopes_type_0_item)

                return scopes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[CreateAccountScopesType0Item] | None | Unset, data)

        scopes = _parse_scopes(d.pop("scopes", UNSET))


        create_account = cls(
            name=name,
            bot=bot,
            key_label=key_label,
            scopes=scopes,
        )

        return create_account

