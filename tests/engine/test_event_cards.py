"""All 20 Events (events.json) applied by the Ottoman phase's Event step (R20), one test
per card, plus the vocabulary's edge cases."""

from __future__ import annotations

import msgspec
import pytest

from posbuild import IX, G, O, at_step, build, event_card, events_of, force_battles, run_until
from gamekinds.battle1821 import event_cards
from gamekinds.battle1821.data import EVENT_CARDS, EventCard, GreekBonus as GreekBonusEffect
from gamekinds.battle1821.board import BOARD, EVENTS, EVENTS_RAW
from gamekinds.battle1821.log import (
    Attrition, BattleStarted, EventDrawn, GreekBonus, OttomanMoved, OttomansPlaced,
    OttomansRemoved,
)
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.position import PlayerPosition

BASE = {"achaia": G(0, 5), "laconia": G(1, 4)}


def play_event(eid: str, regions: dict | None = None, players=None, seats: int = 2, **kw):
    """Build a position in the Ottoman Event step with ``eid`` on top of the deck and run
    the Event step to its end; returns ``(state, events)``."""
    s = build(dict(BASE if regions is None else regions), players=players, seats=seats, **kw)
    c = event_card(eid)
    s.event_deck.remove(c)
    s.event_deck.insert(0, c)
    ev: list = []
    run_until(s, ev, step="event")
    assert events_of(ev, EventDrawn)[0].card == eid
    assert check_conservation(s) == [] and check_control(s) == []
    return s, ev


def removed(ev):
    return [(e.region, e.count) for e in events_of(ev, OttomansRemoved)]


def test_r20_every_event_op_has_a_handler():
    ops = {eff["op"] for e in EVENTS for eff in e["effects"]}
    assert ops <= set(event_cards.EVENT_OPS) and len(EVENTS) == 20
    assert set(event_cards.EVENT_OPS) == set(EVENTS_RAW["vocabulary"])


def test_r20_e01_etaireia_each_player_gets_2_infantry_bonus():
    s, ev = play_event("E01", {**BASE, "souli": O(1)})
    assert [(p.bonus_infantry, p.bonus_cannons) for p in s.players] == [(2, 0), (2, 0)]
    assert [(e.seat, e.infantry) for e in events_of(ev, GreekBonus)] == [(0, 2), (1, 2)]


def test_r20_e02_brigs_remove_one_ottoman_from_each_island():
    s, ev = play_event("E02", {**BASE, "hydra": O(3), "psara": O(1), "crete": O(2), "souli": O(2)})
    assert removed(ev) == [("hydra", 1), ("psara", 1), ("crete", 1)]
    assert [s.ottomans[IX[r]] for r in ("hydra", "psara", "crete", "souli")] == [2, 0, 1, 2]
    assert s.supply == 45 - 8 + 3


def test_r20_e03_tripolitsa_each_player_gets_a_cannon_bonus():
    s, _ = play_event("E03", {**BASE, "souli": O(1)})
    assert [(p.bonus_infantry, p.bonus_cannons) for p in s.players] == [(0, 1), (0, 1)]


def test_r20_e04_dervenakia_halves_the_largest_region_first_in_board_order():
    s, ev = play_event("E04", {**BASE, "souli": O(7), "aetolia": O(7), "crete": O(3)})
    assert removed(ev) == [("aetolia", 3)]      # aetolia (4) before souli (19) on the tie
    assert s.ottomans[IX["aetolia"]] == 4 and s.ottomans[IX["souli"]] == 7


def test_r20_e05_fireship_removes_up_to_3_in_anatolia():
    s, ev = play_event("E05", {**BASE, "anatolia": O(5), "souli": O(1)})
    assert removed(ev) == [("anatolia", 3)] and s.ottomans[IX["anatolia"]] == 2
    s, ev = play_event("E05", {**BASE, "anatolia": O(2), "souli": O(1)})
    assert removed(ev) == [("anatolia", 2)] and s.ottomans[IX["anatolia"]] == 0


def test_r20_e06_philhellenes_least_fame_ties_all_get_4():
    regions = {"achaia": G(0, 3), "corinthia": G(0, 3), "laconia": G(1, 3), "crete": G(2, 2), "souli": O(1)}
    s, ev = play_event("E06", regions, seats=3,
                       players=[PlayerPosition(), PlayerPosition(), PlayerPosition()])
    assert [p.bonus_infantry for p in s.players] == [0, 4, 4]     # Fame 2, 1, 1
    s, ev = play_event("E06", regions, seats=3,
                       players=[PlayerPosition(), PlayerPosition(apostles=["A05"]), PlayerPosition()])
    assert [p.bonus_infantry for p in s.players] == [0, 0, 4]     # Fame 2, 3, 1


def test_r20_e07_karaiskakis_removes_one_from_each_roumeli_region():
    s, ev = play_event("E07", {**BASE, "aetolia": O(2), "attica": O(1), "euboea": O(4), "souli": O(3)})
    assert removed(ev) == [("aetolia", 1), ("attica", 1), ("euboea", 1)]
    assert s.ottomans[IX["souli"]] == 3


def test_r20_e08_navarino_skips_reinforcement_but_losses_return():
    players = [PlayerPosition(losses_infantry=12), PlayerPosition(losses_infantry=4)]
    s, ev = play_event("E08", {**BASE, "souli": O(1)}, players=players)
    assert s.ottoman.skip_reinforcement
    ev = []
    run_until(s, ev, step="reinforcement")
    assert events_of(ev, OttomansPlaced) == [] and s.supply == 44
    assert [p.losses_infantry for p in s.players] == [0, 0]
    assert [p.reserve_infantry for p in s.players] == [30, 31]


def test_r20_e09_treaty_of_london_skips_movement():
    s, _ = play_event("E09", {**BASE, "souli": O(5)})
    assert s.ottoman.skip_movement
    ev: list = []
    run_until(s, ev, step="reinforcement")
    run_until(s, ev, step="movement")
    assert events_of(ev, OttomanMoved) == [] and s.ottomans[IX["souli"]] == 5 and s.step == "attack"


def test_r20_e10_morea_expedition_clears_the_peloponnese():
    regions = {"achaia": G(0, 5), "crete": G(1, 4), "messinia": O(6), "laconia": O(2), "souli": O(1)}
    s, ev = play_event("E10", regions)
    assert removed(ev) == [("messinia", 6), ("laconia", 2)]
    assert s.ottomans[IX["messinia"]] == 0 and s.ottomans[IX["souli"]] == 1


def test_r20_r21_e11_ibrahim_places_4_in_messinia_and_attacks_if_greek(monkeypatch):
    s, ev = play_event("E11", {**BASE, "souli": O(1)})
    assert [(e.region, e.count, e.reason) for e in events_of(ev, OttomansPlaced)] == [("messinia", 4, "event")]
    assert s.ottomans[IX["messinia"]] == 4 and s.supply == 40
    force_battles(monkeypatch, "ottoman")
    s, ev = play_event("E11", {**BASE, "messinia": G(1, 2), "souli": O(1)})
    b = events_of(ev, BattleStarted)
    assert len(b) == 1 and b[0].region == "messinia" and b[0].ottomans == 4 and b[0].origin is None
    assert s.owner[IX["messinia"]] == -1 and s.ottomans[IX["messinia"]] == 4
    assert s.players[1].losses_infantry == 2


def test_r20_e12_dramali_places_3_in_reinforcement_region_2():
    s, ev = play_event("E12", {**BASE, "souli": O(1)})
    assert [(e.region, e.count) for e in events_of(ev, OttomansPlaced)] == [("thessaly", 3)]


def test_r20_e13_psara_burns_places_3_in_psara():
    s, ev = play_event("E13", {**BASE, "souli": O(1)})
    assert s.ottomans[IX["psara"]] == 3


def test_r20_e14_chios_landing_places_3_and_limited_by_supply():
    s, ev = play_event("E14", {**BASE, "souli": O(20), "chalkidiki": O(23)})
    assert [(e.region, e.count) for e in events_of(ev, OttomansPlaced)] == [("chios", 2)]
    assert s.supply == 0


def test_r20_e15_kutahya_places_3_in_aetolia_adding_to_ottomans_there():
    s, ev = play_event("E15", {**BASE, "aetolia": O(2)})
    assert s.ottomans[IX["aetolia"]] == 5 and events_of(ev, BattleStarted) == []


def test_r20_e16_civil_strife_each_returns_2_infantry_from_strongest_regions():
    regions = {"achaia": G(0, 4), "corinthia": G(0, 2, 1), "laconia": G(1, 3), "crete": G(1, 1, 2),
               "souli": O(1)}
    s, ev = play_event("E16", regions)
    # seat 0: corinthia (strength 5) -> 1 inf left (4); then achaia 4 vs corinthia 4: achaia (board order)
    assert [(e.seat, e.region, e.count) for e in events_of(ev, Attrition)] == [
        (0, "corinthia", 1), (0, "achaia", 1), (1, "laconia", 2)]
    assert [s.infantry[IX[r]] for r in ("achaia", "corinthia", "laconia", "crete")] == [3, 1, 1, 1]
    assert s.players[0].reserve_infantry == 35 - 6 + 2 and s.players[0].losses_infantry == 0


def test_r20_e16_attrition_stops_when_no_region_has_2_infantry():
    s, ev = play_event("E16", {"achaia": G(0, 1, 1), "laconia": G(1, 2), "souli": O(1)})
    assert [(e.seat, e.region, e.count) for e in events_of(ev, Attrition)] == [(1, "laconia", 1)]
    assert s.infantry[IX["achaia"]] == 1 and s.infantry[IX["laconia"]] == 1


def test_r20_e17_western_army_places_3_in_reinforcement_region_1():
    s, ev = play_event("E17", {**BASE, "souli": O(1)})
    assert s.ottomans[IX["epirus"]] == 3


def test_r20_r21_e18_kapudan_pasha_regions_3_and_4_two_battles_resume(monkeypatch):
    force_battles(monkeypatch, "greek")
    regions = {"achaia": G(0, 5), "macedonia": G(0, 2), "anatolia": G(1, 3)}
    s, ev = play_event("E18", {**regions, "souli": O(1)})
    assert [(e.region, e.count) for e in events_of(ev, OttomansPlaced)] == [("macedonia", 2), ("anatolia", 2)]
    assert [e.region for e in events_of(ev, BattleStarted)] == ["macedonia", "anatolia"]
    assert s.owner[IX["macedonia"]] == 0 and s.owner[IX["anatolia"]] == 1
    assert s.players[0].wins_defender == 1 and s.players[1].defeated == 2
    assert s.step == "reinforcement"


def test_r20_e19_forced_marches_movement_runs_twice():
    s, _ = play_event("E19", {**BASE, "souli": O(4)})
    assert s.ottoman.movement_passes == 2
    ev: list = []
    run_until(s, ev, step="reinforcement")
    run_until(s, ev, step="movement")
    assert [(e.origin, e.region, e.count) for e in events_of(ev, OttomanMoved)] == [
        ("souli", "arta", 3), ("arta", "aetolia", 2)]


def test_r20_e20_siege_of_acropolis_places_3_in_attica():
    s, ev = play_event("E20", {**BASE, "souli": O(1)})
    assert s.ottomans[IX["attica"]] == 3


def test_r20_apply_event_resumes_after_a_battle_item():
    s = build({**BASE, "macedonia": G(0, 2), "anatolia": G(1, 3)})
    at_step(s, "event")
    ev: list = []
    c = event_card("E18")
    assert event_cards.apply_event(s, ev, c) == 1 and s.battle.region == IX["macedonia"]
    eff = EVENT_CARDS[c].effects[0]
    assert event_cards.event_items(c) == [(eff, 0), (eff, 1)]


def test_r20_board_groups_used_by_events_exist():
    for e in EVENTS:
        for eff in e["effects"]:
            if eff.get("group"):
                assert BOARD.group(eff["group"])
            for r in eff.get("regions") or []:
                assert r in IX
            if eff.get("region"):
                assert eff["region"] in IX


def test_e06_least_fame_bonus_with_no_live_seat_gives_nothing():
    """E06 (greek_bonus least_fame) when every player resigned: nobody gets a bonus, no error."""
    from gamekinds.battle1821 import event_cards
    from gamekinds.battle1821 import new_game

    s = new_game(2, "e06-empty")
    for p in s.players:
        p.resigned = True
    ev: list = []
    event_cards._greek_bonus(s, ev, GreekBonusEffect(who="least_fame", infantry=4), 0)
    assert ev == [] and all(p.bonus_infantry == 0 for p in s.players)


def test_r20_a_card_with_an_unknown_op_fails_to_decode():
    # the card data is decoded into typed structs at import: an unknown op never reaches a game
    bad = {"id": "E99", "title": "x", "year": 1821, "favours": "greeks", "text": "",
           "effects": [{"op": "summon_kraken", "count": 1}]}
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(bad, EventCard)
