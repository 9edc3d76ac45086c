"""Shared pieces of the Ottoman steps: Greek strength as the Ottomans see it, the die
that breaks R22/R23 ties (R27), and starting/ending a step."""

from __future__ import annotations

from ..board import BOARD
from ..log import OttomanTieBreak, StepStarted
from gamekinds.rng import Rng
from ..state import GameState, region_strength


def greek_strength(s: GameState, r: int) -> int:
    """R2 strength of the Greek forces in region ``r`` (0 if none)."""
    return region_strength(s, r) if s.owner[r] >= 0 else 0


def die_choice(s: GameState, ev: list, options: list[int], *, region: int, choice: str) -> int:
    """R22/R23/R27: a die decides between tied ``options`` (region indices, board order).
    Each option gets die faces ``1..k`` in order (faces wrap around: ``(die-1) % k``);
    rolls above the largest multiple of ``k`` are re-rolled so every option is equally
    likely. Emits ``OttomanTieBreak``; returns the chosen region."""
    k = len(options)
    if k == 1:
        return options[0]
    rng = Rng.load(s)
    if k <= 6:
        limit = 6 - 6 % k
        while True:
            die = rng.die()
            if die <= limit:
                break
        idx = (die - 1) % k
    else:  # more tied options than faces: one uniform draw
        idx = rng.below(k)
        die = idx + 1
    rng.store(s)
    chosen = options[idx]
    ev.append(OttomanTieBreak(region=BOARD.ids[region], choice=choice,
                              options=[BOARD.ids[o] for o in options], die=die,
                              chosen=BOARD.ids[chosen]))
    return chosen


def start_step(s: GameState, ev: list, step: str) -> None:
    s.step = step  # type: ignore[assignment]
    o = s.ottoman
    o.started = True
    o.cursor = 0
    ev.append(StepStarted(round=s.round, phase="ottoman", step=step, seat=-1))


def next_step(s: GameState, step: str) -> None:
    s.step = step  # type: ignore[assignment]
    s.ottoman.started = False
    s.ottoman.cursor = 0
