from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import Literal, cast






T = TypeVar("T", bound="OttomansCommitOption")



@_attrs_define
class OttomansCommitOption:
    """ 0 to `most` defending agents against seat `by`'s `operation`.

        Attributes:
            most (int): The most agents the seat may commit (those it holds).
            by (int): The seat that made the proposal or the move (-1: none).
            operation (str): The agent operation (20.0): `assassination`, `espionage`, `coup`, `treachery` or `diplomacy`.
            type_ (Literal['commit_agents']): The discriminator: which kind of object this is. Default: 'commit_agents'.
     """

    most: int
    by: int
    operation: str
    type_: Literal['commit_agents'] = 'commit_agents'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        most = self.most

        by = self.by

        operation = self.operation

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "most": most,
            "by": by,
            "operation": operation,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        most = d.pop("most")

        by = d.pop("by")

        operation = d.pop("operation")

        type_ = cast(Literal['commit_agents'] , d.pop("type"))
        if type_ != 'commit_agents':
            raise ValueError(f"type must match const 'commit_agents', got '{type_}'")

        ottomans_commit_option = cls(
            most=most,
            by=by,
            operation=operation,
            type_=type_,
        )


        ottomans_commit_option.additional_properties = d
        return ottomans_commit_option

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
