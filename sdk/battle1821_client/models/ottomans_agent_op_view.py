from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OttomansAgentOpView")



@_attrs_define
class OttomansAgentOpView:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            operation (str): The agent operation (20.0): `assassination`, `espionage`, `coup`, `treachery` or `diplomacy`.
            target (int | None): The seat targeted (27.2), or null.
            leader (None | str): A leader, by its name (null: none) (15.0).
            nationality (None | str): A nationality (its core region's name) (3.1, 6.0).
            agents (int | None | Unset): Agents committed to the operation (20.1): secret until revealed (null where another
                seat reads it).
            defence (int | None | Unset): The defending strength (9.1).
     """

    seat: int
    operation: str
    target: int | None
    leader: None | str
    nationality: None | str
    agents: int | None | Unset = UNSET
    defence: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        operation = self.operation

        target: int | None
        target = self.target

        leader: None | str
        leader = self.leader

        nationality: None | str
        nationality = self.nationality

        agents: int | None | Unset
        if isinstance(self.agents, Unset):
            agents = UNSET
        else:
            agents = self.agents

        defence: int | None | Unset
        if isinstance(self.defence, Unset):
            defence = UNSET
        else:
            defence = self.defence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "operation": operation,
            "target": target,
            "leader": leader,
            "nationality": nationality,
        })
        if agents is not UNSET:
            field_dict["agents"] = agents
        if defence is not UNSET:
            field_dict["defence"] = defence

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


        def _parse_leader(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        leader = _parse_leader(d.pop("leader"))


        def _parse_nationality(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        nationality = _parse_nationality(d.pop("nationality"))


        def _parse_agents(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        agents = _parse_agents(d.pop("agents", UNSET))


        def _parse_defence(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        defence = _parse_defence(d.pop("defence", UNSET))


        ottomans_agent_op_view = cls(
            seat=seat,
            operation=operation,
            target=target,
            leader=leader,
            nationality=nationality,
            agents=agents,
            defence=defence,
        )


        ottomans_agent_op_view.additional_properties = d
        return ottomans_agent_op_view

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
