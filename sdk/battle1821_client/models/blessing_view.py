from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="BlessingView")



@_attrs_define
class BlessingView:
    """ 
        Attributes:
            card (str): A card id (Event `e..` or Apostle `a..`, `GET /rules`).
            op (str): The Blessing's effect (machine word).
            duration (str): How long the Blessing lasts.
            spent (bool): True once used (R25).
     """

    card: str
    op: str
    duration: str
    spent: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        op = self.op

        duration = self.duration

        spent = self.spent


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "op": op,
            "duration": duration,
            "spent": spent,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        op = d.pop("op")

        duration = d.pop("duration")

        spent = d.pop("spent")

        blessing_view = cls(
            card=card,
            op=op,
            duration=duration,
            spent=spent,
        )


        blessing_view.additional_properties = d
        return blessing_view

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
