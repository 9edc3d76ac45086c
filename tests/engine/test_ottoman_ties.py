"""R27: the die that breaks R22/R23 ties (ottoman/ties.py)."""

from __future__ import annotations

import pytest

from posbuild import (
    IX, G, O, ScriptedDice, at_step, build, event_card, events_of, force_battles, run_unit,
    run_until,
)
from server.engine import battle, flow
from server.engine.ottoman import phase, ties
from server.engine.ottoman.movement import ottoman_movement
from server.engine.actions import CallAlly
from server.engine.log import (
    BattleEnded, BattleStarted, EventDrawn, LossesReturned, OttomanAttackDropped,
    OttomanAttackPlanned, OttomanMoved, OttomansPlaced, OttomanTieBreak, StepStarted,
)
from server.engine.invariants import check_conservation, check_control
from server.engine.position import PlayerPosition
from server.engine.state import copy_state, encode_state


def test_r27_die_choice_rerolls_faces_beyond_a_multiple(monkeypatch):
    dice = ScriptedDice([5, 6, 3])
    monkeypatch.setattr(ties, "Rng", dice)
    s = build({"achaia": G(0, 4), "laconia": G(1, 4)})
    ev: list = []
    opts = [IX["arta"], IX["souli"], IX["agrafa"], IX["epirus"]]
    assert ties.die_choice(s, ev, opts, region=0, choice="target") == IX["agrafa"]
    assert dice.used == [5, 6, 3]
