from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="EndStep")



@_attrs_define
class EndStep:
    """ 
        Attributes:
            type_ (Literal['end_step']): The discriminator: which kind of object this is. Default: 'end_step'.
     """

    type_: Literal['end_step'] = 'end_step'





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
        type_ = cast(Literal['end_step'] , d.pop("type"))
        if type_ != 'end_step':
            raise ValueError(f"type must match const 'end_step', got '{type_}'")

        end_step = cls(
            type_=type_,
        )

        return end_step

