"""1821 as a game kind (:class:`gamekinds.contract.GameKind`): its identity, its
automatic phase, its rules data for clients and its computer-seat policies."""

from __future__ import annotations

from typing import Any

from gamekinds.contract import PhaseKey, places, turn_notices

from .board import APOSTLES_RAW, BOARD, EVENTS_RAW
from .flow import advance, waiting_for
from .policies import POLICIES
from .scoring import fame, regions_controlled, strength_on_board
from .state import GameState

NAME = "battle1821"
TITLE = "1821, The Battle (Η ΜΑΧΗ)"
SEATS = (2, 4)
"""2 to 4 Greek players; the Ottoman side plays itself (R20-R24)."""
SCENARIOS = ("standard",)
"""The rulebook's one game (R5-R8 set-up)."""
PHASES = ("setup", "greek_turn", "ottoman")
"""The phases of :func:`phase_of`: the setup (R5-R8), a Greek player's turn, the Ottoman phase."""
AUTOMATIC_PHASES = ("ottoman",)
"""The Ottoman phase (R20-R24) runs in the worker; a Greek action meanwhile is 409 ``ottoman_phase``."""
POLICY_WORDS = {"greedy": "greedy (the default)", "search": "search (looks ahead)", "random": "random (any legal move)"}
""":data:`POLICIES` in words, in the order a client offers them (the contract's ``POLICY_WORDS``)."""
TABLE_WORDS = {"round": "round", "decision": "an Ally question"}
"""``max_rounds`` counts rounds; ``decision_timeout_s`` times out an Ally question (R18; the contract's ``TABLE_WORDS``)."""
VIEW_ASKS = ("active_seat", "pending")
"""The view's members that ask a seat (whose turn it is, an Ally question pending, R18): None once the game is cancelled (the contract's ``VIEW_ASKS``)."""


MAX_SETTLE_STEPS = 64


def settle(state: GameState, max_steps: int = MAX_SETTLE_STEPS) -> tuple[GameState, list]:
    """The automatic steps after a write outside the Ottoman phase (setup rolls, step
    changes, R5-R10) until a seat must decide, the Ottoman phase begins (the worker's) or
    the game ends: ``(state, events)`` (the state given back when nothing is due)."""
    s, ev = state, []
    for _ in range(max_steps):
        if s.status in ("finished", "lobby") or s.phase in ("ottoman", "lobby", "end"):
            return s, ev
        if waiting_for(s):
            return s, ev
        s2, more = advance(s)
        ev.extend(more)
        if not more and s2.phase == s.phase and s2.step == s.step and s2.round == s.round:
            return s2, ev
        s = s2
    return s, ev


def phase_of(state: GameState) -> PhaseKey | None:
    """The phase record's key: ``setup`` (R5-R8), a Greek player's ``greek_turn`` (R9-R19,
    its seat) or the automatic ``ottoman`` phase (R20-R24), with the round; None in the
    lobby and at the end."""
    s = state
    if s.status in ("lobby", "finished") or s.phase in ("lobby", "end"):
        return None
    if s.phase == "setup":
        return PhaseKey("setup", s.round, None)
    if s.phase == "greek":
        seat = s.turn_order[s.turn_index] if s.turn_index < len(s.turn_order) else None
        return PhaseKey("greek_turn", s.round, seat)
    if s.phase == "ottoman":
        return PhaseKey("ottoman", s.round, None, automatic=True)
    return None


def automatic_phase(state: GameState) -> tuple[str, int] | None:
    """``("ottoman", round)`` when the game is in the Ottoman phase (R20-R24) with no
    seat's decision pending (R19) — the worker's to run — else None."""
    if state.status == "active" and state.phase == "ottoman" and state.pending is None:
        return ("ottoman", state.round)
    return None


def progress(state: GameState) -> str:
    """The automatic step in progress, in words: ``<step>: waiting for seat N (<decision>)``,
    ``<step>: battle N`` or ``<step> #<cursor>`` (the Ottoman phase's place, R20-R24)."""
    s = state
    if s.pending is not None:
        return f"{s.step}: waiting for seat {s.pending.seat} ({s.pending.kind})"
    if s.battle is not None:
        return f"{s.step}: battle {s.battle.number}"
    return f"{s.step} #{s.ottoman.cursor if s.ottoman is not None else 0}"


def rules_data() -> dict[str, Any]:
    """The board graph (regions with lon/lat, borders, R2-R3), the Event cards (R20) and
    the Apostles with their Blessings (R25), as ``{"board", "events", "apostles"}``."""
    return {"board": BOARD.raw, "events": EVENTS_RAW, "apostles": APOSTLES_RAW}


def board_svg(view) -> str:
    """The board picture of a :class:`~.view.View` as SVG text (:mod:`.picture`, svgwrite)."""
    from .picture import render

    return render(view)


__all__ = [
    "NAME", "TITLE", "SEATS", "SCENARIOS", "PHASES", "AUTOMATIC_PHASES", "MAX_SETTLE_STEPS", "POLICIES", "POLICY_WORDS", "TABLE_WORDS", "VIEW_ASKS", "automatic_phase", "board_svg", "phase_of", "progress", "rules_data", "settle",
]


def notices(before: GameState | None, after: GameState) -> list[tuple[int, str, dict]]:
    """What a commit tells each seat (the contract's ``notices``): ``ally_requested``
    ``{"battle", "round"}`` when an ``answer_ally`` decision is newly asked of a seat (R18);
    otherwise ``your_turn`` ``{"round", "phase", "step", "decision"}`` to a seat the game
    newly waits on (``decision``: the pending decision's kind asked of that seat, R19)."""
    out: list[tuple[int, str, dict]] = []
    p = after.pending
    for seat in waiting_for(after):
        if p is not None and p.seat == seat and p.kind == "answer_ally":
            b = before.pending if before is not None else None
            if not (b is not None and b.seat == seat and b.kind == p.kind and b.battle == p.battle):
                out.append((seat, "ally_requested", {"battle": p.battle, "round": after.round}))
    asked = {seat for seat, _, _ in out} | ({p.seat} if p is not None and p.kind == "answer_ally" else set())
    out += [n for n in turn_notices(waiting_for, before, after,
                                    lambda st, seat: st.pending.kind if st.pending is not None and st.pending.seat == seat else None)
            if n[0] not in asked]
    return out


def ranking(state: GameState) -> list[int] | None:
    """Each seat's place in a finished game (``gamekinds.contract``'s optional
    ``ranking``), None before the end. 1821 is semi-cooperative: on an Ottoman victory
    (R26) every Greek seat lost together, all in one place; otherwise by R26's order (Fame,
    then regions, then strength on the board), a seat that resigned after every seat that
    did not."""
    if state.status != "finished":
        return None
    if state.end_reason == "ottoman_victory":
        return [1] * state.seats
    return places([(not state.players[seat].resigned, fame(state, seat), regions_controlled(state, seat),
                    strength_on_board(state, seat)) for seat in range(state.seats)])
