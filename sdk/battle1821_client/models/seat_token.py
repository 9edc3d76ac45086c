from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SeatToken")



@_attrs_define
class SeatToken:
    """ 
        Attributes:
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            name (str): The player's name.
            token (str): The seat token, shown once: `Authorization: Bearer <token>`.
            account (None | str): The account holding the seat (`GET /accounts/{account_id}`); null for a seat taken without
                one.
     """

    seat: int
    name: str
    token: str
    account: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        token = self.token

        account: None | str
        account = self.account


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "name": name,
            "token": token,
            "account": account,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        token = d.pop("token")

        def _parse_account(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        account = _parse_account(d.pop("account"))


        seat_token = cls(
            seat=seat,
            name=name,
            token=token,
            account=account,
        )


        seat_token.additional_properties = d
        return seat_token

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
