"""A fast default policy on the engine's state: the search bot's model of every seat.

:func:`greedy_action` ``(state, seat, options) -> Action`` plays like the SDK's reference
``battle1821_bots.bots.GreedyBot`` (the same rules, the same thresholds; a test compares them), but reads
the engine's ``GameState`` and options directly instead of client models, so that a
look-ahead can play thousands of its moves per second:

- reinforce the region where the Ottoman threat most exceeds the strength (+2 for a
  region a revealed Apostle names); convert a cannon where 7 or more infantry stand;
- attack an Ottoman region when the exact odds (R12-R13) of the largest force that keeps
  ``ceil(0.75 x threat)`` strength at home reach 0.7, with an Ally and a Blessing below
  0.9; occupy an empty region with up to 2 infantry when at most 4 Ottomans threaten it;
- move the spare strength of a safe inner region to the most threatened one;
- always ask for an Ally; send one from the region with the most strength to spare.

Threat of a region: the Ottoman infantry next door that can attack (all but one of each
region holding 2 or more, R23). Strength: infantry + 3 x cannons (R2).
"""

from __future__ import annotations

import math
from importlib import resources

import msgspec

from .. import files, options as O
from ..actions import (
    Action, AnswerAlly, Attack, CallAlly, ConvertCannon, EndStep, Move, PlaceStart, Placement, Reinforce,
)
from ..board import APOSTLES, BOARD
from ..odds import attacker_wins
from ..state import GameState

CANNON = 3
ATTACK_THRESHOLD = 0.7
COMFORTABLE = 0.9
_IX = BOARD.index
_BORDERS = BOARD.borders
# Apostle card -> region indices its condition names (control / control_any)
_NAMED = tuple(tuple(_IX[r] for r in (a["condition"].get("regions") or ())) for a in APOSTLES)
_ODDS: dict[tuple[int, int], float] = {}


def p_win(attackers: int, defenders: int) -> float:
    """P(the attacker wins) for ``attackers`` strength against ``defenders`` Ottoman
    infantry, no Ally, no Blessing (exact, :func:`gamekinds.battle1821.battle_odds`; the
    engine's table ends at 60 against 45, larger counts are clipped to it)."""
    if defenders <= 0:
        return 1.0
    if attackers <= 0:
        return 0.0
    k = (min(60, attackers), min(45, defenders))
    p = _ODDS.get(k)
    if p is None:
        p = _ODDS[k] = attacker_wins(*k)
    return p


def fill_odds() -> None:
    """Put every pair :func:`p_win` answers (1..60 against 1..45) in its table from
    ``files/odds.json``: the same floats as :func:`attacker_wins` (written by
    ``tools/make_odds.py``; ``tests/engine/test_odds.py`` checks them equal), read in ~1 ms
    where computing them costs ~0.04 CPU s."""
    raw = resources.files(files).joinpath("odds.json").read_bytes()
    for a, row in enumerate(msgspec.json.decode(raw, type=list[list[float]]), 1):
        for d, p in enumerate(row, 1):
            _ODDS[(a, d)] = p


def threat(s: GameState, r: int, exclude: int = -1) -> int:
    """Ottoman infantry next to region ``r`` that can attack it (module doc)."""
    ott = s.ottomans
    return sum(ott[n] - 1 for n in _BORDERS[r] if ott[n] > 1 and n != exclude)


def strength(s: GameState, r: int) -> int:
    return s.infantry[r] + CANNON * s.cannons[r]


def wanted(s: GameState) -> set[int]:
    """Regions named by the revealed Apostles' conditions."""
    return {r for c in s.apostles_revealed for r in _NAMED[c]}


def largest(infantry: int, cannons: int, rows: list, keep: int) -> tuple[int, int] | None:
    """The largest offered ``(infantry, cannons)`` of ``rows`` that leaves ``keep``
    strength of the region's ``infantry``/``cannons`` at home (first row on a tie)."""
    best, best_st = None, -1
    for row in rows:
        c = row.cannons
        i = min(row.max_infantry, infantry + CANNON * (cannons - c) - keep)
        if i >= row.min_infantry and i + CANNON * c > best_st:
            best, best_st = (i, c), i + CANNON * c
    return best


def in_rows(rows: list, i: int, c: int) -> bool:
    return any(r.cannons == c and r.min_infantry <= i <= r.max_infantry for r in rows)


def _keep(s: GameState, r: int, target: int) -> int:
    return max(1, math.ceil(threat(s, r, exclude=target) * 0.75))


def answer(s: GameState, o: O.AnswerAllyOption) -> AnswerAlly:
    """Send the Ally from the region with the most strength to spare over its threat."""
    best, spare = None, 0
    for rid in o.regions:
        r = _IX[rid]
        left = strength(s, r) - threat(s, r) - 1
        if left > spare:
            best, spare = rid, left
    return AnswerAlly(accept=True, region=best) if best is not None else AnswerAlly(accept=False)


def reinforce(s: GameState, o: O.ReinforceOption, want: set[int]) -> Reinforce:
    def need(rid: str) -> tuple:
        r = _IX[rid]
        return (threat(s, r) - strength(s, r) + (2 if r in want else 0), rid)
    rid = max(o.regions, key=need)
    return Reinforce(placements=[Placement(region=rid, infantry=o.infantry, cannons=o.cannons)])


def attack(s: GameState, options: list, want: set[int]) -> Attack | None:
    best: tuple[float, Attack] | None = None
    for o in options:
        r = _IX[o.from_]
        for t in o.targets:
            ti = _IX[t.region]
            bonus = 0.3 if ti in want else 0.0
            if t.kind == "occupation":
                if threat(s, ti) > 4:
                    continue
                force = largest(o.infantry, o.cannons, t.forces, _keep(s, r, ti) + 2)
                if force is None:
                    continue
                i, c = (min(force[0], 2), 0) if force[0] >= 1 else (0, min(force[1], 1))
                if not in_rows(t.forces, i, c):
                    continue
                score = 0.8 + bonus
                a = Attack(from_=o.from_, to=t.region, infantry=i, cannons=c)
            elif t.kind == "battle":
                force = largest(o.infantry, o.cannons, t.forces, _keep(s, r, ti))
                if force is None:
                    continue
                p = p_win(force[0] + CANNON * force[1], max(1, t.ottomans))
                if p < ATTACK_THRESHOLD:
                    continue
                extra = p < COMFORTABLE
                a = Attack(from_=o.from_, to=t.region, infantry=force[0], cannons=force[1],
                           call_ally=bool(extra and o.can_call_ally),
                           blessing=o.blessings[0] if extra and o.blessings else None)
                score = p + bonus + 0.1 * t.ottomans
            else:
                continue
            if best is None or score > best[0]:
                best = (score, a)
    return best[1] if best else None


def move(s: GameState, seat: int, options: list) -> Move | None:
    mine = [r for r in range(BOARD.size) if s.owner[r] == seat]
    if len(mine) < 2:
        return None
    need = {BOARD.ids[r]: threat(s, r) - strength(s, r) for r in mine}
    best: tuple[int, Move] | None = None
    for o in options:
        if threat(s, _IX[o.from_]) > 0 or not o.to:
            continue
        to = max(o.to, key=lambda rid: (need.get(rid, -99), rid))
        if need.get(to, -99) <= -2:
            continue
        force = largest(o.infantry, o.cannons, o.forces, 1)
        if force is None:
            continue
        gain = force[0] + CANNON * force[1]
        if best is None or gain > best[0]:
            best = (gain, Move(from_=o.from_, to=to, infantry=force[0], cannons=force[1]))
    return best[1] if best else None


def greedy_action(s: GameState, seat: int, options: list) -> Action:
    """The default policy's action for ``seat`` among ``options`` (module doc)."""
    by: dict[type, list] = {}
    for o in options:
        by.setdefault(type(o), []).append(o)
    if O.CallAllyOption in by:
        return CallAlly(call=True)
    if O.AnswerAllyOption in by:
        return answer(s, by[O.AnswerAllyOption][0])
    if O.PlaceStartOption in by:
        return PlaceStart(region=min(by[O.PlaceStartOption][0].regions, key=lambda rid: (threat(s, _IX[rid]), rid)))
    want = wanted(s)
    if O.ReinforceOption in by:
        return reinforce(s, by[O.ReinforceOption][0], want)
    if O.ConvertCannonOption in by:
        for rid in by[O.ConvertCannonOption][0].regions:
            if s.infantry[_IX[rid]] >= 7:
                return ConvertCannon(region=rid)
    if O.AttackOption in by:
        a = attack(s, by[O.AttackOption], want)
        if a is not None:
            return a
    if O.MoveOption in by:
        a = move(s, seat, by[O.MoveOption])
        if a is not None:
            return a
    return EndStep()
