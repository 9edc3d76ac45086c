from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating_out import RatingOut





T = TypeVar("T", bound="LeaderboardRow")



@_attrs_define
class LeaderboardRow:
    """ 
        Attributes:
            rank (int): Its place (1: best).
            account (str): The account's id: `acc_` + 16 hex digits.
            name (str): The account's name.
            bot (bool): A bot account.
            rating (RatingOut):
     """

    rank: int
    account: str
    name: str
    bot: bool
    rating: RatingOut
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.rating_out import RatingOut # noqa: PLC0415
        rank = self.rank

        account = self.account

        name = self.name

        bot = self.bot

        rating = self.rating.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rank": rank,
            "account": account,
            "name": name,
            "bot": bot,
            "rating": rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.rating_out import RatingOut # noqa: PLC0415
        d = dict(src_dict)
        rank = d.pop("rank")

        account = d.pop("account")

        name = d.pop("name")

        bot = d.pop("bot")

        rating = RatingOut.from_dict(d.pop("rating"))




        leaderboard_row = cls(
            rank=rank,
            account=account,
            name=name,
            bot=bot,
            rating=rating,
        )


        leaderboard_row.additional_properties = d
        return leaderboard_row

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
