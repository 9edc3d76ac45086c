from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="PlaceStart")



@_attrs_define
class PlaceStart:
    """ 
        Attributes:
            region (str): A region's board id (see `GET /rules` `board.regions`).
            type_ (Literal['place_start']): The discriminator: which kind of object this is. Default: 'place_start'.
     """

    region: str
    type_: Literal['place_start'] = 'place_start'





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

        type_ = cast(Literal['place_start'] , d.pop("type"))
        if type_ != 'place_start':
            raise ValueError(f"type must match const 'place_start', got '{type_}'")

        place_start = cls(
            region=region,
            type_=type_,
        )

        return place_start

