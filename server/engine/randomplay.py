"""Random legal play: a reusable helper for property tests, benchmarks and bots.

:func:`sample_action` turns one legal-action option (:mod:`server.engine.legal`) into a
concrete action (:mod:`server.engine.actions`) that respects the option's limits, using
a caller-supplied ``random.Random`` (the bot's randomness, never the game RNG).
:func:`play_random_game` plays a whole game that way.
"""

from __future__ import annotations

import random
from typing import Callable

from . import legal as L
from .actions import (
    AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Placement,
    Reinforce, Resign, SetStandingOrders,
)
from .state import CANNON_STRENGTH, GameState, Options


def _commit(rng: random.Random, infantry: int, cannons: int, max_i: int, max_c: int,
            min_strength: int = 1) -> tuple[int, int] | None:
    """A random (infantry, cannons) with at least one piece, strength >= min_strength,
    within the maxima, leaving >= 1 strength of ``infantry``/``cannons`` behind."""

    def ok(i: int, c: int) -> bool:
        return (i + c >= 1 and i + CANNON_STRENGTH * c >= min_strength
                and (infantry - i) + CANNON_STRENGTH * (cannons - c) >= 1)

    for _ in range(8):
        c = rng.randint(0, max_c)
        i = rng.randint(0, max_i)
        if ok(i, c):
            return i, c
    # deterministic fallbacks: the largest commit keeping one piece, then smaller ones
    for i, c in ((max_i, max_c), (max_i - 1, max_c), (max_i, max_c - 1), (1, 0), (0, 1)):
        if 0 <= i <= max_i and 0 <= c <= max_c and ok(i, c):
            return i, c
    return None


def sample_action(option, rng: random.Random):
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
        force = _commit(rng, option.infantry, option.cannons, option.max_infantry,
                        option.max_cannons, target.min_strength if target.kind == "takeover" else 1)
        if force is None:
            return None
        blessing = None
        if target.kind == "battle" and option.blessings and rng.random() < 0.3:
            blessing = rng.choice(option.blessings)
        return Attack(from_=option.from_, to=target.region, infantry=force[0], cannons=force[1],
                      call_ally=option.can_call_ally and rng.random() < 0.4, blessing=blessing)
    if t is L.MoveOption:
        force = _commit(rng, option.infantry, option.cannons, option.max_infantry, option.max_cannons)
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
    raise TypeError(f"unknown option {t.__name__}")


def _fits(option, a) -> bool:
    t = type(option)
    if t is L.EndStepOption:
        return type(a) is EndStep
    if t is L.PlaceStartOption:
        return type(a) is PlaceStart and a.region in option.regions
    if t is L.ReinforceOption:
        return (type(a) is Reinforce and all(p.region in option.regions for p in a.placements)
                and sum(p.infantry for p in a.placements) <= option.infantry
                and sum(p.cannons for p in a.placements) <= option.cannons)
    if t is L.ConvertCannonOption:
        return type(a) is ConvertCannon and a.region in option.regions
    if t is L.AttackOption:
        if type(a) is not Attack or a.from_ != option.from_:
            return False
        tgt = next((x for x in option.targets if x.region == a.to), None)
        strength = a.infantry + CANNON_STRENGTH * a.cannons
        return (tgt is not None and a.infantry <= option.max_infantry
                and a.cannons <= option.max_cannons and a.infantry + a.cannons >= 1
                and (option.infantry - a.infantry) + CANNON_STRENGTH * (option.cannons - a.cannons) >= 1
                and (tgt.kind != "takeover" or strength >= tgt.min_strength)
                and (a.blessing is None or (tgt.kind == "battle" and a.blessing in option.blessings))
                and (not a.call_ally or option.can_call_ally))
    if t is L.MoveOption:
        return (type(a) is Move and a.from_ == option.from_ and a.to in option.to
                and a.infantry <= option.max_infantry and a.cannons <= option.max_cannons
                and a.infantry + a.cannons >= 1
                and (option.infantry - a.infantry) + CANNON_STRENGTH * (option.cannons - a.cannons) >= 1)
    if t is L.CallAllyOption:
        return type(a) is CallAlly
    if t is L.AnswerAllyOption:
        return type(a) is AnswerAlly and (not a.accept or a.region is None or a.region in option.regions)
    if t is L.SetStandingOrdersOption:
        return type(a) is SetStandingOrders
    if t is L.ResignOption:
        return type(a) is Resign
    return False


def offered(options: list, action) -> bool:
    """True when ``action`` fits one of ``options`` (its kind and every limit the option
    states). Property tests assert it for every action they apply; bots may use it to
    check a hand-built action before sending it."""
    return any(_fits(o, action) for o in options)


# how often a random player picks each kind of option (relative weights)
WEIGHTS = {
    L.EndStepOption: 1.0, L.PlaceStartOption: 1.0, L.ReinforceOption: 1.0,
    L.ConvertCannonOption: 0.3, L.AttackOption: 2.0, L.MoveOption: 1.0,
    L.CallAllyOption: 1.0, L.AnswerAllyOption: 1.0, L.SetStandingOrdersOption: 0.03,
    L.ResignOption: 0.0,
}


def choose_action(options: list, rng: random.Random, weights: dict | None = None):
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
                     rng: random.Random | None = None, weights: dict | None = None,
                     check: Callable[[GameState, object, list], None] | None = None,
                     max_actions: int = 100_000):
    """Play a whole game with random legal actions; returns ``(state, actions)`` where
    ``actions`` is the list of ``(seat, action)`` applied (``None`` seat: an
    ``advance`` step). ``check(state, action, events)`` is called after every step."""
    from .game import advance, apply, legal_actions, new_game, start, waiting_for

    rng = rng or random.Random(seed)
    s = new_game(seats, seed, Options(max_rounds=max_rounds))
    s, ev = start(s)
    if check:
        check(s, None, ev)
    log: list = []
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
        if check and not offered(options, a):
            raise AssertionError(f"sampled an action no option offers: {a!r}")
        s, ev = apply(s, seat, a)
        log.append((seat, a))
        if check:
            check(s, a, ev)
    return s, log


def replay(seats: int, seed: str, max_rounds: int | None, log: list) -> GameState:
    """Re-run a logged game (from :func:`play_random_game`) and return the final state."""
    from .game import advance, apply, new_game, start

    s = new_game(seats, seed, Options(max_rounds=max_rounds))
    s, _ = start(s)
    for seat, a in log:
        if seat is None:
            s, _ = advance(s, max_steps=1)
        else:
            s, _ = apply(s, seat, a)
    return s
