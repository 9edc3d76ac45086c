from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="BattleRollOut")



@_attrs_define
class BattleRollOut:
    """ 
        Attributes:
            roll (int): The roll's number in the battle (1, 2, ...).
            greek_dice (list[int]): The fighting player's dice, high to low (R12).
            ally_die (int | None): The Ally's die (R18), null without an Ally.
            ottoman_dice (list[int]): The Ottoman dice, high to low (R12).
            greek_losses (int): Pieces in the Greek losses area (R4, R21, R24).
            ally_losses (int): Ally pieces lost in the roll.
            ottoman_losses (int): Ottoman pieces lost in the roll.
     """

    roll: int
    greek_dice: list[int]
    ally_die: int | None
    ottoman_dice: list[int]
    greek_losses: int
    ally_losses: int
    ottoman_losses: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        roll = self.roll

        greek_dice = self.greek_dice



        ally_die: int | None
        ally_die = self.ally_die

        ottoman_dice = self.ottoman_dice



        greek_losses = self.greek_losses

        ally_losses = self.ally_losses

        ottoman_losses = self.ottoman_losses


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "roll": roll,
            "greek_dice": greek_dice,
            "ally_die": ally_die,
            "ottoman_dice": ottoman_dice,
            "greek_losses": greek_losses,
            "ally_losses": ally_losses,
            "ottoman_losses": ottoman_losses,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
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

        battle_roll_out = cls(
            roll=roll,
            greek_dice=greek_dice,
            ally_die=ally_die,
            ottoman_dice=ottoman_dice,
            greek_losses=greek_losses,
            ally_losses=ally_losses,
            ottoman_losses=ottoman_losses,
        )


        battle_roll_out.additional_properties = d
        return battle_roll_out

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
