from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansCommitAgents")



@_attrs_define
class OttomansCommitAgents:
    """ 20.1: the target's secret commitment of defending agents (0 up to those held).

        Attributes:
            agents (int): Agents committed to the operation (20.1): secret until revealed (null where another seat reads
                it).
            type_ (Literal['commit_agents']): The discriminator: which kind of object this is. Default: 'commit_agents'.
     """

    agents: int
    type_: Literal['commit_agents'] = 'commit_agents'





    def to_dict(self) -> dict[str, Any]:
        agents = self.agents

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "agents": agents,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        agents = d.pop("agents")

        type_ = cast(Literal['commit_agents'] , d.pop("type"))
        if type_ != 'commit_agents':
            raise ValueError(f"type must match const 'commit_agents', got '{type_}'")

        ottomans_commit_agents = cls(
            agents=agents,
            type_=type_,
        )

        return ottomans_commit_agents

