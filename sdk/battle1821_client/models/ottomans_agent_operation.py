from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_agent_operation_operation import OttomansAgentOperationOperation
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAgentOperation")



@_attrs_define
class OttomansAgentOperation:
    """ 20.1: declare an agent operation committing `agents` (secret until revealed): `assassination` of `leader` (its
    controller is the target; one's own leader of another colour than one's core: backstabbing, 20.2), `espionage` /
    `coup` / `treachery` against seat `target`, `diplomacy` on the neutral `nationality` (20.3).

        Attributes:
            operation (OttomansAgentOperationOperation): The agent operation (20.0): `assassination`, `espionage`, `coup`,
                `treachery` or `diplomacy`.
            agents (int): Agents committed to the operation (20.1): secret until revealed (null where another seat reads
                it).
            type_ (Literal['agent_operation']): The discriminator: which kind of object this is. Default: 'agent_operation'.
            target (int | None | Unset): The seat targeted (27.2), or null.
            leader (None | str | Unset): A leader, by its name (null: none) (15.0).
            nationality (None | str | Unset): A nationality (its core region's name) (3.1, 6.0).
     """

    operation: OttomansAgentOperationOperation
    agents: int
    type_: Literal['agent_operation'] = 'agent_operation'
    target: int | None | Unset = UNSET
    leader: None | str | Unset = UNSET
    nationality: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        operation = self.operation.value

        agents = self.agents

        type_ = self.type_

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

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


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "operation": operation,
            "agents": agents,
            "type": type_,
        })
        if target is not UNSET:
            field_dict["target"] = target
        if leader is not UNSET:
            field_dict["leader"] = leader
        if nationality is not UNSET:
            field_dict["nationality"] = nationality

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        operation = OttomansAgentOperationOperation(d.pop("operation"))




        agents = d.pop("agents")

        type_ = cast(Literal['agent_operation'] , d.pop("type"))
        if type_ != 'agent_operation':
            raise ValueError(f"type must match const 'agent_operation', got '{type_}'")

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))


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


        ottomans_agent_operation = cls(
            operation=operation,
            agents=agents,
            type_=type_,
            target=target,
            leader=leader,
            nationality=nationality,
        )

        return ottomans_agent_operation

