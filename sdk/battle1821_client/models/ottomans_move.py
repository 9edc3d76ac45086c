from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansMove")



@_attrs_define
class OttomansMove:
    """ 7.0: `pieces` (ids), together at one place and unmoved, move to `to` (a region, sea or city id) along any legal
    route the engine finds (7.1-7.7, 10.1, O48).

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            to (str): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['move']): The discriminator: which kind of object this is. Default: 'move'.
            military_advance (bool | Unset): Play Military Advance with the attack (27.2). Default: False.
            truce (bool | Unset): Play Truce (27.2). Default: False.
     """

    pieces: list[str]
    to: str
    type_: Literal['move'] = 'move'
    military_advance: bool | Unset = False
    truce: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        to = self.to

        type_ = self.type_

        military_advance = self.military_advance

        truce = self.truce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pieces": pieces,
            "to": to,
            "type": type_,
        })
        if military_advance is not UNSET:
            field_dict["military_advance"] = military_advance
        if truce is not UNSET:
            field_dict["truce"] = truce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))


        to = d.pop("to")

        type_ = cast(Literal['move'] , d.pop("type"))
        if type_ != 'move':
            raise ValueError(f"type must match const 'move', got '{type_}'")

        military_advance = d.pop("military_advance", UNSET)

        truce = d.pop("truce", UNSET)

        ottomans_move = cls(
            pieces=pieces,
            to=to,
            type_=type_,
            military_advance=military_advance,
            truce=truce,
        )

        return ottomans_move

