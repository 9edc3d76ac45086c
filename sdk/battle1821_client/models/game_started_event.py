from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="GameStartedEvent")



@_attrs_define
class GameStartedEvent:
    """ 
        Attributes:
            seats (int): The number of seats (2-4).
            seed_sha256 (str): SHA-256 (hex) of the seed, fixed at creation (R27): check it against `seed` at the end.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['game_started']): The discriminator: which kind of object this is. Default: 'game_started'.
     """

    seats: int
    seed_sha256: str
    seq: int
    version: int
    type_: Literal['game_started'] = 'game_started'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seats = self.seats

        seed_sha256 = self.seed_sha256

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seats": seats,
            "seed_sha256": seed_sha256,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seats = d.pop("seats")

        seed_sha256 = d.pop("seed_sha256")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['game_started'] , d.pop("type"))
        if type_ != 'game_started':
            raise ValueError(f"type must match const 'game_started', got '{type_}'")

        game_started_event = cls(
            seats=seats,
            seed_sha256=seed_sha256,
            seq=seq,
            version=version,
            type_=type_,
        )


        game_started_event.additional_properties = d
        return game_started_event

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
