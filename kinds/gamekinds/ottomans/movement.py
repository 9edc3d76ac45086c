"""Land and naval movement [7.0, 8.1, 10.1, 16.0 (fleets at sea only), 18.0].

A force is pieces a seat controls, of one colour (6.3), together at one place (7.3, 8.2:
in a city or outside it), none moved this player turn (7.4). Fleets move apart from land
pieces (7.62; naval transport, 16.3, is :mod:`.naval`). :func:`reachable` finds every
place the force may end its move within its mobility (the lowest of the force, 7.3):

- each region, sea, city entered costs one point (7.2, 7.6); entering or leaving a city
  one more (10.1, O48): region -> adjacent region's city costs 2;
- land pieces cross the Hellespont between Byzantium and Ottomans for its cost unless an
  inimical fleet is in the Bosporus (7.63, O25);
- a force entering a region (or sea) holding units inimical to it (another colour, whoever
  controls them, 7.7, 6.61) outside the cities stops there (units in cities do not stop
  it, 7.71), though it may still enter a city of that region (10.1); leaving a city into
  its own region is not entering a region (10.1);
- a city may be entered only when every unit in it is the mover's and of its colour
  (8.1(1)-(2), 7.71);
- restricted areas: the Papal States, the Two Sicilies, Moscovy and the Tyrrhenian admit
  only the nationalities named (3.14, 18.1-18.3, 18.5); Malta none until Spain has entered
  (18.41);
- fleets (with admirals at sea, 16.2) move sea to sea, into a port from a sea it touches and out of it to such a sea
  (7.62, 16.0, O48); what they carry goes with them and lands when they enter a port (16.31);
  a fleet whose cargo moved this player turn stays (16.33); naval transport is :mod:`.naval`;
  a fleet's points are what transports left it (16.33).

Truce (27.2): in the movement phase, spent with a move: the force does not stop on entering
inimical units and may not fight for the rest of the player turn, forced march included
(O64; cities still follow 8.1).

A force may drop pieces off on the way (7.3): moving those pieces alone to where they are
dropped is the same move, so :class:`.state.Move` names one destination.
"""

from __future__ import annotations

from . import board as B
from .colours import colour_of, region_colour_of
from .control import cargo, cargoes, carrier, controllers
from .control import mp_left as mobility  # 16.33: a fleet's points left after transports
from .errors import RuleViolation
from .state import MAP, MOVED, TRUCE, GameState, LogEvent, MoveOption, Moved
from .stratagems import held, spend


def naval(s: GameState, p: int) -> bool:
    """A fleet, or an admiral at sea (16.2): moves by sea."""
    return B.IS_FLEET[p] or (B.IS_ADMIRAL[p] and B.IS_SEA[s.area[p]])


def _inimical_outside(s: GameState, area: int, colour: int, fleets_only: bool = False) -> bool:
    col = colour_of(s)
    for p in range(B.N_PIECES):
        if s.where[p] == MAP and s.area[p] == area and s.city[p] == -1 and col[p] != colour:
            if not fleets_only or B.IS_FLEET[p]:
                return True
    return False


def admits(s: GameState, pieces: list[int], area: int) -> bool:
    """Whether the 3.14/18.x restrictions let ``pieces`` enter ``area`` (the searches ask it
    of every restricted area they reach; :func:`may_enter_area` names the rule broken)."""
    only = B.ENTRY_ONLY[area]
    if only is not None and any(B.NATIONALITY[p] not in only for p in pieces):
        return False
    return not (B.ENTRY_CLOSED_UNTIL_SPAIN[area] and not s.spain_entered)


def may_enter_area(s: GameState, pieces: list[int], area: int) -> RuleViolation | None:
    """3.14/18.x restrictions for ``pieces`` entering ``area`` (None: allowed)."""
    if admits(s, pieces, area):
        return None
    only = B.ENTRY_ONLY[area]
    if only is not None and any(B.NATIONALITY[p] not in only for p in pieces):
        ruling = {"papal_states": "18.1", "two_sicilies": "18.22", "moscovy": "18.3",
                  "tyrrhenian": "18.5"}.get(B.AREA_IDS[area], "3.14")
        return RuleViolation("restricted_region", f"only {sorted(B.AREA_IDS[n] for n in only)} units may enter "
                             f"{B.AREA_IDS[area]}", ruling)
    if B.ENTRY_CLOSED_UNTIL_SPAIN[area] and not s.spain_entered:
        return RuleViolation("restricted_region", f"no unit may enter {B.AREA_IDS[area]} until Spain has entered",
                             "18.41")
    return None


RESTRICTED = [B.ENTRY_ONLY[a] is not None or B.ENTRY_CLOSED_UNTIL_SPAIN[a] for a in range(B.N_AREAS)]
"""Area -> :func:`may_enter_area` may refuse a force there (every other area admits anyone)."""


def may_enter_city(s: GameState, seat: int, colour: int, city: int, ctl: list[int]) -> bool:
    """8.1(1)-(2): every unit in the city is ``seat``'s and of ``colour``."""
    area = B.CITY_REGION[city]
    col = colour_of(s)
    for p in range(B.N_PIECES):
        if s.where[p] == MAP and s.area[p] == area and s.city[p] == city:
            if ctl[p] != seat or col[p] != colour:
                return False
    return True


class _Occ:
    """Who stands where, computed once per question: colours outside cities per area (a bit
    a colour), and (controller, colour) pairs per city; what a force of one seat and colour
    meets follows (:meth:`inimical`, :meth:`closed`, each computed once per seat and colour)."""
    __slots__ = ("_closed", "_inimical", "cities", "outside")

    def __init__(self, s: GameState, ctl: list[int]) -> None:
        self.outside: list[int] = [0] * B.N_AREAS
        self.cities: dict[int, set[tuple[int, int]]] = {}
        self._inimical: dict[int, list[bool]] = {}
        self._closed: dict[tuple[int, int], set[int]] = {}
        outside, cities = self.outside, self.cities
        for w, a, k, who, c in zip(s.where[:B.N_PIECES], s.area, s.city, ctl, colour_of(s)):
            if w != MAP:
                continue
            if k < 0:
                outside[a] |= 1 << c
            else:
                got = cities.get(k)
                if got is None:
                    cities[k] = {(who, c)}
                else:
                    got.add((who, c))

    def inimical(self, colour: int) -> list[bool]:
        """Area -> units of another colour than ``colour`` stand outside its cities (7.7)."""
        got = self._inimical.get(colour)
        if got is None:
            others = ~(1 << colour)
            got = self._inimical[colour] = [bool(o & others) for o in self.outside]
        return got

    def closed(self, seat: int, colour: int) -> set[int]:
        """Cities holding a unit that is not ``seat``'s or not of ``colour`` (8.1(1)-(2))."""
        key = (seat, colour)
        got = self._closed.get(key)
        if got is None:
            got = self._closed[key] = {k for k, pairs in self.cities.items() if pairs - {key}}
        return got


_OCC: dict[tuple, _Occ] = {}
"""(where, area, city, controllers, colonized) -> its :class:`_Occ`: the options of a position
and the checks of the actions asked of it build the same one again and again (82 % of the
asks in the property and hidden-hands tests find it here: ~36 us for the key against ~160 us
to build one and its colour tables). The key is everything :class:`_Occ` reads, so a
position only meets the answer of an equal one; its users (:func:`reachable`,
:func:`.naval.routes`) read it, never change it."""


def occupancy(s: GameState, ctl: list[int]) -> _Occ:
    """The :class:`_Occ` of ``s`` with its controllers ``ctl``, built once per position."""
    key = (tuple(s.where), tuple(s.area), tuple(s.city), tuple(ctl), tuple(map(tuple, s.colonized)))
    got = _OCC.get(key)
    if got is None:
        if len(_OCC) >= 32:
            _OCC.clear()
        got = _OCC[key] = _Occ(s, ctl)
    return got


def reachable(s: GameState, seat: int, pieces: list[int], budget: int,
              ctl: list[int] | None = None, occ: _Occ | None = None,
              truce: bool = False, fleet: bool | None = None) -> dict[tuple[int, int], list[tuple[int, int]]]:
    """Places ``(area, city)`` the force may end in -> the path to it (places entered);
    ``fleet``: move by sea (an admiral's naval forced march from a port, 11.3)."""
    parent, layers = _search(s, seat, pieces, budget, ctl, occ, truce, fleet)
    path: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for q in layers[0] if layers else ():
        path[q] = [q]
    for layer in layers[1:]:
        for q in layer:
            path[q] = [*path[parent[q]], q]
    return path


def reachable_places(s: GameState, seat: int, pieces: list[int], budget: int,
                     ctl: list[int] | None = None, occ: _Occ | None = None,
                     truce: bool = False, fleet: bool | None = None) -> dict[tuple[int, int], tuple[int, int]]:
    """The places of :func:`reachable` (the keys; each with the place it is entered from)
    without their paths (a check asks only whether)."""
    parent, _layers = _search(s, seat, pieces, budget, ctl, occ, truce, fleet)
    parent.pop((s.area[pieces[0]], s.city[pieces[0]]))
    return parent


def _search(s: GameState, seat: int, pieces: list[int], budget: int, ctl: list[int] | None, occ: _Occ | None,
            truce: bool, fleet: bool | None) -> tuple[dict[tuple[int, int], tuple[int, int]], list[list[tuple[int, int]]]]:
    """The breadth-first search of :func:`reachable`: (place -> the place it is entered from,
    the places entered for 1, 2, ... points in the order found); the paths are built only
    when asked (:func:`options` needs the points alone, :func:`_search_i`)."""
    par, layers_i, start = _search_i(s, seat, pieces, budget, ctl, occ, truce, fleet)
    places = _PLACES
    first = places[start]
    parent: dict[tuple[int, int], tuple[int, int]] = {first: first}
    layers: list[list[tuple[int, int]]] = []
    for layer in layers_i:
        layers.append([places[j] for j in layer])
        for j in layer:
            parent[places[j]] = places[par[j]]
    return parent, layers


def _search_i(s: GameState, seat: int, pieces: list[int], budget: int, ctl: list[int] | None, occ: _Occ | None,
              truce: bool, fleet: bool | None) -> tuple[list[int], list[list[int]], int]:
    """:func:`_search` on places numbered (:data:`_PLACES`' indices, a step's tests
    precomputed in :data:`_STEPS_I`; a place as a tuple key was most of the search's time:
    its hash is computed at every look-up, issue 37): (place index -> the index it is entered
    from, the indices entered for 1, 2, ... points in the order found, the start's index)."""
    ctl = ctl if ctl is not None else controllers(s)
    occ = occ if occ is not None else occupancy(s, ctl)
    p0 = pieces[0]
    colour = colour_of(s)[p0]
    fleet = fleet or naval(s, p0) or any(B.IS_FLEET[p] for p in pieces)
    start = (s.area[p0], s.city[p0])
    if fleet and s.carrier:      # what the seat's fleets there carry enters with them (3.14, 18.x)
        aboard = cargoes(s)
        pieces = pieces + [q for f in range(B.N_UNITS) if B.IS_FLEET[f] and s.where[f] == MAP
                           and (s.area[f], s.city[f]) == start and ctl[f] == seat and colour_of(s)[f] == colour
                           for q in aboard.get(f, ())]
    inimical = occ.inimical(colour)
    closed = occ.closed(seat, colour)
    steps = _STEPS_I[bool(fleet)]
    area_of, city_of = _PLACE_AREA, _PLACE_CITY
    si = _PLACE_INDEX[start]
    par = [-1] * _N_PLACES
    par[si] = si
    layers: list[list[int]] = []
    frontier = [si]
    start_area = start[0]
    entry: dict[int, bool] = {}      # restricted area -> admits(s, pieces, area)
    for _cost in range(budget):      # breadth first: every place entered costs one point
        nxt = []
        for i in frontier:
            # a force that entered a region holding inimical units stops there (7.7); it
            # may still go into a city of it (10.1: they never inhibit that)
            a = area_of[i]
            stopped = not truce and city_of[i] == -1 and a != start_area and inimical[a]
            for j, sea, into_city, restricted, k in steps[i]:
                if par[j] >= 0 or (sea >= 0 and inimical[sea]):
                    continue          # reached already; a strait closed by inimical fleets (7.63)
                if stopped and not into_city:
                    continue
                if restricted >= 0:
                    ok = entry.get(restricted)
                    if ok is None:
                        ok = entry[restricted] = admits(s, pieces, restricted)
                    if not ok:
                        continue
                if k >= 0 and k in closed:
                    continue
                par[j] = i
                nxt.append(j)
        if not nxt:
            break
        layers.append(nxt)
        frontier = nxt
    return par, layers, si


def _place_steps(fleet: bool, a: int, c: int) -> tuple[tuple[tuple[int, int], int], ...]:
    """Places one point away from (a, c) by sea (``fleet``) or by land, each with the sea
    whose inimical units close the way (a strait's, 7.63; -1: none)."""
    if fleet:
        if c >= 0:
            return tuple(((x, -1), -1) for x in B.CITY_SEAS[c])
        return tuple(((x, -1), -1) for x in B.SEA_NEIGHBOURS[a]) + \
            tuple(((B.CITY_REGION[k], k), -1) for k in range(len(B.CITY_IDS)) if B.CITY_PORT[k] and a in B.CITY_SEAS[k])
    if c >= 0:
        return (((a, -1), -1),)                                      # leave the city (10.1)
    cities = tuple(((a, k), -1) for k in B.CITIES_OF[a])            # enter a city (10.1)
    return cities + tuple(((b, -1), B.strait_sea(a, b)) for b in B.adjacent_land(a))


_PLACES = [(a, -1) for a in range(B.N_AREAS)] + [(B.CITY_REGION[k], k) for k in range(len(B.CITY_IDS))]
FLEET_STEPS = {pl: _place_steps(True, *pl) for pl in _PLACES}
"""Place -> the places a fleet enters from it for one point, each with -1 (:func:`_place_steps`)."""
LAND_STEPS = {pl: _place_steps(False, *pl) for pl in _PLACES}
"""Place -> the places a land force enters from it for one point, each with its strait's sea or -1."""

_N_PLACES = len(_PLACES)
_PLACE_INDEX = {pl: i for i, pl in enumerate(_PLACES)}
_PLACE_AREA = [a for a, _c in _PLACES]
_PLACE_CITY = [c for _a, c in _PLACES]


def _steps_i(fleet: bool, place: tuple[int, int]) -> tuple[tuple[int, int, bool, int, int], ...]:
    """:data:`FLEET_STEPS` or :data:`LAND_STEPS` of ``place`` for :func:`_search_i`: per place
    entered, (its index, the strait's sea or -1, whether it is a city of the same region
    entered by land (7.7 does not stop that), the restricted area whose entry is checked or
    -1 (3.14, 18.x), the city whose occupants are checked or -1 (8.1: not the one left))."""
    a, c = place
    out = []
    for (x, k), sea in (FLEET_STEPS if fleet else LAND_STEPS)[place]:
        restricted = x if (x != a or fleet) and RESTRICTED[x] else -1
        out.append((_PLACE_INDEX[(x, k)], sea, x == a and k >= 0 and not fleet, restricted,
                    k if k >= 0 and k != c else -1))
    return tuple(out)


_STEPS_I = {fl: [_steps_i(fl, pl) for pl in _PLACES] for fl in (False, True)}
"""Fleet or not -> place index -> :func:`_steps_i`."""


def place_id(place: tuple[int, int]) -> str:
    a, c = place
    return B.CITY_IDS[c] if c >= 0 else B.AREA_IDS[a]


_PLACE_NAME_I = [place_id(pl) for pl in _PLACES]
"""Place index (:data:`_PLACES`) -> :func:`place_id` (the options name every place reached:
1.7 million look-ups in the property tests, issue 37)."""


def parse_place(name: str) -> tuple[int, int] | None:
    if name in B.CITY:
        c = B.CITY[name]
        return B.CITY_REGION[c], c
    if name in B.AREA:
        return B.AREA[name], -1
    return None


def movable(s: GameState, seat: int, ctl: list[int]) -> dict[tuple[int, int, int, bool], list[int]]:
    """Unmoved pieces ``seat`` controls by (area, city, colour, fleet)."""
    groups: dict[tuple[int, int, int, bool], list[int]] = {}
    col = colour_of(s)
    aboard = cargoes(s)
    flags, aboard_of = s.flags, s.carrier
    for p, w, who in zip(range(B.N_PIECES), s.where, ctl):
        if w != MAP or who != seat or flags[p] & MOVED:
            continue
        if mobility(s, p) > 0 and (not aboard_of or aboard_of[p] < 0) \
                and not (aboard and any(flags[q] & MOVED for q in aboard.get(p, ()))):
            groups.setdefault((s.area[p], s.city[p], col[p], naval(s, p)), []).append(p)
    return groups


_ONLY = [a for a in range(B.N_AREAS) if B.ENTRY_ONLY[a] is not None]
_ADMITTED = [sum(1 << i for i, a in enumerate(_ONLY) if B.NATIONALITY[p] in (B.ENTRY_ONLY[a] or ()))
             for p in range(B.N_PIECES)]
"""Piece -> a bit per area only some nationalities enter (3.14, 18.1, 18.22, 18.3, 18.5) that
admits it (:data:`_ONLY`'s order)."""
_NO_PART = frozenset(p for p in range(B.N_PIECES) if not _ADMITTED[p])


def admitted_parts(ps: list[int]) -> list[list[int]]:
    """3.14, 18.x: the parts of a stack that one of the areas only some nationalities enter
    admits while the rest of the stack may not go there (the Papal militia beside a
    Venetian one, Vasily beside Russian units): each may move there alone (7.3), so each gets
    its own rows (offered == accepted; :mod:`.march` and :mod:`.naval` likewise). The parts
    keep ``ps``' order."""
    if _NO_PART.issuperset(ps):
        return []                       # no piece an area only some nationalities enter admits
    first = _ADMITTED[ps[0]]
    for p in ps:
        if _ADMITTED[p] != first:
            break
    else:
        return []                       # every piece admitted where the others are (the usual case)
    parts: list[list[int]] = []
    for i in range(len(_ONLY)):
        part = [p for p in ps if _ADMITTED[p] >> i & 1]
        if part and len(part) < len(ps) and part not in parts:
            parts.append(part)
    return parts


def options(s: GameState, seat: int) -> list:
    """One :class:`.state.MoveOption` per force group and mobility value (its doc), and one
    per part of a group that an area only some nationalities enter admits, when that part
    reaches places the group does not (:func:`admitted_parts`)."""
    ctl = controllers(s)
    occ = occupancy(s, ctl)
    out: list[MoveOption] = []
    ma = held(s, seat, "military_advance") is not None
    tr = held(s, seat, "truce") is not None and s.flow == "movement"
    names = _PLACE_NAME_I
    for (_a, _c, _col, _f), ps in movable(s, seat, ctl).items():
        first = len(out)
        for force in (ps,) if _NO_PART.issuperset(ps) else (ps, *admitted_parts(ps)):
            whole = out[first:] if force is not ps else None      # the group's own rows, for a part
            mob = [mobility(s, p) for p in force]
            for m in sorted(set(mob)):
                group = [p for p, mp in zip(force, mob) if mp >= m]
                ids = [B.PIECE_IDS[p] for p in group]
                # one search a truce setting with the Military Advance's point: a breadth-first
                # search reaches the same places with a point less, each with a path of <= m places
                # (the places entered for 1, 2, ... points: those within m + extra points are the first layers)
                widest = {truce: _search_i(s, seat, group, m + ma, ctl, occ, truce, None)[1]
                          for truce in ((False, True) if tr else (False,))}
                for extra in ((0, 1) if ma else (0,)):
                    for truce, layers in widest.items():
                        lim = m + extra
                        dest = [names[j] for layer in layers[:lim] for j in layer]
                        if not dest or whole is not None and any(
                                (w.military_advance, w.truce) == (bool(extra), truce) and set(dest) <= set(w.to)
                                and set(ids) <= set(w.pieces) for w in whole):
                            continue
                        dest.sort()
                        out.append(MoveOption(pieces=list(ids), mobility=lim, to=dest, military_advance=bool(extra),
                                              truce=truce))
    return out


def check(s: GameState, seat: int, a) -> None:
    """The rule a :class:`.state.Move` breaks (nothing when legal)."""
    if not a.pieces:
        raise RuleViolation("illegal_action", "name at least one piece to move", "7.1")
    if len(set(a.pieces)) != len(a.pieces):
        raise RuleViolation("illegal_action", "a piece is named twice", "7.3")
    ps = []
    for pid in a.pieces:
        p = B.PIECE.get(pid)
        if p is None or s.where[p] != MAP:
            raise RuleViolation("unknown_piece", f"{pid} is not on the map", "7.1")
        ps.append(p)
    ctl = controllers(s)
    for p in ps:
        if ctl[p] != seat:
            raise RuleViolation("not_controlled", f"you do not control {B.PIECE_IDS[p]}", "6.4")
        if s.flags[p] & MOVED:
            raise RuleViolation("already_moved", f"{B.PIECE_IDS[p]} has moved this turn", "7.4")
        if mobility(s, p) <= 0:
            raise RuleViolation("immobile", f"{B.PIECE_IDS[p]} has no mobility (left)", "7.2")
        if carrier(s, p) >= 0:
            raise RuleViolation("aboard", f"{B.PIECE_IDS[p]} is aboard a fleet: it moves with it", "16.31")
        if any(s.flags[q] & MOVED for q in cargo(s, p)):
            raise RuleViolation("already_moved", f"what {B.PIECE_IDS[p]} carries has moved this turn", "16.33")
    p0 = ps[0]
    if any((s.area[p], s.city[p]) != (s.area[p0], s.city[p0]) for p in ps):
        raise RuleViolation("not_together", "a force must begin its move together", "7.3")
    if any(colour_of(s)[p] != colour_of(s)[p0] for p in ps):
        raise RuleViolation("mixed_colours", "a force is of one colour", "6.3")
    if any(naval(s, p) != naval(s, p0) for p in ps):
        raise RuleViolation("mixed_fleet", "fleets and land units move apart (naval transport: 16.3)", "7.62")
    to = parse_place(a.to)
    if to is None:
        raise RuleViolation("unknown_place", f"no region, sea or city {a.to!r}", "7.1")
    m = min(mobility(s, p) for p in ps)
    if a.military_advance:
        if held(s, seat, "military_advance") is None:
            raise RuleViolation("not_in_hand", "you hold no Military Advance face down", "27.2")
        m += 1
    if a.truce and held(s, seat, "truce") is None:
        raise RuleViolation("not_in_hand", "you hold no Truce face down", "27.2")
    if to not in reachable_places(s, seat, ps, m, ctl, truce=a.truce):
        raise RuleViolation("unreachable", f"the force cannot reach {a.to} with {m} mobility points", "7.1")


def do(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    ps = [B.PIECE[x] for x in a.pieces]
    m = min(mobility(s, p) for p in ps) + (1 if a.military_advance else 0)
    if a.military_advance:
        spend(s, ev, seat, "military_advance")
    if a.truce:
        spend(s, ev, seat, "truce")
    to = parse_place(a.to)
    assert to is not None                                 # checked by :func:`check`
    route = reachable(s, seat, ps, m, truce=a.truce)[to]
    for p in ps + [q for f in ps for q in cargo(s, f)]:
        s.area[p], s.city[p] = to
        s.flags[p] |= MOVED | (TRUCE if a.truce else 0)
    ev.append(Moved(seat=seat, pieces=list(a.pieces), path=[place_id(q) for q in route]))
