from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OttomansBattleView")



@_attrs_define
class OttomansBattleView:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            defender (int | None): The defending player (O93): the seat that controls the defenders and answers the
                attacker's bids; null: uncontrolled defenders (or not settled yet, O224).
            area (str): An area (a region or a sea), by its name.
            city (None | str): The city besieged (10.0), or null: a field battle in `area`.
            attackers (list[str]): The attacking pieces (9.0).
            defenders (list[str]): The defending pieces (9.0).
            source (None | str | Unset): The attackers' area when it is not `area` (16.7: the sea of an amphibious assault
                on a port), or null.
            attacker_advantages (int | Unset): Tactical Advantages (27.2 Military Advance (2)) played for the attacker so
                far, the one declared with the attack included: each doubles his strength, 9.42's x6 cap. Default: 0.
            defender_advantages (int | Unset): Tactical Advantages played for the defending player so far (29 Q&A 5, O201).
                Default: 0.
            die (int | None | Unset): The combat results table's die (1-6, 9.1(4)) once rolled: the die a Jesuits/Sufis re-
                roll would replace; null before the roll.
     """

    seat: int
    defender: int | None
    area: str
    city: None | str
    attackers: list[str]
    defenders: list[str]
    source: None | str | Unset = UNSET
    attacker_advantages: int | Unset = 0
    defender_advantages: int | Unset = 0
    die: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        defender: int | None
        defender = self.defender

        area = self.area

        city: None | str
        city = self.city

        attackers = self.attackers



        defenders = self.defenders



        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        attacker_advantages = self.attacker_advantages

        defender_advantages = self.defender_advantages

        die: int | None | Unset
        if isinstance(self.die, Unset):
            die = UNSET
        else:
            die = self.die


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "defender": defender,
            "area": area,
            "city": city,
            "attackers": attackers,
            "defenders": defenders,
        })
        if source is not UNSET:
            field_dict["source"] = source
        if attacker_advantages is not UNSET:
            field_dict["attacker_advantages"] = attacker_advantages
        if defender_advantages is not UNSET:
            field_dict["defender_advantages"] = defender_advantages
        if die is not UNSET:
            field_dict["die"] = die

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_defender(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        defender = _parse_defender(d.pop("defender"))


        area = d.pop("area")

        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))


        attackers = cast(list[str], d.pop("attackers"))


        defenders = cast(list[str], d.pop("defenders"))


        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))


        attacker_advantages = d.pop("attacker_advantages", UNSET)

        defender_advantages = d.pop("defender_advantages", UNSET)

        def _parse_die(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        die = _parse_die(d.pop("die", UNSET))


        ottomans_battle_view = cls(
            seat=seat,
            defender=defender,
            area=area,
            city=city,
            attackers=attackers,
            defenders=defenders,
            source=source,
            attacker_advantages=attacker_advantages,
            defender_advantages=defender_advantages,
            die=die,
        )


        ottomans_battle_view.additional_properties = d
        return ottomans_battle_view

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
