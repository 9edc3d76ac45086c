from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.game_summary import GameSummary





T = TypeVar("T", bound="GameList")



@_attrs_define
class GameList:
    """ 
        Attributes:
            games (list[GameSummary]): The games of this page, newest first.
            offset (int): Items skipped.
            limit (int): The page size asked.
            total (int): How many items exist.
            next_offset (int | None): The `offset` of the next page, null on the last.
            next_cursor (None | str): Opaque: send it as `cursor` (with the same filters) for the next page; null on the
                last.
     """

    games: list[GameSummary]
    offset: int
    limit: int
    total: int
    next_offset: int | None
    next_cursor: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.game_summary import GameSummary # noqa: PLC0415
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)



        offset = self.offset

        limit = self.limit

        total = self.total

        next_offset: int | None
        next_offset = self.next_offset

        next_cursor: None | str
        next_cursor = self.next_cursor


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "games": games,
            "offset": offset,
            "limit": limit,
            "total": total,
            "next_offset": next_offset,
            "next_cursor": next_cursor,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.game_summary import GameSummary # noqa: PLC0415
        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = GameSummary.from_dict(games_item_data)



            games.append(games_item)


        offset = d.pop("offset")

        limit = d.pop("limit")

        total = d.pop("total")

        def _parse_next_offset(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_offset = _parse_next_offset(d.pop("next_offset"))


        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))


        game_list = cls(
            games=games,
            offset=offset,
            limit=limit,
            total=total,
            next_offset=next_offset,
            next_cursor=next_cursor,
        )


        game_list.additional_properties = d
        return game_list

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
