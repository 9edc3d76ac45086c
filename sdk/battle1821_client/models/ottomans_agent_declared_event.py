from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAgentDeclaredEvent")



@_attrs_define
class OttomansAgentDeclaredEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            operation (str): The agent operation (20.0): `assassination`, `espionage`, `coup`, `treachery` or `diplomacy`.
            target (int | None): The seat targeted (27.2), or null.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['agent_declared']): The discriminator: which kind of object this is. Default: 'agent_declared'.
            leader (None | str | Unset): A leader, by its name (null: none) (15.0).
            nationality (None | str | Unset): A nationality (its core region's name) (3.1, 6.0).
            agents (int | None | Unset): Agents committed to the operation (20.1): secret until revealed (null where another
                seat reads it).
     """

    seat: int
    operation: str
    target: int | None
    seq: int
    version: int
    type_: Literal['agent_declared'] = 'agent_declared'
    leader: None | str | Unset = UNSET
    nationality: None | str | Unset = UNSET
    agents: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        operation = self.operation

        target: int | None
        target = self.target

        seq = self.seq

        version = self.version

        type_ = self.type_

        leader: None | str | Unset
        if isinstance(self.leader, Unset):
            leader = UNSET
        else:
            leader = self.leader

        nationality: None | str | Unset
        if isinstance(self.nationality, Unset):
            nationality = UNSET
        else:
            nationality = self.nationality

        agents: int | None | Unset
        if isinstance(self.agents, Unset):
            agents = UNSET
        else:
            agents = self.agents


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "operation": operation,
            "target": target,
            "seq": seq,
            "version": version,
            "type": type_,
        })
        if leader is not UNSET:
            field_dict["leader"] = leader
        if nationality is not UNSET:
            field_dict["nationality"] = nationality
        if agents is not UNSET:
            field_dict["agents"] = agents

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        operation = d.pop("operation")

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))


        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['agent_declared'] , d.pop("type"))
        if type_ != 'agent_declared':
            raise ValueError(f"type must match const 'agent_declared', got '{type_}'")

        def _parse_leader(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader = _parse_leader(d.pop("leader", UNSET))


        def _parse_nationality(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        nationality = _parse_nationality(d.pop("nationality", UNSET))


        def _parse_agents(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        agents = _parse_agents(d.pop("agents", UNSET))


        ottomans_agent_declared_event = cls(
            seat=seat,
            operation=operation,
            target=target,
            seq=seq,
            version=version,
            type_=type_,
            leader=leader,
            nationality=nationality,
            agents=agents,
        )


        ottomans_agent_declared_event.additional_properties = d
        return ottomans_agent_declared_event

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
