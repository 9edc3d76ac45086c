"""Random legal play: a reusable helper for property tests, benchmarks and bots.

:func:`sample_action` turns one legal-action option (:mod:`gamekinds.battle1821.options`) into a
concrete action (:mod:`gamekinds.battle1821.actions`) from inside the option's bounds, using
a caller-supplied ``random.Random`` (the bot's randomness, never the game RNG).
:func:`play_random_game` plays a whole game that way.
"""

from __future__ import annotations

import random
from typing import Any, Callable

from . import options as L
from .options import LegalAction
from .actions import (
    Action, AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Placement,
    Reinforce, Resign, SetStandingOrders, Undo,
)
from .flow import advance, apply, is_legal, legal_actions, waiting_for
from .setup import new_game, start
from .state import GameState, Options


def _force(rng: random.Random, rows: list) -> tuple[int, int] | None:
    """A random (infantry, cannons) from the offered ``forces`` rows: a row, then an
    infantry count inside it (:mod:`.options`: every such force is legal)."""
    if not rows:
        return None
    row = rng.choice(rows)
    return rng.randint(row.min_infantry, row.max_infantry), row.cannons


def sample_action(option: LegalAction, rng: random.Random) -> Action | None:
    """A concrete action allowed by ``option`` (None if the option offers nothing)."""
    t = type(option)
    if t is L.EndStepOption:
        return EndStep()
    if t is L.PlaceStartOption:
        return PlaceStart(region=rng.choice(option.regions))
    if t is L.ReinforceOption:
        regions = option.regions
        if len(regions) == 1 or rng.random() < 0.5:
            return Reinforce(placements=[Placement(region=rng.choice(regions),
                                                   infantry=option.infantry, cannons=option.cannons)])
        r = rng.choice(regions)
        i = rng.randint(0, option.infantry)
        c = rng.randint(0, option.cannons)
        if i + c == 0:
            i, c = option.infantry, option.cannons
        return Reinforce(placements=[Placement(region=r, infantry=i, cannons=c)])
    if t is L.ConvertCannonOption:
        return ConvertCannon(region=rng.choice(option.regions))
    if t is L.AttackOption:
        target = rng.choice(option.targets)
        force = _force(rng, target.forces)
        if force is None:
            return None
        blessing = None
        if target.kind == "battle" and option.blessings and rng.random() < 0.3:
            blessing = rng.choice(option.blessings)
        return Attack(from_=option.from_, to=target.region, infantry=force[0], cannons=force[1],
                      call_ally=option.can_call_ally and rng.random() < 0.4, blessing=blessing)
    if t is L.MoveOption:
        force = _force(rng, option.forces)
        if force is None:
            return None
        return Move(from_=option.from_, to=rng.choice(option.to), infantry=force[0], cannons=force[1])
    if t is L.CallAllyOption:
        return CallAlly(call=rng.random() < 0.5)
    if t is L.AnswerAllyOption:
        if option.regions and rng.random() < 0.6:
            return AnswerAlly(accept=True, region=rng.choice(option.regions))
        return AnswerAlly(accept=False)
    if t is L.SetStandingOrdersOption:
        return SetStandingOrders(call_ally=rng.choice(option.call_ally),
                                 answer_ally=rng.choice(option.answer_ally))
    if t is L.ResignOption:
        return Resign()
    if t is L.UndoOption:
        return Undo(count=rng.randint(1, len(option.undoable)))
    raise TypeError(f"unknown option {t.__name__}")


# how often a random player picks each kind of option (relative weights)
WEIGHTS: dict[type, float] = {
    L.EndStepOption: 1.0, L.PlaceStartOption: 1.0, L.ReinforceOption: 1.0,
    L.ConvertCannonOption: 0.3, L.AttackOption: 2.0, L.MoveOption: 1.0,
    L.CallAllyOption: 1.0, L.AnswerAllyOption: 1.0, L.SetStandingOrdersOption: 0.03,
    L.ResignOption: 0.0, L.UndoOption: 0.15,
}


def choose_action(options: list[LegalAction], rng: random.Random,
                  weights: dict[type, float] | None = None) -> Action | None:
    """Pick an option by weight and sample a concrete action from it."""
    w = weights or WEIGHTS
    opts = [o for o in options if w.get(type(o), 0.0) > 0]
    while opts:
        o = rng.choices(opts, weights=[w[type(x)] for x in opts])[0]
        a = sample_action(o, rng)
        if a is not None:
            return a
        opts.remove(o)
    return None


def play_random_game(seats: int, seed: str, max_rounds: int | None = 4, *,
                     rng: random.Random | None = None, weights: dict[type, float] | None = None,
                     check: Callable[[GameState, object, list[Any]], None] | None = None,
                     max_actions: int = 100_000) -> tuple[GameState, list[tuple[int | None, Action | None]]]:
    """Play a whole game with random legal actions; returns ``(state, actions)`` where
    ``actions`` is the list of ``(seat, action)`` applied (``None`` seat: an
    ``advance`` step). ``check(state, action, events)`` is called after every step."""
    rng = rng or random.Random(seed)
    s = new_game(seats, seed, Options(max_rounds=max_rounds))
    s, ev = start(s)
    if check:
        check(s, None, ev)
    log: list[tuple[int | None, Action | None]] = []
    for _ in range(max_actions):
        if s.status == "finished":
            break
        seats_waiting = waiting_for(s)
        if not seats_waiting:
            before = s
            s, ev = advance(s, max_steps=1)
            log.append((None, None))
            if check:
                check(s, None, ev)
            if s is before and not ev:
                raise RuntimeError("stuck: nobody to wait for and no automatic step")
            continue
        seat = seats_waiting[0]
        options = legal_actions(s, seat)
        a = choose_action(options, rng, weights)
        if a is None:
            raise RuntimeError(f"seat {seat} is waited on but has no usable option")
        if check and not is_legal(s, seat, a):
            raise AssertionError(f"sampled an action the predicate refuses: {a!r}")
        s, ev = apply(s, seat, a)
        log.append((seat, a))
        if check:
            check(s, a, ev)
    return s, log


def replay(seats: int, seed: str, max_rounds: int | None, log: list[tuple[int | None, Action | None]]) -> GameState:
    """Re-run a logged game (from :func:`play_random_game`) and return the final state."""
    s = new_game(seats, seed, Options(max_rounds=max_rounds))
    s, _ = start(s)
    for seat, a in log:
        if seat is None:
            s, _ = advance(s, max_steps=1)
        else:
            s, _ = apply(s, seat, a)
    return s
