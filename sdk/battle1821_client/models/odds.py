from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Odds")



@_attrs_define
class Odds:
    """ 
        Attributes:
            attackers (int): Attacking strength.
            defenders (int): Defending Ottoman infantry.
            attacker_wins (float): Probability the attacker wins (0-1).
            expected_attacker_survivors (float): Expected attacking strength left.
            expected_defender_survivors (float): Expected defenders left.
            attacker_wins_exact (str): The same as an exact fraction. Default: ''.
     """

    attackers: int
    defenders: int
    attacker_wins: float
    expected_attacker_survivors: float
    expected_defender_survivors: float
    attacker_wins_exact: str = ''
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        attackers = self.attackers

        defenders = self.defenders

        attacker_wins = self.attacker_wins

        expected_attacker_survivors = self.expected_attacker_survivors

        expected_defender_survivors = self.expected_defender_survivors

        attacker_wins_exact = self.attacker_wins_exact


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "attackers": attackers,
            "defenders": defenders,
            "attacker_wins": attacker_wins,
            "expected_attacker_survivors": expected_attacker_survivors,
            "expected_defender_survivors": expected_defender_survivors,
            "attacker_wins_exact": attacker_wins_exact,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        attackers = d.pop("attackers")

        defenders = d.pop("defenders")

        attacker_wins = d.pop("attacker_wins")

        expected_attacker_survivors = d.pop("expected_attacker_survivors")

        expected_defender_survivors = d.pop("expected_defender_survivors")

        attacker_wins_exact = d.pop("attacker_wins_exact")

        odds = cls(
            attackers=attackers,
            defenders=defenders,
            attacker_wins=attacker_wins,
            expected_attacker_survivors=expected_attacker_survivors,
            expected_defender_survivors=expected_defender_survivors,
            attacker_wins_exact=attacker_wins_exact,
        )


        odds.additional_properties = d
        return odds

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
