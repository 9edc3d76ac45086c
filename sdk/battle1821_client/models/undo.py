from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="Undo")



@_attrs_define
class Undo:
    """ 
        Attributes:
            type_ (Literal['undo']): The discriminator: which kind of object this is. Default: 'undo'.
            count (int | Unset): How many of your last actions to take back: 1 up to the length of the `undo` option's
                `undoable`. Default: 1.
     """

    type_: Literal['undo'] = 'undo'
    count: int | Unset = 1





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        count = self.count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal['undo'] , d.pop("type"))
        if type_ != 'undo':
            raise ValueError(f"type must match const 'undo', got '{type_}'")

        count = d.pop("count", UNSET)

        undo = cls(
            type_=type_,
            count=count,
        )

        return undo

