"""1821's ``notices`` (the contract's webhook triggers, issue 29: the platform no longer
reads 1821's ``pending``): over random games of 2-4 seats, every step's notices are
exactly what R18/R19 call for — ``ally_requested`` ``{"battle", "round"}`` to the seat
newly asked ``answer_ally`` for a battle, ``your_turn`` to every other seat the game
newly waits on (``decision``: its pending decision's kind), nothing else."""

from __future__ import annotations

import random

import pytest

from gamekinds import battle1821 as kind
from gamekinds.battle1821.randomplay import choose_action
from gamekinds.battle1821.state import Options


def _expected(before, after):
    out = []
    was = set(kind.waiting_for(before)) if before is not None else set()
    p = after.pending
    for seat in kind.waiting_for(after):
        asked = p is not None and p.seat == seat
        if asked and p.kind == "answer_ally":
            b = before.pending if before is not None else None
            if not (b is not None and b.seat == seat and b.kind == p.kind and b.battle == p.battle):
                out.append((seat, "ally_requested", {"battle": p.battle, "round": after.round}))
            continue
        if seat not in was:
            out.append((seat, "your_turn", {"round": after.round, "phase": after.phase, "step": after.step,
                                            "decision": p.kind if asked else None}))
    return out


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_notices_of_random_games_are_r18_r19s(seats):
    kinds_seen = set()
    for g in range(6):
        rng = random.Random(seats * 100 + g)
        s, _ = kind.start(kind.new_game(seats, f"notices-{seats}-{g}", Options(max_rounds=4)))
        before = None
        for _ in range(5000):
            got = kind.notices(before, s)
            assert got == _expected(before, s)
            kinds_seen |= {t for _, t, _ in got}
            if s.status == "finished":
                break
            before = s
            w = kind.waiting_for(s)
            if not w:
                s, _ = kind.advance(s, max_steps=1)
                continue
            s, _ = kind.apply(s, w[0], choose_action(kind.legal_actions(s, w[0]), rng))
    assert "your_turn" in kinds_seen
