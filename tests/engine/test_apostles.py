"""All 15 Apostles (apostles.json): conditions, Blessings and awarding (R25)."""

from __future__ import annotations

import msgspec
import pytest

from posbuild import IX, G, O, apostle_card, at_step, build, events_of, force_battles, run_until
from gamekinds.battle1821 import apostles, battle
from gamekinds.battle1821.greek.reinforcement import owed_reinforcement
from gamekinds.battle1821.board import APOSTLES, APOSTLES_RAW
from gamekinds.battle1821.data import ApostleCard
from gamekinds.battle1821.errors import RuleViolation
from gamekinds.battle1821.log import ApostleAwarded, ApostleRevealed, BattleRoll, BlessingUsed
from gamekinds.battle1821.position import PlayerPosition

FAR = {"chalkidiki": O(1)}   # keeps an Ottoman on the board


def award(regions: dict, aid: str, *, players=None, seats: int = 2, active=None, **kw):
    """Reveal only ``aid`` and run R25; returns ``(state, awarded seats)``."""
    s = build({**FAR, **regions}, players=players, seats=seats, apostles_revealed=[aid],
              phase="greek", step="attack", **kw)
    ev: list = []
    apostles.award_apostles(s, ev, active)
    return s, [e.seat for e in events_of(ev, ApostleAwarded) if e.card == aid]


def holder(aid: str, **counters):
    """A state where seat 0 holds ``aid`` (and optional Player counters)."""
    s = build({"achaia": G(0, 3), "laconia": G(1, 3), **FAR},
              players=[PlayerPosition(apostles=[aid]), PlayerPosition()], phase="greek", step="attack")
    for k, v in counters.items():
        setattr(s.players[0], k, v)
    return s


def test_r25_every_condition_and_blessing_op_has_a_handler():
    conds = {a["condition"]["op"] for a in APOSTLES}
    assert conds == set(apostles.CONDITIONS) == set(APOSTLES_RAW["conditions"])
    assert {a["blessing"]["op"] for a in APOSTLES} == set(apostles.BLESSINGS) == set(APOSTLES_RAW["blessings"])
    assert len(APOSTLES) == 15


# --------------------------------------------------------------------------- conditions


def test_r25_a01_raise_the_morea_two_peloponnese_regions_and_reinforcement_bonus():
    assert award({"achaia": G(0, 2), "laconia": G(1, 2)}, "A01")[1] == []
    assert award({"achaia": G(0, 2), "corinthia": G(0, 1), "laconia": G(1, 2)}, "A01")[1] == [0]
    s = holder("A01")
    assert apostles.reinforcement_blessings(s, 0) == (1, 0) and apostles.reinforcement_blessings(s, 0) == (1, 0)


def test_r25_a02_acropolis_control_attica_and_defence_die(monkeypatch):
    assert award({"attica": G(1, 1), "achaia": G(0, 1)}, "A02")[1] == [1]
    s = holder("A02")
    assert apostles.defence_dice_bonus(s, 0) == 1 and apostles.defence_dice_bonus(s, 1) == 0
    # in a real Ottoman attack the holder rolls min(4, max(1, 3 - 1)) + 1 = 3 dice
    force_battles(monkeypatch, "greek")
    s = at_step(build({"achaia": G(0, 3), "laconia": G(1, 3), "aetolia": O(5)},
                      players=[PlayerPosition(apostles=["A02"]), PlayerPosition()]), "attack")
    ev: list = []
    run_until(s, ev)
    assert len(events_of(ev, BattleRoll)[0].greek_dice) == 3


def test_r25_a03_missolonghi_control_aetolia_and_3_infantry_once():
    assert award({"aetolia": G(0, 1), "laconia": G(1, 2)}, "A03")[1] == [0]
    s = holder("A03")
    assert apostles.reinforcement_blessings(s, 0) == (3, 0)
    assert apostles.reinforcement_blessings(s, 0) == (0, 0)
    assert s.players[0].blessings_spent == [apostle_card("A03")]


def test_r25_a04_masters_of_the_sea_two_islands_and_extra_move():
    assert award({"hydra": G(0, 1), "laconia": G(1, 2)}, "A04")[1] == []
    assert award({"hydra": G(0, 1), "crete": G(0, 1), "laconia": G(1, 2)}, "A04")[1] == [0]
    assert apostles.extra_moves(holder("A04"), 0) == 1 and apostles.extra_moves(holder("A04"), 1) == 0


def test_r25_a05_thermopylae_control_phthiotis_and_defence_die():
    assert award({"phthiotis": G(0, 1), "laconia": G(1, 2)}, "A05")[1] == [0]
    assert apostles.defence_dice_bonus(holder("A05"), 0) == 1


def test_r25_a06_souli_and_2_infantry_1_cannon_once():
    assert award({"souli": G(1, 1), "laconia": G(0, 2)}, "A06")[1] == [1]
    s = holder("A06")
    assert apostles.reinforcement_blessings(s, 0) == (2, 1) and apostles.reinforcement_blessings(s, 0) == (0, 0)


def test_r25_a07_crete_rises_and_reinforcement_bonus():
    assert award({"crete": G(0, 1), "laconia": G(1, 2)}, "A07")[1] == [0]
    assert apostles.reinforcement_blessings(holder("A07"), 0) == (1, 0)


def test_r25_a08_three_cannons_on_board_and_attack_die_once():
    assert award({"achaia": G(0, 1, 2), "laconia": G(1, 2)}, "A08")[1] == []
    assert award({"achaia": G(0, 1, 2), "corinthia": G(0, 0, 1), "laconia": G(1, 2)}, "A08")[1] == [0]
    s = holder("A08")
    c = apostle_card("A08")
    assert apostles.attack_die_cards(s, 0) == [c]
    ev: list = []
    assert apostles.spend_attack_die(s, ev, 0, c) == 1
    assert events_of(ev, BlessingUsed)[0].card == "A08"
    assert apostles.attack_die_cards(s, 0) == []
    with pytest.raises(RuleViolation) as exc:
        apostles.spend_attack_die(s, ev, 0, c)
    assert exc.value.code == "blessing_unavailable"


def test_r25_a09_free_roumeli_three_regions_and_reinforcement_bonus():
    regions = {"aetolia": G(0, 1), "phocis": G(0, 1), "laconia": G(1, 2)}
    assert award(regions, "A09")[1] == []
    assert award({**regions, "attica": G(0, 1)}, "A09")[1] == [0]
    assert apostles.reinforcement_blessings(holder("A09"), 0) == (1, 0)


def test_r25_a10_they_shall_not_pass_won_as_defender_in_a_real_battle(monkeypatch):
    force_battles(monkeypatch, "greek")
    s = at_step(build({"achaia": G(0, 3), "laconia": G(1, 3), "aetolia": O(4), "souli": O(1)},
                      apostles_revealed=["A10"]), "attack")
    ev: list = []
    run_until(s, ev)
    assert [(e.seat, e.card) for e in events_of(ev, ApostleAwarded)] == [(0, "A10")]
    s = holder("A10")
    assert apostles.reinforcement_blessings(s, 0) == (2, 0) and apostles.reinforcement_blessings(s, 0) == (0, 0)


def test_r25_a11_brothers_in_arms_ally_in_a_won_battle(monkeypatch):
    calls = [0]

    def roll_dice(rng, n):          # Greek dice, Ally die, Ottoman dice, in that order
        k = calls[0] % 3
        calls[0] += 1
        return [1] * n if k == 2 else [6] * n

    monkeypatch.setattr(battle, "roll_dice", roll_dice)
    s = at_step(build({"achaia": G(0, 3), "laconia": G(1, 3), "aetolia": O(4), "souli": O(1)},
                      apostles_revealed=["A11"], never_ally=False), "attack")
    s.players[0].call_ally = "always"
    s.players[1].answer_ally = "accept"
    ev: list = []
    run_until(s, ev)
    assert s.players[1].wins_ally == 1
    assert [(e.seat, e.card) for e in events_of(ev, ApostleAwarded)] == [(1, "A11")]
    assert apostles.extra_moves(holder("A11"), 0) == 1


def test_r25_a12_storm_the_fortress_needs_4_defenders():
    s, seats = award({"achaia": G(0, 2), "laconia": G(1, 2)}, "A12")
    assert seats == []
    s = build({**FAR, "achaia": G(0, 2), "laconia": G(1, 2)}, apostles_revealed=["A12"],
              phase="greek", step="attack")
    s.players[0].wins_attacker = 3
    ev: list = []
    apostles.award_apostles(s, ev, 0)
    assert events_of(ev, ApostleAwarded) == []
    s.players[1].wins_attacker = 1
    s.players[1].wins_attacker_vs4 = 1
    apostles.award_apostles(s, ev, 0)
    assert [(e.seat, e.card) for e in events_of(ev, ApostleAwarded)] == [(1, "A12")]
    assert apostles.attack_die_cards(holder("A12"), 0) == [apostle_card("A12")]


def test_r25_a13_at_the_gates_bordering_a_reinforcement_region_and_cannon_once():
    assert award({"aetolia": G(0, 2), "laconia": G(1, 2)}, "A13")[1] == []
    assert award({"magnesia": G(0, 2), "laconia": G(1, 2)}, "A13")[1] == [0]
    s = holder("A13")
    assert apostles.reinforcement_blessings(s, 0) == (0, 1) and apostles.reinforcement_blessings(s, 0) == (0, 0)


def test_r25_a14_eastern_aegean_any_of_psara_chios_samos():
    assert award({"samos": G(1, 1), "laconia": G(0, 2)}, "A14")[1] == [1]
    assert apostles.reinforcement_blessings(holder("A14"), 0) == (2, 0)


def test_r25_a15_liberator_seven_regions_and_2_infantry_bonus():
    six = {r: G(0, 1) for r in ("achaia", "corinthia", "messinia", "laconia", "crete", "hydra")}
    assert award({**six, "souli": G(1, 1)}, "A15")[1] == []
    assert award({**six, "attica": G(0, 1), "souli": G(1, 1)}, "A15")[1] == [0]
    s = holder("A15")
    assert apostles.reinforcement_blessings(s, 0) == (2, 0) and apostles.reinforcement_blessings(s, 0) == (2, 0)


# --------------------------------------------------------------------------- R25 awarding


def test_r25_active_player_first_then_turn_order():
    regions = {"achaia": G(0, 1, 3), "laconia": G(1, 1, 3)}      # both meet A08
    assert award(regions, "A08", active=1)[1] == [1]
    assert award(regions, "A08", active=0)[1] == [0]
    assert award(regions, "A08", active=None, first_player=1)[1] == [1]   # Ottoman phase
    assert award(regions, "A08", active=None, first_player=0)[1] == [0]


def test_r25_awarded_card_is_replaced_from_the_deck_and_new_cards_are_checked():
    s = build({**FAR, "attica": G(0, 1), "phthiotis": G(0, 1), "laconia": G(1, 2)},
              apostles_revealed=["A02", "A04"], phase="greek", step="attack")
    a05 = apostle_card("A05")
    s.apostle_deck.remove(a05)
    s.apostle_deck.insert(0, a05)
    nxt = s.apostle_deck[1]
    ev: list = []
    apostles.award_apostles(s, ev, 0)
    assert [e.card for e in events_of(ev, ApostleAwarded)] == ["A02", "A05"]
    assert [e.card for e in events_of(ev, ApostleRevealed)][:1] == ["A05"]
    assert s.apostles_revealed == [nxt, apostle_card("A04")] and len(s.apostles_revealed) == 2
    assert s.players[0].apostles == [apostle_card("A02"), a05]


def test_r25_empty_deck_leaves_the_slot_empty():
    s = build({**FAR, "attica": G(0, 1), "laconia": G(1, 2)}, apostles_revealed=["A02", "A04"],
              phase="greek", step="attack")
    s.apostle_deck = []
    ev: list = []
    apostles.award_apostles(s, ev, 0)
    assert s.apostles_revealed == [apostle_card("A04")]


def test_r25_unrevealed_apostles_are_not_awarded_and_resigned_players_skipped():
    s = build({**FAR, "attica": G(0, 1), "laconia": G(1, 2)}, apostles_revealed=["A04"],
              phase="greek", step="attack")
    ev: list = []
    apostles.award_apostles(s, ev, 0)
    assert events_of(ev, ApostleAwarded) == []
    s = build({**FAR, "attica": G(0, 1), "laconia": G(1, 2)}, apostles_revealed=["A02"],
              phase="greek", step="attack")
    s.players[0].resigned = True
    apostles.award_apostles(s, ev, 0)
    assert events_of(ev, ApostleAwarded) == []


def test_r10_r25_blessings_and_event_bonus_feed_the_reinforcement_step():
    s = build({**FAR, "achaia": G(0, 3), "laconia": G(1, 3)},
              players=[PlayerPosition(apostles=["A01", "A06"], defeated=5), PlayerPosition()],
              phase="greek", step="reinforcement", active_seat=0)
    # from_position computes the owed reinforcement: max(3, 5) + 1 (A01) + 2 (A06) infantry, 1 cannon
    assert (s.to_place_infantry, s.to_place_cannons) == (8, 1)
    assert s.players[0].blessings_spent == [apostle_card("A06")]
    # R10: the next owed reinforcement adds the Event bonus to the continuous Blessing
    s.players[0].bonus_infantry, s.players[0].bonus_cannons = 2, 1
    assert owed_reinforcement(s, 0) == (3 + 3, 1, 0, 3, 1)
    assert (s.players[0].bonus_infantry, s.players[0].bonus_cannons) == (0, 0)
    assert s.ottomans[IX["chalkidiki"]] == 1


@pytest.mark.parametrize("part", [{"condition": {"op": "pray", "at_least": 1}},
                                  {"blessing": {"op": "miracle", "duration": "once"}}])
def test_r25_an_apostle_with_an_unknown_op_fails_to_decode(part):
    # the card data is decoded into typed structs at import: an unknown op never reaches a game
    card = {**APOSTLES_RAW["apostles"][0], **part}
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert(card, ApostleCard)
