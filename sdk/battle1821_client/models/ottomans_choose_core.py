from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansChooseCore")



@_attrs_define
class OttomansChooseCore:
    """ 4.1(2): the seat's core nationality (a region id).

        Attributes:
            nationality (str): A nationality (its core region's name) (3.1, 6.0).
            type_ (Literal['choose_core']): The discriminator: which kind of object this is. Default: 'choose_core'.
     """

    nationality: str
    type_: Literal['choose_core'] = 'choose_core'





    def to_dict(self) -> dict[str, Any]:
        nationality = self.nationality

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "nationality": nationality,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nationality = d.pop("nationality")

        type_ = cast(Literal['choose_core'] , d.pop("type"))
        if type_ != 'choose_core':
            raise ValueError(f"type must match const 'choose_core', got '{type_}'")

        ottomans_choose_core = cls(
            nationality=nationality,
            type_=type_,
        )

        return ottomans_choose_core

