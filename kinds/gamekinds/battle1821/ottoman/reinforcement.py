"""R21 Ottoman reinforcement: ``n = floor(total Greek losses / 4)`` infantry into each
reinforcement region in order 1-4 (supply permitting); a Greek-held one is attacked at
once. Then the counted Greek losses return to their owners' reserves (R24: losses of
the R21 battles themselves stay for next round). The placement itself,
:func:`~gamekinds.battle1821.battle.place_ottomans`, is also what the Event cards use to
place Ottomans (R20)."""

from __future__ import annotations

from ..battle import place_ottomans
from ..board import BOARD
from ..log import LossesReturned
from ..state import GameState
from .ties import next_step, start_step


def ottoman_reinforcement(s: GameState, ev: list) -> None:
    """R21 Ottoman reinforcement, one reinforcement region per call.

    At the step's start ``n = floor(total Greek losses / 4)`` (0 with
    ``skip_ottoman_reinforcement``) and the losses counted are remembered per seat.
    Region ``cursor`` (numbers 1, 2, 3, 4 in order) gets ``n`` infantry from the supply,
    fewer or none when the supply runs out. If it is Greek-held the placed infantry
    attack it at once (a battle, all placed committed, ``origin`` -1). After region 4
    the counted Greek losses return to their owners' reserves (``LossesReturned``);
    losses of the R21 battles themselves stay for next round (R24)."""
    o = s.ottoman
    if not o.started:
        start_step(s, ev, "reinforcement")
        total = sum(p.losses_infantry + p.losses_cannons for p in s.players)
        o.per_region = 0 if o.skip_reinforcement else min(255, total // 4)
        o.return_infantry = [p.losses_infantry for p in s.players]
        o.return_cannons = [p.losses_cannons for p in s.players]
    if o.cursor < len(BOARD.reinforcement):
        r = BOARD.reinforcement[o.cursor]
        o.cursor += 1
        place_ottomans(s, ev, r, o.per_region, "reinforcement")
    if o.cursor >= len(BOARD.reinforcement) and s.battle is None:
        return_losses(s, ev)
        next_step(s, "movement")


def return_losses(s: GameState, ev: list) -> None:
    """R21: the Greek losses counted at the reinforcement step's start go back to their
    owners' reserves (infantry as infantry, cannons as cannons, R4)."""
    o = s.ottoman
    per_seat: dict[str, int] = {}
    for seat, p in enumerate(s.players):
        i = min(p.losses_infantry, o.return_infantry[seat] if seat < len(o.return_infantry) else 0)
        c = min(p.losses_cannons, o.return_cannons[seat] if seat < len(o.return_cannons) else 0)
        p.losses_infantry -= i
        p.losses_cannons -= c
        p.reserve_infantry += i
        p.reserve_cannons += c
        if i + c:
            per_seat[str(seat)] = i + c
    o.return_infantry = []
    o.return_cannons = []
    ev.append(LossesReturned(per_seat=per_seat))


