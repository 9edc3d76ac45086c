from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="DeliveryAttempt")



@_attrs_define
class DeliveryAttempt:
    """ 
        Attributes:
            webhook_id (str): The notification's id (the `webhook-id` header), the same on every retry.
            kind (str): The notification's kind.
            attempt (int): The try number (1 = the first).
            at (str): When (RFC 3339, UTC).
            ok (bool): True when the endpoint answered 2xx in time.
            status (int | None): The endpoint's HTTP status; null when it did not answer in time.
            error (None | str): What went wrong, for people; null when ok.
            ms (float): How long the attempt took, milliseconds. Default: 0.0.
     """

    webhook_id: str
    kind: str
    attempt: int
    at: str
    ok: bool
    status: int | None
    error: None | str
    ms: float = 0.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        webhook_id = self.webhook_id

        kind = self.kind

        attempt = self.attempt

        at = self.at

        ok = self.ok

        status: int | None
        status = self.status

        error: None | str
        error = self.error

        ms = self.ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "webhook_id": webhook_id,
            "kind": kind,
            "attempt": attempt,
            "at": at,
            "ok": ok,
            "status": status,
            "error": error,
            "ms": ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        webhook_id = d.pop("webhook_id")

        kind = d.pop("kind")

        attempt = d.pop("attempt")

        at = d.pop("at")

        ok = d.pop("ok")

        def _parse_status(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status = _parse_status(d.pop("status"))


        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))


        ms = d.pop("ms")

        delivery_attempt = cls(
            webhook_id=webhook_id,
            kind=kind,
            attempt=attempt,
            at=at,
            ok=ok,
            status=status,
            error=error,
            ms=ms,
        )


        delivery_attempt.additional_properties = d
        return delivery_attempt

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
