"""Named unions of the spec's tagged types, with a parser each (written by
``tools/sdkgen.py`` from the spec; never edit)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeAlias

from .models import (
    AllyAnsweredEvent,
    AllyRequestedEvent,
    AllyReturnedEvent,
    AnswerAlly,
    AnswerAllyOption,
    ApostleAwardedEvent,
    ApostleRevealedEvent,
    Attack,
    AttackOption,
    AttritionEvent,
    BattleEndedEvent,
    BattleRollEvent,
    BattleStartedEvent,
    BlessingUsedEvent,
    CallAlly,
    CallAllyOption,
    CannonConvertedEvent,
    CannonLostEvent,
    ConvertCannon,
    ConvertCannonOption,
    DecisionTimeoutEvent,
    EndStep,
    EndStepOption,
    EventDrawnEvent,
    FirstPlayerRollEvent,
    GameCancelledEvent,
    GameEndedEvent,
    GameStartedEvent,
    GreekBonusEvent,
    LossesReturnedEvent,
    MessageEvent,
    Move,
    MoveOption,
    MovedEvent,
    OccupiedEvent,
    OttomanAttackDroppedEvent,
    OttomanAttackPlannedEvent,
    OttomanMovedEvent,
    OttomanPhaseEvent,
    OttomanStepEvent,
    OttomanTieBreakEvent,
    OttomansPlacedEvent,
    OttomansRemovedEvent,
    PlaceStart,
    PlaceStartOption,
    PlacedEvent,
    PlayerResignedEvent,
    Reinforce,
    ReinforceOption,
    ReinforcementDueEvent,
    Resign,
    ResignOption,
    SeatTakenBackEvent,
    SeatTakenOverEvent,
    SetStandingOrders,
    SetStandingOrdersOption,
    StandingOrdersSetEvent,
    StepStartedEvent,
    TakenOverEvent,
    TurnOrderEvent,
    Undo,
    UndoOption,
    UndoneEvent,
)

__all__ = ["Action", "LegalAction", "GameEvent", "LogEvent", "parse_action", "parse_legal_action", "parse_game_event", "parse_log_event"]

Action: TypeAlias = AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo
"""An action a seat sends (`POST /games/{game_id}/actions` body), on `type`."""

_ACTION: dict[str, Callable[[Mapping[str, Any]], Action]] = {
    "answer_ally": AnswerAlly.from_dict,
    "attack": Attack.from_dict,
    "call_ally": CallAlly.from_dict,
    "convert_cannon": ConvertCannon.from_dict,
    "end_step": EndStep.from_dict,
    "move": Move.from_dict,
    "place_start": PlaceStart.from_dict,
    "reinforce": Reinforce.from_dict,
    "resign": Resign.from_dict,
    "set_standing_orders": SetStandingOrders.from_dict,
    "undo": Undo.from_dict,
}


def parse_action(data: Mapping[str, Any]) -> Action:
    """The ``Action`` member that ``data["type"]`` names, from its JSON object."""
    parse = _ACTION.get(str(data.get("type")))
    if parse is None:
        raise ValueError(f"not a Action type: {data.get('type')!r} (one of {sorted(_ACTION)})")
    return parse(data)


LegalAction: TypeAlias = AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption
"""One option of `GET /games/{game_id}/legal-actions` (`LegalActions.actions`), on `type`."""

_LEGAL_ACTION: dict[str, Callable[[Mapping[str, Any]], LegalAction]] = {
    "answer_ally": AnswerAllyOption.from_dict,
    "attack": AttackOption.from_dict,
    "call_ally": CallAllyOption.from_dict,
    "convert_cannon": ConvertCannonOption.from_dict,
    "end_step": EndStepOption.from_dict,
    "move": MoveOption.from_dict,
    "place_start": PlaceStartOption.from_dict,
    "reinforce": ReinforceOption.from_dict,
    "resign": ResignOption.from_dict,
    "set_standing_orders": SetStandingOrdersOption.from_dict,
    "undo": UndoOption.from_dict,
}


def parse_legal_action(data: Mapping[str, Any]) -> LegalAction:
    """The ``LegalAction`` member that ``data["type"]`` names, from its JSON object."""
    parse = _LEGAL_ACTION.get(str(data.get("type")))
    if parse is None:
        raise ValueError(f"not a LegalAction type: {data.get('type')!r} (one of {sorted(_LEGAL_ACTION)})")
    return parse(data)


GameEvent: TypeAlias = AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomanStepEvent | OttomanTieBreakEvent | OttomansPlacedEvent | OttomansRemovedEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent
"""Anything the events page and the SSE stream carry (`GameEvent`: the log's events and, with `messages=true`, the table talk's `message`), on `type`."""

_GAME_EVENT: dict[str, Callable[[Mapping[str, Any]], GameEvent]] = {
    "ally_answered": AllyAnsweredEvent.from_dict,
    "ally_requested": AllyRequestedEvent.from_dict,
    "ally_returned": AllyReturnedEvent.from_dict,
    "apostle_awarded": ApostleAwardedEvent.from_dict,
    "apostle_revealed": ApostleRevealedEvent.from_dict,
    "attrition": AttritionEvent.from_dict,
    "battle_ended": BattleEndedEvent.from_dict,
    "battle_roll": BattleRollEvent.from_dict,
    "battle_started": BattleStartedEvent.from_dict,
    "blessing_used": BlessingUsedEvent.from_dict,
    "cannon_converted": CannonConvertedEvent.from_dict,
    "cannon_lost": CannonLostEvent.from_dict,
    "decision_timeout": DecisionTimeoutEvent.from_dict,
    "event_drawn": EventDrawnEvent.from_dict,
    "first_player_roll": FirstPlayerRollEvent.from_dict,
    "game_cancelled": GameCancelledEvent.from_dict,
    "game_ended": GameEndedEvent.from_dict,
    "game_started": GameStartedEvent.from_dict,
    "greek_bonus": GreekBonusEvent.from_dict,
    "losses_returned": LossesReturnedEvent.from_dict,
    "message": MessageEvent.from_dict,
    "moved": MovedEvent.from_dict,
    "occupied": OccupiedEvent.from_dict,
    "ottoman_attack_dropped": OttomanAttackDroppedEvent.from_dict,
    "ottoman_attack_planned": OttomanAttackPlannedEvent.from_dict,
    "ottoman_moved": OttomanMovedEvent.from_dict,
    "ottoman_phase": OttomanPhaseEvent.from_dict,
    "ottoman_step": OttomanStepEvent.from_dict,
    "ottoman_tie_break": OttomanTieBreakEvent.from_dict,
    "ottomans_placed": OttomansPlacedEvent.from_dict,
    "ottomans_removed": OttomansRemovedEvent.from_dict,
    "placed": PlacedEvent.from_dict,
    "player_resigned": PlayerResignedEvent.from_dict,
    "reinforcement_due": ReinforcementDueEvent.from_dict,
    "seat_taken_back": SeatTakenBackEvent.from_dict,
    "seat_taken_over": SeatTakenOverEvent.from_dict,
    "standing_orders_set": StandingOrdersSetEvent.from_dict,
    "step_started": StepStartedEvent.from_dict,
    "taken_over": TakenOverEvent.from_dict,
    "turn_order": TurnOrderEvent.from_dict,
    "undone": UndoneEvent.from_dict,
}


def parse_game_event(data: Mapping[str, Any]) -> GameEvent:
    """The ``GameEvent`` member that ``data["type"]`` names, from its JSON object."""
    parse = _GAME_EVENT.get(str(data.get("type")))
    if parse is None:
        raise ValueError(f"not a GameEvent type: {data.get('type')!r} (one of {sorted(_GAME_EVENT)})")
    return parse(data)


LogEvent: TypeAlias = AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomanStepEvent | OttomanTieBreakEvent | OttomansPlacedEvent | OttomansRemovedEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent
"""One event of the game's log (`LogEvent`: every one has `seq` and `version`), on `type`."""

_LOG_EVENT: dict[str, Callable[[Mapping[str, Any]], LogEvent]] = {
    "ally_answered": AllyAnsweredEvent.from_dict,
    "ally_requested": AllyRequestedEvent.from_dict,
    "ally_returned": AllyReturnedEvent.from_dict,
    "apostle_awarded": ApostleAwardedEvent.from_dict,
    "apostle_revealed": ApostleRevealedEvent.from_dict,
    "attrition": AttritionEvent.from_dict,
    "battle_ended": BattleEndedEvent.from_dict,
    "battle_roll": BattleRollEvent.from_dict,
    "battle_started": BattleStartedEvent.from_dict,
    "blessing_used": BlessingUsedEvent.from_dict,
    "cannon_converted": CannonConvertedEvent.from_dict,
    "cannon_lost": CannonLostEvent.from_dict,
    "decision_timeout": DecisionTimeoutEvent.from_dict,
    "event_drawn": EventDrawnEvent.from_dict,
    "first_player_roll": FirstPlayerRollEvent.from_dict,
    "game_cancelled": GameCancelledEvent.from_dict,
    "game_ended": GameEndedEvent.from_dict,
    "game_started": GameStartedEvent.from_dict,
    "greek_bonus": GreekBonusEvent.from_dict,
    "losses_returned": LossesReturnedEvent.from_dict,
    "moved": MovedEvent.from_dict,
    "occupied": OccupiedEvent.from_dict,
    "ottoman_attack_dropped": OttomanAttackDroppedEvent.from_dict,
    "ottoman_attack_planned": OttomanAttackPlannedEvent.from_dict,
    "ottoman_moved": OttomanMovedEvent.from_dict,
    "ottoman_phase": OttomanPhaseEvent.from_dict,
    "ottoman_step": OttomanStepEvent.from_dict,
    "ottoman_tie_break": OttomanTieBreakEvent.from_dict,
    "ottomans_placed": OttomansPlacedEvent.from_dict,
    "ottomans_removed": OttomansRemovedEvent.from_dict,
    "placed": PlacedEvent.from_dict,
    "player_resigned": PlayerResignedEvent.from_dict,
    "reinforcement_due": ReinforcementDueEvent.from_dict,
    "seat_taken_back": SeatTakenBackEvent.from_dict,
    "seat_taken_over": SeatTakenOverEvent.from_dict,
    "standing_orders_set": StandingOrdersSetEvent.from_dict,
    "step_started": StepStartedEvent.from_dict,
    "taken_over": TakenOverEvent.from_dict,
    "turn_order": TurnOrderEvent.from_dict,
    "undone": UndoneEvent.from_dict,
}


def parse_log_event(data: Mapping[str, Any]) -> LogEvent:
    """The ``LogEvent`` member that ``data["type"]`` names, from its JSON object."""
    parse = _LOG_EVENT.get(str(data.get("type")))
    if parse is None:
        raise ValueError(f"not a LogEvent type: {data.get('type')!r} (one of {sorted(_LOG_EVENT)})")
    return parse(data)
