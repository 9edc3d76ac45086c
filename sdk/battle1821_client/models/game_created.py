from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_created_status import GameCreatedStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.computer_seat import ComputerSeat
  from ..models.seat_token import SeatToken





T = TypeVar("T", bound="GameCreated")



@_attrs_define
class GameCreated:
    """ 
        Attributes:
            id (str): The identifier.
            kind (str): The game kind (`GET /kinds/{kind}`).
            version (int): The game version (ETag without quotes).
            status (GameCreatedStatus): The lifecycle status (see the enum).
            seats (int): The number of seats (2-4).
            seed_sha256 (str): SHA-256 (hex) of the seed, fixed at creation (R27): check it against `seed` at the end.
            host_token (str): The host token, shown once: it may cancel the game.
            players (list[SeatToken]): The players, by seat.
            computer_seats (list[ComputerSeat]): The seats given to server bots at creation (nobody holds their tokens).
            open_seats (list[int]): Seats not yet taken.
     """

    id: str
    kind: str
    version: int
    status: GameCreatedStatus
    seats: int
    seed_sha256: str
    host_token: str
    players: list[SeatToken]
    computer_seats: list[ComputerSeat]
    open_seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.computer_seat import ComputerSeat # noqa: PLC0415
        from battle1821_client.models.seat_token import SeatToken # noqa: PLC0415
        id = self.id

        kind = self.kind

        version = self.version

        status = self.status.value

        seats = self.seats

        seed_sha256 = self.seed_sha256

        host_token = self.host_token

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        computer_seats = []
        for computer_seats_item_data in self.computer_seats:
            computer_seats_item = computer_seats_item_data.to_dict()
            computer_seats.append(computer_seats_item)



        open_seats = self.open_seats




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "kind": kind,
            "version": version,
            "status": status,
            "seats": seats,
            "seed_sha256": seed_sha256,
            "host_token": host_token,
            "players": players,
            "computer_seats": computer_seats,
            "open_seats": open_seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.computer_seat import ComputerSeat # noqa: PLC0415
        from battle1821_client.models.seat_token import SeatToken # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        version = d.pop("version")

        status = GameCreatedStatus(d.pop("status"))




        seats = d.pop("seats")

        seed_sha256 = d.pop("seed_sha256")

        host_token = d.pop("host_token")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = SeatToken.from_dict(players_item_data)



            players.append(players_item)


        computer_seats = []
        _computer_seats = d.pop("computer_seats")
        for computer_seats_item_data in (_computer_seats):
            computer_seats_item = ComputerSeat.from_dict(computer_seats_item_data)



            computer_seats.append(computer_seats_item)


        open_seats = cast(list[int], d.pop("open_seats"))


        game_created = cls(
            id=id,
            kind=kind,
            version=version,
            status=status,
            seats=seats,
            seed_sha256=seed_sha256,
            host_token=host_token,
            players=players,
            computer_seats=computer_seats,
            open_seats=open_seats,
        )


        game_created.additional_properties = d
        return game_created

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
