from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="OttomansTransportOption")



@_attrs_define
class OttomansTransportOption:
    """ Any non-empty subset of `fleets` (each with at least `mobility` movement points left) with any subset of `pieces`
    (empty when `pieces` is; otherwise non-empty), naming at most as many land combat units as the named fleets have
    free places (one each, 16.34; `free` gives each fleet's, same order), to any one of `to`; `leader`: the admiral
    marching (11.3), to be named as such.

        Attributes:
            fleets (list[str]): Fleets (names) (16.0).
            free (list[int]): Each fleet's free transport places, in the order of `fleets` (16.34).
            mobility (int): The movement points each piece must have left (7.0, 11.0, 16.3).
            pieces (list[str]): Pieces (units and leaders), by their names.
            to (list[str]): Where to: an area or city (its name); in an option, the places one may go to.
            type_ (Literal['transport']): The discriminator: which kind of object this is. Default: 'transport'.
            leader (None | str | Unset): A leader, by its name (null: none) (15.0).
     """

    fleets: list[str]
    free: list[int]
    mobility: int
    pieces: list[str]
    to: list[str]
    type_: Literal['transport'] = 'transport'
    leader: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        fleets = self.fleets



        free = self.free



        mobility = self.mobility

        pieces = self.pieces



        to = self.to



        type_ = self.type_

        leader: None | str | Unset
        if isinstance(self.leader, Unset):
            leader = UNSET
        else:
            leader = self.leader


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "fleets": fleets,
            "free": free,
            "mobility": mobility,
            "pieces": pieces,
            "to": to,
            "type": type_,
        })
        if leader is not UNSET:
            field_dict["leader"] = leader

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fleets = cast(list[str], d.pop("fleets"))


        free = cast(list[int], d.pop("free"))


        mobility = d.pop("mobility")

        pieces = cast(list[str], d.pop("pieces"))


        to = cast(list[str], d.pop("to"))


        type_ = cast(Literal['transport'] , d.pop("type"))
        if type_ != 'transport':
            raise ValueError(f"type must match const 'transport', got '{type_}'")

        def _parse_leader(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        leader = _parse_leader(d.pop("leader", UNSET))


        ottomans_transport_option = cls(
            fleets=fleets,
            free=free,
            mobility=mobility,
            pieces=pieces,
            to=to,
            type_=type_,
            leader=leader,
        )


        ottomans_transport_option.additional_properties = d
        return ottomans_transport_option

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
