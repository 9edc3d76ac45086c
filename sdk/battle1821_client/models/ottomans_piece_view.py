from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OttomansPieceView")



@_attrs_define
class OttomansPieceView:
    """ 
        Attributes:
            id (str): The piece's name.
            area (str): An area (a region or a sea), by its name.
            city (None | str): A city, by its name (null: none).
            colour (str): A nationality's colour: its faction (3.3).
            controller (int | None): The seat that controls the piece's nationality, or null (6.0).
            moved (bool | Unset): True when the piece moved this phase (7.0). Default: False.
            attacked (bool | Unset): True when the piece attacked this phase (9.0). Default: False.
            aboard (None | str | Unset): The fleet carrying the piece, or each carried piece's fleet (16.3).
     """

    id: str
    area: str
    city: None | str
    colour: str
    controller: int | None
    moved: bool | Unset = False
    attacked: bool | Unset = False
    aboard: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        area = self.area

        city: None | str
        city = self.city

        colour = self.colour

        controller: int | None
        controller = self.controller

        moved = self.moved

        attacked = self.attacked

        aboard: None | str | Unset
        if isinstance(self.aboard, Unset):
            aboard = UNSET
        else:
            aboard = self.aboard


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "area": area,
            "city": city,
            "colour": colour,
            "controller": controller,
        })
        if moved is not UNSET:
            field_dict["moved"] = moved
        if attacked is not UNSET:
            field_dict["attacked"] = attacked
        if aboard is not UNSET:
            field_dict["aboard"] = aboard

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        area = d.pop("area")

        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))


        colour = d.pop("colour")

        def _parse_controller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        controller = _parse_controller(d.pop("controller"))


        moved = d.pop("moved", UNSET)

        attacked = d.pop("attacked", UNSET)

        def _parse_aboard(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        aboard = _parse_aboard(d.pop("aboard", UNSET))


        ottomans_piece_view = cls(
            id=id,
            area=area,
            city=city,
            colour=colour,
            controller=controller,
            moved=moved,
            attacked=attacked,
            aboard=aboard,
        )


        ottomans_piece_view.additional_properties = d
        return ottomans_piece_view

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
