"""The Ottoman phase R20-R24 on hand-built positions (``from_position``), run through
the real battle code (``battle.begin_battle`` / ``run_battle``)."""

from __future__ import annotations

import pytest

from posbuild import (
    IX, G, O, ScriptedDice, at_step, build, event_card, events_of, force_battles, run_unit,
    run_until,
)
from server.engine import battle, ottoman
from server.engine.actions import CallAlly
from server.engine.events import (
    BattleEnded, BattleStarted, EventDrawn, LossesReturned, OttomanAttackDropped,
    OttomanAttackPlanned, OttomanMoved, OttomansPlaced, OttomanTieBreak, StepStarted,
)
from server.engine.invariants import check_conservation, check_control
from server.engine.position import PlayerPosition
from server.engine.state import copy_state, encode_state


def moved(ev):
    return {(e.origin, e.region, e.count, e.target) for e in events_of(ev, OttomanMoved)}


def planned(ev):
    return [(e.origin, e.target) for e in events_of(ev, OttomanAttackPlanned)]


def movement(s):
    """One R22 pass on ``s`` (mutated); returns the events."""
    at_step(s, "movement")
    ev: list = []
    ottoman.ottoman_movement(s, ev)
    return ev


# --------------------------------------------------------------------------- R20


def test_r20_event_is_top_card_and_goes_to_discard():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "souli": O(1)})
    top = s.event_deck[0]
    ev: list = []
    run_until(s, ev, step="event")
    drawn = events_of(ev, EventDrawn)
    assert len(drawn) == 1 and drawn[0].reshuffled is False
    assert s.ottoman.event == top and s.event_discard == [top] and top not in s.event_deck
    assert len(s.event_deck) == 19


def test_r20_empty_deck_reshuffles_discard_with_game_rng():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "souli": O(1)})
    s.event_discard = list(s.event_deck)
    s.event_deck = []
    twin = copy_state(s)
    ev: list = []
    ottoman.ottoman_step(s, ev)
    ev2: list = []
    ottoman.ottoman_step(twin, ev2)
    assert events_of(ev, EventDrawn)[0].reshuffled is True
    assert len(s.event_deck) == 19 and len(s.event_discard) == 1
    assert sorted(s.event_deck + s.event_discard) == list(range(20))
    assert encode_state(s) == encode_state(twin)  # same RNG state -> same new deck (R27)
    assert s.event_deck != sorted(s.event_deck)


# --------------------------------------------------------------------------- R21


def _reinf_state(losses=(14, 0), supply_board=None, regions=None):
    # one Ottoman far away keeps the game going (R26: no Ottomans on the board ends it)
    regions = regions or {"achaia": G(0, 5), "laconia": G(1, 5), "chalkidiki": O(1)}
    if supply_board:
        regions.update(supply_board)
    players = [PlayerPosition(losses_infantry=losses[0]), PlayerPosition(losses_infantry=losses[1])]
    return build(regions, players=players, step="reinforcement")


def test_r21_reinforcement_example_14_losses_place_3_per_region():
    s = _reinf_state(losses=(9, 5))
    ev: list = []
    run_until(s, ev, step="reinforcement")
    placed = [(e.region, e.count) for e in events_of(ev, OttomansPlaced)]
    assert placed == [("epirus", 3), ("thessaly", 3), ("macedonia", 3), ("anatolia", 3)]
    assert [s.ottomans[r] for r in (IX["epirus"], IX["thessaly"], IX["macedonia"], IX["anatolia"])] == [3] * 4
    assert s.supply == 45 - 1 - 12
    # then all Greek losses return to their owners' reserves
    assert [(p.losses_infantry, p.reserve_infantry) for p in s.players] == [(0, 30), (0, 30)]
    assert events_of(ev, LossesReturned)[0].per_seat == {"0": 9, "1": 5}
    assert s.step == "movement"


def test_r21_supply_runs_out_mid_way():
    # 38 Ottomans on the board leave 7 in the supply: regions 1, 2 get 3, region 3 gets 1, region 4 none
    s = _reinf_state(losses=(10, 4), supply_board={"souli": O(20), "chalkidiki": O(18)})
    assert s.supply == 7
    ev: list = []
    run_until(s, ev, step="reinforcement")
    assert [(e.region, e.count) for e in events_of(ev, OttomansPlaced)] == [
        ("epirus", 3), ("thessaly", 3), ("macedonia", 1)]
    assert s.supply == 0 and s.ottomans[IX["anatolia"]] == 0
    assert check_conservation(s) == []


def test_r21_fewer_than_4_losses_place_nothing_and_still_return():
    s = _reinf_state(losses=(2, 1))
    ev: list = []
    run_until(s, ev, step="reinforcement")
    assert events_of(ev, OttomansPlaced) == []
    assert s.players[0].reserve_infantry == 30 and s.players[0].losses_infantry == 0


def test_r21_cannon_losses_count_and_return_as_cannons():
    players = [PlayerPosition(losses_infantry=2, losses_cannons=2), PlayerPosition()]
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "souli": O(1)}, players=players, step="reinforcement")
    ev: list = []
    run_until(s, ev, step="reinforcement")
    assert events_of(ev, OttomansPlaced)[0].count == 1        # 4 pieces -> 1 each
    p = s.players[0]
    assert (p.losses_cannons, p.reserve_cannons, p.reserve_infantry) == (0, 10, 30)


def test_r21_greek_held_reinforcement_region_is_attacked_at_once(monkeypatch):
    force_battles(monkeypatch, "ottoman")
    s = _reinf_state(losses=(8, 0), regions={"achaia": G(0, 5), "thessaly": G(1, 1), "laconia": G(1, 3)})
    ev: list = []
    ottoman.ottoman_step(s, ev)     # region 1 (epirus): placed
    assert s.battle is None and s.ottomans[IX["epirus"]] == 2
    ottoman.ottoman_step(s, ev)     # region 2 (thessaly, Greek-held): battle at once
    b = s.battle
    assert b is not None and b.kind == "ottoman_attack" and b.origin == -1
    assert b.region == IX["thessaly"] and b.ottomans == 2 and b.seat == 1
    assert check_conservation(s) == []
    assert battle.run_battle(s, ev)
    run_until(s, ev, step="reinforcement")
    started = events_of(ev, BattleStarted)[0]
    assert started.origin is None and started.ottomans == 2
    assert s.owner[IX["thessaly"]] == -1 and s.ottomans[IX["thessaly"]] == 2
    assert s.step == "movement"


def test_r21_r24_losses_of_reinforcement_battles_stay_for_next_round(monkeypatch):
    force_battles(monkeypatch, "ottoman")
    s = _reinf_state(losses=(8, 0), regions={"achaia": G(0, 5), "epirus": G(1, 2), "laconia": G(1, 3)})
    ev: list = []
    run_until(s, ev, step="reinforcement")
    # the 8 counted losses went back; the 2 infantry lost defending epirus stay (R24)
    assert s.players[0].losses_infantry == 0 and s.players[0].reserve_infantry == 35 - 5
    assert s.players[1].losses_infantry == 2
    assert s.owner[IX["epirus"]] == -1


def test_r24_event_battle_losses_feed_the_same_phases_r21_and_go_back(monkeypatch):
    # R24: Greek losses from an Event battle (step 1) are in the losses area when step 2
    # (R21) counts them, so they raise this phase's n and return with the others.
    force_battles(monkeypatch, "ottoman")
    players = [PlayerPosition(losses_infantry=2), PlayerPosition()]
    s = build({"messinia": G(0, 2), "achaia": G(0, 3), "laconia": G(1, 3), "chalkidiki": O(1)},
              players=players)
    c = event_card("E11")           # 4 Ottomans into messinia: a battle against its 2
    s.event_deck.remove(c)
    s.event_deck.insert(0, c)
    ev: list = []
    run_until(s, ev, step="event")
    assert s.step == "reinforcement" and s.players[0].losses_infantry == 4
    run_until(s, ev, step="reinforcement")
    # 2 + 2 losses -> n = 1 per reinforcement region (R21), then all 4 go back
    assert [e.count for e in events_of(ev, OttomansPlaced)][-4:] == [1, 1, 1, 1]
    assert s.players[0].losses_infantry == 0
    assert [e.per_seat for e in events_of(ev, LossesReturned)] == [{"0": 4}]


# --------------------------------------------------------------------------- R22


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
    monkeypatch.setattr(ottoman, "Rng", dice)
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
    monkeypatch.setattr(ottoman, "Rng", ScriptedDice([4]))   # 2 options: (4-1) % 2 = 1 -> phthiotis
    s = build({"boeotia": G(1, 4), "laconia": G(0, 3), "evrytania": O(3), "phocis": O(1), "phthiotis": O(1)})
    ev = movement(s)
    assert moved(ev) == {("evrytania", "phthiotis", 2, "boeotia")}


def test_r27_die_choice_rerolls_faces_beyond_a_multiple(monkeypatch):
    dice = ScriptedDice([5, 6, 3])
    monkeypatch.setattr(ottoman, "Rng", dice)
    s = build({"achaia": G(0, 4), "laconia": G(1, 4)})
    ev: list = []
    opts = [IX["arta"], IX["souli"], IX["agrafa"], IX["epirus"]]
    assert ottoman.die_choice(s, ev, opts, region=0, choice="target") == IX["agrafa"]
    assert dice.used == [5, 6, 3]


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


def test_r23_attack_target_is_neighbour_with_most_greek_strength():
    s = at_step(build({"achaia": G(0, 2), "evrytania": G(1, 5), "phocis": G(1, 3), "aetolia": O(4)}), "attack")
    ev: list = []
    ottoman.ottoman_step(s, ev)
    assert planned(ev) == [("aetolia", "evrytania")]
    assert s.battle.region == IX["evrytania"] and s.battle.ottomans == 3 and s.ottomans[IX["aetolia"]] == 1


def test_r23_r27_attack_target_strength_tie_a_die_decides(monkeypatch):
    monkeypatch.setattr(ottoman, "Rng", ScriptedDice([2]))
    s = at_step(build({"achaia": G(0, 3), "evrytania": G(1, 3), "aetolia": O(4)}), "attack")
    ev: list = []
    ottoman.ottoman_step(s, ev)
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
    ottoman.ottoman_step(s, ev)
    assert planned(ev) == [("boeotia", "attica"), ("aetolia", "achaia")]
    s = at_step(build(regions, first_player=0), "attack")
    ev = []
    ottoman.ottoman_step(s, ev)
    assert planned(ev) == [("aetolia", "achaia"), ("boeotia", "attica")]
    # an Apostle (A05, Fame 2) makes seat 0 more famous: seat 1 first again
    s = at_step(build(regions, first_player=0,
                      players=[PlayerPosition(apostles=["A05"]), PlayerPosition()]), "attack")
    ev = []
    ottoman.ottoman_step(s, ev)
    assert planned(ev) == [("boeotia", "attica"), ("aetolia", "achaia")]


def test_r23_same_defender_orders_by_target_then_attacking_region_board_order():
    # seat 0 holds achaia (0) and attica (9); Ottomans in aetolia (4) -> achaia,
    # boeotia (8) and hydra (11) -> attica
    s = at_step(build({"achaia": G(0, 2), "attica": G(0, 2), "laconia": G(1, 9),
                       "hydra": O(3), "boeotia": O(3), "aetolia": O(3)}), "attack")
    ev: list = []
    ottoman.ottoman_step(s, ev)
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
    assert ottoman.phase_done(s)


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
    from server.engine import game
    force_battles(monkeypatch, "greek")
    s = at_step(build({"achaia": G(0, 3), "laconia": G(1, 3), "aetolia": O(4), "crete": O(3)},
                      never_ally=False), "attack")
    s.players[1].answer_ally = "decline"
    s, ev = game.advance(s)
    assert s.pending is not None and s.pending.kind == "call_ally" and s.pending.seat in (0, 1)
    assert s.ottoman.cursor == 1
    seat = s.pending.seat
    s.players[0].call_ally = s.players[1].call_ally = "never"
    s, ev2 = game.apply(s, seat, CallAlly(call=False))
    s, ev3 = game.advance(s)
    allev = ev + ev2 + ev3
    assert [e.region for e in events_of(allev, BattleStarted)] == ["laconia", "achaia"] or \
        [e.region for e in events_of(allev, BattleStarted)] == ["achaia", "laconia"]
    assert len(events_of(allev, BattleEnded)) == 2
    assert s.phase == "greek" and s.round == 2
    assert check_conservation(s) == [] and check_control(s) == []


# --------------------------------------------------------------------------- R24 and the whole phase


def test_r24_greek_losses_of_the_ottoman_phase_stay_in_the_losses_area(monkeypatch):
    force_battles(monkeypatch, "ottoman")
    s = build({"achaia": G(0, 2), "laconia": G(1, 3), "aetolia": O(4)})
    c = event_card("E09")  # skip movement: nothing else changes the board
    s.event_deck.remove(c)
    s.event_deck.insert(0, c)
    ev: list = []
    run_until(s, ev)
    assert s.players[0].losses_infantry == 2 and s.owner[IX["achaia"]] == -1
    assert [e.step for e in events_of(ev, StepStarted)] == ["event", "reinforcement", "movement", "attack"]
    assert ottoman.phase_done(s)


def test_r20_r24_phase_resumes_exactly_after_copy_between_units(monkeypatch):
    # a state saved (encoded/decoded) between every unit runs the same as one in memory
    regions = {"achaia": G(0, 4), "laconia": G(1, 3), "thessaly": G(1, 2), "arta": O(3), "souli": O(3)}
    players = [PlayerPosition(losses_infantry=9), PlayerPosition()]
    a = build(regions, players=players, seed="resume")
    b = copy_state(a)
    ev_a: list = []
    run_until(a, ev_a)
    ev_b: list = []
    for _ in range(100):
        if ottoman.phase_done(b):
            break
        run_unit(b, ev_b)
        b = copy_state(b)
    assert encode_state(a) == encode_state(b) and ev_a == ev_b


# --------------------------------------------------------------------------- property


from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from server.engine.board import BOARD  # noqa: E402
from server.engine.position import RegionPosition  # noqa: E402


@st.composite
def positions(draw):
    seats = draw(st.integers(2, 4))
    regions: dict = {}
    greek_left = [30] * seats
    cannons_left = [9] * seats
    ott_left = 45
    for rid in BOARD.ids:
        kind = draw(st.sampled_from(["empty", "empty", "greek", "ottoman", "ottoman"]))
        if kind == "greek":
            seat = draw(st.integers(0, seats - 1))
            inf = draw(st.integers(1, min(6, greek_left[seat]))) if greek_left[seat] else 0
            if inf:
                greek_left[seat] -= inf
                can = draw(st.integers(0, min(2, cannons_left[seat])))
                cannons_left[seat] -= can
                regions[rid] = RegionPosition(owner=seat, infantry=inf, cannons=can)
        elif kind == "ottoman" and ott_left:
            n = draw(st.integers(1, min(6, ott_left)))
            ott_left -= n
            regions[rid] = RegionPosition(ottomans=n)
    players = [PlayerPosition(losses_infantry=draw(st.integers(0, 4)),
                              losses_cannons=draw(st.integers(0, 1))) for _ in range(seats)]
    orders = draw(st.lists(st.tuples(st.sampled_from(["always", "never"]),
                                     st.sampled_from(["accept", "decline"])), min_size=seats, max_size=seats))
    return seats, regions, players, orders, draw(st.integers(0, 19)), draw(st.text("abc", max_size=4))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_r1_r20_r24_random_positions_run_the_whole_phase_conserving_pieces(data):
    from server.engine import game
    seats, regions, players, orders, top, seed = data
    s = build(regions, seats=seats, players=players, seed=seed)
    for p, (call, answer) in zip(s.players, orders):
        p.call_ally, p.answer_ally = call, answer
    s.event_deck.remove(top)
    s.event_deck.insert(0, top)
    twin = copy_state(s)
    steps = []
    for _ in range(200):
        if s.phase != "ottoman" or s.status == "finished":
            break
        s, ev = game.advance(s, max_steps=1)
        steps.append(ev)
        assert s.pending is None
        assert check_conservation(s) == [] and check_control(s) == []
    assert s.status == "finished" or (s.phase == "greek" and s.round == 2)
    t, _ = game.advance(twin)
    assert encode_state(t) == encode_state(s)       # replay is byte-identical (R27)
