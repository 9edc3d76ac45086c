"""What a seat (or the public, ``seat=None``) sees [19.3, 20.0]: every counter on the map,
the deadpile and the face-up control stratagems; of the hands only their sizes, except the
seat's own; of the pool only its size (never its order or content); no RNG state.
Spectators see what the table sees. :func:`redact_event` does the same for log events."""

from __future__ import annotations

import msgspec
from msgspec import Struct

from . import board as B
from .colours import colour_of, region_colour_of
from .control import controllers, counter_name
from .flow import phasing_seat, waiting_for
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


def _agent_view(s: GameState, seat: int | None) -> AgentOpView | None:
    op = s.agent_op
    if op is None:
        return None
    return AgentOpView(seat=op.seat, operation=op.operation, target=op.target if op.target >= 0 else None,
                       leader=B.PIECE_IDS[op.leader] if op.leader >= 0 else None,
                       nationality=B.AREA_IDS[op.nationality] if op.nationality >= 0 else None,
                       agents=op.agents if seat == op.seat else None,
                       defence=op.defence if seat == op.target and seat is not None else None)


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
                colonized={B.AREA_IDS[a]: B.COLOURS[c] for a, c in s.colonized})


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
