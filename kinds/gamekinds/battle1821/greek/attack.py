"""R11-R16: the attack step. From a region it controls a seat attacks a bordering
region it does not control with a committed force (:class:`~gamekinds.battle1821.options.
CommitBounds`: unspent pieces, at least one, one strength stays, R28):

- Ottomans there: a battle (R12-R14; an Ally may be called, R18; an ``attack_die``
  Blessing may be spent, R25);
- empty: occupation (R15), the force moves in;
- another seat's: takeover (R16) with strength >= its strength + 1; its pieces go back
  to its reserve, the taking force is spent (may not attack again this step).
"""

from __future__ import annotations

from .. import allies, apostles, battle
from ..actions import Attack, EndStep
from ..board import APOSTLES, BOARD
from ..errors import RuleViolation
from ..log import Occupied, StepStarted, TakenOver
from ..options import (
    AttackOption, AttackTarget, EndStepOption, check_threshold, commit_bounds, region_index,
    takeover_strength,
)
from ..state import CANNON_STRENGTH, GameState, region_strength
from .conversion import convert_options

_IDS = BOARD.ids
_BORDERS = BOARD.borders


def _target(s: GameState, t: int, bounds, rows: list) -> AttackTarget | None:
    """The offered target ``t`` with its force rows, None when no force can take it
    (``rows``: ``bounds.rows()``, the forces of a battle or an occupation)."""
    if s.ottomans[t] > 0:
        return AttackTarget(region=_IDS[t], kind="battle", ottomans=s.ottomans[t], forces=list(rows))
    o = s.owner[t]
    if o == -1:
        return AttackTarget(region=_IDS[t], kind="occupation", forces=list(rows))
    rows = bounds.rows(takeover_strength(s, t))
    if not rows:
        return None
    return AttackTarget(region=_IDS[t], kind="takeover", defender_seat=o,
                        defender_strength=region_strength(s, t), forces=rows)


def region_option(s: GameState, seat: int, r: int, can_ally: bool,
                  blessings: list[str]) -> AttackOption | None:
    """The attack option from region ``r`` of ``seat`` (None when nothing is possible)."""
    bounds = commit_bounds(s, r, _IDS[r])
    rows = bounds.rows()
    if not rows:
        return None
    targets = []
    for t in _BORDERS[r]:
        if s.owner[t] != seat:
            tgt = _target(s, t, bounds, rows)
            if tgt is not None:
                targets.append(tgt)
    if not targets:
        return None
    return AttackOption(from_=_IDS[r], targets=targets, infantry=s.infantry[r],
                        cannons=s.cannons[r], can_call_ally=can_ally, blessings=list(blessings))


def options(s: GameState, seat: int) -> list:
    """One ``attack`` option per region that can attack, conversions, ``end_step``."""
    can_ally = bool(allies.ally_candidates(s, seat))
    blessings = [APOSTLES[c]["id"] for c in apostles.attack_die_cards(s, seat)]
    out: list = []
    for r in range(BOARD.size):
        if s.owner[r] == seat:
            opt = region_option(s, seat, r, can_ally, blessings)
            if opt is not None:
                out.append(opt)
    out.extend(convert_options(s, seat))
    out.append(EndStepOption(step="attack"))
    return out


def _blessing_card(s: GameState, seat: int, blessing: str) -> int:
    card = next((c for c in apostles.attack_die_cards(s, seat)
                 if APOSTLES[c]["id"] == blessing), None)
    if card is None:
        raise RuleViolation("illegal_action",
                            f"you have no unspent attack_die Blessing {blessing}", "R25")
    return card


def check(s: GameState, seat: int, a: Attack) -> None:
    """Codes in the order they are tried: ``unknown_region``, ``not_your_region``,
    ``not_adjacent``, ``illegal_action`` (own target; no piece), ``insufficient_forces``
    (more than the free pieces), ``must_leave_one`` (R28), ``illegal_action`` (a
    Blessing outside a battle or not held, R25), ``insufficient_forces`` (R16)."""
    o = region_index(a.from_)
    t = region_index(a.to)
    if s.owner[o] != seat:
        raise RuleViolation("not_your_region", f"you do not control {a.from_}", "R11")
    if t not in _BORDERS[o]:
        raise RuleViolation("not_adjacent", f"{a.from_} does not border {a.to}", "R11")
    if s.owner[t] == seat:
        raise RuleViolation("illegal_action", f"you already control {a.to}; use movement", "R11")
    commit_bounds(s, o, a.from_).check(a.infantry, a.cannons, "R11")
    if s.ottomans[t] > 0:
        if a.blessing is not None:
            _blessing_card(s, seat, a.blessing)
        return
    if a.blessing is not None:
        raise RuleViolation("illegal_action", "a Blessing die only helps in a battle", "R25")
    if s.owner[t] != -1:
        check_threshold(a.infantry + CANNON_STRENGTH * a.cannons, takeover_strength(s, t), a.to)


def do(s: GameState, ev: list, seat: int, a: Attack) -> None:
    """Open the battle (run by the flow), occupy, or take over."""
    o, t = BOARD.index[a.from_], BOARD.index[a.to]
    if s.ottomans[t] > 0:
        bonus = 0
        if a.blessing is not None:
            bonus = apostles.spend_attack_die(s, ev, seat, _blessing_card(s, seat, a.blessing))
        s.infantry[o] -= a.infantry
        s.cannons[o] -= a.cannons
        battle.begin_battle(s, ev, kind="greek_attack", region=t, origin=o, seat=seat,
                            greek_infantry=a.infantry, greek_cannons=a.cannons,
                            attack_dice_bonus=bonus, call_ally=a.call_ally)
    elif s.owner[t] == -1:
        _occupy(s, ev, seat, a, o, t)
    else:
        _take_over(s, ev, seat, a, o, t)


def _occupy(s: GameState, ev: list, seat: int, a: Attack, o: int, t: int) -> None:
    """R15: the force moves into the empty region."""
    s.infantry[o] -= a.infantry
    s.cannons[o] -= a.cannons
    s.infantry[t] += a.infantry
    s.cannons[t] += a.cannons
    s.owner[t] = seat
    ev.append(Occupied(seat=seat, origin=a.from_, region=a.to,
                       infantry=a.infantry, cannons=a.cannons))


def _take_over(s: GameState, ev: list, seat: int, a: Attack, o: int, t: int) -> None:
    """R16: the defender's pieces go back to its reserve; the force moves in, spent."""
    d = s.owner[t]
    dp = s.players[d]
    ri, rc = s.infantry[t], s.cannons[t]
    dp.reserve_infantry += ri
    dp.reserve_cannons += rc
    s.infantry[o] -= a.infantry
    s.cannons[o] -= a.cannons
    s.infantry[t], s.cannons[t] = a.infantry, a.cannons
    s.spent_infantry[t], s.spent_cannons[t] = a.infantry, a.cannons
    s.owner[t] = seat
    ev.append(TakenOver(seat=seat, origin=a.from_, region=a.to, infantry=a.infantry,
                        cannons=a.cannons, from_seat=d, returned_infantry=ri,
                        returned_cannons=rc))


def end(s: GameState, ev: list, seat: int, a: EndStep) -> None:
    """Spent marks go (R16); the movement step allows 1 + extra_movement moves (R17, R25)."""
    s.spent_infantry = [0] * BOARD.size
    s.spent_cannons = [0] * BOARD.size
    s.step = s.flow = "movement"
    s.moves_left = 1 + apostles.extra_moves(s, seat)
    ev.append(StepStarted(round=s.round, phase="greek", step="movement", seat=seat))
