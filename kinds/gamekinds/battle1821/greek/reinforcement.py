"""R10: the reinforcement step. The owed infantry is ``max(3, D) + bonus`` and the owed
cannons the bonus, each clipped by the reserve (``D``: Ottoman strength the seat
defeated since its last reinforcement; bonus: Blessings, R25, and Events, R20). The
owed pieces may be placed in several actions and, after round 1, split over any
regions the seat controls; in round 1 they all go to one starting region.
"""

from __future__ import annotations

from .. import apostles
from ..actions import EndStep, Reinforce
from ..board import BOARD
from ..errors import RuleViolation
from ..log import Placed, ReinforcementDue, StepStarted
from ..options import EndStepOption, ReinforceOption, region_index
from ..state import GameState
from .conversion import convert_options

MIN_REINFORCEMENT = 3
_IDS = BOARD.ids
_STARTING = frozenset(BOARD.starting)


def owed_reinforcement(s: GameState, seat: int) -> tuple[int, int, int, int, int]:
    """R10: ``(infantry, cannons, D, bonus_infantry, bonus_cannons)`` owed to ``seat``
    now. Spends the bonuses (:func:`apostles.reinforcement_blessings` and the Event
    ``bonus_*``) and resets ``D`` (``defeated``) to 0. Used by the flow and by
    :func:`gamekinds.battle1821.position.from_position`."""
    p = s.players[seat]
    d = p.defeated
    b_inf, b_can = apostles.reinforcement_blessings(s, seat)
    extra_inf = min(255, b_inf + p.bonus_infantry)
    extra_can = min(255, b_can + p.bonus_cannons)
    p.bonus_infantry = p.bonus_cannons = 0
    inf = min(p.reserve_infantry, max(MIN_REINFORCEMENT, d) + extra_inf)
    can = min(p.reserve_cannons, extra_can)
    p.defeated = 0
    return inf, can, d, extra_inf, extra_can


def begin_reinforcement(s: GameState, ev: list, seat: int) -> None:
    """The reinforcement step of ``seat`` begins with what :func:`owed_reinforcement` gives."""
    s.step = s.flow = "reinforcement"
    ev.append(StepStarted(round=s.round, phase="greek", step="reinforcement", seat=seat))
    inf, can, d, extra_inf, extra_can = owed_reinforcement(s, seat)
    s.to_place_infantry, s.to_place_cannons = inf, can
    ev.append(ReinforcementDue(seat=seat, infantry=inf, cannons=can, defeated=d,
                               bonus_infantry=extra_inf, bonus_cannons=extra_can))


def reinforce_regions(s: GameState, seat: int) -> list[int]:
    """Where ``seat`` may place: its regions; in round 1 its starting region(s) (R10)."""
    own = [r for r in range(BOARD.size) if s.owner[r] == seat]
    if s.round == 1:
        start_own = [r for r in own if r in _STARTING]
        if start_own:
            return start_own
    return own


def options(s: GameState, seat: int) -> list:
    """``reinforce`` while something is owed, else ``end_step``; conversions (R3)."""
    out: list = []
    if s.to_place_infantry or s.to_place_cannons:
        out.append(ReinforceOption(regions=[_IDS[r] for r in reinforce_regions(s, seat)],
                                   infantry=s.to_place_infantry, cannons=s.to_place_cannons,
                                   split=s.round != 1))
    else:
        out.append(EndStepOption(step="reinforcement"))
    out.extend(convert_options(s, seat))
    return out


def check(s: GameState, seat: int, a: Reinforce) -> None:
    """R10: at least one piece, at most the owed counts, only in allowed regions, one
    region in round 1. Codes: ``unknown_region``, ``illegal_action``,
    ``insufficient_forces``, ``not_your_region``."""
    regs = [region_index(pl.region) for pl in a.placements]
    tot_i = sum(pl.infantry for pl in a.placements)
    tot_c = sum(pl.cannons for pl in a.placements)
    if tot_i + tot_c == 0:
        raise RuleViolation("illegal_action", "place at least one piece", "R10")
    if tot_i > s.to_place_infantry or tot_c > s.to_place_cannons:
        raise RuleViolation("insufficient_forces",
                            f"you may place {s.to_place_infantry} infantry and "
                            f"{s.to_place_cannons} cannons", "R10")
    allowed = reinforce_regions(s, seat)
    for r in regs:
        if s.owner[r] != seat:
            raise RuleViolation("not_your_region", f"you do not control {_IDS[r]}", "R10")
        if r not in allowed:
            raise RuleViolation("illegal_action",
                                "in round 1 reinforcements go to a starting region", "R10")
    if s.round == 1 and len(set(regs)) > 1:
        raise RuleViolation("illegal_action",
                            "in round 1 all reinforcements go to one region", "R10")


def do(s: GameState, ev: list, seat: int, a: Reinforce) -> None:
    """Place the checked placements (empty ones are skipped)."""
    p = s.players[seat]
    for pl in a.placements:
        if pl.infantry == 0 and pl.cannons == 0:
            continue
        r = BOARD.index[pl.region]
        p.reserve_infantry -= pl.infantry
        p.reserve_cannons -= pl.cannons
        s.infantry[r] += pl.infantry
        s.cannons[r] += pl.cannons
        ev.append(Placed(seat=seat, region=pl.region, infantry=pl.infantry, cannons=pl.cannons))
        s.to_place_infantry -= pl.infantry
        s.to_place_cannons -= pl.cannons


def check_end(s: GameState, seat: int, a: EndStep) -> None:
    """R10: the step ends only once everything owed is placed."""
    if s.to_place_infantry or s.to_place_cannons:
        raise RuleViolation("illegal_action",
                            "place all owed reinforcements before ending the step", "R10")


def end(s: GameState, ev: list, seat: int, a: EndStep) -> None:
    """Go on to the attack step (R9)."""
    s.step = s.flow = "attack"
    ev.append(StepStarted(round=s.round, phase="greek", step="attack", seat=seat))
