"""The Ottoman phase (R20-R24) as automatic, resumable steps.

The phase is a little machine kept in ``s.ottoman`` (:class:`state.OttomanPhase`) and
``s.step``: ``event`` → ``reinforcement`` → ``movement`` → ``attack``. Each call of
:func:`ottoman_step` does one unit of work:

- ``event``: draw the Event and apply it (R20) — up to and including the first effect
  item that opens a battle (a later call applies the rest);
- ``reinforcement``: one reinforcement region (R21), then returning the Greek losses;
- ``movement``: one movement pass (R22; twice with ``double_ottoman_movement``);
- ``attack``: planning (at the step's start) and one attack (R23).

A unit that opens a battle (``battle.begin_battle``) returns at once; the flow
(:mod:`gamekinds.battle1821.flow`) runs ``battle.run_battle`` — possibly pausing for Ally decisions —
and calls :func:`ottoman_step` again once ``s.battle`` is None. The next call settles
the finished unit (R23 ``won`` bookkeeping, R25 awards, R26 end check) before going on.
After each completed unit Apostles are awarded (R25, turn order) and the end conditions
are checked (R26); after the last unit :func:`phase_done` is True (the game may also
have ended: ``status == "finished"``).

Randomness (R27): reshuffles and every die come from the game RNG in the state.
"""

from __future__ import annotations

from .. import apostles, event_cards, scoring
from ..board import EVENTS
from ..log import EventDrawn
from gamekinds.rng import Rng
from ..state import GameState, OttomanPhase
from .attack import ottoman_attack
from .movement import ottoman_movement_step
from .reinforcement import ottoman_reinforcement
from .ties import next_step, start_step


def _unit_done(s: GameState, ev: list) -> None:
    """After a completed unit of work: R25 awards (Ottoman phase: turn order), R26 check."""
    apostles.award_apostles(s, ev, None)
    scoring.check_end(s, ev)


def begin_ottoman_phase(s: GameState, ev: list) -> None:
    """Called when the last Greek player ends its movement step: ``s.phase = "ottoman"``,
    ``s.step = "event"``, fresh ``s.ottoman``. Runs nothing yet (the worker does)."""
    s.phase = s.flow = "ottoman"
    s.step = "event"
    s.ottoman = OttomanPhase()


def phase_done(s: GameState) -> bool:
    """True when every step of this round's Ottoman phase has run (or the game ended)."""
    if s.status == "finished":
        return True
    return s.ottoman is not None and s.ottoman.done


def ottoman_step(s: GameState, ev: list) -> None:
    """Run one automatic unit of the Ottoman phase (see the module doc): the Event; one
    reinforcement region; one movement pass; planning the attacks and/or one attack.
    May open a battle (``battle.begin_battle``) — the caller then runs it and calls
    again. Raises ``RuntimeError`` if called while a battle is running. When the phase
    is over ``phase_done(s)`` is True."""
    if s.battle is not None:
        raise RuntimeError("ottoman_step called while a battle is running; run it first")
    if s.ottoman is None:
        begin_ottoman_phase(s, ev)
    o = s.ottoman
    if phase_done(s):
        return
    if o.battle_open:  # the battle opened by the previous unit is over: settle that unit
        o.battle_open = False
        t = o.last_target
        if t >= 0 and s.step == "attack" and s.owner[t] < 0 and s.ottomans[t] > 0 and t not in o.won:
            o.won.append(t)
        o.last_target = -1
        _unit_done(s, ev)
        if phase_done(s):
            return
    run = STEPS.get(s.step)
    if run is None:
        raise RuntimeError(f"not an Ottoman step: {s.step!r}")
    run(s, ev)
    if s.battle is not None:
        o.battle_open = True
    else:
        _unit_done(s, ev)


def draw_event(s: GameState, ev: list) -> int:
    """R20: the top Event card; when the deck is empty the discard pile is shuffled (game
    RNG) into a new deck first. The card goes on the discard pile at once and is
    remembered in ``s.ottoman.event``. Emits ``EventDrawn``."""
    reshuffled = False
    if not s.event_deck:
        deck = list(s.event_discard)
        rng = Rng.load(s)
        rng.shuffle(deck)
        rng.store(s)
        s.event_deck = deck
        s.event_discard = []
        reshuffled = True
    card = s.event_deck.pop(0)
    s.event_discard.append(card)
    s.ottoman.event = card
    ev.append(EventDrawn(card=EVENTS[card]["id"], title=EVENTS[card]["title"], reshuffled=reshuffled))
    return card


def ottoman_event(s: GameState, ev: list) -> None:
    """R20 Event step: draw the top Event card (reshuffling the discard pile into a new
    deck when the deck is empty) and apply its effects (``event_cards.apply_event``). If an
    effect opens a battle the remaining effects are applied by the next call
    (``s.ottoman.cursor`` = next effect item)."""
    o = s.ottoman
    if not o.started:
        start_step(s, ev, "event")
        if not s.event_deck and not s.event_discard:
            next_step(s, "reinforcement")  # no cards at all (defensive): nothing to apply
            return
        draw_event(s, ev)
    nxt = event_cards.apply_event(s, ev, o.event, o.cursor)
    if nxt is None:
        next_step(s, "reinforcement")
    else:
        o.cursor = nxt




STEPS = {
    "event": ottoman_event,
    "reinforcement": ottoman_reinforcement,
    "movement": ottoman_movement_step,
    "attack": ottoman_attack,
}
"""The Ottoman steps in the rulebook's order; each entry runs one unit of its step."""
