from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansWithdraw")



@_attrs_define
class OttomansWithdraw:
    """ O9, 27.1 AW/DD: the force asked of you withdraws into region (or sea) `to`.

        Attributes:
            to (str): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['withdraw']): The discriminator: which kind of object this is. Default: 'withdraw'.
     """

    to: str
    type_: Literal['withdraw'] = 'withdraw'





    def to_dict(self) -> dict[str, Any]:
        to = self.to

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "to": to,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to = d.pop("to")

        type_ = cast(Literal['withdraw'] , d.pop("type"))
        if type_ != 'withdraw':
            raise ValueError(f"type must match const 'withdraw', got '{type_}'")

        ottomans_withdraw = cls(
            to=to,
            type_=type_,
        )

        return ottomans_withdraw

