from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansRandomEventEvent")



@_attrs_define
class OttomansRandomEventEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            dice (list[int]): The dice rolled (each 1-6).
            event (str): The random event (14.0).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['random_event']): The discriminator: which kind of object this is. Default: 'random_event'.
            nationality (None | str | Unset): A nationality (its core region's name) (3.1, 6.0).
            region_dice (list[int] | None | Unset): The Region Determination dice (14.0), or null.
            region (None | str | Unset): A region (its name), or null.
     """

    seat: int
    dice: list[int]
    event: str
    seq: int
    version: int
    type_: Literal['random_event'] = 'random_event'
    nationality: None | str | Unset = UNSET
    region_dice: list[int] | None | Unset = UNSET
    region: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        dice = self.dice



        event = self.event

        seq = self.seq

        version = self.version

        type_ = self.type_

        nationality: None | str | Unset
        if isinstance(self.nationality, Unset):
            nationality = UNSET
        else:
            nationality = self.nationality

        region_dice: list[int] | None | Unset
        if isinstance(self.region_dice, Unset):
            region_dice = UNSET
        elif isinstance(self.region_dice, list):
            region_dice = self.region_dice


        else:
            region_dice = self.region_dice

        region: None | str | Unset
        if isinstance(self.region, Unset):
            region = UNSET
        else:
            region = self.region


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "dice": dice,
            "event": event,
            "seq": seq,
            "version": version,
            "type": type_,
        })
        if nationality is not UNSET:
            field_dict["nationality"] = nationality
        if region_dice is not UNSET:
            field_dict["region_dice"] = region_dice
        if region is not UNSET:
            field_dict["region"] = region

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        dice = cast(list[int], d.pop("dice"))


        event = d.pop("event")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['random_event'] , d.pop("type"))
        if type_ != 'random_event':
            raise ValueError(f"type must match const 'random_event', got '{type_}'")

        def _parse_nationality(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        nationality = _parse_nationality(d.pop("nationality", UNSET))


        def _parse_region_dice(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                region_dice_type_0 = cast(list[int], data)

                return region_dice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        region_dice = _parse_region_dice(d.pop("region_dice", UNSET))


        def _parse_region(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        region = _parse_region(d.pop("region", UNSET))


        ottomans_random_event_event = cls(
            seat=seat,
            dice=dice,
            event=event,
            seq=seq,
            version=version,
            type_=type_,
            nationality=nationality,
            region_dice=region_dice,
            region=region,
        )


        ottomans_random_event_event.additional_properties = d
        return ottomans_random_event_event

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
