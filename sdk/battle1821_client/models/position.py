from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.player_position import PlayerPosition
  from ..models.position_regions import PositionRegions





T = TypeVar("T", bound="Position")



@_attrs_define
class Position:
    """ 
        Attributes:
            seats (int): The number of seats (2-4).
            regions (PositionRegions): Regions (board ids) this applies to or may be chosen.
            players (list[PlayerPosition]): The players, by seat.
            round_ (int | Unset): The round (1, 2, ...; 0 during setup). Default: 1.
            phase (str | Unset): The phase: `lobby`, `setup` (R5-R8), `greek` (a Greek player's turn, R9), `ottoman`
                (R20-R24), `end`. Default: 'greek'.
            step (str | Unset): The step within the phase (R9, R20-R24): `first_player`, `place_start`, `reinforcement`,
                `attack`, `movement`, `event`, `none`. Default: 'reinforcement'.
            active_seat (int | Unset): The seat whose turn it is (null outside Greek turns). Default: 0.
            first_player (int | Unset): The seat that plays first (R6). Default: 0.
            supply (int | None | Unset): Ottoman pieces in the supply.
            apostles_revealed (list[str] | None | Unset): Apostle cards face up (R25).
     """

    seats: int
    regions: PositionRegions
    players: list[PlayerPosition]
    round_: int | Unset = 1
    phase: str | Unset = 'greek'
    step: str | Unset = 'reinforcement'
    active_seat: int | Unset = 0
    first_player: int | Unset = 0
    supply: int | None | Unset = UNSET
    apostles_revealed: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.player_position import PlayerPosition # noqa: PLC0415
        from battle1821_client.models.position_regions import PositionRegions # noqa: PLC0415
        seats = self.seats

        regions = self.regions.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        round_ = self.round_

        phase = self.phase

        step = self.step

        active_seat = self.active_seat

        first_player = self.first_player

        supply: int | None | Unset
        if isinstance(self.supply, Unset):
            supply = UNSET
        else:
            supply = self.supply

        apostles_revealed: list[str] | None | Unset
        if isinstance(self.apostles_revealed, Unset):
            apostles_revealed = UNSET
        elif isinstance(self.apostles_revealed, list):
            apostles_revealed = self.apostles_revealed


        else:
            apostles_revealed = self.apostles_revealed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seats": seats,
            "regions": regions,
            "players": players,
        })
        if round_ is not UNSET:
            field_dict["round"] = round_
        if phase is not UNSET:
            field_dict["phase"] = phase
        if step is not UNSET:
            field_dict["step"] = step
        if active_seat is not UNSET:
            field_dict["active_seat"] = active_seat
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if supply is not UNSET:
            field_dict["supply"] = supply
        if apostles_revealed is not UNSET:
            field_dict["apostles_revealed"] = apostles_revealed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.player_position import PlayerPosition # noqa: PLC0415
        from battle1821_client.models.position_regions import PositionRegions # noqa: PLC0415
        d = dict(src_dict)
        seats = d.pop("seats")

        regions = PositionRegions.from_dict(d.pop("regions"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerPosition.from_dict(players_item_data)



            players.append(players_item)


        round_ = d.pop("round", UNSET)

        phase = d.pop("phase", UNSET)

        step = d.pop("step", UNSET)

        active_seat = d.pop("active_seat", UNSET)

        first_player = d.pop("first_player", UNSET)

        def _parse_supply(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        supply = _parse_supply(d.pop("supply", UNSET))


        def _parse_apostles_revealed(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                apostles_revealed_type_0 = cast(list[str], data)

                return apostles_revealed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        apostles_revealed = _parse_apostles_revealed(d.pop("apostles_revealed", UNSET))


        position = cls(
            seats=seats,
            regions=regions,
            players=players,
            round_=round_,
            phase=phase,
            step=step,
            active_seat=active_seat,
            first_player=first_player,
            supply=supply,
            apostles_revealed=apostles_revealed,
        )

        return position

