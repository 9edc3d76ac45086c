"""Reaction windows of other seats [27.2, 20.0; issue 31 item 3] and agent operations [20.0].

A window (:class:`.state.Window`, a stack in ``GameState.windows``; flow row ``reaction``)
asks its ``seats`` one at a time, in turn order from the phasing player, to play a stratagem
or pass. O227 (19.0, hidden hands): a window on a face-down stratagem asks every seat that
may hold it as far as the others know (:func:`.control.may_hold`: still in the game, a hand
that is not empty), whatever it holds; a seat holding no copy is offered only the pass (no
agent to commit, no operation). A resigned seat or an empty hand is skipped (both public),
so a window with nobody to ask costs no step. The 22.1 retreat window depends on the board
only (public) and asks the defending player when his force may retreat. Every window has a
default answer (pass; commit no agent) for decision timeouts. Kinds:

- ``weather`` (27.2 Weather, O200): after an attack is declared (before the die) or a move,
  a forced march's move or a naval transport is declared (before it is made), each seat other
  than the phasing player (O227: that may hold Weather) may play it: a die, 4-6 prevents the attack or the move (the force stays where it is,
  counted as moved or as having attacked; what the mover spent stays spent);
- ``bids`` (27.2 Military Advance (2), 29 Q&A 5, O201): after Weather, the defending player
  (O93) may answer the attack with a Tactical Advantage, then the attacker with another,
  and so on; each doubles its side within 9.42's x6 cap; the first pass ends the bidding;
- ``reroll`` (27.2 Jesuits/Sufis, O80, O202, O219, O222): after the CRT die, the agent die or the
  Random Events Table's two dice are rolled, and (``Window.dice`` held, opened by
  :func:`.control.ask_reroll`) Weather's die, Crusade/Jihad's, Kaisar-i-Rum (1)'s, each Trade
  Agreement die, a pillage's or colonization's CRT die, the Region Determination roll and each
  fleet's Corsairs die (O230),
  each seat (O227: that may hold Jesuits/Sufis) may re-roll it; the first re-roll ends the window and the
  rule goes on with the die that stands (:func:`_rerolled`);
- ``commit`` (20.1): the target of an agent operation commits defending agents in secret
  (O227: asked whenever he may hold one; holding none, he commits none);
- ``agents`` (20.1, 20.11, O204): when the phasing player ends his movement, combat or
  forced march phase, each other seat that may hold an Agent (O227) and has run no operation
  this phase may declare one (the phasing player declares his in his own steps);
- ``retreat`` (22.1, optional Special Tactics, O214): right after an attack is declared, the
  defending player may move a qualifying defending force into a region it could withdraw to
  (``Withdraw``) or stay (``React`` with no stratagem);
- ``administration`` (27.2 Administration (1), O205, O223): before a seat loses a Control
  (Region) stratagem to a random event, another seat's French Alliance or Holy Roman Empire,
  or to 6.5 when it attacks its own units, it may play Administration to negate the loss
  (opened by :func:`.control.admin_window`; a 6.5 answer waits for the roll-off, and the last
  one goes on with the attack, :func:`.combat.finish_declaration`).

Agent operations (20.1-20.3) follow the pack's Agent Operations Table: d6 + attacking agents
- defending agents; all agents committed return to the pool (O74).
"""

from __future__ import annotations

from typing import Callable

from . import board as B
from .colours import colour_of, region_colour_of
from . import combat, march, movement, naval, optional, plays, stratagems
from .control import (
    ask_reroll,
    below,
    cargo,
    carrier,
    controllers,
    counter_name,
    draw,
    eliminate,
    give_control,
    lose_random,
    may_hold,
    mobility,
    nat_controllers,
    roll,
)
from .errors import RuleViolation
from .phases import corsairs, random_event
from .state import (
    MAP,
    MARCHED,
    MOVED,
    AgentDeclared,
    AgentOp,
    Battle,
    AgentOption,
    AgentResolved,
    AgentsCommitted,
    CommitAgents,
    CommitOption,
    Examined,
    ForcedMarch,
    GameState,
    HeldMove,
    LeaderSurvival,
    LogEvent,
    Move,
    React,
    ReactOption,
    Rerolled,
    StratagemPlayed,
    Transport,
    WeatherRolled,
    Window,
    WithdrawOption,
    Withdrew,
)
from .stratagems import held, spend

AGENT = "agent"
OPERATIONS = ("assassination", "espionage", "coup", "treachery", "diplomacy")
WINDOW_STRAT = {"weather": "weather", "bids": "military_advance", "reroll": "jesuits_sufis",
                "administration": "administration"}
RULING = {"retreat": "22.1", "weather": "27.2", "bids": "27.2", "reroll": "27.2", "commit": "20.1", "agents": "20.1",
          "administration": "27.2"}


def _phasing(s: GameState) -> int | None:
    return s.order[s.phasing] if s.order and 0 <= s.phasing < len(s.order) else None


def _turn_order_from(s: GameState, first: int | None) -> list[int]:
    """Seats in turn order starting with ``first`` (then clockwise, 5.1(1))."""
    order = list(s.order) if s.order else list(range(s.seats))
    if first in order:
        i = order.index(first)
        order = order[i:] + order[:i]
    return order


def agents_held(s: GameState, seat: int) -> int:
    return sum(1 for c in s.players[seat].hand if B.STRAT_ID[c - B.N_PIECES] == AGENT)


def _can_act(s: GameState, w: Window, seat: int) -> bool:
    """Whether ``seat`` is asked in window ``w``: from public facts only (O227, 19.0): the
    board for a retreat (22.1), else :func:`.control.may_hold` (and, for ``agents``, no
    operation run this phase, 20.11), never what the hand holds."""
    if s.players[seat].resigned:
        return False
    if w.kind == "retreat":
        return bool(retreat_pieces(s, _battle(s)))
    if w.kind == "agents":
        return not s.agent_done >> seat & 1 and may_hold(s, seat)
    return may_hold(s, seat)


def actor(s: GameState) -> int | None:
    return s.windows[-1].seats[0] if s.windows and s.windows[-1].seats else None


def _open(s: GameState, w: Window) -> None:
    s.windows.append(w)


def _no_goto(s: GameState, ev: list[LogEvent], row: str) -> None:
    raise RuntimeError("reactions.configure was not called by the flow")


_GOTO: Callable[[GameState, list[LogEvent], str], None] = _no_goto


def _battle(s: GameState) -> Battle:
    """The attack the open window belongs to (a window on an attack always has one)."""
    assert s.battle is not None
    return s.battle


def _held(s: GameState) -> HeldMove:
    assert s.held_move is not None
    return s.held_move


def _op(s: GameState) -> AgentOp:
    assert s.agent_op is not None
    return s.agent_op


def configure(goto: Callable[[GameState, list[LogEvent], str], None]) -> None:
    """:mod:`.flow` hands over its transition to another row (``goto(s, ev, row)``), used when
    an ``agents`` window closes at a phase's end; this module imports nothing of the table."""
    global _GOTO
    _GOTO = goto


def proceed(s: GameState, ev: list[LogEvent]) -> None:
    """Ask the next seat of the top window, or close it and go on with what it held."""
    while s.windows:
        w = s.windows[-1]
        while w.seats and not _can_act(s, w, w.seats[0]):
            w.seats.pop(0)
        if w.seats:
            s.flow = s.step = "reaction"
            return
        s.windows.pop()
        if w.kind == "agents":
            s.agent_done = 0
            _GOTO(s, ev, w.resume)
        elif w.kind == "administration":
            s.flow = s.step = w.resume
            shift = w.why == "6.5" and s.battle is not None
            if not w.prevented:
                if shift:                                     # 6.5: the roll-off the answer waited for
                    assert s.battle is not None
                    to = combat.roll_off(s, [i for i in range(s.seats) if i != w.frm])
                    give_control(s, ev, w.copy, to, w.frm, w.why, separate=False)
                    s.battle.shifted.append(w.copy)
                else:
                    give_control(s, ev, w.copy, w.to, w.frm, w.why)      # Spain's enters there (18.41, O229)
            if shift and not any(x.kind == "administration" and x.why == "6.5" for x in s.windows):
                combat.finish_declaration(s)                  # every shift answered (O223, O224)
                _declared(s, ev)
                return
        else:
            _finish(s, ev, w)


# ----------------------------------------------------------------- the attack

def attack_declared(s: GameState, ev: list[LogEvent]) -> None:
    """The attack's windows after :func:`.combat.do`: first the attacker's Administration (1)
    against 6.5 when it was asked (O223: the last answer goes on), then 22.1, Weather, the
    bids, the die and Jesuits/Sufis."""
    if s.windows and s.windows[-1].kind == "administration" and s.windows[-1].why == "6.5":
        s.flow = s.step = "reaction"
        proceed(s, ev)
        return
    _declared(s, ev)


def _declared(s: GameState, ev: list[LogEvent]) -> None:
    b = _battle(s)
    assert b is not None
    if s.options.special_tactics and retreat_pieces(s, b):        # 22.1 first: "immediately"
        _open(s, Window(kind="retreat", what="attack", resume=b.resume, seats=[b.dseat]))
    else:
        _open_weather(s, b)
    proceed(s, ev)


def _open_weather(s: GameState, b) -> None:
    ph = _phasing(s)
    _open(s, Window(kind="weather", what="attack", resume=b.resume,
                    seats=[x for x in _turn_order_from(s, ph) if x != ph]))


def retreat_pieces(s: GameState, b) -> list[int]:
    """22.1-22.14 (optional), O66, O214, O220: the defenders that may retreat before combat:
    none in a city; all of one colour, controlled by the defending player; every defending unit
    faster than the fastest attacking unit (leaders not counted); a defending leader goes only
    if he is faster too. At sea (22.14, Q&A 2) only fleets count on either side and what the
    retreating fleets carry goes with them. Empty: no retreat."""
    if b.city >= 0 or b.dseat < 0 or b.dseat == b.seat:
        return []
    ctl = controllers(s)
    defs = [p for p in b.defenders if s.where[p] == MAP and s.area[p] == b.area and s.city[p] < 0]
    if not defs or any(ctl[p] != b.dseat for p in defs) or len({colour_of(s)[p] for p in defs}) != 1:
        return []
    sea = B.IS_SEA[b.area]

    def mover(p: int) -> bool:
        return not B.IS_LEADER[p] and (B.IS_FLEET[p] or not sea)

    fastest = max((mobility(s, p) for p in b.pieces if mover(p)), default=0)
    units = [p for p in defs if mover(p)]
    if not units or any(mobility(s, p) <= fastest for p in units):
        return []
    out = units + [p for p in defs if B.IS_LEADER[p] and carrier(s, p) < 0 and mobility(s, p) > fastest]
    out += [q for f in units for q in cargo(s, f) if q in defs]                 # 16.31: aboard, they go along
    return out if combat.withdraw_places(s, out, b.area) else []


def retreat_places(s: GameState, b) -> list[int]:
    return combat.withdraw_places(s, retreat_pieces(s, b), b.area)


def check_retreat(s: GameState, seat: int, a) -> None:
    w = s.windows[-1]
    if w.kind != "retreat":
        raise RuleViolation("wrong_step", "no retreat before combat is asked now", "22.1")
    if B.AREA.get(a.to, -1) not in retreat_places(s, _battle(s)):
        raise RuleViolation("not_a_withdrawal", f"the force cannot retreat into {a.to}", "22.13")


def do_retreat(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    b = _battle(s)
    ps = retreat_pieces(s, b)
    for p in ps:
        s.area[p], s.city[p] = B.AREA[a.to], -1
    ev.append(Withdrew(seat=seat, pieces=[B.PIECE_IDS[p] for p in ps], to=a.to))
    b.defenders = [p for p in b.defenders if p not in ps]
    s.windows[-1].seats = []
    s.windows[-1].prevented = True
    proceed(s, ev)


def _bids_next(s: GameState, ev: list[LogEvent], last: int) -> None:
    """The other side of the last Military Advance is asked next (29 Q&A 5)."""
    b = _battle(s)
    nxt = b.seat if last == b.dseat else b.dseat
    if nxt >= 0:
        _open(s, Window(kind="bids", what="attack", resume=b.resume, seats=[nxt]))


def _roll_battle(s: GameState, ev: list[LogEvent]) -> None:
    b = _battle(s)
    b.die = combat.roll(s)                    # the CRT die (9.1(4)); tests patch combat.roll
    _open(s, Window(kind="reroll", what="attack", resume=b.resume, seats=_turn_order_from(s, _phasing(s))))


def _finish(s: GameState, ev: list[LogEvent], w: Window) -> None:
    if w.what == "move":
        m = _held(s)
        s.held_move = None
        s.flow = s.step = w.resume
        if m.fleets:                                  # a naval transport (16.3), perhaps a naval march (11.3)
            force = [B.PIECE[x] for x in (*m.fleets, *m.pieces)]
            if w.prevented:
                force += [q for f in force if B.IS_FLEET[f] for q in cargo(s, f)]
                if m.leader is not None:
                    force.append(B.PIECE[m.leader])
                for p in force:
                    s.flags[p] |= MOVED | (MARCHED if m.leader is not None else 0)
            else:
                naval.do(s, ev, m.seat, Transport(fleets=m.fleets, pieces=m.pieces, to=m.to, leader=m.leader))
                if s.flow == "forced_march":
                    _GOTO(s, ev, "march_combat")
            return
        if m.leader is not None:                      # a forced march (11.1)
            if w.prevented:
                force = [B.PIECE[x] for x in (m.leader, *m.pieces)]
                for p in force + [q for f in force if B.IS_FLEET[f] for q in cargo(s, f)]:
                    s.flags[p] |= MARCHED | MOVED
                if m.truce and held(s, m.seat, "truce") is not None:
                    spend(s, ev, m.seat, "truce")
            else:
                march.do(s, ev, m.seat, ForcedMarch(leader=m.leader, pieces=m.pieces, to=m.to, truce=m.truce))
                _GOTO(s, ev, "march_combat")
            return
        if w.prevented:
            for x in m.pieces:
                s.flags[B.PIECE[x]] |= MOVED
            for flag, sid in ((m.military_advance, "military_advance"), (m.truce, "truce")):
                if flag and held(s, m.seat, sid) is not None:
                    spend(s, ev, m.seat, sid)
        else:
            movement.do(s, ev, m.seat, Move(pieces=m.pieces, to=m.to, military_advance=m.military_advance,
                                            truce=m.truce))
        return
    if w.what == "attack":
        b = _battle(s)
        if w.kind == "retreat":
            if not b.defenders:                       # everyone retreated: no combat (22.11)
                s.battle = None
                s.flow = s.step = w.resume
                return
            _open_weather(s, b)
            return
        if w.kind == "weather":
            if w.prevented:
                s.battle = None
                s.flow = s.step = w.resume
                return
            if b.dseat >= 0 and b.dseat != b.seat:
                _open(s, Window(kind="bids", what="attack", resume=b.resume, seats=[b.dseat]))
                if _can_act(s, s.windows[-1], b.dseat):
                    return
                s.windows.pop()
            _roll_battle(s, ev)
        elif w.kind == "bids":
            _roll_battle(s, ev)
        elif w.kind == "reroll":
            s.battle = None
            s.flow = s.step = w.resume
            combat.resolve(s, ev, b)
        return
    if w.what == "event":                             # 14.0 with the dice that stand (O219)
        dice, s.event_dice = list(s.event_dice), []
        s.flow = s.step = w.resume
        s.events_left -= 1
        ph = _phasing(s)
        assert ph is not None                         # a random events phase has its phasing player
        random_event(s, ev, ph, dice)
        return
    if w.dice:                                        # O222: the rule of the die that stands
        _rerolled(s, ev, w)
        return
    # agent operations
    op = _op(s)
    if w.kind == "commit":
        _roll_agent(s, ev)
    elif w.kind == "reroll":
        s.agent_op = None
        s.flow = s.step = w.resume
        resolve_agent(s, ev, op)


def _weather(s: GameState, ev: list[LogEvent], w: Window, seat: int, d: int) -> None:
    """27.2 Weather with its die ``d`` (re-rolled or not): 4-6 prevents it, nobody else is asked."""
    w.prevented = d >= 4
    ev.append(WeatherRolled(seat=seat, die=d, what=w.what, prevented=w.prevented))
    if w.prevented:
        w.seats = []


def _rerolled(s: GameState, ev: list[LogEvent], w: Window) -> None:
    """O222: a ``reroll`` window on another die closed: its rule goes on with the die that
    stands (``w.dice``), from the row it was rolled in."""
    d = w.dice[0]
    if w.what == "weather":                           # under it, the Weather window
        _weather(s, ev, s.windows[-1], w.frm, d)
        return
    s.flow = s.step = w.resume
    if w.what == "crusade":
        stratagems.crusade_draw(s, ev, w.frm, d)
    elif w.what == "trade":
        stratagems.trade_draw(s, ev, w.frm, w.args[0], d)
    elif w.what == "kaisar":
        plays.kaisar_draw(s, ev, w.frm, d)
        if not plays.phase_row(s, w.frm) and s.flow == "stratagem_phase":
            _GOTO(s, ev, "movement")
    elif w.what == "pillage":
        optional.pillage_result(s, ev, w.frm, w.args, d)
    elif w.what == "colonize":
        optional.colonize_result(s, ev, w.frm, w.args, d)
    elif w.what == "region":
        random_event(s, ev, w.frm, list(w.args), list(w.dice))
    elif w.what == "corsairs":                        # the fleets not yet resolved, this one first (O230)
        corsairs(s, ev, w.frm, list(w.args), d)


def event_rolled(s: GameState, ev: list[LogEvent], dice: list[int]) -> bool:
    """14.0's two dice are rolled: seats that may hold Jesuits/Sufis may re-roll them (O219, O227).
    True: a window holds them (:func:`_finish` applies the event when it closes)."""
    w = Window(kind="reroll", what="event", resume=s.flow, seats=_turn_order_from(s, _phasing(s)))
    if not any(_can_act(s, w, x) for x in w.seats):
        return False
    s.event_dice = list(dice)
    _open(s, w)
    proceed(s, ev)
    return True


# ----------------------------------------------------------------- moves (Weather)

def move_declared(s: GameState, ev: list[LogEvent], seat: int, a) -> bool:
    """Hold the move (a ``Move``, or a ``ForcedMarch`` that moves) while the other seats that
    may hold Weather (O227) may stop it (True: held)."""
    others = [x for x in _turn_order_from(s, seat) if x != seat]
    w = Window(kind="weather", what="move", resume=s.flow, seats=others)
    if not any(_can_act(s, w, x) for x in others):
        return False
    leader = getattr(a, "leader", None)
    fleets = list(getattr(a, "fleets", []))
    if leader is not None and not fleets \
            and movement.parse_place(a.to) == (s.area[B.PIECE[leader]], s.city[B.PIECE[leader]]):
        return False                                  # a march that does not move: nothing to stop
    s.held_move = HeldMove(seat=seat, pieces=list(a.pieces), to=a.to, fleets=fleets,
                           military_advance=getattr(a, "military_advance", False),
                           truce=getattr(a, "truce", False), leader=leader)
    _open(s, w)
    proceed(s, ev)
    return True


# ----------------------------------------------------------------- the row

def options(s: GameState, seat: int) -> list:
    w = s.windows[-1]
    if w.kind == "commit":
        op = _op(s)
        return [CommitOption(most=agents_held(s, seat), by=op.seat, operation=op.operation)]
    if w.kind == "agents":
        return [*agent_options(s, seat), ReactOption(window="agents")]
    if w.kind == "retreat":
        b = _battle(s)
        return [WithdrawOption(pieces=[B.PIECE_IDS[p] for p in retreat_pieces(s, b)],
                               to=[B.AREA_IDS[x] for x in retreat_places(s, b)]), ReactOption(window="retreat")]
    if held(s, seat, WINDOW_STRAT[w.kind]) is None:                 # O227: asked all the same, it can pass
        return [ReactOption(window=w.kind)]
    return [ReactOption(window=w.kind, stratagem=WINDOW_STRAT[w.kind]), ReactOption(window=w.kind)]


def check_react(s: GameState, seat: int, a) -> None:
    w = s.windows[-1]
    if w.kind == "commit":
        raise RuleViolation("wrong_step", "commit your defending agents (commit_agents)", "20.1")
    if a.stratagem is None:
        return
    if w.kind in ("agents", "retreat") or a.stratagem != WINDOW_STRAT[w.kind]:
        raise RuleViolation("wrong_step", f"{a.stratagem} is not played in a {w.kind} window", RULING[w.kind])
    if held(s, seat, a.stratagem) is None:
        raise RuleViolation("not_in_hand", f"you hold no {a.stratagem} face down", "27.2")


def do_react(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    w = s.windows[-1]
    w.seats.pop(0)
    if a.stratagem is not None:
        if w.kind == "weather":
            d = roll(s)
            spend(s, ev, seat, "weather", d)
            if not ask_reroll(s, "weather", [d], seat):             # O222: Weather's own die
                _weather(s, ev, w, seat, d)
        elif w.kind == "bids":
            spend(s, ev, seat, "military_advance")
            b = _battle(s)
            if seat == b.seat:
                b.att_ma += 1
            else:
                b.def_ma += 1
            s.windows.pop()
            _bids_next(s, ev, seat)
            if not s.windows or s.windows[-1].kind != "bids":
                _roll_battle(s, ev)
        elif w.kind == "reroll" and w.what == "event":
            spend(s, ev, seat, "jesuits_sufis")
            before = list(s.event_dice)
            s.event_dice = [roll(s), roll(s)]
            ev.append(Rerolled(seat=seat, what="event", before=before, after=list(s.event_dice)))
            w.seats = []
        elif w.kind == "reroll" and w.dice:                         # O222: the other dice
            spend(s, ev, seat, "jesuits_sufis")
            before = list(w.dice)
            w.dice = [roll(s) for _ in w.dice]
            ev.append(Rerolled(seat=seat, what=w.what, before=before[0] if len(before) == 1 else before,
                               after=w.dice[0] if len(w.dice) == 1 else list(w.dice)))
            w.seats = []
        elif w.kind == "reroll":
            spend(s, ev, seat, "jesuits_sufis")
            target: Battle | AgentOp = _battle(s) if w.what == "attack" else _op(s)
            was = target.die
            target.die = roll(s)
            ev.append(Rerolled(seat=seat, what=w.what, before=was, after=target.die))
            w.seats = []                                    # O80: no further re-roll of that die
        elif w.kind == "administration":
            spend(s, ev, seat, "administration")
            w.prevented = True
            w.seats = []
    elif w.kind == "bids":
        w.seats = []
    proceed(s, ev)


def default(s: GameState):
    """The timeout answer: pass; commit no agent."""
    if s.windows[-1].kind == "commit":
        return CommitAgents(agents=0)
    return React()


# ----------------------------------------------------------------- agents [20.0]

def _assassination_leaders(s: GameState, seat: int) -> list[str]:
    """Leaders on the map controlled by another seat, and (20.2 backstabbing) one's own
    leaders of another colour than one's core."""
    ctl = controllers(s)
    core = s.players[seat].core
    col = region_colour_of(s)[core] if 0 <= core < B.N_REGIONS else -1
    out = []
    for p in range(B.N_UNITS, B.N_PIECES):
        if s.where[p] != MAP or ctl[p] < 0:
            continue
        if ctl[p] != seat or colour_of(s)[p] != col:
            out.append(B.PIECE_IDS[p])
    return out


def _diplomacy_targets(s: GameState) -> list[str]:
    """20.3: a neutral nationality that has a control stratagem (O206; Spain only from
    1500-09, 18.21). Whether that stratagem is in the pool or face down in a hand is not
    asked here: the targets offered would tell the seat what the others hold (O226); the
    pool is searched when CONTROL comes up."""
    nats = nat_controllers(s)
    out = []
    for n in B.NATIONALITIES:
        c = B.CONTROL_COPY_OF_NAT[n]
        if nats[n] < 0 and c >= 0 and any(p.core != n for p in s.players) \
                and not (B.AREA_IDS[n] == "spain" and s.turn < 6):
            out.append(B.AREA_IDS[n])
    return out


def agent_options(s: GameState, seat: int) -> list:
    n = agents_held(s, seat)
    if n == 0 or s.agent_done >> seat & 1:
        return []
    others = [i for i in range(s.seats) if i != seat]
    out = []
    lds = _assassination_leaders(s, seat)
    if lds:
        out.append(AgentOption(operation="assassination", most=n, leaders=lds))
    if others:
        for op in ("espionage", "coup", "treachery"):
            out.append(AgentOption(operation=op, most=n, targets=others))
    nats = _diplomacy_targets(s)
    if nats:
        out.append(AgentOption(operation="diplomacy", most=n, nationalities=nats))
    return out


def check_agent(s: GameState, seat: int, a) -> None:
    if s.agent_done >> seat & 1:
        raise RuleViolation("one_operation", "one agent operation per phase", "20.11")
    if a.agents > agents_held(s, seat):
        raise RuleViolation("not_in_hand", f"you hold {agents_held(s, seat)} agents face down", "20.1")
    if a.operation == "assassination":
        if a.target is not None or a.nationality is not None or a.leader not in _assassination_leaders(s, seat):
            raise RuleViolation("no_target", "name a leader of another player, or your own of another colour "
                                "than your core (20.2)", "20.1")
    elif a.operation == "diplomacy":
        if a.target is not None or a.leader is not None or a.nationality not in _diplomacy_targets(s):
            raise RuleViolation("no_target", "name a neutral nationality whose control stratagem is in the pool",
                                "20.3")
    else:
        if a.leader is not None or a.nationality is not None or a.target is None or a.target == seat \
                or not 0 <= a.target < s.seats:
            raise RuleViolation("no_target", "designate one other player", "20.1")


def declare_agent(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    """20.1: declare; the target commits in secret (a window asked whenever he may hold an
    agent, O227), then the die (a re-roll window), then :func:`resolve_agent`."""
    s.agent_done |= 1 << seat
    leader = B.PIECE[a.leader] if a.leader is not None else -1
    nat = B.AREA[a.nationality] if a.nationality is not None else -1
    target = a.target if a.target is not None else -1
    if leader >= 0:
        target = controllers(s)[leader]
    s.agent_op = AgentOp(seat=seat, operation=a.operation, target=target, leader=leader, nationality=nat,
                         agents=a.agents, resume=s.flow)
    ev.append(AgentDeclared(seat=seat, operation=a.operation, target=target if target >= 0 else None,
                            leader=a.leader, nationality=a.nationality, agents=a.agents))
    if target >= 0 and target != seat:
        _open(s, Window(kind="commit", what="agent", resume=s.flow, seats=[target]))
        if _can_act(s, s.windows[-1], target):
            proceed(s, ev)
            return
        s.windows.pop()
    _roll_agent(s, ev)
    proceed(s, ev)


def check_commit(s: GameState, seat: int, a) -> None:
    if a.agents > agents_held(s, seat):
        raise RuleViolation("not_in_hand", f"you hold {agents_held(s, seat)} agents face down", "20.1")


def do_commit(s: GameState, ev: list[LogEvent], seat: int, a) -> None:
    _op(s).defence = a.agents
    ev.append(AgentsCommitted(seat=seat, agents=a.agents))
    s.windows[-1].seats = []
    proceed(s, ev)


def _roll_agent(s: GameState, ev: list[LogEvent]) -> None:
    op = _op(s)
    op.die = roll(s)
    _open(s, Window(kind="reroll", what="agent", resume=op.resume, seats=_turn_order_from(s, _phasing(s))))


def _return_agents(s: GameState, seat: int, n: int) -> None:
    hand = s.players[seat].hand
    for _ in range(n):
        c = next(c for c in hand if B.STRAT_ID[c - B.N_PIECES] == AGENT)
        hand.remove(c)
        s.pool.append(c)


def _row(total: int):
    for r in B.D.agent_operations.rows:
        if (r.low is None or total >= r.low) and (r.high is None or total <= r.high):
            return r
    raise AssertionError(total)


def resolve_agent(s: GameState, ev: list[LogEvent], op: AgentOp) -> None:
    """20.1-20.3: reveal, return every committed agent to the pool (O74), apply the table."""
    seat, tgt = op.seat, op.target
    backstab = tgt == seat
    defence = op.defence if tgt >= 0 and not backstab else 0
    total = op.die + op.agents - defence
    res = getattr(_row(total), op.operation)
    _return_agents(s, seat, op.agents)
    if defence:
        _return_agents(s, tgt, defence)
    ev.append(AgentResolved(seat=seat, target=tgt if tgt >= 0 else None, operation=op.operation, agents=op.agents,
                            defence=defence, die=op.die, total=total, result=res.code))
    code = res.code
    if code == "RETALIATION":
        lose_random(s, ev, seat, 1, "agent retaliation (20.1)")
        if backstab:
            for i in range(s.seats):
                if i != seat:
                    draw(s, ev, i, 1, "backstabbing retaliation (20.2)")
        elif tgt >= 0:
            draw(s, ev, tgt, 1, "agent retaliation (20.1)")
    elif code in ("SURVIVAL_CHECK", "KILLED"):
        ld = op.leader
        if s.where[ld] != MAP:
            return
        if code == "KILLED":
            eliminate(s, ev, ld, combat=False, survival=False)
            return
        d = roll(s)
        survived = d <= B.COMMAND[ld] + res.modifier                  # O207
        ev.append(LeaderSurvival(leader=B.PIECE_IDS[ld], die=d, survived=survived,
                                 placed=B.AREA_IDS[s.area[ld]] if survived else None))
        if not survived:
            eliminate(s, ev, ld, combat=False, survival=False)
    elif code in ("EXAMINE", "EXAMINE_ALL"):
        hand = s.players[tgt].hand
        k = len(hand) if code == "EXAMINE_ALL" else min(res.n, len(hand))
        picks = _random_picks(s, len(hand), k)
        seen = [counter_name(hand[i]) for i in picks]
        taken = []
        for i in picks[:res.take]:
            taken.append(hand[i])
        for c in taken:
            hand.remove(c)
            s.players[seat].hand.append(c)
        ev.append(Examined(seat=seat, target=tgt, count=len(seen), taken=len(taken), counters=seen))
    elif code == "COUP":
        hand = s.players[tgt].hand
        ctl = [c for c in hand if B.STRAT_KIND[c - B.N_PIECES] in ("control_region", "control_mercenary")]
        if ctl:
            c = ctl[_random_picks(s, len(ctl), 1)[0]]              # O208: face down, so blind
            hand.remove(c)
            if res.take:
                s.players[seat].hand.append(c)
            else:
                s.pool.append(c)
            ev.append(Examined(seat=seat, target=tgt, count=1, taken=res.take, counters=[counter_name(c)]))
    elif code == "TREACHERY":
        hand = s.players[tgt].hand
        picks = [hand[i] for i in _random_picks(s, len(hand), min(res.n, len(hand)))]
        for j, c in enumerate(picks):
            hand.remove(c)
            if j < res.take:
                s.players[seat].hand.append(c)
            else:
                s.pool.append(c)
        if picks:
            ev.append(Examined(seat=seat, target=tgt, count=len(picks), taken=min(res.take, len(picks)),
                               counters=[counter_name(c) for c in picks]))
    elif code == "CONTROL":
        n = op.nationality
        c = B.CONTROL_COPY_OF_NAT[n]
        if nat_controllers(s)[n] < 0 and B.N_PIECES + c in s.pool:     # O226: else it takes nothing
            give_control(s, ev, c, seat, -1, "diplomacy (20.3)")
            ev.append(StratagemPlayed(seat=seat, stratagem=B.STRAT_ID[c]))


def _random_picks(s: GameState, n: int, k: int) -> list[int]:
    """``k`` distinct indices of ``n`` in the order drawn (the game's RNG)."""
    idx = list(range(n))
    out = []
    for _ in range(k):
        out.append(idx.pop(below(s, len(idx))))
    return out


# ----------------------------------------------------------------- phase ends, Administration

def phase_end(s: GameState, ev: list[LogEvent], nxt: str) -> None:
    """20.1, O204: the other seats (O227: those that may hold an Agent) may declare an agent
    operation before ``nxt`` begins."""
    ph = _phasing(s)
    _open(s, Window(kind="agents", what="phase", resume=nxt, seats=[x for x in _turn_order_from(s, ph) if x != ph]))
    proceed(s, ev)
