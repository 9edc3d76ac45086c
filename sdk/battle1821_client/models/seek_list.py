from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.open_seek import OpenSeek





T = TypeVar("T", bound="SeekList")



@_attrs_define
class SeekList:
    """ 
        Attributes:
            seeks (list[OpenSeek]): The waiting seeks, oldest first.
            offset (int): Items skipped.
            limit (int): The page size asked.
            total (int): How many items exist.
            next_offset (int | None): The `offset` of the next page, null on the last.
     """

    seeks: list[OpenSeek]
    offset: int
    limit: int
    total: int
    next_offset: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.open_seek import OpenSeek # noqa: PLC0415
        seeks = []
        for seeks_item_data in self.seeks:
            seeks_item = seeks_item_data.to_dict()
            seeks.append(seeks_item)



        offset = self.offset

        limit = self.limit

        total = self.total

        next_offset: int | None
        next_offset = self.next_offset


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seeks": seeks,
            "offset": offset,
            "limit": limit,
            "total": total,
            "next_offset": next_offset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.open_seek import OpenSeek # noqa: PLC0415
        d = dict(src_dict)
        seeks = []
        _seeks = d.pop("seeks")
        for seeks_item_data in (_seeks):
            seeks_item = OpenSeek.from_dict(seeks_item_data)



            seeks.append(seeks_item)


        offset = d.pop("offset")

        limit = d.pop("limit")

        total = d.pop("total")

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))


        seek_list = cls(
            seeks=seeks,
            offset=offset,
            limit=limit,
            total=total,
            next_offset=next_offset,
        )


        seek_list.additional_properties = d
        return seek_list

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
