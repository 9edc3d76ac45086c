"""The optional Pillage [23.0-23.4] and Civilization [25.0-25.2] rules with the 27.2
Administration uses that serve them ((2) remove a pillage marker, (3) place a civilization
marker); each rule is off unless its game option is on (``Options.pillage``,
``Options.civilization``). Values follow :func:`.phases.value` (pillaged: 1, or 0;
civilized: +1) everywhere the engine reads a value (forage, reinforcement limits, victory).

Pillage (O215) is declared in the combat phase by :class:`.state.Pillage`: every unit the seat
controls in the area that has not attacked takes part (and has then attacked, 9.33); the
strength is one leader's command value (the best) + 1 per combat unit + 1 per Military
Advance expended, against the area's value as defence (O68: at that moment); odds under
0.25:1 are refused (O49), a value of 0 cannot be pillaged (O69). The CRT die is rolled: DE
pillages (a marker; the player draws the value + 2 per critical city + 1 per other city; a
civilization marker there goes back), any other result is a local revolt (every other player
draws one). Prerequisites (23.1): only the seat's units in the area, one of them in each of
its cities; not already pillaged; a sea only with fleets (there are no land units at sea);
no combat of any kind in the Tyrrhenian (18.5); a pillage marker left in the supply (10).

Special Tactics (22.0) besides Retreat Before Combat (:mod:`.reactions`): Leaders & Forced
Marches (22.3, in :mod:`.march`: a leader marches up to his command value times, his units
with him, before another leader begins) and the professional forced march (22.21, Military
Advance (4)): a Military Advance expended, professional units of one colour at one place (not
fleets; siege trains only when improved, 22.2) march without a leader (O218).

Colonization (24.0, O225) is declared in the combat phase by :class:`.state.Colonize` like a
pillage: every unit the seat controls in the land region that has not attacked takes part; the
strength is one controlled leader's command value + 1 per combat unit + 1 per Administration
expended, against the region's value (0: the highest column, O69); prerequisites 24.1 (the
seat's units there all of one colour, every other unit there of that colour, one of its units in
each city, no sea), the region not already of that colour, a colonization marker of that colour
left (3 each, O28). DE colours the region and every unit of its nationality
(:mod:`.colours`, O70) and separates what 8.1 then forbids; AE has every other player draw one;
nothing else happens.
"""

from __future__ import annotations

from . import board as B
from . import combat
from .combat import column
from .colours import colour_of, region_colour_of
from .control import ask_reroll, controllers, draw, mobility, separate_cities
from .errors import RuleViolation
from .movement import admitted_parts, parse_place, place_id, reachable, reachable_places
from .phases import value
from .state import (
    ATTACKED,
    MAP,
    MARCHED,
    MOVED,
    TRUCE,
    AdministrationOption,
    Colonized,
    ColonizeOption,
    GameState,
    LogEvent,
    MarkerPlaced,
    Moved,
    Pillaged,
    PillageOption,
    ProfessionalMarchOption,
    StratagemPlayed,
)
from .stratagems import copy_held, held

MARKERS_EACH = 10


def _ma_held(s: GameState, seat: int) -> int:
    return sum(1 for c in s.players[seat].hand if B.STRAT_ID[c - B.N_PIECES] == "military_advance")


def _on_map_in(s: GameState, area: int) -> list[int]:
    """The pieces on the map in ``area`` (its cities included), in piece order (found by
    ``list.index``: C speed, an area holds few of the 136 pieces)."""
    places, where = s.area, s.where
    out = []
    p = -1
    try:
        while True:
            p = places.index(area, p + 1)
            if where[p] == MAP:
                out.append(p)
    except ValueError:
        return out


def _pillagers(s: GameState, seat: int, area: int, ctl: list[int]) -> list[int]:
    return [p for p in _on_map_in(s, area) if ctl[p] == seat and not s.flags[p] & (ATTACKED | TRUCE)]


def _best_leader(s: GameState, ps: list[int]) -> int:
    """The leader whose command value 23.2(1) / 24.2(1) adds: the best who has not given his
    bonus this phase (15.7, O221); -1: none."""
    lds = [p for p in ps if B.IS_LEADER[p] and p not in s.led]
    return max(lds, key=lambda p: (B.COMMAND[p], -p), default=-1)


def pillage_strength(s: GameState, ps: list[int]) -> int:
    """23.2(1): one leader (the best, 15.7: not one who gave his bonus this phase) + 1 per
    combat unit."""
    ld = _best_leader(s, ps)
    return (B.COMMAND[ld] if ld >= 0 else 0) + sum(1 for p in ps if not B.IS_LEADER[p])


def why_not_pillage(s: GameState, seat: int, area: int, ctl: list[int]) -> RuleViolation | None:
    if not s.options.pillage:
        return RuleViolation("option_off", "the optional pillage rule is not in play", "23.0")
    if s.flow != "combat":
        return RuleViolation("wrong_step", "pillage is a combat of the combat phase", "O215")
    if B.NO_COMBAT[area]:
        return RuleViolation("no_combat", "no combat of any kind here", "18.5")
    if area in s.pillaged:
        return RuleViolation("already_pillaged", "the region is pillaged already", "23.1")
    if len(s.pillaged) >= MARKERS_EACH:
        return RuleViolation("no_marker", "no pillage marker is left", "3.4")
    if value(s, area) <= 0:
        return RuleViolation("no_value", "a region of value 0 cannot be pillaged", "O69")
    here = _on_map_in(s, area)
    if any(ctl[p] != seat for p in here):
        return RuleViolation("not_alone", "only units you control may be in the region", "23.1")
    for k in B.CITIES_OF[area]:
        if not any(s.city[p] == k for p in here):
            return RuleViolation("cities_not_held", f"you need a unit in {B.CITY_IDS[k]}", "23.1")
    ps = _pillagers(s, seat, area, ctl)
    if not any(not B.IS_LEADER[p] for p in ps):
        return RuleViolation("no_force", "no unit of yours there may still attack", "9.33")
    return None


def pillage_options(s: GameState, seat: int) -> list:
    if not s.options.pillage or s.flow != "combat":
        return []
    ctl = controllers(s)
    out = []
    for area in sorted({s.area[p] for p in range(B.N_PIECES) if s.where[p] == MAP and ctl[p] == seat}):
        if why_not_pillage(s, seat, area, ctl) is not None:
            continue
        st, v, n = pillage_strength(s, _pillagers(s, seat, area, ctl)), value(s, area), _ma_held(s, seat)
        if column(st + n, v) < 0:
            continue
        out.append(PillageOption(area=B.AREA_IDS[area], strength=st, value=v, military_advances=n))
    return out


def check_pillage(s: GameState, seat: int, a) -> None:
    if a.area not in B.AREA:
        raise RuleViolation("unknown_place", f"no region or sea {a.area!r}", "23.1")
    area = B.AREA[a.area]
    ctl = controllers(s)
    v = why_not_pillage(s, seat, area, ctl)
    if v is not None:
        raise v
    if a.military_advances > _ma_held(s, seat):
        raise RuleViolation("not_in_hand", f"you hold {_ma_held(s, seat)} Military Advances", "23.2")
    if column(pillage_strength(s, _pillagers(s, seat, area, ctl)) + a.military_advances, value(s, area)) < 0:
        raise RuleViolation("odds_too_low", "under 0.25:1", "O49")


def do_pillage(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    area = B.AREA[a.area]
    ctl = controllers(s)
    ps = _pillagers(s, seat, area, ctl)
    for _ in range(a.military_advances):
        c = copy_held(s, seat, "military_advance")
        s.players[seat].hand.remove(c)
        s.pool.append(c)
        ev.append(StratagemPlayed(seat=seat, stratagem="military_advance"))
    st = pillage_strength(s, ps) + a.military_advances
    ld = _best_leader(s, ps)
    if ld >= 0:
        s.led.append(ld)                                  # 15.7
    v = value(s, area)
    for p in ps:
        s.flags[p] |= ATTACKED
    die = combat.roll(s)
    if not ask_reroll(s, "pillage", [die], seat, [area, st, v]):      # Jesuits/Sufis (O222)
        pillage_result(s, ev, seat, [area, st, v], die)


def pillage_result(s: GameState, ev: list[LogEvent], seat: int, args: list[int], die: int) -> None:
    """23.2(3)-(4) with the CRT die that stands: ``args`` = [area, strength, value]."""
    area, st, v = args
    col = min(combat.column(st, v), len(B.CRT_COLUMNS) - 1)
    result = B.CRT_RESULTS[col][die - 1]
    aid = B.AREA_IDS[area]
    ev.append(Pillaged(seat=seat, area=aid, strength=st, value=v, column=B.CRT_LABELS[col], die=die,
                       result=result, success=result == "DE"))
    if result == "DE":
        n = v + sum(2 if B.CITY_CRITICAL[k] else 1 for k in B.CITIES_OF[area])
        if area in s.civilized:
            s.civilized.remove(area)
            s.markers += 1
            ev.append(MarkerPlaced(marker="civilization", area=aid, placed=False))
        s.pillaged.append(area)
        s.markers -= 1
        ev.append(MarkerPlaced(marker="pillage", area=aid, placed=True))
        draw(s, ev, seat, n, "pillage (23.2)")
    else:
        for i in range(s.seats):
            if i != seat:
                draw(s, ev, i, 1, "local revolt (23.2)")


# ----------------------------------------------------------------- 27.2 Administration (2) (3)

def admin_pillage_regions(s: GameState, seat: int) -> list[str]:
    """(2): pillaged areas holding at least one unit ``seat`` controls."""
    if not s.pillaged or held(s, seat, "administration") is None:
        return []
    ctl = controllers(s)
    return sorted(B.AREA_IDS[a] for a in s.pillaged
                  if any(s.where[p] == MAP and s.area[p] == a and ctl[p] == seat for p in range(B.N_PIECES)))


def admin_civ_regions(s: GameState, seat: int) -> list[str]:
    """(3), 25.0-25.1: land regions with a leader ``seat`` controls, neither pillaged nor
    civilized (nor chosen this phase), while a civilization marker is left."""
    if held(s, seat, "administration") is None:
        return []
    return civ_regions(s, seat)


def civ_regions(s: GameState, seat: int) -> list[str]:
    """:func:`admin_civ_regions` whatever ``seat`` holds (public facts only, O227)."""
    if not s.options.civilization or len(s.civilized) + len(s.civilize) >= MARKERS_EACH:
        return []
    ctl = controllers(s)
    out = {s.area[p] for p in range(B.N_UNITS, B.N_PIECES) if s.where[p] == MAP and ctl[p] == seat
           and not B.IS_SEA[s.area[p]]}
    return sorted(B.AREA_IDS[a] for a in out if a not in s.pillaged and a not in s.civilized and a not in s.civilize)


def step_options(s: GameState, seat: int) -> list:
    out: list = pillage_options(s, seat) + colonize_options(s, seat)
    r = admin_pillage_regions(s, seat)
    if r:
        out.append(AdministrationOption(use="pillage", regions=r))
    return out


def check_admin(s: GameState, seat: int, a, use: str) -> None:
    if (a.target, a.nationality, a.piece, a.take) != (None,) * 4:
        raise RuleViolation("no_target", "Administration names a region only", "27.2")
    ok = admin_pillage_regions(s, seat) if use == "pillage" else admin_civ_regions(s, seat)
    if held(s, seat, "administration") is None:
        raise RuleViolation("not_in_hand", "you hold no Administration face down", "19.3")
    if a.region not in ok:
        raise RuleViolation("no_target", f"Administration cannot serve {a.region} now",
                            "23.4" if use == "pillage" else "25.1")


def do_admin(s: GameState, ev: list[LogEvent], seat: int, a, use: str) -> None:
    c = copy_held(s, seat, "administration")
    s.players[seat].hand.remove(c)
    s.pool.append(c)
    ev.append(StratagemPlayed(seat=seat, stratagem="administration"))
    area = B.AREA[a.region]
    if use == "pillage":
        s.pillaged.remove(area)
        s.markers += 1
        ev.append(MarkerPlaced(marker="pillage", area=a.region, placed=False))
    else:
        s.civilize.append(area)


def place_civilization(s: GameState, ev: list[LogEvent]) -> None:
    """25.0: the markers chosen in this reinforcement phase go on the map at its end."""
    for area in s.civilize:
        if area not in s.pillaged and area not in s.civilized and len(s.civilized) < MARKERS_EACH:
            s.civilized.append(area)
            s.markers -= 1
            ev.append(MarkerPlaced(marker="civilization", area=B.AREA_IDS[area], placed=True))
    s.civilize = []


# ----------------------------------------------------------------- 22.21 professional forced march

def professional(s: GameState, p: int) -> bool:
    """22.2: professional infantry, gendarmes, improved siege trains."""
    if B.IS_LEADER[p] or B.IS_FLEET[p]:
        return False
    t = B.UNITS[p].type
    return t in ("professional_infantry", "gendarmes") or (t == "siege_train" and s.siege_improved
                                                           and B.UNITS[p].reverse.kind == "improved")


def _professionals(s: GameState, seat: int, ctl: list[int]) -> dict[tuple[int, int, int], list[int]]:
    groups: dict[tuple[int, int, int], list[int]] = {}
    for p in range(B.N_UNITS):
        if s.where[p] == MAP and ctl[p] == seat and professional(s, p) and not s.flags[p] & MARCHED \
                and mobility(s, p) > 0 and not B.IS_SEA[s.area[p]]:
            groups.setdefault((s.area[p], s.city[p], colour_of(s)[p]), []).append(p)
    return groups


def professional_options(s: GameState, seat: int) -> list:
    if not s.options.special_tactics or held(s, seat, "military_advance") is None:
        return []
    ctl = controllers(s)
    out = []
    for (a, c, _col), ps in sorted(_professionals(s, seat, ctl).items()):
        rows: list[ProfessionalMarchOption] = []
        # 3.14, 18.x: a part an area only some nationalities enter admits may go there alone
        for part in (ps, *admitted_parts(ps)):
            for m in sorted({mobility(s, p) for p in part}):
                group = [p for p in part if mobility(s, p) >= m]
                dest = sorted({place_id((a, c)), *(place_id(q) for q in reachable_places(s, seat, group, m, ctl))})
                if part is ps or not any(set(dest) <= set(w.to) for w in rows):
                    rows.append(ProfessionalMarchOption(pieces=[B.PIECE_IDS[p] for p in group], mobility=m, to=dest))
        out += rows
    return out


def check_professional(s: GameState, seat: int, a) -> None:
    if not s.options.special_tactics:
        raise RuleViolation("option_off", "the optional Special Tactics are not in play", "22.0")
    if held(s, seat, "military_advance") is None:
        raise RuleViolation("not_in_hand", "you hold no Military Advance face down", "22.21")
    if not a.pieces or len(set(a.pieces)) != len(a.pieces):
        raise RuleViolation("illegal_action", "name the marching units, once each", "22.21")
    ctl = controllers(s)
    groups = _professionals(s, seat, ctl)
    ps = [B.PIECE.get(x, -1) for x in a.pieces]
    key = None
    for p in ps:
        k = next((k for k, g in groups.items() if p in g), None)
        if k is None:
            raise RuleViolation("not_professional", f"{B.PIECE_IDS[p] if p >= 0 else p} cannot make a "
                                "professional forced march (yours, professional, not marched)", "22.21")
        if key is not None and k != key:
            raise RuleViolation("not_together", "one colour, one place", "22.21")
        key = k
    to = parse_place(a.to)
    if to is None:
        raise RuleViolation("unknown_place", f"no region, sea or city {a.to!r}", "7.1")
    assert key is not None                                # a.pieces is not empty
    if to == key[:2]:
        return
    if to not in reachable_places(s, seat, ps, min(mobility(s, p) for p in ps), ctl):
        raise RuleViolation("unreachable", f"the force cannot reach {a.to}", "11.1")


def do_professional(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    ps = [B.PIECE[x] for x in a.pieces]
    c = copy_held(s, seat, "military_advance")
    s.players[seat].hand.remove(c)
    s.pool.append(c)
    ev.append(StratagemPlayed(seat=seat, stratagem="military_advance"))
    to = parse_place(a.to)
    assert to is not None                                 # checked by :func:`check_professional`
    if to != (s.area[ps[0]], s.city[ps[0]]):
        route = reachable(s, seat, ps, min(mobility(s, p) for p in ps))[to]
        for p in ps:
            s.area[p], s.city[p] = to
        ev.append(Moved(seat=seat, pieces=list(a.pieces), path=[place_id(q) for q in route]))
    for p in ps:
        s.flags[p] |= MARCHED | MOVED
        s.flags[p] &= ~ATTACKED
    s.march = ps


# ----------------------------------------------------------------- 24.0 colonization (O225)

COLONY_MARKERS = 3          # per colour (O28)


def _admin_held(s: GameState, seat: int) -> int:
    return sum(1 for c in s.players[seat].hand if B.STRAT_ID[c - B.N_PIECES] == "administration")


def colonize_strength(s: GameState, ps: list[int]) -> int:
    """24.2(1): one controlled leader (the best who has not given his bonus this phase, 15.7)
    + 1 per combat unit."""
    ld = _best_leader(s, ps)
    return (B.COMMAND[ld] if ld >= 0 else 0) + sum(1 for p in ps if not B.IS_LEADER[p])


def why_not_colonize(s: GameState, seat: int, area: int, ctl: list[int]) -> RuleViolation | None:
    if not s.options.colonization:
        return RuleViolation("option_off", "the optional colonization rule is not in play", "24.0")
    if s.flow != "combat":
        return RuleViolation("wrong_step", "colonization is a combat of the combat phase", "O225")
    if B.IS_SEA[area]:
        return RuleViolation("sea", "seas may never be colonized", "24.1")
    cols = colour_of(s)
    here = _on_map_in(s, area)
    mine = [p for p in here if ctl[p] == seat]
    mine_cols = {cols[p] for p in mine}
    if len(mine_cols) != 1:
        return RuleViolation("not_one_colour", "your units there must all be of one colour", "24.1")
    (col,) = mine_cols
    if any(ctl[p] != seat and cols[p] != col for p in here):
        return RuleViolation("not_alone", "every other unit there must be of your units' colour", "24.1")
    for k in B.CITIES_OF[area]:
        if not any(s.city[p] == k for p in mine):
            return RuleViolation("cities_not_held", f"you need a unit in {B.CITY_IDS[k]}", "24.1")
    if region_colour_of(s)[area] == col:
        return RuleViolation("same_colour", "the region is of that colour already", "24.0")
    if sum(1 for _a, c in s.colonized if c == col) >= COLONY_MARKERS:
        return RuleViolation("no_marker", "no colonization marker of that colour is left", "3.4")
    ps = [p for p in _pillagers(s, seat, area, ctl)]
    if not any(not B.IS_LEADER[p] for p in ps):
        return RuleViolation("no_force", "no unit of yours there may still attack", "9.33")
    return None


def _colonize_column(st: int, v: int) -> int:
    """The CRT column (9.1(3)); a value of 0 reads the highest (O69)."""
    return len(B.CRT_COLUMNS) - 1 if v <= 0 else min(column(st, v), len(B.CRT_COLUMNS) - 1)


def colonize_options(s: GameState, seat: int) -> list:
    if not s.options.colonization or s.flow != "combat":
        return []
    ctl = controllers(s)
    cols = colour_of(s)
    out = []
    for area in sorted({s.area[p] for p in range(B.N_PIECES) if s.where[p] == MAP and ctl[p] == seat}):
        if why_not_colonize(s, seat, area, ctl) is not None:
            continue
        ps = _pillagers(s, seat, area, ctl)
        st, v, n = colonize_strength(s, ps), value(s, area), _admin_held(s, seat)
        if v > 0 and column(st, v) < 0:          # offered when any count of Administrations is accepted
            continue
        out.append(ColonizeOption(area=B.AREA_IDS[area], strength=st, value=v, administrations=n,
                                  colour=B.COLOURS[cols[ps[0]]]))
    return out


def check_colonize(s: GameState, seat: int, a) -> None:
    if a.area not in B.AREA:
        raise RuleViolation("unknown_place", f"no region {a.area!r}", "24.1")
    area = B.AREA[a.area]
    ctl = controllers(s)
    v = why_not_colonize(s, seat, area, ctl)
    if v is not None:
        raise v
    if a.administrations > _admin_held(s, seat):
        raise RuleViolation("not_in_hand", f"you hold {_admin_held(s, seat)} Administrations", "24.2")
    if value(s, area) > 0 and column(colonize_strength(s, _pillagers(s, seat, area, ctl)) + a.administrations,
                                     value(s, area)) < 0:
        raise RuleViolation("odds_too_low", "under 0.25:1", "O49")


def do_colonize(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    """24.2: the Administrations are spent, the units have attacked (9.33), the leader gave his
    bonus (15.7), then the CRT die (Jesuits/Sufis may re-roll it, O222)."""
    area = B.AREA[a.area]
    ctl = controllers(s)
    ps = _pillagers(s, seat, area, ctl)
    col = colour_of(s)[next(p for p in ps if not B.IS_LEADER[p])]
    for _ in range(a.administrations):
        c = copy_held(s, seat, "administration")
        s.players[seat].hand.remove(c)
        s.pool.append(c)
        ev.append(StratagemPlayed(seat=seat, stratagem="administration"))
    st = colonize_strength(s, ps) + a.administrations
    ld = _best_leader(s, ps)
    if ld >= 0:
        s.led.append(ld)
    v = value(s, area)
    for p in ps:
        s.flags[p] |= ATTACKED
    die = combat.roll(s)
    if not ask_reroll(s, "colonize", [die], seat, [area, st, v, col]):
        colonize_result(s, ev, seat, [area, st, v, col], die)


def colonize_result(s: GameState, ev: list[LogEvent], seat: int, args: list[int], die: int) -> None:
    """24.2(3)-(4) with the die that stands: ``args`` = [area, strength, value, colour]."""
    area, st, v, col = args
    ci = _colonize_column(st, v)
    result = B.CRT_RESULTS[ci][die - 1]
    aid = B.AREA_IDS[area]
    ev.append(Colonized(seat=seat, area=aid, colour=B.COLOURS[col], strength=st, value=v,
                        column=B.CRT_LABELS[ci], die=die, result=result, success=result == "DE"))
    if result == "DE":
        old = next((x for x in s.colonized if x[0] == area), None)
        if old is not None:                                   # the former marker goes back
            s.colonized.remove(old)
            s.markers += 1
            ev.append(MarkerPlaced(marker="colonization", area=aid, placed=False, colour=B.COLOURS[old[1]]))
        if B.REGION_COLOUR[area] != col:                      # back to its printed colour: no marker
            s.colonized.append([area, col])
            s.markers -= 1
            ev.append(MarkerPlaced(marker="colonization", area=aid, placed=True, colour=B.COLOURS[col]))
        separate_cities(s, {p for p in range(B.N_UNITS) if B.NATIONALITY[p] == area})      # 8.1 (O225)
    elif result == "AE":
        for i in range(s.seats):
            if i != seat:
                draw(s, ev, i, 1, "colonization: local discontent (24.2)")

