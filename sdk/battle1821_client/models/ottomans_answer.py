from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansAnswer")



@_attrs_define
class OttomansAnswer:
    """ Accept or decline what another player proposes (27.2 Trade Agreement).

        Attributes:
            accept (bool): True to accept the proposal (27.2 Trade Agreement).
            type_ (Literal['answer']): The discriminator: which kind of object this is. Default: 'answer'.
     """

    accept: bool
    type_: Literal['answer'] = 'answer'





    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accept": accept,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accept = d.pop("accept")

        type_ = cast(Literal['answer'] , d.pop("type"))
        if type_ != 'answer':
            raise ValueError(f"type must match const 'answer', got '{type_}'")

        ottomans_answer = cls(
            accept=accept,
            type_=type_,
        )

        return ottomans_answer

