"""Choices the rules leave to a player outside combat, as pending decisions (row
``decision`` of :mod:`.flow`; the automatic phase pauses until the seat answers, and a
decision timeout answers with the engine's former choice, :func:`default`):

- ``forage`` (12.0, 12.31, 12.4): which of a group's units starve, exactly ``points`` of
  ``pieces`` (the controller chooses; non-belligerents: the engine, weakest first, O100);
- ``plague`` (14.0, 14.1): which half of a player's units in the struck region die
  (rounded up), exactly ``points`` of ``pieces`` (O101: leaders check first);
- ``death`` (14.0 Death of a Ruler): which of the phasing player's leaders makes the
  survival check, one of ``pieces``;
- ``join`` (13.7, 15.8, O53): the unit ``leader`` joins, one of ``pieces`` (13.7: any unit
  of his faction the deciding player controls, or of his nationality; 15.8: the nearest
  units, the owner breaking ties). The leader stands already with the first (the default)
  so that nothing waits on him; the answer moves him;
- ``reinforce`` (13.0-13.5, O62): which ``points`` of the eligible ``pieces`` are placed in
  nationality ``area`` and where: a land unit in the region or one of its cities it may
  enter (13.5(3), 8.1), a fleet in a port of the region or a sea on its coast (13.5(4)).

Answered with :class:`.state.Pick` (the first four) and :class:`.state.Reinforce`.
"""

from __future__ import annotations

from typing import Literal

from . import board as B
from .colours import colour_of, region_colour_of
from .control import controllers, eliminate, strength, survival_check
from .errors import RuleViolation
from .movement import may_enter_area, may_enter_city, parse_place, place_id
from .state import (
    MAP,
    Foraged,
    GameState,
    LogEvent,
    Pending,
    Pick,
    PickOption,
    Reinforce,
    Reinforced,
    ReinforceOption,
)

PICK_KINDS = ("forage", "plague", "death", "join")
RULING = {"forage": "12.0", "plague": "14.1", "death": "14.0", "join": "13.7", "reinforce": "13.5"}


Kind = Literal["forage", "plague", "death", "join", "reinforce"]


def ask(s: GameState, kind: Kind, seat: int, pieces: list[int], count: int, area: int = -1, city: int = -1,
        leader: int = -1) -> None:
    s.pending.append(Pending(kind=kind, seat=seat, pieces=list(pieces), area=area, city=city, points=count,
                             leader=leader))


# ------------------------------------------------------------------ reinforcement places

def places(s: GameState, p: int, who: int, ctl: list[int]) -> list[tuple[int, int]]:
    """13.5(3)-(4): where reinforcement ``p`` of nationality ``NATIONALITY[p]`` may go,
    the engine's default first."""
    n = B.NATIONALITY[p]
    col = colour_of(s)[p]
    if B.IS_FLEET[p]:
        out = [(n, k) for k in B.CITIES_OF[n] if B.CITY_PORT[k] and may_enter_city(s, who, col, k, ctl)]
        out += [(x, -1) for x in B.COASTS[n] if may_enter_area(s, [p], x) is None]
        return out
    out = [(n, -1)]
    if who >= 0:
        out += [(n, k) for k in B.CITIES_OF[n] if may_enter_city(s, who, col, k, ctl)]
    return out


def place_unit(s: GameState, p: int, place: tuple[int, int]) -> None:
    s.where[p] = MAP
    s.area[p], s.city[p] = place
    s.flags[p] = 0


# ------------------------------------------------------------------ options, checks, answers

def options(s: GameState, d: Pending) -> list:
    ids = [B.PIECE_IDS[p] for p in d.pieces]
    if d.kind == "reinforce":
        ctl = controllers(s)
        return [ReinforceOption(nationality=B.AREA_IDS[d.area], count=d.points,
                                places={B.PIECE_IDS[p]: [place_id(q) for q in places(s, p, d.seat, ctl)]
                                        for p in d.pieces})]
    return [PickOption(kind=d.kind, pieces=ids, count=d.points,
                       leader=B.PIECE_IDS[d.leader] if d.leader >= 0 else None)]


def check_pick(s: GameState, d: Pending, a: Pick) -> None:
    if d.kind not in PICK_KINDS:
        raise RuleViolation("wrong_step", f"a {d.kind} decision is asked, not a pick", RULING.get(d.kind, "9.1"))
    allowed = {B.PIECE_IDS[p] for p in d.pieces}
    if len(set(a.pieces)) != len(a.pieces) or not set(a.pieces) <= allowed:
        raise RuleViolation("not_offered", "name only the pieces offered, once each", RULING[d.kind])
    if len(a.pieces) != d.points:
        raise RuleViolation("wrong_count", f"name exactly {d.points}", RULING[d.kind])


def check_reinforce(s: GameState, d: Pending, a: Reinforce) -> None:
    if d.kind != "reinforce":
        raise RuleViolation("wrong_step", f"a {d.kind} decision is asked, not reinforcements", RULING.get(d.kind, "9.1"))
    allowed = {B.PIECE_IDS[p]: p for p in d.pieces}
    if not set(a.places) <= set(allowed):
        raise RuleViolation("not_offered", "place only the eligible units offered", "13.2")
    if len(a.places) != d.points:
        raise RuleViolation("wrong_count", f"place exactly {d.points} units (all that may be placed)", "13.0")
    ctl = controllers(s)
    for x, where in a.places.items():
        q = parse_place(where)
        if q is None or q not in places(s, allowed[x], d.seat, ctl):
            raise RuleViolation("wrong_place", f"{x} may not be placed in {where}", "13.5")


def do_pick(s: GameState, ev: list[LogEvent], seat: int, d: Pending, a: Pick) -> None:
    chosen = [B.PIECE[x] for x in a.pieces]
    if d.kind in ("forage", "plague"):
        for p in chosen:
            eliminate(s, ev, p, combat=False)
        if d.kind == "forage":
            ev.append(Foraged(area=B.AREA_IDS[d.area], city=B.CITY_IDS[d.city] if d.city >= 0 else None,
                              eliminated=list(a.pieces)))
    elif d.kind == "death":
        p = chosen[0]
        if s.where[p] == MAP and not survival_check(s, ev, p):
            eliminate(s, ev, p, combat=False, survival=False)
    else:                                                   # join
        u, ld = chosen[0], d.leader
        if s.where[ld] == MAP and s.where[u] == MAP:
            s.area[ld], s.city[ld] = s.area[u], s.city[u]


def do_reinforce(s: GameState, ev: list[LogEvent], seat: int, d: Pending, a: Reinforce) -> None:
    for x, where in a.places.items():
        q = parse_place(where)
        assert q is not None                # check_reinforce refused unknown places
        place_unit(s, B.PIECE[x], q)
    if a.places:
        ev.append(Reinforced(nationality=B.AREA_IDS[d.area], pieces=list(a.places)))


def default(s: GameState, d: Pending):
    """The engine's former choice: the weakest units first (forage, plague), the first
    leader (death), the first unit (join), the strongest units in their first place
    (reinforcements)."""
    if d.kind == "reinforce":
        ctl = controllers(s)
        return Reinforce(places={B.PIECE_IDS[p]: place_id(places(s, p, d.seat, ctl)[0]) for p in d.pieces[:d.points]})
    if d.kind in ("forage", "plague"):
        order = sorted(d.pieces, key=lambda p: (strength(s, p), p))
        return Pick(pieces=[B.PIECE_IDS[p] for p in order[:d.points]])
    return Pick(pieces=[B.PIECE_IDS[d.pieces[0]]])
