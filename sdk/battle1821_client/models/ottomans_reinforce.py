from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ottomans_reinforce_places import OttomansReinforcePlaces





T = TypeVar("T", bound="OttomansReinforce")



@_attrs_define
class OttomansReinforce:
    """ Answer a `reinforce` decision (13.0-13.5): piece id -> the region, city or sea it is placed in.

        Attributes:
            places (OttomansReinforcePlaces): Where each piece goes, by piece: one place (a region, city or sea), or the
                places it may go (13.0).
            type_ (Literal['reinforce']): The discriminator: which kind of object this is. Default: 'reinforce'.
     """

    places: OttomansReinforcePlaces
    type_: Literal['reinforce'] = 'reinforce'





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ottomans_reinforce_places import OttomansReinforcePlaces # noqa: PLC0415
        places = self.places.to_dict()

        type_ = self.type_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "places": places,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.ottomans_reinforce_places import OttomansReinforcePlaces # noqa: PLC0415
        d = dict(src_dict)
        places = OttomansReinforcePlaces.from_dict(d.pop("places"))




        type_ = cast(Literal['reinforce'] , d.pop("type"))
        if type_ != 'reinforce':
            raise ValueError(f"type must match const 'reinforce', got '{type_}'")

        ottomans_reinforce = cls(
            places=places,
            type_=type_,
        )

        return ottomans_reinforce

