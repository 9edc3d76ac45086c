"""Shared helpers of the Ottomans engine tests: building games and positions, playing
random games with the invariants checked after every step."""

from __future__ import annotations

import os
import random
import time

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans.invariants import check_invariants
from gamekinds.ottomans.state import Options


FAST_LOOP = os.environ.get("BATTLE1821_FAST_LOOP", "") not in ("", "0")
"""``make test-fast`` (the edit loop) sets ``BATTLE1821_FAST_LOOP=1``: a property test that plays
a whole random game per (seats, scenario) cell plays a sample of its cells there (every seat
count and scenario still met); ``make test`` plays every cell."""


def cells(every: list, fast: list) -> list:
    """``every`` cell, or the edit loop's ``fast`` sample of them (``FAST_LOOP``)."""
    assert set(fast) <= set(every)
    return fast if FAST_LOOP else every


OPTIONAL_ON = dict(special_tactics=True, pillage=True, colonization=True, civilization=True)
"""Every optional rule 22.0-25.0 switched on (the fuzzer and property tests play with them too)."""


def started(seats: int = 2, scenario: int = 1, seed: str = "t", optional: bool = False) -> K.GameState:
    """A game in its first core choice (``optional``: every optional rule on)."""
    s, _ = K.start(K.new_game(seats, seed, Options(scenario=scenario, **(OPTIONAL_ON if optional else {}))))
    s, _ = K.settle(s)
    return s


def position(**kw) -> K.GameState:
    """A described position (``Position`` fields); ``seed`` optional."""
    seed = kw.pop("seed", "pos")
    return K.from_position(K.Position(**kw), seed)


def piece(s, pid: str) -> tuple[str, str | None, int]:
    """(area id, city id, where) of a piece."""
    p = B.PIECE[pid]
    return (B.AREA_IDS[s.area[p]] if s.area[p] >= 0 else "-",
            B.CITY_IDS[s.city[p]] if s.city[p] >= 0 else None, s.where[p])


def play(seats: int, scenario: int, seed: str, max_steps: int = 10_000, policy: str = "random",
         on_step=None, optional: bool = False, timed: bool = False) -> tuple[K.GameState, int, float]:
    """A whole game by a policy; invariants after every step; returns (state, steps,
    worst step in CPU seconds of this process: wall time on a shared machine measures the
    neighbours). ``timed``: measure the steps (the fuzzer's limit); otherwise worst is 0.0:
    no test reads it, and ``time.process_time`` is a system call (two a step were ~5 % of a
    whole game's CPU on a loaded machine, issue 37)."""
    s = started(seats, scenario, seed, optional)
    rng = random.Random(seed)
    pol = K.POLICIES[policy]
    clock = time.process_time if timed else float
    steps = 0
    worst = 0.0
    while s.status != "finished":
        steps += 1
        assert steps <= max_steps, f"game {seed} over {max_steps} steps at {s.flow}"
        t = clock()
        w = K.waiting_for(s)
        if w:
            seat = w[0]
            opts = K.legal_actions(s, seat)
            a = pol(s, seat, opts, rng)
            assert a is not None, f"dead end: seat {seat} at {s.flow} offered {opts}"
            prev = s
            s, _ = K.apply(s, seat, a)
            if on_step:
                on_step(prev, seat, opts, a, s, rng)
        else:
            s2, ev = K.advance(s, 1)
            assert s2 is not s or s.status == "finished", f"dead end at {s.flow}: nothing waits, nothing runs"
            s = s2
        worst = max(worst, clock() - t)
        check_invariants(s)
    return s, steps, worst


PLAY_ROWS = ("stratagem_phase", "forage_plays", "mercenaries", "reinforcement_plays")


def passing(s: K.GameState, ev: list | None = None) -> tuple[K.GameState, list]:
    """O227: every seat asked in a reaction window or a play row it holds nothing for answers
    at once with the declining answer (as the policies and the web page's automatic pass do);
    automatic rows run meanwhile. Returns the state and ``ev`` with the events added."""
    from gamekinds.ottomans.randomplay import decline, declines_only
    from gamekinds.ottomans.state import EndPhase, EndPhaseOption, ResignOption

    ev = list(ev or [])
    while s.status != "finished":
        w = K.waiting_for(s)
        if not w:
            break
        opts = K.legal_actions(s, w[0])
        if declines_only(opts):
            a = decline(opts)
        elif s.flow in PLAY_ROWS and all(isinstance(o, (EndPhaseOption, ResignOption)) for o in opts):
            a = EndPhase()
        else:
            break
        s, more = K.apply(s, w[0], a)
        ev += more
    return s, ev


def apply_passing(s: K.GameState, seat: int, a) -> tuple[K.GameState, list]:
    """``K.apply`` then :func:`passing` (the events of both)."""
    s, ev = K.apply(s, seat, a)
    return passing(s, ev)


def advance_passing(s: K.GameState) -> tuple[K.GameState, list]:
    """``K.advance`` with :func:`passing` between its runs, until a seat has a real choice or
    the game ends (the events of all)."""
    ev: list = []
    while True:
        s, more = K.advance(s)
        ev += more
        n = len(ev)
        s, ev = passing(s, ev)
        if len(ev) == n or s.status == "finished":
            return s, ev
