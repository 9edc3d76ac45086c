"""R21, R24: Ottoman reinforcement, battles in reinforcement regions, and which Greek losses it counts (ottoman/reinforcement.py)."""

from __future__ import annotations

from posbuild import IX, G, O, at_step, build, event_card, events_of, force_battles, run_until
from gamekinds.battle1821 import battle
from gamekinds.battle1821.ottoman import phase
from gamekinds.battle1821.ottoman.movement import ottoman_movement
from gamekinds.battle1821.log import BattleStarted, LossesReturned, OttomansPlaced
from gamekinds.battle1821.invariants import check_conservation
from gamekinds.battle1821.position import PlayerPosition


def movement(s):
    """One R22 pass on ``s`` (mutated); returns the events."""
    at_step(s, "movement")
    ev: list = []
    ottoman_movement(s, ev)
    return ev


# --------------------------------------------------------------------------- R20


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
    phase.ottoman_step(s, ev)     # region 1 (epirus): placed
    assert s.battle is None and s.ottomans[IX["epirus"]] == 2
    phase.ottoman_step(s, ev)     # region 2 (thessaly, Greek-held): battle at once
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
