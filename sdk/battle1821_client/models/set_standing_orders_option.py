from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="SetStandingOrdersOption")



@_attrs_define
class SetStandingOrdersOption:
    """ 
        Attributes:
            call_ally (list[str]): Standing order for calling an Ally (R19): `ask`, `always`, `never`.
            answer_ally (list[str]): Standing order for answering an Ally request (R19): `ask`, `accept`, `decline`.
            type_ (Literal['set_standing_orders']): The discriminator: which kind of object this is. Default:
                'set_standing_orders'.
     """

    call_ally: list[str]
    answer_ally: list[str]
    type_: Literal['set_standing_orders'] = 'set_standing_orders'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        call_ally = self.call_ally



        answer_ally = self.answer_ally



        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "call_ally": call_ally,
            "answer_ally": answer_ally,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        call_ally = cast(list[str], d.pop("call_ally"))


        answer_ally = cast(list[str], d.pop("answer_ally"))


        type_ = cast(Literal['set_standing_orders'] , d.pop("type"))
        if type_ != 'set_standing_orders':
            raise ValueError(f"type must match const 'set_standing_orders', got '{type_}'")

        set_standing_orders_option = cls(
            call_ally=call_ally,
            answer_ally=answer_ally,
            type_=type_,
        )


        set_standing_orders_option.additional_properties = d
        return set_standing_orders_option

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
