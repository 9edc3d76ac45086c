from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_marker_placed_event_marker import OttomansMarkerPlacedEventMarker
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansMarkerPlacedEvent")



@_attrs_define
class OttomansMarkerPlacedEvent:
    """ 
        Attributes:
            marker (OttomansMarkerPlacedEventMarker): The status marker: `pillage` (23.0), `civilization` (25.0) or
                `colonization` (24.0).
            area (str): An area (a region or a sea), by its name.
            placed (bool): Where the piece was placed (an area's name), or null.
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['marker']): The discriminator: which kind of object this is. Default: 'marker'.
            colour (None | str | Unset): A nationality's colour: its faction (3.3).
     """

    marker: OttomansMarkerPlacedEventMarker
    area: str
    placed: bool
    seq: int
    version: int
    type_: Literal['marker'] = 'marker'
    colour: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        marker = self.marker.value

        area = self.area

        placed = self.placed

        seq = self.seq

        version = self.version

        type_ = self.type_

        colour: None | str | Unset
        if isinstance(self.colour, Unset):
            colour = UNSET
        else:
            colour = self.colour


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "marker": marker,
            "area": area,
            "placed": placed,
            "seq": seq,
            "version": version,
            "type": type_,
        })
        if colour is not UNSET:
            field_dict["colour"] = colour

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        marker = OttomansMarkerPlacedEventMarker(d.pop("marker"))




        area = d.pop("area")

        placed = d.pop("placed")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['marker'] , d.pop("type"))
        if type_ != 'marker':
            raise ValueError(f"type must match const 'marker', got '{type_}'")

        def _parse_colour(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        colour = _parse_colour(d.pop("colour", UNSET))


        ottomans_marker_placed_event = cls(
            marker=marker,
            area=area,
            placed=placed,
            seq=seq,
            version=version,
            type_=type_,
            colour=colour,
        )


        ottomans_marker_placed_event.additional_properties = d
        return ottomans_marker_placed_event

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
