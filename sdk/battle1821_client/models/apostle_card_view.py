from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ApostleCardView")



@_attrs_define
class ApostleCardView:
    """ 
        Attributes:
            id (str): The identifier.
            title (str): The card's title.
            fame (int): Fame points (R25-R26).
            text (str): The card's text.
            blessing_text (str): The Blessing's text.
     """

    id: str
    title: str
    fame: int
    text: str
    blessing_text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        fame = self.fame

        text = self.text

        blessing_text = self.blessing_text


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "title": title,
            "fame": fame,
            "text": text,
            "blessing_text": blessing_text,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        fame = d.pop("fame")

        text = d.pop("text")

        blessing_text = d.pop("blessing_text")

        apostle_card_view = cls(
            id=id,
            title=title,
            fame=fame,
            text=text,
            blessing_text=blessing_text,
        )


        apostle_card_view.additional_properties = d
        return apostle_card_view

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
