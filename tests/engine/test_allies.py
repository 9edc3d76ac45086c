"""Allies and pending decisions: R18, R19 (and the rulebook's Ally example)."""

from __future__ import annotations

import pytest

from gamekinds.battle1821 import allies, battle
from gamekinds.battle1821.actions import AnswerAlly, Attack, CallAlly, EndStep, SetStandingOrders
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.errors import RuleViolation
from gamekinds.battle1821.log import AllyAnswered, AllyRequested, AllyReturned, BattleRoll
from gamekinds.battle1821 import apply, legal_actions, violation, waiting_for
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.options import AnswerAllyOption, CallAllyOption

IX = BOARD.index


def ok(s):
    assert check_conservation(s) == [] and check_control(s) == []


def three_players(make, **kw):
    return make(3, greek={"achaia": (0, 5, 0), "crete": (1, 3, 0), "hydra": (2, 4, 0)}, **kw)


def test_r18_rulebook_ally_example_four_plus_one_dice_vs_four(make, dice):
    # Giannis (0) attacks 5 Ottomans with 4 of his 5 infantry and calls an Ally.
    # Lefteris (1), first to his left, declines; Marios (2) accepts.
    s = three_players(make, ottomans={"aetolia": 5})
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    req = [e for e in ev if isinstance(e, AllyRequested)][0]
    assert req.candidates == [1, 2]
    assert waiting_for(s) == [1]
    assert isinstance(legal_actions(s, 1)[0], AnswerAllyOption)
    s, _ = apply(s, 1, AnswerAlly(accept=False))
    assert waiting_for(s) == [2]
    # Giannis 4 dice, Marios 1 die, Ottomans 4 dice
    dice.push([6, 5, 2, 1], [4], [5, 4, 3, 3])
    dice.push([6, 6, 6], [6], [1], [6, 6, 6], [1], [1])
    s, ev = apply(s, 2, AnswerAlly(accept=True, region="hydra"))
    first = [e for e in ev if isinstance(e, BattleRoll)][0]
    assert dice.asked[:3] == [4, 1, 4]
    assert (first.greek_losses, first.ally_losses, first.ottoman_losses) == (1, 0, 3)
    assert s.battle is None and s.owner[IX["aetolia"]] == 0
    # credits: Giannis 2 in the example roll + 2 later; Marios 1 in the example roll
    assert s.players[0].defeated == 4 and s.players[2].defeated == 1
    assert s.players[2].wins_ally == 1
    # the Ally's unit went home
    assert [e.region for e in ev if isinstance(e, AllyReturned)] == ["hydra"]
    assert s.infantry[IX["hydra"]] == 4
    ok(s)


def test_r12_ally_die_sorted_after_the_fighting_players_die_on_equal_values(make, dice):
    s = three_players(make, ottomans={"aetolia": 2})
    s.players[1].answer_ally = "accept"
    # Greek 1 die (committed 1) + Ally die, both 5; Ottoman 1 die 5: pair is the player's die
    dice.push([5], [5], [5], [6], [6], [1])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, call_ally=True))
    r = [e for e in ev if isinstance(e, BattleRoll)][0]
    assert r.greek_losses == 1 and r.ally_losses == 0


def test_r18_standing_accept_takes_from_region_with_most_strength(make, dice):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 2, 0), "cyclades": (1, 2, 1),
                       "hydra": (2, 4, 0)}, ottomans={"aetolia": 1})
    s.players[1].answer_ally = "accept"
    dice.push([6], [6], [1])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, call_ally=True))
    ans = [e for e in ev if isinstance(e, AllyAnswered)]
    assert ans[0].seat == 1 and ans[0].region == "cyclades" and ans[0].by_standing_order
    ok(s)


def test_r18_standing_decline_passes_to_next_player(make):
    s = three_players(make, ottomans={"aetolia": 5})
    s.players[1].answer_ally = "decline"
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    assert waiting_for(s) == [2]


def test_r18_region_that_cannot_keep_one_strength_cannot_send(make):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 1, 0), "hydra": (2, 4, 0)},
             ottomans={"aetolia": 5})
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    assert [e for e in ev if isinstance(e, AllyRequested)][0].candidates == [2]
    assert waiting_for(s) == [2]


def test_r18_ally_accept_from_a_region_that_would_be_emptied_is_refused(make):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 2, 0), "cyclades": (1, 1, 0),
                       "hydra": (2, 4, 0)}, ottomans={"aetolia": 5})
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    with pytest.raises(RuleViolation) as e:
        apply(s, 1, AnswerAlly(accept=True, region="cyclades"))
    assert (e.value.code, e.value.ruling) == ("must_leave_one", "R18")
    with pytest.raises(RuleViolation) as e:
        apply(s, 1, AnswerAlly(accept=True, region="hydra"))
    assert (e.value.code, e.value.ruling) == ("not_your_region", "R18")


def test_r18_second_ally_after_first_unit_lost(make, dice):
    s = three_players(make, ottomans={"aetolia": 5})
    s.players[0].call_ally = "ask"
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    # seat 1 accepts; first roll the Ally's die loses
    dice.push([6, 6, 6, 1], [3], [5, 5, 5, 5])
    s, ev = apply(s, 1, AnswerAlly(accept=True, region="crete"))
    # the caller is asked again before the next roll
    assert waiting_for(s) == [0]
    assert isinstance(legal_actions(s, 0)[0], CallAllyOption)
    assert s.players[1].losses_infantry == 1
    ok(s)
    s, ev = apply(s, 0, CallAlly(call=True))
    req = [e for e in ev if isinstance(e, AllyRequested)]
    assert req and req[0].candidates == [1, 2]
    assert waiting_for(s) == [1]
    ok(s)


def test_r18_ally_returns_to_reserve_when_its_region_was_lost(make, dice):
    s = three_players(make)
    s.supply -= 3
    battle.begin_battle(s, [], kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=3, call_ally=False)
    allies.send_ally(s, [], 2, IX["hydra"])
    # the region it came from is lost meanwhile (e.g. by another battle)
    s.players[2].reserve_infantry += s.infantry[IX["hydra"]]
    s.infantry[IX["hydra"]] = 0
    s.owner[IX["hydra"]] = -1
    ev = []
    dice.push([6, 6, 6, 6], [6], [1, 1, 1])
    assert battle.run_battle(s, ev)
    assert [e.region for e in ev if isinstance(e, AllyReturned)] == [None]
    assert s.players[2].reserve_infantry == 35
    ok(s)


def test_r18_ally_cannot_fight_on_alone(make, dice):
    s = three_players(make, ottomans={"aetolia": 5})
    s.players[1].answer_ally = "accept"
    dice.push([1], [6], [5, 5, 5, 5])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, call_ally=True))
    assert s.battle is None and s.owner[IX["aetolia"]] == -1
    # the Ally's die won its pair but the fighting player is out: the Ally goes home
    assert [e.region for e in ev if isinstance(e, AllyReturned)] == ["crete"]
    ok(s)


def test_r19_pending_decision_blocks_others_and_has_stable_codes(make):
    s = three_players(make, ottomans={"aetolia": 5})
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    with pytest.raises(RuleViolation) as e:
        apply(s, 0, EndStep())
    assert e.value.code == "not_your_turn"
    with pytest.raises(RuleViolation) as e:
        apply(s, 2, AnswerAlly(accept=False))
    assert e.value.code == "no_decision_pending"
    with pytest.raises(RuleViolation) as e:
        apply(s, 1, CallAlly(call=True))
    assert e.value.code == "no_decision_pending"
    # standing orders may be set at any time
    s2, ev = apply(s, 2, SetStandingOrders(answer_ally="decline"))
    assert s2.players[2].answer_ally == "decline"
    assert [o.__class__.__name__ for o in legal_actions(s, 0)] == [
        "SetStandingOrdersOption", "ResignOption"]


def test_r19_standing_order_never_is_not_waited_on_and_always_calls(make, dice):
    s = three_players(make)
    s.supply -= 3
    s.players[0].call_ally = "never"
    battle.begin_battle(s, [], kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=3)
    assert s.pending is None
    s = three_players(make)
    s.supply -= 3
    s.players[0].call_ally = "always"
    ev = []
    battle.begin_battle(s, ev, kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=3)
    assert any(isinstance(e, AllyRequested) for e in ev)
    assert s.pending.kind == "answer_ally" and s.pending.seat == 1
    s = three_players(make)
    s.supply -= 3
    battle.begin_battle(s, ev, kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=3)
    assert s.pending.kind == "call_ally" and waiting_for(s) == [0]


def test_r19_resigning_seat_answers_by_default(make, dice):
    from gamekinds.battle1821.actions import Resign
    s = three_players(make, ottomans={"aetolia": 1})
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    dice.push()
    s, ev = apply(s, 1, Resign())
    assert any(isinstance(e, AllyAnswered) and not e.accept for e in ev)
    assert waiting_for(s) == [2]
    assert legal_actions(s, 1) == []


def test_r19_active_player_resigning_during_its_battle_turn_ends_after_the_battle(make, dice):
    from gamekinds.battle1821.actions import Resign
    s = three_players(make, ottomans={"aetolia": 1})
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    assert waiting_for(s) == [1]
    s, _ = apply(s, 0, Resign())
    assert waiting_for(s) == [1]          # the battle still waits for the answer
    dice.push([6, 6, 6, 6], [1])
    s, _ = apply(s, 1, AnswerAlly(accept=False))
    if waiting_for(s) == [2]:
        s, _ = apply(s, 2, AnswerAlly(accept=False))
    assert s.battle is None
    assert waiting_for(s) == [1] and s.step == "reinforcement"
    ok(s)


def test_r19_fighting_player_resigning_on_its_own_call_question(make):
    from gamekinds.battle1821.actions import Resign
    s = three_players(make)
    s.supply -= 3
    s.phase = s.flow = "ottoman"
    battle.begin_battle(s, [], kind="ottoman_attack", region=IX["achaia"], origin=-1, seat=0,
                        ottomans=3)
    assert waiting_for(s) == [0]
    s, ev = apply(s, 0, Resign())
    assert s.pending is None and s.battle is None
    ok(s)


def test_r19_timeout_action_is_the_default_answer(make):
    from gamekinds.battle1821 import timeout_action
    s = three_players(make, ottomans={"aetolia": 5})
    assert timeout_action(s) is None
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    seat, action = timeout_action(s)
    assert seat == 1 and action == AnswerAlly(accept=False)
    s, _ = apply(s, seat, action)
    assert waiting_for(s) == [2]


def test_r25_a11_ally_lost_in_a_battle_the_greeks_won_still_fought_as_an_ally(make, dice):
    # R25: a seat whose Ally unit took part in a won battle "fought as an Ally" (A11's
    # battles_won with role ally) even though its unit was lost at the first roll.
    s = three_players(make, ottomans={"aetolia": 3})
    s.players[0].call_ally = "never"      # no second Ally after the first unit is lost
    s.players[1].answer_ally = "accept"
    # roll 1: Greek 6 beats 5, the Ally's 1 loses to 5; then two rolls of Greek 6 vs 1
    dice.push([6], [1], [5, 5], [6], [1], [6], [1])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, call_ally=True))
    first = [e for e in ev if isinstance(e, BattleRoll)][0]
    assert (first.ally_losses, first.ottoman_losses) == (1, 1)
    assert s.battle is None and s.owner[IX["aetolia"]] == 0
    assert AllyReturned not in {type(e) for e in ev}
    assert s.players[1].wins_ally == 1 and s.players[1].losses_infantry == 1
    ok(s)


def test_r25_a11_ally_in_a_battle_the_greeks_lost_does_not_count(make, dice):
    s = three_players(make, ottomans={"aetolia": 2})
    s.players[1].answer_ally = "accept"
    dice.push([1], [1], [6])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, call_ally=True))
    assert s.battle is None and s.owner[IX["aetolia"]] == -1
    assert s.players[1].wins_ally == 0
    ok(s)


def test_r12_ally_die_beating_two_or_more_of_the_players_dice_is_paired_before_them(make, dice):
    s = three_players(make, ottomans={"aetolia": 3})
    s.players[1].answer_ally = "accept"
    # player 3 dice [3, 2, 1], Ally 5, Ottomans [4, 4]: the Ally's 5 meets the first 4
    # (Ally credit), the player's 3 the second (player loss)
    dice.push([3, 2, 1], [5], [4, 4], [6, 6], [6], [1], [6, 6], [6], [1])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=3, call_ally=True))
    first = [e for e in ev if isinstance(e, BattleRoll)][0]
    assert (first.greek_losses, first.ally_losses, first.ottoman_losses) == (1, 0, 1)
    assert s.battle is None and s.owner[IX["aetolia"]] == 0
    assert s.players[1].defeated == 1 and s.players[0].defeated == 2
    ok(s)


def test_r12_ally_die_between_the_players_dice_is_paired_in_its_place(make, dice):
    s = three_players(make, ottomans={"aetolia": 3})
    s.players[0].call_ally = "never"            # no second Ally once the first is lost
    s.players[1].answer_ally = "accept"
    # player [6, 3, 2], Ally 4, Ottomans [5, 5]: pairs 6-5 (player wins), 4-5 (Ally lost)
    dice.push([6, 3, 2], [4], [5, 5], [6, 6, 6], [1], [6, 6, 6], [1])
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=3, call_ally=True))
    first = [e for e in ev if isinstance(e, BattleRoll)][0]
    assert (first.greek_losses, first.ally_losses, first.ottoman_losses) == (0, 1, 1)
    assert s.players[1].losses_infantry == 1 and s.players[0].defeated == 3
    ok(s)


def test_r18_a_region_with_1_infantry_and_cannons_sends_its_infantry(make, dice):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 1, 1), "hydra": (2, 0, 2)},
             ottomans={"aetolia": 5})
    s, ev = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=4, call_ally=True))
    # seat 2's region has no infantry to send: only seat 1 is asked
    assert [e.candidates for e in ev if isinstance(e, AllyRequested)] == [[1]]
    opt = legal_actions(s, 1)[0]
    assert isinstance(opt, AnswerAllyOption) and opt.regions == ["crete"]
    dice.push([6, 6, 6, 6], [6], [1, 1, 1, 1], [6, 6, 6, 6], [6], [1])
    s, ev = apply(s, 1, AnswerAlly(accept=True, region="crete"))
    sent = [e for e in ev if isinstance(e, AllyAnswered)]
    assert [(e.seat, e.accept, e.region) for e in sent] == [(1, True, "crete")]
    assert s.battle is None and s.owner[IX["aetolia"]] == 0
    assert [e.region for e in ev if isinstance(e, AllyReturned)] == ["crete"]
    assert (s.infantry[IX["crete"]], s.cannons[IX["crete"]]) == (1, 1)
    ok(s)


def test_r18_r19_accepting_without_a_region_sends_from_the_strongest_region(make, dice):
    s = make(3, greek={"achaia": (0, 5, 0), "crete": (1, 2, 0), "cyclades": (1, 2, 1),
                       "hydra": (2, 4, 0)}, ottomans={"aetolia": 1})
    s, _ = apply(s, 0, Attack(from_="achaia", to="aetolia", infantry=1, call_ally=True))
    assert waiting_for(s) == [1]
    dice.push([6], [6], [1])
    s, ev = apply(s, 1, AnswerAlly(accept=True))
    assert [(e.seat, e.region) for e in ev if isinstance(e, AllyAnswered)] == [(1, "cyclades")]
    assert [e.region for e in ev if isinstance(e, AllyReturned)] == ["cyclades"]
    assert (s.infantry[IX["crete"]], s.infantry[IX["cyclades"]]) == (2, 2)
    ok(s)


def test_r19_an_ally_answer_nobody_asked_for_is_refused_as_no_decision_pending(make):
    s = make(greek={"achaia": (0, 5, 0), "crete": (1, 3, 0)}, ottomans={"aetolia": 2})
    for seat, a, detail in ((0, AnswerAlly(accept=True), "this question is not asked now"),   # the actor
                            (0, CallAlly(call=True), "this question is not asked now"),
                            (1, AnswerAlly(accept=False), "nothing is asked of you now")):     # another seat
        v = violation(s, seat, a)
        assert v is not None and (v.code, v.ruling, v.detail) == ("no_decision_pending", "R19", detail), (seat, a, v)
