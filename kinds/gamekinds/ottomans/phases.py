"""The automatic parts of the sequence of play [5.0]: what no player decides.

- :func:`special_reinforcements`: the Special Reinforcements entries due at the start of a
  turn (SR 2.0; S3, S4, and S2's later entries, O26).
- :func:`initiative`: 5.1(1): the player holding the most critical cities (O56: with units
  he controls inside them) is first; ties roll off (O73); the Ottoman player on turn 1 of
  S1, S3, S4 (S1 4.0(3)); then clockwise (seat order).
- :func:`stratagem_pool`: 5.1(2a): the phasing player draws the command value of one
  leader he controls (the best, O35, O57), plus the critical cities he occupies
  undisputedly (O54), plus 3/2/1 for 2/3/4 players.
- :func:`random_event`: 5.1(2e), 14.0: two dice on the Random Events Table (twice with two
  players), the Region Determination roll for Region OUT and Plague (14.1); skipped on the
  last turn.
- :func:`forage`: 12.0, 12.5: per player (non-belligerents as one force), per region
  outside its cities, per city (O59) and per sea: units beyond the value plus one leader
  per colour (12.31, O58) are eliminated, the weakest first.
- :func:`reinforcement`: 13.0-13.5, SR Grenzer: eligible units of each nationality go to
  its region, at most one (1 + a leader's value, O61) and never more than the value; the
  strongest first; fleets to a port of the region or a sea on its coast (13.5(4)).
- :func:`victory`: 21.0.

Where the rules leave a choice to a player (which units forage or plague removes, which
reinforcements and where, O62, Death of a Ruler's leader), the controlling seat decides
(:mod:`.choices`; the automatic phase pauses); for nationalities nobody controls the engine
chooses as stated above (O100, O102).
"""

from __future__ import annotations

from . import board as B
from .colours import colour_of, region_colour_of
from .control import (
    ask_reroll,
    controllers, draw, eliminate, lose_control, lose_random, nat_controllers, roll, strength,
    survival_check,
)
from .control import city_holder
from . import choices
from .choices import ask
from .setup_game import roll_order
from .state import (
    ASIDE, DEADPILE, MAP, NO_REPLACE, POOL, Foraged, GameState, OrderRolled, RandomEvent, Reinforced,
    LogEvent,
    SpecialReinforcement,
)

OTTOMANS = B.AREA["ottomans"]


# ============================================================ 5.1(1) initiative

def undisputed_city(s: GameState, k: int, ctl: list[int]) -> int:
    """O54: the seat whose units, all of one colour, alone occupy city ``k`` (-1: none)."""
    a = B.CITY_REGION[k]
    here = [p for p in range(B.N_PIECES) if s.where[p] == MAP and s.area[p] == a and s.city[p] == k]
    if not here:
        return -1
    seats = {ctl[p] for p in here}
    cols = {colour_of(s)[p] for p in here}
    if len(seats) == 1 and len(cols) == 1:
        return seats.pop()
    return -1


def initiative(s: GameState, ev: list[LogEvent]) -> None:
    sc = B.scenario(s.options.scenario)
    ctl = controllers(s)
    if s.turn == sc.first_turn and sc.initiative_turn_1:
        core = B.AREA[sc.initiative_turn_1]
        first = next(i for i, p in enumerate(s.players) if p.core == core)
        rolls: list[list[int]] = []
    else:
        held = [0] * s.seats
        for k in B.CRITICAL:
            h = city_holder(s, k, ctl)
            if h >= 0:
                held[h] += 1
        top = max(held)
        tied = [i for i in range(s.seats) if held[i] == top]
        order, rolls = roll_order(s, tied, "initiative")
        first = order[0]
    s.order = [(first + i) % s.seats for i in range(s.seats)]
    ev.append(OrderRolled(why="initiative (5.1(1))", rolls=rolls, order=list(s.order)))


def special_reinforcements(s: GameState, ev: list[LogEvent]) -> None:
    sc = B.scenario(s.options.scenario)
    if not sc.special_reinforcements or s.turn <= sc.first_turn:
        return
    for e in B.D.special_reinforcements.entries:
        if e.turn != s.turn:
            continue
        for x in e.pool_add:
            for c in list(s.strat_aside):
                if B.STRAT_ID[c - B.N_PIECES] == x:
                    s.strat_aside.remove(c)
                    s.pool.append(c)
        for x in (*e.deadpile_add, *e.units_available):
            p = B.PIECE[x]
            if s.where[p] == ASIDE:
                s.where[p] = DEADPILE      # "available": received as reinforcements (13.0)
        if e.flip_siege_trains:
            s.siege_improved = True
        for p in range(B.N_UNITS, B.N_PIECES):
            ld = B.LEADERS[p - B.N_UNITS]
            if s.where[p] == ASIDE and (ld.reverse in e.leaders_to_pool or ld.id in e.named_leaders_to_pool):
                s.where[p] = POOL
                s.pool.append(p)
        ev.append(SpecialReinforcement(turn=s.turn, text=e.text))


# ============================================================ 5.1(2a) the pool

def pool_draws(s: GameState, seat: int) -> int:
    ctl = controllers(s)
    lead = max((B.COMMAND[p] for p in range(B.N_UNITS, B.N_PIECES) if s.where[p] == MAP and ctl[p] == seat),
               default=0)
    cities = sum(1 for k in B.CRITICAL if undisputed_city(s, k, ctl) == seat)
    return lead + cities + B.D.extra_draws[str(s.seats)]


def stratagem_pool(s: GameState, ev: list[LogEvent], seat: int) -> None:
    draw(s, ev, seat, pool_draws(s, seat), "stratagem pool (5.1(2a))")


# ============================================================ 14.0 random events

def _dice2(s: GameState) -> tuple[int, int]:
    return roll(s), roll(s)


def _lose_control(s: GameState, ev: list[LogEvent], n: int, why: str) -> None:
    """6.21(1), 6.22(2), 6.7: a revolt or Region OUT: the controller (not of his core,
    4.1(2)) returns the marker to the pool; the units stay as non-belligerents."""
    n = B.REGION_CONTROL[n] if B.REGION_CONTROL[n] >= 0 else n
    seat = nat_controllers(s)[n]
    if seat < 0 or s.players[seat].core == n:
        return
    lose_control(                                                 # Administration (1) may negate it
        s, ev, B.CONTROL_COPY_OF_NAT[n], -1, seat, why)


def corsairs(s: GameState, ev: list[LogEvent], seat: int, fleets: list[int], die: int | None = None) -> None:
    """14.2 Corsairs: one die per fleet of ``fleets`` in turn (those at sea of the colour of
    ``seat``'s core region, listed when the event is read), a 6 eliminating it. O230: each die
    is a single roll 27.2 Jesuits/Sufis may re-roll: it waits in a ``reroll`` window (``what``
    ``corsairs``) holding the fleets not yet resolved (``args``, this fleet first), and this
    runs again with ``die``, the die that stands for the first of them."""
    for i, p in enumerate(fleets):
        if s.where[p] != MAP:
            die = None
            continue
        if die is None:
            die = roll(s)
            if ask_reroll(s, "corsairs", [die], seat, fleets[i:]):
                return
        if die == 6:
            eliminate(s, ev, p, combat=False)
        die = None


def random_event(s: GameState, ev: list[LogEvent], seat: int, dice: list[int] | None = None,
                 region_dice: list[int] | None = None) -> None:
    """14.0 with the two dice ``dice`` (rolled here when None; 27.2 Jesuits/Sufis may have
    re-rolled them, O219) and, for Region OUT and Plague, the Region Determination roll
    ``region_dice`` (14.1; rolled here when None, and then Jesuits/Sufis may re-roll it first,
    O222: the event waits in a window and this runs again with both rolls)."""
    d1, d2 = dice if dice else _dice2(s)
    cell = B.D.random_events.cells[d1 - 1][d2 - 1]
    kind = cell.event
    out = RandomEvent(seat=seat, dice=[d1, d2], event=kind, nationality=cell.nationality)
    region = -1
    if kind in ("REGION_OUT", "PLAGUE"):
        if region_dice:
            r1, r2 = region_dice
        else:
            r1, r2 = _dice2(s)
            if ask_reroll(s, "region", [r1, r2], seat, [d1, d2]):
                return
        rid = B.D.region_determination.cells[r1 - 1][r2 - 1]
        out.region_dice = [r1, r2]
        out.region = rid
        region = B.AREA[rid] if rid else -1
    ev.append(out)
    others = [i for i in range(s.seats) if i != seat]
    if kind == "REVOLT" and cell.nationality:
        _lose_control(s, ev, B.AREA[cell.nationality], "revolt (6.21(1), 14.0)")
    elif kind == "REGION_OUT" and region >= 0:
        _lose_control(s, ev, region, "region OUT (14.1)")
    elif kind == "PLAGUE" and region >= 0:
        ctl = controllers(s)
        here = [p for p in range(B.N_PIECES) if s.where[p] == MAP and s.area[p] == region]
        for p in here:                                  # O101: the leaders check first
            if B.IS_LEADER[p] and s.where[p] == MAP and not survival_check(s, ev, p):
                eliminate(s, ev, p, combat=False, survival=False)
        for who in sorted({ctl[p] for p in here}):
            units = sorted((p for p in here if ctl[p] == who and not B.IS_LEADER[p] and s.where[p] == MAP),
                           key=lambda p: (strength(s, p), p))
            n = (len(units) + 1) // 2
            if who >= 0 and 0 < n < len(units):
                ask(s, "plague", who, units, n, region)
                continue
            for p in units[:n]:
                eliminate(s, ev, p, combat=False)
    elif kind == "BOUNTY":
        draw(s, ev, seat, cell.count or 1, "random event (14.0)")
    elif kind == "INTRIGUE":
        lose_random(s, ev, seat, cell.count or 1, "random event (14.0)")
    elif kind == "EMBASSY":
        for i in [seat, *[x for x in s.order if x != seat]]:
            draw(s, ev, i, 1, "random event (14.2)")
    elif kind == "DEATH":
        ctl = controllers(s)
        mine = [p for p in range(B.N_UNITS, B.N_PIECES) if s.where[p] == MAP and ctl[p] == seat]
        if len(mine) > 1:
            ask(s, "death", seat, mine, 1)
        elif mine:
            p = mine[0]
            if not survival_check(s, ev, p):
                eliminate(s, ev, p, combat=False, survival=False)
    elif kind == "CORSAIRS":
        core = s.players[seat].core
        col = region_colour_of(s)[core] if core >= 0 else -1
        corsairs(s, ev, seat, [p for p in range(B.N_UNITS)
                               if s.where[p] == MAP and B.IS_FLEET[p] and B.IS_SEA[s.area[p]] and colour_of(s)[p] == col])
    elif kind == "MUTINY":
        for i in others:
            draw(s, ev, i, 1, "random event (14.2)")
        lose_random(s, ev, seat, 1, "random event (14.2)")


# ============================================================ 6a forage

def _forage_groups(s: GameState):
    """12.x: (area, city, controller, units, excess) for every group over its limit."""
    ctl = controllers(s)
    cols = colour_of(s)
    groups: dict[tuple[int, int, int], list[int]] = {}
    where, area_of, city_of = s.where, s.area, s.city
    for p in range(B.N_PIECES):
        if where[p] == MAP:
            groups.setdefault((area_of[p], city_of[p], ctl[p]), []).append(p)
    for (area, city, who), ps in sorted(groups.items()):
        units = [p for p in ps if not B.IS_LEADER[p]]
        allowed = value(s, area)
        if len(units) <= allowed:
            continue                      # the leaders' command only adds to what is allowed
        for col in {cols[p] for p in units}:
            cmd = max((B.COMMAND[p] for p in ps if B.IS_LEADER[p] and cols[p] == col), default=0)
            allowed += min(cmd, sum(1 for p in units if cols[p] == col))
        excess = len(units) - allowed
        if excess > 0:
            yield area, city, who, units, excess


def value(s: GameState, a: int) -> int:
    """An area's value for every game function (3.11): 1 (or 0) while pillaged (23.3(1)), one
    more under a civilization marker (25.2)."""
    v = B.AREA_VALUE[a]
    if a in s.pillaged:
        return min(v, 1)
    return v + 1 if a in s.civilized else v


def forage_short(s: GameState, seat: int) -> list[int]:
    """Areas where units ``seat`` controls would be lost to forage (27.2 Supply Train's offer)."""
    return sorted({area for area, _c, who, _u, _x in _forage_groups(s) if who == seat and who >= 0})


def forage(s: GameState, ev: list[LogEvent]) -> None:
    """12.x; 27.2 Military Advance (3): a seat's units in a supplied area do not forage."""
    for area, city, who, units, excess in list(_forage_groups(s)):
        if who >= 0 and [who, area] in s.supplied:
            continue
        if who >= 0 and excess < len(units):           # the controller chooses (O100)
            ask(s, "forage", who, units, excess, area, city)
            continue
        gone = sorted(units, key=lambda p: (strength(s, p), p))[:excess]
        for p in gone:
            eliminate(s, ev, p, combat=False)
        ev.append(Foraged(area=B.AREA_IDS[area], city=B.CITY_IDS[city] if city >= 0 else None,
                          eliminated=[B.PIECE_IDS[p] for p in gone]))
    s.supplied = []


# ============================================================ 6b reinforcements

def _grenzer(s: GameState) -> None:
    if s.grenzer_done:
        return
    for t in B.D.special_reinforcements.triggers:
        p = B.PIECE[t.unit]
        if s.where[p] != ASIDE:
            continue
        cols = {B.COLOURS.index(c) for c in t.colours}
        forts = [k for k, c in enumerate(B.D.cities) if c.fortress and c.region in t.regions]
        if any(s.where[q] == MAP and s.city[q] in forts and colour_of(s)[q] in cols for q in range(B.N_PIECES)):
            s.where[p] = DEADPILE
            s.grenzer_done = True


def reinforcement(s: GameState, ev: list[LogEvent]) -> None:
    _grenzer(s)
    ctl = controllers(s)
    nats = nat_controllers(s)
    for n in B.NATIONALITIES:
        cand = sorted((p for p in range(B.N_UNITS) if s.where[p] == DEADPILE and B.NATIONALITY[p] == n
                       and B.MERC_COPY[p] < 0 and not s.flags[p] & NO_REPLACE),
                      key=lambda p: (-strength(s, p), p))
        if not cand:
            continue
        col = colour_of(s)[cand[0]]
        here = [p for p in range(B.N_PIECES) if s.where[p] == MAP and s.area[p] == n]
        if any(colour_of(s)[p] != col for p in here) and n not in s.uprising:   # 13.2 (27.2 Uprising waives it)
            continue
        limit = 1
        who = nats[n]
        lead = [B.COMMAND[p] for p in here if B.IS_LEADER[p] and who >= 0 and ctl[p] == who]
        if lead:
            limit += max(lead)                                          # 13.5(1), O61
        limit = min(limit, value(s, n))                                 # 13.5(2)
        if n in s.pillaged and n not in s.uprising:                     # 23.3(2)
            limit = min(limit, 1 if any(B.IS_LEADER[p] and colour_of(s)[p] == col for p in here) else 0)
        ctl = controllers(s)
        where = {p: choices.places(s, p, who, ctl) for p in cand}
        cand = [p for p in cand if where[p]]
        count = min(limit, len(cand))
        if who >= 0 and count and (len(cand) > count or any(len(where[p]) > 1 for p in cand[:count])):
            ask(s, "reinforce", who, cand, count, n)                    # O62: the controller chooses
            continue
        placed = []
        for p in cand[:count]:                                           # O102: the engine, for nobody
            choices.place_unit(s, p, where[p][0])
            placed.append(B.PIECE_IDS[p])
        if placed:
            ev.append(Reinforced(nationality=B.AREA_IDS[n], pieces=placed))


# ============================================================ 21.0 victory

def _occupancy(s: GameState) -> tuple[dict[int, list[int]], dict[int, list[int]]]:
    """(area -> its pieces, city -> its pieces) on the map, in piece order, in one pass
    (victory asks it of each critical city and region once a seat: a pass each was 90 % of
    its CPU)."""
    areas: dict[int, list[int]] = {}
    cities: dict[int, list[int]] = {}
    where, area, city = s.where, s.area, s.city
    for p in range(B.N_PIECES):
        if where[p] == MAP:
            areas.setdefault(area[p], []).append(p)
            k = city[p]
            if k >= 0 and B.CITY_REGION[k] == area[p]:
                cities.setdefault(k, []).append(p)
    return areas, cities


def _undisputed(s: GameState, ps: list[int], ctl: list[int], seat: int, colour: int) -> bool:
    """21.12-I / 21.12-S: only ``seat``'s units, all of ``colour``."""
    cols = colour_of(s)
    return bool(ps) and all(ctl[p] == seat and cols[p] == colour for p in ps)


ISLANDS = ("Malta", "Rhodes", "Crete", "Cyprus")

SURVIVAL_TARGET: list[int] = [sum(B.AREA_VALUE[a] for a in range(B.N_REGIONS) if B.REGION_COLOUR[a] == c)
                              for c in range(4)]
"""21.13-S: per core colour, the total value of the regions of that colour at the start.
Ruling O89 (docs/ottomans/RULINGS.md): the four islands (:data:`ISLANDS`) are blue, as
the components pack colours them, so they count here (blue: 35, of which the islands 6) and
score full value, not half, for a blue core's undisputed occupation (21.2)."""


def victory(s: GameState) -> tuple[str | None, list[int], list[float]]:
    """21.1-21.13: the faction occupying 8 of the 15 critical cities (units in the city,
    whoever controls them, O55) wins an Imperial Victory and its best scorer wins (ties
    share, O73); otherwise each player scores Survival points and wins when above the
    total value of his core colour's regions (21.13-S, :data:`SURVIVAL_TARGET`; Malta,
    Rhodes, Crete and Cyprus are blue by ruling O89), several may. Returns
    ``(kind, winners, points)``."""
    ctl = controllers(s)
    in_area, in_city = _occupancy(s)
    need = (len(B.CRITICAL) * 51 + 99) // 100
    per_colour = [0] * 4
    for k in B.CRITICAL:
        cols = {colour_of(s)[p] for p in in_city.get(k, [])}
        if len(cols) == 1:
            per_colour[cols.pop()] += 1
    imperial = [c for c in range(4) if per_colour[c] >= need]
    pts = [0.0] * s.seats
    if imperial:
        col = imperial[0]
        for seat in range(s.seats):
            for k in B.CRITICAL:
                if _undisputed(s, in_city.get(k, []), ctl, seat, col):
                    pts[seat] += 1 if B.CITY_REGION[k] in s.pillaged else 4 if k == B.CONSTANTINOPLE else 2  # O71
            for a in range(B.N_REGIONS):
                if _undisputed(s, in_area.get(a, []), ctl, seat, col):
                    pts[seat] += value(s, a)
        top = max(pts)
        return "imperial", [i for i in range(s.seats) if pts[i] == top and top > 0], pts
    winners = []
    for seat in range(s.seats):
        core = s.players[seat].core
        col = region_colour_of(s)[core]
        for k in B.CRITICAL:
            if _undisputed(s, in_city.get(k, []), ctl, seat, col):
                pts[seat] += 1 if B.CITY_REGION[k] in s.pillaged else 2 if k == B.CONSTANTINOPLE else 1  # O71
        for a in range(B.N_REGIONS):
            if _undisputed(s, in_area.get(a, []), ctl, seat, col):
                pts[seat] += value(s, a) if region_colour_of(s)[a] == col else value(s, a) / 2
        target = SURVIVAL_TARGET[B.REGION_COLOUR[core]]   # the islands are blue (O89)
        if pts[seat] > target:
            winners.append(seat)
    return "survival", winners, pts
