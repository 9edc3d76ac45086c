from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansGameEndedEvent")



@_attrs_define
class OttomansGameEndedEvent:
    """ 
        Attributes:
            winners (list[int]): The winning seats once the game has ended (21.0), empty while it runs: after an Imperial
                Victory the best scorers of the winning faction's points (21.13, ties share); after a Survival Victory every
                seat whose Survival points exceed the total value of its core colour's regions (21.13 second entry): several, or
                none, so a finished game may have no winner.
            reason (str): Why, as a stable word.
            victory (None | str): How the game ended (21.0): `imperial` (21.11: one faction occupies at least 51 % of the
                critical cities) or `survival` (21.2: no faction did; see `winners`), or null while it runs.
            points (list[float]): Victory points by seat (21.0), or a number of points.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['game_ended']): The discriminator: which kind of object this is. Default: 'game_ended'.
     """

    winners: list[int]
    reason: str
    victory: None | str
    points: list[float]
    seq: int
    version: int
    type_: Literal['game_ended'] = 'game_ended'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        winners = self.winners



        reason = self.reason

        victory: None | str
        victory = self.victory

        points = self.points



        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "winners": winners,
            "reason": reason,
            "victory": victory,
            "points": points,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winners = cast(list[int], d.pop("winners"))


        reason = d.pop("reason")

        def _parse_victory(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        victory = _parse_victory(d.pop("victory"))


        points = cast(list[float], d.pop("points"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['game_ended'] , d.pop("type"))
        if type_ != 'game_ended':
            raise ValueError(f"type must match const 'game_ended', got '{type_}'")

        ottomans_game_ended_event = cls(
            winners=winners,
            reason=reason,
            victory=victory,
            points=points,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_game_ended_event.additional_properties = d
        return ottomans_game_ended_event

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
