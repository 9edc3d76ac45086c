"""Naval transport [16.3, 16.31-16.34, 16.4; 11.3; 7.7 at sea; Q&A of 29.0; O96-O99].

A :class:`.state.Transport` names fleets of the phasing player, together at one sea or
port and of one colour (6.3), the land units and leaders they embark (together at one
port city or outside the cities of a coastal region, the seat's, of the fleets' colour:
8.1(3)) and where they go:

- movement points (16.32, O48, Q&A): a fleet pays 1 for each sea or port it enters, 1
  more to embark from or land on a coastline, nothing to embark in or land into the port
  it is in; every fleet of the transport pays the whole route (O96);
- interception (7.7 at sea, Q&A "if they were to move into another area containing a
  fleet they could be intercepted"): fleets entering a sea (not the one they started in)
  that holds units of another colour stop there, and whatever they carry stays aboard
  (O97); a port may be entered only when all its units are the seat's and of the colour
  (8.1);
- each fleet carries one land combat unit and any number of leaders (16.34); land units
  aboard stay at sea at the end of the move and of the turn (16.4) and go where their
  fleet goes (a fleet entering a port puts them ashore there);
- a land unit moves once per phase: a piece that moved this player turn is not embarked,
  nor carried again by a fleet that moves on (16.33); a fleet transports again while it
  has movement points left (16.33, ``GameState.spent``);
- the forced march phase (11.3, O16): an admiral at sea or in a port, with the fleets of
  his colour at his place that have not marched, makes one transport as his forced march
  (full movement points again), the land pieces it embarks taking part in that march; the
  march may then fight once (``march_combat``).

:func:`options` lists every transport (one row per fleet group, movement points and
embarkation place); :func:`check` accepts exactly what a row offers (it matches the action
against the rows after naming the first rule broken).
"""

from __future__ import annotations

from collections import deque
from functools import cache

from . import board as B
from .colours import colour_of, region_colour_of
from .control import cargo, cargoes, carrier, controllers, mobility, mp_left, set_carrier
from .errors import RuleViolation
from .movement import FLEET_STEPS, RESTRICTED, _Occ, admits, admitted_parts, occupancy, parse_place, place_id
from .state import MAP, MARCHED, MOVED, GameState, LogEvent, Transported, TransportOption

SEA_PORTS = [tuple(k for k in range(len(B.CITY_IDS)) if B.CITY_PORT[k] and a in B.CITY_SEAS[k])
             for a in range(B.N_AREAS)]
COAST_REGIONS = [tuple(x for x in B.COASTS[a] if not B.IS_SEA[x]) if B.IS_SEA[a] else ()
                 for a in range(B.N_AREAS)]


_SEAS_ON = [tuple(x for x in range(B.N_AREAS) if a in COAST_REGIONS[x]) for a in range(B.N_AREAS)]
"""Land region -> the seas whose fleets embark its pieces from the coast (16.32)."""


@cache
def _sea_distances(start: tuple[int, int]) -> dict[tuple[int, int], int]:
    """Place -> the fewest points fleets at ``start`` pay to enter it with nothing in the
    way (no unit, no restricted area): never more than any route of :func:`routes` pays."""
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for place in frontier:
            for q, _sea in FLEET_STEPS[place]:
                if q not in dist:
                    dist[q] = dist[place] + 1
                    nxt.append(q)
        frontier = nxt
    return dist


_NAVAL_STEPS = {pl: tuple(q for q, _sea in steps) for pl, steps in FLEET_STEPS.items()}
"""Place -> the places fleets enter from it for one point: the seas of a port, or a sea's
neighbouring seas and then its ports (:data:`.movement.FLEET_STEPS`' places)."""


def _may_embark(start: tuple[int, int], place: tuple[int, int], budget: int) -> bool:
    """Fleets at ``start`` might embark the land pieces at ``place`` within ``budget``: in
    the port, or from a sea off the coastal region for one point more (16.32), counted by
    :func:`_sea_distances`. When not, :func:`routes` finds no destination for them."""
    dist = _sea_distances(start)
    if place[1] >= 0:
        return dist.get(place, budget + 1) <= budget
    return any(dist.get((x, -1), budget) + 1 <= budget for x in _SEAS_ON[place[0]])


_Searched = tuple[tuple[int, int], bool]
"""A state of :func:`routes`' search: (place, loaded)."""


def routes(s: GameState, seat: int, fleets: list[int], pieces: list[int], budget: int,
           ctl: list[int] | None = None, occ: _Occ | None = None,
           aboard: dict[int, list[int]] | None = None) -> dict[str, tuple[int, list[str], tuple[int, int], bool]]:
    """Destinations of a transport: place id -> (cost, path of places entered, the fleets'
    final place, landed). ``pieces`` empty: the fleets carry what is aboard already.
    ``occ``, ``aboard``: the state's :class:`.movement._Occ` and :func:`.control.cargoes`,
    when the caller has them."""
    res, prev = _routes(s, seat, fleets, pieces, budget, ctl, occ, aboard)

    def path_to(st) -> list[str]:
        out = []
        p = prev[st]
        while p is not None:
            if p[0] != st[0]:
                out.append(place_id(st[0]))
            st, p = p, prev[p]
        return out[::-1]

    return {key: (cost, path_to(st), final, landed) for key, (cost, st, final, landed) in res.items()}


def destinations(s: GameState, seat: int, fleets: list[int], pieces: list[int], budget: int,
                 ctl: list[int] | None = None, occ: _Occ | None = None,
                 aboard: dict[int, list[int]] | None = None) -> dict[str, tuple[int, _Searched, tuple[int, int], bool]]:
    """The place ids of :func:`routes` (as its keys), without the paths (the options and
    the checks ask only where): place id -> (cost, the search state reached, the fleets'
    final place, landed)."""
    return _routes(s, seat, fleets, pieces, budget, ctl, occ, aboard)[0]


def _routes(s: GameState, seat: int, fleets: list[int], pieces: list[int], budget: int,
            ctl: list[int] | None, occ: _Occ | None, aboard: dict[int, list[int]] | None
            ) -> tuple[dict[str, tuple[int, _Searched, tuple[int, int], bool]], dict[_Searched, _Searched | None]]:
    """:func:`routes`' search: (place id -> (cost, the search state reached, the fleets'
    final place, landed), the search states' predecessors)."""
    ctl = ctl if ctl is not None else controllers(s)
    occ = occ if occ is not None else occupancy(s, ctl)
    aboard = aboard if aboard is not None else cargoes(s)
    f0 = fleets[0]
    colour = colour_of(s)[f0]
    start = (s.area[f0], s.city[f0])
    riders = pieces + [q for f in fleets for q in aboard.get(f, ())]
    if pieces:
        pa, pc = s.area[pieces[0]], s.city[pieces[0]]
    else:
        pa, pc = -1, -1
    inimical = occ.inimical(colour)
    closed = occ.closed(seat, colour)
    entry: dict[tuple[int, bool], bool] = {}    # (area, loaded) -> admits, asked once

    def stopped(node: tuple[int, int]) -> bool:
        a, k = node
        return k < 0 and node != start and inimical[a]

    # 0-1 BFS over (place, loaded): the embarkation first, then the places one point away
    # in :data:`_NAVAL_STEPS`' order (a state reached again for less is searched again)
    INF = 1 << 30
    best: dict[tuple[tuple[int, int], bool], int] = {}
    prev: dict[tuple[tuple[int, int], bool], tuple[tuple[int, int], bool] | None] = {}
    init = (start, not pieces)
    best[init], prev[init] = 0, None
    dq = deque([init])
    get = best.get
    while dq:
        st = dq.popleft()
        node, loaded = st
        a0, k0 = node
        if k0 < 0 and inimical[a0] and node != start:
            continue                                                # stopped there (7.7 at sea)
        cost = best[st]
        if not loaded:
            w = -1
            if pc >= 0 and node == (pa, pc):
                w = 0                                               # embark in the port (16.32)
            elif pc < 0 and k0 < 0 and pa in COAST_REGIONS[a0]:
                w = 1                                               # embark from the coast
            if w >= 0:
                st2, c2 = (node, True), cost + w
                if c2 <= budget and get(st2, INF) > c2:
                    best[st2], prev[st2] = c2, st
                    (dq.appendleft if w == 0 else dq.append)(st2)
        c2 = cost + 1
        if c2 > budget:
            continue
        for q in _NAVAL_STEPS[node]:
            a, k = q
            if RESTRICTED[a]:
                ok = entry.get((a, loaded))
                if ok is None:
                    ok = entry[a, loaded] = admits(s, fleets + riders if loaded else fleets, a)
                if not ok:
                    continue
            if k >= 0 and k in closed:
                continue
            st2 = (q, loaded)
            if get(st2, INF) > c2:
                best[st2], prev[st2] = c2, st
                dq.append(st2)

    res: dict[str, tuple[int, _Searched, tuple[int, int], bool]] = {}

    def offer(key: str, cost: int, st, final, landed: bool) -> None:
        if key not in res or res[key][0] > cost:
            res[key] = (cost, st, final, landed)

    for st, cost in sorted(best.items(), key=lambda x: (x[1], x[0][0])):
        node, loaded = st
        if not loaded:
            continue
        a, k = node
        if k >= 0:
            if node != (pa, pc):
                offer(place_id(node), cost, st, node, True)            # into the port (16.31(3))
            continue
        if node != start or pieces:
            offer(place_id(node), cost, st, node, False)               # aboard at sea (16.4)
        if stopped(node) or cost + 1 > budget:
            continue
        for r in COAST_REGIONS[a]:
            if admits(s, riders, r) and (r, -1) != (pa, pc):
                offer(B.AREA_IDS[r], cost + 1, st, node, True)           # onto the coast
    return res, prev


def _free(s: GameState, f: int, aboard: dict[int, list[int]] | None = None) -> int:
    """1 when ``f`` may take a land combat unit aboard (16.34); ``aboard``: :func:`.control.cargoes`."""
    on = aboard.get(f, []) if aboard is not None else cargo(s, f)
    return 0 if any(not B.IS_LEADER[q] for q in on) else 1


def _budget(s: GameState, f: int, marching: bool) -> int:
    return mobility(s, f) if marching else mp_left(s, f)


def _fleet_groups(s: GameState, seat: int, ctl: list[int], marching: bool, aboard: dict[int, list[int]]):
    """(place, colour) -> fleets that may transport now (not moved; in a march, not
    marched, 11.4; cargo not moved this turn, 16.33)."""
    groups: dict[tuple[int, int, int], list[int]] = {}
    flag = MARCHED if marching else MOVED
    for f in range(B.N_UNITS):
        if not B.IS_FLEET[f] or s.where[f] != MAP or ctl[f] != seat:
            continue
        if s.flags[f] & flag or _budget(s, f, marching) <= 0 or any(s.flags[q] & flag for q in aboard.get(f, ())):
            continue
        groups.setdefault((s.area[f], s.city[f], colour_of(s)[f]), []).append(f)
    return groups


def _riders(s: GameState, seat: int, ctl: list[int], colour: int, marching: bool):
    """Embarkation places -> land pieces there that may be embarked (16.31(1), 16.33)."""
    out: dict[tuple[int, int], list[int]] = {}
    col = colour_of(s)
    for p in range(B.N_PIECES):
        if s.where[p] != MAP or ctl[p] != seat or col[p] != colour or B.IS_FLEET[p] or carrier(s, p) >= 0:
            continue
        if B.IS_SEA[s.area[p]] or mobility(s, p) <= 0:
            continue
        if s.flags[p] & (MARCHED if marching else MOVED):
            continue
        a, k = s.area[p], s.city[p]
        if (k >= 0 and B.CITY_PORT[k]) or (k < 0 and B.COASTS[a]):
            out.setdefault((a, k), []).append(p)
    return out


def _admirals(s: GameState, seat: int, ctl: list[int], place: tuple[int, int], colour: int) -> list[int]:
    return [p for p in range(B.N_UNITS, B.N_PIECES) if B.IS_ADMIRAL[p] and s.where[p] == MAP and ctl[p] == seat
            and (s.area[p], s.city[p]) == place and colour_of(s)[p] == colour and not s.flags[p] & MARCHED
            and carrier(s, p) < 0 and (B.IS_SEA[place[0]] or (place[1] >= 0 and B.CITY_PORT[place[1]]))]


def _rows(s: GameState, seat: int, ctl: list[int], aboard: dict[int, list[int]]):
    """The candidate rows of :func:`options` in its order, before their routes are asked:
    ``(leader or None, movement points, fleets, pieces to embark, None)``, each followed by
    its parts that an area only some nationalities enter admits (3.14, 18.x: the Papal fleet
    without the Venetian one may sail into the Tyrrhenian, a Venetian fleet may land the
    Papal militia in the Papal States without the Venetian one;
    :func:`.movement.admitted_parts`), whose last item is the whole row's ``(fleets, pieces)``."""
    marching = s.flow == "forced_march"
    by_colour: dict[int, dict[tuple[int, int], list[int]]] = {}
    for (a, k, col), fl in sorted(_fleet_groups(s, seat, ctl, marching, aboard).items()):
        leaders = _admirals(s, seat, ctl, (a, k), col) if marching else [None]
        if not leaders:
            continue
        riders = by_colour.get(col)
        if riders is None:
            riders = by_colour[col] = _riders(s, seat, ctl, col, marching)
        pickups: list[tuple[int, int] | None] = [None] if any(f in aboard for f in fl) else []
        pickups += sorted(riders)
        for ld in leaders:
            for m in sorted({_budget(s, f, marching) for f in fl}):
                if ld is not None:
                    m = min(m, mobility(s, ld))
                group = [f for f in fl if _budget(s, f, marching) >= m]
                for pu in pickups:
                    if pu is None:
                        g = [f for f in group if f in aboard]
                        ps: list[int] = []
                    else:
                        g = group
                        ps = [p for p in riders[pu] if p != ld]
                        if not sum(_free(s, f, aboard) for f in g):
                            ps = [p for p in ps if B.IS_LEADER[p]]         # full fleets carry leaders only
                        if not ps:
                            continue
                    if not g:
                        continue
                    yield ld, m, g, ps, None
                    fleet_parts = admitted_parts(g)
                    rider_parts = [q for q in admitted_parts(ps) if any(not B.IS_LEADER[p] for p in q)
                                   or all(B.IS_LEADER[p] for p in ps)]
                    if fleet_parts or rider_parts:
                        for gp in (g, *fleet_parts):
                            for pp in (ps, *rider_parts):
                                if (gp, pp) != (g, ps):
                                    yield ld, m, gp, pp, (g, ps)


def options(s: GameState, seat: int) -> list:
    """Every transport the phasing player may make now (module doc); a part of a row
    (:func:`_rows`) is offered only when it reaches a place the whole row does not."""
    ctl = controllers(s)
    occ = occupancy(s, ctl)
    aboard = cargoes(s)
    out = []
    whole: set[str] = set()
    for ld, m, g, ps, base in _rows(s, seat, ctl, aboard):
        if ps and not _may_embark((s.area[g[0]], s.city[g[0]]), (s.area[ps[0]], s.city[ps[0]]), m):
            if base is None:
                whole = set()
            continue                                     # out of reach whatever stands between
        dest = destinations(s, seat, g, ps, m, ctl, occ, aboard)
        if base is None:
            whole = set(dest)
        elif set(dest) <= whole:
            continue
        if dest:
            out.append(TransportOption(fleets=[B.PIECE_IDS[f] for f in g], free=[_free(s, f, aboard) for f in g],
                                       mobility=m, pieces=[B.PIECE_IDS[p] for p in ps], to=sorted(dest),
                                       leader=B.PIECE_IDS[ld] if ld is not None else None))
    return out


def check(s: GameState, seat: int, a) -> None:
    """The rule a :class:`.state.Transport` breaks (nothing when legal): the first rule
    named, else the action must fit an offered row (:func:`options`)."""
    marching = s.flow == "forced_march"
    if not a.fleets:
        raise RuleViolation("illegal_action", "name the fleets", "16.31")
    names = [*a.fleets, *a.pieces]
    if len(set(names)) != len(names):
        raise RuleViolation("illegal_action", "a piece is named twice", "16.3")
    ctl = controllers(s)
    for x in names:
        p = B.PIECE.get(x, -1)
        if p < 0 or s.where[p] != MAP:
            raise RuleViolation("unknown_piece", f"{x} is not on the map", "16.31")
        if ctl[p] != seat:
            raise RuleViolation("not_controlled", f"you do not control {x}", "6.4")
    fl = [B.PIECE[x] for x in a.fleets]
    ps = [B.PIECE[x] for x in a.pieces]
    if not all(B.IS_FLEET[f] for f in fl):
        raise RuleViolation("not_a_fleet", "only fleets transport (16.31)", "16.31")
    if any(B.IS_FLEET[p] for p in ps):
        raise RuleViolation("not_land", "fleets are not transported", "16.31")
    if any((s.area[f], s.city[f]) != (s.area[fl[0]], s.city[fl[0]]) for f in fl):
        raise RuleViolation("not_together", "the fleets must begin together", "7.3")
    if ps and any((s.area[p], s.city[p]) != (s.area[ps[0]], s.city[ps[0]]) for p in ps):
        raise RuleViolation("not_together", "the pieces embarked must be together", "7.3")
    if any(colour_of(s)[p] != colour_of(s)[fl[0]] for p in fl + ps):
        raise RuleViolation("mixed_colours", "fleets transport units of their own colour", "8.1")
    if ps:
        pa, pc = s.area[ps[0]], s.city[ps[0]]
        if any(carrier(s, p) >= 0 for p in ps):
            raise RuleViolation("already_aboard", "a piece named is aboard a fleet already", "16.31")
        if not ((pc >= 0 and B.CITY_PORT[pc]) or (pc < 0 and not B.IS_SEA[pa] and B.COASTS[pa])):
            raise RuleViolation("not_coastal", "land units embark in a port or from a coastal region", "16.31")
        flag = MARCHED if marching else MOVED
        for p in ps:
            if s.flags[p] & flag:
                raise RuleViolation("already_moved", f"{B.PIECE_IDS[p]} has moved this turn",
                                    "11.4" if marching else "16.33")
    elif not any(cargo(s, f) for f in fl):
        raise RuleViolation("nothing_aboard", "name the pieces to embark (a fleet alone moves by a move)", "16.31")
    units = sum(1 for p in ps if not B.IS_LEADER[p])
    if units > sum(_free(s, f) for f in fl):
        raise RuleViolation("over_capacity", "each fleet carries one land combat unit", "16.34")
    if marching:
        if a.leader is None:
            raise RuleViolation("no_leader", "a naval forced march is led by an admiral", "11.3")
        ld = B.PIECE.get(a.leader, -1)
        if ld < B.N_UNITS or s.where[ld] != MAP or not B.IS_ADMIRAL[ld]:
            raise RuleViolation("not_an_admiral", f"{a.leader} is not an admiral on the map", "11.3")
        if ctl[ld] != seat:
            raise RuleViolation("not_controlled", f"you do not control {a.leader}", "6.4")
        if s.flags[ld] & MARCHED or any(s.flags[f] & MARCHED for f in fl):
            raise RuleViolation("already_marched", "a leader or fleet has made its forced march", "11.4")
        if not (B.IS_SEA[s.area[ld]] or (s.city[ld] >= 0 and B.CITY_PORT[s.city[ld]])):
            raise RuleViolation("naval_march", "a naval leader marches only from a sea or a port", "11.3")
        if (s.area[ld], s.city[ld]) != (s.area[fl[0]], s.city[fl[0]]) or colour_of(s)[ld] != colour_of(s)[fl[0]]:
            raise RuleViolation("not_accompanying", "the fleets must be the admiral's, at his place", "11.11")
    elif a.leader is not None:
        raise RuleViolation("not_marching", "a leader is named only in a naval forced march", "11.3")
    else:
        for f in fl:
            if s.flags[f] & MOVED:
                raise RuleViolation("already_moved", f"{B.PIECE_IDS[f]} has moved this turn", "7.4")
            if mp_left(s, f) <= 0:
                raise RuleViolation("no_points", f"{B.PIECE_IDS[f]} has no movement points left", "16.33")
    if parse_place(a.to) is None:
        raise RuleViolation("unknown_place", f"no region, sea or city {a.to!r}", "7.1")
    aboard = cargoes(s)
    occ = occupancy(s, ctl)
    leader = B.PIECE[a.leader] if a.leader is not None else None
    for ld, m, g, rs, _whole in _rows(s, seat, ctl, aboard):      # an offered row (:func:`options`) fits it
        if ld == leader and set(fl) <= set(g) and set(ps) <= set(rs) and bool(ps) == bool(rs) \
                and all(_budget(s, f, marching) >= m for f in fl) and a.to in destinations(s, seat, g, rs, m, ctl, occ, aboard):
            return
    raise RuleViolation("unreachable", f"the fleets cannot carry them to {a.to}", "16.32")


def do(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    marching = s.flow == "forced_march"
    fl = [B.PIECE[x] for x in a.fleets]
    ps = [B.PIECE[x] for x in a.pieces]
    ld = B.PIECE[a.leader] if a.leader is not None else -1
    m = min(_budget(s, f, marching) for f in fl)
    if ld >= 0:
        m = min(m, mobility(s, ld))
    cost, path, final, landed = routes(s, seat, fl, ps, m)[a.to]
    riders = ps + [q for f in fl for q in cargo(s, f)]
    # board: one land combat unit to each free fleet, leaders with the first (16.34)
    free = [f for f in fl if _free(s, f)]
    for p in ps:
        if B.IS_LEADER[p]:
            if B.IS_ADMIRAL[p]:
                continue                    # an admiral at sea is a naval leader (16.2), aboard no fleet
            set_carrier(s, p, fl[0])
        else:
            set_carrier(s, p, free.pop(0))
    dest = parse_place(a.to)
    assert dest is not None                 # check() refused unknown places
    for f in fl:
        s.area[f], s.city[f] = final
        if marching:
            s.flags[f] |= MARCHED | MOVED
        else:
            s.spent = s.spent or [0] * B.N_PIECES
            s.spent[f] += cost
    for p in riders:
        if landed:
            set_carrier(s, p, -1)
            s.area[p], s.city[p] = dest
        else:
            s.area[p], s.city[p] = final
            if B.IS_ADMIRAL[p]:
                set_carrier(s, p, -1)
        s.flags[p] |= MOVED | (MARCHED if marching else 0)
    if ld >= 0:
        s.area[ld], s.city[ld] = final
        s.flags[ld] |= MARCHED | MOVED
        s.march = [ld, *fl, *riders]
    ev.append(Transported(seat=seat, fleets=list(a.fleets), pieces=[B.PIECE_IDS[p] for p in riders], path=path,
                          to=a.to, landed=landed))
