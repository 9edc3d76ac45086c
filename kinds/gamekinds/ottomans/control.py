"""Control [6.0, 17.0], the pool and the hands [19.0], losses of units and leaders
[13.1, 15.8, 17.2]: the helpers every rule uses. All mutate the working state ``s`` and
append log events to ``ev``.

Control belongs to nationalities, not seats: a seat controls a nationality while its
Control (Region) stratagem lies face up before it (6.1, O42), a mercenary while its Control
(Mercenary) stratagem does (17.1), a leader while it controls his home nationality (13.7,
O53). Inimical means a different colour (3.3, 9.2).
"""

from __future__ import annotations

from . import board as B
from .colours import colour_of, region_colour_of
from gamekinds.rng import Rng
from .state import (
    ASIDE, ATTACKED, DEADPILE, MAP, MOVED, NO_REPLACE, OUT, POOL, ControlLost, Drew, GameState,
    LeaderDrawn, LeaderSurvival, Pending, Returned, Window, WindowWhat,
    LogEvent,
)


def roll(s: GameState) -> int:
    """One die from the game's RNG (saved back into the state)."""
    r = Rng.load(s)
    d = r.die()
    r.store(s)
    return d


def below(s: GameState, n: int) -> int:
    r = Rng.load(s)
    x = r.below(n)
    r.store(s)
    return x


def counter_name(c: int) -> str:
    """A pool/hand counter's id: a leader's id or the stratagem's design id."""
    return B.PIECE_IDS[c] if c < B.N_PIECES else B.STRAT_ID[c - B.N_PIECES]


_CONTROL: dict[tuple[tuple[int, ...], ...], tuple[list[int], list[int]]] = {}
"""The face-up counters of every seat -> (:func:`nat_controllers`, :func:`controllers`): both
follow from those alone, and a legal-actions question asks them several times of one state."""


def _control_tables(s: GameState) -> tuple[list[int], list[int]]:
    key = tuple(tuple(p.face_up) for p in s.players)
    got = _CONTROL.get(key)
    if got is None:
        nats = _nat_controllers(s)
        if len(_CONTROL) > 256:
            _CONTROL.clear()
        got = _CONTROL[key] = (nats, _controllers(s, nats))
    return got


def nat_controllers(s: GameState) -> list[int]:
    """Area -> the seat controlling that nationality (-1: non-belligerent), from the
    face-up control stratagems (6.1). A new list: the caller may change it."""
    return list(_control_tables(s)[0])


def _nat_controllers(s: GameState) -> list[int]:
    out = [-1] * B.N_AREAS
    for i, p in enumerate(s.players):
        for c in p.face_up:
            n = B.CONTROL_NAT[c - B.N_PIECES]
            if n >= 0:
                out[n] = i
    for a in range(B.N_AREAS):      # the Two Sicilies go with Spain (18.22)
        rc = B.REGION_CONTROL[a]
        if rc >= 0 and rc != a:
            out[a] = out[rc]
    return out


def merc_controller(s: GameState, piece: int) -> int:
    c = B.MERC_COPY[piece]
    if c < 0:
        return -1
    for i, p in enumerate(s.players):
        if B.N_PIECES + c in p.face_up:
            return i
    return -1


def controller(s: GameState, piece: int, nats: list[int] | None = None) -> int:
    """The seat controlling ``piece`` (-1: non-belligerent, 3.3)."""
    if B.MERC_COPY[piece] >= 0:
        return merc_controller(s, piece)
    n = B.NATIONALITY[piece]
    if n < 0:
        return -1
    return (nats if nats is not None else nat_controllers(s))[n]


def controllers(s: GameState) -> list[int]:
    """Piece -> controlling seat (-1 for uncontrolled pieces). A new list: the caller may
    change it."""
    return list(_control_tables(s)[1])


def _controllers(s: GameState, nats: list[int]) -> list[int]:
    mercs: dict[int, int] = {}
    for i, pl in enumerate(s.players):
        for c in pl.face_up:
            for piece in B.CONTROL_MERC[c - B.N_PIECES]:
                mercs[piece] = i
    out = []
    for p in range(B.N_PIECES):
        if B.MERC_COPY[p] >= 0:
            out.append(mercs.get(p, -1))
        else:
            n = B.NATIONALITY[p]
            out.append(nats[n] if n >= 0 else -1)
    return out


def strength(s: GameState, p: int) -> int:
    return B.STRENGTH_IMPROVED[p] if s.siege_improved else B.STRENGTH[p]


def mobility(s: GameState, p: int) -> int:
    return B.MOBILITY_IMPROVED[p] if s.siege_improved else B.MOBILITY[p]


def mp_left(s: GameState, p: int) -> int:
    """Mobility minus the points a fleet spent on naval transport this player turn (16.33)."""
    return mobility(s, p) - (s.spent[p] if s.spent else 0)


def carrier(s: GameState, p: int) -> int:
    """The fleet carrying ``p`` (16.3), -1 when none."""
    return s.carrier[p] if s.carrier else -1


def cargo(s: GameState, fleet: int) -> list[int]:
    """The land units and leaders aboard ``fleet`` (16.3)."""
    if not s.carrier or fleet not in s.carrier:     # (``in``: C speed, most fleets carry nothing)
        return []
    return [p for p, f in enumerate(s.carrier[:B.N_PIECES]) if f == fleet]


def cargoes(s: GameState) -> dict[int, list[int]]:
    """Fleet -> :func:`cargo` for every fleet carrying something, in one pass."""
    out: dict[int, list[int]] = {}
    if s.carrier and max(s.carrier) >= 0:          # (``max``: C speed, mostly nobody is aboard)
        for p, f in enumerate(s.carrier):
            if f >= 0:
                out.setdefault(f, []).append(p)
    return out


def set_carrier(s: GameState, p: int, fleet: int) -> None:
    if not s.carrier:
        if fleet < 0:
            return
        s.carrier = [-1] * B.N_PIECES
    s.carrier[p] = fleet


def sync_cargo(s: GameState) -> None:
    """Pieces aboard a fleet are where the fleet is (16.31(2)); a fleet in a port has put
    them ashore into the port (16.31(3), 16.32)."""
    if not s.carrier or max(s.carrier) < 0:        # nobody aboard (``max``: C speed, issue 37)
        return
    carrier, area, city = s.carrier, s.area, s.city
    for p, f in enumerate(carrier[:B.N_PIECES]):       # a copy: entries are reset as it goes
        if f < 0:
            continue
        area[p], city[p] = area[f], city[f]
        if city[f] >= 0:
            carrier[p] = -1


def on_map(s: GameState) -> list[int]:
    return [p for p in range(B.N_PIECES) if s.where[p] == MAP]


def pieces_at(s: GameState, area: int, city: int) -> list[int]:
    return [p for p in range(B.N_PIECES) if s.where[p] == MAP and s.area[p] == area and s.city[p] == city]


def core_seat(s: GameState, nat: int) -> int:
    for i, p in enumerate(s.players):
        if p.core == nat:
            return i
    return -1


# ============================================================ the pool and hands [19.0]

def may_hold(s: GameState, seat: int) -> bool:
    """O227, 19.0: as far as the other seats know, ``seat`` may hold any stratagem face down:
    he is still in the game and his hand is not empty (the hands are hidden, their sizes are
    not). A window or a row on a face-down stratagem asks exactly such seats, whatever they
    hold, so that who is asked tells nobody what a hand holds."""
    return 0 <= seat < s.seats and not s.players[seat].resigned and bool(s.players[seat].hand)


def draw(s: GameState, ev: list[LogEvent], seat: int, n: int, why: str) -> None:
    """``seat`` picks ``n`` counters at random from the pool (19.11). A leader drawn is
    received at once (13.7); a stratagem goes face down into the hand (19.3)."""
    got: list[str] = []
    drawn = 0
    for _ in range(n):
        if not s.pool:
            break
        c = s.pool.pop(below(s, len(s.pool)))
        drawn += 1
        if c < B.N_PIECES:
            _receive_leader(s, ev, seat, c)
        else:
            s.players[seat].hand.append(c)
            got.append(counter_name(c))
    if drawn:
        ev.append(Drew(seat=seat, count=drawn, why=why, counters=got))


def _receive_leader(s: GameState, ev: list[LogEvent], seat: int, ld: int) -> None:
    """13.7: a leader picked from the pool joins the controller of his home nationality,
    with any unit of his faction it controls; if nobody controls his home, he joins units of
    his nationality; with nowhere to go he returns to the pool."""
    nats = nat_controllers(s)
    home = B.NATIONALITY[ld]
    ctrl = nats[home] if home >= 0 else merc_controller_copyless(s, ld)
    ctl = controllers(s)
    spots = []
    for p in on_map(s):
        if B.IS_LEADER[p] or (B.IS_SEA[s.area[p]] and not B.IS_ADMIRAL[ld]):
            continue
        if ctrl >= 0 and ctl[p] == ctrl and colour_of(s)[p] == colour_of(s)[ld]:
            spots.append(p)
        if ctrl < 0 and B.NATIONALITY[p] == home and ctl[p] < 0:
            spots.append(p)
    spot = spots[0] if spots else None
    _ask_join(s, ctrl if ctrl >= 0 else seat, ld, spots)
    if spot is None:
        s.pool.append(ld)
        ev.append(LeaderDrawn(seat=seat, leader=B.PIECE_IDS[ld], placed=None, controller=None))
        return
    s.where[ld], s.area[ld], s.city[ld] = MAP, s.area[spot], s.city[spot]
    s.flags[ld] = MOVED | ATTACKED
    ev.append(LeaderDrawn(seat=seat, leader=B.PIECE_IDS[ld], placed=B.AREA_IDS[s.area[spot]],
                          controller=ctrl if ctrl >= 0 else None))


def merc_controller_copyless(s: GameState, ld: int) -> int:
    return merc_controller(s, ld)


def lose_random(s: GameState, ev: list[LogEvent], seat: int, n: int, why: str) -> None:
    """19.21: ``n`` face-down stratagems picked at random go back to the pool (none left:
    no effect)."""
    hand = s.players[seat].hand
    out = []
    for _ in range(n):
        if not hand:
            break
        c = hand.pop(below(s, len(hand)))
        s.pool.append(c)
        out.append(counter_name(c))
    if out:
        ev.append(Returned(seat=seat, count=len(out), why=why, counters=out))


def give_control(s: GameState, ev: list[LogEvent], copy_ix: int, to: int, frm: int, why: str,
                 separate: bool = True) -> None:
    """The control stratagem ``copy_ix`` (a copy number) passes face up to seat ``to`` (or
    back to the pool when ``to`` is -1: 6.7, O13), from seat ``frm`` (or the pool, -1).
    A mercenary whose marker is lost is eliminated (17.2(1)), unless it passes to another
    player (O17, O77: it stays)."""
    c = B.N_PIECES + copy_ix
    if frm >= 0:
        s.players[frm].face_up.remove(c)
    elif c in s.pool:
        s.pool.remove(c)
    if to >= 0:
        s.players[to].face_up.append(c)
        if B.CONTROL_NAT[copy_ix] == B.AREA["spain"]:
            spain_enters(s)                 # 18.41, O229: however Spain's control came into play
    else:
        s.pool.append(c)
        for p in B.CONTROL_MERC[copy_ix]:
            if s.where[p] == MAP:
                eliminate(s, ev, p, combat=False, survival=False)
    if separate:
        separate_cities(s, copy_pieces(copy_ix))
    if frm >= 0:
        ev.append(ControlLost(seat=frm, stratagem=B.STRAT_ID[copy_ix], to=to if to >= 0 else None, why=why))


def spain_enters(s: GameState) -> None:
    """18.41 (O229): the instant Spain's control stratagem is in play (face up before a player,
    however it came there: played, granted by the Holy Roman Empire, taken from the pool by
    diplomacy or a 6.5/6.6 shift), Malta opens for the rest of the game (``spain_entered``)
    and the Spanish 2-1 is placed on Malta (its city) if it is in the deadpile or set aside;
    once only."""
    if s.spain_entered:
        return
    s.spain_entered = True
    p = B.PIECE.get("spanish_militia")
    if p is not None and s.where[p] in (DEADPILE, ASIDE):
        s.where[p], s.area[p], s.city[p], s.flags[p] = MAP, B.AREA["malta"], B.CITY["malta_city"], 0
        separate_cities(s, {p})


def copy_pieces(copy_ix: int) -> set[int]:
    """The pieces whose controller a control stratagem copy decides: its nationality's (the Two
    Sicilies' with Spain's, 18.22) or its mercenary's (17.1)."""
    n = B.CONTROL_NAT[copy_ix]
    return {p for p in range(B.N_PIECES) if n >= 0 and B.NATIONALITY[p] >= 0
            and (B.NATIONALITY[p] == n or B.REGION_CONTROL[B.NATIONALITY[p]] == n)} | set(B.CONTROL_MERC[copy_ix])


def admin_window(s: GameState, copy_ix: int, to: int, frm: int, why: str) -> bool:
    """27.2 Administration (1) (O45, O205, O223): when seat ``frm`` is about to lose his face-up
    Control (Region) stratagem ``copy_ix`` and may hold an Administration as far as the others
    know (:func:`may_hold`, O227: whatever he holds), a window asks him first (True; the loss
    waits for the answer, :mod:`.reactions`; holding none, he can only let it go)."""
    if frm < 0 or B.STRAT_KIND[copy_ix] != "control_region" or not may_hold(s, frm):
        return False
    resume = s.windows[-1].resume if s.flow == "reaction" and s.windows else s.flow
    s.windows.append(Window(kind="administration", what="control", resume=resume, seats=[frm],
                            copy=copy_ix, to=to, frm=frm, why=why))
    return True


def lose_control(s: GameState, ev: list[LogEvent], copy_ix: int, to: int, frm: int, why: str,
                 separate: bool = True) -> None:
    """A loss of seat ``frm``'s Control (Region) stratagem ``copy_ix`` (to seat ``to`` or the
    pool) by a random event or another seat's stratagem: if ``frm`` holds an Administration it
    is first asked whether to negate the loss (27.2 Administration (1), O45, O205): a reaction
    window (:mod:`.reactions`) opens and the loss waits for its answer; otherwise the loss
    happens now (:func:`give_control`)."""
    if admin_window(s, copy_ix, to, frm, why):
        s.flow = s.step = "reaction"
        return
    give_control(s, ev, copy_ix, to, frm, why, separate)


def ask_reroll(s: GameState, what: WindowWhat, dice: list[int], seat: int = -1, args: list[int] | None = None) -> bool:
    """27.2 Jesuits/Sufis on a die other than the CRT's, the agents' and the Random Events
    Table's (O222): when a seat may hold one as far as the others know (:func:`may_hold`,
    O227: still in the game, a hand not empty, whatever it holds), a ``reroll`` window holding
    ``dice`` opens (those seats in turn order from the phasing player), and :mod:`.reactions`
    goes on with the rule when it closes (True); otherwise nothing opens and the caller goes
    on at once (False)."""
    order = list(s.order) if s.order else list(range(s.seats))
    ph = s.order[s.phasing] if s.order and 0 <= s.phasing < len(s.order) else None
    if ph in order:
        i = order.index(ph)
        order = order[i:] + order[:i]
    seats = [x for x in order if may_hold(s, x)]
    if not seats:
        return False
    resume = s.windows[-1].resume if s.flow == "reaction" and s.windows else s.flow
    s.windows.append(Window(kind="reroll", what=what, seats=seats, resume=resume, frm=seat,
                            dice=list(dice), args=list(args or [])))
    s.flow = s.step = "reaction"
    return True


# ============================================================ losses

def eliminate(s: GameState, ev: list[LogEvent], p: int, combat: bool, survival: bool = True) -> None:
    """A piece leaves the map: a unit to the deadpile (13.0; not replaceable this turn after
    AE/DE, 13.5(5)); a mercenary aside with its marker back to the pool (17.2(2), 17.3); a
    leader makes a survival check (15.8) or is out for good (15.81). A fleet's cargo is lost
    with it, its leaders making survival checks (16.9). A piece already off the map (lost
    with its fleet) stays where it went."""
    if s.where[p] != MAP:
        return
    if s.carrier:
        s.carrier[p] = -1
        if B.IS_FLEET[p]:
            for q in cargo(s, p):
                s.carrier[q] = -1
                eliminate(s, ev, q, combat, survival)
    if B.IS_LEADER[p]:
        if survival and survival_check(s, ev, p):
            return
        s.where[p], s.area[p], s.city[p], s.flags[p] = OUT, -1, -1, 0
        if B.MERC_COPY[p] >= 0:            # Andrea Doria: his marker leaves the game (17.4)
            c = B.N_PIECES + B.MERC_COPY[p]
            for pl in s.players:
                if c in pl.face_up:
                    pl.face_up.remove(c)
                    s.strat_out.append(c)
        return
    if B.MERC_COPY[p] >= 0:
        s.where[p], s.area[p], s.city[p], s.flags[p] = ASIDE, -1, -1, 0
        c = B.N_PIECES + B.MERC_COPY[p]
        for pl in s.players:
            if c in pl.face_up and not any(s.where[q] == MAP for q in B.CONTROL_MERC[B.MERC_COPY[p]]):
                pl.face_up.remove(c)
                s.pool.append(c)
        return
    s.where[p], s.area[p], s.city[p] = DEADPILE, -1, -1
    s.flags[p] = NO_REPLACE if combat else 0


def survival_check(s: GameState, ev: list[LogEvent], ld: int) -> bool:
    """15.8: a die <= the command value saves the leader, who goes to the nearest unit of
    his colour controlled by the same player (O53), outside the city he was in; none: he
    is eliminated. Returns True when he survived and was placed."""
    d = roll(s)
    placed = None
    if d <= B.COMMAND[ld]:
        ctl = controllers(s)
        me = ctl[ld]
        start = s.area[ld]
        best = None
        if me >= 0:
            dist = _distances(start)
            for p in on_map(s):
                if p == ld or B.IS_LEADER[p] or ctl[p] != me or colour_of(s)[p] != colour_of(s)[ld]:
                    continue
                if B.IS_SEA[s.area[p]] and not B.IS_ADMIRAL[ld]:
                    continue
                if s.area[p] == start and s.city[p] == s.city[ld] and s.city[ld] >= 0:
                    continue
                key = (dist.get(s.area[p], 99), p)
                if best is None or key < best:
                    best = key
        if best is not None:
            q = best[1]
            ties = [p for p in on_map(s) if p != ld and not B.IS_LEADER[p] and ctl[p] == me
                    and colour_of(s)[p] == colour_of(s)[ld] and (not B.IS_SEA[s.area[p]] or B.IS_ADMIRAL[ld])
                    and not (s.area[p] == start and s.city[p] == s.city[ld] and s.city[ld] >= 0)
                    and dist.get(s.area[p], 99) == best[0]]
            s.area[ld], s.city[ld] = s.area[q], s.city[q]
            placed = B.AREA_IDS[s.area[q]]
            _ask_join(s, me, ld, sorted(ties))          # O53: the owner breaks ties
    ev.append(LeaderSurvival(leader=B.PIECE_IDS[ld], die=d, survived=placed is not None, placed=placed))
    return placed is not None


def _ask_join(s: GameState, seat: int, ld: int, units: list[int]) -> None:
    """13.7, 15.8 (O53): when ``units`` stand in more than one place, ``seat`` chooses which
    one leader ``ld`` joins (a pending ``join`` decision, :mod:`.choices`); he stands with
    the first meanwhile. Nobody's choice (seat -1) stays the engine's."""
    first: dict[tuple[int, int], int] = {}
    for p in units:
        first.setdefault((s.area[p], s.city[p]), p)
    if seat >= 0 and len(first) > 1:
        s.pending.append(Pending(kind="join", seat=seat, pieces=sorted(first.values(), key=units.index),
                                 area=-1, points=1, leader=ld))


def _distances(a: int) -> dict[int, int]:
    """Regions (and seas) by steps from ``a`` over land, coast and sea borders ("nearest",
    O53)."""
    dist = {a: 0}
    frontier = [a]
    while frontier:
        nxt = []
        for x in frontier:
            for y in (*B.adjacent_land(x), *B.COASTS[x], *B.SEA_NEIGHBOURS[x]):
                if y not in dist:
                    dist[y] = dist[x] + 1
                    nxt.append(y)
        frontier = nxt
    return dist


def hand_excess(s: GameState, seat: int) -> int:
    """19.4: face-down stratagems over the limit of 15."""
    return max(0, len(s.players[seat].hand) - B.HAND_LIMIT)


__all__ = ["city_holder", "may_hold", "roll", "below", "draw", "eliminate", "controller", "controllers", "nat_controllers",
           "give_control", "lose_random", "survival_check", "strength", "mobility", "pieces_at",
           "counter_name", "hand_excess", "core_seat", "POOL", "OUT", "ASIDE", "DEADPILE", "MAP"]


def separate_cities(s: GameState, changed: set[int]) -> None:
    """6.22(3), O81, 8.1: after a control change, ``changed`` pieces (those whose
    controller changed) in a city that holds units of another controller or colour move
    out into the city's region (a fleet into the first sea its port touches). A land piece
    aboard a fleet that another player now controls (or the reverse) goes ashore on the
    first coastal region of that sea it may enter (8.1(3), O98)."""
    ctl = controllers(s)
    if s.carrier:
        for p in range(B.N_PIECES):
            f = s.carrier[p]
            if f >= 0 and (p in changed or f in changed) and (ctl[p] != ctl[f] or colour_of(s)[p] != colour_of(s)[f]):
                coast = [x for x in B.COASTS[s.area[f]] if not B.IS_SEA[x]]
                fit = [x for x in coast if _may_land(s, p, x)]
                s.carrier[p] = -1
                s.area[p], s.city[p] = (fit or coast)[0], -1
    for p in changed:
        if s.where[p] != MAP or s.city[p] < 0:
            continue
        k, a = s.city[p], s.area[p]
        if any(q != p and s.where[q] == MAP and s.area[q] == a and s.city[q] == k and q not in changed
               and (ctl[q] != ctl[p] or colour_of(s)[q] != colour_of(s)[p]) for q in range(B.N_PIECES)):
            if B.IS_FLEET[p]:
                s.area[p] = B.CITY_SEAS[k][0]
            s.city[p] = -1


def _may_land(s: GameState, p: int, x: int) -> bool:
    """3.14, 18.x: ``p`` may be put ashore in region ``x``."""
    only = B.ENTRY_ONLY[x]
    return (only is None or B.NATIONALITY[p] in only) and not (B.ENTRY_CLOSED_UNTIL_SPAIN[x] and not s.spain_entered)


def city_holder(s: GameState, k: int, ctl: list[int]) -> int:
    """O56: the seat with units it controls inside city ``k`` (-1: none)."""
    a = B.CITY_REGION[k]
    for p in range(B.N_PIECES):
        if s.where[p] == MAP and s.area[p] == a and s.city[p] == k and ctl[p] >= 0:
            return ctl[p]
    return -1
