"""The Ottomans as a game kind (:class:`gamekinds.contract.GameKind`): identity, phases,
the automatic phases the worker runs, rules data, the board picture, policies."""

from __future__ import annotations

import msgspec

from gamekinds.contract import PhaseKey, turn_notices

from . import board as B
from .flow import STATES, advance, phasing_seat, waiting_for
from .randomplay import greedy_policy, random_policy
from .state import GameState, LogEvent

NAME = "ottomans"
TITLE = "The Ottomans: Rise of the Turkish Empire, 1453-1571"
RULES_VERSION = "ottomans-rules/6"          # 6: a part of a stack an area only some nationalities enter admits moves, marches and is carried there alone (3.14, 18.x; session 27 audit); 5: O228 (Medicis/Vizier picks after the play), O229, O230; 4: O227 (hidden hands: who a window asks; docs/ottomans/ENGINE.md)
# 3: session 8 (15.7, O221 onwards)
# 2: main's naval rules and choices (1) with agents, reaction windows, optional rules 22-25
SEATS = (2, 4)
SCENARIOS = tuple(B.SCENARIO_IDS)
PHASES = ("setup", "initiative", "stratagem_pool", "player_turn", "random_events", "inter_phases")
AUTOMATIC_PHASES = ("initiative", "stratagem_pool", "random_events", "inter_phases")
"""The phases no player decides (the worker runs them, 5.0)."""
MAX_SETTLE_STEPS = 64


def settle(state: GameState, max_steps: int = MAX_SETTLE_STEPS) -> tuple[GameState, list[LogEvent]]:
    """The automatic set-up steps (placements and opening draws, 4.1) until a seat must
    decide or an automatic phase begins (the worker's) or the game ends."""
    s: GameState = state
    ev: list[LogEvent] = []
    for _ in range(max_steps):
        if s.status in ("finished", "lobby") or waiting_for(s) or STATES[s.flow].phase != "setup":
            return s, ev
        s, more = advance(s, 1)
        ev.extend(more)
    return s, ev


def phase_of(state: GameState) -> PhaseKey | None:
    s = state
    if s.status in ("lobby", "finished"):
        return None
    ph = STATES[s.flow].phase
    if s.flow == "discard":
        ph = STATES[s.resume].phase if s.resume in STATES else "player_turn"
        return PhaseKey(ph, s.turn, s.pending_discard, automatic=False)
    if s.flow == "decision" and s.decision_resume in STATES and STATES[s.decision_resume].phase in AUTOMATIC_PHASES:
        # a seat decides within an automatic phase (forage, plague, reinforcements): it pauses
        return PhaseKey(STATES[s.decision_resume].phase, s.turn, s.pending[0].seat, automatic=False)
    if s.flow == "reaction" and s.windows and s.windows[-1].what in ("event", "control") \
            and s.windows[-1].resume in STATES and STATES[s.windows[-1].resume].phase in AUTOMATIC_PHASES:
        # a seat answers a window within an automatic phase (Jesuits/Sufis on the random events
        # roll, Administration (1) against a revolt): the phase pauses, as for a decision
        return PhaseKey(STATES[s.windows[-1].resume].phase, s.turn, s.windows[-1].seats[0], automatic=False)
    if ph == "setup":
        return PhaseKey("setup", s.turn, None)
    seat = phasing_seat(s) if ph in ("stratagem_pool", "player_turn", "random_events") else None
    return PhaseKey(ph, s.turn, seat, automatic=ph in AUTOMATIC_PHASES)


def automatic_phase(state: GameState) -> tuple[str, int] | None:
    """``(name, turn)`` while an automatic phase runs with nobody to ask: ``initiative``,
    ``stratagem_pool_<seat>``, ``random_events_<seat>``, ``inter_phases`` (the seat makes the
    name unique within the turn, one job per name and turn; a job id's characters only)."""
    key = phase_of(state)
    if key is None or not key.automatic or waiting_for(state):
        return None
    name = key.kind if key.seat is None else f"{key.kind}_{key.seat}"
    return name, key.round


def progress(state: GameState) -> str:
    s = state
    if s.flow == "random_events":
        return f"random events of seat {phasing_seat(s)}: {s.events_left} roll(s) left"
    if s.flow == "stratagem_pool":
        return f"stratagem pool of seat {phasing_seat(s)}"
    return f"{s.flow} (turn {s.turn})"


def rules_data() -> dict:
    """The components pack (map, counters, pool, tables, scenarios) as plain data."""
    return msgspec.to_builtins(B.PACK)


def board_svg(view) -> str:
    """The board picture of a :class:`~.view.View` as SVG text (:mod:`.picture`, svgwrite):
    the map with every region in its faction's colour and its controller, seas, cities,
    stacks with their strengths and leaders, the turn track and initiative; only what the
    table sees (never a hand)."""
    from .picture import render

    return render(view, TITLE.split(":")[0])


POLICIES = {"random": random_policy, "greedy": greedy_policy}
POLICY_WORDS = {"greedy": "greedy (the default)", "random": "random (any legal move)"}
""":data:`POLICIES` in words, in the order a client offers them (the contract's ``POLICY_WORDS``)."""
TABLE_WORDS = {"round": "turn", "decision": "a decision"}
"""``max_rounds`` counts game turns (4.0); ``decision_timeout_s`` times out any decision (the contract's ``TABLE_WORDS``)."""
CREATE_OPTIONS = (
    {"name": "scenario", "title": "Scenario", "default": 1,
     "choices": [(s.number, f"{s.number}: {s.name} (turns {s.first_turn}-{s.last_turn})") for s in B.D.scenarios]},
    {"name": "special_tactics", "title": "Special tactics: professional and repeated forced marches (22.0)", "default": False},
    {"name": "pillage", "title": "Pillage (23.0)", "default": False},
    {"name": "colonization", "title": "Colonization (24.0)", "default": False},
    {"name": "civilization", "title": "Civilization (25.0)", "default": False},
)
"""The members of ``Options`` a player picks at creation, in the order a client offers them:
the scenario (26.0) and each optional rule (22.0-25.0, off by default; the contract's
``CREATE_OPTIONS``)."""
VIEW_ASKS = ("decision", "reaction", "reaction_window")
"""The view's members that ask a seat (a decision, a reaction window): None once the game is cancelled (the contract's ``VIEW_ASKS``)."""


def notices(before: GameState | None, after: GameState) -> list[tuple[int, str, dict]]:
    """What a commit tells each seat (the contract's ``notices``): ``your_turn``
    ``{"round", "phase", "step", "decision"}`` to each seat the game newly waits on;
    ``decision`` is the kind of the first decision pending for that seat (``withdraw``,
    ``advance``, ``losses``, ``trade``, ...), or of the reaction window asking it (``weather``,
    ``bids``, ``reroll``, ``commit``, ``agents``, ``administration``, ``retreat``), None when
    it is the seat's own turn."""
    def decision(st: GameState, seat: int) -> str | None:
        d = next((p.kind for p in st.pending if p.seat == seat), None)
        if d is None and st.flow == "reaction" and st.windows and st.windows[-1].seats[:1] == [seat]:
            return st.windows[-1].kind
        return d
    return turn_notices(waiting_for, before, after, decision)
