from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import Literal, cast






T = TypeVar("T", bound="OttomansColonize")



@_attrs_define
class OttomansColonize:
    """ 24.0 (optional, O225): colonize land region `area`, expending `administrations` Administrations (+1 each); every
    unit the seat controls there that has not attacked takes part (24.2).

        Attributes:
            area (str): An area (a region or a sea), by its name.
            type_ (Literal['colonize']): The discriminator: which kind of object this is. Default: 'colonize'.
            administrations (int | Unset): Administrations expended on a colonization, +1 strength each (24.2); in an option
                the most that may be. Default: 0.
     """

    area: str
    type_: Literal['colonize'] = 'colonize'
    administrations: int | Unset = 0





    def to_dict(self) -> dict[str, Any]:
        area = self.area

        type_ = self.type_

        administrations = self.administrations


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "area": area,
            "type": type_,
        })
        if administrations is not UNSET:
            field_dict["administrations"] = administrations

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        type_ = cast(Literal['colonize'] , d.pop("type"))
        if type_ != 'colonize':
            raise ValueError(f"type must match const 'colonize', got '{type_}'")

        administrations = d.pop("administrations", UNSET)

        ottomans_colonize = cls(
            area=area,
            type_=type_,
            administrations=administrations,
        )

        return ottomans_colonize

