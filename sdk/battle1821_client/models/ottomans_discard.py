from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansDiscard")



@_attrs_define
class OttomansDiscard:
    """ 19.4, O63: return these face-down stratagems (design ids, one per copy) to the pool.

        Attributes:
            stratagems (list[str]): Stratagems, by design id, one entry per copy (19.0, 27.2).
            type_ (Literal['discard']): The discriminator: which kind of object this is. Default: 'discard'.
     """

    stratagems: list[str]
    type_: Literal['discard'] = 'discard'





    def to_dict(self) -> dict[str, Any]:
        stratagems = self.stratagems



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stratagems": stratagems,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagems = cast(list[str], d.pop("stratagems"))


        type_ = cast(Literal['discard'] , d.pop("type"))
        if type_ != 'discard':
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        ottomans_discard = cls(
            stratagems=stratagems,
            type_=type_,
        )

        return ottomans_discard

