from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansEndPhase")



@_attrs_define
class OttomansEndPhase:
    """ End the seat's movement, combat or forced march phase (5.1(2b)-(2d)).

        Attributes:
            type_ (Literal['end_phase']): The discriminator: which kind of object this is. Default: 'end_phase'.
     """

    type_: Literal['end_phase'] = 'end_phase'





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['end_phase'] , d.pop("type"))
        if type_ != 'end_phase':
            raise ValueError(f"type must match const 'end_phase', got '{type_}'")

        ottomans_end_phase = cls(
            type_=type_,
        )

        return ottomans_end_phase

