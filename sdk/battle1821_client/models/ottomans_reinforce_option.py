from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ottomans_reinforce_option_places import OttomansReinforceOptionPlaces





T = TypeVar("T", bound="OttomansReinforceOption")



@_attrs_define
class OttomansReinforceOption:
    """ Sent as `{"type": "reinforce", "places": {piece: place}}`: exactly `count` of the units keyed in `places` (no more,
    no fewer), each to one of its places.

        Attributes:
            nationality (str): A nationality (its core region's name) (3.1, 6.0).
            count (int): How many counters.
            places (OttomansReinforceOptionPlaces): Where each piece goes, by piece: one place (a region, city or sea), or
                the places it may go (13.0).
            type_ (Literal['reinforce']): The discriminator: which kind of object this is. Default: 'reinforce'.
     """

    nationality: str
    count: int
    places: OttomansReinforceOptionPlaces
    type_: Literal['reinforce'] = 'reinforce'
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ottomans_reinforce_option_places import OttomansReinforceOptionPlaces # noqa: PLC0415
        nationality = self.nationality

        count = self.count

        places = self.places.to_dict()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "nationality": nationality,
            "count": count,
            "places": places,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.ottomans_reinforce_option_places import OttomansReinforceOptionPlaces # noqa: PLC0415
        d = dict(src_dict)
        nationality = d.pop("nationality")

        count = d.pop("count")

        places = OttomansReinforceOptionPlaces.from_dict(d.pop("places"))




        type_ = cast(Literal['reinforce'] , d.pop("type"))
        if type_ != 'reinforce':
            raise ValueError(f"type must match const 'reinforce', got '{type_}'")

        ottomans_reinforce_option = cls(
            nationality=nationality,
            count=count,
            places=places,
            type_=type_,
        )


        ottomans_reinforce_option.additional_properties = d
        return ottomans_reinforce_option

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
