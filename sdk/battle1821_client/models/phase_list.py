from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.phase_record import PhaseRecord





T = TypeVar("T", bound="PhaseList")



@_attrs_define
class PhaseList:
    """ 
        Attributes:
            phases (list[PhaseRecord]): The phase records in order.
     """

    phases: list[PhaseRecord]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.phase_record import PhaseRecord # noqa: PLC0415
        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "phases": phases,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.phase_record import PhaseRecord # noqa: PLC0415
        d = dict(src_dict)
        phases = []
        _phases = d.pop("phases")
        for phases_item_data in (_phases):
            phases_item = PhaseRecord.from_dict(phases_item_data)



            phases.append(phases_item)


        phase_list = cls(
            phases=phases,
        )


        phase_list.additional_properties = d
        return phase_list

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
