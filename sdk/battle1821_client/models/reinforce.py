from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.placement import Placement





T = TypeVar("T", bound="Reinforce")



@_attrs_define
class Reinforce:
    """ 
        Attributes:
            placements (list[Placement]): Where the pieces go: one entry per region.
            type_ (Literal['reinforce']): The discriminator: which kind of object this is. Default: 'reinforce'.
     """

    placements: list[Placement]
    type_: Literal['reinforce'] = 'reinforce'





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.placement import Placement # noqa: PLC0415
        placements = []
        for placements_item_data in self.placements:
            placements_item = placements_item_data.to_dict()
            placements.append(placements_item)



        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "placements": placements,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.placement import Placement # noqa: PLC0415
        d = dict(src_dict)
        placements = []
        _placements = d.pop("placements")
        for placements_item_data in (_placements):
            placements_item = Placement.from_dict(placements_item_data)



            placements.append(placements_item)


        type_ = cast(Literal['reinforce'] , d.pop("type"))
        if type_ != 'reinforce':
            raise ValueError(f"type must match const 'reinforce', got '{type_}'")

        reinforce = cls(
            placements=placements,
            type_=type_,
        )

        return reinforce

