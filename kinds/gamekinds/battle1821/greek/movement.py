"""R17: the movement step. ``moves_left`` moves (1, more with ``extra_movement``
Blessings, R25), each between two regions the seat controls, with a force that leaves
one strength behind (R28; :class:`~gamekinds.battle1821.options.CommitBounds`)."""

from __future__ import annotations

from ..actions import Move
from ..board import BOARD
from ..errors import RuleViolation
from ..log import Moved
from ..options import EndStepOption, MoveOption, commit_bounds, region_index
from ..state import GameState
from .conversion import convert_options

_IDS = BOARD.ids


def options(s: GameState, seat: int) -> list:
    """A ``move`` option per region with a force to move (while moves are left),
    conversions, ``end_step``."""
    out: list = []
    if s.moves_left > 0:
        own = [r for r in range(BOARD.size) if s.owner[r] == seat]
        if len(own) >= 2:
            for r in own:
                rows = commit_bounds(s, r, _IDS[r]).rows()
                if rows:
                    out.append(MoveOption(from_=_IDS[r], to=[_IDS[t] for t in own if t != r],
                                          infantry=s.infantry[r], cannons=s.cannons[r],
                                          forces=rows))
    out.extend(convert_options(s, seat))
    out.append(EndStepOption(step="movement"))
    return out


def check(s: GameState, seat: int, a: Move) -> None:
    """Codes: ``illegal_action`` (no move left; same region; no piece),
    ``unknown_region``, ``not_your_region``, ``insufficient_forces``, ``must_leave_one``."""
    if s.moves_left <= 0:
        raise RuleViolation("illegal_action", "no move left in this movement step", "R17")
    o = region_index(a.from_)
    t = region_index(a.to)
    if s.owner[o] != seat or s.owner[t] != seat:
        raise RuleViolation("not_your_region", "move between two regions you control", "R17")
    if o == t:
        raise RuleViolation("illegal_action", "move to another region", "R17")
    commit_bounds(s, o, a.from_).check(a.infantry, a.cannons, "R17")


def do(s: GameState, ev: list, seat: int, a: Move) -> None:
    """Move the checked force; one move fewer is left."""
    o, t = BOARD.index[a.from_], BOARD.index[a.to]
    s.infantry[o] -= a.infantry
    s.cannons[o] -= a.cannons
    s.infantry[t] += a.infantry
    s.cannons[t] += a.cannons
    s.moves_left -= 1
    ev.append(Moved(seat=seat, origin=a.from_, region=a.to, infantry=a.infantry,
                    cannons=a.cannons))
