"""Where every counter is at the start of a scenario (26.0, 4.1, Special Reinforcements).

:func:`resolve_setup` reads a scenario of the pack and puts each counter somewhere:

- ``map``: on the map, in ``region`` (and ``city``), possibly only under a ``condition``
  (S1 3.0(3)(c): the Mamluks if Egypt is a core) and possibly controlled from the start by
  the player whose core is ``controlled_by_core``;
- ``deadpile``: eliminated, may be received as a reinforcement (4.1(1c));
- ``pool``: in the stratagem pool (stratagems, and "-" leaders, 3.22(1));
- ``aside``: off the map until a rule brings it (mercenaries until their control
  stratagem is played, 17.0; dated units until their date, 4.1(1b); the Special
  Reinforcements' entries);
- ``out``: never in this scenario.

Stratagems are counted per copy. The validator checks that the resolution is complete and
that every reference resolves (:mod:`.validate`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .components import Design, Scenario


@dataclass(frozen=True)
class Location:
    """Where one counter (or ``copies`` copies of one stratagem) starts."""

    where: str                      # "map" | "deadpile" | "pool" | "aside" | "out"
    region: str | None = None
    city: str | None = None
    condition: str | None = None
    controlled_by_core: str | None = None
    copies: int = 1
    why: str = ""


def scenario(design: Design, key: str | int) -> Scenario:
    """A scenario by id or number."""
    for s in design.scenarios:
        if s.id == key or s.number == key:
            return s
    raise KeyError(key)


def _later_entries(design: Design, sc: Scenario):
    """Special Reinforcement entries that occur after the scenario's first turn (none if the
    scenario does not use the rule)."""
    if not sc.special_reinforcements:
        return []
    return [e for e in design.special_reinforcements.entries if e.turn > sc.first_turn]


def resolve_setup(design: Design, sc: Scenario) -> dict[str, Location]:
    """Counter id -> :class:`Location` for every unit, leader and stratagem of the pack
    (markers are the players' supply and not listed)."""
    out: dict[str, Location] = {}
    placed = {p.counter: p for p in sc.placements}
    later = _later_entries(design, sc)
    later_units = {u for e in later for u in (*e.units_available, *e.deadpile_add)}
    later_pool = {s for e in later for s in e.pool_add}
    later_named_leaders = {n for e in later for n in e.named_leaders_to_pool}
    later_leader_codes = {c for e in later for c in e.leaders_to_pool}
    triggers = {t.unit for t in design.special_reinforcements.triggers}

    for u in design.units:
        if u.id in sc.removed:
            out[u.id] = Location("out", why="removed by the scenario")
        elif u.id in sc.deadpile:
            out[u.id] = Location("deadpile", why="scenario deadpile")
        elif u.id in placed:
            p = placed[u.id]
            out[u.id] = Location("map", p.region, p.city, p.condition, p.controlled_by_core,
                                 why="scenario placement")
        elif u.mercenary is not None:
            out[u.id] = Location("aside", why="mercenary: received with its control stratagem (17.1)")
        elif u.reverse.kind == "special":
            out[u.id] = (Location("aside", why="received by its trigger")
                         if u.id in triggers and sc.special_reinforcements
                         else Location("out", why="not available in this scenario"))
        elif u.reverse.kind == "date" and u.reverse.turn is not None and u.reverse.turn > sc.first_turn:
            out[u.id] = (Location("aside", why=f"dated turn {u.reverse.turn}")
                         if u.id in later_units
                         else Location("out", why=f"dated turn {u.reverse.turn}, after this scenario's reach"))
        else:
            out[u.id] = Location("map", u.nationality, why="home region (4.1(1), 4.2, 4.3)")

    for ld in design.leaders:
        if ld.id in sc.leaders_out:
            out[ld.id] = Location("out", why="scenario: out of play")
        elif ld.id in placed:
            p = placed[ld.id]
            out[ld.id] = Location("map", p.region, p.city, p.condition, p.controlled_by_core)
        elif ld.mercenary is not None:
            out[ld.id] = Location("aside", why="mercenary leader (17.4)")
        elif ld.id in sc.leaders_aside:
            out[ld.id] = (Location("aside", why="enters the pool later")
                          if ld.id in later_named_leaders else Location("out", why="never enters play"))
        elif ld.reverse == sc.leaders_on_map:
            out[ld.id] = Location("map", ld.home, why=f'"{ld.reverse}" leader in his region')
        elif ld.reverse in sc.leaders_pool:
            out[ld.id] = Location("pool", why=f'"{ld.reverse}" leader in the pool')
        elif ld.reverse in later_leader_codes:
            out[ld.id] = Location("aside", why=f'"{ld.reverse}" leader enters the pool later')
        else:
            out[ld.id] = Location("out", why="never enters play in this scenario")

    for s in design.stratagems:
        if s.id in sc.removed:
            out[s.id] = Location("out", copies=s.count, why="removed by the scenario")
        elif s.id in later_pool:
            out[s.id] = Location("aside", copies=s.count, why="enters the pool later")
        else:
            out[s.id] = Location("pool", copies=s.count)
    return out


def pool_size(design: Design, setup: dict[str, Location]) -> int:
    """Counters in the pool at the start (stratagem copies and "-" leaders)."""
    return sum(loc.copies for loc in setup.values() if loc.where == "pool")
