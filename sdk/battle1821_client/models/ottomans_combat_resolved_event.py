from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansCombatResolvedEvent")



@_attrs_define
class OttomansCombatResolvedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            area (str): An area (a region or a sea), by its name.
            city (None | str): A city, by its name (null: none).
            attackers (list[str]): The attacking pieces (9.0).
            defenders (list[str]): The defending pieces (9.0).
            attack (int): The attacking strength (9.1).
            defence (int): The defending strength (9.1).
            column (str): The odds column of the combat results table (9.2).
            die (int): The die rolled (1-6), or null.
            result (str): The combat result (9.2 CRT).
            eliminated (list[str]): The pieces eliminated (names).
            withdrew (list[str]): The pieces that withdrew (names) (9.3).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['combat']): The discriminator: which kind of object this is. Default: 'combat'.
     """

    seat: int
    area: str
    city: None | str
    attackers: list[str]
    defenders: list[str]
    attack: int
    defence: int
    column: str
    die: int
    result: str
    eliminated: list[str]
    withdrew: list[str]
    seq: int
    version: int
    type_: Literal['combat'] = 'combat'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        area = self.area

        city: None | str
        city = self.city

        attackers = self.attackers



        defenders = self.defenders



        attack = self.attack

        defence = self.defence

        column = self.column

        die = self.die

        result = self.result

        eliminated = self.eliminated



        withdrew = self.withdrew



        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "area": area,
            "city": city,
            "attackers": attackers,
            "defenders": defenders,
            "attack": attack,
            "defence": defence,
            "column": column,
            "die": die,
            "result": result,
            "eliminated": eliminated,
            "withdrew": withdrew,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        area = d.pop("area")

        def _parse_city(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        city = _parse_city(d.pop("city"))


        attackers = cast(list[str], d.pop("attackers"))


        defenders = cast(list[str], d.pop("defenders"))


        attack = d.pop("attack")

        defence = d.pop("defence")

        column = d.pop("column")

        die = d.pop("die")

        result = d.pop("result")

        eliminated = cast(list[str], d.pop("eliminated"))


        withdrew = cast(list[str], d.pop("withdrew"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['combat'] , d.pop("type"))
        if type_ != 'combat':
            raise ValueError(f"type must match const 'combat', got '{type_}'")

        ottomans_combat_resolved_event = cls(
            seat=seat,
            area=area,
            city=city,
            attackers=attackers,
            defenders=defenders,
            attack=attack,
            defence=defence,
            column=column,
            die=die,
            result=result,
            eliminated=eliminated,
            withdrew=withdrew,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_combat_resolved_event.additional_properties = d
        return ottomans_combat_resolved_event

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
