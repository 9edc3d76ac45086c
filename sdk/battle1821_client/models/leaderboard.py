from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.leaderboard_row import LeaderboardRow





T = TypeVar("T", bound="Leaderboard")



@_attrs_define
class Leaderboard:
    """ 
        Attributes:
            kind (str): The game kind.
            rows (list[LeaderboardRow]): The accounts, best first.
            offset (int): Items skipped.
            limit (int): The page size asked.
            total (int): How many items exist.
            next_offset (int | None): The `offset` of the next page, null on the last.
     """

    kind: str
    rows: list[LeaderboardRow]
    offset: int
    limit: int
    total: int
    next_offset: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.leaderboard_row import LeaderboardRow # noqa: PLC0415
        kind = self.kind

        rows = []
        for rows_item_data in self.rows:
            rows_item = rows_item_data.to_dict()
            rows.append(rows_item)



        offset = self.offset

        limit = self.limit

        total = self.total

        next_offset: int | None
        next_offset = self.next_offset


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "rows": rows,
            "offset": offset,
            "limit": limit,
            "total": total,
            "next_offset": next_offset,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.leaderboard_row import LeaderboardRow # noqa: PLC0415
        d = dict(src_dict)
        kind = d.pop("kind")

        rows = []
        _rows = d.pop("rows")
        for rows_item_data in (_rows):
            rows_item = LeaderboardRow.from_dict(rows_item_data)



            rows.append(rows_item)


        offset = d.pop("offset")

        limit = d.pop("limit")

        total = d.pop("total")

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))


        leaderboard = cls(
            kind=kind,
            rows=rows,
            offset=offset,
            limit=limit,
            total=total,
            next_offset=next_offset,
        )


        leaderboard.additional_properties = d
        return leaderboard

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
