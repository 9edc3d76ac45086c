from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CallAlly")



@_attrs_define
class CallAlly:
    """ 
        Attributes:
            call (bool): True to ask for an Ally (R18).
            type_ (Literal['call_ally']): The discriminator: which kind of object this is. Default: 'call_ally'.
     """

    call: bool
    type_: Literal['call_ally'] = 'call_ally'





    def to_dict(self) -> dict[str, Any]:
        call = self.call

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "call": call,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call = d.pop("call")

        type_ = cast(Literal['call_ally'] , d.pop("type"))
        if type_ != 'call_ally':
            raise ValueError(f"type must match const 'call_ally', got '{type_}'")

        call_ally = cls(
            call=call,
            type_=type_,
        )

        return call_ally

