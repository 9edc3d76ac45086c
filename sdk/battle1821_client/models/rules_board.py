from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.board_region import BoardRegion





T = TypeVar("T", bound="RulesBoard")



@_attrs_define
class RulesBoard:
    """ 
        Attributes:
            name (str): The board's name.
            regions (list[BoardRegion]): Regions (board ids) this applies to or may be chosen.
            borders (list[list[str]]): Every border once, as a pair of board ids (undirected).
            notes (str): Notes on the data.
     """

    name: str
    regions: list[BoardRegion]
    borders: list[list[str]]
    notes: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.board_region import BoardRegion # noqa: PLC0415
        name = self.name

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        borders = []
        for borders_item_data in self.borders:
            borders_item = borders_item_data


            borders.append(borders_item)



        notes = self.notes


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "regions": regions,
            "borders": borders,
            "notes": notes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.board_region import BoardRegion # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = BoardRegion.from_dict(regions_item_data)



            regions.append(regions_item)


        borders = []
        _borders = d.pop("borders")
        for borders_item_data in (_borders):
            borders_item = cast(list[str], borders_item_data)

            borders.append(borders_item)


        notes = d.pop("notes")

        rules_board = cls(
            name=name,
            regions=regions,
            borders=borders,
            notes=notes,
        )


        rules_board.additional_properties = d
        return rules_board

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
