from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.battle_out_winner_type_1 import BattleOutWinnerType1
from ..models.battle_out_winner_type_2_type_1 import BattleOutWinnerType2Type1
from ..models.battle_out_winner_type_3_type_1 import BattleOutWinnerType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.ally_answered_event import AllyAnsweredEvent
  from ..models.ally_requested_event import AllyRequestedEvent
  from ..models.ally_returned_event import AllyReturnedEvent
  from ..models.apostle_awarded_event import ApostleAwardedEvent
  from ..models.apostle_revealed_event import ApostleRevealedEvent
  from ..models.attrition_event import AttritionEvent
  from ..models.battle_ended_event import BattleEndedEvent
  from ..models.battle_out_allies_item import BattleOutAlliesItem
  from ..models.battle_out_ottomans_defeated import BattleOutOttomansDefeated
  from ..models.battle_roll_event import BattleRollEvent
  from ..models.battle_roll_out import BattleRollOut
  from ..models.battle_started_event import BattleStartedEvent
  from ..models.blessing_used_event import BlessingUsedEvent
  from ..models.cannon_converted_event import CannonConvertedEvent
  from ..models.cannon_lost_event import CannonLostEvent
  from ..models.decision_timeout_event import DecisionTimeoutEvent
  from ..models.event_drawn_event import EventDrawnEvent
  from ..models.first_player_roll_event import FirstPlayerRollEvent
  from ..models.game_cancelled_event import GameCancelledEvent
  from ..models.game_ended_event import GameEndedEvent
  from ..models.game_started_event import GameStartedEvent
  from ..models.greek_bonus_event import GreekBonusEvent
  from ..models.losses_returned_event import LossesReturnedEvent
  from ..models.message_event import MessageEvent
  from ..models.moved_event import MovedEvent
  from ..models.occupied_event import OccupiedEvent
  from ..models.ottoman_attack_dropped_event import OttomanAttackDroppedEvent
  from ..models.ottoman_attack_planned_event import OttomanAttackPlannedEvent
  from ..models.ottoman_moved_event import OttomanMovedEvent
  from ..models.ottoman_phase_event import OttomanPhaseEvent
  from ..models.ottoman_step_event import OttomanStepEvent
  from ..models.ottoman_tie_break_event import OttomanTieBreakEvent
  from ..models.ottomans_placed_event import OttomansPlacedEvent
  from ..models.ottomans_removed_event import OttomansRemovedEvent
  from ..models.placed_event import PlacedEvent
  from ..models.player_resigned_event import PlayerResignedEvent
  from ..models.reinforcement_due_event import ReinforcementDueEvent
  from ..models.seat_taken_back_event import SeatTakenBackEvent
  from ..models.seat_taken_over_event import SeatTakenOverEvent
  from ..models.standing_orders_set_event import StandingOrdersSetEvent
  from ..models.step_started_event import StepStartedEvent
  from ..models.taken_over_event import TakenOverEvent
  from ..models.turn_order_event import TurnOrderEvent
  from ..models.undone_event import UndoneEvent





T = TypeVar("T", bound="BattleOut")



@_attrs_define
class BattleOut:
    """ 
        Attributes:
            number (int): Its number (1, 2, ...).
            kind (str): `greek_attack` (a player attacks, R11-R16) or `ottoman_attack` (the Ottoman phase, R22).
            region (str): A region's board id (see `GET /rules` `board.regions`).
            origin (None | str): The region the pieces come from (board id).
            seat (int): A seat number (0-3; -1 for none / the Ottomans where allowed).
            greek_infantry (int): Infantry pieces (each strength 1, R2).
            greek_cannons (int): Cannon pieces (each strength 3, R2).
            ottomans (int): Ottoman pieces (each strength 1).
            attack_dice_bonus (int): Extra attack dice (Events, Blessings).
            allies (list[BattleOutAlliesItem]): The Ally requests and answers (R18).
            rolls (list[BattleRollOut]): The rolls (R12-R13).
            cannons_lost (int): Cannons lost and replaced by infantry (R4).
            winner (BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None): Who won: `greek`
                or `ottoman` (null while it runs).
            owner_after (int | None): The seat holding the region after the battle (-1: Ottoman).
            ottomans_defeated (BattleOutOttomansDefeated): Seat (as a string) -> Ottoman strength it defeated (R10).
            events (list[AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent |
                ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent |
                BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent |
                FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent |
                LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent |
                OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomansPlacedEvent | OttomansRemovedEvent |
                OttomanStepEvent | OttomanTieBreakEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent |
                SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent |
                TurnOrderEvent | UndoneEvent]): Events in `seq` order (`GameEvent`).
     """

    number: int
    kind: str
    region: str
    origin: None | str
    seat: int
    greek_infantry: int
    greek_cannons: int
    ottomans: int
    attack_dice_bonus: int
    allies: list[BattleOutAlliesItem]
    rolls: list[BattleRollOut]
    cannons_lost: int
    winner: BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None
    owner_after: int | None
    ottomans_defeated: BattleOutOttomansDefeated
    events: list[AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomansPlacedEvent | OttomansRemovedEvent | OttomanStepEvent | OttomanTieBreakEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ally_answered_event import AllyAnsweredEvent # noqa: PLC0415
        from battle1821_client.models.ally_requested_event import AllyRequestedEvent # noqa: PLC0415
        from battle1821_client.models.ally_returned_event import AllyReturnedEvent # noqa: PLC0415
        from battle1821_client.models.apostle_awarded_event import ApostleAwardedEvent # noqa: PLC0415
        from battle1821_client.models.apostle_revealed_event import ApostleRevealedEvent # noqa: PLC0415
        from battle1821_client.models.attrition_event import AttritionEvent # noqa: PLC0415
        from battle1821_client.models.battle_ended_event import BattleEndedEvent # noqa: PLC0415
        from battle1821_client.models.battle_out_allies_item import BattleOutAlliesItem # noqa: PLC0415
        from battle1821_client.models.battle_out_ottomans_defeated import BattleOutOttomansDefeated # noqa: PLC0415
        from battle1821_client.models.battle_roll_event import BattleRollEvent # noqa: PLC0415
        from battle1821_client.models.battle_roll_out import BattleRollOut # noqa: PLC0415
        from battle1821_client.models.battle_started_event import BattleStartedEvent # noqa: PLC0415
        from battle1821_client.models.blessing_used_event import BlessingUsedEvent # noqa: PLC0415
        from battle1821_client.models.cannon_converted_event import CannonConvertedEvent # noqa: PLC0415
        from battle1821_client.models.cannon_lost_event import CannonLostEvent # noqa: PLC0415
        from battle1821_client.models.decision_timeout_event import DecisionTimeoutEvent # noqa: PLC0415
        from battle1821_client.models.event_drawn_event import EventDrawnEvent # noqa: PLC0415
        from battle1821_client.models.first_player_roll_event import FirstPlayerRollEvent # noqa: PLC0415
        from battle1821_client.models.game_cancelled_event import GameCancelledEvent # noqa: PLC0415
        from battle1821_client.models.game_ended_event import GameEndedEvent # noqa: PLC0415
        from battle1821_client.models.game_started_event import GameStartedEvent # noqa: PLC0415
        from battle1821_client.models.greek_bonus_event import GreekBonusEvent # noqa: PLC0415
        from battle1821_client.models.losses_returned_event import LossesReturnedEvent # noqa: PLC0415
        from battle1821_client.models.message_event import MessageEvent # noqa: PLC0415
        from battle1821_client.models.moved_event import MovedEvent # noqa: PLC0415
        from battle1821_client.models.occupied_event import OccupiedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_attack_dropped_event import OttomanAttackDroppedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_attack_planned_event import OttomanAttackPlannedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_moved_event import OttomanMovedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_phase_event import OttomanPhaseEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_step_event import OttomanStepEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_tie_break_event import OttomanTieBreakEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_placed_event import OttomansPlacedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_removed_event import OttomansRemovedEvent # noqa: PLC0415
        from battle1821_client.models.placed_event import PlacedEvent # noqa: PLC0415
        from battle1821_client.models.player_resigned_event import PlayerResignedEvent # noqa: PLC0415
        from battle1821_client.models.reinforcement_due_event import ReinforcementDueEvent # noqa: PLC0415
        from battle1821_client.models.seat_taken_back_event import SeatTakenBackEvent # noqa: PLC0415
        from battle1821_client.models.seat_taken_over_event import SeatTakenOverEvent # noqa: PLC0415
        from battle1821_client.models.standing_orders_set_event import StandingOrdersSetEvent # noqa: PLC0415
        from battle1821_client.models.step_started_event import StepStartedEvent # noqa: PLC0415
        from battle1821_client.models.taken_over_event import TakenOverEvent # noqa: PLC0415
        from battle1821_client.models.turn_order_event import TurnOrderEvent # noqa: PLC0415
        from battle1821_client.models.undone_event import UndoneEvent # noqa: PLC0415
        number = self.number

        kind = self.kind

        region = self.region

        origin: None | str
        origin = self.origin

        seat = self.seat

        greek_infantry = self.greek_infantry

        greek_cannons = self.greek_cannons

        ottomans = self.ottomans

        attack_dice_bonus = self.attack_dice_bonus

        allies = []
        for allies_item_data in self.allies:
            allies_item = allies_item_data.to_dict()
            allies.append(allies_item)



        rolls = []
        for rolls_item_data in self.rolls:
            rolls_item = rolls_item_data.to_dict()
            rolls.append(rolls_item)



        cannons_lost = self.cannons_lost

        winner: None | str
        if isinstance(self.winner, BattleOutWinnerType1):
            winner = self.winner.value
        elif isinstance(self.winner, BattleOutWinnerType2Type1):
            winner = self.winner.value
        elif isinstance(self.winner, BattleOutWinnerType3Type1):
            winner = self.winner.value
        else:
            winner = self.winner

        owner_after: int | None
        owner_after = self.owner_after

        ottomans_defeated = self.ottomans_defeated.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, GameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FirstPlayerRollEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TurnOrderEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StepStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ReinforcementDueEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CannonConvertedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OccupiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TakenOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattleStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AllyRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AllyAnsweredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattleRollEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, CannonLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BattleEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AllyReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, EventDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GreekBonusEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AttritionEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, LossesReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomanMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomanAttackPlannedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomanTieBreakEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomanAttackDroppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ApostleRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ApostleAwardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlessingUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, StandingOrdersSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayerResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, UndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomanPhaseEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomanStepEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, DecisionTimeoutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatTakenOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatTakenBackEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "number": number,
            "kind": kind,
            "region": region,
            "origin": origin,
            "seat": seat,
            "greek_infantry": greek_infantry,
            "greek_cannons": greek_cannons,
            "ottomans": ottomans,
            "attack_dice_bonus": attack_dice_bonus,
            "allies": allies,
            "rolls": rolls,
            "cannons_lost": cannons_lost,
            "winner": winner,
            "owner_after": owner_after,
            "ottomans_defeated": ottomans_defeated,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from battle1821_client.models.ally_answered_event import AllyAnsweredEvent # noqa: PLC0415
        from battle1821_client.models.ally_requested_event import AllyRequestedEvent # noqa: PLC0415
        from battle1821_client.models.ally_returned_event import AllyReturnedEvent # noqa: PLC0415
        from battle1821_client.models.apostle_awarded_event import ApostleAwardedEvent # noqa: PLC0415
        from battle1821_client.models.apostle_revealed_event import ApostleRevealedEvent # noqa: PLC0415
        from battle1821_client.models.attrition_event import AttritionEvent # noqa: PLC0415
        from battle1821_client.models.battle_ended_event import BattleEndedEvent # noqa: PLC0415
        from battle1821_client.models.battle_out_allies_item import BattleOutAlliesItem # noqa: PLC0415
        from battle1821_client.models.battle_out_ottomans_defeated import BattleOutOttomansDefeated # noqa: PLC0415
        from battle1821_client.models.battle_roll_event import BattleRollEvent # noqa: PLC0415
        from battle1821_client.models.battle_roll_out import BattleRollOut # noqa: PLC0415
        from battle1821_client.models.battle_started_event import BattleStartedEvent # noqa: PLC0415
        from battle1821_client.models.blessing_used_event import BlessingUsedEvent # noqa: PLC0415
        from battle1821_client.models.cannon_converted_event import CannonConvertedEvent # noqa: PLC0415
        from battle1821_client.models.cannon_lost_event import CannonLostEvent # noqa: PLC0415
        from battle1821_client.models.decision_timeout_event import DecisionTimeoutEvent # noqa: PLC0415
        from battle1821_client.models.event_drawn_event import EventDrawnEvent # noqa: PLC0415
        from battle1821_client.models.first_player_roll_event import FirstPlayerRollEvent # noqa: PLC0415
        from battle1821_client.models.game_cancelled_event import GameCancelledEvent # noqa: PLC0415
        from battle1821_client.models.game_ended_event import GameEndedEvent # noqa: PLC0415
        from battle1821_client.models.game_started_event import GameStartedEvent # noqa: PLC0415
        from battle1821_client.models.greek_bonus_event import GreekBonusEvent # noqa: PLC0415
        from battle1821_client.models.losses_returned_event import LossesReturnedEvent # noqa: PLC0415
        from battle1821_client.models.message_event import MessageEvent # noqa: PLC0415
        from battle1821_client.models.moved_event import MovedEvent # noqa: PLC0415
        from battle1821_client.models.occupied_event import OccupiedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_attack_dropped_event import OttomanAttackDroppedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_attack_planned_event import OttomanAttackPlannedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_moved_event import OttomanMovedEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_phase_event import OttomanPhaseEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_step_event import OttomanStepEvent # noqa: PLC0415
        from battle1821_client.models.ottoman_tie_break_event import OttomanTieBreakEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_placed_event import OttomansPlacedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_removed_event import OttomansRemovedEvent # noqa: PLC0415
        from battle1821_client.models.placed_event import PlacedEvent # noqa: PLC0415
        from battle1821_client.models.player_resigned_event import PlayerResignedEvent # noqa: PLC0415
        from battle1821_client.models.reinforcement_due_event import ReinforcementDueEvent # noqa: PLC0415
        from battle1821_client.models.seat_taken_back_event import SeatTakenBackEvent # noqa: PLC0415
        from battle1821_client.models.seat_taken_over_event import SeatTakenOverEvent # noqa: PLC0415
        from battle1821_client.models.standing_orders_set_event import StandingOrdersSetEvent # noqa: PLC0415
        from battle1821_client.models.step_started_event import StepStartedEvent # noqa: PLC0415
        from battle1821_client.models.taken_over_event import TakenOverEvent # noqa: PLC0415
        from battle1821_client.models.turn_order_event import TurnOrderEvent # noqa: PLC0415
        from battle1821_client.models.undone_event import UndoneEvent # noqa: PLC0415
        d = dict(src_dict)
        number = d.pop("number")

        kind = d.pop("kind")

        region = d.pop("region")

        def _parse_origin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        origin = _parse_origin(d.pop("origin"))


        seat = d.pop("seat")

        greek_infantry = d.pop("greek_infantry")

        greek_cannons = d.pop("greek_cannons")

        ottomans = d.pop("ottomans")

        attack_dice_bonus = d.pop("attack_dice_bonus")

        allies = []
        _allies = d.pop("allies")
        for allies_item_data in (_allies):
            allies_item = BattleOutAlliesItem.from_dict(allies_item_data)



            allies.append(allies_item)


        rolls = []
        _rolls = d.pop("rolls")
        for rolls_item_data in (_rolls):
            rolls_item = BattleRollOut.from_dict(rolls_item_data)



            rolls.append(rolls_item)


        cannons_lost = d.pop("cannons_lost")

        def _parse_winner(data: object) -> BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_1 = BattleOutWinnerType1(data)



                return winner_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_2_type_1 = BattleOutWinnerType2Type1(data)



                return winner_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_3_type_1 = BattleOutWinnerType3Type1(data)



                return winner_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BattleOutWinnerType1 | BattleOutWinnerType2Type1 | BattleOutWinnerType3Type1 | None, data)

        winner = _parse_winner(d.pop("winner"))


        def _parse_owner_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        owner_after = _parse_owner_after(d.pop("owner_after"))


        ottomans_defeated = BattleOutOttomansDefeated.from_dict(d.pop("ottomans_defeated"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomansPlacedEvent | OttomansRemovedEvent | OttomanStepEvent | OttomanTieBreakEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent:
                if isinstance(data, dict):
                    type_tag = data.get("type")
                    if type_tag == "game_started":
                        try:
                            componentsschemas_game_event_type_0 = GameStartedEvent.from_dict(data)



                            return componentsschemas_game_event_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "first_player_roll":
                        try:
                            componentsschemas_game_event_type_1 = FirstPlayerRollEvent.from_dict(data)



                            return componentsschemas_game_event_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "turn_order":
                        try:
                            componentsschemas_game_event_type_2 = TurnOrderEvent.from_dict(data)



                            return componentsschemas_game_event_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "step_started":
                        try:
                            componentsschemas_game_event_type_3 = StepStartedEvent.from_dict(data)



                            return componentsschemas_game_event_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "reinforcement_due":
                        try:
                            componentsschemas_game_event_type_4 = ReinforcementDueEvent.from_dict(data)



                            return componentsschemas_game_event_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "placed":
                        try:
                            componentsschemas_game_event_type_5 = PlacedEvent.from_dict(data)



                            return componentsschemas_game_event_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "cannon_converted":
                        try:
                            componentsschemas_game_event_type_6 = CannonConvertedEvent.from_dict(data)



                            return componentsschemas_game_event_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "occupied":
                        try:
                            componentsschemas_game_event_type_7 = OccupiedEvent.from_dict(data)



                            return componentsschemas_game_event_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "taken_over":
                        try:
                            componentsschemas_game_event_type_8 = TakenOverEvent.from_dict(data)



                            return componentsschemas_game_event_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "moved":
                        try:
                            componentsschemas_game_event_type_9 = MovedEvent.from_dict(data)



                            return componentsschemas_game_event_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "battle_started":
                        try:
                            componentsschemas_game_event_type_10 = BattleStartedEvent.from_dict(data)



                            return componentsschemas_game_event_type_10
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ally_requested":
                        try:
                            componentsschemas_game_event_type_11 = AllyRequestedEvent.from_dict(data)



                            return componentsschemas_game_event_type_11
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ally_answered":
                        try:
                            componentsschemas_game_event_type_12 = AllyAnsweredEvent.from_dict(data)



                            return componentsschemas_game_event_type_12
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "battle_roll":
                        try:
                            componentsschemas_game_event_type_13 = BattleRollEvent.from_dict(data)



                            return componentsschemas_game_event_type_13
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "cannon_lost":
                        try:
                            componentsschemas_game_event_type_14 = CannonLostEvent.from_dict(data)



                            return componentsschemas_game_event_type_14
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "battle_ended":
                        try:
                            componentsschemas_game_event_type_15 = BattleEndedEvent.from_dict(data)



                            return componentsschemas_game_event_type_15
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ally_returned":
                        try:
                            componentsschemas_game_event_type_16 = AllyReturnedEvent.from_dict(data)



                            return componentsschemas_game_event_type_16
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "event_drawn":
                        try:
                            componentsschemas_game_event_type_17 = EventDrawnEvent.from_dict(data)



                            return componentsschemas_game_event_type_17
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottomans_removed":
                        try:
                            componentsschemas_game_event_type_18 = OttomansRemovedEvent.from_dict(data)



                            return componentsschemas_game_event_type_18
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottomans_placed":
                        try:
                            componentsschemas_game_event_type_19 = OttomansPlacedEvent.from_dict(data)



                            return componentsschemas_game_event_type_19
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "greek_bonus":
                        try:
                            componentsschemas_game_event_type_20 = GreekBonusEvent.from_dict(data)



                            return componentsschemas_game_event_type_20
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "attrition":
                        try:
                            componentsschemas_game_event_type_21 = AttritionEvent.from_dict(data)



                            return componentsschemas_game_event_type_21
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "losses_returned":
                        try:
                            componentsschemas_game_event_type_22 = LossesReturnedEvent.from_dict(data)



                            return componentsschemas_game_event_type_22
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottoman_moved":
                        try:
                            componentsschemas_game_event_type_23 = OttomanMovedEvent.from_dict(data)



                            return componentsschemas_game_event_type_23
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottoman_attack_planned":
                        try:
                            componentsschemas_game_event_type_24 = OttomanAttackPlannedEvent.from_dict(data)



                            return componentsschemas_game_event_type_24
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottoman_tie_break":
                        try:
                            componentsschemas_game_event_type_25 = OttomanTieBreakEvent.from_dict(data)



                            return componentsschemas_game_event_type_25
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottoman_attack_dropped":
                        try:
                            componentsschemas_game_event_type_26 = OttomanAttackDroppedEvent.from_dict(data)



                            return componentsschemas_game_event_type_26
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "apostle_revealed":
                        try:
                            componentsschemas_game_event_type_27 = ApostleRevealedEvent.from_dict(data)



                            return componentsschemas_game_event_type_27
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "apostle_awarded":
                        try:
                            componentsschemas_game_event_type_28 = ApostleAwardedEvent.from_dict(data)



                            return componentsschemas_game_event_type_28
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "blessing_used":
                        try:
                            componentsschemas_game_event_type_29 = BlessingUsedEvent.from_dict(data)



                            return componentsschemas_game_event_type_29
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "standing_orders_set":
                        try:
                            componentsschemas_game_event_type_30 = StandingOrdersSetEvent.from_dict(data)



                            return componentsschemas_game_event_type_30
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "player_resigned":
                        try:
                            componentsschemas_game_event_type_31 = PlayerResignedEvent.from_dict(data)



                            return componentsschemas_game_event_type_31
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "game_ended":
                        try:
                            componentsschemas_game_event_type_32 = GameEndedEvent.from_dict(data)



                            return componentsschemas_game_event_type_32
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "game_cancelled":
                        try:
                            componentsschemas_game_event_type_33 = GameCancelledEvent.from_dict(data)



                            return componentsschemas_game_event_type_33
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "undone":
                        try:
                            componentsschemas_game_event_type_34 = UndoneEvent.from_dict(data)



                            return componentsschemas_game_event_type_34
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottoman_phase":
                        try:
                            componentsschemas_game_event_type_35 = OttomanPhaseEvent.from_dict(data)



                            return componentsschemas_game_event_type_35
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "ottoman_step":
                        try:
                            componentsschemas_game_event_type_36 = OttomanStepEvent.from_dict(data)



                            return componentsschemas_game_event_type_36
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "decision_timeout":
                        try:
                            componentsschemas_game_event_type_37 = DecisionTimeoutEvent.from_dict(data)



                            return componentsschemas_game_event_type_37
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "seat_taken_over":
                        try:
                            componentsschemas_game_event_type_38 = SeatTakenOverEvent.from_dict(data)



                            return componentsschemas_game_event_type_38
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "seat_taken_back":
                        try:
                            componentsschemas_game_event_type_39 = SeatTakenBackEvent.from_dict(data)



                            return componentsschemas_game_event_type_39
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "message":
                        try:
                            componentsschemas_game_event_type_40 = MessageEvent.from_dict(data)



                            return componentsschemas_game_event_type_40
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_0 = GameStartedEvent.from_dict(data)



                    return componentsschemas_game_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_1 = FirstPlayerRollEvent.from_dict(data)



                    return componentsschemas_game_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_2 = TurnOrderEvent.from_dict(data)



                    return componentsschemas_game_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_3 = StepStartedEvent.from_dict(data)



                    return componentsschemas_game_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_4 = ReinforcementDueEvent.from_dict(data)



                    return componentsschemas_game_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_5 = PlacedEvent.from_dict(data)



                    return componentsschemas_game_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_6 = CannonConvertedEvent.from_dict(data)



                    return componentsschemas_game_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_7 = OccupiedEvent.from_dict(data)



                    return componentsschemas_game_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_8 = TakenOverEvent.from_dict(data)



                    return componentsschemas_game_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_9 = MovedEvent.from_dict(data)



                    return componentsschemas_game_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_10 = BattleStartedEvent.from_dict(data)



                    return componentsschemas_game_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_11 = AllyRequestedEvent.from_dict(data)



                    return componentsschemas_game_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_12 = AllyAnsweredEvent.from_dict(data)



                    return componentsschemas_game_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_13 = BattleRollEvent.from_dict(data)



                    return componentsschemas_game_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_14 = CannonLostEvent.from_dict(data)



                    return componentsschemas_game_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_15 = BattleEndedEvent.from_dict(data)



                    return componentsschemas_game_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_16 = AllyReturnedEvent.from_dict(data)



                    return componentsschemas_game_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_17 = EventDrawnEvent.from_dict(data)



                    return componentsschemas_game_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_18 = OttomansRemovedEvent.from_dict(data)



                    return componentsschemas_game_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_19 = OttomansPlacedEvent.from_dict(data)



                    return componentsschemas_game_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_20 = GreekBonusEvent.from_dict(data)



                    return componentsschemas_game_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_21 = AttritionEvent.from_dict(data)



                    return componentsschemas_game_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_22 = LossesReturnedEvent.from_dict(data)



                    return componentsschemas_game_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_23 = OttomanMovedEvent.from_dict(data)



                    return componentsschemas_game_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_24 = OttomanAttackPlannedEvent.from_dict(data)



                    return componentsschemas_game_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_25 = OttomanTieBreakEvent.from_dict(data)



                    return componentsschemas_game_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_26 = OttomanAttackDroppedEvent.from_dict(data)



                    return componentsschemas_game_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_27 = ApostleRevealedEvent.from_dict(data)



                    return componentsschemas_game_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_28 = ApostleAwardedEvent.from_dict(data)



                    return componentsschemas_game_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_29 = BlessingUsedEvent.from_dict(data)



                    return componentsschemas_game_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_30 = StandingOrdersSetEvent.from_dict(data)



                    return componentsschemas_game_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_31 = PlayerResignedEvent.from_dict(data)



                    return componentsschemas_game_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_32 = GameEndedEvent.from_dict(data)



                    return componentsschemas_game_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_33 = GameCancelledEvent.from_dict(data)



                    return componentsschemas_game_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_34 = UndoneEvent.from_dict(data)



                    return componentsschemas_game_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_35 = OttomanPhaseEvent.from_dict(data)



                    return componentsschemas_game_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_36 = OttomanStepEvent.from_dict(data)



                    return componentsschemas_game_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_37 = DecisionTimeoutEvent.from_dict(data)



                    return componentsschemas_game_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_38 = SeatTakenOverEvent.from_dict(data)



                    return componentsschemas_game_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_39 = SeatTakenBackEvent.from_dict(data)



                    return componentsschemas_game_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_event_type_40 = MessageEvent.from_dict(data)



                return componentsschemas_game_event_type_40

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        battle_out = cls(
            number=number,
            kind=kind,
            region=region,
            origin=origin,
            seat=seat,
            greek_infantry=greek_infantry,
            greek_cannons=greek_cannons,
            ottomans=ottomans,
            attack_dice_bonus=attack_dice_bonus,
            allies=allies,
            rolls=rolls,
            cannons_lost=cannons_lost,
            winner=winner,
            owner_after=owner_after,
            ottomans_defeated=ottomans_defeated,
            events=events,
        )


        battle_out.additional_properties = d
        return battle_out

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
