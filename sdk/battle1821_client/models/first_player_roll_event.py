from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.first_player_roll_event_rolls import FirstPlayerRollEventRolls





T = TypeVar("T", bound="FirstPlayerRollEvent")



@_attrs_define
class FirstPlayerRollEvent:
    """ 
        Attributes:
            rolls (FirstPlayerRollEventRolls): The rolls (R12-R13).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['first_player_roll']): The discriminator: which kind of object this is. Default:
                'first_player_roll'.
     """

    rolls: FirstPlayerRollEventRolls
    seq: int
    version: int
    type_: Literal['first_player_roll'] = 'first_player_roll'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.first_player_roll_event_rolls import FirstPlayerRollEventRolls # noqa: PLC0415
        rolls = self.rolls.to_dict()

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "rolls": rolls,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.first_player_roll_event_rolls import FirstPlayerRollEventRolls # noqa: PLC0415
        d = dict(src_dict)
        rolls = FirstPlayerRollEventRolls.from_dict(d.pop("rolls"))




        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['first_player_roll'] , d.pop("type"))
        if type_ != 'first_player_roll':
            raise ValueError(f"type must match const 'first_player_roll', got '{type_}'")

        first_player_roll_event = cls(
            rolls=rolls,
            seq=seq,
            version=version,
            type_=type_,
        )


        first_player_roll_event.additional_properties = d
        return first_player_roll_event

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
