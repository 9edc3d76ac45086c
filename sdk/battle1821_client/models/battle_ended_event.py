from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battle_ended_event_winner import BattleEndedEventWinner
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.battle_ended_event_ottomans_defeated import BattleEndedEventOttomansDefeated





T = TypeVar("T", bound="BattleEndedEvent")



@_attrs_define
class BattleEndedEvent:
    """ 
        Attributes:
            battle (int): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
            winner (BattleEndedEventWinner): Who won: `greek` or `ottoman` (null while it runs).
            region (str): A region's board id (see `GET /rules` `board.regions`).
            owner (int): The seat holding the region (-1: Ottoman, null/-2: nobody).
            ottomans_defeated (BattleEndedEventOttomansDefeated): Seat (as a string) -> Ottoman strength it defeated (R10).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['battle_ended']): The discriminator: which kind of object this is. Default: 'battle_ended'.
     """

    battle: int
    winner: BattleEndedEventWinner
    region: str
    owner: int
    ottomans_defeated: BattleEndedEventOttomansDefeated
    seq: int
    version: int
    type_: Literal['battle_ended'] = 'battle_ended'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.battle_ended_event_ottomans_defeated import BattleEndedEventOttomansDefeated # noqa: PLC0415
        battle = self.battle

        winner = self.winner.value

        region = self.region

        owner = self.owner

        ottomans_defeated = self.ottomans_defeated.to_dict()

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "battle": battle,
            "winner": winner,
            "region": region,
            "owner": owner,
            "ottomans_defeated": ottomans_defeated,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.battle_ended_event_ottomans_defeated import BattleEndedEventOttomansDefeated # noqa: PLC0415
        d = dict(src_dict)
        battle = d.pop("battle")

        winner = BattleEndedEventWinner(d.pop("winner"))




        region = d.pop("region")

        owner = d.pop("owner")

        ottomans_defeated = BattleEndedEventOttomansDefeated.from_dict(d.pop("ottomans_defeated"))




        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['battle_ended'] , d.pop("type"))
        if type_ != 'battle_ended':
            raise ValueError(f"type must match const 'battle_ended', got '{type_}'")

        battle_ended_event = cls(
            battle=battle,
            winner=winner,
            region=region,
            owner=owner,
            ottomans_defeated=ottomans_defeated,
            seq=seq,
            version=version,
            type_=type_,
        )


        battle_ended_event.additional_properties = d
        return battle_ended_event

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
