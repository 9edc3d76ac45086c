from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansTakeLosses")



@_attrs_define
class OttomansTakeLosses:
    """ O84 (BB): the pieces you eliminate, worth at least the points asked; leaders only once every combat unit asked about
    is among them.

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            type_ (Literal['take_losses']): The discriminator: which kind of object this is. Default: 'take_losses'.
     """

    pieces: list[str]
    type_: Literal['take_losses'] = 'take_losses'





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


        type_ = cast(Literal['take_losses'] , d.pop("type"))
        if type_ != 'take_losses':
            raise ValueError(f"type must match const 'take_losses', got '{type_}'")

        ottomans_take_losses = cls(
            pieces=pieces,
            type_=type_,
        )

        return ottomans_take_losses

