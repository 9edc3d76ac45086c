"""Playing Control (Mercenary) stratagems [17.1, 27.2; O40, O75, O76] in the reinforcement
phase: each player in turn order may play any number of them before the reinforcements are
placed (the ``mercenaries`` flow row).

The marker goes face up; a unit set aside comes onto the map in a region holding a unit of
its faction (colour), outside the cities (a fleet: a sea holding a unit of its faction or
on the coast of a region holding one) (placing it in a city, O40, is not offered yet); a
marker whose unit cannot be placed is not playable and stays in the hand (O75); a unit
already on the map uncontrolled (St. John 1) changes hands where it stands (O76). Andrea
Doria (17.4) comes as his marker's unit."""

from __future__ import annotations

from . import board as B
from .colours import colour_of, region_colour_of
from .control import may_hold, separate_cities
from .errors import RuleViolation
from .state import ASIDE, MAP, ControlPlayed, GameState, LogEvent, MercenaryOption, OUT


def _copy_of(c: int) -> int:
    return c - B.N_PIECES


def regions_for(s: GameState, copy_ix: int) -> list[int] | None:
    """Where the marker's unit may be placed; [] when it is on the map already; None when it
    cannot be received (O75, or out of play)."""
    ps = B.CONTROL_MERC[copy_ix]
    if not ps:
        return None
    if all(s.where[p] == MAP for p in ps):
        return []
    if any(s.where[p] == OUT for p in ps):
        return None
    col = colour_of(s)[ps[0]]
    near = {s.area[q] for q in range(B.N_PIECES) if s.where[q] == MAP and colour_of(s)[q] == col and q not in ps}
    if any(B.IS_FLEET[p] for p in ps):      # a fleet: a sea with its faction, or off its faction's coast
        out = sorted({a for a in near if B.IS_SEA[a]} | {x for a in near if not B.IS_SEA[a] for x in B.COASTS[a]})
    else:
        out = sorted(a for a in near if not B.IS_SEA[a])
    return out or None


def merc_row(s: GameState, seat: int) -> bool:
    """O227 (19.0): ``seat`` is asked in the mercenaries row when, as far as the others know, he
    may hold a playable Control (Mercenary) stratagem: his hand is not empty and one such
    stratagem lies neither face up, nor out of play, nor aside, with a place to go (17.1)."""
    if not may_hold(s, seat):
        return False
    seen = {c for p in s.players for c in p.face_up} | set(s.strat_out) | set(s.strat_aside)
    return any(B.STRAT_KIND[k] == "control_mercenary" and B.N_PIECES + k not in seen and regions_for(s, k) is not None
               for k in range(len(B.STRAT_KIND)))


def playable(s: GameState, seat: int) -> list[MercenaryOption]:
    out = []
    seen = set()
    for c in s.players[seat].hand:
        k = _copy_of(c)
        if B.STRAT_KIND[k] != "control_mercenary" or B.STRAT_ID[k] in seen:
            continue
        seen.add(B.STRAT_ID[k])
        r = regions_for(s, k)
        if r is not None:
            ps = B.CONTROL_MERC[k]
            out.append(MercenaryOption(stratagem=B.STRAT_ID[k], regions=[B.AREA_IDS[a] for a in r],
                                       pieces=[B.PIECE_IDS[p] for p in ps],
                                       at=B.AREA_IDS[s.area[ps[0]]] if not r and s.where[ps[0]] == MAP else None))
    return out


def check(s: GameState, seat: int, a) -> None:
    cs = [c for c in s.players[seat].hand if B.STRAT_ID[_copy_of(c)] == a.stratagem]
    if not cs:
        raise RuleViolation("not_in_hand", f"you hold no {a.stratagem} face down", "19.3")
    k = _copy_of(cs[0])
    if B.STRAT_KIND[k] != "control_mercenary":
        raise RuleViolation("not_mercenary", f"{a.stratagem} is not a Control (Mercenary) stratagem", "17.1")
    r = regions_for(s, k)
    if r is None:
        raise RuleViolation("no_place", "no region holds a unit of its faction", "O75")
    if r == [] and a.region is not None:
        raise RuleViolation("already_placed", "its unit is on the map: it stays where it is", "O76")
    if r and B.AREA.get(a.region or "", -1) not in r:
        raise RuleViolation("bad_region", "place it where a unit of its faction stands", "17.1")


def do(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    c = next(c for c in s.players[seat].hand if B.STRAT_ID[_copy_of(c)] == a.stratagem)
    k = _copy_of(c)
    s.players[seat].hand.remove(c)
    s.players[seat].face_up.append(c)
    ps = B.CONTROL_MERC[k]
    if a.region is not None:
        for p in ps:
            if s.where[p] == ASIDE:
                s.where[p], s.area[p], s.city[p], s.flags[p] = MAP, B.AREA[a.region], -1, 0
    separate_cities(s, set(ps))
    on = [p for p in ps if s.where[p] == MAP]
    ev.append(ControlPlayed(seat=seat, stratagem=a.stratagem, pieces=[B.PIECE_IDS[p] for p in ps],
                            placed=B.AREA_IDS[s.area[on[0]]] if on else None))
