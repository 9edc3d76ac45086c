from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansPick")



@_attrs_define
class OttomansPick:
    """ Answer a `forage`, `plague`, `death` or `join` decision (the `pick` option; the rules: `choices`): the pieces
    chosen.

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            type_ (Literal['pick']): The discriminator: which kind of object this is. Default: 'pick'.
     """

    pieces: list[str]
    type_: Literal['pick'] = 'pick'





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


        type_ = cast(Literal['pick'] , d.pop("type"))
        if type_ != 'pick':
            raise ValueError(f"type must match const 'pick', got '{type_}'")

        ottomans_pick = cls(
            pieces=pieces,
            type_=type_,
        )

        return ottomans_pick

