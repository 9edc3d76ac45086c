from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RatingOut")



@_attrs_define
class RatingOut:
    """ 
        Attributes:
            kind (str): The game kind (`GET /kinds`).
            mu (float): The skill estimate's mean (25 for a new account).
            sigma (float): The skill estimate's uncertainty (25/3 for a new account).
            ordinal (float): `mu - 3 sigma`: the leaderboard's order (0 for a new account).
            games (int): Rated games of this kind counted.
     """

    kind: str
    mu: float
    sigma: float
    ordinal: float
    games: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        mu = self.mu

        sigma = self.sigma

        ordinal = self.ordinal

        games = self.games


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "mu": mu,
            "sigma": sigma,
            "ordinal": ordinal,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        mu = d.pop("mu")

        sigma = d.pop("sigma")

        ordinal = d.pop("ordinal")

        games = d.pop("games")

        rating_out = cls(
            kind=kind,
            mu=mu,
            sigma=sigma,
            ordinal=ordinal,
            games=games,
        )


        rating_out.additional_properties = d
        return rating_out

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
