from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAgentResolvedEvent")



@_attrs_define
class OttomansAgentResolvedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            target (int | None): The seat targeted (27.2), or null.
            operation (str): The agent operation (20.0): `assassination`, `espionage`, `coup`, `treachery` or `diplomacy`.
            agents (int): Agents committed to the operation (20.1): secret until revealed (null where another seat reads
                it).
            defence (int): The defending strength (9.1).
            die (int): The die rolled (1-6), or null.
            total (int): The modified roll the agent table is read with (20.1).
            result (str): The combat result (9.2 CRT).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['agent_resolved']): The discriminator: which kind of object this is. Default: 'agent_resolved'.
     """

    seat: int
    target: int | None
    operation: str
    agents: int
    defence: int
    die: int
    total: int
    result: str
    seq: int
    version: int
    type_: Literal['agent_resolved'] = 'agent_resolved'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target: int | None
        target = self.target

        operation = self.operation

        agents = self.agents

        defence = self.defence

        die = self.die

        total = self.total

        result = self.result

        seq = self.seq

        version = self.version

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "target": target,
            "operation": operation,
            "agents": agents,
            "defence": defence,
            "die": die,
            "total": total,
            "result": result,
            "seq": seq,
            "version": version,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))


        operation = d.pop("operation")

        agents = d.pop("agents")

        defence = d.pop("defence")

        die = d.pop("die")

        total = d.pop("total")

        result = d.pop("result")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['agent_resolved'] , d.pop("type"))
        if type_ != 'agent_resolved':
            raise ValueError(f"type must match const 'agent_resolved', got '{type_}'")

        ottomans_agent_resolved_event = cls(
            seat=seat,
            target=target,
            operation=operation,
            agents=agents,
            defence=defence,
            die=die,
            total=total,
            result=result,
            seq=seq,
            version=version,
            type_=type_,
        )


        ottomans_agent_resolved_event.additional_properties = d
        return ottomans_agent_resolved_event

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
