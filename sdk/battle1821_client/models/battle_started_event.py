from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battle_started_event_kind import BattleStartedEventKind
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="BattleStartedEvent")



@_attrs_define
class BattleStartedEvent:
    """ 
        Attributes:
            battle (int): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
            kind (BattleStartedEventKind): `greek_attack` (a player attacks, R11-R16) or `ottoman_attack` (the Ottoman
                phase, R22).
            region (str): A region's board id (see `GET /rules` `board.regions`).
            origin (None | str): The region the pieces come from (board id).
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            greek_infantry (int): Infantry pieces (each strength 1, R2).
            greek_cannons (int): Cannon pieces (each strength 3, R2).
            ottomans (int): Ottoman pieces (each strength 1).
            attack_dice_bonus (int): Extra attack dice (Events, Blessings). Default: 0.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['battle_started']): The discriminator: which kind of object this is. Default: 'battle_started'.
     """

    battle: int
    kind: BattleStartedEventKind
    region: str
    origin: None | str
    seat: int
    greek_infantry: int
    greek_cannons: int
    ottomans: int
    seq: int
    version: int
    attack_dice_bonus: int = 0
    type_: Literal['battle_started'] = 'battle_started'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        battle = self.battle

        kind = self.kind.value

        region = self.region

        origin: None | str
        origin = self.origin

        seat = self.seat

        greek_infantry = self.greek_infantry

        greek_cannons = self.greek_cannons

        ottomans = self.ottomans

        attack_dice_bonus = self.attack_dice_bonus

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "battle": battle,
            "kind": kind,
            "region": region,
            "origin": origin,
            "seat": seat,
            "greek_infantry": greek_infantry,
            "greek_cannons": greek_cannons,
            "ottomans": ottomans,
            "attack_dice_bonus": attack_dice_bonus,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        battle = d.pop("battle")

        kind = BattleStartedEventKind(d.pop("kind"))




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

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['battle_started'] , d.pop("type"))
        if type_ != 'battle_started':
            raise ValueError(f"type must match const 'battle_started', got '{type_}'")

        battle_started_event = cls(
            battle=battle,
            kind=kind,
            region=region,
            origin=origin,
            seat=seat,
            greek_infantry=greek_infantry,
            greek_cannons=greek_cannons,
            ottomans=ottomans,
            attack_dice_bonus=attack_dice_bonus,
            seq=seq,
            version=version,
            type_=type_,
        )


        battle_started_event.additional_properties = d
        return battle_started_event

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
