"""Allies (R18-R19): asking for an Ally, answering, standing orders, and the two
decisions a battle may wait for (``call_ally`` asked of the fighting seat,
``answer_ally`` asked of a candidate).

The Ally's unit (one infantry, one Ally at a time) is held in ``s.battle.ally_*``; if it
is lost the fighting seat may call again before the next roll (``Battle.recall``).
Candidates are the other seats in turn order starting left of the caller (ascending
seat, wrapping, R6) that can send an infantry and keep one strength (R28).
"""

from __future__ import annotations

from .actions import AnswerAlly, CallAlly
from .board import BOARD
from .errors import RuleViolation
from .log import AllyAnswered, AllyRequested, LogEvent
from .options import AnswerAllyOption, CallAllyOption, region_index
from .state import CANNON_STRENGTH, GameState, Pending, region_strength

_IDS = BOARD.ids


def ally_regions(s: GameState, seat: int) -> list[int]:
    """Regions of ``seat`` that can send 1 infantry and keep >= 1 strength (R18, R28)."""
    out = []
    owner, inf, can = s.owner, s.infantry, s.cannons
    for r in range(len(owner)):
        if owner[r] == seat and inf[r] >= 1 and inf[r] - 1 + CANNON_STRENGTH * can[r] >= 1:
            out.append(r)
    return out


def best_ally_region(s: GameState, seat: int) -> int:
    """The region a standing ``accept`` order takes the infantry from: most strength,
    tie: board order (R19). -1 when none can send."""
    best, best_str = -1, -1
    for r in ally_regions(s, seat):
        st = region_strength(s, r)
        if st > best_str:
            best, best_str = r, st
    return best


def can_be_ally(s: GameState, seat: int) -> bool:
    """Not resigned and controls a region that can send an infantry (R10, R18): the
    first of :func:`ally_regions` is enough."""
    if s.players[seat].resigned:
        return False
    inf, can = s.infantry, s.cannons
    for r, o in enumerate(s.owner):
        if o == seat and inf[r] >= 1 and inf[r] - 1 + CANNON_STRENGTH * can[r] >= 1:
            return True
    return False


def ally_candidates(s: GameState, seat: int) -> list[int]:
    """Seats asked for an Ally by ``seat``: the others in turn order starting with the
    one to its left (ascending seat, wrapping, R6/R18), only those able to send."""
    n = s.seats
    return [c for c in ((seat + k) % n for k in range(1, n)) if can_be_ally(s, c)]


def decide_call(s: GameState, ev: list[LogEvent], call: bool | None) -> None:
    """Apply the fighting player's call (given, standing order, or ask via pending)."""
    b = s.battle
    if not ally_candidates(s, b.seat):
        return  # nobody could come: never wait on a pointless question (R19)
    if call is None:
        p = s.players[b.seat]
        if p.resigned or p.call_ally == "never":
            return
        if p.call_ally == "ask":
            s.pending = Pending(kind="call_ally", seat=b.seat, battle=b.number)
            return
        call = True
    if call:
        request_ally(s, ev)


def request_ally(s: GameState, ev: list) -> None:
    """R18: ask the other players in turn order, starting left of the caller."""
    b = s.battle
    cands = ally_candidates(s, b.seat)
    ev.append(AllyRequested(battle=b.number, seat=b.seat, candidates=list(cands)))
    _ask_next(s, ev, cands)


def _ask_next(s: GameState, ev: list[LogEvent], cands: list[int]) -> None:
    b = s.battle
    while cands:
        c = cands.pop(0)
        if not can_be_ally(s, c):
            continue
        order = s.players[c].answer_ally
        if order == "accept":
            send_ally(s, ev, c, best_ally_region(s, c), standing=True)
            return
        if order == "decline":
            ev.append(AllyAnswered(battle=b.number, seat=c, accept=False, by_standing_order=True))
            continue
        s.pending = Pending(kind="answer_ally", seat=c, battle=b.number, candidates=cands)
        return


def send_ally(s: GameState, ev: list[LogEvent], seat: int, region: int, standing: bool = False) -> None:
    b = s.battle
    s.infantry[region] -= 1
    b.ally_seat, b.ally_origin, b.ally_infantry = seat, region, 1
    ev.append(AllyAnswered(battle=b.number, seat=seat, accept=True, region=_IDS[region],
                           by_standing_order=standing))


def answer_call(s: GameState, ev: list[LogEvent], call: bool) -> None:
    """The fighting player answered the pending ``call_ally`` question (R18-R19)."""
    s.pending = None
    if call:
        request_ally(s, ev)


def answer_ally(s: GameState, ev: list[LogEvent], seat: int, accept: bool, region: int | None) -> None:
    """``seat`` answered the pending Ally request. ``region`` must be one of
    :func:`ally_regions` when accepting (the caller validated it); ``None`` takes the
    standing-order choice."""
    pend = s.pending
    s.pending = None
    if accept:
        send_ally(s, ev, seat, best_ally_region(s, seat) if region is None else region)
        return
    ev.append(AllyAnswered(battle=s.battle.number, seat=seat, accept=False))
    _ask_next(s, ev, list(pend.candidates))


# --------------------------------------------------------------------------- decisions

def call_options(s: GameState, seat: int) -> list[CallAllyOption]:
    """The ``call_ally`` question for the pending battle."""
    return [CallAllyOption(battle=s.pending.battle)]


def check_call(s: GameState, seat: int, a: CallAlly) -> None:
    """Either answer is legal."""


def do_call(s: GameState, ev: list[LogEvent], seat: int, a: CallAlly) -> None:
    answer_call(s, ev, a.call)


def answer_options(s: GameState, seat: int) -> list[AnswerAllyOption]:
    """The ``answer_ally`` question: the regions that may send the infantry."""
    return [AnswerAllyOption(battle=s.pending.battle, asking_seat=s.battle.seat,
                             regions=[_IDS[r] for r in ally_regions(s, seat)])]


def check_answer(s: GameState, seat: int, a: AnswerAlly) -> None:
    """Accepting with a region: ``unknown_region``, ``not_your_region``,
    ``must_leave_one`` (R18, R28). Declining ignores ``region``."""
    if a.accept and a.region is not None:
        r = region_index(a.region)
        if s.owner[r] != seat:
            raise RuleViolation("not_your_region", f"you do not control {a.region}", "R18")
        if r not in ally_regions(s, seat):
            raise RuleViolation("must_leave_one",
                                f"{a.region} must keep at least one strength", "R18")


def do_answer(s: GameState, ev: list[LogEvent], seat: int, a: AnswerAlly) -> None:
    region = BOARD.index[a.region] if a.accept and a.region is not None else None
    answer_ally(s, ev, seat, a.accept, region)
