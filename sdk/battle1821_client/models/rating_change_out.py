from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rating import Rating





T = TypeVar("T", bound="RatingChangeOut")



@_attrs_define
class RatingChangeOut:
    """ 
        Attributes:
            game_id (str): The game (`GET /games/{game_id}`).
            kind (str): The game kind.
            at (str): RFC 3339 UTC time.
            rank (int): The account's place in the game's result (1: first; tied seats share a place; in 1821 an Ottoman
                victory puts every Greek seat in one place, all lost together).
            seats (int): The rated seats of the game.
            before (Rating):
            after (Rating):
     """

    game_id: str
    kind: str
    at: str
    rank: int
    seats: int
    before: Rating
    after: Rating
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.rating import Rating # noqa: PLC0415
        game_id = self.game_id

        kind = self.kind

        at = self.at

        rank = self.rank

        seats = self.seats

        before = self.before.to_dict()

        after = self.after.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "kind": kind,
            "at": at,
            "rank": rank,
            "seats": seats,
            "before": before,
            "after": after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.rating import Rating # noqa: PLC0415
        d = dict(src_dict)
        game_id = d.pop("game_id")

        kind = d.pop("kind")

        at = d.pop("at")

        rank = d.pop("rank")

        seats = d.pop("seats")

        before = Rating.from_dict(d.pop("before"))




        after = Rating.from_dict(d.pop("after"))




        rating_change_out = cls(
            game_id=game_id,
            kind=kind,
            at=at,
            rank=rank,
            seats=seats,
            before=before,
            after=after,
        )


        rating_change_out.additional_properties = d
        return rating_change_out

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
