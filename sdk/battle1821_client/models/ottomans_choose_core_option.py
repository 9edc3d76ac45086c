from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansChooseCoreOption")



@_attrs_define
class OttomansChooseCoreOption:
    """ Any one of `nationalities`.

        Attributes:
            nationalities (list[str]): Nationalities (names) (3.1, 6.0).
            type_ (Literal['choose_core']): The discriminator: which kind of object this is. Default: 'choose_core'.
     """

    nationalities: list[str]
    type_: Literal['choose_core'] = 'choose_core'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        nationalities = self.nationalities



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "nationalities": nationalities,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nationalities = cast(list[str], d.pop("nationalities"))


        type_ = cast(Literal['choose_core'] , d.pop("type"))
        if type_ != 'choose_core':
            raise ValueError(f"type must match const 'choose_core', got '{type_}'")

        ottomans_choose_core_option = cls(
            nationalities=nationalities,
            type_=type_,
        )


        ottomans_choose_core_option.additional_properties = d
        return ottomans_choose_core_option

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
