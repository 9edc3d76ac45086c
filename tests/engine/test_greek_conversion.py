"""R3: converting 3 infantry into a cannon (greek/conversion.py)."""

from __future__ import annotations

from posbuild import code, ok

from gamekinds.battle1821.actions import ConvertCannon
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821 import apply, legal_actions
from gamekinds.battle1821.options import ConvertCannonOption

IX = BOARD.index


def test_r3_convert_three_infantry_into_a_cannon(make):
    s = make(greek={"achaia": (0, 4, 0)}, step="attack")
    assert any(isinstance(o, ConvertCannonOption) for o in legal_actions(s, 0))
    s2, _ = apply(s, 0, ConvertCannon(region="achaia"))
    a = IX["achaia"]
    assert (s2.infantry[a], s2.cannons[a]) == (1, 1)
    assert (s2.players[0].reserve_infantry, s2.players[0].reserve_cannons) == (34, 9)
    ok(s2)
    s3 = make(greek={"achaia": (0, 2, 0)})
    assert code(s3, 0, ConvertCannon(region="achaia")) == "insufficient_forces"
    s4 = make(greek={"achaia": (0, 4, 0)})
    s4.players[0].reserve_cannons = 0
    s4.players[0].losses_cannons = 10
    assert code(s4, 0, ConvertCannon(region="achaia")) == "insufficient_forces"
    assert code(s, 0, ConvertCannon(region="laconia")) == "not_your_region"
    assert code(s, 1, ConvertCannon(region="achaia")) == "not_your_turn"


def test_r3_cannon_converted_event_field_by_field(make):
    import msgspec
    from gamekinds.battle1821.log import CannonConverted
    s = make(greek={"achaia": (0, 4, 0)}, step="attack")
    s, ev = apply(s, 0, ConvertCannon(region="achaia"))
    assert [msgspec.to_builtins(e) for e in ev if isinstance(e, CannonConverted)] == \
        [{"type": "cannon_converted", "seat": 0, "region": "achaia"}]
    assert (s.infantry[IX["achaia"]], s.cannons[IX["achaia"]]) == (1, 1)


def test_r3_r10_no_conversion_while_the_owed_cannons_need_the_whole_reserve(make):
    """In the reinforcement step a conversion may not take a cannon the seat still owes
    the board (R10): with the reserve equal to the owed cannons, none is offered or
    accepted; with one more in the reserve, it is."""
    from gamekinds.battle1821.errors import RuleViolation
    import pytest

    s = make(greek={"achaia": (0, 4, 0)}, step="reinforcement")
    s.to_place_infantry, s.to_place_cannons = 0, 1
    s.players[0].reserve_cannons, s.players[0].losses_cannons = 1, 9
    assert not any(isinstance(o, ConvertCannonOption) for o in legal_actions(s, 0))
    with pytest.raises(RuleViolation):
        apply(s, 0, ConvertCannon(region="achaia"))
    s.players[0].reserve_cannons, s.players[0].losses_cannons = 2, 8
    assert [o.regions for o in legal_actions(s, 0) if isinstance(o, ConvertCannonOption)] == [["achaia"]]
    s2, _ = apply(s, 0, ConvertCannon(region="achaia"))
    assert s2.cannons[IX["achaia"]] == 1 and s2.players[0].reserve_cannons == 1
