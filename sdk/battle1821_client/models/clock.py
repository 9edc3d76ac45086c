from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Clock")



@_attrs_define
class Clock:
    """ 
        Attributes:
            initial_s (int): Seconds every seat starts with (5 s to 7 days).
            increment_s (int | Unset): Seconds a seat gains each time the game stops waiting on it (0 to 1 day). Default: 0.
     """

    initial_s: int
    increment_s: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        initial_s = self.initial_s

        increment_s = self.increment_s


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "initial_s": initial_s,
        })
        if increment_s is not UNSET:
            field_dict["increment_s"] = increment_s

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        initial_s = d.pop("initial_s")

        increment_s = d.pop("increment_s", UNSET)

        clock = cls(
            initial_s=initial_s,
            increment_s=increment_s,
        )

        return clock

