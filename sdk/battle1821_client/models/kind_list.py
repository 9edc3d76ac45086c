from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.kind_summary import KindSummary





T = TypeVar("T", bound="KindList")



@_attrs_define
class KindList:
    """ 
        Attributes:
            kinds (list[KindSummary]): The hosted kinds, the default first.
            default (str): The kind of a `POST /games` that names none.
     """

    kinds: list[KindSummary]
    default: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.kind_summary import KindSummary # noqa: PLC0415
        kinds = []
        for kinds_item_data in self.kinds:
            kinds_item = kinds_item_data.to_dict()
            kinds.append(kinds_item)



        default = self.default


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kinds": kinds,
            "default": default,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.kind_summary import KindSummary # noqa: PLC0415
        d = dict(src_dict)
        kinds = []
        _kinds = d.pop("kinds")
        for kinds_item_data in (_kinds):
            kinds_item = KindSummary.from_dict(kinds_item_data)



            kinds.append(kinds_item)


        default = d.pop("default")

        kind_list = cls(
            kinds=kinds,
            default=default,
        )


        kind_list.additional_properties = d
        return kind_list

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
