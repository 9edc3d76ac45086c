"""What a seat (or the public, ``seat=None``) sees [19.3, 20.0]: every counter on the map,
the deadpile and the face-up control stratagems; of the hands only their sizes, except the
seat's own; of the pool only its size (never its order or content); no RNG state.
Spectators see what the table sees. :func:`redact_event` does the same for log events."""

from __future__ import annotations

from typing import Annotated

import msgspec
from msgspec import Meta, Struct

from . import board as B
from .colours import colour_of, region_colour_of
from .control import controllers, counter_name
from .flow import phasing_seat, waiting_for
from .reactions import WINDOW_STRAT
from .state import (
    DEADPILE,
    MAP,
    AgentDeclared,
    AgentOperation,
    AgentsCommitted,
    CommitAgents,
    Discard,
    Drew,
    Examined,
    GameState,
    Options,
    PlayStratagem,
    Returned,
)


class PieceView(Struct, kw_only=True, frozen=True):
    # frozen: the views of a position share them (:func:`_pieces`); no docstring: it would be
    # the schema's description (openapi/openapi.json)
    id: str
    area: str
    city: str | None
    colour: str
    controller: int | None
    moved: bool = False
    attacked: bool = False
    aboard: str | None = None           # 16.3: the fleet carrying it


class PlayerView(Struct, kw_only=True):
    seat: int
    name: str
    core: str | None
    hand_size: int
    face_up: list[str]
    resigned: bool
    hand: list[str] | None = None       # the seat's own only


class AgentOpView(Struct, kw_only=True):
    """An agent operation under way (20.1): who, what, against whom; the agents committed
    only to the seat that committed them (secret until revealed)."""
    seat: int
    operation: str
    target: int | None
    leader: str | None
    nationality: str | None
    agents: int | None = None
    defence: int | None = None


class BattleView(Struct, kw_only=True):
    """The attack declared and not yet resolved (9.0), shown while its reaction windows are
    open (22.1 retreat, 27.2 Weather, Military Advance (2) Tactical Advantage bids, the CRT
    die's Jesuits/Sufis re-roll): who attacks whom, where, with what; every member public
    (the counters are on the map, the stratagems played are spent face up)."""
    seat: int
    defender: Annotated[int | None, Meta(description=(
        "The defending player (O93): the seat that controls the defenders and answers the "
        "attacker's bids; null: uncontrolled defenders (or not settled yet, O224)."))]
    area: str
    city: Annotated[str | None, Meta(description="The city besieged (10.0), or null: a field battle in `area`.")]
    source: Annotated[str | None, Meta(description=(
        "The attackers' area when it is not `area` (16.7: the sea of an amphibious assault on "
        "a port), or null."))] = None
    attackers: list[str]
    defenders: list[str]
    attacker_advantages: Annotated[int, Meta(ge=0, description=(
        "Tactical Advantages (27.2 Military Advance (2)) played for the attacker so far, the "
        "one declared with the attack included: each doubles his strength, 9.42's x6 cap."))] = 0
    defender_advantages: Annotated[int, Meta(ge=0, description=(
        "Tactical Advantages played for the defending player so far (29 Q&A 5, O201)."))] = 0
    die: Annotated[int | None, Meta(description=(
        "The combat results table's die (1-6, 9.1(4)) once rolled: the die a Jesuits/Sufis "
        "re-roll would replace; null before the roll."))] = None


class HeldMoveView(Struct, kw_only=True):
    """A move declared and held while the other seats may play Weather on it (27.2): a
    ``move`` (7.0), a forced march (11.1, with ``leader``) or a naval transport (16.3, with
    ``fleets``), as the mover declared it."""
    seat: int
    pieces: list[str]
    to: str
    fleets: list[str] = []
    leader: str | None = None
    military_advance: Annotated[bool, Meta(description=(
        "The move plays Military Advance (1), Enhanced Movement (27.2): spent even if Weather stops it."))] = False
    truce: Annotated[bool, Meta(description="The move plays Truce (27.2): spent even if Weather stops it.")] = False


class ReactionWindowView(Struct, kw_only=True):
    """The open reaction window (27.2, 20.1, 22.1): what the seats in `waiting_for` are asked
    about. The attack it belongs to is the view's `battle`, the agent operation its
    `agent_operation`; the move it may stop is `move`; the die a re-roll would replace is
    `dice` (the move also while Weather's own die is held for a re-roll). Everything here is public: a window is opened on a public act or roll, and who
    is asked never says what a hand holds (O227)."""
    window: str
    what: Annotated[str, Meta(description=(
        "What the window is about: `attack` (the view's `battle`), `move` (`move`), `agent` "
        "(the view's `agent_operation`), `phase` (an `agents` window at a phase's end), "
        "`control` (an Administration (1) answer), `event` (the Random Events Table's two dice, "
        "14.0), or the die of `weather`, `crusade`, `trade`, `kaisar`, `pillage`, `colonize`, "
        "`region` (Region Determination) or `corsairs` held for a re-roll (O222, O230)."))]
    stratagem: Annotated[str | None, Meta(description=(
        "The stratagem that answers the window (`weather`, `military_advance`, "
        "`jesuits_sufis`, `administration`), or null (`retreat`, `commit`, `agents`)."))]
    by: Annotated[int | None, Meta(description=(
        "The seat whose act or roll is answered: the attacker, the mover, the agent "
        "operation's seat, the seat that rolled the die held (O222), the phasing seat at a "
        "phase's end, the seat that would lose the control stratagem; null: none."))] = None
    dice: Annotated[list[int], Meta(description=(
        "In a `reroll` window, the die (or the two dice of 14.0, or the Region "
        "Determination's) that a Jesuits/Sufis re-roll would replace, each 1-6 (27.2, O80); "
        "empty in any other window."))] = []
    move: HeldMoveView | None = None
    control: Annotated[str | None, Meta(description=(
        "An `administration` window: the control stratagem (its design id) the asked seat "
        "would lose (27.2 Administration (1), O205), else null."))] = None


class View(Struct, kw_only=True):
    status: str
    scenario: int
    options: Options
    turn: int
    phase: str
    step: str
    order: list[int]
    phasing: int | None
    waiting_for: list[int]
    players: list[PlayerView]
    pieces: list[PieceView]
    deadpile: list[str]
    pool_size: int
    siege_improved: bool
    spain_entered: bool
    winners: list[int]
    decision: str | None = None         # a pending decision's kind (withdraw, advance, losses), asked of waiting_for
    victory: str | None = None
    points: list[float] = []
    end_reason: str | None = None
    reaction: str | None = None         # an open reaction window's kind (27.2, 20.1), asked of waiting_for
    agent_operation: AgentOpView | None = None
    colonized: dict[str, str] = {}      # 24.0 (optional, O225): region id -> the colour of its colonization marker
    battle: BattleView | None = None
    reaction_window: ReactionWindowView | None = None


def _agent_view(s: GameState, seat: int | None) -> AgentOpView | None:
    op = s.agent_op
    if op is None:
        return None
    return AgentOpView(seat=op.seat, operation=op.operation, target=op.target if op.target >= 0 else None,
                       leader=B.PIECE_IDS[op.leader] if op.leader >= 0 else None,
                       nationality=B.AREA_IDS[op.nationality] if op.nationality >= 0 else None,
                       agents=op.agents if seat == op.seat else None,
                       defence=op.defence if seat == op.target and seat is not None else None)


def _battle_view(s: GameState) -> BattleView | None:
    b = s.battle
    if b is None:
        return None
    ids = B.PIECE_IDS
    return BattleView(seat=b.seat, defender=b.dseat if b.dseat >= 0 else None, area=B.AREA_IDS[b.area],
                      city=B.CITY_IDS[b.city] if b.city >= 0 else None,
                      source=B.AREA_IDS[b.src] if b.src >= 0 and b.src != b.area else None,
                      attackers=[ids[p] for p in b.pieces], defenders=[ids[p] for p in b.defenders],
                      attacker_advantages=b.att_ma, defender_advantages=b.def_ma, die=b.die or None)


def _window_view(s: GameState) -> ReactionWindowView | None:
    """The top window (the one asked now) as the table sees it: every member public."""
    if not s.windows:
        return None
    w = s.windows[-1]
    by: int | None = None
    dice: list[int] = []
    move = None
    if w.dice:                                                   # O222: the die held, its roller
        by, dice = w.frm, list(w.dice)
    elif w.kind == "reroll" and w.what == "event":
        dice = list(s.event_dice)
        by = phasing_seat(s)
    elif w.what == "attack" and s.battle is not None:
        by = s.battle.seat
        if w.kind == "reroll" and s.battle.die:
            dice = [s.battle.die]
    elif w.what == "agent" and s.agent_op is not None:
        by = s.agent_op.seat
        if w.kind == "reroll" and s.agent_op.die:
            dice = [s.agent_op.die]
    elif w.what == "control":
        by = w.frm
    elif w.what == "phase":
        by = phasing_seat(s)
    if s.held_move is not None:                                  # its Weather window, or Weather's die on it
        m = s.held_move
        if w.what == "move":
            by = m.seat
        move = HeldMoveView(seat=m.seat, pieces=list(m.pieces), to=m.to, fleets=list(m.fleets), leader=m.leader,
                            military_advance=m.military_advance, truce=m.truce)
    if by is not None and by < 0:
        by = None
    return ReactionWindowView(window=w.kind, what=w.what, stratagem=WINDOW_STRAT.get(w.kind), by=by, dice=dice,
                              move=move, control=B.STRAT_ID[w.copy] if w.kind == "administration" and w.copy >= 0
                              else None)


_LAST: tuple = (None, None)
"""(key, pieces) of the last :func:`_pieces` built: every seat's view of a position, and the
public one, show the same counters (the API answers each seat after a commit; the hidden-hands
property views each position 4 times)."""


def _pieces(s: GameState) -> list[PieceView]:
    """The counters on the map, in piece order (a new list of shared, frozen :class:`PieceView`)."""
    global _LAST
    ctl = controllers(s) if s.where else []
    col = colour_of(s)          # (looked up once, not once a piece: views are most of a test's CPU, issue 37)
    area, city, flags, carrier = s.area, s.city, s.flags, s.carrier
    key = (tuple(s.where), tuple(area), tuple(city), tuple(flags), tuple(carrier), tuple(ctl), tuple(col))
    last = _LAST
    if last[0] == key:
        return list(last[1])
    ids, area_ids, city_ids, colours = B.PIECE_IDS, B.AREA_IDS, B.CITY_IDS, B.COLOURS
    pieces = [PieceView(id=ids[p], area=area_ids[area[p]],
                        city=city_ids[city[p]] if city[p] >= 0 else None,
                        colour=colours[col[p]], controller=ctl[p] if ctl[p] >= 0 else None,
                        moved=bool(flags[p] & 1), attacked=bool(flags[p] & 2),
                        aboard=ids[carrier[p]] if carrier and carrier[p] >= 0 else None)
              for p, w in enumerate(s.where) if w == MAP]
    _LAST = (key, pieces)       # one assignment: a reader sees an old or a new pair, never a mix
    return list(pieces)


def view(state: GameState, seat: int | None = None) -> View:
    s = state
    pieces = _pieces(s)
    players = [PlayerView(seat=i, name=p.name, core=B.AREA_IDS[p.core] if p.core >= 0 else None,
                          hand_size=len(p.hand), face_up=sorted(counter_name(c) for c in p.face_up),
                          resigned=p.resigned,
                          hand=sorted(counter_name(c) for c in p.hand) if i == seat else None)
               for i, p in enumerate(s.players)]
    ph = phasing_seat(s) if s.flow in ("stratagem_pool", "movement", "combat", "decision", "forced_march",
                                       "march_combat", "random_events", "reaction") else None
    return View(status=s.status, scenario=s.options.scenario, options=s.options, turn=s.turn, phase=s.phase,
                step=s.step, order=list(s.order), phasing=ph, waiting_for=waiting_for(s), players=players,
                pieces=pieces, deadpile=[B.PIECE_IDS[p] for p in range(len(s.where)) if s.where[p] == DEADPILE],
                pool_size=len(s.pool), siege_improved=s.siege_improved, spain_entered=s.spain_entered,
                winners=list(s.winners), decision=s.pending[0].kind if s.pending else None, victory=s.victory, points=list(s.points), end_reason=s.end_reason,
                reaction=s.windows[-1].kind if s.windows else None, agent_operation=_agent_view(s, seat),
                colonized={B.AREA_IDS[a]: B.COLOURS[c] for a, c in s.colonized},
                battle=_battle_view(s), reaction_window=_window_view(s))


def public_event(event):
    """The event as the table reads it (the contract's ``public_event``): the log the
    platform serves to everyone names no seat's stratagems (19.3); a seat reads its own
    hand in its view."""
    return redact_event(event, None)


def redact_event(event, seat: int | None):
    """The event as ``seat`` may read it: the counters drawn, returned or examined
    (espionage, coup, treachery) are named only to the seat that drew, returned or examined
    them (19.3, 20.0); agents committed in secret are counted only to their owner (20.1,
    until :class:`.state.AgentResolved` reveals both)."""
    if isinstance(event, (Drew, Returned, Examined)) and event.seat != seat and event.counters is not None:
        return msgspec.structs.replace(event, counters=None)
    if isinstance(event, (AgentDeclared, AgentsCommitted)) and event.seat != seat and event.agents is not None:
        return msgspec.structs.replace(event, agents=None)
    return event


def redact_action(action, actor: int, seat: int | None):
    """An accepted action of ``actor`` as ``seat`` may read it (for a log of actions shown
    to the table): the agents committed (20.1) and the stratagems returned unplayed (19.4)
    or taken from the pool by Medicis/Vizier (27.2) are shown only to the actor; the
    others see that the action happened. The platform does not call this yet (issue 31:
    the action log must be redacted per seat before the kind is registered)."""
    if seat == actor:
        return action
    if isinstance(action, AgentOperation):
        return msgspec.structs.replace(action, agents=1)
    if isinstance(action, CommitAgents):
        return msgspec.structs.replace(action, agents=0)
    if isinstance(action, Discard):
        return msgspec.structs.replace(action, stratagems=["?"] * len(action.stratagems))
    if isinstance(action, PlayStratagem) and action.take is not None:
        return msgspec.structs.replace(action, take="?")
    return action
