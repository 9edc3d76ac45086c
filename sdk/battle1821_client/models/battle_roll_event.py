from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BattleRollEvent")



@_attrs_define
class BattleRollEvent:
    """ 
        Attributes:
            battle (int): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
            roll (int): The roll's number in the battle (1, 2, ...).
            greek_dice (list[int]): The fighting player's dice, high to low (R12).
            ally_die (int | None): The Ally's die (R18), null without an Ally.
            ottoman_dice (list[int]): The Ottoman dice, high to low (R12).
            greek_losses (int): Pieces in the Greek losses area (R4, R21, R24).
            ally_losses (int): Ally pieces lost in the roll.
            ottoman_losses (int): Ottoman pieces lost in the roll.
            greek_infantry (int): Infantry pieces (each strength 1, R2).
            greek_cannons (int): Cannon pieces (each strength 3, R2).
            ally_infantry (int): The Ally's infantry.
            ottomans (int): Ottoman pieces (each strength 1).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['battle_roll']): The discriminator: which kind of object this is. Default: 'battle_roll'.
     """

    battle: int
    roll: int
    greek_dice: list[int]
    ally_die: int | None
    ottoman_dice: list[int]
    greek_losses: int
    ally_losses: int
    ottoman_losses: int
    greek_infantry: int
    greek_cannons: int
    ally_infantry: int
    ottomans: int
    seq: int
    version: int
    type_: Literal['battle_roll'] = 'battle_roll'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        battle = self.battle

        roll = self.roll

        greek_dice = self.greek_dice



        ally_die: int | None
        ally_die = self.ally_die

        ottoman_dice = self.ottoman_dice



        greek_losses = self.greek_losses

        ally_losses = self.ally_losses

        ottoman_losses = self.ottoman_losses

        greek_infantry = self.greek_infantry

        greek_cannons = self.greek_cannons

        ally_infantry = self.ally_infantry

        ottomans = self.ottomans

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "battle": battle,
            "roll": roll,
            "greek_dice": greek_dice,
            "ally_die": ally_die,
            "ottoman_dice": ottoman_dice,
            "greek_losses": greek_losses,
            "ally_losses": ally_losses,
            "ottoman_losses": ottoman_losses,
            "greek_infantry": greek_infantry,
            "greek_cannons": greek_cannons,
            "ally_infantry": ally_infantry,
            "ottomans": ottomans,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        battle = d.pop("battle")

        roll = d.pop("roll")

        greek_dice = cast(list[int], d.pop("greek_dice"))


        def _parse_ally_die(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ally_die = _parse_ally_die(d.pop("ally_die"))


        ottoman_dice = cast(list[int], d.pop("ottoman_dice"))


        greek_losses = d.pop("greek_losses")

        ally_losses = d.pop("ally_losses")

        ottoman_losses = d.pop("ottoman_losses")

        greek_infantry = d.pop("greek_infantry")

        greek_cannons = d.pop("greek_cannons")

        ally_infantry = d.pop("ally_infantry")

        ottomans = d.pop("ottomans")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['battle_roll'] , d.pop("type"))
        if type_ != 'battle_roll':
            raise ValueError(f"type must match const 'battle_roll', got '{type_}'")

        battle_roll_event = cls(
            battle=battle,
            roll=roll,
            greek_dice=greek_dice,
            ally_die=ally_die,
            ottoman_dice=ottoman_dice,
            greek_losses=greek_losses,
            ally_losses=ally_losses,
            ottoman_losses=ottoman_losses,
            greek_infantry=greek_infantry,
            greek_cannons=greek_cannons,
            ally_infantry=ally_infantry,
            ottomans=ottomans,
            seq=seq,
            version=version,
            type_=type_,
        )


        battle_roll_event.additional_properties = d
        return battle_roll_event

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
