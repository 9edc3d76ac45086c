"""R10: the owed reinforcement (max(3, D) + bonuses, clipped by the reserve) and where it may go (greek/reinforcement.py)."""

from __future__ import annotations

from posbuild import code, ok

from gamekinds.battle1821.actions import EndStep, PlaceStart, Placement, Reinforce
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.log import ReinforcementDue
from gamekinds.battle1821 import advance, apply, legal_actions, new_game, start, waiting_for
from gamekinds.battle1821.options import ReinforceOption

IX = BOARD.index


def started(seats=2, seed="g"):
    s, _ = start(new_game(seats, seed))
    free = [BOARD.ids[r] for r in BOARD.starting]
    for k in range(seats):
        s, _ = apply(s, waiting_for(s)[0], PlaceStart(region=free[k]))
    return s


def test_r10_first_round_three_to_one_starting_region_makes_eight():
    s = started()
    seat = waiting_for(s)[0]
    opt = [o for o in legal_actions(s, seat) if isinstance(o, ReinforceOption)][0]
    assert opt.infantry == 3 and opt.cannons == 0 and len(opt.regions) == 1
    s2, _ = apply(s, seat, Reinforce(placements=[Placement(region=opt.regions[0], infantry=3)]))
    assert s2.infantry[IX[opt.regions[0]]] == 8          # 5 + 3 = 8
    assert code(s, seat, Reinforce(placements=[Placement(region="aetolia", infantry=3)])) \
        == "not_your_region"
    assert code(s, seat, Reinforce(placements=[Placement(region=opt.regions[0], infantry=4)])) \
        == "insufficient_forces"
    assert code(s, seat, EndStep()) == "illegal_action"   # owed pieces first
    ok(s2)


def test_r10_dimitris_five_defeated_places_five_split_three_and_two(make, monkeypatch):
    from gamekinds.battle1821 import apostles
    from gamekinds.battle1821.greek import reinforcement
    monkeypatch.setattr(apostles, "reinforcement_blessings", lambda s, seat: (0, 0))
    s = make(greek={"achaia": (0, 2, 0), "aetolia": (0, 2, 0)}, step="reinforcement", round=3)
    s.players[0].defeated = 5
    ev = []
    reinforcement.begin_reinforcement(s, ev, 0)
    due = [e for e in ev if isinstance(e, ReinforcementDue)][0]
    assert (due.defeated, due.infantry) == (5, 5) and s.players[0].defeated == 0
    s, _ = apply(s, 0, Reinforce(placements=[Placement(region="achaia", infantry=3),
                                             Placement(region="aetolia", infantry=2)]))
    assert (s.infantry[IX["achaia"]], s.infantry[IX["aetolia"]]) == (5, 4)
    assert s.to_place_infantry == 0
    s, _ = apply(s, 0, EndStep())
    assert s.step == "attack"
    ok(s)


def test_r10_defeated_count_feeds_the_next_round_through_the_flow(make):
    s = make(greek={"achaia": (0, 2, 0), "crete": (1, 2, 0)}, step="movement", active=1)
    s.players[0].defeated = 5
    for p in s.players:
        p.call_ally = "never"
    s, _ = apply(s, 1, EndStep())
    s, ev = advance(s)
    dues = [e for e in ev if isinstance(e, ReinforcementDue) and e.seat == 0]
    if s.status == "active" and 0 in s.owner:
        assert dues and dues[0].defeated >= 5 and dues[0].infantry >= 5


def test_r10_max_three_and_clipped_by_reserve(make):
    from gamekinds.battle1821.greek import reinforcement
    s = make(greek={"achaia": (0, 2, 0)}, step="reinforcement")
    s.players[0].defeated = 1
    s.players[0].losses_infantry = 32
    s.players[0].reserve_infantry = 1
    reinforcement.begin_reinforcement(s, [], 0)
    assert s.to_place_infantry == 1
    s = make(greek={"achaia": (0, 2, 0)}, step="reinforcement")
    s.players[0].defeated = 1
    reinforcement.begin_reinforcement(s, [], 0)
    assert s.to_place_infantry >= 3 and s.players[0].defeated == 0


def test_r10_player_without_region_skips_and_keeps_bonuses(make):
    s = make(greek={"achaia": (0, 3, 0)}, step="movement", active=0)
    s.players[1].defeated = 4
    s.players[1].bonus_infantry = 2
    s, _ = apply(s, 0, EndStep())
    # seat 1 controls nothing: skipped straight into the Ottoman phase
    assert s.phase == "ottoman" and waiting_for(s) == []
    assert s.players[1].defeated == 4 and s.players[1].bonus_infantry == 2
    assert legal_actions(s, 1)[0].__class__.__name__ == "SetStandingOrdersOption"


def test_r10_a_placement_of_exactly_1_infantry_or_1_cannon_is_placed(make):
    from gamekinds.battle1821.log import Placed
    s = make(greek={"achaia": (0, 3, 0), "corinthia": (0, 2, 0)}, step="reinforcement")
    s.to_place_infantry, s.to_place_cannons = 3, 1
    p = s.players[0]
    inf, can = p.reserve_infantry, p.reserve_cannons
    s, ev = apply(s, 0, Reinforce(placements=[Placement(region="corinthia", infantry=1)]))
    assert [(e.seat, e.region, e.infantry, e.cannons) for e in ev if isinstance(e, Placed)] == \
        [(0, "corinthia", 1, 0)]
    assert s.infantry[IX["corinthia"]] == 3 and s.to_place_infantry == 2
    assert s.players[0].reserve_infantry == inf - 1
    s, ev = apply(s, 0, Reinforce(placements=[Placement(region="achaia", cannons=1)]))
    assert [(e.region, e.infantry, e.cannons) for e in ev if isinstance(e, Placed)] == [("achaia", 0, 1)]
    assert s.cannons[IX["achaia"]] == 1 and s.to_place_cannons == 0
    assert s.players[0].reserve_cannons == can - 1
    ok(s)


def test_r10_ending_the_step_with_reinforcements_owed_is_refused_naming_r10():
    import pytest

    from gamekinds.battle1821.errors import RuleViolation

    s = started()
    seat = waiting_for(s)[0]
    with pytest.raises(RuleViolation) as e:
        apply(s, seat, EndStep())
    assert (e.value.code, e.value.ruling) == ("illegal_action", "R10")
    assert "owed reinforcements" in e.value.detail


def test_r10_round_1_reinforcements_go_to_one_starting_region_refused_naming_r10(make):
    import pytest

    from gamekinds.battle1821.errors import RuleViolation

    s = make(greek={"achaia": (0, 5, 0), "messinia": (0, 5, 0), "aetolia": (0, 2, 0)},
             step="reinforcement", round=1)
    s.to_place_infantry, s.to_place_cannons = 3, 0
    assert {BOARD.ids[r] for r in BOARD.starting} >= {"achaia", "messinia"}
    split = Reinforce(placements=[Placement(region="achaia", infantry=2), Placement(region="messinia", infantry=1)])
    elsewhere = Reinforce(placements=[Placement(region="aetolia", infantry=3)])
    for a, words in ((split, "all reinforcements go to one region"), (elsewhere, "go to a starting region")):
        with pytest.raises(RuleViolation) as e:
            apply(s, 0, a)
        assert (e.value.code, e.value.ruling) == ("illegal_action", "R10") and words in e.value.detail
    s2, _ = apply(s, 0, Reinforce(placements=[Placement(region="messinia", infantry=3)]))
    assert s2.infantry[IX["messinia"]] == 8
