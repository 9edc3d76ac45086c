from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ottomans_game_out_status import OttomansGameOutStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ottomans_agent_op_view import OttomansAgentOpView
  from ..models.ottomans_battle_view import OttomansBattleView
  from ..models.ottomans_game_out_colonized import OttomansGameOutColonized
  from ..models.ottomans_options import OttomansOptions
  from ..models.ottomans_piece_view import OttomansPieceView
  from ..models.ottomans_player_view import OttomansPlayerView
  from ..models.ottomans_reaction_window_view import OttomansReactionWindowView
  from ..models.seat_clock import SeatClock
  from ..models.seat_info import SeatInfo





T = TypeVar("T", bound="OttomansGameOut")



@_attrs_define
class OttomansGameOut:
    """ 
        Attributes:
            status (OttomansGameOutStatus): The lifecycle status (see the enum).
            scenario (int): The scenario (1-4, 26.0).
            options (OttomansOptions):
            turn (int): The game turn (1, 2, ...; the scenario's turn track, 26.0).
            phase (str): The phase of the turn (5.0): the kind's phase names (`GET /kinds/ottomans` `phases`).
            step (str): The step within the phase (5.0).
            order (list[int]): The seats in turn order this turn (5.1 initiative).
            phasing (int | None): The phasing seat (5.0), or null.
            waiting_for (list[int]): The seats the game waits on now.
            players (list[OttomansPlayerView]): The players, by seat.
            pieces (list[OttomansPieceView]): Pieces (units and leaders), by their names.
            deadpile (list[str]): Pieces in the deadpile (13.0), by name.
            pool_size (int): Counters left in the stratagem pool (19.1).
            siege_improved (bool): True once siege warfare improved (10.0, the turn track).
            spain_entered (bool): True once Spain entered the game (26.0).
            winners (list[int]): The winning seats once the game has ended (21.0), empty while it runs: after an Imperial
                Victory the best scorers of the winning faction's points (21.13, ties share); after a Survival Victory every
                seat whose Survival points exceed the total value of its core colour's regions (21.13 second entry): several, or
                none, so a finished game may have no winner.
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
            decision (None | str | Unset): The decision asked of `waiting_for` (withdraw, advance, losses, trade, forage,
                plague, death, join, reinforce, exchange: the stratagem Medicis/Vizier takes from the pool, O228), or null.
            victory (None | str | Unset): How the game ended (21.0): `imperial` (21.11: one faction occupies at least 51 %
                of the critical cities) or `survival` (21.2: no faction did; see `winners`), or null while it runs.
            points (list[float] | Unset): Victory points by seat (21.0), or a number of points.
            end_reason (None | str | Unset): Why the game ended (21.0), or null.
            reaction (None | str | Unset): An open reaction window's kind (27.2, 20.1), asked of `waiting_for`; null when
                none is open.
            agent_operation (None | OttomansAgentOpView | Unset): The agent operation under way (20.1), or null.
            colonized (OttomansGameOutColonized | Unset): 24.0 (optional): region name -> the colour of the colonization
                marker on it (O225).
            battle (None | OttomansBattleView | Unset): The attack declared and not yet resolved (9.0) while its reaction
                windows are open (22.1, 27.2), or null: who attacks whom, where, with what, the Tactical Advantages bid, the CRT
                die once rolled.
            reaction_window (None | OttomansReactionWindowView | Unset): What the open reaction window is about (27.2, 20.1,
                22.1), or null when none is open: the same for every reader (O227).
            webhooks_disabled (list[str] | None | Unset): Ids of the caller seat's webhook subscriptions that were disabled
                after failing (only in the seat's own view; absent when none). Not part of the version: re-read after a 304.
            rematch (None | str | Unset): The id of this game's rematch (`POST /games/{game_id}/rematch`); null while there
                is none.
            rematch_of (None | str | Unset): The id of the finished game this game is the rematch of; null otherwise.
            clocks (list[SeatClock] | None | Unset): The seats' clocks (with the `clock` option), by seat; null without one.
     """

    status: OttomansGameOutStatus
    scenario: int
    options: OttomansOptions
    turn: int
    phase: str
    step: str
    order: list[int]
    phasing: int | None
    waiting_for: list[int]
    players: list[OttomansPlayerView]
    pieces: list[OttomansPieceView]
    deadpile: list[str]
    pool_size: int
    siege_improved: bool
    spain_entered: bool
    winners: list[int]
    id: str
    kind: str
    version: int
    created_at: str
    cancelled: bool
    seats: list[SeatInfo]
    open_seats: list[int]
    your_seat: int | None
    decision: None | str | Unset = UNSET
    victory: None | str | Unset = UNSET
    points: list[float] | Unset = UNSET
    end_reason: None | str | Unset = UNSET
    reaction: None | str | Unset = UNSET
    agent_operation: None | OttomansAgentOpView | Unset = UNSET
    colonized: OttomansGameOutColonized | Unset = UNSET
    battle: None | OttomansBattleView | Unset = UNSET
    reaction_window: None | OttomansReactionWindowView | Unset = UNSET
    webhooks_disabled: list[str] | None | Unset = UNSET
    rematch: None | str | Unset = UNSET
    rematch_of: None | str | Unset = UNSET
    clocks: list[SeatClock] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ottomans_agent_op_view import OttomansAgentOpView # noqa: PLC0415
        from battle1821_client.models.ottomans_battle_view import OttomansBattleView # noqa: PLC0415
        from battle1821_client.models.ottomans_game_out_colonized import OttomansGameOutColonized # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        from battle1821_client.models.ottomans_piece_view import OttomansPieceView # noqa: PLC0415
        from battle1821_client.models.ottomans_player_view import OttomansPlayerView # noqa: PLC0415
        from battle1821_client.models.ottomans_reaction_window_view import OttomansReactionWindowView # noqa: PLC0415
        from battle1821_client.models.seat_clock import SeatClock # noqa: PLC0415
        from battle1821_client.models.seat_info import SeatInfo # noqa: PLC0415
        status = self.status.value

        scenario = self.scenario

        options = self.options.to_dict()

        turn = self.turn

        phase = self.phase

        step = self.step

        order = self.order



        phasing: int | None
        phasing = self.phasing

        waiting_for = self.waiting_for



        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        pieces = []
        for pieces_item_data in self.pieces:
            pieces_item = pieces_item_data.to_dict()
            pieces.append(pieces_item)



        deadpile = self.deadpile



        pool_size = self.pool_size

        siege_improved = self.siege_improved

        spain_entered = self.spain_entered

        winners = self.winners



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

        decision: None | str | Unset
        if isinstance(self.decision, Unset):
            decision = UNSET
        else:
            decision = self.decision

        victory: None | str | Unset
        if isinstance(self.victory, Unset):
            victory = UNSET
        else:
            victory = self.victory

        points: list[float] | Unset = UNSET
        if not isinstance(self.points, Unset):
            points = self.points



        end_reason: None | str | Unset
        if isinstance(self.end_reason, Unset):
            end_reason = UNSET
        else:
            end_reason = self.end_reason

        reaction: None | str | Unset
        if isinstance(self.reaction, Unset):
            reaction = UNSET
        else:
            reaction = self.reaction

        agent_operation: dict[str, Any] | None | Unset
        if isinstance(self.agent_operation, Unset):
            agent_operation = UNSET
        elif isinstance(self.agent_operation, OttomansAgentOpView):
            agent_operation = self.agent_operation.to_dict()
        else:
            agent_operation = self.agent_operation

        colonized: dict[str, Any] | Unset = UNSET
        if not isinstance(self.colonized, Unset):
            colonized = self.colonized.to_dict()

        battle: dict[str, Any] | None | Unset
        if isinstance(self.battle, Unset):
            battle = UNSET
        elif isinstance(self.battle, OttomansBattleView):
            battle = self.battle.to_dict()
        else:
            battle = self.battle

        reaction_window: dict[str, Any] | None | Unset
        if isinstance(self.reaction_window, Unset):
            reaction_window = UNSET
        elif isinstance(self.reaction_window, OttomansReactionWindowView):
            reaction_window = self.reaction_window.to_dict()
        else:
            reaction_window = self.reaction_window

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
            "scenario": scenario,
            "options": options,
            "turn": turn,
            "phase": phase,
            "step": step,
            "order": order,
            "phasing": phasing,
            "waiting_for": waiting_for,
            "players": players,
            "pieces": pieces,
            "deadpile": deadpile,
            "pool_size": pool_size,
            "siege_improved": siege_improved,
            "spain_entered": spain_entered,
            "winners": winners,
            "id": id,
            "kind": kind,
            "version": version,
            "created_at": created_at,
            "cancelled": cancelled,
            "seats": seats,
            "open_seats": open_seats,
            "your_seat": your_seat,
        })
        if decision is not UNSET:
            field_dict["decision"] = decision
        if victory is not UNSET:
            field_dict["victory"] = victory
        if points is not UNSET:
            field_dict["points"] = points
        if end_reason is not UNSET:
            field_dict["end_reason"] = end_reason
        if reaction is not UNSET:
            field_dict["reaction"] = reaction
        if agent_operation is not UNSET:
            field_dict["agent_operation"] = agent_operation
        if colonized is not UNSET:
            field_dict["colonized"] = colonized
        if battle is not UNSET:
            field_dict["battle"] = battle
        if reaction_window is not UNSET:
            field_dict["reaction_window"] = reaction_window
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
        from battle1821_client.models.ottomans_agent_op_view import OttomansAgentOpView # noqa: PLC0415
        from battle1821_client.models.ottomans_battle_view import OttomansBattleView # noqa: PLC0415
        from battle1821_client.models.ottomans_game_out_colonized import OttomansGameOutColonized # noqa: PLC0415
        from battle1821_client.models.ottomans_options import OttomansOptions # noqa: PLC0415
        from battle1821_client.models.ottomans_piece_view import OttomansPieceView # noqa: PLC0415
        from battle1821_client.models.ottomans_player_view import OttomansPlayerView # noqa: PLC0415
        from battle1821_client.models.ottomans_reaction_window_view import OttomansReactionWindowView # noqa: PLC0415
        from battle1821_client.models.seat_clock import SeatClock # noqa: PLC0415
        from battle1821_client.models.seat_info import SeatInfo # noqa: PLC0415
        d = dict(src_dict)
        status = OttomansGameOutStatus(d.pop("status"))




        scenario = d.pop("scenario")

        options = OttomansOptions.from_dict(d.pop("options"))




        turn = d.pop("turn")

        phase = d.pop("phase")

        step = d.pop("step")

        order = cast(list[int], d.pop("order"))


        def _parse_phasing(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        phasing = _parse_phasing(d.pop("phasing"))


        waiting_for = cast(list[int], d.pop("waiting_for"))


        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = OttomansPlayerView.from_dict(players_item_data)



            players.append(players_item)


        pieces = []
        _pieces = d.pop("pieces")
        for pieces_item_data in (_pieces):
            pieces_item = OttomansPieceView.from_dict(pieces_item_data)



            pieces.append(pieces_item)


        deadpile = cast(list[str], d.pop("deadpile"))


        pool_size = d.pop("pool_size")

        siege_improved = d.pop("siege_improved")

        spain_entered = d.pop("spain_entered")

        winners = cast(list[int], d.pop("winners"))


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


        def _parse_decision(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        decision = _parse_decision(d.pop("decision", UNSET))


        def _parse_victory(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        victory = _parse_victory(d.pop("victory", UNSET))


        points = cast(list[float], d.pop("points", UNSET))


        def _parse_end_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        end_reason = _parse_end_reason(d.pop("end_reason", UNSET))


        def _parse_reaction(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reaction = _parse_reaction(d.pop("reaction", UNSET))


        def _parse_agent_operation(data: object) -> None | OttomansAgentOpView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                agent_operation_type_0 = OttomansAgentOpView.from_dict(data)



                return agent_operation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansAgentOpView | Unset, data)

        agent_operation = _parse_agent_operation(d.pop("agent_operation", UNSET))


        _colonized = d.pop("colonized", UNSET)
        colonized: OttomansGameOutColonized | Unset
        if isinstance(_colonized,  Unset):
            colonized = UNSET
        else:
            colonized = OttomansGameOutColonized.from_dict(_colonized)




        def _parse_battle(data: object) -> None | OttomansBattleView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                battle_type_0 = OttomansBattleView.from_dict(data)



                return battle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansBattleView | Unset, data)

        battle = _parse_battle(d.pop("battle", UNSET))


        def _parse_reaction_window(data: object) -> None | OttomansReactionWindowView | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                reaction_window_type_0 = OttomansReactionWindowView.from_dict(data)



                return reaction_window_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | OttomansReactionWindowView | Unset, data)

        reaction_window = _parse_reaction_window(d.pop("reaction_window", UNSET))


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


        ottomans_game_out = cls(
            status=status,
            scenario=scenario,
            options=options,
            turn=turn,
            phase=phase,
            step=step,
            order=order,
            phasing=phasing,
            waiting_for=waiting_for,
            players=players,
            pieces=pieces,
            deadpile=deadpile,
            pool_size=pool_size,
            siege_improved=siege_improved,
            spain_entered=spain_entered,
            winners=winners,
            id=id,
            kind=kind,
            version=version,
            created_at=created_at,
            cancelled=cancelled,
            seats=seats,
            open_seats=open_seats,
            your_seat=your_seat,
            decision=decision,
            victory=victory,
            points=points,
            end_reason=end_reason,
            reaction=reaction,
            agent_operation=agent_operation,
            colonized=colonized,
            battle=battle,
            reaction_window=reaction_window,
            webhooks_disabled=webhooks_disabled,
            rematch=rematch,
            rematch_of=rematch_of,
            clocks=clocks,
        )


        ottomans_game_out.additional_properties = d
        return ottomans_game_out

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
