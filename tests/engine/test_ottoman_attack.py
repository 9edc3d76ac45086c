"""R23: planning and launching the Ottoman attacks (ottoman/attack.py)."""

from __future__ import annotations

from posbuild import IX, G, O, ScriptedDice, at_step, build, events_of, force_battles, run_until
from gamekinds.battle1821 import battle, flow
from gamekinds.battle1821.ottoman import phase, ties
from gamekinds.battle1821.actions import CallAlly
from gamekinds.battle1821.log import BattleEnded, BattleStarted, OttomanAttackDropped, OttomanAttackPlanned, OttomanTieBreak
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.position import PlayerPosition


def planned(ev):
    return [(e.origin, e.target) for e in events_of(ev, OttomanAttackPlanned)]


def test_r23_attack_target_is_neighbour_with_most_greek_strength():
    s = at_step(build({"achaia": G(0, 2), "evrytania": G(1, 5), "phocis": G(1, 3), "aetolia": O(4)}), "attack")
    ev: list = []
    phase.ottoman_step(s, ev)
    assert planned(ev) == [("aetolia", "evrytania")]
    assert s.battle.region == IX["evrytania"] and s.battle.ottomans == 3 and s.ottomans[IX["aetolia"]] == 1


def test_r23_r27_attack_target_strength_tie_a_die_decides(monkeypatch):
    monkeypatch.setattr(ties, "Rng", ScriptedDice([2]))
    s = at_step(build({"achaia": G(0, 3), "evrytania": G(1, 3), "aetolia": O(4)}), "attack")
    ev: list = []
    phase.ottoman_step(s, ev)
    tb = events_of(ev, OttomanTieBreak)[0]
    assert tb.choice == "attack_target" and tb.options == ["achaia", "evrytania"] and tb.chosen == "evrytania"
    assert planned(ev) == [("aetolia", "evrytania")]


def test_r23_attacks_ordered_by_defender_fame_least_first(monkeypatch):
    force_battles(monkeypatch, "greek")
    # seat 0 controls 3 regions (Fame 3), seat 1 controls 1 (Fame 1): seat 1 is attacked first
    s = at_step(build({"achaia": G(0, 2), "corinthia": G(0, 2), "messinia": G(0, 2), "attica": G(1, 2),
                       "aetolia": O(3), "boeotia": O(3)}), "attack")
    ev: list = []
    run_until(s, ev)
    assert planned(ev) == [("boeotia", "attica"), ("aetolia", "achaia")]
    assert [e.region for e in events_of(ev, BattleStarted)] == ["attica", "achaia"]


def test_r23_fame_includes_apostles_and_ties_go_by_turn_order():
    regions = {"achaia": G(0, 2), "attica": G(1, 2), "aetolia": O(3), "boeotia": O(3)}
    # Fame tie (1 each): turn order decides; first_player 1 -> seat 1 first
    s = at_step(build(regions, first_player=1), "attack")
    ev: list = []
    phase.ottoman_step(s, ev)
    assert planned(ev) == [("boeotia", "attica"), ("aetolia", "achaia")]
    s = at_step(build(regions, first_player=0), "attack")
    ev = []
    phase.ottoman_step(s, ev)
    assert planned(ev) == [("aetolia", "achaia"), ("boeotia", "attica")]
    # an Apostle (A05, Fame 2) makes seat 0 more famous: seat 1 first again
    s = at_step(build(regions, first_player=0,
                      players=[PlayerPosition(apostles=["A05"]), PlayerPosition()]), "attack")
    ev = []
    phase.ottoman_step(s, ev)
    assert planned(ev) == [("boeotia", "attica"), ("aetolia", "achaia")]


def test_r23_same_defender_orders_by_target_then_attacking_region_board_order():
    # seat 0 holds achaia (0) and attica (9); Ottomans in aetolia (4) -> achaia,
    # boeotia (8) and hydra (11) -> attica
    s = at_step(build({"achaia": G(0, 2), "attica": G(0, 2), "laconia": G(1, 9),
                       "hydra": O(3), "boeotia": O(3), "aetolia": O(3)}), "attack")
    ev: list = []
    phase.ottoman_step(s, ev)
    assert planned(ev) == [("aetolia", "achaia"), ("boeotia", "attica"), ("hydra", "attica")]


def test_r23_target_no_longer_greek_is_dropped_and_winners_do_not_attack_again(monkeypatch):
    force_battles(monkeypatch, "ottoman")
    s = at_step(build({"attica": G(0, 1), "laconia": G(1, 5), "boeotia": O(3), "hydra": O(4)}), "attack")
    ev: list = []
    run_until(s, ev)
    assert planned(ev) == [("boeotia", "attica"), ("hydra", "attica")]
    assert [e.region for e in events_of(ev, BattleStarted)] == ["attica"]
    dropped = events_of(ev, OttomanAttackDropped)
    assert [(d.origin, d.target, d.reason) for d in dropped] == [("hydra", "attica", "target_not_greek")]
    assert s.ottoman.won == [IX["attica"]] and s.ottoman.attacked_from == [IX["boeotia"]]
    # attica (2 Ottomans now, bordering Greek corinthia? no: laconia is not adjacent) attacks nothing
    assert s.ottomans[IX["attica"]] == 2 and s.ottomans[IX["hydra"]] == 4
    assert phase.phase_done(s)


def test_r23_won_region_next_to_greeks_does_not_attack_again(monkeypatch):
    force_battles(monkeypatch, "ottoman")
    # the Ottomans win attica; attica borders Greek corinthia but attacks no more this round
    s = at_step(build({"attica": G(0, 1), "corinthia": G(1, 5), "boeotia": O(5)}), "attack")
    ev: list = []
    run_until(s, ev)
    assert planned(ev) == [("boeotia", "attica")]
    assert len(events_of(ev, BattleStarted)) == 1
    assert s.ottomans[IX["attica"]] == 4 and s.owner[IX["corinthia"]] == 1


def test_r23_commits_all_but_one_and_regions_with_one_do_not_attack(monkeypatch):
    force_battles(monkeypatch, "greek")
    s = at_step(build({"achaia": G(0, 3), "laconia": G(1, 3), "aetolia": O(6), "crete": O(1)}), "attack")
    ev: list = []
    run_until(s, ev)
    assert planned(ev) == [("aetolia", "achaia")]
    st = events_of(ev, BattleStarted)[0]
    assert st.ottomans == 5 and st.origin == "aetolia" and st.kind == "ottoman_attack"
    assert s.ottomans[IX["aetolia"]] == 1 and s.supply == 45 - 2
    assert events_of(ev, BattleEnded)[0].winner == "greek"
    assert s.players[0].wins_defender == 1 and s.players[0].defeated == 5


def test_r23_one_attack_per_region_per_round():
    s = at_step(build({"achaia": G(0, 3), "laconia": G(1, 3), "aetolia": O(6)}), "attack")
    s.ottoman.attacked_from = [IX["aetolia"]]
    ev: list = []
    run_until(s, ev)
    assert planned(ev) == [] and events_of(ev, BattleStarted) == []


def test_r23_attack_pauses_for_ally_decision_and_resumes(monkeypatch):
    force_battles(monkeypatch, "greek")
    s = at_step(build({"achaia": G(0, 3), "laconia": G(1, 3), "aetolia": O(4), "crete": O(3)},
                      never_ally=False), "attack")
    s.players[1].answer_ally = "decline"
    s, ev = flow.advance(s)
    assert s.pending is not None and s.pending.kind == "call_ally" and s.pending.seat in (0, 1)
    assert s.ottoman.cursor == 1
    seat = s.pending.seat
    s.players[0].call_ally = s.players[1].call_ally = "never"
    s, ev2 = flow.apply(s, seat, CallAlly(call=False))
    s, ev3 = flow.advance(s)
    allev = ev + ev2 + ev3
    assert [e.region for e in events_of(allev, BattleStarted)] == ["laconia", "achaia"] or \
        [e.region for e in events_of(allev, BattleStarted)] == ["achaia", "laconia"]
    assert len(events_of(allev, BattleEnded)) == 2
    assert s.phase == "greek" and s.round == 2
    assert check_conservation(s) == [] and check_control(s) == []


# --------------------------------------------------------------------------- R24 and the whole phase


def test_r23_a_region_with_exactly_2_infantry_attacks_with_1_and_keeps_1(monkeypatch):
    force_battles(monkeypatch, "greek")
    s = at_step(build({"achaia": G(0, 3), "aetolia": O(2)}), "attack")
    ev: list = []
    phase.ottoman_step(s, ev)
    assert planned(ev) == [("aetolia", "achaia")]
    assert events_of(ev, OttomanAttackDropped) == []
    b = s.battle
    assert (b.kind, b.region, b.origin, b.ottomans) == ("ottoman_attack", IX["achaia"], IX["aetolia"], 1)
    assert s.ottomans[IX["aetolia"]] == 1
    assert check_conservation(s) == []
