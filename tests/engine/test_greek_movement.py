"""R17: the movement step (greek/movement.py)."""

from __future__ import annotations

import pytest

from server.engine.actions import (
    Attack, ConvertCannon, EndStep, Move, PlaceStart, Placement, Reinforce,
)
from server.engine.board import BOARD
from server.engine.errors import RuleViolation
from server.engine.log import ReinforcementDue, TakenOver
from server.engine import advance, apply, legal_actions, new_game, start, waiting_for
from server.engine.invariants import check_conservation, check_control
from server.engine.options import AttackOption, ConvertCannonOption, MoveOption, ReinforceOption

IX = BOARD.index


def ok(s):
    assert check_conservation(s) == [] and check_control(s) == []


def code(s, seat, action):
    with pytest.raises(RuleViolation) as e:
        apply(s, seat, action)
    return e.value.code


def test_r17_one_move_between_own_regions_no_adjacency_needed(make):
    s = make(greek={"achaia": (0, 5, 0), "crete": (0, 1, 0)}, step="movement")
    assert [o for o in legal_actions(s, 0) if isinstance(o, MoveOption)][0].from_ == "achaia"
    assert code(s, 0, Move(from_="achaia", to="crete", infantry=5)) == "must_leave_one"
    assert code(s, 0, Move(from_="achaia", to="aetolia", infantry=1)) == "not_your_region"
    s, ev = apply(s, 0, Move(from_="achaia", to="crete", infantry=4))
    assert s.infantry[IX["crete"]] == 5
    assert code(s, 0, Move(from_="crete", to="achaia", infantry=1)) == "illegal_action"
    assert not any(isinstance(o, MoveOption) for o in legal_actions(s, 0))
    ok(s)


def test_r17_extra_moves_from_blessings(make, monkeypatch):
    from server.engine import apostles
    monkeypatch.setattr(apostles, "extra_moves", lambda s, seat: 1)
    s = make(greek={"achaia": (0, 5, 0), "crete": (0, 1, 0)}, step="attack")
    s, _ = apply(s, 0, EndStep())
    assert s.moves_left == 2
    s, _ = apply(s, 0, Move(from_="achaia", to="crete", infantry=1))
    s, _ = apply(s, 0, Move(from_="crete", to="achaia", infantry=1))
    assert s.moves_left == 0
