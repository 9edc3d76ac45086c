"""Straightforward reference versions of the Ottomans engine's movement and naval-transport
questions, for tests only: each asks the state afresh (controllers, occupation, cargo) at
every step, as the rules read, with no memo and no shared table. The engine's
:func:`.movement.reachable`, :func:`.movement.options`, :func:`.naval.options`,
:func:`.naval.check`, :func:`.control.controllers` and :func:`.stratagems.critical_held`
must answer exactly as these do (test_reference_moves.py)."""

from __future__ import annotations

from collections import deque

from gamekinds.ottomans import board as B
from gamekinds.ottomans.colours import colour_of
from gamekinds.ottomans.control import (
    cargo,
    carrier,
    city_holder,
    mobility,
    mp_left,
    nat_controllers,
)
from gamekinds.ottomans.movement import may_enter_area, movable, naval, place_id
from gamekinds.ottomans.state import (
    MAP,
    MARCHED,
    MOVED,
    GameState,
    MoveOption,
    TransportOption,
)
from gamekinds.ottomans.stratagems import held


def controllers(s: GameState) -> list[int]:
    """Piece -> controlling seat, from the face-up control stratagems (6.1, 17.1)."""
    nats = nat_controllers(s)
    mercs: dict[int, int] = {}
    for i, pl in enumerate(s.players):
        for c in pl.face_up:
            for piece in B.CONTROL_MERC[c - B.N_PIECES]:
                mercs[piece] = i
    return [mercs.get(p, -1) if B.MERC_COPY[p] >= 0 else (nats[B.NATIONALITY[p]] if B.NATIONALITY[p] >= 0 else -1)
            for p in range(B.N_PIECES)]


def critical_held(s: GameState) -> list[int]:
    """Seat -> the critical cities it holds (O56), city by city."""
    ctl = controllers(s)
    holders = [city_holder(s, k, ctl) for k in B.CRITICAL]
    return [holders.count(i) for i in range(s.seats)]


def _occupied(s: GameState, ctl: list[int]):
    outside: list[set[int]] = [set() for _ in range(B.N_AREAS)]
    cities: dict[int, set[tuple[int, int]]] = {}
    col = colour_of(s)
    for p in range(B.N_PIECES):
        if s.where[p] == MAP:
            if s.city[p] < 0:
                outside[s.area[p]].add(col[p])
            else:
                cities.setdefault(s.city[p], set()).add((ctl[p], col[p]))
    return outside, cities


def _steps(s, seat, pieces, colour, fleet, a, c, outside, cities):
    out = []
    if fleet:
        if c >= 0:
            out += [(x, -1) for x in B.CITY_SEAS[c]]
        else:
            out += [(x, -1) for x in B.SEA_NEIGHBOURS[a]]
            out += [(B.CITY_REGION[k], k) for k in range(len(B.CITY_IDS)) if B.CITY_PORT[k] and a in B.CITY_SEAS[k]]
    elif c >= 0:
        out.append((a, -1))
    else:
        out += [(a, k) for k in B.CITIES_OF[a]]
        for b in B.adjacent_land(a):
            sea = B.strait_sea(a, b)
            if not (sea >= 0 and outside[sea] - {colour}):
                out.append((b, -1))
    return [(x, k) for x, k in out
            if not ((x != a or fleet) and may_enter_area(s, pieces, x) is not None)
            and not (k >= 0 and k != c and cities.get(k, set()) - {(seat, colour)})]


def reachable(s: GameState, seat: int, pieces: list[int], budget: int, truce: bool = False,
              fleet: bool | None = None) -> dict[tuple[int, int], list[tuple[int, int]]]:
    """Places the force may end in -> the path to it (7.0, 10.1, 16.0 at sea)."""
    ctl = controllers(s)
    outside, cities = _occupied(s, ctl)
    p0 = pieces[0]
    colour = colour_of(s)[p0]
    fleet = fleet or naval(s, p0) or any(B.IS_FLEET[p] for p in pieces)
    start = (s.area[p0], s.city[p0])
    if fleet:
        pieces = pieces + [q for f in range(B.N_UNITS) if B.IS_FLEET[f] and s.where[f] == MAP
                           and (s.area[f], s.city[f]) == start and ctl[f] == seat and colour_of(s)[f] == colour
                           for q in cargo(s, f)]
    best = {start: 0}
    path: dict[tuple[int, int], list[tuple[int, int]]] = {start: []}
    frontier = [start]
    while frontier:
        nxt = []
        for place in frontier:
            cost = best[place]
            a, c = place
            stopped = not truce and c == -1 and a != start[0] and bool(outside[a] - {colour})
            for q in _steps(s, seat, pieces, colour, fleet, a, c, outside, cities):
                if stopped and not (q[0] == a and q[1] >= 0 and not fleet):
                    continue
                if cost + 1 <= budget and (q not in best or best[q] > cost + 1):
                    best[q], path[q] = cost + 1, path[place] + [q]
                    nxt.append(q)
        frontier = nxt
    del path[start]
    return path


def parts(ps: list[int]) -> list[list[int]]:
    """3.14, 18.x: for each area only some nationalities enter (in area order), the pieces of
    ``ps`` it admits, when some of ``ps`` but not all (each part once)."""
    out: list[list[int]] = []
    for a in range(B.N_AREAS):
        only = B.ENTRY_ONLY[a]
        if only is None:
            continue
        part = [p for p in ps if B.NATIONALITY[p] in only]
        if 0 < len(part) < len(ps) and part not in out:
            out.append(part)
    return out


def _move_rows(s: GameState, seat: int, ps: list[int], ma: bool, tr: bool) -> list:
    out = []
    for m in sorted({mp_left(s, p) for p in ps}):             # 16.33: a fleet's points left
        group = [p for p in ps if mp_left(s, p) >= m]
        for extra in ((0, 1) if ma else (0,)):
            for truce in ((False, True) if tr else (False,)):
                dest = reachable(s, seat, group, m + extra, truce)
                if dest:
                    out.append(MoveOption(pieces=[B.PIECE_IDS[p] for p in group], mobility=m + extra,
                                          to=sorted(place_id(q) for q in dest), military_advance=bool(extra),
                                          truce=truce))
    return out


def movement_options(s: GameState, seat: int) -> list:
    """One MoveOption per force group, mobility value, Military Advance and Truce (7.0, 27.2);
    then the same for each part of the group an area only some nationalities enter admits
    (:func:`parts`), each row kept only when no row of the whole group (with the same
    stratagems) holds its pieces and its places."""
    out = []
    ma = held(s, seat, "military_advance") is not None
    tr = held(s, seat, "truce") is not None and s.flow == "movement"
    for ps in movable(s, seat, controllers(s)).values():
        whole = _move_rows(s, seat, ps, ma, tr)
        out += whole
        for part in parts(ps):
            for row in _move_rows(s, seat, part, ma, tr):
                if not any(set(row.pieces) <= set(w.pieces) and set(row.to) <= set(w.to)
                           and (row.military_advance, row.truce) == (w.military_advance, w.truce) for w in whole):
                    out.append(row)
    return out


def _free(s: GameState, f: int) -> int:
    return 0 if any(not B.IS_LEADER[q] for q in cargo(s, f)) else 1


def _budget(s: GameState, f: int, marching: bool) -> int:
    return mobility(s, f) if marching else mp_left(s, f)


def routes(s: GameState, seat: int, fleets: list[int], pieces: list[int], budget: int) -> set[str]:
    """Where a transport of ``pieces`` by ``fleets`` may end (16.3): 0-1 search over (place, loaded)."""
    outside, cities = _occupied(s, controllers(s))
    f0 = fleets[0]
    colour = colour_of(s)[f0]
    start = (s.area[f0], s.city[f0])
    riders = pieces + [q for f in fleets for q in cargo(s, f)]
    pa, pc = (s.area[pieces[0]], s.city[pieces[0]]) if pieces else (-1, -1)
    coast = [tuple(x for x in B.COASTS[a] if not B.IS_SEA[x]) if B.IS_SEA[a] else () for a in range(B.N_AREAS)]

    def enter_ok(node, loaded):
        a, k = node
        if may_enter_area(s, fleets + riders if loaded else fleets, a) is not None:
            return False
        return k < 0 or not (cities.get(k, set()) - {(seat, colour)})

    def stopped(node):
        return node[1] < 0 and node != start and bool(outside[node[0]] - {colour})

    best = {(start, not pieces): 0}
    dq = deque(best)
    while dq:
        st = dq.popleft()
        node, loaded = st
        if stopped(node):
            continue
        nxt = []
        if not loaded:
            if pc >= 0 and node == (pa, pc):
                nxt.append(((node, True), 0))
            elif pc < 0 and node[1] < 0 and pa in coast[node[0]]:
                nxt.append(((node, True), 1))
        a, k = node
        steps = [(x, -1) for x in B.CITY_SEAS[k]] if k >= 0 else [(x, -1) for x in B.SEA_NEIGHBOURS[a]] + \
            [(B.CITY_REGION[c], c) for c in range(len(B.CITY_IDS)) if B.CITY_PORT[c] and a in B.CITY_SEAS[c]]
        nxt += [((q, loaded), 1) for q in steps if enter_ok(q, loaded)]
        for st2, w in nxt:
            c2 = best[st] + w
            if c2 <= budget and best.get(st2, 1 << 30) > c2:
                best[st2] = c2
                (dq.appendleft if w == 0 else dq.append)(st2)
    out = set()
    for (node, loaded), cost in best.items():
        if not loaded:
            continue
        a, k = node
        if k >= 0:
            if node != (pa, pc):
                out.add(place_id(node))
            continue
        if node != start or pieces:
            out.add(place_id(node))
        if not stopped(node) and cost + 1 <= budget:
            out |= {B.AREA_IDS[r] for r in coast[a] if may_enter_area(s, riders, r) is None and (r, -1) != (pa, pc)}
    return out


def naval_options(s: GameState, seat: int) -> list:
    """Every transport the phasing player may make now, one row per fleet group, movement
    points and embarkation place (16.3, 11.3)."""
    marching = s.flow == "forced_march"
    ctl = controllers(s)
    flag = MARCHED if marching else MOVED
    groups: dict[tuple[int, int, int], list[int]] = {}
    for f in range(B.N_UNITS):
        if B.IS_FLEET[f] and s.where[f] == MAP and ctl[f] == seat and not s.flags[f] & flag \
                and _budget(s, f, marching) > 0 and not any(s.flags[q] & flag for q in cargo(s, f)):
            groups.setdefault((s.area[f], s.city[f], colour_of(s)[f]), []).append(f)
    out = []
    for (a, k, col), fl in sorted(groups.items()):
        leaders = [p for p in range(B.N_UNITS, B.N_PIECES) if B.IS_ADMIRAL[p] and s.where[p] == MAP and ctl[p] == seat
                   and (s.area[p], s.city[p]) == (a, k) and colour_of(s)[p] == col and not s.flags[p] & MARCHED
                   and carrier(s, p) < 0 and (B.IS_SEA[a] or (k >= 0 and B.CITY_PORT[k]))] if marching else [None]
        riders: dict[tuple[int, int], list[int]] = {}
        for p in range(B.N_PIECES):
            if s.where[p] == MAP and ctl[p] == seat and colour_of(s)[p] == col and not B.IS_FLEET[p] \
                    and carrier(s, p) < 0 and not B.IS_SEA[s.area[p]] and mobility(s, p) > 0 and not s.flags[p] & flag \
                    and ((s.city[p] >= 0 and B.CITY_PORT[s.city[p]]) or (s.city[p] < 0 and B.COASTS[s.area[p]])):
                riders.setdefault((s.area[p], s.city[p]), []).append(p)
        pickups = ([None] if any(cargo(s, f) for f in fl) else []) + sorted(riders)
        for ld in leaders:
            for m in sorted({_budget(s, f, marching) for f in fl}):
                if ld is not None:
                    m = min(m, mobility(s, ld))
                group = [f for f in fl if _budget(s, f, marching) >= m]
                for pu in pickups:
                    if pu is None:
                        g, ps = [f for f in group if cargo(s, f)], []
                    else:
                        g, ps = group, [p for p in riders[pu] if p != ld]
                        if not sum(_free(s, f) for f in g):
                            ps = [p for p in ps if B.IS_LEADER[p]]
                    if g and (ps or pu is None):
                        whole = routes(s, seat, g, ps, m)
                        # 3.14, 18.x: the parts of the fleets and of the pieces an area only
                        # some nationalities enter admits, offered when they reach more
                        rider_parts = [q for q in parts(ps) if any(not B.IS_LEADER[p] for p in q)
                                       or all(B.IS_LEADER[p] for p in ps)]
                        for gp in [g, *parts(g)]:
                            for pp in [ps, *rider_parts]:
                                dest = whole if (gp, pp) == (g, ps) else routes(s, seat, gp, pp, m)
                                if dest and ((gp, pp) == (g, ps) or not dest <= whole):
                                    out.append(TransportOption(fleets=[B.PIECE_IDS[f] for f in gp],
                                                               free=[_free(s, f) for f in gp], mobility=m,
                                                               pieces=[B.PIECE_IDS[p] for p in pp], to=sorted(dest),
                                                               leader=B.PIECE_IDS[ld] if ld is not None else None))
    return out


def transport_fits(s: GameState, a, rows: list) -> bool:
    """A Transport that breaks no rule named before it fits one of the offered ``rows``
    (:func:`naval_options`) (16.32)."""
    marching = s.flow == "forced_march"
    return any(o.leader == a.leader and set(a.fleets) <= set(o.fleets) and set(a.pieces) <= set(o.pieces)
               and bool(a.pieces) == bool(o.pieces) and a.to in o.to
               and all(_budget(s, B.PIECE[f], marching) >= o.mobility for f in a.fleets)
               for o in rows)
