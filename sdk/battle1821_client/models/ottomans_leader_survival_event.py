from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansLeaderSurvivalEvent")



@_attrs_define
class OttomansLeaderSurvivalEvent:
    """ 
        Attributes:
            leader (str): A leader, by its name (null: none) (15.0).
            die (int): The die rolled (1-6), or null.
            survived (bool): True when the leader survived (15.3).
            placed (None | str): Where the piece was placed (an area's name), or null.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['leader_survival']): The discriminator: which kind of object this is. Default: 'leader_survival'.
     """

    leader: str
    die: int
    survived: bool
    placed: None | str
    seq: int
    version: int
    type_: Literal['leader_survival'] = 'leader_survival'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        leader = self.leader

        die = self.die

        survived = self.survived

        placed: None | str
        placed = self.placed

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "leader": leader,
            "die": die,
            "survived": survived,
            "placed": placed,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        leader = d.pop("leader")

        die = d.pop("die")

        survived = d.pop("survived")

        def _parse_placed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        placed = _parse_placed(d.pop("placed"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['leader_survival'] , d.pop("type"))
        if type_ != 'leader_survival':
            raise ValueError(f"type must match const 'leader_survival', got '{type_}'")

        ottomans_leader_survival_event = cls(
            leader=leader,
            die=die,
            survived=survived,
            placed=placed,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_leader_survival_event.additional_properties = d
        return ottomans_leader_survival_event

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
