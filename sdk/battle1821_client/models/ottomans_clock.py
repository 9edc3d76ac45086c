from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="OttomansClock")



@_attrs_define
class OttomansClock:
    """ 
        Attributes:
            initial_s (int): Seconds on each seat's clock at the start.
            increment_s (int | Unset): Seconds added to a seat's clock after each of its actions. Default: 0.
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

        ottomans_clock = cls(
            initial_s=initial_s,
            increment_s=increment_s,
        )

        return ottomans_clock

