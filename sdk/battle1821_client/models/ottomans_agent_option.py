from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansAgentOption")



@_attrs_define
class OttomansAgentOption:
    """ `operation` with 1 to `most` agents against any one of `targets` (espionage, coup, treachery), `leaders`
    (assassination) or `nationalities` (diplomacy): sent as `{"type": "agent_operation", "operation": ..., "agents": n}`
    with `target` (a seat), `leader` or `nationality`, one of the row's.

        Attributes:
            operation (str): The agent operation (20.0): `assassination`, `espionage`, `coup`, `treachery` or `diplomacy`.
            most (int): The most agents the seat may commit (those it holds).
            type_ (Literal['agent_operation']): The discriminator: which kind of object this is. Default: 'agent_operation'.
            targets (list[int] | Unset): The seats targeted (27.2).
            leaders (list[str] | Unset): Leaders (names) (15.0).
            nationalities (list[str] | Unset): Nationalities (names) (3.1, 6.0).
     """

    operation: str
    most: int
    type_: Literal['agent_operation'] = 'agent_operation'
    targets: list[int] | Unset = UNSET
    leaders: list[str] | Unset = UNSET
    nationalities: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        operation = self.operation

        most = self.most

        type_ = self.type_

        targets: list[int] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets



        leaders: list[str] | Unset = UNSET
        if not isinstance(self.leaders, Unset):
            leaders = self.leaders



        nationalities: list[str] | Unset = UNSET
        if not isinstance(self.nationalities, Unset):
            nationalities = self.nationalities




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "operation": operation,
            "most": most,
            "type": type_,
        })
        if targets is not UNSET:
            field_dict["targets"] = targets
        if leaders is not UNSET:
            field_dict["leaders"] = leaders
        if nationalities is not UNSET:
            field_dict["nationalities"] = nationalities

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        operation = d.pop("operation")

        most = d.pop("most")

        type_ = cast(Literal['agent_operation'] , d.pop("type"))
        if type_ != 'agent_operation':
            raise ValueError(f"type must match const 'agent_operation', got '{type_}'")

        targets = cast(list[int], d.pop("targets", UNSET))


        leaders = cast(list[str], d.pop("leaders", UNSET))


        nationalities = cast(list[str], d.pop("nationalities", UNSET))


        ottomans_agent_option = cls(
            operation=operation,
            most=most,
            type_=type_,
            targets=targets,
            leaders=leaders,
            nationalities=nationalities,
        )


        ottomans_agent_option.additional_properties = d
        return ottomans_agent_option

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
