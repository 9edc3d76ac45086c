from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansMoveOption")



@_attrs_define
class OttomansMoveOption:
    """ Any non-empty subset of `pieces` (all at one place, one colour, each with mobility >= `mobility`) to any one of
    `to`; `military_advance`: the row is for a move spending a Military Advance (`mobility` already counts its +1);
    `truce`: for a move spending a Truce. Send the row's `military_advance` and `truce` with the move: its `to` holds
    places reached only with them (without, `409 unreachable`), and a subset of `pieces` may reach fewer of them than
    the whole row. The part of a stack that an area only some nationalities enter admits (the Papal States, the Two
    Sicilies, Moscovy, the Tyrrhenian: 3.14, 18.x) has rows of its own listing that area (so do the forced march,
    professional march and transport rows).

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            mobility (int): The movement points each piece must have left (7.0, 11.0, 16.3).
            to (list[str]): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['move']): The discriminator: which kind of object this is. Default: 'move'.
            military_advance (bool | Unset): Play Military Advance with the attack (27.2). Default: False.
            truce (bool | Unset): Play Truce (27.2). Default: False.
     """

    pieces: list[str]
    mobility: int
    to: list[str]
    type_: Literal['move'] = 'move'
    military_advance: bool | Unset = False
    truce: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        mobility = self.mobility

        to = self.to



        type_ = self.type_

        military_advance = self.military_advance

        truce = self.truce


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pieces": pieces,
            "mobility": mobility,
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


        mobility = d.pop("mobility")

        to = cast(list[str], d.pop("to"))


        type_ = cast(Literal['move'] , d.pop("type"))
        if type_ != 'move':
            raise ValueError(f"type must match const 'move', got '{type_}'")

        military_advance = d.pop("military_advance", UNSET)

        truce = d.pop("truce", UNSET)

        ottomans_move_option = cls(
            pieces=pieces,
            mobility=mobility,
            to=to,
            type_=type_,
            military_advance=military_advance,
            truce=truce,
        )


        ottomans_move_option.additional_properties = d
        return ottomans_move_option

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
