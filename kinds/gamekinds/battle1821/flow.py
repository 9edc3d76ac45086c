"""The game flow as one table of states (the *Rally the Troops* ``game.state`` style).

The state's row is stored by name in ``GameState.flow`` and set where the rules move on
(never recomputed from other fields); a pending decision (``s.pending``) or a rolling
battle (``s.battle``) is handled by its own row within it. Each row of :data:`STATES` names who acts (``actor``), what it is offered
(``options``), the verbs it may send (``verbs``: action type -> ``(check, do)``) and, for
automatic states, ``run`` (one automatic step). :func:`legal_actions` lists a row's
options; :func:`violation` is the one legality predicate (a verb's ``check`` states the
same bounds its options offer, see :mod:`.options`); :func:`apply` checks, then runs the
verb's effect; :func:`advance` dispatches ``run`` rows until a seat must decide. The
round ends in one place, :func:`_end_round`.

States: ``lobby``; ``first_player`` (automatic, R6); ``place_start`` (R7);
``reinforcement`` / ``attack`` / ``movement`` (Greek phase, R9-R17); ``call_ally`` /
``answer_ally`` (a pending decision, R18-R19); ``battle`` (automatic rolls, R12-R14);
``ottoman`` (automatic units, R20-R24); ``round_end`` (automatic, R26 then the next
round); ``finished``.

Public functions copy the state once (:func:`.state.copy_for_step`) and return
``(new_state, events)``; rows mutate the working copy ``s`` and append log events to ``ev``.
"""

from __future__ import annotations

from typing import Callable, NamedTuple

from . import allies, apostles, battle, scoring, setup, undo
from .actions import (
    Action, AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Reinforce,
    Resign, SetStandingOrders, Undo,
)
from .errors import RuleViolation
from .greek import attack, conversion, movement, reinforcement
from .greek.turn import active_seat, begin_greek_round, end_turn
from .log import LogEvent, PlayerResigned, StandingOrdersSet
from .options import LegalAction, ResignOption, SetStandingOrdersOption
from .ottoman.phase import ottoman_step, phase_done
from .state import GameState, copy_for_step

Check = Callable[[GameState, int, object], None]
Effect = Callable[[GameState, list, int, object], None]


class Verb(NamedTuple):
    """An action a state accepts: ``check`` raises the RuleViolation of the rule the
    action breaks (nothing when legal); ``do`` applies a checked action."""
    check: Check
    do: Effect


class FlowState(NamedTuple):
    """One row of the flow table (module doc)."""
    actor: Callable[[GameState], int | None] | None = None
    options: Callable[[GameState, int], list] | None = None
    verbs: dict[type, Verb] = {}
    run: Callable[[GameState, list], bool] | None = None   # True: stop advancing here


def _pending_seat(s: GameState) -> int:
    return s.pending.seat


def _no_check(s: GameState, seat: int, a) -> None:
    """Always legal."""


def _end_movement(s: GameState, ev: list, seat: int, a) -> None:
    end_turn(s, ev)


def _run_first_player(s: GameState, ev: list) -> bool:
    setup.first_player(s, ev)
    return False


def _run_battle(s: GameState, ev: list) -> bool:
    battle.run_battle(s, ev)
    _after(s, ev, active_seat(s), seat_is_active=True)
    return False


def _run_ottoman(s: GameState, ev: list) -> bool:
    """One Ottoman unit and the battle it opens; the round ends with the phase's last unit."""
    ottoman_step(s, ev)
    if s.battle is not None:
        if s.pending is None:
            battle.run_battle(s, ev)
        _after(s, ev, None)
    if s.status == "active" and s.battle is None and s.pending is None and phase_done(s):
        _end_round(s, ev)
        return True
    return False


def _run_round_end(s: GameState, ev: list) -> bool:
    _end_round(s, ev)
    return True


_CONVERT = Verb(conversion.check, conversion.do)
_UNDO = Verb(undo.check, None)   # applied by undo.undo in apply(), not by a row effect

STATES: dict[str, FlowState] = {
    "lobby": FlowState(),
    "first_player": FlowState(run=_run_first_player),
    "place_start": FlowState(active_seat, setup.place_start_options, {
        PlaceStart: Verb(setup.check_place_start, setup.place_start), Undo: _UNDO}),
    "reinforcement": FlowState(active_seat, reinforcement.options, {
        Reinforce: Verb(reinforcement.check, reinforcement.do), ConvertCannon: _CONVERT,
        EndStep: Verb(reinforcement.check_end, reinforcement.end), Undo: _UNDO}),
    "attack": FlowState(active_seat, attack.options, {
        Attack: Verb(attack.check, attack.do), ConvertCannon: _CONVERT,
        EndStep: Verb(_no_check, attack.end), Undo: _UNDO}),
    "movement": FlowState(active_seat, movement.options, {
        Move: Verb(movement.check, movement.do), ConvertCannon: _CONVERT,
        EndStep: Verb(_no_check, _end_movement), Undo: _UNDO}),
    "call_ally": FlowState(_pending_seat, allies.call_options, {
        CallAlly: Verb(allies.check_call, allies.do_call)}),
    "answer_ally": FlowState(_pending_seat, allies.answer_options, {
        AnswerAlly: Verb(allies.check_answer, allies.do_answer)}),
    "battle": FlowState(run=_run_battle),
    "ottoman": FlowState(run=_run_ottoman),
    "round_end": FlowState(run=_run_round_end),
    "finished": FlowState(),
}

_ALL_VERBS = frozenset(t for st in STATES.values() for t in st.verbs)


def state_name(s: GameState) -> str:
    """The row of :data:`STATES` that ``s`` is in: its stored ``flow``, unless a decision
    is pending (``call_ally`` / ``answer_ally``, stored in ``s.pending``) or a battle is
    rolling (``battle``, ``s.battle``) within it."""
    if s.flow == "finished":
        return "finished"
    if s.pending is not None:
        return s.pending.kind
    if s.battle is not None:
        return "battle"
    return s.flow


def _actor(s: GameState, st: FlowState) -> int | None:
    return None if st.actor is None else st.actor(s)


# =========================================================================== public

def waiting_for(state: GameState) -> list[int]:
    """Seats the game waits on now: the seat of a pending decision (R19), else the
    active player in setup placement / the Greek phase. Empty during automatic steps
    (setup rolls, battles, the Ottoman phase) and once finished."""
    a = _actor(state, STATES[state_name(state)])
    return [] if a is None else [a]


def timeout_action(state: GameState) -> tuple[int, Action] | None:
    """R19 ``decision_timeout_s``: the default answer to the pending decision, as
    ``(seat, action)`` to :func:`apply` when the seat did not answer in time
    (``CallAlly(call=False)`` / ``AnswerAlly(accept=False)``); ``None`` when nothing is
    pending."""
    p = state.pending
    if p is None or state.status == "finished":
        return None
    if p.kind == "call_ally":
        return p.seat, CallAlly(call=False)
    return p.seat, AnswerAlly(accept=False)


def legal_actions(state: GameState, seat: int) -> list[LegalAction]:
    """Typed options (:mod:`gamekinds.battle1821.options`) for ``seat`` now; empty when the
    seat has nothing to do. ``set_standing_orders`` and ``resign`` are always offered to
    a seated, non-resigned player while the game is not finished (R19); ``undo`` when
    the seat acting in a Greek step has actions to take back (:mod:`.undo`)."""
    if not 0 <= seat < state.seats or state.status == "finished":
        return []
    if state.players[seat].resigned:
        return []
    st = STATES[state_name(state)]
    out: list = []
    if st.options is not None and _actor(state, st) == seat:
        out = st.options(state, seat)
        if Undo in st.verbs:
            u = undo.option(state, seat)
            if u is not None:
                out.append(u)
    out.append(SetStandingOrdersOption())
    out.append(ResignOption())
    return out


def _verb(state: GameState, seat: int, action) -> Verb | None:
    """The row's verb for ``action`` (None for the always-legal standing orders and
    resign); raises the RuleViolation when ``seat`` may not send it now."""
    if not 0 <= seat < state.seats:
        raise RuleViolation("not_seated", f"there is no seat {seat}", None)
    if state.status == "finished":
        raise RuleViolation("game_over", "the game is over", "R26")
    if state.players[seat].resigned:
        raise RuleViolation("resigned", "you resigned from this game", None)
    t = type(action)
    if t is SetStandingOrders or t is Resign:
        return None
    name = state_name(state)
    st = STATES[name]
    if st.actor is None or st.actor(state) != seat:   # _actor(state, st) != seat
        if t in (CallAlly, AnswerAlly) and (state.pending is None or state.pending.seat != seat):
            raise RuleViolation("no_decision_pending", "nothing is asked of you now", "R19")
        if state.phase == "ottoman":
            raise RuleViolation("ottoman_phase", "the Ottoman phase is running", "R9")
        if name == "lobby":
            raise RuleViolation("wrong_step", "the game has not started", "R5")
        raise RuleViolation("not_your_turn", "it is not your turn", "R9")
    verb = st.verbs.get(t)
    if verb is None:
        if t in (CallAlly, AnswerAlly):
            raise RuleViolation("no_decision_pending", "this question is not asked now", "R19")
        if t in _ALL_VERBS:
            raise RuleViolation("wrong_step", f"{t.__name__} is not possible in step {name}", "R9")
        raise RuleViolation("illegal_action", "unknown action", None)
    verb.check(state, seat, action)
    return verb


def violation(state: GameState, seat: int, action: Action) -> RuleViolation | None:
    """The one legality predicate: the :class:`RuleViolation` ``apply`` would raise for
    ``action`` by ``seat`` now (its ``code`` names the rule), or None when it is legal.
    Every action built from inside an offered option is legal (:mod:`.options`)."""
    try:
        _verb(state, seat, action)
    except RuleViolation as e:
        return e
    return None


def is_legal(state: GameState, seat: int, action: Action) -> bool:
    """``violation(state, seat, action) is None``."""
    return violation(state, seat, action) is None


def apply(state: GameState, seat: int, action: Action) -> tuple[GameState, list[LogEvent]]:
    """Apply ``action`` (:mod:`gamekinds.battle1821.actions`) for ``seat``; returns
    ``(new_state, events)``. The action is first checked (:func:`violation`); a battle it
    starts or resumes then runs until it ends or a decision is pending (R12-R19);
    afterwards Apostles are awarded (R25) and the end conditions checked (R26), and the
    undo stack is pushed or cleared (:func:`.undo.after_action`). ``Undo`` takes back
    the seat's last actions instead (:func:`.undo.undo`).

    Raises :class:`RuleViolation` with code ``game_over``, ``not_your_turn``,
    ``ottoman_phase``, ``wrong_step``, ``illegal_action``, ``no_decision_pending``,
    ``not_adjacent``, ``must_leave_one``, ``insufficient_forces``,
    ``not_your_region``, ``unknown_region``, ``resigned``, ``not_seated``,
    ``undo_barrier`` (with ``barrier``)."""
    verb = _verb(state, seat, action)
    if verb is _UNDO:
        return undo.undo(state, seat, action.count)
    # _verb returns a row's verb only to the seat acting (the actor)
    actor = seat if verb is not None else _actor(state, STATES[state_name(state)])
    s = copy_for_step(state)
    ev: list = []
    if verb is not None:
        verb.do(s, ev, seat, action)
        if s.battle is not None:
            battle.run_battle(s, ev)
    elif type(action) is SetStandingOrders:
        _set_standing_orders(s, ev, seat, action)
    else:
        _resign(s, ev, seat)
    if type(action) is not SetStandingOrders:
        _after(s, ev, active_seat(s), seat_is_active=True)
    undo.after_action(state, s, seat, actor, action, STATES[state_name(s)])
    return s, ev


def _set_standing_orders(s: GameState, ev: list, seat: int, a: SetStandingOrders) -> None:
    """R19: ``None`` keeps the current order."""
    p = s.players[seat]
    if a.call_ally is not None:
        p.call_ally = a.call_ally
    if a.answer_ally is not None:
        p.answer_ally = a.answer_ally
    ev.append(StandingOrdersSet(seat=seat, call_ally=p.call_ally, answer_ally=p.answer_ally))


def _resign(s: GameState, ev: list, seat: int) -> None:
    """The seat leaves: pieces stay; any decision asked of it gets the default answer
    (R19); if it is the active player its turn ends (once its battle is over)."""
    s.players[seat].resigned = True
    ev.append(PlayerResigned(seat=seat))
    if s.pending is not None and s.pending.seat == seat:
        if s.pending.kind == "call_ally":
            allies.answer_call(s, ev, False)
        else:
            allies.answer_ally(s, ev, seat, False, None)
        if s.battle is not None:
            battle.run_battle(s, ev)


def _skip_resigned_active(s: GameState, ev: list, a: int | None) -> None:
    """A resigned active player is never waited on: end its setup placement or turn
    (``a``: ``active_seat(s)``)."""
    while s.pending is None and s.battle is None and s.status in ("setup", "active"):
        if a is None or not s.players[a].resigned:
            return
        if s.phase == "setup":
            s.turn_index += 1
            setup.next_placer(s, ev)
        elif s.phase == "greek":
            end_turn(s, ev)
        else:
            return
        a = active_seat(s)


def _after(s: GameState, ev: list, seat: int | None, seat_is_active: bool = False) -> None:
    """After every completed action or automatic step: R25 awards (``seat`` first in the
    Greek phase; ``seat_is_active``: it is ``active_seat(s)``), R26 end check."""
    a = seat if seat_is_active else active_seat(s)
    if a is not None and s.players[a].resigned:   # else _skip_resigned_active does nothing
        _skip_resigned_active(s, ev, a)
    if s.status != "active":
        return
    if apostles.may_award(s):   # award_apostles's own first test, without its call
        apostles.award_apostles(s, ev, seat if s.phase == "greek" else None)
    scoring.check_end(s, ev)


def advance(state: GameState, max_steps: int | None = None) -> tuple[GameState, list[LogEvent]]:
    """Run automatic states (rows with ``run``): setup rolls (R6), a battle with no
    decision pending, Ottoman units (R20-R24), the round's end. Stops at a seat's
    decision, at the end of the Ottoman phase (the next round's Greek phase has then
    begun, or the game ended), or after ``max_steps`` steps. Returns ``(state,
    events)``; the state is copied only when something ran."""
    ev: list = []
    s = None
    steps = 0
    while max_steps is None or steps < max_steps:
        cur = state if s is None else s
        run = STATES[state_name(cur)].run
        if run is None:
            break
        if s is None:
            s = copy_for_step(state)
        steps += 1
        fp = undo.fingerprint(s)
        stop = run(s, ev)
        kind = undo.random_kind(fp, s)
        if stop:
            break
    if s is not None:
        undo.after_advance(s, kind, waiting_for(s))   # an automatic step is always an undo barrier
    return (state if s is None else s), ev


def _end_round(s: GameState, ev: list) -> None:
    """The round ends here and only here: R26 end checks after the Ottoman phase,
    otherwise the next round's Greek phase."""
    if scoring.check_end(s, ev, after_ottoman_phase=True, end_of_round=True):
        return
    if s.status == "finished":
        return
    begin_greek_round(s, ev)
