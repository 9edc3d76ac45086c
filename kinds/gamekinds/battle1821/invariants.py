"""Invariant checkers used by tests, position validation and debugging.

- :func:`check_conservation` (R1): every piece is in exactly one place.
- :func:`check_control` (R28): owners and pieces agree; no region mixes Greeks and
  Ottomans outside a battle.

Each returns a list of human-readable problems (empty: the state is consistent).
"""

from __future__ import annotations

from .board import BOARD
from .state import CANNONS_PER_PLAYER, INFANTRY_PER_PLAYER, OTTOMAN_INFANTRY, GameState


def check_conservation(s: GameState) -> list[str]:
    """R1: per seat 35 infantry and 10 cannons across reserve, regions, Greek losses,
    the battle (committed force, Ally unit); 45 Ottoman infantry across supply, regions
    and an attacking Ottoman force in a battle."""
    problems: list[str] = []
    n = s.seats
    inf = [p.reserve_infantry + p.losses_infantry for p in s.players]
    can = [p.reserve_cannons + p.losses_cannons for p in s.players]
    for r, o in enumerate(s.owner):
        if o >= 0:
            inf[o] += s.infantry[r]
            can[o] += s.cannons[r]
    ott = s.supply + sum(s.ottomans)
    b = s.battle
    if b is not None:
        if b.kind == "greek_attack":
            inf[b.seat] += b.greek_infantry
            can[b.seat] += b.greek_cannons
        else:
            ott += b.ottomans
        if b.ally_infantry:
            if b.ally_seat < 0:
                problems.append(f"battle {b.number}: Ally unit without an Ally seat")
            else:
                inf[b.ally_seat] += b.ally_infantry
    for seat in range(n):
        if inf[seat] != INFANTRY_PER_PLAYER:
            problems.append(f"seat {seat}: {inf[seat]} infantry accounted, not {INFANTRY_PER_PLAYER}")
        if can[seat] != CANNONS_PER_PLAYER:
            problems.append(f"seat {seat}: {can[seat]} cannons accounted, not {CANNONS_PER_PLAYER}")
    if ott != OTTOMAN_INFANTRY:
        problems.append(f"{ott} Ottoman infantry accounted, not {OTTOMAN_INFANTRY}")
    return problems


def check_control(s: GameState) -> list[str]:
    """R28: a region with Greek pieces has that owner; an owned region has pieces
    (strength >= 1) and no Ottomans; spent pieces never exceed the pieces there."""
    problems: list[str] = []
    for r, o in enumerate(s.owner):
        rid = BOARD.ids[r]
        greek = s.infantry[r] + s.cannons[r]
        if o < 0:
            if greek:
                problems.append(f"{rid}: Greek pieces but no owner")
        else:
            if o >= s.seats:
                problems.append(f"{rid}: owner {o} is not a seat")
            if greek == 0:
                problems.append(f"{rid}: owned by seat {o} but empty")
            if s.ottomans[r]:
                problems.append(f"{rid}: Greek and Ottoman pieces together")
        if s.spent_infantry[r] > s.infantry[r] or s.spent_cannons[r] > s.cannons[r]:
            problems.append(f"{rid}: more spent pieces than pieces")
    return problems
