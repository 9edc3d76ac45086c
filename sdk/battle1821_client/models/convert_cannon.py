from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="ConvertCannon")



@_attrs_define
class ConvertCannon:
    """ 
        Attributes:
            region (str): A region's board id (see `GET /rules` `board.regions`).
            type_ (Literal['convert_cannon']): The discriminator: which kind of object this is. Default: 'convert_cannon'.
     """

    region: str
    type_: Literal['convert_cannon'] = 'convert_cannon'





    def to_dict(self) -> dict[str, Any]:
        region = self.region

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "region": region,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        region = d.pop("region")

        type_ = cast(Literal['convert_cannon'] , d.pop("type"))
        if type_ != 'convert_cannon':
            raise ValueError(f"type must match const 'convert_cannon', got '{type_}'")

        convert_cannon = cls(
            region=region,
            type_=type_,
        )

        return convert_cannon

