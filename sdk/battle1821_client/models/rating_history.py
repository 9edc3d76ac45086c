from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating_change_out import RatingChangeOut





T = TypeVar("T", bound="RatingHistory")



@_attrs_define
class RatingHistory:
    """ 
        Attributes:
            changes (list[RatingChangeOut]): The changes, newest first.
            offset (int): Items skipped.
            limit (int): The page size asked.
            total (int): How many items exist.
            next_offset (int | None): The `offset` of the next page, null on the last.
     """

    changes: list[RatingChangeOut]
    offset: int
    limit: int
    total: int
    next_offset: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.rating_change_out import RatingChangeOut # noqa: PLC0415
        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)



        offset = self.offset

        limit = self.limit

        total = self.total

        next_offset: int | None
        next_offset = self.next_offset


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "changes": changes,
            "offset": offset,
            "limit": limit,
            "total": total,
            "next_offset": next_offset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.rating_change_out import RatingChangeOut # noqa: PLC0415
        d = dict(src_dict)
        changes = []
        _changes = d.pop("changes")
        for changes_item_data in (_changes):
            changes_item = RatingChangeOut.from_dict(changes_item_data)



            changes.append(changes_item)


        offset = d.pop("offset")

        limit = d.pop("limit")

        total = d.pop("total")

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))


        rating_history = cls(
            changes=changes,
            offset=offset,
            limit=limit,
            total=total,
            next_offset=next_offset,
        )


        rating_history.additional_properties = d
        return rating_history

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
