"""The Ottomans: Rise of the Turkish Empire, 1453-1571 (Decision Games), as a game kind.

The components are data: ``data/pack.json`` (the design: regions, cities, counters,
stratagem pool, tables, turn track, scenarios) and ``data/map.json`` (region shapes and
borders), decoded by :mod:`.components`, checked by :mod:`.validate`, measured by
:mod:`.balance`. They are this server's design (a variant); see ``docs/ottomans/DESIGN.md``
and the rulings O1-O103 in ``docs/ottomans/RULINGS.md``.

The rules engine is registered as the game kind ``ottomans`` (the ``battle1821.kinds``
entry point of ``battle1821-kinds``, so the API hosts it beside 1821); it is pure and
deterministic, ``state + action -> new
state + events``, every die from the seeded RNG saved in the state (:mod:`.rng`):

- :mod:`.state` the typed state, options, actions, options offered and log events;
- :mod:`.setup_game` set-up [4.0, 26.0]; :mod:`.flow` the sequence of play [5.0] as one
  table of states; :mod:`.phases` its automatic parts [5.1, 12.0, 13.0, 14.0, 21.0];
- :mod:`.control` control, pool and hands, losses [6.0, 15.8, 17.2, 19.0];
  :mod:`.movement` [7.0, 8.1, 10.1, 18.0]; :mod:`.combat` [9.0, 10.0, 16.6-16.8];
  :mod:`.naval` naval transport [16.3, 16.4, 11.3]; :mod:`.choices` the choices left to
  players outside combat (forage, plague, reinforcements, where a leader goes);
- :mod:`.view` views redacted per seat; :mod:`.position` described positions;
  :mod:`.invariants` (280 counters conserved); :mod:`.kind` the contract's identity.
"""

from .errors import PositionError, RuleViolation
from .flow import advance, apply, legal_actions, timeout_action, violation, waiting_for
from .glossary import GLOSSARY
from .kind import (
    AUTOMATIC_PHASES,
    CREATE_OPTIONS,
    NAME,
    PHASES,
    POLICIES,
    POLICY_WORDS,
    RULES_VERSION,
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
    rules_data,
    settle,
)
from .position import POSITION_CHECKS, Position, from_position, public_position
from .setup_game import new_game, start
from .state import (
    Action,
    GameCancelled,
    GameState,
    LegalAction,
    LogEvent,
    Options,
    copy_state,
    decode_state,
    encode_state,
)
from .view import View, public_event, redact_action, redact_event, view

__all__ = [
    "NAME", "TITLE", "RULES_VERSION", "SEATS", "SCENARIOS", "PHASES", "AUTOMATIC_PHASES", "POLICIES", "POLICY_WORDS", "TABLE_WORDS", "VIEW_ASKS",
    "CREATE_OPTIONS", "GameState", "Action", "LegalAction", "View", "LogEvent", "Options", "Position", "GameCancelled",
    "new_game", "start", "legal_actions", "violation", "apply", "advance", "settle", "waiting_for",
    "timeout_action", "view", "from_position", "encode_state", "decode_state", "copy_state", "phase_of",
    "automatic_phase", "progress", "rules_data", "board_svg", "notices", "PositionError", "RuleViolation", "redact_event",
    "redact_action", "public_event", "GLOSSARY", "public_position", "POSITION_CHECKS",
]
