from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.options import Options
  from ..models.ottomans_options import OttomansOptions
  from ..models.ottomans_position import OttomansPosition
  from ..models.player_in import PlayerIn
  from ..models.position import Position





T = TypeVar("T", bound="CreateGame")



@_attrs_define
class CreateGame:
    """ 
        Attributes:
            kind (None | str | Unset): The game kind (`GET /kinds`); default `battle1821`. 400 `unknown_kind` for a kind
                this server does not host.
            seats (int | None | Unset): The number of seats (2-4).
            players (list[PlayerIn] | Unset): The players, by seat.
            options (None | Options | OttomansOptions | Unset): The game's options.
            seed (None | str | Unset): The dice seed (revealed when the game is over, R27); null before.
            position (None | OttomansPosition | Position | Unset): A situation to start from, in the kind's `Position`
                (checked by the kind's rules: 400 `invalid_position`).
            account_seat (int | None | Unset): With an account's API key as bearer (scope `play`, a bot account's `bot`):
                the seat the account takes, one of `players` that is not a server bot's; it bears the account's name. Null: the
                account takes no seat.
            rated (bool | Unset): The finished game moves the rating of its kind of every account holding a seat (`GET
                /leaderboards/{kind}`; at least two accounts, none holding two seats). Default: False.
            same_account (bool | Unset): One account may hold several seats of this game (else 409 `account_seated`); a game
                where one account holds several seats is never rated. Default: False.
     """

    kind: None | str | Unset = UNSET
    seats: int | None | Unset = UNSET
    players: list[PlayerIn] | Unset = UNSET
    options: None | Options | OttomansOptions | Unset = UNSET
    seed: None | str | Unset = UNSET
    position: None | OttomansPosition | Position | Unset = UNSET
    account_seat: int | None | Unset = UNSET
    rated: bool | Unset = False
    same_account: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        from battle1821_client.models.ottomans_position import OttomansPosition # noqa: PLC0415
        from battle1821_client.models.player_in import PlayerIn # noqa: PLC0415
        from battle1821_client.models.position import Position # noqa: PLC0415
        kind: None | str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        else:
            kind = self.kind

        seats: int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        else:
            seats = self.seats

        players: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = []
            for players_item_data in self.players:
                players_item = players_item_data.to_dict()
                players.append(players_item)



        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Options):
            options = self.options.to_dict()
        elif isinstance(self.options, OttomansOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        seed: None | str | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        position: dict[str, Any] | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        elif isinstance(self.position, Position):
            position = self.position.to_dict()
        elif isinstance(self.position, OttomansPosition):
            position = self.position.to_dict()
        else:
            position = self.position

        account_seat: int | None | Unset
        if isinstance(self.account_seat, Unset):
            account_seat = UNSET
        else:
            account_seat = self.account_seat

        rated = self.rated

        same_account = self.same_account


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if kind is not UNSET:
            field_dict["kind"] = kind
        if seats is not UNSET:
            field_dict["seats"] = seats
        if players is not UNSET:
            field_dict["players"] = players
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if position is not UNSET:
            field_dict["position"] = position
        if account_seat is not UNSET:
            field_dict["account_seat"] = account_seat
        if rated is not UNSET:
            field_dict["rated"] = rated
        if same_account is not UNSET:
            field_dict["same_account"] = same_account

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        from battle1821_client.models.ottomans_position import OttomansPosition # noqa: PLC0415
        from battle1821_client.models.player_in import PlayerIn # noqa: PLC0415
        from battle1821_client.models.position import Position # noqa: PLC0415
        d = dict(src_dict)
        def _parse_kind(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        kind = _parse_kind(d.pop("kind", UNSET))


        def _parse_seats(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))


        _players = d.pop("players", UNSET)
        players: list[PlayerIn] | Unset = UNSET
        if _players is not UNSET:
            players = []
            for players_item_data in _players:
                players_item = PlayerIn.from_dict(players_item_data)



                players.append(players_item)


        def _parse_options(data: object) -> None | Options | OttomansOptions | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            if isinstance(data, dict):
                candidates: list[Options | OttomansOptions] = []
                if set(data) <= {"max_rounds", "decision_timeout_s", "spectator_talk", "clock", "takeover_on_resign", "takeover_bot"}:
                    try:
                        options_type_0_type_0 = Options.from_dict(data)



                        candidates.append(options_type_0_type_0)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                if set(data) <= {"scenario", "special_tactics", "pillage", "colonization", "civilization", "max_rounds", "decision_timeout_s", "spectator_talk", "clock", "takeover_on_resign", "takeover_bot"}:
                    try:
                        options_type_1_type_0 = OttomansOptions.from_dict(data)



                        candidates.append(options_type_1_type_0)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                exact = [candidate for candidate in candidates if candidate.to_dict() == data]
                if exact or len(candidates) == 1:
                    return (exact or candidates)[0]
                raise ValueError(
                    "options: "
                    f"{sorted(data)!r} {'is ambiguous: several' if candidates else 'fits none'} of"
                    " Options, OttomansOptions"
                    f"{' read it, each changing it' if candidates else ' (a key it does not know, or a field missing or of the wrong type)'}"
                )
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0_type_0 = Options.from_dict(data)



                return options_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1_type_0 = OttomansOptions.from_dict(data)



                return options_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Options | OttomansOptions | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))


        def _parse_position(data: object) -> None | OttomansPosition | Position | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            if isinstance(data, dict):
                candidates: list[Position | OttomansPosition] = []
                if set(data) <= {"seats", "regions", "players", "round", "phase", "step", "active_seat", "first_player", "supply", "apostles_revealed"}:
                    try:
                        position_type_0_type_0 = Position.from_dict(data)



                        candidates.append(position_type_0_type_0)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                if set(data) <= {"scenario", "cores", "face_up", "hands", "pieces", "clear_map", "turn", "step", "order", "phasing", "aboard"}:
                    try:
                        position_type_1_type_0 = OttomansPosition.from_dict(data)



                        candidates.append(position_type_1_type_0)
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                exact = [candidate for candidate in candidates if candidate.to_dict() == data]
                if exact or len(candidates) == 1:
                    return (exact or candidates)[0]
                raise ValueError(
                    "position: "
                    f"{sorted(data)!r} {'is ambiguous: several' if candidates else 'fits none'} of"
                    " Position, OttomansPosition"
                    f"{' read it, each changing it' if candidates else ' (a key it does not know, or a field missing or of the wrong type)'}"
                )
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_0_type_0 = Position.from_dict(data)



                return position_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                position_type_1_type_0 = OttomansPosition.from_dict(data)



                return position_type_1_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansPosition | Position | Unset, data)

        position = _parse_position(d.pop("position", UNSET))


        def _parse_account_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        account_seat = _parse_account_seat(d.pop("account_seat", UNSET))


        rated = d.pop("rated", UNSET)

        same_account = d.pop("same_account", UNSET)

        create_game = cls(
            kind=kind,
            seats=seats,
            players=players,
            options=options,
            seed=seed,
            position=position,
            account_seat=account_seat,
            rated=rated,
            same_account=same_account,
        )

        return create_game

