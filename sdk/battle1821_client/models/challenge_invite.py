from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.challenge_invite_status import ChallengeInviteStatus






T = TypeVar("T", bound="ChallengeInvite")



@_attrs_define
class ChallengeInvite:
    """ 
        Attributes:
            account (str): The account's id: `acc_` + 16 hex digits.
            seat (int): The seat held for it.
            status (ChallengeInviteStatus): Its answer so far.
     """

    account: str
    seat: int
    status: ChallengeInviteStatus
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        account = self.account

        seat = self.seat

        status = self.status.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "account": account,
            "seat": seat,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        account = d.pop("account")

        seat = d.pop("seat")

        status = ChallengeInviteStatus(d.pop("status"))




        challenge_invite = cls(
            account=account,
            seat=seat,
            status=status,
        )


        challenge_invite.additional_properties = d
        return challenge_invite

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
