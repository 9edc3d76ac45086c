""" Contains all the data models used in inputs/outputs """

from .action_accepted import ActionAccepted
from .action_page import ActionPage
from .action_record import ActionRecord
from .action_record_action import ActionRecordAction
from .answer_ally import AnswerAlly
from .answer_ally_option import AnswerAllyOption
from .apostle_card_view import ApostleCardView
from .attack import Attack
from .attack_option import AttackOption
from .attack_target import AttackTarget
from .attack_target_kind import AttackTargetKind
from .battle_out import BattleOut
from .battle_out_allies_item import BattleOutAlliesItem
from .battle_out_ottomans_defeated import BattleOutOttomansDefeated
from .battle_out_winner_type_1 import BattleOutWinnerType1
from .battle_out_winner_type_2_type_1 import BattleOutWinnerType2Type1
from .battle_out_winner_type_3_type_1 import BattleOutWinnerType3Type1
from .battle_roll_out import BattleRollOut
from .battle_view import BattleView
from .blessing_view import BlessingView
from .call_ally import CallAlly
from .call_ally_option import CallAllyOption
from .cancel_game_response_200 import CancelGameResponse200
from .convert_cannon import ConvertCannon
from .convert_cannon_option import ConvertCannonOption
from .create_game import CreateGame
from .end_step import EndStep
from .end_step_option import EndStepOption
from .event_out import EventOut
from .event_page import EventPage
from .force import Force
from .game_created import GameCreated
from .game_list import GameList
from .game_out import GameOut
from .game_out_status import GameOutStatus
from .game_summary import GameSummary
from .health import Health
from .join_game import JoinGame
from .joined import Joined
from .legal_actions import LegalActions
from .list_games_status import ListGamesStatus
from .move import Move
from .move_option import MoveOption
from .odds import Odds
from .options import Options
from .pending_view import PendingView
from .phase_list import PhaseList
from .phase_record import PhaseRecord
from .phase_record_kind import PhaseRecordKind
from .phase_record_status import PhaseRecordStatus
from .place_start import PlaceStart
from .place_start_option import PlaceStartOption
from .placement import Placement
from .player_in import PlayerIn
from .player_position import PlayerPosition
from .player_view import PlayerView
from .position import Position
from .position_regions import PositionRegions
from .problem import Problem
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .ready import Ready
from .region_position import RegionPosition
from .region_view import RegionView
from .reinforce import Reinforce
from .reinforce_option import ReinforceOption
from .resign import Resign
from .resign_option import ResignOption
from .rules import Rules
from .rules_action_schema import RulesActionSchema
from .rules_apostles import RulesApostles
from .rules_board import RulesBoard
from .rules_event_schema import RulesEventSchema
from .rules_events import RulesEvents
from .rules_legal_action_schema import RulesLegalActionSchema
from .seat_info import SeatInfo
from .seat_token import SeatToken
from .set_standing_orders import SetStandingOrders
from .set_standing_orders_answer_ally_type_1 import SetStandingOrdersAnswerAllyType1
from .set_standing_orders_answer_ally_type_2_type_1 import SetStandingOrdersAnswerAllyType2Type1
from .set_standing_orders_answer_ally_type_3_type_1 import SetStandingOrdersAnswerAllyType3Type1
from .set_standing_orders_call_ally_type_1 import SetStandingOrdersCallAllyType1
from .set_standing_orders_call_ally_type_2_type_1 import SetStandingOrdersCallAllyType2Type1
from .set_standing_orders_call_ally_type_3_type_1 import SetStandingOrdersCallAllyType3Type1
from .set_standing_orders_option import SetStandingOrdersOption

__all__ = (
    "ActionAccepted",
    "ActionPage",
    "ActionRecord",
    "ActionRecordAction",
    "AnswerAlly",
    "AnswerAllyOption",
    "ApostleCardView",
    "Attack",
    "AttackOption",
    "AttackTarget",
    "AttackTargetKind",
    "BattleOut",
    "BattleOutAlliesItem",
    "BattleOutOttomansDefeated",
    "BattleOutWinnerType1",
    "BattleOutWinnerType2Type1",
    "BattleOutWinnerType3Type1",
    "BattleRollOut",
    "BattleView",
    "BlessingView",
    "CallAlly",
    "CallAllyOption",
    "CancelGameResponse200",
    "ConvertCannon",
    "ConvertCannonOption",
    "CreateGame",
    "EndStep",
    "EndStepOption",
    "EventOut",
    "EventPage",
    "Force",
    "GameCreated",
    "GameList",
    "GameOut",
    "GameOutStatus",
    "GameSummary",
    "Health",
    "Joined",
    "JoinGame",
    "LegalActions",
    "ListGamesStatus",
    "Move",
    "MoveOption",
    "Odds",
    "Options",
    "PendingView",
    "PhaseList",
    "PhaseRecord",
    "PhaseRecordKind",
    "PhaseRecordStatus",
    "Placement",
    "PlaceStart",
    "PlaceStartOption",
    "PlayerIn",
    "PlayerPosition",
    "PlayerView",
    "Position",
    "PositionRegions",
    "Problem",
    "ProblemErrorsType0Item",
    "Ready",
    "RegionPosition",
    "RegionView",
    "Reinforce",
    "ReinforceOption",
    "Resign",
    "ResignOption",
    "Rules",
    "RulesActionSchema",
    "RulesApostles",
    "RulesBoard",
    "RulesEvents",
    "RulesEventSchema",
    "RulesLegalActionSchema",
    "SeatInfo",
    "SeatToken",
    "SetStandingOrders",
    "SetStandingOrdersAnswerAllyType1",
    "SetStandingOrdersAnswerAllyType2Type1",
    "SetStandingOrdersAnswerAllyType3Type1",
    "SetStandingOrdersCallAllyType1",
    "SetStandingOrdersCallAllyType2Type1",
    "SetStandingOrdersCallAllyType3Type1",
    "SetStandingOrdersOption",
)
