"""Validator of the Ottomans' components: every fact the rulebook fixes, and the pack's
internal consistency.

    python -m gamekinds.ottomans.validate [PATH]     # exit 1 and print the broken facts

``validate(pack)`` returns a list of :class:`Violation`; each names the fact (``FACTS``,
an id such as ``critical_cities``), the rulebook section, and what is wrong, printed as
``"21.1: 14 or 15 critical cities, found 12"``. A pack that does not decode (the msgspec
schema: bounds, literals, unknown fields) is refused by :func:`validate_path` with the fact
``schema``. Sections are the rulebook's (``spec/ottomans/rulebook-ottomans.txt``); "SR" is
its Special Reinforcements, "DEF-xx"/"AMB-xx" the questions ruled in
``docs/ottomans/RULINGS.md``.
"""

from __future__ import annotations

import functools
import sys
from collections import Counter, deque
from collections.abc import Callable, Iterable
from itertools import pairwise
from pathlib import Path

import click
import msgspec
import shapely  # type: ignore[import-untyped]  # shapely 2.2 ships no type information
from shapely.geometry import Point  # type: ignore[import-untyped]

from .components import Design, Pack, counters, load_pack
from .setup import resolve_setup


class Violation(msgspec.Struct, frozen=True):
    """A broken fact: its id, the rulebook section, and the message."""

    fact: str
    section: str
    message: str

    def __str__(self) -> str:
        return f"{self.section}: {self.message}"


Check = Callable[[Pack], Iterable[str]]
FACTS: list[tuple[str, str, str, Check]] = []     # (id, section, what it checks, check)


def fact(fid: str, section: str, what: str):
    """Register a check: a generator of messages, one per breach."""
    def deco(f: Check) -> Check:
        FACTS.append((fid, section, what, f))
        return f
    return deco


# --- helpers --------------------------------------------------------------------------

REQUIRED_NATIONALITIES = [
    "Ottomans", "Seljuks", "Emirates", "Rumelia", "Krim", "Byzantium", "Achaea", "Trebizond",
    "Georgia", "Serbia", "Walachia", "Albania", "Moscovy", "Russian Principalities", "Austria",
    "Tyrol", "Hungary", "Bohemia", "Croatia", "Venice", "Dalmatia", "Papal States",
    "Two Sicilies", "Spain", "Poland", "Lithuania", "Egypt", "Syria", "Iraq", "Persia",
    "Azerbaijan", "Luristan", "Kurdistan",
]
ISLANDS = ["Malta", "Rhodes", "Crete", "Cyprus"]
FACTION_COLOURS = {"turks": "red", "caliphate": "orange", "orthodox": "green", "holy_league": "blue"}
# Colours the text itself fixes (2.0, 3.14 errata, 6.3, 9.24, 18.x, 27.2 White Sheep).
TEXT_COLOURS = {"Ottomans": "red", "Seljuks": "red", "Krim": "red", "Austria": "blue",
                "Hungary": "blue", "Bohemia": "blue", "Byzantium": "green", "Spain": "blue",
                "Papal States": "blue"}
UNIT_TYPES = ["gendarmes", "feudal_array", "irregulars", "professional_infantry", "militia",
              "wagenburg", "siege_train", "fleet", "leader"]
MERCENARIES = ["Swiss", "Landsknecht 1", "Landsknecht 2", "St. John 1", "St. John 2",
               "Black Band", "Cossacks", "Mamluks", "Ghazis", "Qizilibashi", "Janissary 1",
               "Janissary 2", "Janissary 3", "Bashi Bazouk 1", "Bashi Bazouk 2"]
STRATAGEM_KINDS = [
    "Administration", "Agent", "Alliance", "Crusade/Jihad", "Control (Mercenary)",
    "Control (Region)", "French Alliance", "Holy Roman Empire", "Honors of War",
    "Jesuits/Sufis", "Kaisar-i-Rum", "Medicis/Vizier", "Military Advance",
    "Portuguese in the East", "Trade Agreement", "Truce", "Uprising", "Urban's Gun", "Weather",
    "White Sheep Confederation",
]
S2_OUT = ["Beyazid", "Selim I", "Kaietbai", "Uzan", "Jehan", "Abu Said", "Haidar", "Constantine",
          "Skanderbeg", "Brankovic", "Vlad", "Hunyadi", "Matthias", "Frederick", "Maximilian"]
BB_CORRECTION = ("the other player must eliminate a number of combat strength points equal to "
                 "at least the total strength points just eliminated on the other side")
RESULT_ORDER = {"AE": 0, "AW": 1, "BB": 2, "DD": 3, "DE": 4}


def _by_name(items, name):
    return next((x for x in items if x.name == name), None)


def _region(d: Design, name: str):
    return _by_name(d.regions, name)


def _rid(d: Design, name: str) -> str | None:
    r = _region(d, name)
    return r.id if r else None


def _units_of(d: Design, nationality_name: str, type_: str):
    rid = _rid(d, nationality_name)
    return [u for u in d.units if u.nationality == rid and rid is not None and u.type == type_]


def _merc(d: Design, name: str):
    return next((u for u in d.units if u.mercenary is not None and u.name == name), None)


def _borders(p: Pack):
    land = {b.id: b for b in p.map.region_borders}
    sea = {b.id: b for b in p.map.sea_borders}
    return land, sea


def _sea_id(d: Design, name: str) -> str | None:
    s = next((s for s in d.seas if s.name == name or s.name == f"{name} Sea"), None)
    return s.id if s else None


# --- facts: the map -------------------------------------------------------------------

@fact("nationalities", "3.3", "one land region per nationality, the 33 named ones included")
def _nationalities(p: Pack):
    d = p.design
    for n in REQUIRED_NATIONALITIES:
        r = _region(d, n)
        if r is None:
            yield f"no land region for the nationality {n}"
        elif r.kind != "nationality":
            yield f"{n} is not a nationality region"
    names = Counter(r.name for r in d.regions)
    for n, c in names.items():
        if c > 1:
            yield f"{c} regions named {n}, one per nationality"


@fact("luristan", "3.2 errata", "Luristan is spelled Luristan, not Zuristan")
def _luristan(p: Pack):
    d = p.design
    names = [r.name for r in d.regions] + [u.name for u in d.units] + [s.name for s in d.stratagems]
    if any("zuristan" in n.lower() for n in names):
        yield '"Zuristan" should be spelled "Luristan"'
    if _region(d, "Luristan") is None:
        yield "no Luristan region"


@fact("krim_red", "3.14 errata", "the Krim region is Turkish (red)")
def _krim(p: Pack):
    r = _region(p.design, "Krim")
    if r is not None and r.colour != "red":
        yield f"Krim must be Turkish red, found {r.colour}"


@fact("colours", "3.24", "four factions with their colours; every land region has one")
def _colours(p: Pack):
    d = p.design
    got = {f.id: f.colour for f in d.factions}
    if got != FACTION_COLOURS:
        yield f"faction colours must be {FACTION_COLOURS}, found {got}"
    for n, c in TEXT_COLOURS.items():
        r = _region(d, n)
        if r is not None and r.colour != c:
            yield f"{n} must be {c}, found {r.colour}"
    for colour in FACTION_COLOURS.values():
        if not any(r.colour == colour and r.kind == "nationality" for r in d.regions):
            yield f"no nationality of colour {colour}"


@fact("values", "3.11, 12.1", "every nationality region has a value of at least 1")
def _values(p: Pack):
    for r in p.design.regions:
        if r.kind == "nationality" and r.value < 1:
            yield f"{r.name} has value {r.value}; a nationality region needs a forage value"


@fact("restricted_regions", "3.14, 18.1, 18.22, 18.3",
      "Papal States, Two Sicilies and Moscovy only for their own units")
def _restricted(p: Pack):
    d = p.design
    for name, who in (("Papal States", "Papal States"), ("Two Sicilies", "Spain"), ("Moscovy", "Moscovy")):
        r = _region(d, name)
        if r is None:
            continue
        want = [_rid(d, who)]
        if r.entry is None or r.entry.only_nationalities != want:
            yield f"{name} may be entered only by {who} units, found {r.entry and r.entry.only_nationalities}"
    restricted = [r.name for r in d.regions if r.entry and r.entry.only_nationalities]
    if sorted(restricted) != ["Moscovy", "Papal States", "Two Sicilies"]:
        yield f"exactly the Papal States, Two Sicilies and Moscovy are restricted, found {restricted}"


@fact("malta_closed", "18.41", "no unit enters Malta until the Spain control stratagem is in play")
def _malta(p: Pack):
    r = _region(p.design, "Malta")
    if r is not None and (r.entry is None or r.entry.closed_until != "spain_in_play"):
        yield "Malta must be closed until the Spain control stratagem is in play"


@fact("no_entry", "28.0", 'a "NO ENTRY" area in north-west Italy')
def _no_entry(p: Pack):
    areas = [o for o in p.design.offmap if o.no_entry and not o.water]
    if not areas:
        yield 'no "NO ENTRY" area'
    for o in areas:
        lon, lat = o.centres[0]
        if not (6.0 <= lon <= 11.0 and 43.5 <= lat <= 46.5):
            yield f'the "NO ENTRY" area {o.name} is not in north-west Italy ({lon}, {lat})'
    if areas and not any(o.id in {s.id for s in p.map.offmap} for o in areas):
        yield 'the "NO ENTRY" area is not drawn on the map'


@fact("seas", "3.12", "sea regions with values, at least the Aegean, the Bosporus and the Tyrrhenian")
def _seas(p: Pack):
    d = p.design
    for n in ("Aegean", "Bosporus", "Tyrrhenian"):
        if _sea_id(d, n) is None:
            yield f"no sea region {n}"
    for s in d.seas:
        if s.value < 1:
            yield f"sea {s.name} has value {s.value}; seas have a value (3.12, 16.5)"


@fact("tyrrhenian", "18.5", "only Spanish and Papal units enter the Tyrrhenian, never in combat")
def _tyrrhenian(p: Pack):
    d = p.design
    sid = _sea_id(d, "Tyrrhenian")
    s = next((s for s in d.seas if s.id == sid), None)
    if s is None:
        return
    want = sorted(filter(None, [_rid(d, "Spain"), _rid(d, "Papal States")]))
    if s.entry is None or sorted(s.entry.only_nationalities) != want or not s.entry.no_combat:
        yield "the Tyrrhenian Sea must admit only Spanish and Papal units and forbid combat"


@fact("hellespont", "7.63, DEF-25",
      "one strait Byzantium-Ottomans (the Hellespont), cost 1, blocked from the Bosporus")
def _hellespont(p: Pack):
    d = p.design
    byz, ott, bos = _rid(d, "Byzantium"), _rid(d, "Ottomans"), _sea_id(d, "Bosporus")
    st = [s for s in d.straits if {s.a, s.b} == {byz, ott}]
    if len(st) != 1:
        yield f"exactly one strait between Byzantium and Ottomans, found {len(st)}"
        return
    s = st[0]
    if s.name != "Hellespont" or s.blocking_sea != bos or s.cost != 1:
        yield (f"the Byzantium-Ottomans strait must be the Hellespont, cost 1, blocked by a fleet in "
               f"the Bosporus; found {s.name}, cost {s.cost}, blocking {s.blocking_sea}")
    land, _ = _borders(p)
    if byz in land and ott in land[byz].neighbours:
        yield "Byzantium and Ottomans share a land border besides the Hellespont"
    for r in (byz, ott):
        if r in land and bos not in land[r].seas:
            yield f"{r} must touch the Bosporus (the strait's blocking sea)"


@fact("coasts", "16.31, 16.0", "land regions touching seas; every port on a sea its region touches")
def _coasts(p: Pack):
    d = p.design
    land, sea = _borders(p)
    want = [("Papal States", "Tyrrhenian"), ("Two Sicilies", "Tyrrhenian"), ("Byzantium", "Aegean"),
            ("Achaea", "Aegean"), ("Byzantium", "Bosporus"), ("Ottomans", "Bosporus")]
    for rn, sn in want:
        rid, want_sea = _rid(d, rn), _sea_id(d, sn)
        if rid in land and want_sea and want_sea not in land[rid].seas:
            yield f"{rn} must touch the {sn}"
    for c in d.cities:
        if c.port:
            if not c.seas:
                yield f"port {c.name} adjoins no sea"
            for sid in c.seas:
                if c.region in land and sid not in land[c.region].seas:
                    yield f"port {c.name} adjoins {sid}, which its region {c.region} does not touch"
        elif c.seas:
            yield f"{c.name} is not a port but lists seas"
    for s in d.seas:
        if s.id in sea and not sea[s.id].coasts:
            yield f"sea {s.name} touches no land region"


@fact("islands", "18.4", "Malta, Rhodes, Crete, Cyprus: islands without control markers; Malta and Rhodes cities")
def _islands(p: Pack):
    d = p.design
    land, _ = _borders(p)
    controls = {s.nationality for s in d.stratagems if s.nationality}
    for n in ISLANDS:
        r = _region(d, n)
        if r is None:
            yield f"no island region {n}"
            continue
        if not r.island or r.control is not None or r.id in controls:
            yield f"{n} must be an island with no control marker"
        if r.id in land and land[r.id].neighbours:
            yield f"{n} has land neighbours {land[r.id].neighbours}"
        if r.id in land and not land[r.id].seas:
            yield f"{n} touches no sea"
    for n in ("Malta", "Rhodes"):
        r = _region(d, n)
        if r is not None and not any(c.region == r.id for c in d.cities):
            yield f"{n} must be a city (18.4)"


@fact("cities", "3.13, 10.0, 26 S1 4.0(2), 27.2", "cities in regions: Constantinople, Thessalonica, Bursa, Rome; each inside its region")
def _cities(p: Pack):
    d = p.design
    rid = {r.id for r in d.regions}
    for c in d.cities:
        if c.region not in rid:
            yield f"city {c.name} is in no land region ({c.region})"
    where = {"Constantinople": "Byzantium", "Thessalonica": "Byzantium", "Bursa": "Ottomans",
             "Rome": "Papal States"}
    for cn, rn in where.items():
        c = _by_name(d.cities, cn)
        if c is None:
            yield f"no city {cn}"
        elif c.region != _rid(d, rn):
            yield f"{cn} must be in {rn}, found {c.region}"
    shapes = {s.id: s for s in p.map.regions}
    x0, y0 = p.map.frame.x0, p.map.frame.y0
    tr = _transformer(p.map.frame.projection)
    for c in d.cities:
        if c.region in shapes:
            e, n = tr.transform(c.lon, c.lat)
            if not _near_region(shapes[c.region].d).contains(Point(e - x0, y0 - n)):
                yield f"city {c.name} lies outside its region {c.region} on the map"


@functools.lru_cache(maxsize=4)
def _transformer(projection: str):
    """Longitude/latitude -> the map's ``projection`` (building one is most of a validation's
    CPU when asked per pack: the tests validate 40 packs)."""
    from pyproj import Transformer
    return Transformer.from_crs("EPSG:4326", projection, always_xy=True)


@functools.lru_cache(maxsize=512)
def _near_region(d: str):
    """The region of path ``d`` and 3 km around it (:func:`_cities`), built once a path."""
    return _svg_polygons(d).buffer(3.0)


@functools.lru_cache(maxsize=512)
def _svg_polygons(d: str):
    """The polygons of an ``M x y L ... Z`` path (as written by the map tool); a path's
    geometry (immutable) is built once: every city of a region, and each validated pack
    (the tests validate 40 copies of one map), asks it again."""
    rings = []
    for part in d.split("M")[1:]:
        pts = [tuple(map(float, q.split())) for q in part.rstrip("Z").split("L")]
        if len(pts) >= 3:
            rings.append(shapely.Polygon(pts))
    return shapely.union_all([shapely.make_valid(r) for r in rings])


@fact("ports", "16.0, 18.4", "ports exist; Malta and Rhodes are ports")
def _ports(p: Pack):
    d = p.design
    if sum(c.port for c in d.cities) < 4:
        yield "fewer than four ports"
    for n in ("Malta", "Rhodes"):
        r = _region(d, n)
        if r is not None and not any(c.port for c in d.cities if c.region == r.id):
            yield f"{n}'s city must be a port (27.2 Honors of War moves its defenders by sea)"


@fact("fortresses", "SR Grenzer, DEF-27", "fortresses: every city in Hungary and Croatia, and only those; at least one in each")
def _fortresses(p: Pack):
    d = p.design
    grenz = {_rid(d, "Hungary"), _rid(d, "Croatia")}
    for c in d.cities:
        if c.fortress != (c.region in grenz):
            yield f"{c.name}: fortress must be {c.region in grenz} (cities of Hungary and Croatia are the fortresses)"
    for r in grenz:
        if r and not any(c.region == r for c in d.cities):
            yield f"{r} has no city, so no fortress for the Grenzer rule"


@fact("critical_cities", "21.1", "14 or 15 critical cities, Constantinople and Rome among them")
def _critical(p: Pack):
    d = p.design
    crit = [c for c in d.cities if c.critical]
    if len(crit) not in (14, 15):
        yield f"14 or 15 critical cities, found {len(crit)}"
    names = {c.name for c in crit}
    for n in ("Constantinople", "Rome"):
        if n not in names:
            yield f"{n} must be a critical city"


# --- facts: counters ------------------------------------------------------------------

@fact("unit_types", "3.23, 3.22", "the nine unit types; fronts print strength-mobility")
def _unit_types(p: Pack):
    d = p.design
    got = {u.type for u in d.units} | ({"leader"} if d.leaders else set())
    for t in UNIT_TYPES:
        if t not in got:
            yield f"no unit of type {t}"
    for u in d.units:
        if u.front != f"{u.strength}-{u.mobility}":
            yield f"{u.name}: front {u.front} is not its strength-mobility {u.strength}-{u.mobility}"
        if u.type == "siege_train" and u.reverse.kind == "improved" and (u.reverse.strength or 0) <= u.strength:
            yield f"{u.name}: the improved side must be stronger (3.22(4))"
        if u.mercenary is not None and u.reverse.kind != "merc":
            yield f"{u.name}: a mercenary's reverse reads Merc (3.22(2))"
        if u.mercenary is None and u.nationality is None:
            yield f"{u.name}: a non-mercenary unit needs a nationality (3.25)"
        r = next((r for r in d.regions if r.id == u.nationality), None)
        if r is not None and r.colour != u.colour:
            yield f"{u.name}: colour {u.colour} is not its nationality's {r.colour}"


NAMED_UNITS = [  # (nationality, type, how many at least, where the text names it)
    ("Papal States", "gendarmes", 1, "S1 3.0(2)(a)"), ("Byzantium", "militia", 1, "S1 3.0(2)(a)"),
    ("Achaea", "gendarmes", 1, "S1"), ("Achaea", "fleet", 1, "S2"), ("Iraq", "siege_train", 1, "S1"),
    ("Iraq", "fleet", 1, "S1"), ("Persia", "fleet", 1, "S1"), ("Persia", "siege_train", 1, "S1"),
    ("Egypt", "siege_train", 1, "S1"), ("Egypt", "feudal_array", 1, "S2"), ("Egypt", "fleet", 1, "S2"),
    ("Syria", "feudal_array", 1, "S2"), ("Syria", "fleet", 1, "S2"), ("Bohemia", "wagenburg", 1, "S2"),
    ("Trebizond", "fleet", 1, "S2"), ("Spain", "fleet", 1, "S2"), ("Austria", "gendarmes", 1, "SR turn 10"),
    ("Austria", "professional_infantry", 1, "SR turn 6 (German)"), ("Moscovy", "professional_infantry", 1, "SR turn 11"),
    ("Moscovy", "feudal_array", 1, "SR turn 6"), ("Moscovy", "siege_train", 1, "SR turn 6"),
]


@fact("named_units", "26, SR", "every unit the scenarios and special reinforcements name exists")
def _named_units(p: Pack):
    d = p.design
    for nat, typ, n, where in NAMED_UNITS:
        if len(_units_of(d, nat, typ)) < n:
            yield f"no {nat} {typ.replace('_', ' ')} ({where})"
    ven = [u for u in d.units if u.nationality == _rid(d, "Venice") and u.front == "2-1"]
    if len(ven) < 2:
        yield f"two Venetian 2-1s (S1 3.0(4)), found {len(ven)}"
    spa = [u for u in d.units if u.nationality == _rid(d, "Spain") and u.front == "2-1"]
    if len(spa) != 1:
        yield f"one Spanish 2-1 (18.22, 18.41), found {len(spa)}"
    if not any(u.name == "Grenzer" and u.nationality == _rid(d, "Austria") for u in d.units):
        yield "no Austrian Grenzer unit (SR)"
    if not any("German" in u.name and u.type == "professional_infantry" for u in d.units):
        yield "no German Professional Infantry (SR turn 6)"
    if not _units_of(d, "Spain", "professional_infantry") and not _units_of(d, "Spain", "gendarmes"):
        yield "Spanish units besides the 2-1 and fleet (S2 3.0(4)(b))"


@fact("mercenaries", "17.0, 17.4", "the mercenaries of 17.0 (St. John cavalry and fleet) and Andrea Doria")
def _mercenaries(p: Pack):
    d = p.design
    for n in MERCENARIES:
        if _merc(d, n) is None:
            yield f"no mercenary unit {n}"
    sj = [_merc(d, "St. John 1"), _merc(d, "St. John 2")]
    if all(sj) and sorted(u.type == "fleet" for u in sj) != [False, True]:
        yield "the Knights of St. John are one cavalry and one fleet unit"
    ad = _by_name(d.leaders, "Andrea Doria")
    if ad is None or ad.mercenary is None or not ad.admiral or ad.colour != "blue":
        yield "Andrea Doria must be a Holy League mercenary admiral"


@fact("leaders", "3.22(1), 15.0, 16.2, 26", "leaders with command values and 1/2/- reverses, the named ones, admirals")
def _leaders(p: Pack):
    d = p.design
    for n in [*S2_OUT, "Selim II"]:
        if _by_name(d.leaders, n) is None:
            yield f"no leader {n} (26 S2 3.0(1)(b), SR turn 6)"
    s2 = _by_name(d.leaders, "Selim II")
    if s2 is not None and s2.reverse != "-":
        yield 'Selim II has a "-" reverse (S1 3.0(1)(b) names him as the exception among "-" leaders)'
    codes = Counter(ld.reverse for ld in d.leaders)
    for c in ("1", "2", "-"):
        if not codes[c]:
            yield f'no leader with "{c}" on the reverse'
    if not any(ld.admiral for ld in d.leaders if ld.mercenary is None):
        yield "no admiral (16.2)"
    ott = _rid(d, "Ottomans")
    if not any(ld.home == ott and ld.reverse == "1" for ld in d.leaders):
        yield 'no Ottoman "1" leader for S1 4.0(2)'
    rid = {r.id for r in d.regions}
    for ld in d.leaders:
        if ld.mercenary is None and ld.home not in rid:
            yield f"leader {ld.name}: home region {ld.home} does not exist (AMB-14)"


@fact("dated_units", "4.1(1b), SR 1.0(1)", "units with a date on the reverse enter on their turn")
def _dated(p: Pack):
    d = p.design
    want = [("Spain", None, 6), ("Moscovy", "feudal_array", 6), ("Moscovy", "siege_train", 6),
            ("Moscovy", "professional_infantry", 11), ("Austria", "gendarmes", 10)]
    for nat, typ, turn in want:
        for u in d.units:
            if u.nationality == _rid(d, nat) and (typ is None or u.type == typ) and \
                    (u.reverse.kind != "date" or u.reverse.turn != turn):
                yield f"{u.name} must be dated turn {turn}"
    for u in d.units:
        if "German" in u.name and (u.reverse.kind != "date" or u.reverse.turn != 6):
            yield f"{u.name} must be dated turn 6 (1500-09)"
    g = _by_name(d.units, "Grenzer")
    if g is not None and g.reverse.kind != "special":
        yield "the Grenzer is received by its own rule (reverse: special)"
    ids = {u.id for u in d.units}
    for x in d.special_reinforcements.not_before_date:
        if x not in ids:
            yield f"SR 1.0(1) names unknown unit {x}"


# --- facts: stratagems ----------------------------------------------------------------

@fact("stratagem_kinds", "27.2", "the 20 stratagem kinds, each in the pool")
def _kinds(p: Pack):
    d = p.design
    names = [k.name for k in d.stratagem_kinds]
    if sorted(names) != sorted(STRATAGEM_KINDS):
        yield f"the 20 kinds of 27.2, found {len(names)}: missing {sorted(set(STRATAGEM_KINDS) - set(names))}"
    kinds = {k.id for k in d.stratagem_kinds}
    used: Counter[str] = Counter()
    for s in d.stratagems:
        if s.kind not in kinds:
            yield f"stratagem {s.id} has unknown kind {s.kind}"
        used[s.kind] += s.count
    for k in d.stratagem_kinds:
        if not used[k.id]:
            yield f"no {k.name} stratagem in the pool"


@fact("control_stratagems", "3.26, 6.1, 17.1, 18.22", "a control stratagem for every nationality and every mercenary")
def _controls(p: Pack):
    d = p.design
    by_nat = Counter(s.nationality for s in d.stratagems if s.nationality)
    by_merc = Counter(s.mercenary for s in d.stratagems if s.mercenary)
    for s in d.stratagems:
        if (s.nationality is None) == (s.kind == "control_region"):
            yield f"stratagem {s.id}: control (region) iff it names a nationality"
        if (s.mercenary is None) == (s.kind == "control_mercenary"):
            yield f"stratagem {s.id}: control (mercenary) iff it names a mercenary"
        if (s.nationality or s.mercenary) and s.count != 1:
            yield f"control stratagem {s.id} must be a single counter"
    for r in d.regions:
        if r.kind != "nationality":
            continue
        if r.control == r.id and by_nat[r.id] != 1:
            yield f"{r.name} needs one control stratagem, found {by_nat[r.id]}"
        if r.control != r.id and (r.control is None or by_nat[r.control] != 1):
            yield f"{r.name} is controlled with {r.control}, which has no control stratagem"
    ts, sp = _region(d, "Two Sicilies"), _rid(d, "Spain")
    if ts is not None and ts.control != sp:
        yield "the Two Sicilies are controlled with the Spain control stratagem (18.22)"
    titles = {u.mercenary for u in d.units if u.mercenary} | {ld.mercenary for ld in d.leaders if ld.mercenary}
    for t in titles:
        if by_merc[t] != 1:
            yield f"mercenary {t} needs one control stratagem, found {by_merc[t]}"
    for t in by_merc:
        if t not in titles:
            yield f"control stratagem for unknown mercenary {t}"


@fact("stratagem_references", "27.2", "what the Stratagem Explanations Chart names exists in the pack")
def _stratagem_references(p: Pack):
    d = p.design
    ctl = {s.nationality for s in d.stratagems if s.nationality}
    need = {"Holy Roman Empire": ["Austria", "Spain", "Bohemia", "Tyrol", "Croatia"],
            "French Alliance": ["Spain"], "Portuguese in the East": ["Persia", "Iraq", "Egypt"]}
    kinds = {k.name for k in d.stratagem_kinds}
    for kind, nats in need.items():
        if kind not in kinds:
            continue
        for n in nats:
            if _rid(d, n) not in ctl:
                yield f"{kind} names {n}, which has no control stratagem"
    if "Kaisar-i-Rum" in kinds:
        c = _by_name(d.cities, "Constantinople")
        if c is None or c.region != _rid(d, "Byzantium"):
            yield "Kaisar-i-Rum needs Constantinople in the Byzantium region"
    if "White Sheep Confederation" in kinds and not any(
            u.type == "irregulars" and u.colour == "red" and u.nationality for u in d.units):
        yield "White Sheep Confederation needs irregular units of a Turkish nationality"
    if "Urban's Gun" in kinds and not any(u.type == "siege_train" for u in d.units):
        yield "Urban's Gun needs siege trains"
    if "Crusade/Jihad" in kinds and sum(c.critical for c in d.cities) < 8:
        yield "Crusade/Jihad needs at least eight critical cities"


@fact("draws", "4.1(3), 5.1(2a), 19.4", "opening draws 8/6/4, extra 3/2/1, hand limit 15, playable with the pool")
def _draws(p: Pack):
    d = p.design
    if d.opening_draws != {"2": 8, "3": 6, "4": 4}:
        yield f"opening draws must be 8/6/4 for 2/3/4 players, found {d.opening_draws}"
    if d.extra_draws != {"2": 3, "3": 2, "4": 1}:
        yield f"extra draws must be 3/2/1 for 2/3/4 players, found {d.extra_draws}"
    if d.hand_limit != 15:
        yield f"hand limit 15, found {d.hand_limit}"
    for sc in d.scenarios:
        setup = resolve_setup(d, sc)
        pool = sum(loc.copies for loc in setup.values() if loc.where == "pool")
        biggest_grant = max((len(g.grants) + 1 for g in sc.core_grants), default=1)
        for players, draws in d.opening_draws.items():
            n = int(players)
            # worst case: every player's core takes the largest grant list out of the pool
            left = pool - n * biggest_grant
            need = n * draws + (sc.extra_draws_two_players if n == 2 else 0)
            if left < need:
                yield f"scenario {sc.number}: {n} players draw {need} but the pool holds {left}"
            if left < n * d.hand_limit:
                yield (f"scenario {sc.number}: {n} players cannot all reach the hand limit "
                       f"{d.hand_limit} ({left} in the pool)")


@fact("counters", "3.4", "280 counters: units, stratagems and status markers together")
def _counters(p: Pack):
    c = counters(p.design)
    if c["total"] != 280 or p.design.counters_total != 280:
        yield f"280 counters, found {c['total']} (declared {p.design.counters_total})"
    need = {"game_turn", "initiative", "pillage", "civilization"}
    have = {m.id for m in p.design.markers}
    for n in sorted(need - have):
        yield f"no {n} marker (3.27)"
    cols = {m.colour for m in p.design.markers if m.id.startswith("colonization")}
    if cols != set(FACTION_COLOURS.values()):
        yield f"colonization markers in the four faction colours (3.27), found {sorted(c for c in cols if c)}"


# --- facts: tables --------------------------------------------------------------------

@fact("crt", "9.1, 9.12, 9.13, 10.32, 19.1, 19.2, 27.1, 29 Q&A", "the CRT: columns from 0.25:1, one die, DE/AE/BB/DD, (3:1, 2) = BB")
def _crt(p: Pack):
    t = p.design.crt
    labels = [c.label for c in t.columns]
    if labels[:3] != ["0.25:1", "0.5:1", "1:1"]:
        yield f"odds columns must start 0.25:1, 0.5:1, 1:1 (9.13), found {labels[:3]}"
    ratios = [c.numerator / c.denominator for c in t.columns]
    if ratios != sorted(set(ratios)):
        yield "odds columns must increase strictly"
    for c in t.columns:
        want = f"{c.numerator / c.denominator:g}:1"
        if c.label != want:
            yield f"column {c.label} is not its ratio {want}"
    col3 = next((c for c in t.columns if c.numerator == 3 and c.denominator == 1), None)
    if col3 is None or col3.results[1] != "BB":
        yield "the 3:1 column, die roll 2, must be BB (9.12)"
    codes = {r.code for r in t.results}
    if codes != set(RESULT_ORDER):
        yield f"results must be AE, AW, BB, DD, DE, found {sorted(codes)}"
    used = {x for c in t.columns for x in c.results}
    for code in RESULT_ORDER:
        if code not in used:
            yield f"result {code} appears in no cell"
    for die in range(6):
        seq = [RESULT_ORDER[c.results[die]] for c in t.columns]
        if seq != sorted(seq):
            yield f"die {die + 1}: results must not get worse for the attacker as odds rise"
    for c in t.columns:
        seq = [RESULT_ORDER[x] for x in c.results]
        if seq != sorted(seq):
            yield f"column {c.label}: a higher die must not be worse for the attacker"
    if BB_CORRECTION not in t.bb_text:
        yield "the BB paragraph must carry the Q&A's corrected sentence"
    res = {r.code: r for r in t.results}
    if "DD" in res and ("BB" not in res["DD"].text or "10.32" not in res["DD"].text):
        yield "DD must say that it becomes BB in a city (10.32)"
    if not any(r.attacker_draws or r.defender_draws for r in t.results):
        yield "some combat result must hand out stratagems (19.1)"
    if not any(r.attacker_loses or r.defender_loses for r in t.results):
        yield "some combat result must take stratagems away (19.2)"
    if any(k in res and "advance" not in res[k].text for k in ("DD", "DE")):
        yield "DD and DE must let the attacker advance (10.33, 22.13)"
    if any(k in res and "withdraw" not in res[k].text for k in ("AW", "DD")):
        yield "the withdrawal results must define withdrawal (22.13, DEF-09)"


@fact("random_events", "5.1(2e), 6.21, 14.0, 14.1", "the Random Events Table: 2d6, 36 cells, Region OUT, Plague, revolts")
def _random_events(p: Pack):
    d = p.design
    t = d.random_events
    n = sum(len(row) for row in t.cells)
    if len(t.cells) != 6 or n != 36:
        yield f"the Random Events Table has 6 x 6 = 36 cells, found {n}"
    kinds = {e.code: e for e in t.events}
    used = Counter(c.event for row in t.cells for c in row)
    for code in used:
        if code not in kinds:
            yield f"event {code} is not explained"
    for code, name in (("REGION_OUT", "Region OUT"), ("PLAGUE", "Plague")):
        if not used[code]:
            yield f'no "{name}" event'
        elif code in kinds and (not kinds[code].region_roll or kinds[code].name != name):
            yield f'"{name}" must roll on the Region Determination Table (14.1)'
    if not used["REVOLT"]:
        yield "no revolt event (6.21(1))"
    nats = {s.nationality for s in d.stratagems if s.nationality}
    for row in t.cells:
        for c in row:
            if c.event == "REVOLT" and c.nationality not in nats:
                yield f"revolt in {c.nationality}, which has no control stratagem"
            if c.event in ("BOUNTY", "INTRIGUE") and not c.count:
                yield f"{c.event} needs a count"


@fact("region_determination", "14.1", "the Region Determination Table: 36 cells of regions with control markers")
def _rdt(p: Pack):
    d = p.design
    cells = [c for row in d.region_determination.cells for c in row]
    if len(cells) != 36:
        yield f"36 cells, found {len(cells)}"
    nats = {s.nationality for s in d.stratagems if s.nationality}
    for c in cells:
        if c is not None and c not in nats:
            yield f"region {c} has no control marker to go OUT"
    for n in sorted(nats - set(cells)):
        yield f"nationality {n} can never be determined"


@fact("agent_operations", "20.0-20.3, 29 Q&A", "the Agent Operations Table: d6 + attackers - defenders, five operations, Retaliation")
def _agents(p: Pack):
    t = p.design.agent_operations
    ops = ["assassination", "espionage", "coup", "treachery", "diplomacy"]
    if t.operations != ops:
        yield f"five operations {ops}, found {t.operations}"
    rows = t.rows
    if not rows or rows[0].low is not None or rows[-1].high is not None:
        yield "the rows must be open-ended at both ends (any modified roll)"
    for a, b in pairwise(rows):
        if a.high is None or b.low is None or b.low != a.high + 1:
            yield f"rows {a.low}..{a.high} and {b.low}..{b.high} leave a gap or overlap"
    codes = set()
    for r in rows:
        for op in ops:
            codes.add(getattr(r, op).code)
    if "RETALIATION" not in codes:
        yield 'no "Retaliation" result (20.2)'
    for c in codes:
        if c not in t.codes:
            yield f"result {c} is not explained"
    first = rows[0] if rows else None
    if first is None or first.high is None or first.high < 2 or \
            any(getattr(first, op).code != "RETALIATION" for op in ops):
        yield "a lone agent with no defenders (d6 + 1, 20.2 backstabbing) must risk Retaliation on a 1"
    if rows and not any(r.diplomacy.code == "CONTROL" for r in rows):
        yield "diplomacy must be able to gain control (20.3)"


@fact("turns", "26, 28.0", "13 turns from 1450-59 to 1570-71; turn 2 reads 'Turn 2: 1460-69'")
def _turns(p: Pack):
    t = p.design.turns
    if len(t) != 13 or [x.turn for x in t] != list(range(1, 14)):
        yield f"13 turns numbered 1-13, found {len(t)}"
        return
    if t[0].years != "1450-59" or t[-1].years != "1570-71":
        yield f"turns run 1450-59 to 1570-71, found {t[0].years} to {t[-1].years}"
    for x in t[:-1]:
        y = 1440 + 10 * x.turn
        if x.years != f"{y}-{(y + 9) % 100:02d}":
            yield f"turn {x.turn} must be {y}-{(y + 9) % 100:02d}, found {x.years}"
    if t[1].label != "Turn 2: 1460-69":
        yield f"turn 2's box reads 'Turn 2: 1460-69' (28.0), found {t[1].label!r}"


# --- facts: scenarios -----------------------------------------------------------------

@fact("scenarios", "26", "four scenarios, their lengths, cores and grants")
def _scenarios(p: Pack):
    d = p.design
    want = {1: (1, 3), 2: (8, 12), 3: (1, 8), 4: (1, 13)}
    got = {s.number: (s.first_turn, s.last_turn) for s in d.scenarios}
    if got != want:
        yield f"scenario lengths must be {want}, found {got}"
    ott = _rid(d, "Ottomans")
    ctl = {s.nationality: s.id for s in d.stratagems if s.nationality}
    grants_text = {
        1: {"Ottomans": ["Emirates", "Rumelia"], "Austria": ["Tyrol"], "Venice": ["Dalmatia"],
            "Byzantium": ["Papal States"], "Poland": ["Lithuania"], "Egypt": ["Syria"]},
        2: {"Ottomans": ["Emirates", "Trebizond", "Georgia", "Kurdistan", "Syria", "Egypt", "Byzantium",
                         "Rumelia", "Achaea", "Albania", "Serbia", "Walachia"],
            "Austria": ["Spain", "Bohemia", "Tyrol", "Croatia"], "Venice": ["Dalmatia"],
            "Poland": ["Lithuania"], "Moscovy": ["Russian Principalities"], "Persia": ["Azerbaijan", "Luristan"]},
    }
    grants_text[3] = grants_text[4] = grants_text[1]
    for sc in d.scenarios:
        if sc.required_core != ott:
            yield f"scenario {sc.number}: one player must choose the Ottomans"
        got_g = {g.core: sorted(g.grants) for g in sc.core_grants}
        want_g = {_rid(d, c): sorted(ctl.get(_rid(d, n) or "", f"?{n}") for n in ns)
                  for c, ns in grants_text.get(sc.number, {}).items()}
        if got_g != want_g:
            yield f"scenario {sc.number}: core grants differ from 2.0: {got_g} != {want_g}"
        if sc.number in (1, 3, 4):
            if sc.leaders_on_map != "1" or sc.leaders_pool != ["-"]:
                yield f'scenario {sc.number}: "1" leaders on the map, "-" leaders in the pool'
            if sc.initiative_turn_1 != ott:
                yield f"scenario {sc.number}: the Ottomans have the initiative on turn 1 (S1 4.0(3))"
            if sc.siege_trains_improved:
                yield f"scenario {sc.number}: siege trains start weak"
            spain = _rid(d, "Spain")
            if spain not in sc.forbidden_cores or _rid(d, "Moscovy") not in sc.forbidden_cores:
                yield f"scenario {sc.number}: Spain (18.23) and Moscovy (18.31) may not be cores"
        if sc.number == 2:
            names = {ld.name for ld in d.leaders if ld.id in sc.leaders_out}
            for n in S2_OUT:
                if n not in names:
                    yield f"scenario 2: {n} is permanently out of play (3.0(1)(b))"
            if sc.leaders_on_map != "2":
                yield 'scenario 2: "2" leaders start on the map'
            if sc.extra_draws_two_players != 8:
                yield "scenario 2: the non-Ottoman player picks eight more in a two-player game (4.0(2))"
            if not sc.siege_trains_improved:
                yield "scenario 2: siege trains start strong (4.0(4))"
            aus = next((g for g in sc.core_grants if g.core == _rid(d, "Austria")), None)
            hre = next((s.id for s in d.stratagems if s.kind == "holy_roman_empire"), None)
            if aus is None or hre not in aus.removes:
                yield "scenario 2: an Austrian core removes the Holy Roman Empire stratagem (2.0(2))"
            if _rid(d, "Spain") not in sc.forbidden_cores:
                yield "scenario 2: Spain may never be a core (18.23)"
        if sc.number in (3, 4) and not sc.special_reinforcements:
            yield f"scenario {sc.number}: uses the special reinforcements rule"


S1_DEADPILE = [("Papal States", "gendarmes"), ("Byzantium", "militia"), ("Achaea", "gendarmes"),
               ("Iraq", "siege_train"), ("Iraq", "fleet"), ("Persia", "fleet"), ("Persia", "siege_train"),
               ("Egypt", "siege_train")]
S2_DEADPILE = [("Bohemia", "wagenburg"), ("Achaea", "gendarmes"), ("Achaea", "fleet"), ("Trebizond", "fleet"),
               ("Spain", "fleet"), ("Egypt", "feudal_array"), ("Egypt", "fleet"), ("Syria", "feudal_array"),
               ("Syria", "fleet")]


@fact("setup", "26, 4.1, 4.2, 17.0, 18.x", "every scenario's set-up resolves against the data with nothing missing")
def _setup(p: Pack):
    d = p.design
    units = {u.id: u for u in d.units}
    leaders = {ld.id: ld for ld in d.leaders}
    strat = {s.id: s for s in d.stratagems}
    regions = {r.id: r for r in d.regions}
    cities = {c.id: c for c in d.cities}
    for sc in d.scenarios:
        tag = f"scenario {sc.number}"
        refs = [*(("unit", x) for x in sc.deadpile), *(("leader", x) for x in (*sc.leaders_out, *sc.leaders_aside))]
        for kind, x in refs:
            if (kind == "unit" and x not in units) or (kind == "leader" and x not in leaders):
                yield f"{tag}: unknown {kind} {x}"
        for x in sc.removed:
            if x not in units and x not in strat and x not in leaders:
                yield f"{tag}: removes unknown counter {x}"
        for g in sc.core_grants:
            if g.core not in regions:
                yield f"{tag}: unknown core {g.core}"
            for x in (*g.grants, *g.removes):
                if x not in strat:
                    yield f"{tag}: grant of unknown stratagem {x}"
        for pl in sc.placements:
            if pl.counter not in units and pl.counter not in leaders:
                yield f"{tag}: places unknown counter {pl.counter}"
                continue
            if pl.region not in regions:
                yield f"{tag}: places {pl.counter} in unknown region {pl.region}"
            if pl.city is not None and (pl.city not in cities or cities[pl.city].region != pl.region):
                yield f"{tag}: places {pl.counter} in city {pl.city}, not in {pl.region}"
        setup = resolve_setup(d, sc)
        # nothing missing: every counter has a place, every placed unit may be there
        for x in [*units, *leaders, *strat]:
            if x not in setup:
                yield f"{tag}: {x} has no place at set-up"
        for x, loc in setup.items():
            if loc.where == "map":
                if loc.region not in regions:
                    yield f"{tag}: {x} set up in unknown region {loc.region}"
                    continue
                r = regions[loc.region]
                nat = units[x].nationality if x in units else leaders[x].home   # a leader's home (AMB-14)
                if r.entry and r.entry.only_nationalities and nat not in r.entry.only_nationalities:
                    yield f"{tag}: {x} set up in {r.name}, which only {r.entry.only_nationalities} may enter"
                if r.entry and r.entry.closed_until and loc.condition != "spain_belligerent":
                    yield f"{tag}: {x} set up on {r.name}, closed until Spain is in play"
        # the deadpile the text lists
        listed = S1_DEADPILE if sc.number in (1, 3, 4) else S2_DEADPILE
        want = {u.id for nat, typ in listed for u in _units_of(d, nat, typ)}
        if sc.number == 2:
            want |= {u.id for u in d.units if u.nationality == _rid(d, "Byzantium")}
        got = {x for x, loc in setup.items() if loc.where == "deadpile"}
        if want - got:
            yield f"{tag}: the deadpile lacks {sorted(want - got)}"
        # placements the text gives
        def at(name, region_names, city_names=None, tag=tag, setup=setup):
            u = _merc(d, name) or _by_name(d.units, name)
            if u is None:
                return f"{tag}: {name} does not exist"
            loc = setup.get(u.id)
            rids = {_rid(d, n) for n in region_names}
            if loc is None or loc.where != "map" or loc.region not in rids:
                return f"{tag}: {name} must start in {region_names}, found {loc}"
            if city_names and (loc.city is None or cities[loc.city].name not in city_names):
                return f"{tag}: {name} must start in {city_names}"
            return None
        checks = []
        if sc.number in (1, 3, 4):
            checks = [at("Janissary 1", ["Ottomans", "Byzantium"], ["Bursa", "Thessalonica"]),
                      at("Janissary 2", ["Ottomans", "Byzantium"], ["Bursa", "Thessalonica"]),
                      at("St. John 1", ["Rhodes"]), at("Mamluks", ["Egypt"])]
        if sc.number == 2:
            checks = [at(f"Janissary {i}", ["Byzantium"]) for i in (1, 2, 3)] + [
                at("St. John 1", ["Rhodes"]), at("Landsknecht 1", ["Austria"]), at("Qizilibashi", ["Persia"])]
        for c in checks:
            if c:
                yield c
        ven = {setup[u.id].region for u in d.units if u.nationality == _rid(d, "Venice") and u.front == "2-1"}
        if not {_rid(d, "Crete"), _rid(d, "Cyprus")} <= ven:
            yield f"{tag}: one Venetian 2-1 on Crete and one on Cyprus (3.0(4))"
        mam = _merc(d, "Mamluks")
        if sc.number == 1 and mam is not None and setup[mam.id].condition != "core_egypt":
            yield f"{tag}: the Mamluks start only if Egypt is a core (3.0(3)(c))"
        if sc.number == 1:
            for name in ("Landsknecht 1", "Landsknecht 2"):
                u = _merc(d, name)
                if u is not None and setup[u.id].where != "out":
                    yield f"{tag}: {name} is not available (3.0(3)(e))"
            for u in d.units:
                if u.nationality in (_rid(d, "Spain"), _rid(d, "Moscovy")) and setup[u.id].where != "out":
                    yield f"{tag}: {u.name} is not available (3.0(2)(b))"
        if sc.number in (3, 4):
            s2 = _by_name(d.leaders, "Selim II")
            if s2 is not None and setup[s2.id].where != "aside":
                yield f"{tag}: Selim II enters the pool on turn 6"
        # mercenaries held aside must have their control stratagem somewhere in play
        for u in d.units:
            if u.mercenary and setup[u.id].where == "aside":
                cs = next((s for s in d.stratagems if s.mercenary == u.mercenary), None)
                if cs is None or setup[cs.id].where == "out":
                    yield f"{tag}: {u.name} can never be received (its control stratagem is out)"


@fact("special_reinforcements", "SR 1.0-2.0, DEF-26", "the special reinforcements' turns, units and the Grenzer trigger")
def _sr(p: Pack):
    d = p.design
    sr = d.special_reinforcements
    by_turn = {e.turn: e for e in sr.entries}
    strat = {s.id: s for s in d.stratagems}
    units = {u.id: u for u in d.units}
    leaders = {ld.id: ld for ld in d.leaders}
    for e in sr.entries:
        for x in e.pool_add:
            if x not in strat:
                yield f"turn {e.turn}: unknown stratagem {x}"
        for x in (*e.deadpile_add, *e.units_available):
            if x not in units:
                yield f"turn {e.turn}: unknown unit {x}"
        for x in e.named_leaders_to_pool:
            if x not in leaders:
                yield f"turn {e.turn}: unknown leader {x}"
    t4 = by_turn.get(4)
    lk = {s.id for s in d.stratagems if s.mercenary in {u.mercenary for u in d.units if u.name.startswith("Landsknecht")}}
    if t4 is None or set(t4.pool_add) != lk or not lk:
        yield "turn 4 (1480-89) adds the Landsknecht 1 and 2 control stratagems"
    t6 = by_turn.get(6)
    want6 = {s.id for s in d.stratagems if s.nationality in (_rid(d, "Spain"), _rid(d, "Moscovy"))}
    if t6 is None or not t6.flip_siege_trains or t6.leaders_to_pool != ["2"] or set(t6.pool_add) != want6:
        yield "turn 6 (1500-09) flips siege trains, adds '2' leaders and the Spain and Moscovy controls"
    else:
        selim = _by_name(d.leaders, "Selim II")
        if selim is None or selim.id not in t6.named_leaders_to_pool:
            yield "turn 6 adds Selim II to the pool"
        if not any("German" in units[x].name for x in t6.deadpile_add if x in units):
            yield "turn 6 adds the German Professional Infantry to the deadpile"
    for turn, nat, typ in ((10, "Austria", "gendarmes"), (11, "Moscovy", "professional_infantry")):
        entry = by_turn.get(turn)
        ids = {u.id for u in _units_of(d, nat, typ)}
        if entry is None or not ids or not ids <= set(entry.deadpile_add):
            yield f"turn {turn} adds the {nat} {typ.replace('_', ' ')} to the deadpile"
    g = _by_name(d.units, "Grenzer")
    trig = [t for t in sr.triggers if g is not None and t.unit == g.id]
    if len(trig) != 1:
        yield "the Grenzer is received by one trigger"
    else:
        t = trig[0]
        if sorted(t.regions) != sorted(r or "" for r in (_rid(d, "Hungary"), _rid(d, "Croatia"))) or \
                sorted(t.colours) != ["orange", "red"] or t.home != _rid(d, "Austria"):
            yield "the Grenzer trigger: a fortress in Hungary or Croatia occupied by Turks or Caliphate; received in Austria"
    s2 = next((s for s in d.scenarios if s.number == 2), None)
    if s2 is not None and not s2.special_reinforcements:
        yield "scenario 2 uses the turn 10 and 11 entries and the Grenzer (DEF-26)"


# --- internal consistency -------------------------------------------------------------

@fact("references", "pack", "ids unique; every reference resolves")
def _references(p: Pack):
    d = p.design
    area_ids = [x.id for x in d.regions] + [x.id for x in d.seas] + [x.id for x in d.offmap]
    for x, times in Counter(area_ids).items():
        if times > 1:
            yield f"area id {x} used {times} times"
    counter_ids = [x.id for x in d.units] + [x.id for x in d.leaders] + [x.id for x in d.stratagems] \
        + [x.id for x in d.markers]
    for x, times in Counter(counter_ids).items():
        if times > 1:
            yield f"counter id {x} used {times} times"
    regions = {r.id for r in d.regions}
    seas = {s.id for s in d.seas}
    for r in d.regions:
        if r.control is not None and r.control not in regions:
            yield f"{r.id}: control by unknown {r.control}"
        if r.entry:
            for n in r.entry.only_nationalities:
                if n not in regions:
                    yield f"{r.id}: entry names unknown nationality {n}"
    for s in d.seas:
        if s.entry:
            for n in s.entry.only_nationalities:
                if n not in regions:
                    yield f"{s.id}: entry names unknown nationality {n}"
    for st in d.straits:
        if st.a not in regions or st.b not in regions or st.blocking_sea not in seas:
            yield f"strait {st.id} names unknown areas"
    for c in d.cities:
        for sid in c.seas:
            if sid not in seas:
                yield f"city {c.id}: unknown sea {sid}"
    for u in d.units:
        if u.nationality is not None and u.nationality not in regions:
            yield f"unit {u.id}: unknown nationality {u.nationality}"
    for strat in d.stratagems:
        if strat.nationality is not None and strat.nationality not in regions:
            yield f"stratagem {strat.id}: unknown nationality {strat.nationality}"
    rdt = {cell for row in d.region_determination.cells for cell in row if cell}
    for cell in rdt - regions:
        yield f"Region Determination Table: unknown region {cell}"
    for a, b, _ in [*d.map_overrides.add_land, *d.map_overrides.remove_land]:
        if a not in regions or b not in regions:
            yield f"map override names unknown region {a} or {b}"


@fact("map_complete", "3.1", "a shape and borders for every region and sea, and nothing else")
def _map_complete(p: Pack):
    d = p.design
    for what, want, got in (
            ("region shapes", [r.id for r in d.regions], [s.id for s in p.map.regions]),
            ("sea shapes", [s.id for s in d.seas], [s.id for s in p.map.seas]),
            ("region borders", [r.id for r in d.regions], [b.id for b in p.map.region_borders]),
            ("sea borders", [s.id for s in d.seas], [b.id for b in p.map.sea_borders])):
        if sorted(want) != sorted(got):
            yield f"{what} do not match the design: missing {sorted(set(want) - set(got))}, extra {sorted(set(got) - set(want))}"
    for s in (*p.map.regions, *p.map.seas):
        if not s.d.startswith("M"):
            yield f"{s.id} has no drawn shape"


MIN_PIECE_KM2 = 1000.0   # smaller pieces (islets off a coast) do not count as mainland


@fact("contiguous", "3.11, 7.1", "every mainland region is one piece of land (islands aside)")
def _contiguous(p: Pack):
    land = {s.id: _svg_polygons(s.d) for s in p.map.regions}
    land.update({s.id: _svg_polygons(s.d) for s in p.map.offmap
                 if not next(o.water for o in p.design.offmap if o.id == s.id)})
    ids = list(land)
    tree = shapely.STRtree([land[k] for k in ids])
    for r in p.design.regions:
        if r.island or r.id not in land:
            continue
        pieces = [q for q in shapely.get_parts(land[r.id]).tolist() if q.area >= MIN_PIECE_KM2]
        mainland = 0
        for piece in pieces:
            near = tree.query(piece.buffer(1.0))
            if any(ids[i] != r.id and land[ids[i]].intersects(piece.buffer(1.0)) for i in near):
                mainland += 1
        if mainland > 1:
            yield f"{r.name} is cut into {mainland} pieces of mainland"


@fact("adjacency_symmetric", "7.1, 16.31", "borders are symmetric: land-land, land-sea, sea-sea")
def _symmetric(p: Pack):
    land, sea = _borders(p)
    for a, b in land.items():
        for n in b.neighbours:
            if n == a:
                yield f"{a} borders itself"
            elif n not in land:
                yield f"{a} borders unknown region {n}"
            elif a not in land[n].neighbours:
                yield f"{a} borders {n} but not the reverse"
        for s in b.seas:
            if s not in sea or a not in sea[s].coasts:
                yield f"{a} touches {s} but {s} does not list {a} as a coast"
    for a, b in sea.items():
        for n in b.neighbours:
            if n not in sea or a not in sea[n].neighbours:
                yield f"sea {a} borders {n} but not the reverse"
        for r in b.coasts:
            if r not in land or a not in land[r].seas:
                yield f"sea {a} lists coast {r} but {r} does not touch it"


@fact("connected", "7.1, 7.63, 16.3", "the mainland is one land graph (with the Hellespont); islands and detached regions reach it by sea")
def _connected(p: Pack):
    d = p.design
    land, sea = _borders(p)
    regions = {r.id: r for r in d.regions}
    graph: dict[str, set[str]] = {k: set(b.neighbours) for k, b in land.items()}
    for st in d.straits:
        graph.setdefault(st.a, set()).add(st.b)
        graph.setdefault(st.b, set()).add(st.a)
    mainland = [k for k, r in regions.items() if not r.island and not r.detached]
    if not mainland:
        return
    seen = _reach(graph, mainland[0])
    for k in mainland:
        if k not in seen:
            yield f"{k} cannot be reached by land from {mainland[0]}"
    for k, r in regions.items():
        if (r.island or r.detached) and graph.get(k):
            yield f"{k} is marked island/detached but has land neighbours {sorted(graph[k])}"
    full: dict[str, set[str]] = {k: set(v) for k, v in graph.items()}
    for s, b in sea.items():
        full.setdefault(s, set()).update(b.neighbours, b.coasts)
        for r in b.coasts:
            full.setdefault(r, set()).add(s)
    everything = set(regions) | set(sea)
    seen = _reach(full, mainland[0])
    for k in sorted(everything - seen):
        yield f"{k} cannot be reached at all (land or sea)"


def _reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = {start}, deque([start])
    while todo:
        for n in graph.get(todo.popleft(), ()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


# --- entry points ---------------------------------------------------------------------

def validate(pack: Pack) -> list[Violation]:
    """Every broken fact of ``pack`` (empty: the pack holds every fact)."""
    out: list[Violation] = []
    for fid, section, _what, check in FACTS:
        try:
            msgs = list(check(pack))
        except Exception as e:  # noqa: BLE001 - a check that cannot run on this pack is a breach
            msgs = [f"check failed on this pack: {type(e).__name__}: {e}"]
        out.extend(Violation(fid, section, m) for m in msgs)
    return out


def validate_path(path: str | Path | None = None) -> list[Violation]:
    """Decode and validate the pack at ``path`` (see :func:`load_pack`); a pack that does
    not decode is one violation of the fact ``schema``."""
    try:
        pack = load_pack(path)
    except (msgspec.ValidationError, msgspec.DecodeError, OSError) as e:
        return [Violation("schema", "pack", f"the pack does not decode: {e}")]
    return validate(pack)


@click.command()
@click.argument("path", required=False, type=click.Path(exists=True, path_type=Path))
@click.option("--list-facts", is_flag=True, help="Print the checked facts and exit.")
def main(path: Path | None, list_facts: bool) -> None:
    """Validate the Ottomans' components pack at PATH (default: the package's data/)."""
    if list_facts:
        for fid, section, what, _ in FACTS:
            click.echo(f"{fid:24} {section:28} {what}")
        return
    violations = validate_path(path)
    for v in violations:
        click.echo(str(v))
    if violations:
        click.echo(f"{len(violations)} broken fact(s)", err=True)
        sys.exit(1)
    click.echo(f"ok: {len(FACTS)} facts hold")


if __name__ == "__main__":
    main()
