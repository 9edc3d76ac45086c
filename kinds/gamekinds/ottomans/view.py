"""What a seat (or the public, ``seat=None``) sees [19.3, 20.0]: every counter on the map,
the deadpile and the face-up control stratagems; of the hands only their sizes, except the
seat's own; of the pool only its size (never its order or content); no RNG state.
Spectators see what the table sees. :func:`redact_event` does the same for log events."""

from __future__ import annotations

import msgspec
from msgspec import Struct

from . import board as B
from .control import controllers, counter_name
from .flow import phasing_seat, waiting_for
from .state import DEADPILE, MAP, Drew, GameState, Options, Returned


class PieceView(Struct, kw_only=True):
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


def view(state: GameState, seat: int | None = None) -> View:
    s = state
    ctl = controllers(s) if s.where else []
    pieces = [PieceView(id=B.PIECE_IDS[p], area=B.AREA_IDS[s.area[p]],
                        city=B.CITY_IDS[s.city[p]] if s.city[p] >= 0 else None,
                        colour=B.COLOURS[B.COLOUR[p]], controller=ctl[p] if ctl[p] >= 0 else None,
                        moved=bool(s.flags[p] & 1), attacked=bool(s.flags[p] & 2),
                        aboard=B.PIECE_IDS[s.carrier[p]] if s.carrier and s.carrier[p] >= 0 else None)
              for p in range(len(s.where)) if s.where[p] == MAP]
    players = [PlayerView(seat=i, name=p.name, core=B.AREA_IDS[p.core] if p.core >= 0 else None,
                          hand_size=len(p.hand), face_up=sorted(counter_name(c) for c in p.face_up),
                          resigned=p.resigned,
                          hand=sorted(counter_name(c) for c in p.hand) if i == seat else None)
               for i, p in enumerate(s.players)]
    ph = phasing_seat(s) if s.flow in ("stratagem_pool", "movement", "combat", "decision", "forced_march",
                                       "march_combat", "random_events") else None
    return View(status=s.status, scenario=s.options.scenario, options=s.options, turn=s.turn, phase=s.phase,
                step=s.step, order=list(s.order), phasing=ph, waiting_for=waiting_for(s), players=players,
                pieces=pieces, deadpile=[B.PIECE_IDS[p] for p in range(len(s.where)) if s.where[p] == DEADPILE],
                pool_size=len(s.pool), siege_improved=s.siege_improved, spain_entered=s.spain_entered,
                winners=list(s.winners), decision=s.pending[0].kind if s.pending else None, victory=s.victory, points=list(s.points), end_reason=s.end_reason)


def public_event(event):
    """The event as the table reads it (the contract's ``public_event``): the log the
    platform serves to everyone names no seat's stratagems (19.3); a seat reads its own
    hand in its view."""
    return redact_event(event, None)


def redact_event(event, seat: int | None):
    """The event as ``seat`` may read it: the counters drawn or returned are named only to
    the seat that drew or returned them (19.3)."""
    if isinstance(event, (Drew, Returned)) and event.seat != seat and event.counters is not None:
        return msgspec.structs.replace(event, counters=None)
    return event
