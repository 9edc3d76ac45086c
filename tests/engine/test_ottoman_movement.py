"""R22: Ottoman movement (ottoman/movement.py)."""

from __future__ import annotations

import pytest

from posbuild import IX, G, O, ScriptedDice, at_step, build, events_of, run_until
from gamekinds.battle1821.ottoman import ties
from gamekinds.battle1821.ottoman.movement import ottoman_movement
from gamekinds.battle1821.log import OttomanMoved, OttomanTieBreak, StepStarted


def moved(ev):
    return {(e.origin, e.region, e.count, e.target) for e in events_of(ev, OttomanMoved)}


def movement(s):
    """One R22 pass on ``s`` (mutated); returns the events."""
    at_step(s, "movement")
    ev: list = []
    ottoman_movement(s, ev)
    return ev


# --------------------------------------------------------------------------- R20


def test_r22_group_moves_all_but_one_one_step_towards_nearest_greek_region():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "arta": O(3)})
    ev = movement(s)
    assert moved(ev) == {("arta", "aetolia", 2, "achaia")}
    assert s.ottomans[IX["arta"]] == 1 and s.ottomans[IX["aetolia"]] == 2


def test_r22_single_infantry_does_not_move():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "arta": O(1), "souli": O(1)})
    ev = movement(s)
    assert moved(ev) == set()
    assert s.ottomans[IX["arta"]] == 1 and s.ottomans[IX["souli"]] == 1


def test_r22_group_bordering_greek_region_stays():
    s = build({"achaia": G(0, 1), "laconia": G(1, 5), "aetolia": O(6), "boeotia": G(1, 9)})
    ev = movement(s)
    assert moved(ev) == set() and s.ottomans[IX["aetolia"]] == 6


def test_r22_group_never_enters_greek_region_even_towards_stronger_target():
    # evrytania borders Greek aetolia (1 infantry); achaia (9) is further: the group stays
    s = build({"aetolia": G(0, 1), "achaia": G(0, 9), "laconia": G(1, 5), "evrytania": O(4)})
    ev = movement(s)
    assert moved(ev) == set() and s.infantry[IX["aetolia"]] == 1 and s.ottomans[IX["evrytania"]] == 4


def test_r22_distance_tie_goes_to_most_greek_strength():
    # evrytania is 2 from achaia and 2 from boeotia (strength 2 + 3 x 1 = 5)
    s = build({"achaia": G(0, 4), "boeotia": G(1, 2, 1), "evrytania": O(3), "phthiotis": O(1)})
    ev = movement(s)
    assert moved(ev) == {("evrytania", "phthiotis", 2, "boeotia")}   # phthiotis holds more Ottomans than phocis
    s = build({"achaia": G(0, 6), "boeotia": G(1, 2, 1), "evrytania": O(3)})
    ev = movement(s)
    assert moved(ev) == {("evrytania", "aetolia", 2, "achaia")}
    assert events_of(ev, OttomanTieBreak) == []


@pytest.mark.parametrize("die,target,step", [(1, "achaia", "aetolia"), (2, "boeotia", "phocis"),
                                             (5, "achaia", "aetolia")])
def test_r22_r27_distance_and_strength_tie_a_die_decides(monkeypatch, die, target, step):
    # achaia 4 vs boeotia 4; towards boeotia phocis and phthiotis tie on Ottomans (0): 2nd die
    dice = ScriptedDice([die, 1])
    monkeypatch.setattr(ties, "Rng", dice)
    s = build({"achaia": G(0, 4), "boeotia": G(1, 4), "evrytania": O(3)})
    ev = movement(s)
    tb = events_of(ev, OttomanTieBreak)
    assert tb[0].choice == "target" and tb[0].options == ["achaia", "boeotia"] and tb[0].die == die
    assert moved(ev) == {("evrytania", step, 2, target)}
    if target == "boeotia":
        assert tb[1].choice == "step" and tb[1].options == ["phocis", "phthiotis"] and tb[1].chosen == "phocis"


def test_r22_step_tie_goes_to_neighbour_holding_most_ottomans():
    s = build({"boeotia": G(1, 4), "laconia": G(0, 3), "evrytania": O(3), "phocis": O(1)})
    ev = movement(s)
    assert moved(ev) == {("evrytania", "phocis", 2, "boeotia")}
    assert s.ottomans[IX["phocis"]] == 3


def test_r22_r27_step_tie_with_equal_ottomans_a_die_decides(monkeypatch):
    monkeypatch.setattr(ties, "Rng", ScriptedDice([4]))   # 2 options: (4-1) % 2 = 1 -> phthiotis
    s = build({"boeotia": G(1, 4), "laconia": G(0, 3), "evrytania": O(3), "phocis": O(1), "phthiotis": O(1)})
    ev = movement(s)
    assert moved(ev) == {("evrytania", "phthiotis", 2, "boeotia")}


def test_r22_movement_is_simultaneous_from_the_board_as_the_step_began():
    # achaia (board order first) sends 2 into aetolia; aetolia, which began with 2, sends 1
    s = build({"epirus": G(0, 3), "chalkidiki": G(1, 3), "achaia": O(3), "aetolia": O(2)})
    ev = movement(s)
    assert moved(ev) == {("achaia", "aetolia", 2, "epirus"), ("aetolia", "arta", 1, "epirus")}
    assert [s.ottomans[IX[r]] for r in ("achaia", "aetolia", "arta")] == [1, 3, 1]


def test_r22_groups_arriving_in_one_region_merge():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "evrytania": O(3), "arta": O(4)})
    ev = movement(s)
    assert moved(ev) == {("evrytania", "aetolia", 2, "achaia"), ("arta", "aetolia", 3, "achaia")}
    assert s.ottomans[IX["aetolia"]] == 5


def test_r22_no_greek_region_nobody_moves():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "souli": O(5)})
    s.owner = [-1] * 28
    s.infantry = [0] * 28
    ev = movement(s)
    assert moved(ev) == set()


def test_r22_whole_step_via_ottoman_step_and_skip_and_double():
    base = {"achaia": G(0, 5), "laconia": G(1, 5), "souli": O(4)}
    s = at_step(build(base), "movement")
    ev: list = []
    run_until(s, ev, step="movement")
    assert s.ottomans[IX["arta"]] == 3 and s.step == "attack"
    assert [e.step for e in events_of(ev, StepStarted)] == ["movement"]
    s = at_step(build(base), "movement")
    s.ottoman.skip_movement = True
    ev = []
    run_until(s, ev, step="movement")
    assert moved(ev) == set() and s.ottomans[IX["souli"]] == 4
    s = at_step(build(base), "movement")
    s.ottoman.movement_passes = 2
    ev = []
    run_until(s, ev, step="movement")
    # pass 1: souli -> arta 3; pass 2: arta (3) borders nothing Greek -> aetolia 2
    assert moved(ev) == {("souli", "arta", 3, "achaia"), ("arta", "aetolia", 2, "achaia")}
    assert [s.ottomans[IX[r]] for r in ("souli", "arta", "aetolia")] == [1, 1, 2]


# --------------------------------------------------------------------------- R23
