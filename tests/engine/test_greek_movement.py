"""R17: the movement step (greek/movement.py)."""

from __future__ import annotations

import pytest

from posbuild import code, ok

from gamekinds.battle1821.actions import EndStep, Move
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821 import apply, legal_actions
from gamekinds.battle1821.options import MoveOption

IX = BOARD.index


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
    from gamekinds.battle1821 import apostles
    monkeypatch.setattr(apostles, "extra_moves", lambda s, seat: 1)
    s = make(greek={"achaia": (0, 5, 0), "crete": (0, 1, 0)}, step="attack")
    s, _ = apply(s, 0, EndStep())
    assert s.moves_left == 2
    s, _ = apply(s, 0, Move(from_="achaia", to="crete", infantry=1))
    s, _ = apply(s, 0, Move(from_="crete", to="achaia", infantry=1))
    assert s.moves_left == 0


def test_r17_moved_event_field_by_field(make):
    import msgspec
    from gamekinds.battle1821.log import Moved
    s = make(greek={"achaia": (0, 4, 2), "crete": (0, 1, 0)}, step="movement")
    s, ev = apply(s, 0, Move(from_="achaia", to="crete", infantry=2, cannons=1))
    assert [msgspec.to_builtins(e) for e in ev if isinstance(e, Moved)] == \
        [{"type": "moved", "seat": 0, "origin": "achaia", "region": "crete", "infantry": 2, "cannons": 1}]
    assert (s.infantry[IX["crete"]], s.cannons[IX["crete"]], s.moves_left) == (3, 1, 0)


def test_r17_a_move_to_a_region_not_held_is_refused_naming_r17_and_the_rule(make):
    from gamekinds.battle1821.errors import RuleViolation

    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 1, 0)}, step="movement")
    for to in ("aetolia", "crete"):   # nobody's region, another seat's region
        with pytest.raises(RuleViolation) as e:
            apply(s, 0, Move(from_="achaia", to=to, infantry=1))
        assert (e.value.code, e.value.ruling, e.value.detail) == \
            ("not_your_region", "R17", "move between two regions you control")
