"""The rules of *1821, The Battle* as a pure, deterministic engine.

No I/O, no clock, no globals: ``state + action -> new state + events``, with every die
from the game's seeded RNG saved in the state (R27). The API, store and worker are thin
layers around these functions.

Public surface (shapes in each function's docstring):

- :func:`new_game` ``(seats, seed, options, names) -> GameState`` in the lobby.
- :func:`start` ``(state) -> (state, events)``: all seats filled; runs setup (R5-R8).
- :func:`legal_actions` ``(state, seat) -> list[LegalAction]``: typed options whose
  bounds are joint: every action built from inside one is legal (:mod:`.options`).
- :func:`violation` ``(state, seat, action) -> RuleViolation | None`` and
  :func:`is_legal` ``(state, seat, action) -> bool``: the one legality predicate.
- :func:`apply` ``(state, seat, action) -> (state, events)``: checks with
  :func:`violation`, then applies; raises :class:`RuleViolation`. The ``undo`` action
  takes back the seat's last actions of its turn, up to the last barrier (:mod:`.undo`).
- :func:`advance` ``(state, max_steps=None) -> (state, events)``: runs automatic steps
  (setup rolls, the Ottoman phase) until a player decision or the end of the phase.
- :func:`waiting_for` ``(state) -> list[int]``: seats the game waits on now.
- :func:`timeout_action` ``(state) -> (seat, action) | None``: R19's default answer to
  the pending decision (for ``decision_timeout_s``).
- :func:`view` ``(state, seat | None) -> View``: without hidden parts.
- :func:`from_position` ``(Position, seed) -> GameState``; raises :class:`PositionError`.
- :func:`battle_odds` ``(attackers, defenders) -> Odds``: exact (R12-R13).
- :data:`RULES_VERSION`: the rules version games and their records pin (:mod:`.version`).

As a game kind (:class:`gamekinds.contract.GameKind`): :data:`NAME` ``battle1821``,
:data:`TITLE`, :data:`SEATS` (2-4 Greek players; the Ottomans play themselves),
:data:`SCENARIOS` (the one game of the rulebook), :func:`automatic_phase` (the Ottoman
phase, R20-R24, run by the worker), :func:`rules_data` (board, Events, Apostles) and
:data:`POLICIES` (computer-seat policies).
"""

from gamekinds.contract import (
    action_as_is as redact_action,  # 1821's accepted actions are public
)
from gamekinds.contract import (
    public_as_is as public_event,  # 1821's log is public as it is
)

from .actions import Action
from .errors import PositionError, RuleViolation
from .flow import (
    advance,
    apply,
    is_legal,
    legal_actions,
    timeout_action,
    violation,
    waiting_for,
)
from .kind import (
    AUTOMATIC_PHASES,
    NAME,
    PHASES,
    POLICIES,
    POLICY_WORDS,
    SCENARIOS,
    SEATS,
    TABLE_WORDS,
    TITLE,
    VIEW_ASKS,
    automatic_phase,
    board_svg,
    notices,
    phase_of,
    progress,
    ranking,
    rules_data,
    settle,
)
from .log import GameCancelled, LogEvent
from .odds import Odds, battle_odds
from .options import LegalAction, unknown_reference
from .position import POSITION_CHECKS, Position, from_position
from .setup import new_game, start
from .state import GameState, Options, copy_state, decode_state, encode_state
from .version import RULES_VERSION
from .view import View, view

GLOSSARY: dict[str, str] = {}
"""1821's members are described by the server's glossary (``server.api.glossary``), the first kind's."""

__all__ = [
    "AUTOMATIC_PHASES", "NAME", "PHASES", "POLICIES", "POLICY_WORDS", "SCENARIOS", "TABLE_WORDS", "VIEW_ASKS", "SEATS", "TITLE", "automatic_phase", "board_svg", "notices", "phase_of", "progress", "ranking", "rules_data", "settle",
    "public_event", "redact_action", "GLOSSARY", "RULES_VERSION", "Action", "GameCancelled", "GameState", "LegalAction", "LogEvent", "Odds", "Options", "Position",
    "PositionError", "RuleViolation", "View", "advance", "apply", "battle_odds",
    "POSITION_CHECKS", "copy_state", "decode_state", "encode_state", "from_position", "is_legal",
    "legal_actions", "new_game", "start", "timeout_action", "view", "violation",
    "unknown_reference", "waiting_for",
]
