from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battle_out_winner_type_1 import BattleOutWinnerType1
from ..models.battle_out_winner_type_2_type_1 import BattleOutWinnerType2Type1
from ..models.battle_out_winner_type_3_type_1 import BattleOutWinnerType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.battle_out_allies_item import BattleOutAlliesItem
  from ..models.battle_out_ottomans_defeated import BattleOutOttomansDefeated
  from ..models.battle_roll_out import BattleRollOut
  from ..models.event_out import EventOut





T = TypeVar("T", bound="BattleOut")



@_attrs_define
class BattleOut:
    """ 
        Attributes:
            number (int):
            kind (str):
            region (str):
            origin (None | str):
            seat (int):
            greek_infantry (int):
            greek_cannons (int):
            ottomans (int):
            attack_dice_bonus (int):
            allies (list[BattleOutAlliesItem]):
            rolls (list[BattleRollOut]):
            cannons_lost (int):
            winner (BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None):
            owner_after (int | None):
            ottomans_defeated (BattleOutOttomansDefeated):
            events (list[EventOut]):
     """

    number: int
    kind: str
    region: str
    origin: None | str
    seat: int
    greek_infantry: int
    greek_cannons: int
    ottomans: int
    attack_dice_bonus: int
    allies: list[BattleOutAlliesItem]
    rolls: list[BattleRollOut]
    cannons_lost: int
    winner: BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None
    owner_after: int | None
    ottomans_defeated: BattleOutOttomansDefeated
    events: list[EventOut]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.battle_out_allies_item import BattleOutAlliesItem # noqa: PLC0415
        from ..models.battle_out_ottomans_defeated import BattleOutOttomansDefeated # noqa: PLC0415
        from ..models.battle_roll_out import BattleRollOut # noqa: PLC0415
        from ..models.event_out import EventOut # noqa: PLC0415
        number = self.number

        kind = self.kind

        region = self.region

        origin: None | str
        origin = self.origin

        seat = self.seat

        greek_infantry = self.greek_infantry

        greek_cannons = self.greek_cannons

        ottomans = self.ottomans

        attack_dice_bonus = self.attack_dice_bonus

        allies = []
        for allies_item_data in self.allies:
            allies_item = allies_item_data.to_dict()
            allies.append(allies_item)



        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)



        cannons_lost = self.cannons_lost

        winner: None | str
        if isinstance(self.winner, BattleOutWinnerType1):
            winner = self.winner.value
        elif isinstance(self.winner, BattleOutWinnerType2Type1):
            winner = self.winner.value
        elif isinstance(self.winner, BattleOutWinnerType3Type1):
            winner = self.winner.value
        else:
            winner = self.winner

        owner_after: int | None
        owner_after = self.owner_after

        ottomans_defeated = self.ottomans_defeated.to_dict()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "kind": kind,
            "region": region,
            "origin": origin,
            "seat": seat,
            "greek_infantry": greek_infantry,
            "greek_cannons": greek_cannons,
            "ottomans": ottomans,
            "attack_dice_bonus": attack_dice_bonus,
            "allies": allies,
            "rolls": rolls,
            "cannons_lost": cannons_lost,
            "winner": winner,
            "owner_after": owner_after,
            "ottomans_defeated": ottomans_defeated,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.battle_out_allies_item import BattleOutAlliesItem # noqa: PLC0415
        from ..models.battle_out_ottomans_defeated import BattleOutOttomansDefeated # noqa: PLC0415
        from ..models.battle_roll_out import BattleRollOut # noqa: PLC0415
        from ..models.event_out import EventOut # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        kind = d.pop("kind")

        region = d.pop("region")

        def _parse_origin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        origin = _parse_origin(d.pop("origin"))


        seat = d.pop("seat")

        greek_infantry = d.pop("greek_infantry")

        greek_cannons = d.pop("greek_cannons")

        ottomans = d.pop("ottomans")

        attack_dice_bonus = d.pop("attack_dice_bonus")

        allies = []
        _allies = d.pop("allies")
        for allies_item_data in (_allies):
            allies_item = BattleOutAlliesItem.from_dict(allies_item_data)



            allies.append(allies_item)


        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = BattleRollOut.from_dict(rolls_item_data)



            rolls.append(rolls_item)


        cannons_lost = d.pop("cannons_lost")

        def _parse_winner(data: object) -> BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_1 = BattleOutWinnerType1(data)



                return winner_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_2_type_1 = BattleOutWinnerType2Type1(data)



                return winner_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_3_type_1 = BattleOutWinnerType3Type1(data)



                return winner_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None, data)

        winner = _parse_winner(d.pop("winner"))


        def _parse_owner_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner_after = _parse_owner_after(d.pop("owner_after"))


        ottomans_defeated = BattleOutOttomansDefeated.from_dict(d.pop("ottomans_defeated"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventOut.from_dict(events_item_data)



            events.append(events_item)


        battle_out = cls(
            number=number,
            kind=kind,
            region=region,
            origin=origin,
            seat=seat,
            greek_infantry=greek_infantry,
            greek_cannons=greek_cannons,
            ottomans=ottomans,
            attack_dice_bonus=attack_dice_bonus,
            allies=allies,
            rolls=rolls,
            cannons_lost=cannons_lost,
            winner=winner,
            owner_after=owner_after,
            ottomans_defeated=ottomans_defeated,
            events=events,
        )


        battle_out.additional_properties = d
        return battle_out

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
