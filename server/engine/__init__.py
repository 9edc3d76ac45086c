"""The rules of *1821, The Battle* as a pure, deterministic engine.

No I/O, no clock, no globals: ``state + action -> new state + events``, with every die
from the game's seeded RNG saved in the state (R27). The API, store and worker are thin
layers around these functions.

Public surface (shapes in each function's docstring):

- :func:`new_game` ``(seats, seed, options, names) -> GameState`` in the lobby.
- :func:`start` ``(state) -> (state, events)``: all seats filled; runs setup (R5-R8).
- :func:`legal_actions` ``(state, seat) -> list[LegalAction]``: typed options.
- :func:`apply` ``(state, seat, action) -> (state, events)``; raises
  :class:`RuleViolation`.
- :func:`advance` ``(state, max_steps=None) -> (state, events)``: runs automatic steps
  (setup rolls, the Ottoman phase) until a player decision or the end of the phase.
- :func:`waiting_for` ``(state) -> list[int]``: seats the game waits on now.
- :func:`timeout_action` ``(state) -> (seat, action) | None``: R19's default answer to
  the pending decision (for ``decision_timeout_s``).
- :func:`view` ``(state, seat | None) -> View``: without hidden parts.
- :func:`from_position` ``(Position, seed) -> GameState``; raises :class:`PositionError`.
- :func:`battle_odds` ``(attackers, defenders) -> Odds``: exact (R12-R13).
"""

from .actions import Action
from .errors import PositionError, RuleViolation
from .events import Event
from .game import advance, apply, legal_actions, new_game, start, timeout_action, waiting_for
from .legal import LegalAction
from .odds import Odds, battle_odds
from .position import Position, from_position
from .state import GameState, Options, copy_state, decode_state, encode_state
from .view import View, view

__all__ = [
    "Action", "Event", "GameState", "LegalAction", "Odds", "Options", "Position",
    "PositionError", "RuleViolation", "View", "advance", "apply", "battle_odds",
    "copy_state", "decode_state", "encode_state", "from_position", "legal_actions",
    "new_game", "start", "timeout_action", "view", "waiting_for",
]
