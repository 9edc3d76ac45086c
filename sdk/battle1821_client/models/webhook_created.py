from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="WebhookCreated")



@_attrs_define
class WebhookCreated:
    """ 
        Attributes:
            id (str): The identifier.
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            url (str): The endpoint notifications are POSTed to: https, to a public address.
            kinds (list[str]): Which notifications: `your_turn`, `ally_requested`, `game_ended`, `clock_low`, `message` (all
                when omitted).
            status (str): `active`.
            failures (int): Notifications in a row that were never delivered (3 disable the subscription).
            created_at (str): RFC 3339 UTC time.
            disabled_reason (None | str): Why the subscription was disabled, for people; null while active.
            secret (str): The signing secret (`whsec_` + base64), shown this once: verify `webhook-signature` with it.
     """

    id: str
    seat: int
    url: str
    kinds: list[str]
    status: str
    failures: int
    created_at: str
    disabled_reason: None | str
    secret: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        seat = self.seat

        url = self.url

        kinds = self.kinds



        status = self.status

        failures = self.failures

        created_at = self.created_at

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        secret = self.secret


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "seat": seat,
            "url": url,
            "kinds": kinds,
            "status": status,
            "failures": failures,
            "created_at": created_at,
            "disabled_reason": disabled_reason,
            "secret": secret,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        seat = d.pop("seat")

        url = d.pop("url")

        kinds = cast(list[str], d.pop("kinds"))


        status = d.pop("status")

        failures = d.pop("failures")

        created_at = d.pop("created_at")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))


        secret = d.pop("secret")

        webhook_created = cls(
            id=id,
            seat=seat,
            url=url,
            kinds=kinds,
            status=status,
            failures=failures,
            created_at=created_at,
            disabled_reason=disabled_reason,
            secret=secret,
        )


        webhook_created.additional_properties = d
        return webhook_created

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
