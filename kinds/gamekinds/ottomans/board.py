"""The pack indexed for the engine: every id becomes a small int, every lookup a list.

Areas are the land regions (``0 .. N_REGIONS-1``, pack order) then the seas
(``N_REGIONS .. N_AREAS-1``). Pieces are the units (``0 .. N_UNITS-1``) then the leaders
(``N_UNITS .. N_PIECES-1``). Stratagem copies are numbered ``0 .. N_STRAT-1`` (each design
``count`` times, pack order); a counter in the pool or a hand is an int: a piece index for a
leader drawn from the pool (3.22(1)), ``N_PIECES + copy`` for a stratagem copy. Colours
are 0 red (Turks), 1 orange (Caliphate), 2 green (Orthodox), 3 blue (Holy League) (3.24).
"""

from __future__ import annotations

from functools import lru_cache

from .components import Pack, Region, Sea, load_pack

COLOURS = ("red", "orange", "green", "blue")

PACK: Pack = load_pack()
D = PACK.design

REGION_IDS = [r.id for r in D.regions]
SEA_IDS = [s.id for s in D.seas]
AREA_IDS = REGION_IDS + SEA_IDS
N_REGIONS = len(REGION_IDS)
N_AREAS = len(AREA_IDS)
AREA = {a: i for i, a in enumerate(AREA_IDS)}
AREA_VALUE = [r.value for r in D.regions] + [s.value for s in D.seas]
REGION_COLOUR = [COLOURS.index(r.colour) for r in D.regions]

CITY_IDS = [c.id for c in D.cities]
CITY = {c: i for i, c in enumerate(CITY_IDS)}
CITY_REGION = [AREA[c.region] for c in D.cities]
CITY_CRITICAL = [c.critical for c in D.cities]
CITY_PORT = [c.port for c in D.cities]
CITY_SEAS = [tuple(AREA[x] for x in c.seas) for c in D.cities]
CITIES_OF = [tuple(i for i, r in enumerate(CITY_REGION) if r == a) for a in range(N_AREAS)]
CONSTANTINOPLE = CITY["constantinople"]
CRITICAL = tuple(i for i, c in enumerate(CITY_CRITICAL) if c)

_rb = {b.id: b for b in PACK.map.region_borders}
_sb = {b.id: b for b in PACK.map.sea_borders}
LAND_NEIGHBOURS = [tuple(sorted(AREA[n] for n in _rb[r].neighbours)) for r in REGION_IDS] + [() for _ in SEA_IDS]
COASTS = [tuple(sorted(AREA[n] for n in _rb[r].seas)) for r in REGION_IDS] + \
    [tuple(sorted(AREA[n] for n in _sb[s].coasts)) for s in SEA_IDS]
SEA_NEIGHBOURS = [() for _ in REGION_IDS] + [tuple(sorted(AREA[n] for n in _sb[s].neighbours)) for s in SEA_IDS]
STRAITS = tuple((AREA[t.a], AREA[t.b], AREA[t.blocking_sea], t.cost) for t in D.straits)

# restricted areas (3.14, 18.1-18.5): area -> allowed nationalities (None: anyone)
ENTRY_ONLY: list[frozenset[int] | None] = []
ENTRY_CLOSED_UNTIL_SPAIN = [False] * N_AREAS
NO_COMBAT = [False] * N_AREAS
_areas: list[Region | Sea] = [*D.regions, *D.seas]
for _i, _x in enumerate(_areas):
    e = _x.entry
    ENTRY_ONLY.append(frozenset(AREA[n] for n in e.only_nationalities) if e and e.only_nationalities else None)
    if e is not None:
        ENTRY_CLOSED_UNTIL_SPAIN[_i] = e.closed_until == "spain_in_play"
        NO_COMBAT[_i] = e.no_combat

UNITS = D.units
LEADERS = D.leaders
N_UNITS = len(UNITS)
N_LEADERS = len(LEADERS)
N_PIECES = N_UNITS + N_LEADERS
PIECE_IDS = [u.id for u in UNITS] + [ld.id for ld in LEADERS]
PIECE = {p: i for i, p in enumerate(PIECE_IDS)}
IS_LEADER = [False] * N_UNITS + [True] * N_LEADERS
IS_FLEET = [u.type == "fleet" for u in UNITS] + [False] * N_LEADERS
IS_SIEGE = [u.type == "siege_train" for u in UNITS] + [False] * N_LEADERS
IS_IRREGULAR = [u.type == "irregulars" for u in UNITS] + [False] * N_LEADERS
IS_ADMIRAL = [False] * N_UNITS + [ld.admiral for ld in LEADERS]
COLOUR = [COLOURS.index(u.colour) for u in UNITS] + [COLOURS.index(ld.colour) for ld in LEADERS]
# a unit's nationality; a leader's home (O53); -1 for mercenaries
NATIONALITY = [AREA[u.nationality] if u.nationality else -1 for u in UNITS] + \
    [AREA[ld.home] if ld.home else -1 for ld in LEADERS]
STRENGTH = [u.strength for u in UNITS] + [ld.strength for ld in LEADERS]
STRENGTH_IMPROVED = [u.reverse.strength if u.reverse.kind == "improved" and u.reverse.strength is not None
                     else u.strength for u in UNITS] + [ld.strength for ld in LEADERS]
MOBILITY = [u.mobility for u in UNITS] + [ld.mobility for ld in LEADERS]
MOBILITY_IMPROVED = [u.reverse.mobility if u.reverse.kind == "improved" and u.reverse.mobility is not None
                     else u.mobility for u in UNITS] + [ld.mobility for ld in LEADERS]
COMMAND = [0] * N_UNITS + [ld.command for ld in LEADERS]

# stratagems: copies
STRAT_DESIGNS = D.stratagems
COPY_DESIGN: list[int] = [k for k, s in enumerate(STRAT_DESIGNS) for _ in range(s.count)]
N_STRAT = len(COPY_DESIGN)
STRAT_KIND = [STRAT_DESIGNS[k].kind for k in COPY_DESIGN]            # per copy
STRAT_ID = [STRAT_DESIGNS[k].id for k in COPY_DESIGN]                # per copy
# control (region): copy -> nationality area; control (mercenary): copy -> its pieces
def _nat_of(k: int) -> int:
    n = STRAT_DESIGNS[k].nationality
    return AREA[n] if n else -1


CONTROL_NAT = [_nat_of(k) for k in COPY_DESIGN]
_merc_pieces: dict[str, tuple[int, ...]] = {}
for _p, _pid in enumerate(PIECE_IDS):
    m = UNITS[_p].mercenary if _p < N_UNITS else LEADERS[_p - N_UNITS].mercenary
    if m:
        _merc_pieces[m] = _merc_pieces.get(m, ()) + (_p,)
CONTROL_MERC = [_merc_pieces.get(STRAT_DESIGNS[k].mercenary or "", ()) for k in COPY_DESIGN]
MERC_COPY = [-1] * N_PIECES           # mercenary piece -> its control stratagem copy
for _c, _ps in enumerate(CONTROL_MERC):
    for _p in _ps:
        MERC_COPY[_p] = _c
CONTROL_COPY_OF_NAT = [-1] * N_AREAS  # nationality -> its control stratagem copy
for _c, _n in enumerate(CONTROL_NAT):
    if _n >= 0:
        CONTROL_COPY_OF_NAT[_n] = _c
# who controls a region's forces: the Two Sicilies go with Spain (18.22)
REGION_CONTROL = [AREA[r.control] if r.control else -1 for r in D.regions] + [-1] * len(SEA_IDS)
NATIONALITIES = tuple(sorted({n for n in CONTROL_NAT if n >= 0}))
N_COUNTERS = D.counters_total
N_MARKERS = sum(m.count for m in D.markers)
HAND_LIMIT = D.hand_limit

# the CRT (27.1): columns low to high as (numerator, denominator), results by die
CRT_COLUMNS = [(c.numerator, c.denominator) for c in D.crt.columns]
CRT_LABELS = [c.label for c in D.crt.columns]
CRT_RESULTS = [tuple(c.results) for c in D.crt.columns]
RESULT_INFO = {r.code: r for r in D.crt.results}

SCENARIO_IDS = [str(s.number) for s in D.scenarios]


def scenario(number: int):
    """The pack's scenario ``number`` (1-4)."""
    return D.scenarios[number - 1]


@lru_cache(maxsize=None)
def adjacent_land(a: int) -> tuple[int, ...]:
    """Land regions a land unit enters from land region ``a`` for one point (7.1), with the
    strait (7.63) included (its blocking fleet is checked by the movement rule)."""
    out = set(LAND_NEIGHBOURS[a])
    for x, y, _sea, _cost in STRAITS:
        if a == x:
            out.add(y)
        elif a == y:
            out.add(x)
    return tuple(sorted(out))


_STRAIT_SEA = {**{(x, y): sea for x, y, sea, _cost in STRAITS}, **{(y, x): sea for x, y, sea, _cost in STRAITS}}


def strait_sea(a: int, b: int) -> int:
    """The blocking sea of the strait between ``a`` and ``b``, or -1 (a plain border)."""
    return _STRAIT_SEA.get((a, b), -1)

IS_SEA = [False] * N_REGIONS + [True] * len(SEA_IDS)
