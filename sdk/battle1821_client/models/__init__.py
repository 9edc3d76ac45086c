""" Contains all the data models used in inputs/outputs

Each model's module is imported on first use of its name (PEP 562 ``__getattr__``), not
with the package: a process that uses a few models does not build all of them (written
by ``tools/sdkgen.py``'s template ``sdk/templates/models_init.py.jinja``; never edit).
Type checkers read the imports under ``TYPE_CHECKING``.
"""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .account_created import AccountCreated
    from .account_event import AccountEvent
    from .account_event_data import AccountEventData
    from .account_event_page import AccountEventPage
    from .account_event_type import AccountEventType
    from .account_games import AccountGames
    from .account_out import AccountOut
    from .action_accepted import ActionAccepted
    from .action_accepted_phase import ActionAcceptedPhase
    from .action_accepted_status import ActionAcceptedStatus
    from .action_accepted_step import ActionAcceptedStep
    from .action_check import ActionCheck
    from .action_check_barrier_type_1 import ActionCheckBarrierType1
    from .action_check_barrier_type_2_type_1 import ActionCheckBarrierType2Type1
    from .action_check_barrier_type_3_type_1 import ActionCheckBarrierType3Type1
    from .action_page import ActionPage
    from .action_record import ActionRecord
    from .action_record_applied_by_type_1 import ActionRecordAppliedByType1
    from .action_record_applied_by_type_2_type_1 import ActionRecordAppliedByType2Type1
    from .action_record_applied_by_type_3_type_1 import ActionRecordAppliedByType3Type1
    from .action_record_bot_type_1 import ActionRecordBotType1
    from .action_record_bot_type_2_type_1 import ActionRecordBotType2Type1
    from .action_record_bot_type_3_type_1 import ActionRecordBotType3Type1
    from .ally_answered_event import AllyAnsweredEvent
    from .ally_requested_event import AllyRequestedEvent
    from .ally_returned_event import AllyReturnedEvent
    from .answer_ally import AnswerAlly
    from .answer_ally_option import AnswerAllyOption
    from .api_key_created import ApiKeyCreated
    from .api_key_created_scopes_item import ApiKeyCreatedScopesItem
    from .api_key_list import ApiKeyList
    from .api_key_out import ApiKeyOut
    from .api_key_out_scopes_item import ApiKeyOutScopesItem
    from .apostle_awarded_event import ApostleAwardedEvent
    from .apostle_card import ApostleCard
    from .apostle_card_blessing import ApostleCardBlessing
    from .apostle_card_condition import ApostleCardCondition
    from .apostle_card_view import ApostleCardView
    from .apostle_revealed_event import ApostleRevealedEvent
    from .attack import Attack
    from .attack_option import AttackOption
    from .attack_target import AttackTarget
    from .attack_target_kind import AttackTargetKind
    from .attrition_event import AttritionEvent
    from .battle_ended_event import BattleEndedEvent
    from .battle_ended_event_ottomans_defeated import BattleEndedEventOttomansDefeated
    from .battle_ended_event_winner import BattleEndedEventWinner
    from .battle_out import BattleOut
    from .battle_out_allies_item import BattleOutAlliesItem
    from .battle_out_ottomans_defeated import BattleOutOttomansDefeated
    from .battle_out_winner_type_1 import BattleOutWinnerType1
    from .battle_out_winner_type_2_type_1 import BattleOutWinnerType2Type1
    from .battle_out_winner_type_3_type_1 import BattleOutWinnerType3Type1
    from .battle_roll_event import BattleRollEvent
    from .battle_roll_out import BattleRollOut
    from .battle_started_event import BattleStartedEvent
    from .battle_started_event_kind import BattleStartedEventKind
    from .battle_view import BattleView
    from .blessing_used_event import BlessingUsedEvent
    from .blessing_view import BlessingView
    from .board_region import BoardRegion
    from .board_region_kind import BoardRegionKind
    from .call_ally import CallAlly
    from .call_ally_option import CallAllyOption
    from .cancel_game_response_200 import CancelGameResponse200
    from .cannon_converted_event import CannonConvertedEvent
    from .cannon_lost_event import CannonLostEvent
    from .challenge_created import ChallengeCreated
    from .challenge_created_status import ChallengeCreatedStatus
    from .challenge_invite import ChallengeInvite
    from .challenge_invite_status import ChallengeInviteStatus
    from .challenge_out import ChallengeOut
    from .challenge_out_status import ChallengeOutStatus
    from .clock import Clock
    from .computer_seat import ComputerSeat
    from .computer_seat_bot import ComputerSeatBot
    from .convert_cannon import ConvertCannon
    from .convert_cannon_option import ConvertCannonOption
    from .create_account import CreateAccount
    from .create_account_scopes_type_0_item import CreateAccountScopesType0Item
    from .create_challenge import CreateChallenge
    from .create_game import CreateGame
    from .create_key import CreateKey
    from .create_key_scopes_item import CreateKeyScopesItem
    from .create_seek import CreateSeek
    from .create_webhook import CreateWebhook
    from .create_webhook_kinds_type_0_item import CreateWebhookKindsType0Item
    from .decision_timeout_event import DecisionTimeoutEvent
    from .decision_timeout_event_kind import DecisionTimeoutEventKind
    from .delivery_attempt import DeliveryAttempt
    from .delivery_list import DeliveryList
    from .end_step import EndStep
    from .end_step_option import EndStepOption
    from .event_card import EventCard
    from .event_card_effects_item import EventCardEffectsItem
    from .event_drawn_event import EventDrawnEvent
    from .event_page import EventPage
    from .first_player_roll_event import FirstPlayerRollEvent
    from .first_player_roll_event_rolls import FirstPlayerRollEventRolls
    from .force import Force
    from .game_cancelled_event import GameCancelledEvent
    from .game_cancelled_event_previous_status import GameCancelledEventPreviousStatus
    from .game_created import GameCreated
    from .game_created_status import GameCreatedStatus
    from .game_ended_event import GameEndedEvent
    from .game_ended_event_reason import GameEndedEventReason
    from .game_list import GameList
    from .game_out import GameOut
    from .game_out_end_reason_type_1 import GameOutEndReasonType1
    from .game_out_end_reason_type_2_type_1 import GameOutEndReasonType2Type1
    from .game_out_end_reason_type_3_type_1 import GameOutEndReasonType3Type1
    from .game_out_phase import GameOutPhase
    from .game_out_status import GameOutStatus
    from .game_out_step import GameOutStep
    from .game_record_out import GameRecordOut
    from .game_record_out_options import GameRecordOutOptions
    from .game_started_event import GameStartedEvent
    from .game_summary import GameSummary
    from .greek_bonus_event import GreekBonusEvent
    from .health import Health
    from .join_game import JoinGame
    from .join_game_bot_type_1 import JoinGameBotType1
    from .join_game_bot_type_2_type_1 import JoinGameBotType2Type1
    from .join_game_bot_type_3_type_1 import JoinGameBotType3Type1
    from .joined import Joined
    from .joined_bot_type_1 import JoinedBotType1
    from .joined_bot_type_2_type_1 import JoinedBotType2Type1
    from .joined_bot_type_3_type_1 import JoinedBotType3Type1
    from .joined_status import JoinedStatus
    from .kind_bot import KindBot
    from .kind_choice import KindChoice
    from .kind_links import KindLinks
    from .kind_list import KindList
    from .kind_option import KindOption
    from .kind_option_input import KindOptionInput
    from .kind_out import KindOut
    from .kind_rules import KindRules
    from .kind_rules_rules import KindRulesRules
    from .kind_schemas import KindSchemas
    from .kind_schemas_actions import KindSchemasActions
    from .kind_schemas_events import KindSchemasEvents
    from .kind_schemas_legal_actions import KindSchemasLegalActions
    from .kind_schemas_options import KindSchemasOptions
    from .kind_schemas_view import KindSchemasView
    from .kind_summary import KindSummary
    from .kind_words import KindWords
    from .leaderboard import Leaderboard
    from .leaderboard_row import LeaderboardRow
    from .legal_actions import LegalActions
    from .list_games_status import ListGamesStatus
    from .losses_returned_event import LossesReturnedEvent
    from .losses_returned_event_per_seat import LossesReturnedEventPerSeat
    from .message import Message
    from .message_event import MessageEvent
    from .message_page import MessagePage
    from .move import Move
    from .move_option import MoveOption
    from .moved_event import MovedEvent
    from .occupied_event import OccupiedEvent
    from .odds import Odds
    from .open_seek import OpenSeek
    from .open_seek_options import OpenSeekOptions
    from .options import Options
    from .options_takeover_bot_type_1 import OptionsTakeoverBotType1
    from .options_takeover_bot_type_2_type_1 import OptionsTakeoverBotType2Type1
    from .options_takeover_bot_type_3_type_1 import OptionsTakeoverBotType3Type1
    from .ottoman_attack_dropped_event import OttomanAttackDroppedEvent
    from .ottoman_attack_planned_event import OttomanAttackPlannedEvent
    from .ottoman_moved_event import OttomanMovedEvent
    from .ottoman_phase_event import OttomanPhaseEvent
    from .ottoman_phase_event_status import OttomanPhaseEventStatus
    from .ottoman_step_event import OttomanStepEvent
    from .ottoman_tie_break_event import OttomanTieBreakEvent
    from .ottoman_tie_break_event_choice import OttomanTieBreakEventChoice
    from .ottomans_administration_option import OttomansAdministrationOption
    from .ottomans_administration_option_use import OttomansAdministrationOptionUse
    from .ottomans_advance import OttomansAdvance
    from .ottomans_advance_option import OttomansAdvanceOption
    from .ottomans_advanced_after_combat_event import OttomansAdvancedAfterCombatEvent
    from .ottomans_agent_declared_event import OttomansAgentDeclaredEvent
    from .ottomans_agent_op_view import OttomansAgentOpView
    from .ottomans_agent_operation import OttomansAgentOperation
    from .ottomans_agent_operation_operation import OttomansAgentOperationOperation
    from .ottomans_agent_option import OttomansAgentOption
    from .ottomans_agent_resolved_event import OttomansAgentResolvedEvent
    from .ottomans_agents_committed_event import OttomansAgentsCommittedEvent
    from .ottomans_answer import OttomansAnswer
    from .ottomans_answer_option import OttomansAnswerOption
    from .ottomans_attack import OttomansAttack
    from .ottomans_attack_colours_item import OttomansAttackColoursItem
    from .ottomans_attack_option import OttomansAttackOption
    from .ottomans_battle_view import OttomansBattleView
    from .ottomans_choose_core import OttomansChooseCore
    from .ottomans_choose_core_option import OttomansChooseCoreOption
    from .ottomans_clock import OttomansClock
    from .ottomans_colonize import OttomansColonize
    from .ottomans_colonize_option import OttomansColonizeOption
    from .ottomans_colonized_event import OttomansColonizedEvent
    from .ottomans_combat_resolved_event import OttomansCombatResolvedEvent
    from .ottomans_commit_agents import OttomansCommitAgents
    from .ottomans_commit_option import OttomansCommitOption
    from .ottomans_control_lost_event import OttomansControlLostEvent
    from .ottomans_control_played_event import OttomansControlPlayedEvent
    from .ottomans_core_chosen_event import OttomansCoreChosenEvent
    from .ottomans_discard import OttomansDiscard
    from .ottomans_discard_option import OttomansDiscardOption
    from .ottomans_drew_event import OttomansDrewEvent
    from .ottomans_end_phase import OttomansEndPhase
    from .ottomans_end_phase_option import OttomansEndPhaseOption
    from .ottomans_examined_event import OttomansExaminedEvent
    from .ottomans_exchange_option import OttomansExchangeOption
    from .ottomans_foraged_event import OttomansForagedEvent
    from .ottomans_forced_march import OttomansForcedMarch
    from .ottomans_forced_march_option import OttomansForcedMarchOption
    from .ottomans_game_cancelled_event import OttomansGameCancelledEvent
    from .ottomans_game_ended_event import OttomansGameEndedEvent
    from .ottomans_game_out import OttomansGameOut
    from .ottomans_game_out_colonized import OttomansGameOutColonized
    from .ottomans_game_out_status import OttomansGameOutStatus
    from .ottomans_held_move_view import OttomansHeldMoveView
    from .ottomans_leader_drawn_event import OttomansLeaderDrawnEvent
    from .ottomans_leader_survival_event import OttomansLeaderSurvivalEvent
    from .ottomans_losses_option import OttomansLossesOption
    from .ottomans_losses_taken_event import OttomansLossesTakenEvent
    from .ottomans_marker_placed_event import OttomansMarkerPlacedEvent
    from .ottomans_marker_placed_event_marker import OttomansMarkerPlacedEventMarker
    from .ottomans_mercenary_option import OttomansMercenaryOption
    from .ottomans_move import OttomansMove
    from .ottomans_move_option import OttomansMoveOption
    from .ottomans_moved_event import OttomansMovedEvent
    from .ottomans_options import OttomansOptions
    from .ottomans_options_takeover_bot_type_1 import OttomansOptionsTakeoverBotType1
    from .ottomans_options_takeover_bot_type_2_type_1 import OttomansOptionsTakeoverBotType2Type1
    from .ottomans_options_takeover_bot_type_3_type_1 import OttomansOptionsTakeoverBotType3Type1
    from .ottomans_order_rolled_event import OttomansOrderRolledEvent
    from .ottomans_phase_began_event import OttomansPhaseBeganEvent
    from .ottomans_phase_kind import OttomansPhaseKind
    from .ottomans_pick import OttomansPick
    from .ottomans_pick_option import OttomansPickOption
    from .ottomans_piece_view import OttomansPieceView
    from .ottomans_pillage import OttomansPillage
    from .ottomans_pillage_option import OttomansPillageOption
    from .ottomans_pillaged_event import OttomansPillagedEvent
    from .ottomans_placed_event import OttomansPlacedEvent
    from .ottomans_play_control import OttomansPlayControl
    from .ottomans_play_control_option import OttomansPlayControlOption
    from .ottomans_play_mercenary import OttomansPlayMercenary
    from .ottomans_play_stratagem import OttomansPlayStratagem
    from .ottomans_play_stratagem_option import OttomansPlayStratagemOption
    from .ottomans_player_resigned_event import OttomansPlayerResignedEvent
    from .ottomans_player_view import OttomansPlayerView
    from .ottomans_position import OttomansPosition
    from .ottomans_position_aboard import OttomansPositionAboard
    from .ottomans_position_pieces import OttomansPositionPieces
    from .ottomans_position_step import OttomansPositionStep
    from .ottomans_professional_march import OttomansProfessionalMarch
    from .ottomans_professional_march_option import OttomansProfessionalMarchOption
    from .ottomans_random_event_event import OttomansRandomEventEvent
    from .ottomans_react import OttomansReact
    from .ottomans_react_option import OttomansReactOption
    from .ottomans_react_stratagem_type_1 import OttomansReactStratagemType1
    from .ottomans_react_stratagem_type_2_type_1 import OttomansReactStratagemType2Type1
    from .ottomans_react_stratagem_type_3_type_1 import OttomansReactStratagemType3Type1
    from .ottomans_reaction_window_view import OttomansReactionWindowView
    from .ottomans_record_action_out import OttomansRecordActionOut
    from .ottomans_reinforce import OttomansReinforce
    from .ottomans_reinforce_option import OttomansReinforceOption
    from .ottomans_reinforce_option_places import OttomansReinforceOptionPlaces
    from .ottomans_reinforce_places import OttomansReinforcePlaces
    from .ottomans_reinforced_event import OttomansReinforcedEvent
    from .ottomans_removed_event import OttomansRemovedEvent
    from .ottomans_rerolled_event import OttomansRerolledEvent
    from .ottomans_resign import OttomansResign
    from .ottomans_resign_option import OttomansResignOption
    from .ottomans_returned_event import OttomansReturnedEvent
    from .ottomans_special_reinforcement_event import OttomansSpecialReinforcementEvent
    from .ottomans_stratagem_played_event import OttomansStratagemPlayedEvent
    from .ottomans_supply_train_option import OttomansSupplyTrainOption
    from .ottomans_take_losses import OttomansTakeLosses
    from .ottomans_trade_answered_event import OttomansTradeAnsweredEvent
    from .ottomans_transport import OttomansTransport
    from .ottomans_transport_option import OttomansTransportOption
    from .ottomans_transported_event import OttomansTransportedEvent
    from .ottomans_turn_advanced_event import OttomansTurnAdvancedEvent
    from .ottomans_uprising_option import OttomansUprisingOption
    from .ottomans_weather_rolled_event import OttomansWeatherRolledEvent
    from .ottomans_white_sheep_option import OttomansWhiteSheepOption
    from .ottomans_withdraw import OttomansWithdraw
    from .ottomans_withdraw_option import OttomansWithdrawOption
    from .ottomans_withdrew_event import OttomansWithdrewEvent
    from .pending_view import PendingView
    from .pending_view_kind import PendingViewKind
    from .phase_list import PhaseList
    from .phase_record import PhaseRecord
    from .phase_record_kind import PhaseRecordKind
    from .phase_record_status import PhaseRecordStatus
    from .place_start import PlaceStart
    from .place_start_option import PlaceStartOption
    from .placed_event import PlacedEvent
    from .placement import Placement
    from .player_in import PlayerIn
    from .player_in_bot_type_1 import PlayerInBotType1
    from .player_in_bot_type_2_type_1 import PlayerInBotType2Type1
    from .player_in_bot_type_3_type_1 import PlayerInBotType3Type1
    from .player_position import PlayerPosition
    from .player_resigned_event import PlayerResignedEvent
    from .player_view import PlayerView
    from .position import Position
    from .position_regions import PositionRegions
    from .post_message import PostMessage
    from .problem import Problem
    from .problem_barrier_type_1 import ProblemBarrierType1
    from .problem_barrier_type_2_type_1 import ProblemBarrierType2Type1
    from .problem_barrier_type_3_type_1 import ProblemBarrierType3Type1
    from .problem_errors_type_0_item import ProblemErrorsType0Item
    from .rating import Rating
    from .rating_change_out import RatingChangeOut
    from .rating_history import RatingHistory
    from .rating_out import RatingOut
    from .rating_range import RatingRange
    from .ready import Ready
    from .record_action_out import RecordActionOut
    from .record_end import RecordEnd
    from .record_end_status import RecordEndStatus
    from .record_join import RecordJoin
    from .region_pieces import RegionPieces
    from .region_position import RegionPosition
    from .region_view import RegionView
    from .reinforce import Reinforce
    from .reinforce_option import ReinforceOption
    from .reinforcement_due_event import ReinforcementDueEvent
    from .rematch import Rematch
    from .rematch_status import RematchStatus
    from .resign import Resign
    from .resign_option import ResignOption
    from .rules import Rules
    from .rules_action_schema import RulesActionSchema
    from .rules_apostles import RulesApostles
    from .rules_apostles_blessings import RulesApostlesBlessings
    from .rules_apostles_conditions import RulesApostlesConditions
    from .rules_board import RulesBoard
    from .rules_event_schema import RulesEventSchema
    from .rules_events import RulesEvents
    from .rules_events_vocabulary import RulesEventsVocabulary
    from .rules_legal_action_schema import RulesLegalActionSchema
    from .seat_clock import SeatClock
    from .seat_info import SeatInfo
    from .seat_info_bot_type_1 import SeatInfoBotType1
    from .seat_info_bot_type_2_type_1 import SeatInfoBotType2Type1
    from .seat_info_bot_type_3_type_1 import SeatInfoBotType3Type1
    from .seat_info_kind import SeatInfoKind
    from .seat_take_back import SeatTakeBack
    from .seat_take_over import SeatTakeOver
    from .seat_taken_back_event import SeatTakenBackEvent
    from .seat_taken_over_event import SeatTakenOverEvent
    from .seat_taken_over_event_reason import SeatTakenOverEventReason
    from .seat_token import SeatToken
    from .seek import Seek
    from .seek_list import SeekList
    from .seek_options import SeekOptions
    from .seek_status import SeekStatus
    from .set_standing_orders import SetStandingOrders
    from .set_standing_orders_answer_ally_type_1 import SetStandingOrdersAnswerAllyType1
    from .set_standing_orders_answer_ally_type_2_type_1 import SetStandingOrdersAnswerAllyType2Type1
    from .set_standing_orders_answer_ally_type_3_type_1 import SetStandingOrdersAnswerAllyType3Type1
    from .set_standing_orders_call_ally_type_1 import SetStandingOrdersCallAllyType1
    from .set_standing_orders_call_ally_type_2_type_1 import SetStandingOrdersCallAllyType2Type1
    from .set_standing_orders_call_ally_type_3_type_1 import SetStandingOrdersCallAllyType3Type1
    from .set_standing_orders_option import SetStandingOrdersOption
    from .standing_orders_set_event import StandingOrdersSetEvent
    from .step_started_event import StepStartedEvent
    from .step_started_event_phase import StepStartedEventPhase
    from .step_started_event_step import StepStartedEventStep
    from .stream_account_events_response_200 import StreamAccountEventsResponse200
    from .stream_events_response_200 import StreamEventsResponse200
    from .taken_back import TakenBack
    from .taken_over_event import TakenOverEvent
    from .turn_order_event import TurnOrderEvent
    from .undo import Undo
    from .undo_option import UndoOption
    from .undo_option_barrier import UndoOptionBarrier
    from .undone_event import UndoneEvent
    from .undone_event_phase import UndoneEventPhase
    from .undone_event_step import UndoneEventStep
    from .webhook_created import WebhookCreated
    from .webhook_list import WebhookList
    from .webhook_out import WebhookOut
else:
    import importlib as _importlib

    _MODULES = {
        "AccountCreated": ".account_created",
        "AccountEvent": ".account_event",
        "AccountEventData": ".account_event_data",
        "AccountEventPage": ".account_event_page",
        "AccountEventType": ".account_event_type",
        "AccountGames": ".account_games",
        "AccountOut": ".account_out",
        "ActionAccepted": ".action_accepted",
        "ActionAcceptedPhase": ".action_accepted_phase",
        "ActionAcceptedStatus": ".action_accepted_status",
        "ActionAcceptedStep": ".action_accepted_step",
        "ActionCheck": ".action_check",
        "ActionCheckBarrierType1": ".action_check_barrier_type_1",
        "ActionCheckBarrierType2Type1": ".action_check_barrier_type_2_type_1",
        "ActionCheckBarrierType3Type1": ".action_check_barrier_type_3_type_1",
        "ActionPage": ".action_page",
        "ActionRecord": ".action_record",
        "ActionRecordAppliedByType1": ".action_record_applied_by_type_1",
        "ActionRecordAppliedByType2Type1": ".action_record_applied_by_type_2_type_1",
        "ActionRecordAppliedByType3Type1": ".action_record_applied_by_type_3_type_1",
        "ActionRecordBotType1": ".action_record_bot_type_1",
        "ActionRecordBotType2Type1": ".action_record_bot_type_2_type_1",
        "ActionRecordBotType3Type1": ".action_record_bot_type_3_type_1",
        "AllyAnsweredEvent": ".ally_answered_event",
        "AllyRequestedEvent": ".ally_requested_event",
        "AllyReturnedEvent": ".ally_returned_event",
        "AnswerAlly": ".answer_ally",
        "AnswerAllyOption": ".answer_ally_option",
        "ApiKeyCreated": ".api_key_created",
        "ApiKeyCreatedScopesItem": ".api_key_created_scopes_item",
        "ApiKeyList": ".api_key_list",
        "ApiKeyOut": ".api_key_out",
        "ApiKeyOutScopesItem": ".api_key_out_scopes_item",
        "ApostleAwardedEvent": ".apostle_awarded_event",
        "ApostleCard": ".apostle_card",
        "ApostleCardBlessing": ".apostle_card_blessing",
        "ApostleCardCondition": ".apostle_card_condition",
        "ApostleCardView": ".apostle_card_view",
        "ApostleRevealedEvent": ".apostle_revealed_event",
        "Attack": ".attack",
        "AttackOption": ".attack_option",
        "AttackTarget": ".attack_target",
        "AttackTargetKind": ".attack_target_kind",
        "AttritionEvent": ".attrition_event",
        "BattleEndedEvent": ".battle_ended_event",
        "BattleEndedEventOttomansDefeated": ".battle_ended_event_ottomans_defeated",
        "BattleEndedEventWinner": ".battle_ended_event_winner",
        "BattleOut": ".battle_out",
        "BattleOutAlliesItem": ".battle_out_allies_item",
        "BattleOutOttomansDefeated": ".battle_out_ottomans_defeated",
        "BattleOutWinnerType1": ".battle_out_winner_type_1",
        "BattleOutWinnerType2Type1": ".battle_out_winner_type_2_type_1",
        "BattleOutWinnerType3Type1": ".battle_out_winner_type_3_type_1",
        "BattleRollEvent": ".battle_roll_event",
        "BattleRollOut": ".battle_roll_out",
        "BattleStartedEvent": ".battle_started_event",
        "BattleStartedEventKind": ".battle_started_event_kind",
        "BattleView": ".battle_view",
        "BlessingUsedEvent": ".blessing_used_event",
        "BlessingView": ".blessing_view",
        "BoardRegion": ".board_region",
        "BoardRegionKind": ".board_region_kind",
        "CallAlly": ".call_ally",
        "CallAllyOption": ".call_ally_option",
        "CancelGameResponse200": ".cancel_game_response_200",
        "CannonConvertedEvent": ".cannon_converted_event",
        "CannonLostEvent": ".cannon_lost_event",
        "ChallengeCreated": ".challenge_created",
        "ChallengeCreatedStatus": ".challenge_created_status",
        "ChallengeInvite": ".challenge_invite",
        "ChallengeInviteStatus": ".challenge_invite_status",
        "ChallengeOut": ".challenge_out",
        "ChallengeOutStatus": ".challenge_out_status",
        "Clock": ".clock",
        "ComputerSeat": ".computer_seat",
        "ComputerSeatBot": ".computer_seat_bot",
        "ConvertCannon": ".convert_cannon",
        "ConvertCannonOption": ".convert_cannon_option",
        "CreateAccount": ".create_account",
        "CreateAccountScopesType0Item": ".create_account_scopes_type_0_item",
        "CreateChallenge": ".create_challenge",
        "CreateGame": ".create_game",
        "CreateKey": ".create_key",
        "CreateKeyScopesItem": ".create_key_scopes_item",
        "CreateSeek": ".create_seek",
        "CreateWebhook": ".create_webhook",
        "CreateWebhookKindsType0Item": ".create_webhook_kinds_type_0_item",
        "DecisionTimeoutEvent": ".decision_timeout_event",
        "DecisionTimeoutEventKind": ".decision_timeout_event_kind",
        "DeliveryAttempt": ".delivery_attempt",
        "DeliveryList": ".delivery_list",
        "EndStep": ".end_step",
        "EndStepOption": ".end_step_option",
        "EventCard": ".event_card",
        "EventCardEffectsItem": ".event_card_effects_item",
        "EventDrawnEvent": ".event_drawn_event",
        "EventPage": ".event_page",
        "FirstPlayerRollEvent": ".first_player_roll_event",
        "FirstPlayerRollEventRolls": ".first_player_roll_event_rolls",
        "Force": ".force",
        "GameCancelledEvent": ".game_cancelled_event",
        "GameCancelledEventPreviousStatus": ".game_cancelled_event_previous_status",
        "GameCreated": ".game_created",
        "GameCreatedStatus": ".game_created_status",
        "GameEndedEvent": ".game_ended_event",
        "GameEndedEventReason": ".game_ended_event_reason",
        "GameList": ".game_list",
        "GameOut": ".game_out",
        "GameOutEndReasonType1": ".game_out_end_reason_type_1",
        "GameOutEndReasonType2Type1": ".game_out_end_reason_type_2_type_1",
        "GameOutEndReasonType3Type1": ".game_out_end_reason_type_3_type_1",
        "GameOutPhase": ".game_out_phase",
        "GameOutStatus": ".game_out_status",
        "GameOutStep": ".game_out_step",
        "GameRecordOut": ".game_record_out",
        "GameRecordOutOptions": ".game_record_out_options",
        "GameStartedEvent": ".game_started_event",
        "GameSummary": ".game_summary",
        "GreekBonusEvent": ".greek_bonus_event",
        "Health": ".health",
        "JoinGame": ".join_game",
        "JoinGameBotType1": ".join_game_bot_type_1",
        "JoinGameBotType2Type1": ".join_game_bot_type_2_type_1",
        "JoinGameBotType3Type1": ".join_game_bot_type_3_type_1",
        "Joined": ".joined",
        "JoinedBotType1": ".joined_bot_type_1",
        "JoinedBotType2Type1": ".joined_bot_type_2_type_1",
        "JoinedBotType3Type1": ".joined_bot_type_3_type_1",
        "JoinedStatus": ".joined_status",
        "KindBot": ".kind_bot",
        "KindChoice": ".kind_choice",
        "KindLinks": ".kind_links",
        "KindList": ".kind_list",
        "KindOption": ".kind_option",
        "KindOptionInput": ".kind_option_input",
        "KindOut": ".kind_out",
        "KindRules": ".kind_rules",
        "KindRulesRules": ".kind_rules_rules",
        "KindSchemas": ".kind_schemas",
        "KindSchemasActions": ".kind_schemas_actions",
        "KindSchemasEvents": ".kind_schemas_events",
        "KindSchemasLegalActions": ".kind_schemas_legal_actions",
        "KindSchemasOptions": ".kind_schemas_options",
        "KindSchemasView": ".kind_schemas_view",
        "KindSummary": ".kind_summary",
        "KindWords": ".kind_words",
        "Leaderboard": ".leaderboard",
        "LeaderboardRow": ".leaderboard_row",
        "LegalActions": ".legal_actions",
        "ListGamesStatus": ".list_games_status",
        "LossesReturnedEvent": ".losses_returned_event",
        "LossesReturnedEventPerSeat": ".losses_returned_event_per_seat",
        "Message": ".message",
        "MessageEvent": ".message_event",
        "MessagePage": ".message_page",
        "Move": ".move",
        "MoveOption": ".move_option",
        "MovedEvent": ".moved_event",
        "OccupiedEvent": ".occupied_event",
        "Odds": ".odds",
        "OpenSeek": ".open_seek",
        "OpenSeekOptions": ".open_seek_options",
        "Options": ".options",
        "OptionsTakeoverBotType1": ".options_takeover_bot_type_1",
        "OptionsTakeoverBotType2Type1": ".options_takeover_bot_type_2_type_1",
        "OptionsTakeoverBotType3Type1": ".options_takeover_bot_type_3_type_1",
        "OttomanAttackDroppedEvent": ".ottoman_attack_dropped_event",
        "OttomanAttackPlannedEvent": ".ottoman_attack_planned_event",
        "OttomanMovedEvent": ".ottoman_moved_event",
        "OttomanPhaseEvent": ".ottoman_phase_event",
        "OttomanPhaseEventStatus": ".ottoman_phase_event_status",
        "OttomanStepEvent": ".ottoman_step_event",
        "OttomanTieBreakEvent": ".ottoman_tie_break_event",
        "OttomanTieBreakEventChoice": ".ottoman_tie_break_event_choice",
        "OttomansAdministrationOption": ".ottomans_administration_option",
        "OttomansAdministrationOptionUse": ".ottomans_administration_option_use",
        "OttomansAdvance": ".ottomans_advance",
        "OttomansAdvanceOption": ".ottomans_advance_option",
        "OttomansAdvancedAfterCombatEvent": ".ottomans_advanced_after_combat_event",
        "OttomansAgentDeclaredEvent": ".ottomans_agent_declared_event",
        "OttomansAgentOpView": ".ottomans_agent_op_view",
        "OttomansAgentOperation": ".ottomans_agent_operation",
        "OttomansAgentOperationOperation": ".ottomans_agent_operation_operation",
        "OttomansAgentOption": ".ottomans_agent_option",
        "OttomansAgentResolvedEvent": ".ottomans_agent_resolved_event",
        "OttomansAgentsCommittedEvent": ".ottomans_agents_committed_event",
        "OttomansAnswer": ".ottomans_answer",
        "OttomansAnswerOption": ".ottomans_answer_option",
        "OttomansAttack": ".ottomans_attack",
        "OttomansAttackColoursItem": ".ottomans_attack_colours_item",
        "OttomansAttackOption": ".ottomans_attack_option",
        "OttomansBattleView": ".ottomans_battle_view",
        "OttomansChooseCore": ".ottomans_choose_core",
        "OttomansChooseCoreOption": ".ottomans_choose_core_option",
        "OttomansClock": ".ottomans_clock",
        "OttomansColonize": ".ottomans_colonize",
        "OttomansColonizeOption": ".ottomans_colonize_option",
        "OttomansColonizedEvent": ".ottomans_colonized_event",
        "OttomansCombatResolvedEvent": ".ottomans_combat_resolved_event",
        "OttomansCommitAgents": ".ottomans_commit_agents",
        "OttomansCommitOption": ".ottomans_commit_option",
        "OttomansControlLostEvent": ".ottomans_control_lost_event",
        "OttomansControlPlayedEvent": ".ottomans_control_played_event",
        "OttomansCoreChosenEvent": ".ottomans_core_chosen_event",
        "OttomansDiscard": ".ottomans_discard",
        "OttomansDiscardOption": ".ottomans_discard_option",
        "OttomansDrewEvent": ".ottomans_drew_event",
        "OttomansEndPhase": ".ottomans_end_phase",
        "OttomansEndPhaseOption": ".ottomans_end_phase_option",
        "OttomansExaminedEvent": ".ottomans_examined_event",
        "OttomansExchangeOption": ".ottomans_exchange_option",
        "OttomansForagedEvent": ".ottomans_foraged_event",
        "OttomansForcedMarch": ".ottomans_forced_march",
        "OttomansForcedMarchOption": ".ottomans_forced_march_option",
        "OttomansGameCancelledEvent": ".ottomans_game_cancelled_event",
        "OttomansGameEndedEvent": ".ottomans_game_ended_event",
        "OttomansGameOut": ".ottomans_game_out",
        "OttomansGameOutColonized": ".ottomans_game_out_colonized",
        "OttomansGameOutStatus": ".ottomans_game_out_status",
        "OttomansHeldMoveView": ".ottomans_held_move_view",
        "OttomansLeaderDrawnEvent": ".ottomans_leader_drawn_event",
        "OttomansLeaderSurvivalEvent": ".ottomans_leader_survival_event",
        "OttomansLossesOption": ".ottomans_losses_option",
        "OttomansLossesTakenEvent": ".ottomans_losses_taken_event",
        "OttomansMarkerPlacedEvent": ".ottomans_marker_placed_event",
        "OttomansMarkerPlacedEventMarker": ".ottomans_marker_placed_event_marker",
        "OttomansMercenaryOption": ".ottomans_mercenary_option",
        "OttomansMove": ".ottomans_move",
        "OttomansMoveOption": ".ottomans_move_option",
        "OttomansMovedEvent": ".ottomans_moved_event",
        "OttomansOptions": ".ottomans_options",
        "OttomansOptionsTakeoverBotType1": ".ottomans_options_takeover_bot_type_1",
        "OttomansOptionsTakeoverBotType2Type1": ".ottomans_options_takeover_bot_type_2_type_1",
        "OttomansOptionsTakeoverBotType3Type1": ".ottomans_options_takeover_bot_type_3_type_1",
        "OttomansOrderRolledEvent": ".ottomans_order_rolled_event",
        "OttomansPhaseBeganEvent": ".ottomans_phase_began_event",
        "OttomansPhaseKind": ".ottomans_phase_kind",
        "OttomansPick": ".ottomans_pick",
        "OttomansPickOption": ".ottomans_pick_option",
        "OttomansPieceView": ".ottomans_piece_view",
        "OttomansPillage": ".ottomans_pillage",
        "OttomansPillageOption": ".ottomans_pillage_option",
        "OttomansPillagedEvent": ".ottomans_pillaged_event",
        "OttomansPlacedEvent": ".ottomans_placed_event",
        "OttomansPlayControl": ".ottomans_play_control",
        "OttomansPlayControlOption": ".ottomans_play_control_option",
        "OttomansPlayMercenary": ".ottomans_play_mercenary",
        "OttomansPlayStratagem": ".ottomans_play_stratagem",
        "OttomansPlayStratagemOption": ".ottomans_play_stratagem_option",
        "OttomansPlayerResignedEvent": ".ottomans_player_resigned_event",
        "OttomansPlayerView": ".ottomans_player_view",
        "OttomansPosition": ".ottomans_position",
        "OttomansPositionAboard": ".ottomans_position_aboard",
        "OttomansPositionPieces": ".ottomans_position_pieces",
        "OttomansPositionStep": ".ottomans_position_step",
        "OttomansProfessionalMarch": ".ottomans_professional_march",
        "OttomansProfessionalMarchOption": ".ottomans_professional_march_option",
        "OttomansRandomEventEvent": ".ottomans_random_event_event",
        "OttomansReact": ".ottomans_react",
        "OttomansReactOption": ".ottomans_react_option",
        "OttomansReactStratagemType1": ".ottomans_react_stratagem_type_1",
        "OttomansReactStratagemType2Type1": ".ottomans_react_stratagem_type_2_type_1",
        "OttomansReactStratagemType3Type1": ".ottomans_react_stratagem_type_3_type_1",
        "OttomansReactionWindowView": ".ottomans_reaction_window_view",
        "OttomansRecordActionOut": ".ottomans_record_action_out",
        "OttomansReinforce": ".ottomans_reinforce",
        "OttomansReinforceOption": ".ottomans_reinforce_option",
        "OttomansReinforceOptionPlaces": ".ottomans_reinforce_option_places",
        "OttomansReinforcePlaces": ".ottomans_reinforce_places",
        "OttomansReinforcedEvent": ".ottomans_reinforced_event",
        "OttomansRemovedEvent": ".ottomans_removed_event",
        "OttomansRerolledEvent": ".ottomans_rerolled_event",
        "OttomansResign": ".ottomans_resign",
        "OttomansResignOption": ".ottomans_resign_option",
        "OttomansReturnedEvent": ".ottomans_returned_event",
        "OttomansSpecialReinforcementEvent": ".ottomans_special_reinforcement_event",
        "OttomansStratagemPlayedEvent": ".ottomans_stratagem_played_event",
        "OttomansSupplyTrainOption": ".ottomans_supply_train_option",
        "OttomansTakeLosses": ".ottomans_take_losses",
        "OttomansTradeAnsweredEvent": ".ottomans_trade_answered_event",
        "OttomansTransport": ".ottomans_transport",
        "OttomansTransportOption": ".ottomans_transport_option",
        "OttomansTransportedEvent": ".ottomans_transported_event",
        "OttomansTurnAdvancedEvent": ".ottomans_turn_advanced_event",
        "OttomansUprisingOption": ".ottomans_uprising_option",
        "OttomansWeatherRolledEvent": ".ottomans_weather_rolled_event",
        "OttomansWhiteSheepOption": ".ottomans_white_sheep_option",
        "OttomansWithdraw": ".ottomans_withdraw",
        "OttomansWithdrawOption": ".ottomans_withdraw_option",
        "OttomansWithdrewEvent": ".ottomans_withdrew_event",
        "PendingView": ".pending_view",
        "PendingViewKind": ".pending_view_kind",
        "PhaseList": ".phase_list",
        "PhaseRecord": ".phase_record",
        "PhaseRecordKind": ".phase_record_kind",
        "PhaseRecordStatus": ".phase_record_status",
        "PlaceStart": ".place_start",
        "PlaceStartOption": ".place_start_option",
        "PlacedEvent": ".placed_event",
        "Placement": ".placement",
        "PlayerIn": ".player_in",
        "PlayerInBotType1": ".player_in_bot_type_1",
        "PlayerInBotType2Type1": ".player_in_bot_type_2_type_1",
        "PlayerInBotType3Type1": ".player_in_bot_type_3_type_1",
        "PlayerPosition": ".player_position",
        "PlayerResignedEvent": ".player_resigned_event",
        "PlayerView": ".player_view",
        "Position": ".position",
        "PositionRegions": ".position_regions",
        "PostMessage": ".post_message",
        "Problem": ".problem",
        "ProblemBarrierType1": ".problem_barrier_type_1",
        "ProblemBarrierType2Type1": ".problem_barrier_type_2_type_1",
        "ProblemBarrierType3Type1": ".problem_barrier_type_3_type_1",
        "ProblemErrorsType0Item": ".problem_errors_type_0_item",
        "Rating": ".rating",
        "RatingChangeOut": ".rating_change_out",
        "RatingHistory": ".rating_history",
        "RatingOut": ".rating_out",
        "RatingRange": ".rating_range",
        "Ready": ".ready",
        "RecordActionOut": ".record_action_out",
        "RecordEnd": ".record_end",
        "RecordEndStatus": ".record_end_status",
        "RecordJoin": ".record_join",
        "RegionPieces": ".region_pieces",
        "RegionPosition": ".region_position",
        "RegionView": ".region_view",
        "Reinforce": ".reinforce",
        "ReinforceOption": ".reinforce_option",
        "ReinforcementDueEvent": ".reinforcement_due_event",
        "Rematch": ".rematch",
        "RematchStatus": ".rematch_status",
        "Resign": ".resign",
        "ResignOption": ".resign_option",
        "Rules": ".rules",
        "RulesActionSchema": ".rules_action_schema",
        "RulesApostles": ".rules_apostles",
        "RulesApostlesBlessings": ".rules_apostles_blessings",
        "RulesApostlesConditions": ".rules_apostles_conditions",
        "RulesBoard": ".rules_board",
        "RulesEventSchema": ".rules_event_schema",
        "RulesEvents": ".rules_events",
        "RulesEventsVocabulary": ".rules_events_vocabulary",
        "RulesLegalActionSchema": ".rules_legal_action_schema",
        "SeatClock": ".seat_clock",
        "SeatInfo": ".seat_info",
        "SeatInfoBotType1": ".seat_info_bot_type_1",
        "SeatInfoBotType2Type1": ".seat_info_bot_type_2_type_1",
        "SeatInfoBotType3Type1": ".seat_info_bot_type_3_type_1",
        "SeatInfoKind": ".seat_info_kind",
        "SeatTakeBack": ".seat_take_back",
        "SeatTakeOver": ".seat_take_over",
        "SeatTakenBackEvent": ".seat_taken_back_event",
        "SeatTakenOverEvent": ".seat_taken_over_event",
        "SeatTakenOverEventReason": ".seat_taken_over_event_reason",
        "SeatToken": ".seat_token",
        "Seek": ".seek",
        "SeekList": ".seek_list",
        "SeekOptions": ".seek_options",
        "SeekStatus": ".seek_status",
        "SetStandingOrders": ".set_standing_orders",
        "SetStandingOrdersAnswerAllyType1": ".set_standing_orders_answer_ally_type_1",
        "SetStandingOrdersAnswerAllyType2Type1": ".set_standing_orders_answer_ally_type_2_type_1",
        "SetStandingOrdersAnswerAllyType3Type1": ".set_standing_orders_answer_ally_type_3_type_1",
        "SetStandingOrdersCallAllyType1": ".set_standing_orders_call_ally_type_1",
        "SetStandingOrdersCallAllyType2Type1": ".set_standing_orders_call_ally_type_2_type_1",
        "SetStandingOrdersCallAllyType3Type1": ".set_standing_orders_call_ally_type_3_type_1",
        "SetStandingOrdersOption": ".set_standing_orders_option",
        "StandingOrdersSetEvent": ".standing_orders_set_event",
        "StepStartedEvent": ".step_started_event",
        "StepStartedEventPhase": ".step_started_event_phase",
        "StepStartedEventStep": ".step_started_event_step",
        "StreamAccountEventsResponse200": ".stream_account_events_response_200",
        "StreamEventsResponse200": ".stream_events_response_200",
        "TakenBack": ".taken_back",
        "TakenOverEvent": ".taken_over_event",
        "TurnOrderEvent": ".turn_order_event",
        "Undo": ".undo",
        "UndoOption": ".undo_option",
        "UndoOptionBarrier": ".undo_option_barrier",
        "UndoneEvent": ".undone_event",
        "UndoneEventPhase": ".undone_event_phase",
        "UndoneEventStep": ".undone_event_step",
        "WebhookCreated": ".webhook_created",
        "WebhookList": ".webhook_list",
        "WebhookOut": ".webhook_out",
    }

    def __getattr__(name):
        module = _MODULES.get(name)
        if module is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(_importlib.import_module(module, __name__), name)
        globals()[name] = value
        return value

    def __dir__():
        return sorted(set(globals()) | set(__all__))

__all__ = (
    "AccountCreated",
    "AccountEvent",
    "AccountEventData",
    "AccountEventPage",
    "AccountEventType",
    "AccountGames",
    "AccountOut",
    "ActionAccepted",
    "ActionAcceptedPhase",
    "ActionAcceptedStatus",
    "ActionAcceptedStep",
    "ActionCheck",
    "ActionCheckBarrierType1",
    "ActionCheckBarrierType2Type1",
    "ActionCheckBarrierType3Type1",
    "ActionPage",
    "ActionRecord",
    "ActionRecordAppliedByType1",
    "ActionRecordAppliedByType2Type1",
    "ActionRecordAppliedByType3Type1",
    "ActionRecordBotType1",
    "ActionRecordBotType2Type1",
    "ActionRecordBotType3Type1",
    "AllyAnsweredEvent",
    "AllyRequestedEvent",
    "AllyReturnedEvent",
    "AnswerAlly",
    "AnswerAllyOption",
    "ApiKeyCreated",
    "ApiKeyCreatedScopesItem",
    "ApiKeyList",
    "ApiKeyOut",
    "ApiKeyOutScopesItem",
    "ApostleAwardedEvent",
    "ApostleCard",
    "ApostleCardBlessing",
    "ApostleCardCondition",
    "ApostleCardView",
    "ApostleRevealedEvent",
    "Attack",
    "AttackOption",
    "AttackTarget",
    "AttackTargetKind",
    "AttritionEvent",
    "BattleEndedEvent",
    "BattleEndedEventOttomansDefeated",
    "BattleEndedEventWinner",
    "BattleOut",
    "BattleOutAlliesItem",
    "BattleOutOttomansDefeated",
    "BattleOutWinnerType1",
    "BattleOutWinnerType2Type1",
    "BattleOutWinnerType3Type1",
    "BattleRollEvent",
    "BattleRollOut",
    "BattleStartedEvent",
    "BattleStartedEventKind",
    "BattleView",
    "BlessingUsedEvent",
    "BlessingView",
    "BoardRegion",
    "BoardRegionKind",
    "CallAlly",
    "CallAllyOption",
    "CancelGameResponse200",
    "CannonConvertedEvent",
    "CannonLostEvent",
    "ChallengeCreated",
    "ChallengeCreatedStatus",
    "ChallengeInvite",
    "ChallengeInviteStatus",
    "ChallengeOut",
    "ChallengeOutStatus",
    "Clock",
    "ComputerSeat",
    "ComputerSeatBot",
    "ConvertCannon",
    "ConvertCannonOption",
    "CreateAccount",
    "CreateAccountScopesType0Item",
    "CreateChallenge",
    "CreateGame",
    "CreateKey",
    "CreateKeyScopesItem",
    "CreateSeek",
    "CreateWebhook",
    "CreateWebhookKindsType0Item",
    "DecisionTimeoutEvent",
    "DecisionTimeoutEventKind",
    "DeliveryAttempt",
    "DeliveryList",
    "EndStep",
    "EndStepOption",
    "EventCard",
    "EventCardEffectsItem",
    "EventDrawnEvent",
    "EventPage",
    "FirstPlayerRollEvent",
    "FirstPlayerRollEventRolls",
    "Force",
    "GameCancelledEvent",
    "GameCancelledEventPreviousStatus",
    "GameCreated",
    "GameCreatedStatus",
    "GameEndedEvent",
    "GameEndedEventReason",
    "GameList",
    "GameOut",
    "GameOutEndReasonType1",
    "GameOutEndReasonType2Type1",
    "GameOutEndReasonType3Type1",
    "GameOutPhase",
    "GameOutStatus",
    "GameOutStep",
    "GameRecordOut",
    "GameRecordOutOptions",
    "GameStartedEvent",
    "GameSummary",
    "GreekBonusEvent",
    "Health",
    "Joined",
    "JoinedBotType1",
    "JoinedBotType2Type1",
    "JoinedBotType3Type1",
    "JoinedStatus",
    "JoinGame",
    "JoinGameBotType1",
    "JoinGameBotType2Type1",
    "JoinGameBotType3Type1",
    "KindBot",
    "KindChoice",
    "KindLinks",
    "KindList",
    "KindOption",
    "KindOptionInput",
    "KindOut",
    "KindRules",
    "KindRulesRules",
    "KindSchemas",
    "KindSchemasActions",
    "KindSchemasEvents",
    "KindSchemasLegalActions",
    "KindSchemasOptions",
    "KindSchemasView",
    "KindSummary",
    "KindWords",
    "Leaderboard",
    "LeaderboardRow",
    "LegalActions",
    "ListGamesStatus",
    "LossesReturnedEvent",
    "LossesReturnedEventPerSeat",
    "Message",
    "MessageEvent",
    "MessagePage",
    "Move",
    "MovedEvent",
    "MoveOption",
    "OccupiedEvent",
    "Odds",
    "OpenSeek",
    "OpenSeekOptions",
    "Options",
    "OptionsTakeoverBotType1",
    "OptionsTakeoverBotType2Type1",
    "OptionsTakeoverBotType3Type1",
    "OttomanAttackDroppedEvent",
    "OttomanAttackPlannedEvent",
    "OttomanMovedEvent",
    "OttomanPhaseEvent",
    "OttomanPhaseEventStatus",
    "OttomansAdministrationOption",
    "OttomansAdministrationOptionUse",
    "OttomansAdvance",
    "OttomansAdvancedAfterCombatEvent",
    "OttomansAdvanceOption",
    "OttomansAgentDeclaredEvent",
    "OttomansAgentOperation",
    "OttomansAgentOperationOperation",
    "OttomansAgentOption",
    "OttomansAgentOpView",
    "OttomansAgentResolvedEvent",
    "OttomansAgentsCommittedEvent",
    "OttomansAnswer",
    "OttomansAnswerOption",
    "OttomansAttack",
    "OttomansAttackColoursItem",
    "OttomansAttackOption",
    "OttomansBattleView",
    "OttomansChooseCore",
    "OttomansChooseCoreOption",
    "OttomansClock",
    "OttomansColonize",
    "OttomansColonizedEvent",
    "OttomansColonizeOption",
    "OttomansCombatResolvedEvent",
    "OttomansCommitAgents",
    "OttomansCommitOption",
    "OttomansControlLostEvent",
    "OttomansControlPlayedEvent",
    "OttomansCoreChosenEvent",
    "OttomansDiscard",
    "OttomansDiscardOption",
    "OttomansDrewEvent",
    "OttomansEndPhase",
    "OttomansEndPhaseOption",
    "OttomansExaminedEvent",
    "OttomansExchangeOption",
    "OttomansForagedEvent",
    "OttomansForcedMarch",
    "OttomansForcedMarchOption",
    "OttomansGameCancelledEvent",
    "OttomansGameEndedEvent",
    "OttomansGameOut",
    "OttomansGameOutColonized",
    "OttomansGameOutStatus",
    "OttomansHeldMoveView",
    "OttomansLeaderDrawnEvent",
    "OttomansLeaderSurvivalEvent",
    "OttomansLossesOption",
    "OttomansLossesTakenEvent",
    "OttomansMarkerPlacedEvent",
    "OttomansMarkerPlacedEventMarker",
    "OttomansMercenaryOption",
    "OttomansMove",
    "OttomansMovedEvent",
    "OttomansMoveOption",
    "OttomansOptions",
    "OttomansOptionsTakeoverBotType1",
    "OttomansOptionsTakeoverBotType2Type1",
    "OttomansOptionsTakeoverBotType3Type1",
    "OttomansOrderRolledEvent",
    "OttomansPhaseBeganEvent",
    "OttomansPhaseKind",
    "OttomansPick",
    "OttomansPickOption",
    "OttomansPieceView",
    "OttomansPillage",
    "OttomansPillagedEvent",
    "OttomansPillageOption",
    "OttomansPlacedEvent",
    "OttomansPlayControl",
    "OttomansPlayControlOption",
    "OttomansPlayerResignedEvent",
    "OttomansPlayerView",
    "OttomansPlayMercenary",
    "OttomansPlayStratagem",
    "OttomansPlayStratagemOption",
    "OttomansPosition",
    "OttomansPositionAboard",
    "OttomansPositionPieces",
    "OttomansPositionStep",
    "OttomansProfessionalMarch",
    "OttomansProfessionalMarchOption",
    "OttomansRandomEventEvent",
    "OttomansReact",
    "OttomansReactionWindowView",
    "OttomansReactOption",
    "OttomansReactStratagemType1",
    "OttomansReactStratagemType2Type1",
    "OttomansReactStratagemType3Type1",
    "OttomansRecordActionOut",
    "OttomansReinforce",
    "OttomansReinforcedEvent",
    "OttomansReinforceOption",
    "OttomansReinforceOptionPlaces",
    "OttomansReinforcePlaces",
    "OttomansRemovedEvent",
    "OttomansRerolledEvent",
    "OttomansResign",
    "OttomansResignOption",
    "OttomansReturnedEvent",
    "OttomansSpecialReinforcementEvent",
    "OttomansStratagemPlayedEvent",
    "OttomansSupplyTrainOption",
    "OttomansTakeLosses",
    "OttomanStepEvent",
    "OttomansTradeAnsweredEvent",
    "OttomansTransport",
    "OttomansTransportedEvent",
    "OttomansTransportOption",
    "OttomansTurnAdvancedEvent",
    "OttomansUprisingOption",
    "OttomansWeatherRolledEvent",
    "OttomansWhiteSheepOption",
    "OttomansWithdraw",
    "OttomansWithdrawOption",
    "OttomansWithdrewEvent",
    "OttomanTieBreakEvent",
    "OttomanTieBreakEventChoice",
    "PendingView",
    "PendingViewKind",
    "PhaseList",
    "PhaseRecord",
    "PhaseRecordKind",
    "PhaseRecordStatus",
    "PlacedEvent",
    "Placement",
    "PlaceStart",
    "PlaceStartOption",
    "PlayerIn",
    "PlayerInBotType1",
    "PlayerInBotType2Type1",
    "PlayerInBotType3Type1",
    "PlayerPosition",
    "PlayerResignedEvent",
    "PlayerView",
    "Position",
    "PositionRegions",
    "PostMessage",
    "Problem",
    "ProblemBarrierType1",
    "ProblemBarrierType2Type1",
    "ProblemBarrierType3Type1",
    "ProblemErrorsType0Item",
    "Rating",
    "RatingChangeOut",
    "RatingHistory",
    "RatingOut",
    "RatingRange",
    "Ready",
    "RecordActionOut",
    "RecordEnd",
    "RecordEndStatus",
    "RecordJoin",
    "RegionPieces",
    "RegionPosition",
    "RegionView",
    "Reinforce",
    "ReinforcementDueEvent",
    "ReinforceOption",
    "Rematch",
    "RematchStatus",
    "Resign",
    "ResignOption",
    "Rules",
    "RulesActionSchema",
    "RulesApostles",
    "RulesApostlesBlessings",
    "RulesApostlesConditions",
    "RulesBoard",
    "RulesEvents",
    "RulesEventSchema",
    "RulesEventsVocabulary",
    "RulesLegalActionSchema",
    "SeatClock",
    "SeatInfo",
    "SeatInfoBotType1",
    "SeatInfoBotType2Type1",
    "SeatInfoBotType3Type1",
    "SeatInfoKind",
    "SeatTakeBack",
    "SeatTakenBackEvent",
    "SeatTakenOverEvent",
    "SeatTakenOverEventReason",
    "SeatTakeOver",
    "SeatToken",
    "Seek",
    "SeekList",
    "SeekOptions",
    "SeekStatus",
    "SetStandingOrders",
    "SetStandingOrdersAnswerAllyType1",
    "SetStandingOrdersAnswerAllyType2Type1",
    "SetStandingOrdersAnswerAllyType3Type1",
    "SetStandingOrdersCallAllyType1",
    "SetStandingOrdersCallAllyType2Type1",
    "SetStandingOrdersCallAllyType3Type1",
    "SetStandingOrdersOption",
    "StandingOrdersSetEvent",
    "StepStartedEvent",
    "StepStartedEventPhase",
    "StepStartedEventStep",
    "StreamAccountEventsResponse200",
    "StreamEventsResponse200",
    "TakenBack",
    "TakenOverEvent",
    "TurnOrderEvent",
    "Undo",
    "UndoneEvent",
    "UndoneEventPhase",
    "UndoneEventStep",
    "UndoOption",
    "UndoOptionBarrier",
    "WebhookCreated",
    "WebhookList",
    "WebhookOut",
)
