from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansDiscardOption")



@_attrs_define
class OttomansDiscardOption:
    """ Exactly `count` of the face-down `stratagems` (copies by design id).

        Attributes:
            count (int): How many counters.
            stratagems (list[str]): Stratagems, by design id, one entry per copy (19.0, 27.2).
            type_ (Literal['discard']): The discriminator: which kind of object this is. Default: 'discard'.
     """

    count: int
    stratagems: list[str]
    type_: Literal['discard'] = 'discard'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        count = self.count

        stratagems = self.stratagems



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "stratagems": stratagems,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        stratagems = cast(list[str], d.pop("stratagems"))


        type_ = cast(Literal['discard'] , d.pop("type"))
        if type_ != 'discard':
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        ottomans_discard_option = cls(
            count=count,
            stratagems=stratagems,
            type_=type_,
        )


        ottomans_discard_option.additional_properties = d
        return ottomans_discard_option

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
