"""The Ottomans' components as typed data: the msgspec schema of the pack and its loader.

The pack is two JSON files in ``data/``:

- ``pack.json``: the design (:class:`Design`): factions, land regions (one per nationality,
  plus the four small islands), sea regions, off-map areas, the Hellespont strait, cities,
  units, leaders, the stratagem pool, status markers, the four tables, the turn track and
  the four scenarios with the special reinforcements. Region centres are lon/lat degrees.
- ``map.json``: what ``tools/make_ottomans_map.py`` derives from the centres and Natural
  Earth (:class:`MapData`): SVG paths of every region, sea and off-map area in the frame's km,
  label points, and the borders (land-land, land-sea, sea-sea) with the designer's overrides
  already applied.

:func:`load_pack` decodes both into a :class:`Pack` (frozen structs, unknown fields refused,
integers bounded). Section numbers in the docstrings are the rulebook's
(``/work/shared/spec/ottomans/rulebook-ottomans.txt``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

import msgspec
from msgspec import Meta, Struct

DATA = Path(__file__).resolve().parent / "data"
PACK_FILE = "pack.json"
MAP_FILE = "map.json"

Id = Annotated[str, Meta(pattern=r"^[a-z][a-z0-9_]*$", max_length=40)]
Name = Annotated[str, Meta(min_length=1, max_length=80)]
Text = Annotated[str, Meta(max_length=2000)]
Lon = Annotated[float, Meta(ge=-20.0, le=70.0)]
Lat = Annotated[float, Meta(ge=15.0, le=65.0)]
Value = Annotated[int, Meta(ge=0, le=6)]              # region value (3.11, 12.1)
Strength = Annotated[int, Meta(ge=0, le=9)]           # combat strength points (3.3)
Mobility = Annotated[int, Meta(ge=0, le=9)]           # mobility points (7.2)
Command = Annotated[int, Meta(ge=1, le=3)]            # leader command value (3.3, 15.3)
Count = Annotated[int, Meta(ge=1, le=60)]             # copies of one counter
Turn = Annotated[int, Meta(ge=1, le=13)]              # game turn number (turn track)
Colour = Literal["red", "orange", "green", "blue"]


class Frozen(Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """Base of every pack struct: immutable, unknown JSON fields are an error."""


class Provenance(Frozen, frozen=True, kw_only=True):
    """Who designed the pack and from what; ``design`` says it is this server's variant."""

    design: Literal["battle1821-variant"]
    title: Name
    summary: Text
    rulebook: Text
    replaceable_by: Text
    version: Annotated[int, Meta(ge=1)]


class Faction(Frozen, frozen=True, kw_only=True):
    """One of the four factions and its colour (2.0, 3.24)."""

    id: Literal["turks", "caliphate", "orthodox", "holy_league"]
    name: Name
    colour: Colour


class Entry(Frozen, frozen=True, kw_only=True):
    """Who may enter a restricted region or sea (3.14, 18.1-18.5).

    ``only_nationalities``: only units of these nationalities may be placed in or enter it
    (empty: anyone). ``closed_until``: nobody enters until that event (18.41: Malta until the
    Spain control stratagem is in play). ``no_combat``: no combat of any kind there (18.5)."""

    only_nationalities: list[Id] = []
    closed_until: Literal["spain_in_play"] | None = None
    no_combat: bool = False
    text: Text


class Region(Frozen, frozen=True, kw_only=True):
    """A land region (3.11): a nationality's home (3.3), or a small island (18.4).

    ``colour`` is its faction colour (3.24); ``value`` its forage/reinforcement value (12.1);
    ``control`` the nationality whose control stratagem gives control of it (itself; Spain for
    the Two Sicilies, 18.22; none for the islands, 18.4). ``centres``: Voronoi seeds, lon/lat
    degrees (the first one is the region's centre). ``island``: reachable only by sea;
    ``detached``: a mainland region whose land neighbours are all off the map."""

    id: Id
    name: Name
    kind: Literal["nationality", "island"]
    colour: Colour
    value: Value
    control: Id | None
    centres: list[tuple[Lon, Lat]]
    entry: Entry | None = None
    island: bool = False
    detached: bool = False
    printed_as: Name | None = None      # errata (3.14): what the printed component said
    label_at: tuple[Lon, Lat] | None = None   # where the picture writes the name
    history: Text = ""


class Sea(Frozen, frozen=True, kw_only=True):
    """A sea region (3.12): a value, no colour. ``centres``: Voronoi seeds (lon/lat)."""

    id: Id
    name: Name
    value: Value
    centres: list[tuple[Lon, Lat]]
    entry: Entry | None = None
    label_at: tuple[Lon, Lat] | None = None


class OffMap(Frozen, frozen=True, kw_only=True):
    """Land or water on the picture that is not part of the game (no movement, no value).

    ``no_entry``: carries the "NO ENTRY" legend (28.0)."""

    id: Id
    name: Name
    water: bool
    centres: list[tuple[Lon, Lat]]
    no_entry: bool = False
    label_at: tuple[Lon, Lat] | None = None


class Strait(Frozen, frozen=True, kw_only=True):
    """A land crossing over water (7.63): land units move between ``a`` and ``b`` for ``cost``
    mobility points unless an inimical fleet is in ``blocking_sea``."""

    id: Id
    name: Name
    a: Id
    b: Id
    blocking_sea: Id
    cost: Annotated[int, Meta(ge=1, le=3)]


class City(Frozen, frozen=True, kw_only=True):
    """A city, a sub-area of its region (3.13, 10.0). ``critical``: circled (3.13, 21.1);
    ``port``: anchor symbol, fleets may enter from ``seas`` (16.0); ``fortress``: counts for
    the Grenzer rule (Special Reinforcements, ruling on DEF-27)."""

    id: Id
    name: Name
    region: Id
    lon: Lon
    lat: Lat
    critical: bool = False
    port: bool = False
    seas: list[Id] = []
    fortress: bool = False


class Reverse(Frozen, frozen=True, kw_only=True):
    """What a counter's reverse shows (3.22): ``blank``; ``merc`` (17.0); ``date`` (first turn
    ``turn`` it may appear, 4.1(1b)); ``improved`` (a siege train's stronger side, ``strength``
    and ``mobility``); ``special`` (the Grenzer, received by its own rule)."""

    kind: Literal["blank", "merc", "date", "improved", "special"]
    turn: Turn | None = None
    strength: Strength | None = None
    mobility: Mobility | None = None


class Unit(Frozen, frozen=True, kw_only=True):
    """A combat unit counter (3.2, 3.23): one of the eight non-leader types.

    ``nationality``: its home region (3.25); None for a mercenary, whose ``mercenary`` title
    names its control stratagem (17.0). ``colour``: the faction colour printed on it.
    ``front``: the printed "strength-mobility" pair, e.g. "2-1"."""

    id: Id
    name: Name
    type: Literal["gendarmes", "feudal_array", "irregulars", "professional_infantry",
                  "militia", "wagenburg", "siege_train", "fleet"]
    nationality: Id | None
    colour: Colour
    strength: Strength
    mobility: Mobility
    front: Annotated[str, Meta(pattern=r"^[0-9]-[0-9]$")]
    reverse: Reverse
    mercenary: Id | None = None
    history: Text = ""


class Leader(Frozen, frozen=True, kw_only=True):
    """A leader counter (3.22(1), 15.0). ``home``: the region printed on it (ruling on
    AMB-14); ``command``: command value; ``reverse``: "1" (starts Scenarios 1, 3, 4 on the
    map), "2" (starts Scenario 2), "-" (in the pool); ``admiral``: anchor icon (16.2);
    ``mercenary``: the control stratagem that brings him (17.4, Andrea Doria)."""

    id: Id
    name: Name
    colour: Colour
    home: Id | None
    command: Command
    strength: Strength
    mobility: Mobility
    reverse: Literal["1", "2", "-"]
    admiral: bool = False
    mercenary: Id | None = None
    history: Text = ""


class StratagemKind(Frozen, frozen=True, kw_only=True):
    """One of the 20 kinds of the Stratagem Explanations Chart (27.2)."""

    id: Id
    name: Name
    text: Text


class Stratagem(Frozen, frozen=True, kw_only=True):
    """A stratagem counter design, ``count`` copies (3.26, 19.0). A control stratagem names
    its ``nationality`` (control (region)) or its ``mercenary`` title (control (mercenary))."""

    id: Id
    kind: Id
    name: Name
    count: Count
    nationality: Id | None = None
    mercenary: Id | None = None


class Marker(Frozen, frozen=True, kw_only=True):
    """A backprinted status marker (3.27), ``count`` counters."""

    id: Id
    name: Name
    front: Name
    back: Name
    count: Count
    colour: Colour | None = None


class CombatResult(Frozen, frozen=True, kw_only=True):
    """A result of the Combat Results Table (27.1) and its stratagem effects (19.1-19.2):
    draws from the pool and random losses back to it, for the attacking and defending player."""

    code: Literal["AE", "AW", "BB", "DD", "DE"]
    name: Name
    text: Text
    attacker_draws: Annotated[int, Meta(ge=0, le=3)] = 0
    attacker_loses: Annotated[int, Meta(ge=0, le=3)] = 0
    defender_draws: Annotated[int, Meta(ge=0, le=3)] = 0
    defender_loses: Annotated[int, Meta(ge=0, le=3)] = 0


class OddsColumn(Frozen, frozen=True, kw_only=True):
    """An odds column (9.1(3), 9.13): attacker/defender ratios of at least
    ``numerator``/``denominator`` and below the next column's fall in it."""

    label: Annotated[str, Meta(pattern=r"^[0-9.]+:1$")]
    numerator: Annotated[int, Meta(ge=1, le=20)]
    denominator: Annotated[int, Meta(ge=1, le=4)]
    results: Annotated[list[Literal["AE", "AW", "BB", "DD", "DE"]], Meta(min_length=6, max_length=6)]


class CombatResultsTable(Frozen, frozen=True, kw_only=True):
    """The CRT (27.1): one die (1-6, row index 0-5 of ``results``) against odds columns.
    ``below_lowest``: odds under the first column (ruling on AMB-08); ``above_highest``:
    odds over the last (AMB-09)."""

    results: list[CombatResult]
    columns: list[OddsColumn]
    below_lowest: Literal["refused"]
    above_highest: Literal["highest_column"]
    bb_text: Text


class EventKind(Frozen, frozen=True, kw_only=True):
    """A random event (14.0, 14.1): ``region_roll`` means a roll on the Region
    Determination Table follows."""

    code: Literal["NONE", "REGION_OUT", "PLAGUE", "REVOLT", "BOUNTY", "INTRIGUE", "EMBASSY",
                  "DEATH", "CORSAIRS", "MUTINY"]
    name: Name
    text: Text
    region_roll: bool = False


class EventCell(Frozen, frozen=True, kw_only=True):
    """One cell: an event and, for REVOLT, the nationality; for BOUNTY/INTRIGUE, the count."""

    event: Literal["NONE", "REGION_OUT", "PLAGUE", "REVOLT", "BOUNTY", "INTRIGUE", "EMBASSY",
                   "DEATH", "CORSAIRS", "MUTINY"]
    nationality: Id | None = None
    count: Annotated[int, Meta(ge=1, le=3)] | None = None


class RandomEventsTable(Frozen, frozen=True, kw_only=True):
    """The Random Events Table (14.0): first die picks the row, second die the column:
    ``cells[first-1][second-1]``, 6 x 6 = 36 cells."""

    events: list[EventKind]
    cells: Annotated[list[Annotated[list[EventCell], Meta(min_length=6, max_length=6)]],
                     Meta(min_length=6, max_length=6)]


class RegionDeterminationTable(Frozen, frozen=True, kw_only=True):
    """The Region Determination Table (14.1): two dice read like the Random Events Table;
    ``cells[first-1][second-1]`` is a region id, or None (no region: the event fizzles)."""

    cells: Annotated[list[Annotated[list[Id | None], Meta(min_length=6, max_length=6)]],
                     Meta(min_length=6, max_length=6)]


class AgentResult(Frozen, frozen=True, kw_only=True):
    """An agent operation outcome (20.0-20.3): ``code`` and, where it takes one, ``n``."""

    code: Literal["RETALIATION", "NO_EFFECT", "EXAMINE", "EXAMINE_ALL", "SURVIVAL_CHECK",
                  "KILLED", "COUP", "TREACHERY", "CONTROL"]
    n: Annotated[int, Meta(ge=0, le=5)] = 0
    take: Annotated[int, Meta(ge=0, le=3)] = 0
    modifier: Annotated[int, Meta(ge=-2, le=0)] = 0


class AgentRow(Frozen, frozen=True, kw_only=True):
    """One row: modified rolls from ``low`` to ``high`` inclusive (None: open-ended)."""

    low: Annotated[int, Meta(ge=-20, le=20)] | None
    high: Annotated[int, Meta(ge=-20, le=20)] | None
    assassination: AgentResult
    espionage: AgentResult
    coup: AgentResult
    treachery: AgentResult
    diplomacy: AgentResult


class AgentOperationsTable(Frozen, frozen=True, kw_only=True):
    """The Agent Operations Table (20.1): d6 + attacking agents - defending agents."""

    operations: list[Literal["assassination", "espionage", "coup", "treachery", "diplomacy"]]
    codes: dict[str, Text]
    rows: list[AgentRow]


class TurnBox(Frozen, frozen=True, kw_only=True):
    """A box of the Game Turn Record Track (28.0 errata for turn 2)."""

    turn: Turn
    years: Annotated[str, Meta(pattern=r"^1[45][0-9]0-[0-9]{2}$")]
    label: Name


class Placement(Frozen, frozen=True, kw_only=True):
    """A counter put somewhere at set-up: in ``region`` (and ``city``), controlled by the
    player whose core is ``controlled_by_core`` (None: as 4.2/4.3), only if ``condition``."""

    counter: Id
    region: Id
    city: Id | None = None
    controlled_by_core: Id | None = None
    condition: Literal["core_egypt", "controls_austria", "controls_persia",
                       "spain_belligerent"] | None = None


class CoreGrant(Frozen, frozen=True, kw_only=True):
    """Choosing ``core`` also gives these control stratagems (2.0 of each scenario) and
    removes ``removes`` from play."""

    core: Id
    grants: list[Id]
    removes: list[Id] = []


class Scenario(Frozen, frozen=True, kw_only=True):
    """A scenario of 26.0, set-up written out in full (Scenarios 3 and 4 copy Scenario 1).

    ``leaders_on_map``: the reverse code of the leaders placed in their home regions;
    ``leaders_pool``: reverse codes of the leaders put in the pool; ``leaders_aside`` /
    ``leaders_out``: named leaders kept out; ``deadpile``: units in the deadpile (4.1(1c));
    ``removed``: counters out of this scenario; ``placements``: explicit set-up;
    ``extra_draws_two_players``: S2 4.0(2)."""

    id: Id
    number: Annotated[int, Meta(ge=1, le=4)]
    name: Name
    first_turn: Turn
    last_turn: Turn
    required_core: Id
    core_grants: list[CoreGrant]
    forbidden_cores: list[Id]
    leaders_on_map: Literal["1", "2"]
    leaders_pool: list[Literal["1", "2", "-"]]
    leaders_aside: list[Id] = []
    leaders_out: list[Id] = []
    deadpile: list[Id] = []
    removed: list[Id] = []
    placements: list[Placement] = []
    siege_trains_improved: bool = False
    special_reinforcements: bool = False
    extra_draws_two_players: Annotated[int, Meta(ge=0, le=8)] = 0
    initiative_turn_1: Id | None = None
    thessalonica: Text = ""
    optional: Text = ""


class Reinforcement(Frozen, frozen=True, kw_only=True):
    """An entry of the Special Reinforcements (2.0 Initial Appearance): at the start of
    ``turn``: stratagems added to the pool, units added to the deadpile, siege trains flipped,
    leaders of the given reverse codes (and named ones) put in the pool, units released."""

    turn: Turn
    pool_add: list[Id] = []
    deadpile_add: list[Id] = []
    flip_siege_trains: bool = False
    leaders_to_pool: list[Literal["2"]] = []
    named_leaders_to_pool: list[Id] = []
    units_available: list[Id] = []
    text: Text = ""


class Trigger(Frozen, frozen=True, kw_only=True):
    """A conditional reinforcement (the Grenzer): ``unit`` goes to the deadpile at the first
    reinforcement phase in which a fortress in ``regions`` is occupied by ``colours``."""

    unit: Id
    regions: list[Id]
    colours: list[Colour]
    home: Id
    text: Text


class SpecialReinforcements(Frozen, frozen=True, kw_only=True):
    """The Special Reinforcements rule (used by Scenarios 3 and 4; S2 uses turns 10-11 and
    the Grenzer, ruling on DEF-26). ``not_before_date``: units kept out of set-up unless the
    scenario begins on or after their date (1.0(1))."""

    not_before_date: list[Id]
    entries: list[Reinforcement]
    triggers: list[Trigger]


class MapOverrides(Frozen, frozen=True, kw_only=True):
    """The designer's corrections to the derived borders, each with its reason: land borders
    added or removed, coasts (land region, sea) added or removed, sea borders added or
    removed."""

    add_land: list[tuple[Id, Id, Text]] = []
    remove_land: list[tuple[Id, Id, Text]] = []
    add_coast: list[tuple[Id, Id, Text]] = []
    remove_coast: list[tuple[Id, Id, Text]] = []
    add_sea: list[tuple[Id, Id, Text]] = []
    remove_sea: list[tuple[Id, Id, Text]] = []


class Design(Frozen, frozen=True, kw_only=True):
    """``pack.json``: everything the designer chose (see the module docstring)."""

    provenance: Provenance
    factions: list[Faction]
    regions: list[Region]
    seas: list[Sea]
    offmap: list[OffMap]
    straits: list[Strait]
    cities: list[City]
    units: list[Unit]
    leaders: list[Leader]
    stratagem_kinds: list[StratagemKind]
    stratagems: list[Stratagem]
    markers: list[Marker]
    opening_draws: dict[str, Annotated[int, Meta(ge=1, le=15)]]   # players -> draws (4.1(3))
    extra_draws: dict[str, Annotated[int, Meta(ge=0, le=5)]]      # players -> extra (5.1(2a))
    hand_limit: Annotated[int, Meta(ge=1, le=30)]                 # 19.4
    counters_total: Annotated[int, Meta(ge=1, le=1000)]           # 3.4
    crt: CombatResultsTable
    random_events: RandomEventsTable
    region_determination: RegionDeterminationTable
    agent_operations: AgentOperationsTable
    turns: list[TurnBox]
    scenarios: list[Scenario]
    special_reinforcements: SpecialReinforcements
    map_overrides: MapOverrides


class Shape(Frozen, frozen=True, kw_only=True):
    """A drawn area: ``d`` is an SVG path in frame km (x east, y down), ``label`` its label
    point (km)."""

    id: Id
    d: str
    label: tuple[float, float]


class RegionBorders(Frozen, frozen=True, kw_only=True):
    """Derived borders of a land region: land ``neighbours`` (shared boundary) and ``seas``
    (shared coast), overrides applied, sorted."""

    id: Id
    neighbours: list[Id]
    seas: list[Id]


class SeaBorders(Frozen, frozen=True, kw_only=True):
    """Derived borders of a sea: ``neighbours`` (seas sharing water boundary) and ``coasts``
    (land regions sharing a coast), sorted."""

    id: Id
    neighbours: list[Id]
    coasts: list[Id]


class Frame(Frozen, frozen=True, kw_only=True):
    """The picture's frame: ``width`` x ``height`` km; a point projected with ``projection``
    to easting/northing km is drawn at ``(easting - x0, y0 - northing)``."""

    projection: str
    x0: float
    y0: float
    width: float
    height: float


class MapData(Frozen, frozen=True, kw_only=True):
    """``map.json``, written by ``tools/make_ottomans_map.py`` only."""

    source: Text
    frame: Frame
    regions: list[Shape]
    seas: list[Shape]
    offmap: list[Shape]
    region_borders: list[RegionBorders]
    sea_borders: list[SeaBorders]


class Pack(Frozen, frozen=True, kw_only=True):
    """The decoded pack: the design and its map."""

    design: Design
    map: MapData


def decode_design(data: bytes) -> Design:
    """Decode ``pack.json`` bytes into a :class:`Design` (msgspec.ValidationError if not)."""
    return msgspec.json.decode(data, type=Design)


def decode_map(data: bytes) -> MapData:
    """Decode ``map.json`` bytes into a :class:`MapData`."""
    return msgspec.json.decode(data, type=MapData)


def load_pack(path: str | Path | None = None) -> Pack:
    """Load the pack from a directory holding ``pack.json`` and ``map.json`` (default: this
    package's ``data/``), or from a ``pack.json`` path (``map.json`` beside it)."""
    p = Path(path) if path is not None else DATA
    if p.is_dir():
        p = p / PACK_FILE
    return Pack(design=decode_design(p.read_bytes()),
                map=decode_map((p.parent / MAP_FILE).read_bytes()))


def counters(design: Design) -> dict[str, int]:
    """Counter totals per category (3.4): units, mercenary units, leaders, stratagems
    (control region, control mercenary, other), markers, and ``total``."""
    out = {
        "units": sum(1 for u in design.units if u.mercenary is None),
        "mercenary_units": sum(1 for u in design.units if u.mercenary is not None),
        "leaders": len(design.leaders),
        "control_region_stratagems": sum(s.count for s in design.stratagems if s.nationality),
        "control_mercenary_stratagems": sum(s.count for s in design.stratagems if s.mercenary),
        "other_stratagems": sum(s.count for s in design.stratagems
                                if not s.nationality and not s.mercenary),
        "markers": sum(m.count for m in design.markers),
    }
    out["total"] = sum(out.values())
    return out
