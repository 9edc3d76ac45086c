from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_ended_event_reason import GameEndedEventReason
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="GameEndedEvent")



@_attrs_define
class GameEndedEvent:
    """ 
        Attributes:
            reason (GameEndedEventReason): Why, as a stable word (see the schema's text).
            winners (list[int]): The winning seats (R26); empty on an Ottoman victory or while the game runs.
            fame (list[int]): Fame points (R25-R26).
            seed (str): The dice seed (revealed when the game is over, R27); null before.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['game_ended']): The discriminator: which kind of object this is. Default: 'game_ended'.
     """

    reason: GameEndedEventReason
    winners: list[int]
    fame: list[int]
    seed: str
    seq: int
    version: int
    type_: Literal['game_ended'] = 'game_ended'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        winners = self.winners



        fame = self.fame



        seed = self.seed

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
            "winners": winners,
            "fame": fame,
            "seed": seed,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = GameEndedEventReason(d.pop("reason"))




        winners = cast(list[int], d.pop("winners"))


        fame = cast(list[int], d.pop("fame"))


        seed = d.pop("seed")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        game_ended_event = cls(
            reason=reason,
            winners=winners,
            fame=fame,
            seed=seed,
            seq=seq,
            version=version,
            type_=type_,
        )


        game_ended_event.additional_properties = d
        return game_ended_event

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
