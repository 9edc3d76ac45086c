""" Contains all the data models used in inputs/outputs """

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
from .kind_links import KindLinks
from .kind_list import KindList
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
    "KindLinks",
    "KindList",
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
