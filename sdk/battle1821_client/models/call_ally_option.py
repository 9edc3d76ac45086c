from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="CallAllyOption")



@_attrs_define
class CallAllyOption:
    """ 
        Attributes:
            battle (int): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
            type_ (Literal['call_ally']): The discriminator: which kind of object this is. Default: 'call_ally'.
     """

    battle: int
    type_: Literal['call_ally'] = 'call_ally'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        battle = self.battle

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "battle": battle,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        battle = d.pop("battle")

        type_ = cast(Literal['call_ally'] , d.pop("type"))
        if type_ != 'call_ally':
            raise ValueError(f"type must match const 'call_ally', got '{type_}'")

        call_ally_option = cls(
            battle=battle,
            type_=type_,
        )


        call_ally_option.additional_properties = d
        return call_ally_option

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
