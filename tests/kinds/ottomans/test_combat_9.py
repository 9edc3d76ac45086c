"""Combat [9.0-9.42] on the CRT (27.1 in the pack, O49, O50, O84), cities and sieges
[10.2-10.5], control shifts of an attack [6.5, 6.6, O43, O44, O47], stratagem gains and
losses of combat results [19.1, 19.2]."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans.control import controllers
from gamekinds.ottomans.state import (
    DEADPILE, MAP, Advance, AdvanceOption, Attack, AttackOption, CombatResolved, EndPhase, LossesOption,
    TakeLosses, Withdraw, WithdrawOption,
)
from ottomans_helpers import apply_passing, piece, position


def pos(pieces, cores=("ottomans", "hungary"), **kw):
    kw.setdefault("step", "combat")
    return position(cores=list(cores), pieces=pieces, clear_map=True, **kw)


def die(monkeypatch, *values):
    it = iter(values)
    monkeypatch.setattr(C, "roll", lambda s: next(it))


def result(ev):
    return next(e for e in ev if isinstance(e, CombatResolved))


def P(*ids):
    return [B.PIECE[i] for i in ids]


def test_9_12_odds_example_15_to_4_is_3_to_1_and_9_13_columns():
    assert B.CRT_LABELS[C.column(15, 4)] == "3:1"
    assert B.CRT_RESULTS[C.column(15, 4)][2 - 1] == "BB"          # 9.12: a roll of 2 -> BB
    assert B.CRT_LABELS[C.column(1, 2)] == "0.5:1" and B.CRT_LABELS[C.column(2, 3)] == "0.5:1"
    assert B.CRT_LABELS[C.column(1, 4)] == "0.25:1" and B.CRT_LABELS[C.column(2, 5)] == "0.25:1"
    assert C.column(1, 5) == -1                                    # O49
    assert B.CRT_LABELS[C.column(40, 1)] == "6:1"                   # O50


def test_O49_odds_under_quarter_refused():
    s = pos({"ottoman_irregulars": "hungary", "hungarian_feudal_array": "hungary",
             "hungarian_gendarmes": "hungary", "hunyadi": "hungary"})
    # 2 against (4+3+1) x 2 = 16: 1:8
    v = K.violation(s, 0, Attack(area="hungary", pieces=["ottoman_irregulars"], colours=["blue"]))
    assert v.code == "odds_too_low" and v.ruling == "9.13"
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]


def test_9_4_leader_multiplies_and_9_41_one_leader():
    s = pos({"ottoman_spahis": "serbia", "mehmed_ii": "serbia", "selim_i": "serbia"})
    # (3 + 1 + 1) x 3: one leader only
    assert C.attack_strength(s, P("ottoman_spahis", "mehmed_ii", "selim_i"), False) == 15


def test_9_42_multiplier_cap_six_siege_and_10_31_city_triple():
    s = pos({"ottoman_spahis": "serbia", "mehmed_ii": "serbia", "ottoman_siege_train": "serbia",
             "serbian_militia": "belgrade", "brankovic": "belgrade"})
    att = C.attack_strength(s, P("ottoman_spahis", "mehmed_ii", "ottoman_siege_train"), True)
    assert att == (3 + 1 + 1) * 6                                   # x3 x2 = 6
    ctl = controllers(s)
    assert C.defence_strength(s, P("serbian_militia", "brankovic"), True, ctl) == 2 * 3   # x1 leader, x3 city
    assert C.attack_strength(s, P("ottoman_spahis", "ottoman_siege_train"), False) == 4  # no city: no x2


def test_9_321_leader_multiplies_only_his_colour():
    s = pos({"hungarian_feudal_array": "serbia", "hunyadi": "serbia", "serbian_feudal_array": "serbia"})
    ctl = controllers(s)
    d = C.defence_strength(s, P("hungarian_feudal_array", "hunyadi", "serbian_feudal_array"), False, ctl)
    assert d == (4 + 1) * 2 + 3


def test_9_23_same_colour_not_attacked_and_9_32_target_present():
    s = pos({"ottoman_spahis": "serbia", "rumelian_irregulars": "serbia"})
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["red"]))
    assert v.code == "not_inimical" and v.ruling == "9.23"
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert v.code == "no_target" and v.ruling == "9.32"


def test_9_31_only_controlled_units_attack_in_the_same_region():
    s = pos({"ottoman_spahis": "rumelia", "serbian_militia": "serbia", "hungarian_militia": "serbia"})
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert v.code == "not_in_region" and v.ruling == "9.31"
    v = K.violation(s, 0, Attack(area="serbia", pieces=["hungarian_militia"], colours=["green"]))
    assert v.code == "not_controlled" and v.ruling == "9.31"


def test_9_24_one_colour_attacks_together():
    s = pos({"ottoman_spahis": "serbia", "croatian_militia": "serbia", "serbian_militia": "serbia"},
            cores=("ottomans", "hungary"), face_up=[["control_croatia"], []])
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis", "croatian_militia"], colours=["green"]))
    assert v.code == "mixed_colours" and v.ruling == "9.24"


def test_9_32_second_a_player_attacks_only_in_his_combat_phase():
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "serbia"}, step="movement")
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert v.code == "wrong_step"


def test_9_33_a_unit_attacks_once_and_a_defender_may_be_attacked_again(monkeypatch):
    # every region around Serbia holds inimical units: a withdrawal has nowhere to go (O9)
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "serbian_feudal_array": "serbia",
             "walachian_feudal_array": "serbia", "hungarian_militia": "rumelia", "croatian_militia": "hungary",
             "austrian_militia": "albania", "papal_militia": "walachia", "venetian_militia_1": "byzantium",
             "croatian_feudal_array": "dalmatia"}, cores=("ottomans", "serbia"), face_up=[[], ["control_walachia"]])
    die(monkeypatch, 3)                       # 3:5 -> 0.5:1, 3 -> AW, and no region to go to: eliminated
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert result(ev).result == "AW" and s.where[B.PIECE["ottoman_spahis"]] == DEADPILE
    die(monkeypatch, 4)
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_feudal_array"], colours=["green"]))
    assert result(ev).defenders == ["serbian_feudal_array", "walachian_feudal_array"]
    s = pos({"ottoman_spahis": "serbia", "serbian_feudal_array": "serbia", "walachian_feudal_array": "serbia"},
            cores=("ottomans", "serbia"), face_up=[[], ["control_walachia"]])
    s.flags[B.PIECE["ottoman_spahis"]] |= 2
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert v.code == "already_attacked" and v.ruling == "9.33"


def test_27_1_DE_eliminates_defenders_and_19_1_draws(monkeypatch):
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "serbian_militia": "serbia"},
            cores=("ottomans", "serbia"), hands=[[], ["agent"]])
    die(monkeypatch, 6)                                           # 7:1 -> 6:1, 6 -> DE
    hand0 = len(s.players[0].hand)
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis", "ottoman_feudal_array"],
                                 colours=["green"]))
    r = result(ev)
    assert (r.column, r.die, r.result) == ("6:1", 6, "DE")
    assert s.where[B.PIECE["serbian_militia"]] == DEADPILE
    assert s.flags[B.PIECE["serbian_militia"]] & 4                   # 13.5(5): not replaced this turn
    assert len(s.players[0].hand) == hand0 + 1                      # attacker draws one
    assert len(s.players[1].hand) == 0                              # defender loses one


def test_27_1_AE_eliminates_attackers(monkeypatch):
    s = pos({"ottoman_irregulars": "serbia", "serbian_feudal_array": "serbia"},
            cores=("ottomans", "serbia"), hands=[["agent"], []])
    die(monkeypatch, 1)                                           # 2:3 -> 0.5:1, 1 -> AE
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_irregulars"], colours=["green"]))
    assert result(ev).result == "AE"
    assert s.where[B.PIECE["ottoman_irregulars"]] == DEADPILE
    assert len(s.players[0].hand) == 0 and len(s.players[1].hand) == 1


def test_O9_AW_attacker_chooses_an_adjacent_region_without_inimical_units(monkeypatch):
    s = pos({"ottoman_irregulars": "serbia", "serbian_feudal_array": "serbia", "hungarian_militia": "rumelia"},
            cores=("ottomans", "serbia"))
    die(monkeypatch, 3)                                           # 0.5:1, 3 -> AW
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_irregulars"], colours=["green"]))
    assert result(ev).result == "AW"
    assert s.flow == "decision" and K.waiting_for(s) == [0]
    (opt,) = [o for o in K.legal_actions(s, 0) if isinstance(o, WithdrawOption)]
    near = {B.AREA_IDS[x] for x in B.adjacent_land(B.AREA["serbia"])}
    assert set(opt.to) == near - {"rumelia"} and opt.pieces == ["ottoman_irregulars"]
    v = K.violation(s, 0, Withdraw(to="rumelia"))
    assert v.code == "not_a_withdrawal" and v.ruling == "O9"
    assert K.violation(s, 0, Advance(pieces=[])).code == "wrong_step"
    assert K.timeout_action(s) == (0, Withdraw(to=opt.to[0]))
    s, _ = apply_passing(s, 0, Withdraw(to="hungary"))
    assert piece(s, "ottoman_irregulars")[0] == "hungary" and s.flow == "combat"


def test_O9_DD_defender_chooses_where_to_withdraw(monkeypatch):
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "serbia"}, cores=("ottomans", "serbia"))
    die(monkeypatch, 4)                                           # 3:1, 4 -> DD
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert result(ev).result == "DD"
    assert K.waiting_for(s) == [1]                               # the defending player decides
    assert K.violation(s, 0, Withdraw(to="walachia")).code == "not_your_turn"
    s, _ = apply_passing(s, 1, Withdraw(to="walachia"))
    assert piece(s, "serbian_militia")[0] == "walachia" and K.waiting_for(s) == [0]


def test_O9_withdrawal_with_one_region_needs_no_decision(monkeypatch):
    s = pos({"ottoman_spahis": "egypt", "egyptian_militia": "egypt"}, cores=("ottomans", "egypt"))
    die(monkeypatch, 4)
    s, ev = apply_passing(s, 0, Attack(area="egypt", pieces=["ottoman_spahis"], colours=["orange"]))
    assert result(ev).result == "DD" and piece(s, "egyptian_militia")[0] == "syria" and s.flow == "combat"


def test_10_33_advance_into_a_cleared_city_is_the_attackers_choice(monkeypatch):
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "mehmed_ii": "serbia",
             "serbian_militia": "belgrade"}, cores=("ottomans", "serbia"))
    die(monkeypatch, 6)                                           # (3+4+1)x3 = 24 v 3: 6:1, 6 -> DE
    s, ev = apply_passing(s, 0, Attack(area="serbia", city="belgrade",
                                 pieces=["ottoman_spahis", "ottoman_feudal_array", "mehmed_ii"], colours=["green"]))
    assert result(ev).result == "DE" and s.flow == "decision"
    (opt,) = [o for o in K.legal_actions(s, 0) if isinstance(o, AdvanceOption)]
    assert opt.city == "belgrade" and set(opt.pieces) == {"ottoman_spahis", "ottoman_feudal_array", "mehmed_ii"}
    v = K.violation(s, 0, Advance(pieces=["serbian_militia"]))
    assert v.code == "not_advancing" and v.ruling == "10.33"
    s, _ = apply_passing(s, 0, Advance(pieces=["ottoman_spahis", "mehmed_ii"]))
    assert piece(s, "ottoman_spahis")[1] == "belgrade" and piece(s, "ottoman_feudal_array")[1] is None
    assert s.flow == "combat"


def test_10_32_DD_in_a_city_is_BB_and_O84_smaller_side_eliminated(monkeypatch):
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "ottoman_siege_train": "serbia",
             "serbian_militia": "belgrade"}, cores=("ottomans", "serbia"))
    # attack (3+4+1) x2 = 16 against 1 x3 = 3: 5:1, die 2 -> DD -> BB
    die(monkeypatch, 2)
    s, ev = apply_passing(s, 0, Attack(area="serbia", city="belgrade",
                                 pieces=["ottoman_spahis", "ottoman_feudal_array", "ottoman_siege_train"],
                                 colours=["green"]))
    r = result(ev)
    assert r.column == "5:1" and r.result == "BB"
    assert s.where[B.PIECE["serbian_militia"]] == DEADPILE
    # the larger side removes at least 1 printed point, of its choice
    (opt,) = [o for o in K.legal_actions(s, 0) if isinstance(o, LossesOption)]
    assert opt.points == 1 and set(opt.pieces) == {"ottoman_spahis", "ottoman_feudal_array", "ottoman_siege_train"}
    assert K.violation(s, 0, TakeLosses(pieces=[])).code == "too_few_losses"
    assert K.violation(s, 0, TakeLosses(pieces=["serbian_militia"])).code == "not_your_losses"
    assert K.timeout_action(s) == (0, TakeLosses(pieces=["ottoman_siege_train"]))
    s, _ = apply_passing(s, 0, TakeLosses(pieces=["ottoman_spahis"]))
    assert s.where[B.PIECE["ottoman_spahis"]] == DEADPILE
    (adv,) = [o for o in K.legal_actions(s, 0) if isinstance(o, AdvanceOption)]     # 10.33: the city is clear
    assert set(adv.pieces) == {"ottoman_feudal_array", "ottoman_siege_train"}


def test_O51_leaders_lost_last_and_the_defender_chooses_its_losses(monkeypatch):
    s = pos({"ottoman_irregulars": "serbia",
             "serbian_feudal_array": "serbia", "serbian_militia": "serbia", "brankovic": "serbia"},
            cores=("ottomans", "serbia"))
    # 2 against (3+1+1) x1 = 5: 0.25:1 ... use the 0.25:1 BB (die 6)
    die(monkeypatch, 6)
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_irregulars"], colours=["green"]))
    assert result(ev).result == "BB"
    assert K.waiting_for(s) == [1]
    v = K.violation(s, 1, TakeLosses(pieces=["brankovic", "serbian_militia"]))
    assert v.code == "leaders_last" and v.ruling == "O51"
    s, _ = apply_passing(s, 1, TakeLosses(pieces=["serbian_feudal_array"]))
    assert s.where[B.PIECE["serbian_militia"]] == MAP and s.flow == "combat"


def test_10_4_units_in_a_city_do_not_attack_out():
    s = pos({"ottoman_spahis": "belgrade", "serbian_militia": "serbia"})
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert v.code == "not_in_region" and v.ruling == "10.4"


def test_10_2_city_and_region_attacked_separately():
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "belgrade", "serbian_feudal_array": "serbia"})
    opts = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert {(o.city, o.defence) for o in opts} == {(None, 3), ("belgrade", 3)}


def test_6_5_attacking_own_units_passes_control_at_declaration(monkeypatch):
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "serbia"}, cores=("ottomans", "hungary", "venice"),
            face_up=[["control_serbia"], [], []])
    die(monkeypatch, 5, 2, 6)                                       # roll-off: seat1 5, seat2 2; combat 6
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert any(type(e).__name__ == "ControlLost" and e.to == 1 for e in ev)
    names = {B.STRAT_ID[c - B.N_PIECES] for c in s.players[1].face_up}
    assert "control_serbia" in names


def test_O44_attacking_ones_core_of_another_colour_keeps_it(monkeypatch):
    # seat 0's core is Serbia; it also controls the Ottomans and attacks its own core's units
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "serbia"}, cores=("serbia", "hungary"),
            face_up=[["control_ottomans"], []])
    die(monkeypatch, 6)
    s2, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert "control_serbia" in {B.STRAT_ID[c - B.N_PIECES] for c in s2.players[0].face_up}


def test_6_6_attacking_non_belligerents_hands_their_marker_to_another_player(monkeypatch):
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "serbia"}, cores=("ottomans", "hungary"))
    die(monkeypatch, 6)
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert "control_serbia" in {B.STRAT_ID[c - B.N_PIECES] for c in s.players[1].face_up}


def test_18_5_no_combat_in_the_tyrrhenian():
    s = pos({"spanish_fleet": "tyrrhenian", "papal_fleet": "tyrrhenian"} if "papal_fleet" in B.PIECE
            else {"spanish_fleet": "tyrrhenian"}, cores=("spain", "ottomans"), scenario=2)
    v = K.violation(s, 0, Attack(area="tyrrhenian", pieces=["spanish_fleet"], colours=["blue"]))
    assert v.code == "no_combat" and v.ruling == "18.5"


def test_16_1_naval_combat_at_sea_with_admirals(monkeypatch):
    s = pos({"ottoman_fleet_1": "aegean", "barbarossa": "aegean", "venetian_fleet_1": "aegean"})
    ctl = controllers(s)
    assert C.attack_strength(s, P("ottoman_fleet_1", "barbarossa"), False) == (3 + 1) * 3
    opts = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert opts and opts[0].area == "aegean" and opts[0].defence == 3
    assert C.defence_strength(s, P("venetian_fleet_1"), False, ctl) == 3


def test_land_leader_gives_no_multiplier_at_sea_and_admiral_none_on_land():
    s = pos({"ottoman_spahis": "serbia", "barbarossa": "serbia"})
    assert C.attack_strength(s, P("ottoman_spahis", "barbarossa"), False) == 4


def test_end_phase_moves_on():
    s = pos({"ottoman_spahis": "serbia"})
    s, _ = apply_passing(s, 0, EndPhase())
    assert s.flow == "forced_march"


def test_16_61_land_units_besiege_fleets_in_a_port_and_16_8_fleets_in_port_are_land_units():
    s = pos({"ottoman_spahis": "byzantium", "byzantine_fleet": "constantinople", "constantine": "constantinople"},
            cores=("ottomans", "byzantium"))
    ctl = controllers(s)
    # the fleet (2) with Constantine (1) x1, tripled in the city: his command counts on land
    assert C.defence_strength(s, P("byzantine_fleet", "constantine"), True, ctl) == (2 + 1) * 3
    opts = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption) and o.city == "constantinople"]
    assert opts and opts[0].defence == 9
