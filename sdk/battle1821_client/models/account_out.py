from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating_out import RatingOut





T = TypeVar("T", bound="AccountOut")



@_attrs_define
class AccountOut:
    """ 
        Attributes:
            id (str): The account's id: `acc_` + 16 hex digits.
            name (str): The account's name.
            bot (bool): A bot account (a program plays it).
            created_at (str): RFC 3339 UTC time.
            ratings (list[RatingOut]): Its ratings, one per game kind, by kind's name.
     """

    id: str
    name: str
    bot: bool
    created_at: str
    ratings: list[RatingOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.rating_out import RatingOut # noqa: PLC0415
        id = self.id

        name = self.name

        bot = self.bot

        created_at = self.created_at

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "bot": bot,
            "created_at": created_at,
            "ratings": ratings,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.rating_out import RatingOut # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        bot = d.pop("bot")

        created_at = d.pop("created_at")

        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RatingOut.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        account_out = cls(
            id=id,
            name=name,
            bot=bot,
            created_at=created_at,
            ratings=ratings,
        )


        account_out.additional_properties = d
        return account_out

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
