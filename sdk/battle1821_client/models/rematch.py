from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rematch_status import RematchStatus
from typing import cast






T = TypeVar("T", bound="Rematch")



@_attrs_define
class Rematch:
    """ 
        Attributes:
            id (str): The rematch's game id (also the `Location`).
            rematch_of (str): The id of the finished game this rematch follows.
            version (int): The rematch game's version (also the `ETag`).
            status (RematchStatus): The lifecycle status (see the enum).
            seats (int): The number of seats (2-4), as in the old game.
            reserved (list[int]): Seats still held for the old game's players (not taken yet); setup starts when none is
                left.
            host_token (None | str): The rematch's host token, in the answer to the host (the same on every call); null
                otherwise.
            seat (int | None): The caller's seat in the rematch (a player's call); null otherwise.
            token (None | str): The caller's seat token in the rematch (a player's call; the same on every call):
                `Authorization: Bearer <token>` in the new game. Null otherwise.
     """

    id: str
    rematch_of: str
    version: int
    status: RematchStatus
    seats: int
    reserved: list[int]
    host_token: None | str
    seat: int | None
    token: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        rematch_of = self.rematch_of

        version = self.version

        status = self.status.value

        seats = self.seats

        reserved = self.reserved



        host_token: None | str
        host_token = self.host_token

        seat: int | None
        seat = self.seat

        token: None | str
        token = self.token


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "rematch_of": rematch_of,
            "version": version,
            "status": status,
            "seats": seats,
            "reserved": reserved,
            "host_token": host_token,
            "seat": seat,
            "token": token,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        rematch_of = d.pop("rematch_of")

        version = d.pop("version")

        status = RematchStatus(d.pop("status"))




        seats = d.pop("seats")

        reserved = cast(list[int], d.pop("reserved"))


        def _parse_host_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        host_token = _parse_host_token(d.pop("host_token"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        rematch = cls(
            id=id,
            rematch_of=rematch_of,
            version=version,
            status=status,
            seats=seats,
            reserved=reserved,
            host_token=host_token,
            seat=seat,
            token=token,
        )


        rematch.additional_properties = d
        return rematch

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
