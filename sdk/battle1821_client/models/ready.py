from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Ready")



@_attrs_define
class Ready:
    """ 
        Attributes:
            status (str): `ready`: Redis answers and a worker serves the queue (else 503 problem `not_ready`).
            redis (bool): True when Redis answers.
            workers (int): Live RQ workers on the queue (registered and holding their liveness key).
            queue (str): The RQ queue's name.
     """

    status: str
    redis: bool
    workers: int
    queue: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        status = self.status

        redis = self.redis

        workers = self.workers

        queue = self.queue


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "redis": redis,
            "workers": workers,
            "queue": queue,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = d.pop("status")

        redis = d.pop("redis")

        workers = d.pop("workers")

        queue = d.pop("queue")

        ready = cls(
            status=status,
            redis=redis,
            workers=workers,
            queue=queue,
        )


        ready.additional_properties = d
        return ready

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
