from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansAnswerOption")



@_attrs_define
class OttomansAnswerOption:
    """ `accept` true or false to `proposal` (a stratagem id) from seat `by`.

        Attributes:
            proposal (str): What is proposed (27.2 Trade Agreement).
            by (int): The seat that made the proposal or the move (-1: none).
            type_ (Literal['answer']): The discriminator: which kind of object this is. Default: 'answer'.
     """

    proposal: str
    by: int
    type_: Literal['answer'] = 'answer'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        proposal = self.proposal

        by = self.by

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "proposal": proposal,
            "by": by,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        proposal = d.pop("proposal")

        by = d.pop("by")

        type_ = cast(Literal['answer'] , d.pop("type"))
        if type_ != 'answer':
            raise ValueError(f"type must match const 'answer', got '{type_}'")

        ottomans_answer_option = cls(
            proposal=proposal,
            by=by,
            type_=type_,
        )


        ottomans_answer_option.additional_properties = d
        return ottomans_answer_option

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
