"""Setting up a game [4.0, 26.0]: counters placed from :func:`.setup.resolve_setup`, the
roll for the order of choosing (4.1(2)), the choice of core nationalities with the
scenario's grants (S1-S4 2.0, O79), the conditional placements (S1/S2 3.0(3)) and the
opening draws (4.1(3), S2 4.0(2), O63).

Placement on the map follows 4.3 for every nationality's units (the cores are chosen after
the map is set, so 4.2's choice is left to the players' first moves): units in cities,
divided as evenly as possible among them (4.3(1)); fleets in a port of their region or, with
no port, in the first sea on its coast (4.2, 4.3(2)); no Byzantine unit in Thessalonica in
S1/S3/S4 (S1 4.0(2)).
"""

from __future__ import annotations

from . import board as B
from .control import below, draw, give_control, nat_controllers, roll
from gamekinds.rng import Rng, seed_sha256
from .setup import resolve_setup
from .state import (
    ASIDE, DEADPILE, MAP, OUT, POOL, CoreChosen, GameState, Options, OrderRolled, Player, copy_state,
    LogEvent,
)

_WHERE = {"map": MAP, "deadpile": DEADPILE, "pool": POOL, "aside": ASIDE, "out": OUT}
THESSALONICA = B.CITY.get("thessalonica", -1)
BYZANTIUM = B.AREA["byzantium"]


def new_game(seats: int, seed: str, options: Options | None = None, names: list[str] | None = None, *,
             seed_chosen: bool = False) -> GameState:
    """A game in the lobby (no counters placed yet)."""
    names = list(names or []) + [""] * seats
    options = options or Options()
    sc = B.scenario(options.scenario)
    r = Rng.from_seed(seed, "ottomans")
    s = GameState(seats=seats, seed=seed, seed_sha256=seed_sha256(seed), seed_chosen=seed_chosen,
                  options=options, players=[Player(name=names[i]) for i in range(seats)],
                  last_turn=sc.last_turn)
    r.store(s)
    return s


def _home_spot(s: GameState, p: int, count: dict) -> tuple[int, int]:
    """4.2/4.3: where a unit of nationality ``n`` starts (area, city)."""
    n = B.NATIONALITY[p]
    if B.IS_FLEET[p]:
        ports = [c for c in B.CITIES_OF[n] if B.CITY_PORT[c]]
        if ports:
            return n, ports[0]
        return (B.COASTS[n][0], -1) if B.COASTS[n] else (n, -1)
    cities = [c for c in B.CITIES_OF[n] if not (c == THESSALONICA and n == BYZANTIUM and s.options.scenario != 2)]
    if B.IS_LEADER[p] or not cities:
        return n, -1
    c = min(cities, key=lambda c: (count.get(c, 0), c))
    count[c] = count.get(c, 0) + 1
    return n, c


def place_counters(s: GameState) -> None:
    """Every unit, leader and stratagem copy where the scenario puts it; conditional
    placements wait aside (:func:`resolve_conditions`)."""
    sc = B.scenario(s.options.scenario)
    loc = resolve_setup(B.D, sc)
    n = B.N_PIECES
    s.where, s.area, s.city, s.flags = [OUT] * n, [-1] * n, [-1] * n, [0] * n
    count: dict[int, int] = {}
    for p, pid in enumerate(B.PIECE_IDS):
        lo = loc[pid]
        w = _WHERE[lo.where]
        if w == MAP and lo.condition is not None:
            w = ASIDE
        if w == POOL:
            s.pool.append(p)
        s.where[p] = w
        if w == MAP:
            assert lo.region is not None                  # the validator: a place on the map has a region
            if B.AREA[lo.region] == B.NATIONALITY[p] and lo.city is None and lo.why.startswith("home"):
                s.area[p], s.city[p] = _home_spot(s, p, count)
            else:
                s.area[p] = B.AREA[lo.region]
                s.city[p] = B.CITY[lo.city] if lo.city else -1
    for c in range(B.N_STRAT):
        lo = loc[B.STRAT_ID[c]]
        (s.pool if lo.where == "pool" else s.strat_aside if lo.where == "aside" else s.strat_out).append(B.N_PIECES + c)
    s.siege_improved = sc.siege_trains_improved
    if s.options.scenario == 2:            # S2 4.0(5)-(6), with the optional rules (O225)
        if s.options.colonization:
            for rid in ("byzantium", "trebizond"):
                if B.REGION_COLOUR[B.AREA[rid]] != 0 and [B.AREA[rid], 0] not in s.colonized:
                    s.colonized.append([B.AREA[rid], 0])          # Turkish (red) colonization markers
                    s.markers -= 1
        if s.options.civilization and B.AREA["byzantium"] not in s.civilized:
            s.civilized.append(B.AREA["byzantium"])
            s.markers -= 1


def roll_order(s: GameState, seats: list[int], why: str) -> tuple[list[int], list[list[int]]]:
    """High roller first; tied players re-roll among themselves (O73). Returns the order
    and the rolls (one list per round of rolling, by seat, 0 for a seat not rolling)."""
    rolls_log: list[list[int]] = []

    def rank(group: list[int]) -> list[int]:
        if len(group) == 1:
            return group
        rolls = {g: roll(s, ) for g in group}
        rolls_log.append([rolls.get(i, 0) for i in range(s.seats)])
        out: list[int] = []
        for v in sorted(set(rolls.values()), reverse=True):
            out += rank([g for g in group if rolls[g] == v])
        return out

    return rank(list(seats)), rolls_log


def start(state: GameState) -> tuple[GameState, list[LogEvent]]:
    """All seats filled: place the counters and roll who chooses a core first (4.1(2))."""
    s = copy_state(state)
    ev: list[LogEvent] = []
    place_counters(s)
    order, rolls = roll_order(s, list(range(s.seats)), "core choice")
    ev.append(OrderRolled(why="core choice (4.1(2))", rolls=rolls, order=order))
    s.order = order
    s.phasing = 0
    s.status, s.flow, s.phase, s.step = "setup", "choose_core", "setup", "choose_core"
    s.turn = s.round = B.scenario(s.options.scenario).first_turn
    return s, ev


def _granted(s: GameState) -> set[int]:
    """Nationalities granted to cores already chosen (S 2.0), and the cores."""
    sc = B.scenario(s.options.scenario)
    out = set()
    for p in s.players:
        if p.core >= 0:
            out.add(p.core)
            for g in sc.core_grants:
                if B.AREA[g.core] == p.core:
                    out |= {B.CONTROL_NAT[_copy(x)] for x in g.grants}
    return out


def _copy(strat_id: str) -> int:
    return B.STRAT_ID.index(strat_id)


def core_choices(s: GameState) -> list[int]:
    """4.1(2), 18.23, 18.31, S 2.0(7), O79: nationalities the chooser may take: its
    control marker is in the pool, the scenario allows it, no chosen core was granted it;
    the last chooser must take the required core (S1 4.0(1)) if nobody has."""
    sc = B.scenario(s.options.scenario)
    forbidden = {B.AREA[f] for f in sc.forbidden_cores}
    taken = _granted(s)
    req = B.AREA[sc.required_core]
    chosen = sum(1 for p in s.players if p.core >= 0)
    if chosen == s.seats - 1 and all(p.core != req for p in s.players):
        return [req] if req not in taken else []
    out = []
    for n in B.NATIONALITIES:
        c = B.CONTROL_COPY_OF_NAT[n]
        if n in forbidden or n in taken or B.N_PIECES + c not in s.pool:
            continue
        out.append(n)
    return out


def choose_core(s: GameState, ev: list[LogEvent], seat: int, n: int) -> None:
    """Take core ``n``: its marker face up (removed from the pool, 4.1(2)) and the grants
    still in the pool (O79)."""
    sc = B.scenario(s.options.scenario)
    s.players[seat].core = n
    give_control(s, ev, B.CONTROL_COPY_OF_NAT[n], seat, -1, "core", separate=False)
    grants = []
    for g in sc.core_grants:
        if B.AREA[g.core] != n:
            continue
        for x in g.grants:
            c = _copy(x)
            if B.N_PIECES + c in s.pool:
                give_control(s, ev, c, seat, -1, "grant", separate=False)
                grants.append(x)
        for x in g.removes:
            for c in range(B.N_STRAT):
                if B.STRAT_ID[c] == x and B.N_PIECES + c in s.pool:
                    s.pool.remove(B.N_PIECES + c)
                    s.strat_out.append(B.N_PIECES + c)
    ev.append(CoreChosen(seat=seat, nationality=B.AREA_IDS[n], grants=grants))
    if B.AREA["spain"] in (n, *[B.CONTROL_NAT[_copy(x)] for x in grants]):
        s.spain_entered = True


def resolve_conditions(s: GameState, ev: list[LogEvent]) -> None:
    """After the cores: the conditional placements (S1 3.0(3)(c), S2 3.0(3)(c)(d), 3.0(4)(c))
    and the mercenaries the cores start with (S1/S2 3.0(3)(a))."""
    sc = B.scenario(s.options.scenario)
    nats = nat_controllers(s)
    for pl in sc.placements:
        p = B.PIECE[pl.counter]
        cond = pl.condition
        ok = (cond is None or (cond == "core_egypt" and any(x.core == B.AREA["egypt"] for x in s.players))
              or (cond == "controls_austria" and nats[B.AREA["austria"]] >= 0)
              or (cond == "controls_persia" and nats[B.AREA["persia"]] >= 0)
              or (cond == "spain_belligerent" and nats[B.AREA["spain"]] >= 0))
        if not ok:
            continue
        if cond is not None:
            s.where[p], s.area[p] = MAP, B.AREA[pl.region]
            s.city[p] = B.CITY[pl.city] if pl.city else -1
        if B.MERC_COPY[p] < 0:
            continue
        to = -1
        if pl.controlled_by_core is not None:
            to = next((i for i, x in enumerate(s.players) if x.core == B.AREA[pl.controlled_by_core]), -1)
        elif cond == "controls_austria":
            to = nats[B.AREA["austria"]]
        elif cond == "controls_persia":
            to = nats[B.AREA["persia"]]
        if to >= 0 and B.N_PIECES + B.MERC_COPY[p] in s.pool:
            give_control(s, ev, B.MERC_COPY[p], to, -1, "scenario", separate=False)
        elif to < 0 and pl.controlled_by_core is not None:
            s.where[p], s.area[p], s.city[p] = ASIDE, -1, -1    # its core is not played


def opening_draws(s: GameState, ev: list[LogEvent]) -> None:
    """4.1(3): 8/6/4 stratagems each, in the order of choice; S2 4.0(2): with two players
    the non-Ottoman player picks eight more."""
    n = B.D.opening_draws[str(s.seats)]
    for seat in s.order:
        draw(s, ev, seat, n, "opening (4.1(3))")
    sc = B.scenario(s.options.scenario)
    extra = getattr(sc, "extra_draws_two_players", 0)
    if s.seats == 2 and extra:
        for seat in s.order:
            if s.players[seat].core != B.AREA["ottomans"]:
                draw(s, ev, seat, extra, "S2 4.0(2)")


__all__ = ["new_game", "start", "core_choices", "choose_core", "resolve_conditions", "opening_draws",
           "roll_order", "below"]
