from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAdvance")



@_attrs_define
class OttomansAdvance:
    """ 10.33: these attacking pieces (any, all or none) advance into the cleared city.

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            type_ (Literal['advance']): The discriminator: which kind of object this is. Default: 'advance'.
     """

    pieces: list[str]
    type_: Literal['advance'] = 'advance'





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pieces": pieces,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))


        type_ = cast(Literal['advance'] , d.pop("type"))
        if type_ != 'advance':
            raise ValueError(f"type must match const 'advance', got '{type_}'")

        ottomans_advance = cls(
            pieces=pieces,
            type_=type_,
        )

        return ottomans_advance

