"""Combat on the CRT [9.0] with withdrawals and the exchange (BB, O84), cities and sieges
[10.0], and the control shifts an attack causes [6.5, 6.6, 17.2].

An attack (:class:`.state.Attack`) names the place (a region or sea outside cities, or a
city: a siege from the surrounding region, 10.3), the attacking pieces and the target
colours (9.32(1st)); every piece of those colours there defends (9.35). Strengths (9.1):

- attackers: printed strengths, leaders' included (15.3), times one leader's command
  value (the best, 9.41) and x2 with a siege train against a city (9.4(3), 10.5), at most
  x6 (9.42);
- defenders: per colour, printed strengths times one leader of that colour per
  controlling player (9.321, O52), x3 in a city (10.31), at most x6 per colour group
  (O83); naval combat uses admirals only (16.2) and land leaders only on land;
- odds: attack / defence rounded down to a column (9.1(3), 9.12, 9.13); under 0.25:1
  refused (O49), over 6:1 the last column (O50).

Results (27.1 in the pack): AE, AW, BB, DD (BB in a city, 10.32), DE, with the stratagem
draws and losses of 19.1-19.2. Withdrawing with a choice of regions (O9) and advancing into
a cleared city (10.33) are pending decisions (:mod:`.flow`, row ``decision``), and so is
each player's share of a BB loss (O84, O60, O103); the first player chooses non-belligerents'
withdrawals (O46), the engine their BB losses (the weakest units first, O100).

Naval combat (16.6): at sea, fleets fight with the land units aboard them (named with their
fleet) and admirals multiply; an amphibious assault (16.7-16.72) names the sea the attackers
are in and a port on it: a siege with admirals' multipliers and siege trains aboard; fleets
and the units aboard may advance into the cleared port (16.71, 16.8).
"""

from __future__ import annotations

from . import board as B
from .colours import colour_of, region_colour_of
from .control import (
    admin_window, carrier, below, controllers, copy_pieces, draw, eliminate, give_control, lose_random,
    nat_controllers, roll, separate_cities, strength,
)
from .errors import RuleViolation
from .movement import may_enter_area, parse_place
from .components import CombatResult
from .stratagems import held, spend
from .state import ATTACKED, MAP, TRUCE, AttackOption, Battle, CombatResolved, GameState, LogEvent, Pending

COLOUR_IX = {c: i for i, c in enumerate(B.COLOURS)}
SEA_PORTS = [tuple(k for k in range(len(B.CITY_IDS)) if B.CITY_PORT[k] and a in B.CITY_SEAS[k])
             for a in range(B.N_AREAS)]


def defenders_of(s: GameState, area: int, city: int, colours: set[int]) -> list[int]:
    return [p for p in range(B.N_PIECES) if s.where[p] == MAP and s.area[p] == area and s.city[p] == city
            and colour_of(s)[p] in colours]


def attack_strength(s: GameState, ps: list[int], siege: bool, military_advance: int | bool = False,
                    urbans_gun: bool = False, amphibious: bool = False) -> int:
    """9.1(1), 9.4, 9.41, 9.42, 10.5, 16.2 (admirals multiply fleets at sea, land leaders
    everything else), 16.6 (land units aboard add their strength, admirals multiply them),
    16.71-16.72 (an amphibious assault: a siege with admirals' multipliers, siege trains
    aboard doubling); a leader who gave his bonus this phase gives none (15.7, O221)."""
    return _attack(s, ps, siege, military_advance, urbans_gun, amphibious)[0]


def _attack(s: GameState, ps: list[int], siege: bool, military_advance: int | bool = False,
            urbans_gun: bool = False, amphibious: bool = False) -> tuple[int, int]:
    """:func:`attack_strength` and the leader whose multiplier it uses (-1: none)."""
    naval = (not siege and any(B.IS_FLEET[p] for p in ps)) or amphibious
    other = 1
    if siege and any(B.IS_SIEGE[p] for p in ps):
        other *= 3 if urbans_gun else 2
    other *= 2 ** int(military_advance)          # Tactical Advantage(s): each x2 (27.2, 29 Q&A 5)
    leaders: list[int] = [p for p in ps if B.IS_LEADER[p] and B.IS_ADMIRAL[p] == naval and p not in s.led]
    best, chosen = 0, -1
    # one leader (9.41) multiplies his own colour only (9.321, 27.2 Alliance); x6 per colour (O83)
    for ld in leaders or [-1]:
        total = 0
        for col in {colour_of(s)[p] for p in ps}:
            base = sum(strength(s, p) for p in ps if colour_of(s)[p] == col)
            lead = B.COMMAND[ld] if ld >= 0 and colour_of(s)[ld] == col else 1
            total += base * min(lead * other, 6)
        if total > best or chosen < 0:
            best, chosen = max(best, total), ld
    return best, chosen


def defence_strength(s: GameState, ps: list[int], city: bool, ctl: list[int], ma: int = 0) -> int:
    """9.1(2), 9.321, 10.31, O52, O83; fleets in a port defend as land units (16.8); ``ma``
    Military Advances (2) played by the defender, each x2 (27.2, 29 Q&A 5) within 9.42's x6;
    a leader who gave his bonus this phase gives none (15.7, O83, O221)."""
    return _defence(s, ps, city, ctl, ma)[0]


def _defence(s: GameState, ps: list[int], city: bool, ctl: list[int], ma: int = 0) -> tuple[int, list[int]]:
    """:func:`defence_strength` and the leaders whose multipliers it uses."""
    naval = not city and any(B.IS_FLEET[p] for p in ps)
    total = 0
    used: set[int] = set()
    chosen: list[int] = []
    for col in sorted({colour_of(s)[p] for p in ps}):
        group = [p for p in ps if colour_of(s)[p] == col]
        mult = 1
        best = -1
        for p in group:
            if B.IS_LEADER[p] and ctl[p] not in used and p not in s.led \
                    and (B.IS_ADMIRAL[p] == naval or (not naval and not B.IS_ADMIRAL[p])):
                if best < 0 or B.COMMAND[p] > B.COMMAND[best]:
                    best = p
        if best >= 0:
            mult = B.COMMAND[best]
            chosen.append(best)
            if ctl[best] >= 0:
                used.add(ctl[best])
        if city:
            mult *= 3
        mult *= 2 ** ma
        total += sum(strength(s, p) for p in group) * min(mult, 6)
    return total, chosen


def column(att: int, dfn: int) -> int:
    """The CRT column index (9.1(3)), -1 under the lowest (O49)."""
    col = -1
    for i, (num, den) in enumerate(B.CRT_COLUMNS):
        if att * den >= num * dfn:
            col = i
    return col


def amphibious(area: int, city: int) -> bool:
    """16.7: an attack from sea ``area`` on port ``city`` adjoining it."""
    return city >= 0 and B.IS_SEA[area]


def _target(s: GameState, a) -> tuple[int, int, int]:
    """(the defenders' area, their city or -1, the attackers' area): an amphibious assault
    names the sea the attackers are in and the port (16.7)."""
    place = parse_place(a.area)
    if place is None or place[1] != -1:
        raise RuleViolation("unknown_place", f"no region or sea {a.area!r}", "9.31")
    area = place[0]
    city = -1
    if a.city is not None:
        k = B.CITY.get(a.city, -1)
        if k >= 0 and B.IS_SEA[area] and B.CITY_PORT[k] and area in B.CITY_SEAS[k]:
            return B.CITY_REGION[k], k, area
        if k < 0 or B.CITY_REGION[k] != area:
            raise RuleViolation("unknown_place", f"{a.city!r} is not a city of {a.area} (nor a port on it)",
                                "16.7" if B.IS_SEA[area] else "10.0")
        city = k
    return area, city, area


def check(s: GameState, seat: int, a) -> None:
    """The rule an :class:`.state.Attack` breaks (nothing when legal)."""
    area, city, src = _target(s, a)
    if B.NO_COMBAT[area] or B.NO_COMBAT[src]:
        raise RuleViolation("no_combat", f"no combat of any kind in {a.area}", "18.5")
    if not a.pieces:
        raise RuleViolation("illegal_action", "name the attacking pieces", "9.1")
    if len(set(a.pieces)) != len(a.pieces):
        raise RuleViolation("illegal_action", "a piece is named twice", "9.34")
    ctl = controllers(s)
    ps = []
    for pid in a.pieces:
        p = B.PIECE.get(pid)
        if p is None or s.where[p] != MAP:
            raise RuleViolation("unknown_piece", f"{pid} is not on the map", "9.1")
        if s.flow == "march_combat" and p not in s.march:
            raise RuleViolation("not_marching", f"{pid} is not in this forced march", "11.2")
        if ctl[p] != seat:
            raise RuleViolation("not_controlled", f"you do not control {pid}", "9.31")
        if s.area[p] != src or s.city[p] != -1:
            ruling = "10.4" if s.city[p] >= 0 and s.area[p] == src else "9.31"
            raise RuleViolation("not_in_region", f"{pid} is not in {a.area} outside its cities", ruling)
        if s.flags[p] & ATTACKED:
            raise RuleViolation("already_attacked", f"{pid} has attacked this player turn", "9.33")
        if s.flags[p] & TRUCE:
            raise RuleViolation("truce", f"{pid} moved under a Truce: no combat this player turn", "O64")
        ps.append(p)
    col = colour_of(s)[ps[0]]
    if any(colour_of(s)[p] != col for p in ps) and not a.alliance:
        raise RuleViolation("mixed_colours", "units of one colour attack together", "9.24")
    if a.alliance and held(s, seat, "alliance") is None:
        raise RuleViolation("not_in_hand", "you hold no Alliance face down", "27.2")
    if a.alliance and len({colour_of(s)[p] for p in ps}) < 2:
        raise RuleViolation("alliance_needless", "an Alliance combines units of several colours", "27.2")
    if all(B.IS_LEADER[p] for p in ps):
        raise RuleViolation("illegal_action", "a leader does not attack alone", "15.3")
    if B.IS_SEA[src]:
        if not any(B.IS_FLEET[p] for p in ps) or any(carrier(s, p) >= 0 and carrier(s, p) not in ps for p in ps):
            raise RuleViolation("naval", "at sea fleets fight, with what they carry (name its fleet)", "16.6")
    elif any(B.IS_FLEET[p] for p in ps):
        raise RuleViolation("naval", "fleets fight fleets at sea; land units fight on land", "16.1")
    if not a.colours or len(set(a.colours)) != len(a.colours):
        raise RuleViolation("illegal_action", "name the colours attacked", "9.32")
    targets = {COLOUR_IX[c] for c in a.colours}
    if targets & {colour_of(s)[p] for p in ps}:
        raise RuleViolation("not_inimical", "units attack only units of another colour", "9.23")
    defs = defenders_of(s, area, city, targets)
    for t in targets:
        if not any(colour_of(s)[p] == t for p in defs):
            raise RuleViolation("no_target", f"no {B.COLOURS[t]} units there", "9.32")
    if a.military_advance and held(s, seat, "military_advance") is None:
        raise RuleViolation("not_in_hand", "you hold no Military Advance face down", "27.2")
    if a.honors_of_war:
        if held(s, seat, "honors_of_war") is None:
            raise RuleViolation("not_in_hand", "you hold no Honors of War face down", "27.2")
        if city < 0:
            raise RuleViolation("no_city", "Honors of War is played before an attack on a city", "27.2")
    if a.urbans_gun:
        if held(s, seat, "urbans_gun") is None:
            raise RuleViolation("not_in_hand", "you hold no Urban's Gun face down", "27.2")
        if city < 0 or not any(B.IS_SIEGE[p] for p in ps):
            raise RuleViolation("no_gun", "Urban's Gun needs a siege of a city with a siege train", "27.2")
    att = attack_strength(s, ps, city >= 0, a.military_advance, a.urbans_gun, amphibious(src, city))
    dfn = defence_strength(s, defs, city >= 0, ctl)
    if column(att, dfn) < 0:
        raise RuleViolation("odds_too_low", f"{att} against {dfn} is under 0.25:1", "9.13")


def options(s: GameState, seat: int) -> list:
    ctl = controllers(s)
    groups: dict[tuple[int, int], list[int]] = {}
    for p in (s.march if s.flow == "march_combat" else range(B.N_PIECES)):
        if s.where[p] == MAP and ctl[p] == seat and s.city[p] == -1 and not s.flags[p] & (ATTACKED | TRUCE) \
                and not B.NO_COMBAT[s.area[p]]:
            groups.setdefault((s.area[p], colour_of(s)[p]), []).append(p)
    out = []
    has_ma = held(s, seat, "military_advance") is not None
    has_gun = held(s, seat, "urbans_gun") is not None
    has_how = held(s, seat, "honors_of_war") is not None
    rows: list[tuple[int, tuple[int, ...], list[int], bool]] = [
        (area, (col,), ps, False) for (area, col), ps in sorted(groups.items())]
    if held(s, seat, "alliance") is not None:                     # 27.2 Alliance: every colour together
        by_area: dict[int, list[int]] = {}
        for (area, col), ps in sorted(groups.items()):
            by_area.setdefault(area, []).extend(ps)
        for area, ps in by_area.items():
            cols = sorted({colour_of(s)[p] for p in ps})
            for mask in range(1, 1 << len(cols)):
                sub = tuple(cols[i] for i in range(len(cols)) if mask >> i & 1)
                if len(sub) > 1:
                    rows.append((area, sub, [p for p in ps if colour_of(s)[p] in sub], True))
    colours = colour_of(s)
    at: dict[tuple[int, int], list[int]] = {}          # (area, city) -> the pieces there
    for p in range(B.N_PIECES):
        if s.where[p] == MAP:
            at.setdefault((s.area[p], s.city[p]), []).append(p)
    for area, mine, ps, alliance in rows:
        naval = B.IS_SEA[area]
        ps = [p for p in ps if B.IS_LEADER[p] and carrier(s, p) < 0 or B.IS_FLEET[p] == naval
              or (naval and carrier(s, p) in ps)]
        if all(B.IS_LEADER[p] for p in ps):
            continue
        for city in (-1, *(SEA_PORTS[area] if naval else B.CITIES_OF[area])):
            tarea = B.CITY_REGION[city] if city >= 0 else area
            there = at.get((tarea, city), [])
            here_list = sorted({colours[p] for p in there if colours[p] not in mine})
            if not here_list:
                continue
            gun = city >= 0 and has_gun and any(B.IS_SIEGE[p] for p in ps)
            att = attack_strength(s, ps, city >= 0, has_ma, gun, amphibious(area, city))    # whoever defends
            for mask in range(1, 1 << len(here_list)):
                targets = {here_list[i] for i in range(len(here_list)) if mask >> i & 1}
                defs = [p for p in there if colours[p] in targets]           # defenders_of(s, tarea, city, targets)
                dfn = defence_strength(s, defs, city >= 0, ctl)
                if column(att, dfn) < 0:
                    continue
                out.append(AttackOption(area=B.AREA_IDS[area], city=B.CITY_IDS[city] if city >= 0 else None,
                                        pieces=[B.PIECE_IDS[p] for p in ps],
                                        colours=[B.COLOURS[c] for c in sorted(targets)], defence=dfn,
                                        military_advance=has_ma, urbans_gun=gun, alliance=alliance,
                                        honors_of_war=has_how and city >= 0))
    return out


# ============================================================ resolution

def roll_off(s: GameState, seats: list[int]) -> int:
    """6.5: the players roll, high roller gains; ties re-roll (O73)."""
    while len(seats) > 1:
        rolls = {x: roll(s) for x in seats}
        hi = max(rolls.values())
        seats = [x for x in seats if rolls[x] == hi]
    return seats[0]


def _shift_control(s: GameState, ev: list[LogEvent], seat: int, defs: list[int]) -> list[int]:
    """6.5 (O43, O44, O77): a seat attacking units it controls loses them to a roll-off of
    the other players, at declaration, unless it negates the loss with Administration (1)
    (O45, O223: a window asks it first, and the roll-off waits for its answer); 6.6 (O46,
    O47): attacking a non-belligerent nationality hands its marker, if in the pool, to a
    random player other than the attacker. Returns the control stratagem copies that changed
    hands now; the pieces are separated once, by :func:`finish_declaration` (O224)."""
    nats = nat_controllers(s)
    others = [i for i in range(s.seats) if i != seat]
    done: set[int] = set()
    shifted: list[int] = []
    first = len(s.windows)
    for p in defs:
        c = B.MERC_COPY[p]
        if c >= 0:
            if c in done:
                continue
            done.add(c)
            owner = next((i for i, pl in enumerate(s.players) if B.N_PIECES + c in pl.face_up), -1)
            if owner == seat and others:
                give_control(s, ev, c, roll_off(s, others), seat, "6.5", separate=False)
                shifted.append(c)
            continue
        n = B.NATIONALITY[p]
        if n < 0 or B.REGION_CONTROL[n] != n and B.REGION_CONTROL[n] >= 0:
            n = B.REGION_CONTROL[n] if n >= 0 else n
        if n < 0 or n in done:
            continue
        done.add(n)
        copy_ix = B.CONTROL_COPY_OF_NAT[n]
        if copy_ix < 0:
            continue
        if nats[n] == seat and s.players[seat].core != n and others:
            if admin_window(s, copy_ix, -1, seat, "6.5"):        # 27.2 Administration (1), O223
                continue
            give_control(s, ev, copy_ix, roll_off(s, others), seat, "6.5", separate=False)
            shifted.append(copy_ix)
        elif nats[n] < 0 and B.N_PIECES + copy_ix in s.pool and others:
            give_control(s, ev, copy_ix, others[below(s, len(others))], -1, "6.6", separate=False)
            shifted.append(copy_ix)
    s.windows[first:] = s.windows[first:][::-1]               # asked in the order of the defenders
    return shifted


def finish_declaration(s: GameState) -> None:
    """The declaration's control shifts are all made (6.5 with its Administration windows
    answered, 6.6, 17.2): the pieces of the copies that changed hands are separated once, by
    the controllers they have now (6.22(3), 8.1(3), O98, O224), and the defending player is
    known (O93)."""
    b = s.battle
    assert b is not None
    for c in b.shifted:                            # in the order they shifted: the first moves out first
        separate_cities(s, copy_pieces(c))
    b.dseat = _defending_player(b.defenders, controllers(s), s)


def withdraw_places(s: GameState, ps: list[int], area: int) -> list[int]:
    """O9: the adjacent regions (a fleet: seas) the force could enter by normal movement
    that hold no units inimical to it."""
    col = colour_of(s)[ps[0]]
    fleet = any(B.IS_FLEET[p] for p in ps)
    cand = B.SEA_NEIGHBOURS[area] if fleet else B.adjacent_land(area)
    out = []
    for b in cand:
        if may_enter_area(s, ps, b) is not None:
            continue
        if not fleet:
            sea = B.strait_sea(area, b)
            if sea >= 0 and any(s.where[q] == MAP and s.area[q] == sea and colour_of(s)[q] != col for q in range(B.N_PIECES)):
                continue
        if any(s.where[q] == MAP and s.area[q] == b and colour_of(s)[q] != col for q in range(B.N_PIECES)):
            continue
        out.append(b)
    return out


def _withdraw(s: GameState, ev: list[LogEvent], ps: list[int], area: int, gone: list, moved: list) -> None:
    """Each group of one controller and colour withdraws (O9): with no region to go to it is
    eliminated; with one, it goes there; with several its controller chooses (a pending
    decision); non-belligerents go to the first in map order (O46: the engine decides for
    them)."""
    ctl = controllers(s)
    for key in sorted({(ctl[p], colour_of(s)[p]) for p in ps}):
        group = [p for p in ps if (ctl[p], colour_of(s)[p]) == key]
        places = withdraw_places(s, group, area)
        if not places:
            for p in group:
                eliminate(s, ev, p, combat=False)
                gone.append(p)
        elif len(places) == 1 or (key[0] < 0 and nb_chooser(s) < 0):
            for p in group:
                s.area[p], s.city[p] = places[0], -1
                moved.append(p)
        else:
            seat = key[0] if key[0] >= 0 else nb_chooser(s)
            s.pending.append(Pending(kind="withdraw", seat=seat, pieces=group, area=area, choices=places))


def nb_chooser(s: GameState) -> int:
    """O46: who chooses for non-belligerents: the first player, or the next clockwise when
    the first player is the one attacking (the phasing player); -1 when that seat resigned
    (the engine then chooses, the first region)."""
    if not s.order:
        return -1
    ph = s.order[s.phasing] if s.phasing < len(s.order) else -1
    seat = s.order[0] if s.order[0] != ph or len(s.order) < 2 else s.order[1]
    return seat


def _honors_of_war(s: GameState, defs: list[int], area: int, city: int, ctl: list[int], moved: list) -> None:
    """27.2 Honors of War: the garrison leaves into the city's region, no losses, no
    stratagems (O95); on an island (Malta, Rhodes) it goes to a coastal region of an adjoining
    sea of its controller's choice; fleets go out to the port's first sea (16.8)."""
    for p in [p for p in defs if B.IS_FLEET[p]]:
        s.area[p], s.city[p] = B.CITY_SEAS[city][0], -1
        moved.append(p)
    defs = [p for p in defs if not B.IS_FLEET[p]]
    if not B.D.regions[area].island:
        for p in defs:
            s.city[p] = -1
            moved.append(p)
        return
    for key in sorted({(ctl[p], colour_of(s)[p]) for p in defs}):
        group = [p for p in defs if (ctl[p], colour_of(s)[p]) == key]
        places = sorted({x for sea in B.COASTS[area] for x in B.COASTS[sea]
                         if x != area and not B.IS_SEA[x] and may_enter_area(s, group, x) is None})
        if not places:
            for p in group:
                s.city[p] = -1
                moved.append(p)
        elif len(places) == 1 or key[0] < 0:
            for p in group:
                s.area[p], s.city[p] = places[0], -1
                moved.append(p)
        else:
            s.pending.append(Pending(kind="withdraw", seat=key[0], pieces=group, area=area, choices=places))


def offer_advance(s: GameState, seat: int, ps: list[int], area: int, city: int) -> None:
    """10.33: a city cleared of every unit: the surviving attackers (in ``area``: the
    region, or the sea of an amphibious assault, 16.71, 16.8) may advance."""
    if city >= 0 and not any(s.where[p] == MAP and s.area[p] == B.CITY_REGION[city] and s.city[p] == city
                             for p in range(B.N_PIECES)):
        alive = [p for p in ps if s.where[p] == MAP and s.area[p] == area and s.city[p] == -1]
        if alive:
            s.pending.append(Pending(kind="advance", seat=seat, pieces=alive, area=area, city=city))


def check_losses(s: GameState, d: Pending, names: list[str]) -> None:
    """O84, O51: the rule a choice of BB losses breaks (nothing when legal)."""
    allowed = {B.PIECE_IDS[p]: p for p in d.pieces}
    if len(set(names)) != len(names) or not set(names) <= set(allowed):
        raise RuleViolation("not_your_losses", "name only your pieces of this combat, once each", "O84")
    chosen = [allowed[x] for x in names]
    if any(B.IS_LEADER[p] for p in chosen) and not all(p in chosen for p in d.pieces if not B.IS_LEADER[p]):
        raise RuleViolation("leaders_last", "leaders are lost only when no combat unit remains", "O51")
    if sum(strength(s, p) for p in chosen) < d.points:
        raise RuleViolation("too_few_losses", f"eliminate at least {d.points} printed strength points", "O84")


def _remove_points(s: GameState, ev: list[LogEvent], ps: list[int], points: int, gone: list) -> None:
    """O84: the larger side removes at least ``points`` printed strength, weakest units
    first; leaders only when no combat unit remains (then with survival checks)."""
    units = sorted((p for p in ps if not B.IS_LEADER[p]), key=lambda p: (strength(s, p), p))
    removed = 0
    for p in units:
        if removed >= points:
            return
        removed += strength(s, p)
        eliminate(s, ev, p, combat=False)
        gone.append(p)
    for p in (p for p in ps if B.IS_LEADER[p]):
        if removed >= points:
            return
        removed += strength(s, p)
        eliminate(s, ev, p, combat=False)
        gone.append(p)


def _shares(s: GameState, ps: list[int], ctl: list[int], points: int) -> list[tuple[int, int]]:
    """O60, O103: ``points`` of BB losses shared among the controllers of ``ps`` (-1: the
    non-belligerents) in proportion to the printed strength each brought, rounded down, the
    remainder a point each to the largest contributors first (then the lower seat, the
    non-belligerents last)."""
    by: dict[int, int] = {}
    for p in ps:
        by[ctl[p]] = by.get(ctl[p], 0) + strength(s, p)
    total = sum(by.values())
    if total <= 0:
        return [(w, 0) for w in sorted(by)]
    share = {w: points * v // total for w, v in by.items()}
    order = sorted(by, key=lambda w: (-by[w], w < 0, w))
    left = points - sum(share.values())
    for w in order:
        if left <= 0:
            break
        share[w] += 1
        left -= 1
    return [(w, share[w]) for w in order]


def _defending_player(ps: list[int], ctl: list[int], s: GameState) -> int:
    """The defending player for stratagem draws and losses: the controller of the most
    printed strength among the defenders (lowest seat on a tie); -1 when none is a player."""
    by: dict[int, int] = {}
    for p in ps:
        if ctl[p] >= 0:
            by[ctl[p]] = by.get(ctl[p], 0) + strength(s, p)
    if not by:
        return -1
    return min(by, key=lambda x: (-by[x], x))


def do(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    """Declare the attack (9.0): control shifts at declaration (6.5, 6.6, O43), the
    attacker's stratagems are spent, then the reaction windows (Weather, the Tactical
    Advantage bids, Jesuits/Sufis: :mod:`.reactions`, opened by the flow) run before
    :func:`resolve`. An amphibious assault (16.7) keeps the attackers' sea in ``Battle.src``.
    When the attacker may negate a 6.5 loss with Administration (1) (O223), its windows are
    asked first and :func:`finish_declaration` waits for them."""
    area, city, src = _target(s, a)
    ps = [B.PIECE[x] for x in a.pieces]
    targets = {COLOUR_IX[c] for c in a.colours}
    defs = defenders_of(s, area, city, targets)
    ctl0 = controllers(s)
    uncontrolled_mercs = [p for p in defs if B.MERC_COPY[p] >= 0 and ctl0[p] < 0]
    waiting = len(s.windows)
    shifted = _shift_control(s, ev, seat, defs)
    for flag, sid in ((a.military_advance, "military_advance"), (a.urbans_gun, "urbans_gun"),
                      (a.alliance, "alliance"), (a.honors_of_war, "honors_of_war")):
        if flag:
            spend(s, ev, seat, sid)
    for p in ps:
        s.flags[p] |= ATTACKED
    if s.flow == "march_combat":          # the march's one attack is made (11.1)
        s.march = []
    s.battle = Battle(seat=seat, area=area, city=city, pieces=ps, defenders=defs, mercs=uncontrolled_mercs,
                      att_ma=int(a.military_advance), urbans_gun=a.urbans_gun, honors=a.honors_of_war,
                      resume=s.flow, src=src, shifted=shifted)
    if len(s.windows) == waiting:                 # no Administration (1) asked: the shifts are done
        finish_declaration(s)


def resolve(s: GameState, ev: list[LogEvent], b: Battle) -> None:
    """Roll done (``b.die``): the CRT result with its losses, withdrawals, stratagem draws
    and losses (19.1-19.2), the advance into a cleared city (10.33) and 17.2's mercenaries.
    ``s.flow`` is the row the attack was declared in."""
    seat, area, city = b.seat, b.area, b.city
    src = area if b.src < 0 else b.src                  # the attackers' sea in an amphibious assault (16.7)
    # only what is still there fights: 6.5's shift at declaration may have put units aboard
    # another player's fleet ashore (O98), and 22.1 may have taken a force away
    defs = [p for p in b.defenders if s.where[p] == MAP and (s.area[p], s.city[p]) == (area, city)]
    ps = [p for p in b.pieces if s.where[p] == MAP and (s.area[p], s.city[p]) == (src, -1)]
    if not defs or not ps:
        return                                          # nothing left to fight (as O214)
    ctl = controllers(s)
    att, att_leader = _attack(s, ps, city >= 0, b.att_ma, b.urbans_gun, amphibious(src, city))
    dfn, def_leaders = _defence(s, defs, city >= 0, ctl, b.def_ma)
    s.led += [p for p in (att_leader, *def_leaders) if p >= 0 and p not in s.led]       # 15.7: once per phase
    col = min(max(column(att, dfn), 0), len(B.CRT_COLUMNS) - 1)      # O203: bids never cancel a declared attack
    die = b.die
    # the pending decisions of this combat (withdrawals, advance) are asked in order
    result = B.CRT_RESULTS[col][die - 1]
    if result == "DD" and city >= 0:
        result = "BB"                                   # 10.32
    dseat = b.dseat
    gone: list[int] = []
    moved: list[int] = []
    info: CombatResult | None = B.RESULT_INFO[result]
    if b.honors and result in ("BB", "DD"):
        _honors_of_war(s, defs, area, city, ctl, moved)
        info = None
    if info is None:
        pass
    elif result == "AE":
        for p in ps:
            eliminate(s, ev, p, combat=True)
            gone.append(p)
    elif result == "AW":
        _withdraw(s, ev, ps, src, gone, moved)
    elif result == "DE":
        for p in defs:
            eliminate(s, ev, p, combat=True)
            gone.append(p)
    elif result == "DD":
        _withdraw(s, ev, defs, area, gone, moved)
    else:                                               # BB, O84
        pa = sum(strength(s, p) for p in ps)
        pd = sum(strength(s, p) for p in defs)
        small, large = (ps, defs) if pa < pd else (defs, ps)
        pts = sum(strength(s, p) for p in small)
        for p in small:
            eliminate(s, ev, p, combat=False)
            gone.append(p)
        for who, share in _shares(s, large, ctl, pts):            # O60, O103: each owner his share
            mine = [p for p in large if ctl[p] == who]
            if who >= 0 and sum(strength(s, p) for p in mine) > share > 0:
                s.pending.append(Pending(kind="losses", seat=who, pieces=mine, area=src, city=city,
                                         points=share, attackers=list(ps) if large is defs else []))
            else:
                _remove_points(s, ev, mine, share, gone)
    ev.append(CombatResolved(seat=seat, area=B.AREA_IDS[src], city=B.CITY_IDS[city] if city >= 0 else None,
                             attackers=[B.PIECE_IDS[p] for p in ps],
                             defenders=[B.PIECE_IDS[p] for p in defs], attack=att, defence=dfn,
                             column=B.CRT_LABELS[col], die=die, result=result,
                             eliminated=[B.PIECE_IDS[p] for p in gone], withdrew=[B.PIECE_IDS[p] for p in moved]))
    if info is not None and info.attacker_draws:
        draw(s, ev, seat, info.attacker_draws, f"combat {result} (19.1)")
    if info is not None and info.defender_draws and dseat >= 0:
        draw(s, ev, dseat, info.defender_draws, f"combat {result} (19.1)")
    if info is not None and info.attacker_loses:
        lose_random(s, ev, seat, info.attacker_loses, f"combat {result} (19.2)")
    if info is not None and info.defender_loses and dseat >= 0:
        lose_random(s, ev, dseat, info.defender_loses, f"combat {result} (19.2)")
    # 10.33: attackers that cleared a city may advance into it (a decision)
    if not any(d.kind == "losses" and d.attackers for d in s.pending):
        offer_advance(s, seat, ps, src, city)
    if s.pending:
        s.decision_resume, s.flow, s.step = s.flow, "decision", "decision"
    # 17.2: an uncontrolled mercenary that survives an attack passes to another player at random
    others = [i for i in range(s.seats) if i != seat]
    for p in b.mercs:
        c = B.MERC_COPY[p]
        if s.where[p] == MAP and B.N_PIECES + c in s.pool and others:
            give_control(s, ev, c, others[below(s, len(others))], -1, "17.2")
