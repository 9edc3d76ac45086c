from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="KindLinks")



@_attrs_define
class KindLinks:
    """ Where to read more of the kind.

        Attributes:
            kind (str): `GET /kinds/{kind}`: the kind with the JSON Schemas of its types.
            rules (str): `GET /kinds/{kind}/rules`: its rules as data (board, tables, cards).
            games (str): `GET /games?kind={kind}`: the games of this kind.
     """

    kind: str
    rules: str
    games: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        rules = self.rules

        games = self.games


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "kind": kind,
            "rules": rules,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        rules = d.pop("rules")

        games = d.pop("games")

        kind_links = cls(
            kind=kind,
            rules=rules,
            games=games,
        )


        kind_links.additional_properties = d
        return kind_links

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
