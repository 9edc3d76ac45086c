"""Greek phase: R3, R9, R10, R11, R15, R16, R17, R28, and the round flow."""

from __future__ import annotations

import pytest

from server.engine.actions import (
    Attack, ConvertCannon, EndStep, Move, PlaceStart, Placement, Reinforce,
)
from server.engine.board import BOARD
from server.engine.errors import RuleViolation
from server.engine.events import ReinforcementDue, TakenOver
from server.engine.game import advance, apply, legal_actions, new_game, start, waiting_for
from server.engine.invariants import check_conservation, check_control
from server.engine.legal import AttackOption, ConvertCannonOption, MoveOption, ReinforceOption

IX = BOARD.index


def ok(s):
    assert check_conservation(s) == [] and check_control(s) == []


def code(s, seat, action):
    with pytest.raises(RuleViolation) as e:
        apply(s, seat, action)
    return e.value.code


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
    from server.engine import cards, game
    monkeypatch.setattr(cards, "reinforcement_extra", lambda s, seat: (0, 0))
    s = make(greek={"achaia": (0, 2, 0), "aetolia": (0, 2, 0)}, step="reinforcement", round=3)
    s.players[0].defeated = 5
    ev = []
    game._begin_reinforcement(s, ev, 0)
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
    from server.engine import game
    s = make(greek={"achaia": (0, 2, 0)}, step="reinforcement")
    s.players[0].defeated = 1
    s.players[0].losses_infantry = 32
    s.players[0].reserve_infantry = 1
    game._begin_reinforcement(s, [], 0)
    assert s.to_place_infantry == 1
    s = make(greek={"achaia": (0, 2, 0)}, step="reinforcement")
    s.players[0].defeated = 1
    game._begin_reinforcement(s, [], 0)
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


def test_r11_attack_rules_adjacency_leave_one_and_own_region(make):
    s = make(greek={"achaia": (0, 3, 1), "corinthia": (0, 1, 0)}, ottomans={"aetolia": 2})
    assert code(s, 0, Attack(from_="achaia", to="phocis", infantry=1)) == "not_adjacent"
    assert code(s, 0, Attack(from_="achaia", to="aetolia", infantry=3, cannons=1)) == "must_leave_one"
    assert code(s, 0, Attack(from_="achaia", to="aetolia", infantry=4)) == "insufficient_forces"
    assert code(s, 0, Attack(from_="achaia", to="aetolia")) == "illegal_action"
    assert code(s, 0, Attack(from_="corinthia", to="achaia", infantry=1)) in ("illegal_action", "must_leave_one")
    assert code(s, 0, Attack(from_="aetolia", to="achaia", infantry=1)) == "not_your_region"
    assert code(s, 0, Move(from_="achaia", to="corinthia", infantry=1)) == "wrong_step"
    # cannon only, leaving infantry behind, is allowed
    s2, _ = apply(s, 0, Attack(from_="achaia", to="messinia", cannons=1))
    assert s2.owner[IX["messinia"]] == 0 and s2.cannons[IX["messinia"]] == 1
    opts = [o for o in legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert {o.from_ for o in opts} == {"achaia"}        # corinthia has 1 strength only


def test_r15_occupation_then_attack_again_from_there(make, dice):
    s = make(greek={"corinthia": (0, 6, 0)}, ottomans={"boeotia": 1})
    s, ev = apply(s, 0, Attack(from_="corinthia", to="attica", infantry=4))
    assert s.owner[IX["attica"]] == 0 and s.infantry[IX["attica"]] == 4
    assert not any(e.__class__.__name__ == "BattleRoll" for e in ev)
    dice.push([6, 6, 6], [1])
    s, _ = apply(s, 0, Attack(from_="attica", to="boeotia", infantry=3))
    assert s.owner[IX["boeotia"]] == 0
    ok(s)


def test_r16_takeover_returns_defender_to_reserve_and_spends_attackers(make):
    s = make(greek={"achaia": (0, 8, 0), "corinthia": (1, 3, 1)}, ottomans={"attica": 1})
    opt = [o for o in legal_actions(s, 0) if isinstance(o, AttackOption)][0]
    t = [x for x in opt.targets if x.region == "corinthia"][0]
    assert t.kind == "takeover" and t.defender_strength == 6 and t.min_strength == 7
    assert code(s, 0, Attack(from_="achaia", to="corinthia", infantry=6)) == "insufficient_forces"
    s, ev = apply(s, 0, Attack(from_="achaia", to="corinthia", infantry=7))
    c = IX["corinthia"]
    assert s.owner[c] == 0 and s.infantry[c] == 7 and s.spent_infantry[c] == 7
    assert (s.players[1].reserve_infantry, s.players[1].reserve_cannons) == (35, 10)
    assert s.players[1].losses_infantry == 0
    tk = [e for e in ev if isinstance(e, TakenOver)][0]
    assert (tk.from_seat, tk.returned_infantry, tk.returned_cannons) == (1, 3, 1)
    # spent pieces may not attack again this step
    assert code(s, 0, Attack(from_="corinthia", to="attica", infantry=1)) == "insufficient_forces"
    assert not any(o.from_ == "corinthia" for o in legal_actions(s, 0) if isinstance(o, AttackOption))
    ok(s)
    s, _ = apply(s, 0, EndStep())
    assert s.spent_infantry[c] == 0


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
    from server.engine import cards
    monkeypatch.setattr(cards, "extra_moves", lambda s, seat: 1)
    s = make(greek={"achaia": (0, 5, 0), "crete": (0, 1, 0)}, step="attack")
    s, _ = apply(s, 0, EndStep())
    assert s.moves_left == 2
    s, _ = apply(s, 0, Move(from_="achaia", to="crete", infantry=1))
    s, _ = apply(s, 0, Move(from_="crete", to="achaia", infantry=1))
    assert s.moves_left == 0


def test_r9_steps_in_order_explicit_end_and_turn_passes(make):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 3, 0), "hydra": (2, 4, 0)},
             step="reinforcement", active=0)
    s.to_place_infantry = 0
    assert code(s, 1, EndStep()) == "not_your_turn"
    s, _ = apply(s, 0, EndStep())
    assert s.step == "attack"
    s, _ = apply(s, 0, EndStep())
    assert s.step == "movement"
    s, _ = apply(s, 0, EndStep())
    assert waiting_for(s) == [1] and s.step == "reinforcement"
    for seat in (1, 2):
        s, _ = apply(s, seat, Reinforce(placements=[Placement(
            region="crete" if seat == 1 else "hydra", infantry=s.to_place_infantry)]))
        for _ in range(3):
            s, _ = apply(s, seat, EndStep())
    # the Greek phase is over: the Ottoman phase runs automatically
    assert s.phase == "ottoman" and waiting_for(s) == []
    assert code(s, 0, EndStep()) == "ottoman_phase"
    ok(s)


def test_r9_ottoman_phase_step_by_step_then_next_round(make):
    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 3, 0)}, step="movement", active=1,
             fill_ottomans=True)
    s, _ = apply(s, 1, EndStep())
    rnd = s.round
    steps = 0
    while s.phase == "ottoman" and s.status == "active" and not waiting_for(s):
        s, ev = advance(s, max_steps=1)
        steps += 1
        ok(s)
        assert steps < 200
    if s.status == "active" and s.phase == "greek":
        assert s.round == rnd + 1 and s.step == "reinforcement"
        assert waiting_for(s) == [s.turn_order[0]] or s.turn_order[0] not in s.owner


def test_r28_never_emptied_by_own_action(make):
    s = make(greek={"achaia": (0, 1, 1)}, ottomans={"aetolia": 1})
    assert code(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, cannons=1)) == "must_leave_one"
    s2, _ = apply(s, 0, Attack(from_="achaia", to="messinia", infantry=1))
    assert s2.owner[IX["achaia"]] == 0 and s2.cannons[IX["achaia"]] == 1
    ok(s2)
    s3 = make(greek={"achaia": (0, 1, 1)})
    bad = s3
    bad.infantry[IX["laconia"]] = 1
    assert check_control(bad)


def test_max_rounds_option_ends_the_game():
    from server.engine.randomplay import play_random_game
    s, _ = play_random_game(2, "mr", 2)
    assert s.status == "finished" and s.round <= 2
