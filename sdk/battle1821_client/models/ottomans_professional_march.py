from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansProfessionalMarch")



@_attrs_define
class OttomansProfessionalMarch:
    """ 22.21 (optional Special Tactics), 27.2 Military Advance (4): expend a Military Advance; professional `pieces`
    (gendarmes, professional infantry, improved siege trains) of one colour at one place make a forced march without a
    leader to `to` (their own place: no move), then may fight once.

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            to (str): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['professional_march']): The discriminator: which kind of object this is. Default:
                'professional_march'.
     """

    pieces: list[str]
    to: str
    type_: Literal['professional_march'] = 'professional_march'





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        to = self.to

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "pieces": pieces,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))


        to = d.pop("to")

        type_ = cast(Literal['professional_march'] , d.pop("type"))
        if type_ != 'professional_march':
            raise ValueError(f"type must match const 'professional_march', got '{type_}'")

        ottomans_professional_march = cls(
            pieces=pieces,
            to=to,
            type_=type_,
        )

        return ottomans_professional_march

