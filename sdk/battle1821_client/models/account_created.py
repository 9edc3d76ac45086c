from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.account_out import AccountOut
  from ..models.api_key_created import ApiKeyCreated





T = TypeVar("T", bound="AccountCreated")



@_attrs_define
class AccountCreated:
    """ 
        Attributes:
            account (AccountOut):
            key (ApiKeyCreated):
     """

    account: AccountOut
    key: ApiKeyCreated
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.account_out import AccountOut # noqa: PLC0415
        from battle1821_client.models.api_key_created import ApiKeyCreated # noqa: PLC0415
        account = self.account.to_dict()

        key = self.key.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "account": account,
            "key": key,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.account_out import AccountOut # noqa: PLC0415
        from battle1821_client.models.api_key_created import ApiKeyCreated # noqa: PLC0415
        d = dict(src_dict)
        account = AccountOut.from_dict(d.pop("account"))




        key = ApiKeyCreated.from_dict(d.pop("key"))




        account_created = cls(
            account=account,
            key=key,
        )


        account_created.additional_properties = d
        return account_created

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
