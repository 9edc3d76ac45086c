from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.ally_answered_event import AllyAnsweredEvent
  from ..models.ally_requested_event import AllyRequestedEvent
  from ..models.ally_returned_event import AllyReturnedEvent
  from ..models.apostle_awarded_event import ApostleAwardedEvent
  from ..models.apostle_revealed_event import ApostleRevealedEvent
  from ..models.attrition_event import AttritionEvent
  from ..models.battle_ended_event import BattleEndedEvent
  from ..models.battle_roll_event import BattleRollEvent
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
  from ..models.ottomans_advanced_after_combat_event import OttomansAdvancedAfterCombatEvent
  from ..models.ottomans_agent_declared_event import OttomansAgentDeclaredEvent
  from ..models.ottomans_agent_resolved_event import OttomansAgentResolvedEvent
  from ..models.ottomans_agents_committed_event import OttomansAgentsCommittedEvent
  from ..models.ottomans_colonized_event import OttomansColonizedEvent
  from ..models.ottomans_combat_resolved_event import OttomansCombatResolvedEvent
  from ..models.ottomans_control_lost_event import OttomansControlLostEvent
  from ..models.ottomans_control_played_event import OttomansControlPlayedEvent
  from ..models.ottomans_core_chosen_event import OttomansCoreChosenEvent
  from ..models.ottomans_drew_event import OttomansDrewEvent
  from ..models.ottomans_examined_event import OttomansExaminedEvent
  from ..models.ottomans_foraged_event import OttomansForagedEvent
  from ..models.ottomans_game_cancelled_event import OttomansGameCancelledEvent
  from ..models.ottomans_game_ended_event import OttomansGameEndedEvent
  from ..models.ottomans_leader_drawn_event import OttomansLeaderDrawnEvent
  from ..models.ottomans_leader_survival_event import OttomansLeaderSurvivalEvent
  from ..models.ottomans_losses_taken_event import OttomansLossesTakenEvent
  from ..models.ottomans_marker_placed_event import OttomansMarkerPlacedEvent
  from ..models.ottomans_moved_event import OttomansMovedEvent
  from ..models.ottomans_order_rolled_event import OttomansOrderRolledEvent
  from ..models.ottomans_phase_began_event import OttomansPhaseBeganEvent
  from ..models.ottomans_pillaged_event import OttomansPillagedEvent
  from ..models.ottomans_placed_event import OttomansPlacedEvent
  from ..models.ottomans_player_resigned_event import OttomansPlayerResignedEvent
  from ..models.ottomans_random_event_event import OttomansRandomEventEvent
  from ..models.ottomans_reinforced_event import OttomansReinforcedEvent
  from ..models.ottomans_removed_event import OttomansRemovedEvent
  from ..models.ottomans_rerolled_event import OttomansRerolledEvent
  from ..models.ottomans_returned_event import OttomansReturnedEvent
  from ..models.ottomans_special_reinforcement_event import OttomansSpecialReinforcementEvent
  from ..models.ottomans_stratagem_played_event import OttomansStratagemPlayedEvent
  from ..models.ottomans_trade_answered_event import OttomansTradeAnsweredEvent
  from ..models.ottomans_transported_event import OttomansTransportedEvent
  from ..models.ottomans_turn_advanced_event import OttomansTurnAdvancedEvent
  from ..models.ottomans_weather_rolled_event import OttomansWeatherRolledEvent
  from ..models.ottomans_withdrew_event import OttomansWithdrewEvent
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





T = TypeVar("T", bound="EventPage")



@_attrs_define
class EventPage:
    """ 
        Attributes:
            events (list[AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent |
                ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent |
                BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent |
                FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent |
                LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent |
                OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomansAdvancedAfterCombatEvent |
                OttomansAgentDeclaredEvent | OttomansAgentResolvedEvent | OttomansAgentsCommittedEvent | OttomansColonizedEvent
                | OttomansCombatResolvedEvent | OttomansControlLostEvent | OttomansControlPlayedEvent | OttomansCoreChosenEvent
                | OttomansDrewEvent | OttomansExaminedEvent | OttomansForagedEvent | OttomansGameCancelledEvent |
                OttomansGameEndedEvent | OttomansLeaderDrawnEvent | OttomansLeaderSurvivalEvent | OttomansLossesTakenEvent |
                OttomansMarkerPlacedEvent | OttomansMovedEvent | OttomansOrderRolledEvent | OttomansPhaseBeganEvent |
                OttomansPillagedEvent | OttomansPlacedEvent | OttomansPlayerResignedEvent | OttomansRandomEventEvent |
                OttomansReinforcedEvent | OttomansRemovedEvent | OttomansRerolledEvent | OttomansReturnedEvent |
                OttomansSpecialReinforcementEvent | OttomansStratagemPlayedEvent | OttomanStepEvent | OttomansTradeAnsweredEvent
                | OttomansTransportedEvent | OttomansTurnAdvancedEvent | OttomansWeatherRolledEvent | OttomansWithdrewEvent |
                OttomanTieBreakEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent |
                SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent |
                UndoneEvent]): Events in `seq` order (`GameEvent`).
            last_seq (int): The seq of the last event returned (or `after` when none): the next `after`.
            last_message (int | None | Unset): With `messages=true`: the seq of the last message read (or `messages_after`
                when none): the next `messages_after`. Absent otherwise.
     """

    events: list[AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomansAdvancedAfterCombatEvent | OttomansAgentDeclaredEvent | OttomansAgentResolvedEvent | OttomansAgentsCommittedEvent | OttomansColonizedEvent | OttomansCombatResolvedEvent | OttomansControlLostEvent | OttomansControlPlayedEvent | OttomansCoreChosenEvent | OttomansDrewEvent | OttomansExaminedEvent | OttomansForagedEvent | OttomansGameCancelledEvent | OttomansGameEndedEvent | OttomansLeaderDrawnEvent | OttomansLeaderSurvivalEvent | OttomansLossesTakenEvent | OttomansMarkerPlacedEvent | OttomansMovedEvent | OttomansOrderRolledEvent | OttomansPhaseBeganEvent | OttomansPillagedEvent | OttomansPlacedEvent | OttomansPlayerResignedEvent | OttomansRandomEventEvent | OttomansReinforcedEvent | OttomansRemovedEvent | OttomansRerolledEvent | OttomansReturnedEvent | OttomansSpecialReinforcementEvent | OttomansStratagemPlayedEvent | OttomanStepEvent | OttomansTradeAnsweredEvent | OttomansTransportedEvent | OttomansTurnAdvancedEvent | OttomansWeatherRolledEvent | OttomansWithdrewEvent | OttomanTieBreakEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent]
    last_seq: int
    last_message: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from battle1821_client.models.ally_answered_event import AllyAnsweredEvent # noqa: PLC0415
        from battle1821_client.models.ally_requested_event import AllyRequestedEvent # noqa: PLC0415
        from battle1821_client.models.ally_returned_event import AllyReturnedEvent # noqa: PLC0415
        from battle1821_client.models.apostle_awarded_event import ApostleAwardedEvent # noqa: PLC0415
        from battle1821_client.models.apostle_revealed_event import ApostleRevealedEvent # noqa: PLC0415
        from battle1821_client.models.attrition_event import AttritionEvent # noqa: PLC0415
        from battle1821_client.models.battle_ended_event import BattleEndedEvent # noqa: PLC0415
        from battle1821_client.models.battle_roll_event import BattleRollEvent # noqa: PLC0415
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
        from battle1821_client.models.ottomans_advanced_after_combat_event import OttomansAdvancedAfterCombatEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_declared_event import OttomansAgentDeclaredEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_resolved_event import OttomansAgentResolvedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_agents_committed_event import OttomansAgentsCommittedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_colonized_event import OttomansColonizedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_combat_resolved_event import OttomansCombatResolvedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_control_lost_event import OttomansControlLostEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_control_played_event import OttomansControlPlayedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_core_chosen_event import OttomansCoreChosenEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_drew_event import OttomansDrewEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_examined_event import OttomansExaminedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_foraged_event import OttomansForagedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_game_cancelled_event import OttomansGameCancelledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_game_ended_event import OttomansGameEndedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_leader_drawn_event import OttomansLeaderDrawnEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_leader_survival_event import OttomansLeaderSurvivalEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_losses_taken_event import OttomansLossesTakenEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_marker_placed_event import OttomansMarkerPlacedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_moved_event import OttomansMovedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_order_rolled_event import OttomansOrderRolledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_phase_began_event import OttomansPhaseBeganEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_pillaged_event import OttomansPillagedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_placed_event import OttomansPlacedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_player_resigned_event import OttomansPlayerResignedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_random_event_event import OttomansRandomEventEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_reinforced_event import OttomansReinforcedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_removed_event import OttomansRemovedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_rerolled_event import OttomansRerolledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_returned_event import OttomansReturnedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_special_reinforcement_event import OttomansSpecialReinforcementEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_stratagem_played_event import OttomansStratagemPlayedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_trade_answered_event import OttomansTradeAnsweredEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_transported_event import OttomansTransportedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_turn_advanced_event import OttomansTurnAdvancedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_weather_rolled_event import OttomansWeatherRolledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_withdrew_event import OttomansWithdrewEvent # noqa: PLC0415
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
            elif isinstance(events_item_data, MessageEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansCoreChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansOrderRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansLeaderDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansControlPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansStratagemPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansTradeAnsweredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansControlLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansCombatResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansWithdrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansAdvancedAfterCombatEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansLossesTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansLeaderSurvivalEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansPhaseBeganEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansRandomEventEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansForagedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansReinforcedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansSpecialReinforcementEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansTurnAdvancedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansPlayerResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansGameCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansAgentDeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansAgentsCommittedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansAgentResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansExaminedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansWeatherRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansRerolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansPillagedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansMarkerPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, OttomansTransportedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)



        last_seq = self.last_seq

        last_message: int | None | Unset
        if isinstance(self.last_message, Unset):
            last_message = UNSET
        else:
            last_message = self.last_message


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "last_seq": last_seq,
        })
        if last_message is not UNSET:
            field_dict["last_message"] = last_message

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
        from battle1821_client.models.battle_roll_event import BattleRollEvent # noqa: PLC0415
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
        from battle1821_client.models.ottomans_advanced_after_combat_event import OttomansAdvancedAfterCombatEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_declared_event import OttomansAgentDeclaredEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_agent_resolved_event import OttomansAgentResolvedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_agents_committed_event import OttomansAgentsCommittedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_colonized_event import OttomansColonizedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_combat_resolved_event import OttomansCombatResolvedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_control_lost_event import OttomansControlLostEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_control_played_event import OttomansControlPlayedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_core_chosen_event import OttomansCoreChosenEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_drew_event import OttomansDrewEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_examined_event import OttomansExaminedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_foraged_event import OttomansForagedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_game_cancelled_event import OttomansGameCancelledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_game_ended_event import OttomansGameEndedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_leader_drawn_event import OttomansLeaderDrawnEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_leader_survival_event import OttomansLeaderSurvivalEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_losses_taken_event import OttomansLossesTakenEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_marker_placed_event import OttomansMarkerPlacedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_moved_event import OttomansMovedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_order_rolled_event import OttomansOrderRolledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_phase_began_event import OttomansPhaseBeganEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_pillaged_event import OttomansPillagedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_placed_event import OttomansPlacedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_player_resigned_event import OttomansPlayerResignedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_random_event_event import OttomansRandomEventEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_reinforced_event import OttomansReinforcedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_removed_event import OttomansRemovedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_rerolled_event import OttomansRerolledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_returned_event import OttomansReturnedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_special_reinforcement_event import OttomansSpecialReinforcementEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_stratagem_played_event import OttomansStratagemPlayedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_trade_answered_event import OttomansTradeAnsweredEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_transported_event import OttomansTransportedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_turn_advanced_event import OttomansTurnAdvancedEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_weather_rolled_event import OttomansWeatherRolledEvent # noqa: PLC0415
        from battle1821_client.models.ottomans_withdrew_event import OttomansWithdrewEvent # noqa: PLC0415
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
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            def _parse_events_item(data: object) -> AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomansAdvancedAfterCombatEvent | OttomansAgentDeclaredEvent | OttomansAgentResolvedEvent | OttomansAgentsCommittedEvent | OttomansColonizedEvent | OttomansCombatResolvedEvent | OttomansControlLostEvent | OttomansControlPlayedEvent | OttomansCoreChosenEvent | OttomansDrewEvent | OttomansExaminedEvent | OttomansForagedEvent | OttomansGameCancelledEvent | OttomansGameEndedEvent | OttomansLeaderDrawnEvent | OttomansLeaderSurvivalEvent | OttomansLossesTakenEvent | OttomansMarkerPlacedEvent | OttomansMovedEvent | OttomansOrderRolledEvent | OttomansPhaseBeganEvent | OttomansPillagedEvent | OttomansPlacedEvent | OttomansPlayerResignedEvent | OttomansRandomEventEvent | OttomansReinforcedEvent | OttomansRemovedEvent | OttomansRerolledEvent | OttomansReturnedEvent | OttomansSpecialReinforcementEvent | OttomansStratagemPlayedEvent | OttomanStepEvent | OttomansTradeAnsweredEvent | OttomansTransportedEvent | OttomansTurnAdvancedEvent | OttomansWeatherRolledEvent | OttomansWithdrewEvent | OttomanTieBreakEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent:
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
                    elif type_tag == "core_chosen":
                        try:
                            componentsschemas_ottomans_game_event_type_0 = OttomansCoreChosenEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "order_rolled":
                        try:
                            componentsschemas_ottomans_game_event_type_1 = OttomansOrderRolledEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "drew":
                        try:
                            componentsschemas_ottomans_game_event_type_2 = OttomansDrewEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "leader_drawn":
                        try:
                            componentsschemas_ottomans_game_event_type_3 = OttomansLeaderDrawnEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_3
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "returned":
                        try:
                            componentsschemas_ottomans_game_event_type_4 = OttomansReturnedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_4
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "control_played":
                        try:
                            componentsschemas_ottomans_game_event_type_5 = OttomansControlPlayedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_5
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "stratagem_played":
                        try:
                            componentsschemas_ottomans_game_event_type_6 = OttomansStratagemPlayedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_6
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "trade_answered":
                        try:
                            componentsschemas_ottomans_game_event_type_7 = OttomansTradeAnsweredEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_7
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "control_lost":
                        try:
                            componentsschemas_ottomans_game_event_type_8 = OttomansControlLostEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_8
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "moved":
                        try:
                            componentsschemas_ottomans_game_event_type_9 = OttomansMovedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_9
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "combat":
                        try:
                            componentsschemas_ottomans_game_event_type_10 = OttomansCombatResolvedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_10
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "withdrew":
                        try:
                            componentsschemas_ottomans_game_event_type_11 = OttomansWithdrewEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_11
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "advanced":
                        try:
                            componentsschemas_ottomans_game_event_type_12 = OttomansAdvancedAfterCombatEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_12
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "losses_taken":
                        try:
                            componentsschemas_ottomans_game_event_type_13 = OttomansLossesTakenEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_13
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "leader_survival":
                        try:
                            componentsschemas_ottomans_game_event_type_14 = OttomansLeaderSurvivalEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_14
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "phase_began":
                        try:
                            componentsschemas_ottomans_game_event_type_15 = OttomansPhaseBeganEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_15
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "random_event":
                        try:
                            componentsschemas_ottomans_game_event_type_16 = OttomansRandomEventEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_16
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "foraged":
                        try:
                            componentsschemas_ottomans_game_event_type_17 = OttomansForagedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_17
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "reinforced":
                        try:
                            componentsschemas_ottomans_game_event_type_18 = OttomansReinforcedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_18
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "special_reinforcement":
                        try:
                            componentsschemas_ottomans_game_event_type_19 = OttomansSpecialReinforcementEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_19
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "turn_advanced":
                        try:
                            componentsschemas_ottomans_game_event_type_20 = OttomansTurnAdvancedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_20
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "player_resigned":
                        try:
                            componentsschemas_ottomans_game_event_type_21 = OttomansPlayerResignedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_21
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "game_ended":
                        try:
                            componentsschemas_ottomans_game_event_type_22 = OttomansGameEndedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_22
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "game_cancelled":
                        try:
                            componentsschemas_ottomans_game_event_type_23 = OttomansGameCancelledEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_23
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "agent_declared":
                        try:
                            componentsschemas_ottomans_game_event_type_24 = OttomansAgentDeclaredEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_24
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "agents_committed":
                        try:
                            componentsschemas_ottomans_game_event_type_25 = OttomansAgentsCommittedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_25
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "agent_resolved":
                        try:
                            componentsschemas_ottomans_game_event_type_26 = OttomansAgentResolvedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_26
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "examined":
                        try:
                            componentsschemas_ottomans_game_event_type_27 = OttomansExaminedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_27
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "weather":
                        try:
                            componentsschemas_ottomans_game_event_type_28 = OttomansWeatherRolledEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_28
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "rerolled":
                        try:
                            componentsschemas_ottomans_game_event_type_29 = OttomansRerolledEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_29
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "pillaged":
                        try:
                            componentsschemas_ottomans_game_event_type_30 = OttomansPillagedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_30
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "marker":
                        try:
                            componentsschemas_ottomans_game_event_type_31 = OttomansMarkerPlacedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_31
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "transported":
                        try:
                            componentsschemas_ottomans_game_event_type_32 = OttomansTransportedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_32
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                    elif type_tag == "colonized":
                        try:
                            componentsschemas_ottomans_game_event_type_33 = OttomansColonizedEvent.from_dict(data)



                            return componentsschemas_ottomans_game_event_type_33
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_game_event_type_40 = MessageEvent.from_dict(data)



                    return componentsschemas_game_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_0 = OttomansCoreChosenEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_1 = OttomansOrderRolledEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_2 = OttomansDrewEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_3 = OttomansLeaderDrawnEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_4 = OttomansReturnedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_5 = OttomansControlPlayedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_6 = OttomansStratagemPlayedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_7 = OttomansTradeAnsweredEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_8 = OttomansControlLostEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_9 = OttomansMovedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_10 = OttomansCombatResolvedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_11 = OttomansWithdrewEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_12 = OttomansAdvancedAfterCombatEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_13 = OttomansLossesTakenEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_14 = OttomansLeaderSurvivalEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_15 = OttomansPhaseBeganEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_16 = OttomansRandomEventEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_17 = OttomansForagedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_18 = OttomansReinforcedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_19 = OttomansSpecialReinforcementEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_20 = OttomansTurnAdvancedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_21 = OttomansPlayerResignedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_22 = OttomansGameEndedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_23 = OttomansGameCancelledEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_24 = OttomansAgentDeclaredEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_25 = OttomansAgentsCommittedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_26 = OttomansAgentResolvedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_27 = OttomansExaminedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_28 = OttomansWeatherRolledEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_29 = OttomansRerolledEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_30 = OttomansPillagedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_31 = OttomansMarkerPlacedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ottomans_game_event_type_32 = OttomansTransportedEvent.from_dict(data)



                    return componentsschemas_ottomans_game_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_ottomans_game_event_type_33 = OttomansColonizedEvent.from_dict(data)



                return componentsschemas_ottomans_game_event_type_33

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)


        last_seq = d.pop("last_seq")

        def _parse_last_message(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_message = _parse_last_message(d.pop("last_message", UNSET))


        event_page = cls(
            events=events,
            last_seq=last_seq,
            last_message=last_message,
        )


        event_page.additional_properties = d
        return event_page

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
