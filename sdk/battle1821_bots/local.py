"""The server's rules engine on the bot's own machine: simulate before you send.

``gamekinds.battle1821`` is the very engine the server runs (the ``battle1821-kinds``
distribution the SDK depends on; only msgspec is needed). This module is the bot author's
door to it:

- :func:`new_local_game` ``(seats, seed, max_rounds) -> GameState``: a started game,
  settled at its first decision.
- :func:`state_from_view` ``(view, seed) -> GameState``: a state to look ahead from,
  built from a game view (the engine's ``View``, the client's ``GameOut`` or its dict).
  The hidden parts (deck order, dice) are drawn from ``seed``: a determinization. It,
  :class:`LocalBot` and :data:`META_OPTIONS` come from the kind's package
  (``gamekinds.battle1821.policies.lookahead``), where the search policy uses them too.
- :func:`concrete_actions` ``(state, seat, cap, rng) -> list[Action]``: concrete legal
  actions (OpenSpiel's ``legal_actions``) enumerated from the options, every one accepted
  by the engine's ``is_legal``; at most ``cap``, sampled when more exist.
- :func:`step` ``(state, seat, action) -> GameState``: apply and run automatic steps up
  to the next decision; :func:`settle` runs those steps alone.
- :func:`play_local` ``(bots, seed, max_rounds) -> LocalResult``: one whole game between
  :class:`LocalBot` players, no server.

Engine types (``GameState``, ``Action``, ``View``, the ``*Option`` classes) live in
``gamekinds.battle1821``; :func:`to_client_action` / :func:`from_client_option` convert to
and from the generated client's models for bots that play through the API.
"""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass, field
from typing import Any, Iterator

import msgspec

from gamekinds import battle1821 as engine
from gamekinds.battle1821 import (
    Action, GameState, Options, View, advance, apply, battle_odds, copy_state,
    is_legal, legal_actions, new_game, start, view, waiting_for,
)
from gamekinds.battle1821 import options as O
from gamekinds.battle1821.actions import (
    AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Placement, Reinforce,
    Resign, SetStandingOrders, Undo,
)
from gamekinds.battle1821.policies.lookahead import META_OPTIONS, LocalBot, state_from_view

__all__ = [
    "Action", "GameState", "LocalBot", "LocalResult", "Options", "View", "advance", "apply",
    "battle_odds", "concrete_actions", "copy_state", "engine", "from_client_option",
    "is_legal", "legal_actions", "new_local_game", "play_local", "settle", "state_from_view",
    "step", "to_client_action", "view", "waiting_for",
]


# ---------------------------------------------------------------------- game helpers
def settle(state: GameState, max_steps: int = 100_000) -> GameState:
    """Run automatic steps (setup rolls, battles, the Ottoman phase) until a seat must
    decide or the game is over; returns the (new) state."""
    s, _ = advance(state, max_steps=max_steps)
    return s


def new_local_game(seats: int = 2, seed: str = "local", max_rounds: int | None = None,
                   names: list[str] | None = None) -> GameState:
    """A started game of ``seats`` (2-4) seats, settled at its first decision.
    ``max_rounds``: the house-rule end after that many rounds (R26)."""
    s = new_game(seats, seed, Options(max_rounds=max_rounds), names)
    s, _ = start(s)
    return settle(s)


def step(state: GameState, seat: int, action: Action) -> GameState:
    """``apply`` then :func:`settle`; raises ``RuleViolation`` for an illegal action."""
    s, _ = apply(state, seat, action)
    return settle(s)


# ---------------------------------------------------------------------- concrete actions
def _forces(rows: list) -> Iterator[tuple[int, int]]:
    for row in rows:
        for i in range(row.min_infantry, row.max_infantry + 1):
            yield i, row.cannons


def _extreme_forces(rows: list) -> list[tuple[int, int]]:
    """Smallest and largest force of each row (the usual choices: probe or all in)."""
    out = []
    for row in rows:
        for i in dict.fromkeys((row.min_infantry, row.max_infantry)):
            out.append((i, row.cannons))
    return out


def _attacks(origin: str, to: str, rows: list, allies: tuple, blessings: list) -> Iterator[Action]:
    for (i, c), a, b in itertools.product(list(_forces(rows)), allies, blessings):
        yield Attack(from_=origin, to=to, infantry=i, cannons=c, call_ally=a, blessing=b)


def expand(option: Any) -> tuple[list[Action], Iterator[Action]]:
    """The concrete actions inside one option as ``(preferred, rest)``: ``preferred`` is
    a short list of the natural choices (everything owed in one region, the smallest and
    largest force of each ``forces`` row), ``rest`` iterates over the others (which may
    repeat preferred ones). Every action is inside the option's joint bounds, so the
    engine accepts it (:mod:`gamekinds.battle1821.options`)."""
    t = type(option)
    if t is O.EndStepOption:
        return [EndStep()], iter(())
    if t is O.PlaceStartOption:
        return [PlaceStart(region=r) for r in option.regions], iter(())
    if t is O.ConvertCannonOption:
        return [ConvertCannon(region=r) for r in option.regions], iter(())
    if t is O.CallAllyOption:
        return [CallAlly(call=True), CallAlly(call=False)], iter(())
    if t is O.AnswerAllyOption:
        return ([AnswerAlly(accept=False)] + [AnswerAlly(accept=True, region=r) for r in option.regions],
                iter(()))
    if t is O.ResignOption:
        return [Resign()], iter(())
    if t is O.UndoOption:
        return [Undo(count=n) for n in range(1, len(option.undoable) + 1)], iter(())
    if t is O.SetStandingOrdersOption:
        return [SetStandingOrders(call_ally=c, answer_ally=a)
                for c in option.call_ally for a in option.answer_ally], iter(())
    if t is O.ReinforceOption:
        whole = [Reinforce(placements=[Placement(region=r, infantry=option.infantry, cannons=option.cannons)])
                 for r in option.regions]
        if not option.split:
            return whole, iter(())
        parts = ((r, i, c) for r in option.regions for i in range(option.infantry + 1)
                 for c in range(option.cannons + 1) if i + c)
        return whole, (Reinforce(placements=[Placement(region=r, infantry=i, cannons=c)]) for r, i, c in parts)
    if t is O.MoveOption:
        pref = [Move(from_=option.from_, to=to, infantry=i, cannons=c)
                for to in option.to for i, c in _extreme_forces(option.forces)]
        rest = (Move(from_=option.from_, to=to, infantry=i, cannons=c)
                for to in option.to for i, c in _forces(option.forces))
        return pref, rest
    if t is O.AttackOption:
        pref, rests = [], []
        for tg in option.targets:
            battle = tg.kind == "battle"
            allies = (False, True) if battle and option.can_call_ally else (False,)
            blessings = [None, *option.blessings] if battle else [None]
            pref += [Attack(from_=option.from_, to=tg.region, infantry=i, cannons=c)
                     for i, c in _extreme_forces(tg.forces)]
            rests.append(_attacks(option.from_, tg.region, tg.forces, allies, blessings))
        return pref, itertools.chain.from_iterable(rests)
    raise TypeError(f"unknown option {t.__name__}")


def _key(a: Action) -> bytes:
    return msgspec.json.encode(a)


def concrete_actions(state: GameState, seat: int, *, cap: int | None = 64,
                     rng: random.Random | None = None, meta: bool = False,
                     options: list[engine.LegalAction] | None = None) -> list[Action]:
    """Concrete legal actions of ``seat`` now, without duplicates, each accepted by
    ``is_legal(state, seat, a)``. When more than ``cap`` exist (attacks with every force,
    Ally call and Blessing; split reinforcements) the natural choices of every option
    come first (:func:`expand`) and the rest is a uniform sample (``rng``, default seeded
    0: deterministic); ``cap=None`` lists all. ``meta``: include ``set_standing_orders``,
    ``resign`` and ``undo``. Empty when the game does not wait on ``seat``."""
    opts = legal_actions(state, seat) if options is None else options
    opts = [o for o in opts if meta or not isinstance(o, META_OPTIONS)]
    seen: dict[bytes, Action] = {}
    rests = []
    for o in opts:
        pref, rest = expand(o)
        for a in pref:
            seen.setdefault(_key(a), a)
        rests.append(rest)
    if cap is not None and len(seen) >= cap:
        return list(seen.values())[:cap]
    extra = {k: a for a in itertools.chain.from_iterable(rests) if (k := _key(a)) not in seen}
    rest_list = list(extra.values())
    if cap is not None and len(seen) + len(rest_list) > cap:
        rest_list = (rng or random.Random(0)).sample(rest_list, cap - len(seen))
    return list(seen.values()) + rest_list


# ---------------------------------------------------------------------- client models
def to_client_action(action: Action) -> Any:
    """The generated client's model of an engine action (for ``POST .../actions``)."""
    from .base import to_action
    return to_action(msgspec.to_builtins(action))


def from_client_option(option: Any) -> Any:
    """The engine's option struct of a client legal-action model (or its dict)."""
    d = option.to_dict() if hasattr(option, "to_dict") else option
    return msgspec.convert(d, O.LegalAction)


# ---------------------------------------------------------------------- local play
@dataclass
class LocalResult:
    """One local game: ``winners`` (seats), ``fame`` per seat, ``rounds``, ``actions``,
    ``decision_s`` per seat (wall seconds per decision), ``decision_cpu_s`` per seat (CPU
    seconds of the playing thread per decision: what a loaded machine does not inflate),
    ``state`` (final), ``error`` (a description when the game died: a bot raised or
    chose an illegal action)."""
    winners: list[int]
    fame: list[int]
    rounds: int
    actions: int
    state: GameState
    decision_s: list[list[float]] = field(default_factory=list)
    error: str | None = None
    decision_cpu_s: list[list[float]] = field(default_factory=list)


def play_local(bots: list[LocalBot], seed: str = "local", max_rounds: int | None = 8,
               max_actions: int = 20_000) -> LocalResult:
    """Play one game with ``bots[i]`` in seat ``i``; a bot's exception or illegal action
    ends the game with ``error`` set (``winners`` then empty)."""
    import time
    from gamekinds.battle1821.scoring import fame
    s = new_local_game(len(bots), seed, max_rounds)
    times: list[list[float]] = [[] for _ in bots]
    cpu: list[list[float]] = [[] for _ in bots]
    n, error = 0, None
    while s.status != "finished" and n < max_actions:
        seats = waiting_for(s)
        if not seats:
            before = s
            s = settle(s)
            if s is before:
                error = "stuck: nobody to wait for and no automatic step"
                break
            continue
        seat = seats[0]
        opts = [o for o in legal_actions(s, seat) if not isinstance(o, META_OPTIONS)]
        t0, c0 = time.perf_counter(), time.thread_time()
        try:
            a = bots[seat].choose(copy_state(s), seat, opts)
        except Exception as e:  # a bot's bug ends its game, reported
            error = f"seat {seat} ({bots[seat].name}) raised {type(e).__name__}: {e}"
            break
        cpu[seat].append(time.thread_time() - c0)
        times[seat].append(time.perf_counter() - t0)
        v = engine.violation(s, seat, a)
        if v is not None:
            error = f"seat {seat} ({bots[seat].name}) chose an illegal action {a!r}: {v}"
            break
        s = step(s, seat, a)
        n += 1
    if error is None and s.status != "finished":
        error = f"no end after {max_actions} actions"
    return LocalResult(winners=[] if error else list(s.winners),
                       fame=[fame(s, i) for i in range(len(bots))], rounds=s.round, actions=n,
                       state=s, decision_s=times, error=error, decision_cpu_s=cpu)
