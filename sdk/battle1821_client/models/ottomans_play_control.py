from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansPlayControl")



@_attrs_define
class OttomansPlayControl:
    """ 6.11, O34: play a face-down Control (Region) stratagem face up, in one's own player turn. `stratagem` is its design
    id (`control_serbia`).

        Attributes:
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            type_ (Literal['play_control']): The discriminator: which kind of object this is. Default: 'play_control'.
     """

    stratagem: str
    type_: Literal['play_control'] = 'play_control'





    def to_dict(self) -> dict[str, Any]:
        stratagem = self.stratagem

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "stratagem": stratagem,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        stratagem = d.pop("stratagem")

        type_ = cast(Literal['play_control'] , d.pop("type"))
        if type_ != 'play_control':
            raise ValueError(f"type must match const 'play_control', got '{type_}'")

        ottomans_play_control = cls(
            stratagem=stratagem,
            type_=type_,
        )

        return ottomans_play_control

