from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.kind_option_input import KindOptionInput
from typing import cast

if TYPE_CHECKING:
  from ..models.kind_choice import KindChoice





T = TypeVar("T", bound="KindOption")



@_attrs_define
class KindOption:
    """ 
        Attributes:
            name (str): The member of the kind's `options` (`scenario`, `pillage`).
            title (str): The option in the kind's words, for a label (`Pillage (23.0)`).
            input_ (KindOptionInput): How a client offers it: `choice`, one of `choices` (a select); `flag`, true or false
                (a box).
            default (bool | int | str): Its value when `options` leaves it out.
            choices (list[KindChoice]): A choice's values in the order to offer them; empty for a flag.
     """

    name: str
    title: str
    input_: KindOptionInput
    default: bool | int | str
    choices: list[KindChoice]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.kind_choice import KindChoice # noqa: PLC0415
        name = self.name

        title = self.title

        input_ = self.input_.value

        default: bool | int | str
        default = self.default

        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "title": title,
            "input": input_,
            "default": default,
            "choices": choices,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.kind_choice import KindChoice # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        title = d.pop("title")

        input_ = KindOptionInput(d.pop("input"))




        def _parse_default(data: object) -> bool | int | str:
            return cast(bool | int | str, data)

        default = _parse_default(d.pop("default"))


        choices = []
        _choices = d.pop("choices")
        for choices_item_data in (_choices):
            choices_item = KindChoice.from_dict(choices_item_data)



            choices.append(choices_item)


        kind_option = cls(
            name=name,
            title=title,
            input_=input_,
            default=default,
            choices=choices,
        )


        kind_option.additional_properties = d
        return kind_option

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
