from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="AnswerAlly")



@_attrs_define
class AnswerAlly:
    """ 
        Attributes:
            accept (bool): True when the Ally came (R18).
            type_ (Literal['answer_ally']): The discriminator: which kind of object this is. Default: 'answer_ally'.
            region (None | str | Unset): A region's board id (see `GET /rules` `board.regions`).
     """

    accept: bool
    type_: Literal['answer_ally'] = 'answer_ally'
    region: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        type_ = self.type_

        region: None | str | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        else:
            region = self.region


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "accept": accept,
            "type": type_,
        })
        if region is not UNSET:
            field_dict["region"] = region

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        accept = d.pop("accept")

        type_ = cast(Literal['answer_ally'] , d.pop("type"))
        if type_ != 'answer_ally':
            raise ValueError(f"type must match const 'answer_ally', got '{type_}'")

        def _parse_region(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        region = _parse_region(d.pop("region", UNSET))


        answer_ally = cls(
            accept=accept,
            type_=type_,
            region=region,
        )

        return answer_ally

