from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansControlPlayedEvent")



@_attrs_define
class OttomansControlPlayedEvent:
    """ 
        Attributes:
            seat (int): A seat number (0-3).
            stratagem (str): A stratagem (its name) (19.0, 27.2).
            seq (int): The event's number in the game's log: 1, 2, ... without gaps (the SSE `id`; `after`/`Last-Event-ID`
                resume after it).
            version (int): The game version this event belongs to (every event of one write carries the version that write
                produced).
            type_ (Literal['control_played']): The discriminator: which kind of object this is. Default: 'control_played'.
            pieces (list[str] | Unset): Pieces (units and leaders), by their names.
            placed (None | str | Unset): Where the piece was placed (an area's name), or null.
     """

    seat: int
    stratagem: str
    seq: int
    version: int
    type_: Literal['control_played'] = 'control_played'
    pieces: list[str] | Unset = UNSET
    placed: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        stratagem = self.stratagem

        seq = self.seq

        version = self.version

        type_ = self.type_

        pieces: list[str] | Unset = UNSET
        if not isinstance(self.pieces, Unset):
            pieces = self.pieces



        placed: None | str | Unset
        if isinstance(self.placed, Unset):
            placed = UNSET
        else:
            placed = self.placed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "stratagem": stratagem,
            "seq": seq,
            "version": version,
            "type": type_,
        })
        if pieces is not UNSET:
            field_dict["pieces"] = pieces
        if placed is not UNSET:
            field_dict["placed"] = placed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        stratagem = d.pop("stratagem")

        seq = d.pop("seq")

        version = d.pop("version")

        type_ = cast(Literal['control_played'] , d.pop("type"))
        if type_ != 'control_played':
            raise ValueError(f"type must match const 'control_played', got '{type_}'")

        pieces = cast(list[str], d.pop("pieces", UNSET))


        def _parse_placed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        placed = _parse_placed(d.pop("placed", UNSET))


        ottomans_control_played_event = cls(
            seat=seat,
            stratagem=stratagem,
            seq=seq,
            version=version,
            type_=type_,
            pieces=pieces,
            placed=placed,
        )


        ottomans_control_played_event.additional_properties = d
        return ottomans_control_played_event

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
