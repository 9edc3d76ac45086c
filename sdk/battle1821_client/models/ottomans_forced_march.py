from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansForcedMarch")



@_attrs_define
class OttomansForcedMarch:
    """ 11.1: `leader` and the accompanying `pieces` (his colour, from his place) move to `to` (their own place: no move),
    then may fight once (`march_combat`).

        Attributes:
            leader (str): A leader, by its name (null: none) (15.0).
            to (str): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['forced_march']): The discriminator: which kind of object this is. Default: 'forced_march'.
            pieces (list[str] | Unset): Pieces (units and leaders), by their names.
            truce (bool | Unset): Play Truce (27.2). Default: False.
     """

    leader: str
    to: str
    type_: Literal['forced_march'] = 'forced_march'
    pieces: list[str] | Unset = UNSET
    truce: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        to = self.to

        type_ = self.type_

        pieces: list[str] | Unset = UNSET
        if not isinstance(self.pieces, Unset):
            pieces = self.pieces



        truce = self.truce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "leader": leader,
            "to": to,
            "type": type_,
        })
        if pieces is not UNSET:
            field_dict["pieces"] = pieces
        if truce is not UNSET:
            field_dict["truce"] = truce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        leader = d.pop("leader")

        to = d.pop("to")

        type_ = cast(Literal['forced_march'] , d.pop("type"))
        if type_ != 'forced_march':
            raise ValueError(f"type must match const 'forced_march', got '{type_}'")

        pieces = cast(list[str], d.pop("pieces", UNSET))


        truce = d.pop("truce", UNSET)

        ottomans_forced_march = cls(
            leader=leader,
            to=to,
            type_=type_,
            pieces=pieces,
            truce=truce,
        )

        return ottomans_forced_march

