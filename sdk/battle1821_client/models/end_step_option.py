from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="EndStepOption")



@_attrs_define
class EndStepOption:
    """ 
        Attributes:
            step (str): The step within the phase (R9, R20-R24): `first_player`, `place_start`, `reinforcement`, `attack`,
                `movement`, `event`, `none`.
            type_ (Literal['end_step']): The discriminator: which kind of object this is. Default: 'end_step'.
     """

    step: str
    type_: Literal['end_step'] = 'end_step'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        step = self.step

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "step": step,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        step = d.pop("step")

        type_ = cast(Literal['end_step'] , d.pop("type"))
        if type_ != 'end_step':
            raise ValueError(f"type must match const 'end_step', got '{type_}'")

        end_step_option = cls(
            step=step,
            type_=type_,
        )


        end_step_option.additional_properties = d
        return end_step_option

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
