from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansProfessionalMarchOption")



@_attrs_define
class OttomansProfessionalMarchOption:
    """ 22.21: any non-empty subset of `pieces` (each with mobility >= `mobility`) to any one of `to` (their own place
    included).

        Attributes:
            pieces (list[str]): Pieces (units and leaders), by their names.
            mobility (int): The movement points each piece must have left (7.0, 11.0, 16.3).
            to (list[str]): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['professional_march']): The discriminator: which kind of object this is. Default:
                'professional_march'.
     """

    pieces: list[str]
    mobility: int
    to: list[str]
    type_: Literal['professional_march'] = 'professional_march'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        pieces = self.pieces



        mobility = self.mobility

        to = self.to



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "pieces": pieces,
            "mobility": mobility,
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pieces = cast(list[str], d.pop("pieces"))


        mobility = d.pop("mobility")

        to = cast(list[str], d.pop("to"))


        type_ = cast(Literal['professional_march'] , d.pop("type"))
        if type_ != 'professional_march':
            raise ValueError(f"type must match const 'professional_march', got '{type_}'")

        ottomans_professional_march_option = cls(
            pieces=pieces,
            mobility=mobility,
            to=to,
            type_=type_,
        )


        ottomans_professional_march_option.additional_properties = d
        return ottomans_professional_march_option

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
