from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansTransport")



@_attrs_define
class OttomansTransport:
    """ 
        Attributes:
            fleets (list[str]): Fleets (names) (16.0).
            to (str): Where to: an area (index or name), or the areas one may go to.
            type_ (Literal['transport']): The discriminator: which kind of object this is. Default: 'transport'.
            pieces (list[str] | Unset): Pieces (units and leaders): piece indices in the actions and options, names in views
                and events.
            leader (None | str | Unset): A leader (piece index or name; -1 or null: none) (15.0).
     """

    fleets: list[str]
    to: str
    type_: Literal['transport'] = 'transport'
    pieces: list[str] | Unset = UNSET
    leader: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        fleets = self.fleets



        to = self.to

        type_ = self.type_

        pieces: list[str] | Unset = UNSET
        if not isinstance(self.pieces, Unset):
            pieces = self.pieces



        leader: None | str | Unset
        if isinstance(self.leader, Unset):
            leader = UNSET
        else:
            leader = self.leader


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "fleets": fleets,
            "to": to,
            "type": type_,
        })
        if pieces is not UNSET:
            field_dict["pieces"] = pieces
        if leader is not UNSET:
            field_dict["leader"] = leader

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fleets = cast(list[str], d.pop("fleets"))


        to = d.pop("to")

        type_ = cast(Literal['transport'] , d.pop("type"))
        if type_ != 'transport':
            raise ValueError(f"type must match const 'transport', got '{type_}'")

        pieces = cast(list[str], d.pop("pieces", UNSET))


        def _parse_leader(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader = _parse_leader(d.pop("leader", UNSET))


        ottomans_transport = cls(
            fleets=fleets,
            to=to,
            type_=type_,
            pieces=pieces,
            leader=leader,
        )

        return ottomans_transport

