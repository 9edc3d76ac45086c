from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_out_end_reason_type_1 import GameOutEndReasonType1
from ..models.game_out_end_reason_type_2_type_1 import GameOutEndReasonType2Type1
from ..models.game_out_end_reason_type_3_type_1 import GameOutEndReasonType3Type1
from ..models.game_out_phase import GameOutPhase
from ..models.game_out_status import GameOutStatus
from ..models.game_out_step import GameOutStep
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.apostle_card_view import ApostleCardView
  from ..models.battle_view import BattleView
  from ..models.options import Options
  from ..models.pending_view import PendingView
  from ..models.player_view import PlayerView
  from ..models.region_view import RegionView
  from ..models.seat_clock import SeatClock
  from ..models.seat_info import SeatInfo





T = TypeVar("T", bound="GameOut")



@_attrs_define
class GameOut:
    """ 
        Attributes:
            status (GameOutStatus): The lifecycle status (see the enum).
            round_ (int): The round (1, 2, ...; 0 during setup).
            phase (GameOutPhase): The phase: `lobby`, `setup` (R5-R8), `greek` (a Greek player's turn, R9), `ottoman`
                (R20-R24), `end`.
            step (GameOutStep): The step within the phase (R9, R20-R24): `first_player`, `place_start`, `reinforcement`,
                `attack`, `movement`, `event`, `none`.
            active_seat (int | None): The seat whose turn it is (null outside Greek turns).
            turn_order (list[int]): Seats in turn order (R6).
            waiting_for (list[int]): The seats the game waits on now (empty during the Ottoman phase and at the end).
            pending (None | PendingView): The decision the game waits for (R18-R19), or null.
            battle (BattleView | None): The battle's number in the game (1, 2, ...; `GET .../battles/{n}`).
            regions (list[RegionView]): Regions (board ids) this applies to or may be chosen.
            players (list[PlayerView]): The players, by seat.
            apostles_revealed (list[ApostleCardView]): Apostle cards face up (R25).
            apostle_deck_size (int): Apostle cards left face down.
            event_deck_size (int): Event cards left (R20).
            event_discard (list[str]): Event cards played (ids).
            current_event (None | str): The Event in force this round (id), or null.
            greek_losses (int): Pieces in the Greek losses area (R4, R21, R24).
            supply (int): Ottoman pieces in the supply.
            to_place_infantry (int): Infantry still to place this step (R10).
            to_place_cannons (int): Cannons still to place this step (R10).
            moves_left (int): Moves left this step (R17).
            options (Options):
            seed_sha256 (str): SHA-256 (hex) of the seed, fixed at creation (R27): check it against `seed` at the end.
            seed (None | str): The dice seed (revealed when the game is over, R27); null before.
            seed_chosen (bool): True when the creator chose the seed.
            from_position (bool): True when the game started from a `position` rather than setup.
            winners (list[int]): The winning seats (R26); empty on an Ottoman victory or while the game runs.
            end_reason (GameOutEndReasonType1 | GameOutEndReasonType2Type1 | GameOutEndReasonType3Type1 | None): Why the
                game ended (R26): `no_ottomans`, `all_apostles`, `max_rounds`, `ottoman_victory`; null while it runs.
            id (str): The identifier.
            kind (str): The game kind (`GET /kinds/{kind}`): its rules, types and schemas.
            version (int): The game version (ETag without quotes).
            created_at (str): RFC 3339 UTC time.
            cancelled (bool): True when the host cancelled the game.
            seats (list[SeatInfo]): Every seat of the game, by seat number: its player, whether it is taken, who holds it
                and plays it.
            open_seats (list[int]): The seats a player may still join (`POST /games/{game_id}/players`), lowest first:
                neither taken nor reserved for a rematch's player (a seat a challenge invites an account to is open to that
                account only); `[]` once every seat is held, and in a cancelled game.
            your_seat (int | None): The caller's seat (from the bearer token), null for the public.
            webhooks_disabled (list[str] | None | Unset): Ids of the caller seat's webhook subscriptions that were disabled
                after failing (only in the seat's own view; absent when none). Not part of the version: re-read after a 304.
            rematch (None | str | Unset): The id of this game's rematch (`POST /games/{game_id}/rematch`); null while there
                is none.
            rematch_of (None | str | Unset): The id of the finished game this game is the rematch of; null otherwise.
            clocks (list[SeatClock] | None | Unset): The seats' clocks (with the `clock` option), by seat; null without one.
     """

    status: GameOutStatus
    round_: int
    phase: GameOutPhase
    step: GameOutStep
    active_seat: int | None
    turn_order: list[int]
    waiting_for: list[int]
    pending: None | PendingView
    battle: BattleView | None
    regions: list[RegionView]
    players: list[PlayerView]
    apostles_revealed: list[ApostleCardView]
    apostle_deck_size: int
    event_deck_size: int
    event_discard: list[str]
    current_event: None | str
    greek_losses: int
    supply: int
    to_place_infantry: int
    to_place_cannons: int
    moves_left: int
    options: Options
    seed_sha256: str
    seed: None | str
    seed_chosen: bool
    from_position: bool
    winners: list[int]
    end_reason: GameOutEndReasonType1 | GameOutEndReasonType2Type1 | GameOutEndReasonType3Type1 | None
    id: str
    kind: str
    version: int
    created_at: str
    cancelled: bool
    seats: list[SeatInfo]
    open_seats: list[int]
    your_seat: int | None
    webhooks_disabled: list[str] | None | Unset = UNSET
    rematch: None | str | Unset = UNSET
    rematch_of: None | str | Unset = UNSET
    clocks: list[SeatClock] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.apostle_card_view import ApostleCardView # noqa: PLC0415
        from battle1821_client.models.battle_view import BattleView # noqa: PLC0415
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.pending_view import PendingView # noqa: PLC0415
        from battle1821_client.models.player_view import PlayerView # noqa: PLC0415
        from battle1821_client.models.region_view import RegionView # noqa: PLC0415
        from battle1821_client.models.seat_clock import SeatClock # noqa: PLC0415
        from battle1821_client.models.seat_info import SeatInfo # noqa: PLC0415
        status = self.status.value

        round_ = self.round_

        phase = self.phase.value

        step = self.step.value

        active_seat: int | None
        active_seat = self.active_seat

        turn_order = self.turn_order



        waiting_for = self.waiting_for



        pending: dict[str, Any] | None
        if isinstance(self.pending, PendingView):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        battle: dict[str, Any] | None
        if isinstance(self.battle, BattleView):
            battle = self.battle.to_dict()
        else:
            battle = self.battle

        regions = []
        for regions_item_data in self.regions:
            regions_item = regions_item_data.to_dict()
            regions.append(regions_item)



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        apostles_revealed = []
        for apostles_revealed_item_data in self.apostles_revealed:
            apostles_revealed_item = apostles_revealed_item_data.to_dict()
            apostles_revealed.append(apostles_revealed_item)



        apostle_deck_size = self.apostle_deck_size

        event_deck_size = self.event_deck_size

        event_discard = self.event_discard



        current_event: None | str
        current_event = self.current_event

        greek_losses = self.greek_losses

        supply = self.supply

        to_place_infantry = self.to_place_infantry

        to_place_cannons = self.to_place_cannons

        moves_left = self.moves_left

        options = self.options.to_dict()

        seed_sha256 = self.seed_sha256

        seed: None | str
        seed = self.seed

        seed_chosen = self.seed_chosen

        from_position = self.from_position

        winners = self.winners



        end_reason: None | str
        if isinstance(self.end_reason, GameOutEndReasonType1):
            end_reason = self.end_reason.value
        elif isinstance(self.end_reason, GameOutEndReasonType2Type1):
            end_reason = self.end_reason.value
        elif isinstance(self.end_reason, GameOutEndReasonType3Type1):
            end_reason = self.end_reason.value
        else:
            end_reason = self.end_reason

        id = self.id

        kind = self.kind

        version = self.version

        created_at = self.created_at

        cancelled = self.cancelled

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        open_seats = self.open_seats



        your_seat: int | None
        your_seat = self.your_seat

        webhooks_disabled: list[str] | None | Unset
        if isinstance(self.webhooks_disabled, Unset):
            webhooks_disabled = UNSET
        elif isinstance(self.webhooks_disabled, list):
            webhooks_disabled = self.webhooks_disabled


        else:
            webhooks_disabled = self.webhooks_disabled

        rematch: None | str | Unset
        if isinstance(self.rematch, Unset):
            rematch = UNSET
        else:
            rematch = self.rematch

        rematch_of: None | str | Unset
        if isinstance(self.rematch_of, Unset):
            rematch_of = UNSET
        else:
            rematch_of = self.rematch_of

        clocks: list[dict[str, Any]] | None | Unset
        if isinstance(self.clocks, Unset):
            clocks = UNSET
        elif isinstance(self.clocks, list):
            clocks = []
            for clocks_type_0_item_data in self.clocks:
                clocks_type_0_item = clocks_type_0_item_data.to_dict()
                clocks.append(clocks_type_0_item)


        else:
            clocks = self.clocks


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
            "round": round_,
            "phase": phase,
            "step": step,
            "active_seat": active_seat,
            "turn_order": turn_order,
            "waiting_for": waiting_for,
            "pending": pending,
            "battle": battle,
            "regions": regions,
            "players": players,
            "apostles_revealed": apostles_revealed,
            "apostle_deck_size": apostle_deck_size,
            "event_deck_size": event_deck_size,
            "event_discard": event_discard,
            "current_event": current_event,
            "greek_losses": greek_losses,
            "supply": supply,
            "to_place_infantry": to_place_infantry,
            "to_place_cannons": to_place_cannons,
            "moves_left": moves_left,
            "options": options,
            "seed_sha256": seed_sha256,
            "seed": seed,
            "seed_chosen": seed_chosen,
            "from_position": from_position,
            "winners": winners,
            "end_reason": end_reason,
            "id": id,
            "kind": kind,
            "version": version,
            "created_at": created_at,
            "cancelled": cancelled,
            "seats": seats,
            "open_seats": open_seats,
            "your_seat": your_seat,
        })
        if webhooks_disabled is not UNSET:
            field_dict["webhooks_disabled"] = webhooks_disabled
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if clocks is not UNSET:
            field_dict["clocks"] = clocks

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.apostle_card_view import ApostleCardView # noqa: PLC0415
        from battle1821_client.models.battle_view import BattleView # noqa: PLC0415
        from battle1821_client.models.options import Options # noqa: PLC0415
        from battle1821_client.models.pending_view import PendingView # noqa: PLC0415
        from battle1821_client.models.player_view import PlayerView # noqa: PLC0415
        from battle1821_client.models.region_view import RegionView # noqa: PLC0415
        from battle1821_client.models.seat_clock import SeatClock # noqa: PLC0415
        from battle1821_client.models.seat_info import SeatInfo # noqa: PLC0415
        d = dict(src_dict)
        status = GameOutStatus(d.pop("status"))




        round_ = d.pop("round")

        phase = GameOutPhase(d.pop("phase"))




        step = GameOutStep(d.pop("step"))




        def _parse_active_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        active_seat = _parse_active_seat(d.pop("active_seat"))


        turn_order = cast(list[int], d.pop("turn_order"))


        waiting_for = cast(list[int], d.pop("waiting_for"))


        def _parse_pending(data: object) -> None | PendingView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = PendingView.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingView, data)

        pending = _parse_pending(d.pop("pending"))


        def _parse_battle(data: object) -> BattleView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                battle_type_0 = BattleView.from_dict(data)



                return battle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattleView | None, data)

        battle = _parse_battle(d.pop("battle"))


        regions = []
        _regions = d.pop("regions")
        for regions_item_data in (_regions):
            regions_item = RegionView.from_dict(regions_item_data)



            regions.append(regions_item)


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerView.from_dict(players_item_data)



            players.append(players_item)


        apostles_revealed = []
        _apostles_revealed = d.pop("apostles_revealed")
        for apostles_revealed_item_data in (_apostles_revealed):
            apostles_revealed_item = ApostleCardView.from_dict(apostles_revealed_item_data)



            apostles_revealed.append(apostles_revealed_item)


        apostle_deck_size = d.pop("apostle_deck_size")

        event_deck_size = d.pop("event_deck_size")

        event_discard = cast(list[str], d.pop("event_discard"))


        def _parse_current_event(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        current_event = _parse_current_event(d.pop("current_event"))


        greek_losses = d.pop("greek_losses")

        supply = d.pop("supply")

        to_place_infantry = d.pop("to_place_infantry")

        to_place_cannons = d.pop("to_place_cannons")

        moves_left = d.pop("moves_left")

        options = Options.from_dict(d.pop("options"))




        seed_sha256 = d.pop("seed_sha256")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))


        seed_chosen = d.pop("seed_chosen")

        from_position = d.pop("from_position")

        winners = cast(list[int], d.pop("winners"))


        def _parse_end_reason(data: object) -> GameOutEndReasonType1 | GameOutEndReasonType2Type1 | GameOutEndReasonType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_1 = GameOutEndReasonType1(data)



                return end_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_2_type_1 = GameOutEndReasonType2Type1(data)



                return end_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                end_reason_type_3_type_1 = GameOutEndReasonType3Type1(data)



                return end_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GameOutEndReasonType1 | GameOutEndReasonType2Type1 | GameOutEndReasonType3Type1 | None, data)

        end_reason = _parse_end_reason(d.pop("end_reason"))


        id = d.pop("id")

        kind = d.pop("kind")

        version = d.pop("version")

        created_at = d.pop("created_at")

        cancelled = d.pop("cancelled")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatInfo.from_dict(seats_item_data)



            seats.append(seats_item)


        open_seats = cast(list[int], d.pop("open_seats"))


        def _parse_your_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        your_seat = _parse_your_seat(d.pop("your_seat"))


        def _parse_webhooks_disabled(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                webhooks_disabled_type_0 = cast(list[str], data)

                return webhooks_disabled_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        webhooks_disabled = _parse_webhooks_disabled(d.pop("webhooks_disabled", UNSET))


        def _parse_rematch(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch = _parse_rematch(d.pop("rematch", UNSET))


        def _parse_rematch_of(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of", UNSET))


        def _parse_clocks(data: object) -> list[SeatClock] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                clocks_type_0 = []
                _clocks_type_0 = data
                for clocks_type_0_item_data in (_clocks_type_0):
                    clocks_type_0_item = SeatClock.from_dict(clocks_type_0_item_data)



                    clocks_type_0.append(clocks_type_0_item)

                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SeatClock] | None | Unset, data)

        clocks = _parse_clocks(d.pop("clocks", UNSET))


        game_out = cls(
            status=status,
            round_=round_,
            phase=phase,
            step=step,
            active_seat=active_seat,
            turn_order=turn_order,
            waiting_for=waiting_for,
            pending=pending,
            battle=battle,
            regions=regions,
            players=players,
            apostles_revealed=apostles_revealed,
            apostle_deck_size=apostle_deck_size,
            event_deck_size=event_deck_size,
            event_discard=event_discard,
            current_event=current_event,
            greek_losses=greek_losses,
            supply=supply,
            to_place_infantry=to_place_infantry,
            to_place_cannons=to_place_cannons,
            moves_left=moves_left,
            options=options,
            seed_sha256=seed_sha256,
            seed=seed,
            seed_chosen=seed_chosen,
            from_position=from_position,
            winners=winners,
            end_reason=end_reason,
            id=id,
            kind=kind,
            version=version,
            created_at=created_at,
            cancelled=cancelled,
            seats=seats,
            open_seats=open_seats,
            your_seat=your_seat,
            webhooks_disabled=webhooks_disabled,
            rematch=rematch,
            rematch_of=rematch_of,
            clocks=clocks,
        )


        game_out.additional_properties = d
        return game_out

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
