from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="Move")



@_attrs_define
class Move:
    """ 
        Attributes:
            from_ (str): The region the pieces come from (board id).
            to (str): The region the pieces move to (board id).
            type_ (Literal['move']): The discriminator: which kind of object this is. Default: 'move'.
            infantry (int | Unset): Infantry pieces (each strength 1, R2). Default: 0.
            cannons (int | Unset): Cannon pieces (each strength 3, R2). Default: 0.
     """

    from_: str
    to: str
    type_: Literal['move'] = 'move'
    infantry: int | Unset = 0
    cannons: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        type_ = self.type_

        infantry = self.infantry

        cannons = self.cannons


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "from": from_,
            "to": to,
            "type": type_,
        })
        if infantry is not UNSET:
            field_dict["infantry"] = infantry
        if cannons is not UNSET:
            field_dict["cannons"] = cannons

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        type_ = cast(Literal['move'] , d.pop("type"))
        if type_ != 'move':
            raise ValueError(f"type must match const 'move', got '{type_}'")

        infantry = d.pop("infantry", UNSET)

        cannons = d.pop("cannons", UNSET)

        move = cls(
            from_=from_,
            to=to,
            type_=type_,
            infantry=infantry,
            cannons=cannons,
        )

        return move

