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
    """ 16.3 naval transport: `fleets` (together at one sea or port) embark `pieces` (land units and leaders together at one
    port city or coastal region; none when the fleets carry land units already), sail, and land them at `to` (a port
    city: the fleets enter it; a coastal region: the fleets stay at sea) or keep them aboard at `to` (a sea, 16.4).
    `leader`: in the forced march phase, the admiral whose naval forced march this is (11.3).

        Attributes:
            fleets (list[str]): Fleets (names) (16.0).
            to (str): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['transport']): The discriminator: which kind of object this is. Default: 'transport'.
            pieces (list[str] | Unset): Pieces (units and leaders), by their names.
            leader (None | str | Unset): A leader, by its name (null: none) (15.0).
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

