"""Named unions of the spec's tagged types, with a parser each (written by
``tools/sdkgen.py`` from the spec; never edit). Each member is imported when a
parser builds it or an alias is read, not with this module."""

from __future__ import annotations

import functools
import operator
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeAlias, cast

from . import models as _models

if TYPE_CHECKING:
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

    Action: TypeAlias = AnswerAlly | Attack | CallAlly | ConvertCannon | EndStep | Move | PlaceStart | Reinforce | Resign | SetStandingOrders | Undo
    """An action a seat sends (`POST /games/{game_id}/actions` body), on `type`."""

    LegalAction: TypeAlias = AnswerAllyOption | AttackOption | CallAllyOption | ConvertCannonOption | EndStepOption | MoveOption | PlaceStartOption | ReinforceOption | ResignOption | SetStandingOrdersOption | UndoOption
    """One option of `GET /games/{game_id}/legal-actions` (`LegalActions.actions`), on `type`."""

    GameEvent: TypeAlias = AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MessageEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomanStepEvent | OttomanTieBreakEvent | OttomansPlacedEvent | OttomansRemovedEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent
    """Anything the events page and the SSE stream carry (`GameEvent`: the log's events and, with `messages=true`, the table talk's `message`), on `type`."""

    LogEvent: TypeAlias = AllyAnsweredEvent | AllyRequestedEvent | AllyReturnedEvent | ApostleAwardedEvent | ApostleRevealedEvent | AttritionEvent | BattleEndedEvent | BattleRollEvent | BattleStartedEvent | BlessingUsedEvent | CannonConvertedEvent | CannonLostEvent | DecisionTimeoutEvent | EventDrawnEvent | FirstPlayerRollEvent | GameCancelledEvent | GameEndedEvent | GameStartedEvent | GreekBonusEvent | LossesReturnedEvent | MovedEvent | OccupiedEvent | OttomanAttackDroppedEvent | OttomanAttackPlannedEvent | OttomanMovedEvent | OttomanPhaseEvent | OttomanStepEvent | OttomanTieBreakEvent | OttomansPlacedEvent | OttomansRemovedEvent | PlacedEvent | PlayerResignedEvent | ReinforcementDueEvent | SeatTakenBackEvent | SeatTakenOverEvent | StandingOrdersSetEvent | StepStartedEvent | TakenOverEvent | TurnOrderEvent | UndoneEvent
    """One event of the game's log (`LogEvent`: every one has `seq` and `version`), on `type`."""

__all__ = ["Action", "LegalAction", "GameEvent", "LogEvent", "parse_action", "parse_legal_action", "parse_game_event", "parse_log_event"]

# each alias's members, by name (the module's __getattr__ builds the alias from them)
_MEMBERS: dict[str, tuple[str, ...]] = {
    "Action": ("AnswerAlly", "Attack", "CallAlly", "ConvertCannon", "EndStep", "Move", "PlaceStart", "Reinforce", "Resign", "SetStandingOrders", "Undo", ),
    "LegalAction": ("AnswerAllyOption", "AttackOption", "CallAllyOption", "ConvertCannonOption", "EndStepOption", "MoveOption", "PlaceStartOption", "ReinforceOption", "ResignOption", "SetStandingOrdersOption", "UndoOption", ),
    "GameEvent": ("AllyAnsweredEvent", "AllyRequestedEvent", "AllyReturnedEvent", "ApostleAwardedEvent", "ApostleRevealedEvent", "AttritionEvent", "BattleEndedEvent", "BattleRollEvent", "BattleStartedEvent", "BlessingUsedEvent", "CannonConvertedEvent", "CannonLostEvent", "DecisionTimeoutEvent", "EventDrawnEvent", "FirstPlayerRollEvent", "GameCancelledEvent", "GameEndedEvent", "GameStartedEvent", "GreekBonusEvent", "LossesReturnedEvent", "MessageEvent", "MovedEvent", "OccupiedEvent", "OttomanAttackDroppedEvent", "OttomanAttackPlannedEvent", "OttomanMovedEvent", "OttomanPhaseEvent", "OttomanStepEvent", "OttomanTieBreakEvent", "OttomansPlacedEvent", "OttomansRemovedEvent", "PlacedEvent", "PlayerResignedEvent", "ReinforcementDueEvent", "SeatTakenBackEvent", "SeatTakenOverEvent", "StandingOrdersSetEvent", "StepStartedEvent", "TakenOverEvent", "TurnOrderEvent", "UndoneEvent", ),
    "LogEvent": ("AllyAnsweredEvent", "AllyRequestedEvent", "AllyReturnedEvent", "ApostleAwardedEvent", "ApostleRevealedEvent", "AttritionEvent", "BattleEndedEvent", "BattleRollEvent", "BattleStartedEvent", "BlessingUsedEvent", "CannonConvertedEvent", "CannonLostEvent", "DecisionTimeoutEvent", "EventDrawnEvent", "FirstPlayerRollEvent", "GameCancelledEvent", "GameEndedEvent", "GameStartedEvent", "GreekBonusEvent", "LossesReturnedEvent", "MovedEvent", "OccupiedEvent", "OttomanAttackDroppedEvent", "OttomanAttackPlannedEvent", "OttomanMovedEvent", "OttomanPhaseEvent", "OttomanStepEvent", "OttomanTieBreakEvent", "OttomansPlacedEvent", "OttomansRemovedEvent", "PlacedEvent", "PlayerResignedEvent", "ReinforcementDueEvent", "SeatTakenBackEvent", "SeatTakenOverEvent", "StandingOrdersSetEvent", "StepStartedEvent", "TakenOverEvent", "TurnOrderEvent", "UndoneEvent", ),
}

if not TYPE_CHECKING:
    def __getattr__(name: str) -> Any:
        members = _MEMBERS.get(name)
        if members is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = functools.reduce(operator.or_, (getattr(_models, m) for m in members))
        globals()[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted(set(globals()) | set(__all__))

_ACTION: dict[str, str] = {
    "answer_ally": "AnswerAlly",
    "attack": "Attack",
    "call_ally": "CallAlly",
    "convert_cannon": "ConvertCannon",
    "end_step": "EndStep",
    "move": "Move",
    "place_start": "PlaceStart",
    "reinforce": "Reinforce",
    "resign": "Resign",
    "set_standing_orders": "SetStandingOrders",
    "undo": "Undo",
}

_LEGAL_ACTION: dict[str, str] = {
    "answer_ally": "AnswerAllyOption",
    "attack": "AttackOption",
    "call_ally": "CallAllyOption",
    "convert_cannon": "ConvertCannonOption",
    "end_step": "EndStepOption",
    "move": "MoveOption",
    "place_start": "PlaceStartOption",
    "reinforce": "ReinforceOption",
    "resign": "ResignOption",
    "set_standing_orders": "SetStandingOrdersOption",
    "undo": "UndoOption",
}

_GAME_EVENT: dict[str, str] = {
    "ally_answered": "AllyAnsweredEvent",
    "ally_requested": "AllyRequestedEvent",
    "ally_returned": "AllyReturnedEvent",
    "apostle_awarded": "ApostleAwardedEvent",
    "apostle_revealed": "ApostleRevealedEvent",
    "attrition": "AttritionEvent",
    "battle_ended": "BattleEndedEvent",
    "battle_roll": "BattleRollEvent",
    "battle_started": "BattleStartedEvent",
    "blessing_used": "BlessingUsedEvent",
    "cannon_converted": "CannonConvertedEvent",
    "cannon_lost": "CannonLostEvent",
    "decision_timeout": "DecisionTimeoutEvent",
    "event_drawn": "EventDrawnEvent",
    "first_player_roll": "FirstPlayerRollEvent",
    "game_cancelled": "GameCancelledEvent",
    "game_ended": "GameEndedEvent",
    "game_started": "GameStartedEvent",
    "greek_bonus": "GreekBonusEvent",
    "losses_returned": "LossesReturnedEvent",
    "message": "MessageEvent",
    "moved": "MovedEvent",
    "occupied": "OccupiedEvent",
    "ottoman_attack_dropped": "OttomanAttackDroppedEvent",
    "ottoman_attack_planned": "OttomanAttackPlannedEvent",
    "ottoman_moved": "OttomanMovedEvent",
    "ottoman_phase": "OttomanPhaseEvent",
    "ottoman_step": "OttomanStepEvent",
    "ottoman_tie_break": "OttomanTieBreakEvent",
    "ottomans_placed": "OttomansPlacedEvent",
    "ottomans_removed": "OttomansRemovedEvent",
    "placed": "PlacedEvent",
    "player_resigned": "PlayerResignedEvent",
    "reinforcement_due": "ReinforcementDueEvent",
    "seat_taken_back": "SeatTakenBackEvent",
    "seat_taken_over": "SeatTakenOverEvent",
    "standing_orders_set": "StandingOrdersSetEvent",
    "step_started": "StepStartedEvent",
    "taken_over": "TakenOverEvent",
    "turn_order": "TurnOrderEvent",
    "undone": "UndoneEvent",
}

_LOG_EVENT: dict[str, str] = {
    "ally_answered": "AllyAnsweredEvent",
    "ally_requested": "AllyRequestedEvent",
    "ally_returned": "AllyReturnedEvent",
    "apostle_awarded": "ApostleAwardedEvent",
    "apostle_revealed": "ApostleRevealedEvent",
    "attrition": "AttritionEvent",
    "battle_ended": "BattleEndedEvent",
    "battle_roll": "BattleRollEvent",
    "battle_started": "BattleStartedEvent",
    "blessing_used": "BlessingUsedEvent",
    "cannon_converted": "CannonConvertedEvent",
    "cannon_lost": "CannonLostEvent",
    "decision_timeout": "DecisionTimeoutEvent",
    "event_drawn": "EventDrawnEvent",
    "first_player_roll": "FirstPlayerRollEvent",
    "game_cancelled": "GameCancelledEvent",
    "game_ended": "GameEndedEvent",
    "game_started": "GameStartedEvent",
    "greek_bonus": "GreekBonusEvent",
    "losses_returned": "LossesReturnedEvent",
    "moved": "MovedEvent",
    "occupied": "OccupiedEvent",
    "ottoman_attack_dropped": "OttomanAttackDroppedEvent",
    "ottoman_attack_planned": "OttomanAttackPlannedEvent",
    "ottoman_moved": "OttomanMovedEvent",
    "ottoman_phase": "OttomanPhaseEvent",
    "ottoman_step": "OttomanStepEvent",
    "ottoman_tie_break": "OttomanTieBreakEvent",
    "ottomans_placed": "OttomansPlacedEvent",
    "ottomans_removed": "OttomansRemovedEvent",
    "placed": "PlacedEvent",
    "player_resigned": "PlayerResignedEvent",
    "reinforcement_due": "ReinforcementDueEvent",
    "seat_taken_back": "SeatTakenBackEvent",
    "seat_taken_over": "SeatTakenOverEvent",
    "standing_orders_set": "StandingOrdersSetEvent",
    "step_started": "StepStartedEvent",
    "taken_over": "TakenOverEvent",
    "turn_order": "TurnOrderEvent",
    "undone": "UndoneEvent",
}


def parse_action(data: Mapping[str, Any]) -> Action:
    """The ``Action`` member that ``data["type"]`` names, from its JSON object."""
    name = _ACTION.get(str(data.get("type")))
    if name is None:
        raise ValueError(f"not a Action type: {data.get('type')!r} (one of {sorted(_ACTION)})")
    return cast("Action", getattr(_models, name).from_dict(data))


def parse_legal_action(data: Mapping[str, Any]) -> LegalAction:
    """The ``LegalAction`` member that ``data["type"]`` names, from its JSON object."""
    name = _LEGAL_ACTION.get(str(data.get("type")))
    if name is None:
        raise ValueError(f"not a LegalAction type: {data.get('type')!r} (one of {sorted(_LEGAL_ACTION)})")
    return cast("LegalAction", getattr(_models, name).from_dict(data))


def parse_game_event(data: Mapping[str, Any]) -> GameEvent:
    """The ``GameEvent`` member that ``data["type"]`` names, from its JSON object."""
    name = _GAME_EVENT.get(str(data.get("type")))
    if name is None:
        raise ValueError(f"not a GameEvent type: {data.get('type')!r} (one of {sorted(_GAME_EVENT)})")
    return cast("GameEvent", getattr(_models, name).from_dict(data))


def parse_log_event(data: Mapping[str, Any]) -> LogEvent:
    """The ``LogEvent`` member that ``data["type"]`` names, from its JSON object."""
    name = _LOG_EVENT.get(str(data.get("type")))
    if name is None:
        raise ValueError(f"not a LogEvent type: {data.get('type')!r} (one of {sorted(_LOG_EVENT)})")
    return cast("LogEvent", getattr(_models, name).from_dict(data))
