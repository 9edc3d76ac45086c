from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAgentsCommittedEvent")



@_attrs_define
class OttomansAgentsCommittedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['agents_committed']): The discriminator: which kind of object this is. Default:
                'agents_committed'.
            agents (int | None | Unset): Agents committed to the operation (20.1): secret until revealed (null where another
                seat reads it).
     """

    seat: int
    seq: int
    version: int
    type_: Literal['agents_committed'] = 'agents_committed'
    agents: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        version = self.version

        type_ = self.type_

        agents: int | None | Unset
        if isinstance(self.agents, Unset):
            agents = UNSET
        else:
            agents = self.agents


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "seq": seq,
            "version": version,
            "type": type_,
        })
        if agents is not UNSET:
            field_dict["agents"] = agents

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['agents_committed'] , d.pop("type"))
        if type_ != 'agents_committed':
            raise ValueError(f"type must match const 'agents_committed', got '{type_}'")

        def _parse_agents(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        agents = _parse_agents(d.pop("agents", UNSET))


        ottomans_agents_committed_event = cls(
            seat=seat,
            seq=seq,
            version=version,
            type_=type_,
            agents=agents,
        )


        ottomans_agents_committed_event.additional_properties = d
        return ottomans_agents_committed_event

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
