"""Stratagems played so far [27.2, 19.0, 9.4(4), 9.42, O29, O78]: Military Advance (enhanced
movement, tactical advantage), Urban's Gun, Truce (O64), Alliance, Honors of War (O95),
Trade Agreement, Crusade/Jihad, Portuguese in the East, French
Alliance, Holy Roman Empire."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans.control import nat_controllers
from gamekinds.ottomans.state import (
    Attack, AttackOption, CombatResolved, Move, MoveOption, PlayStratagem, PlayStratagemOption,
)
from ottomans_helpers import apply_passing, position


def hand(s, seat):
    return sorted(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand)


def test_27_2_military_advance_enhanced_movement():
    s = position(cores=["serbia", "ottomans"], clear_map=True, pieces={"serbian_militia": "serbia"},
                 hands=[["military_advance"], []])
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, MoveOption)]
    assert {(o.mobility, o.military_advance) for o in rows} == {(1, False), (2, True)}
    assert K.violation(s, 0, Move(pieces=["serbian_militia"], to="austria")).code == "unreachable"
    a = Move(pieces=["serbian_militia"], to="buda", military_advance=True)
    assert K.violation(s, 0, Move(pieces=["serbian_militia"], to="buda")).code == "unreachable"
    s2, _ = apply_passing(s, 0, a)
    assert hand(s2, 0) == [] and s2.city[B.PIECE["serbian_militia"]] == B.CITY["buda"]
    s = position(cores=["serbia", "ottomans"], clear_map=True, pieces={"serbian_militia": "serbia"})
    v = K.violation(s, 0, a)
    assert v.code == "not_in_hand" and v.ruling == "27.2"


def test_27_2_tactical_advantage_doubles_within_the_x6_cap(monkeypatch):
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="combat",
                 pieces={"ottoman_spahis": "serbia", "mehmed_ii": "serbia", "serbian_feudal_array": "serbia"},
                 hands=[["military_advance"], []])
    ps = [B.PIECE["ottoman_spahis"], B.PIECE["mehmed_ii"]]
    assert C.attack_strength(s, ps, False, military_advance=True) == 4 * 6      # x3 x2
    (o,) = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert o.military_advance and not o.urbans_gun
    monkeypatch.setattr(C, "roll", lambda s: 1)
    s, ev = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis", "mehmed_ii"], colours=["green"],
                                 military_advance=True))
    r = next(e for e in ev if isinstance(e, CombatResolved))
    assert r.attack == 24 and r.column == "6:1" and "military_advance" not in hand(s, 0)


def test_27_2_urbans_gun_triples_a_siege_with_a_siege_train():
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="combat",
                 pieces={"ottoman_spahis": "serbia", "ottoman_siege_train": "serbia", "serbian_militia": "belgrade"},
                 hands=[["urbans_gun"], []])
    ps = [B.PIECE["ottoman_spahis"], B.PIECE["ottoman_siege_train"]]
    assert C.attack_strength(s, ps, True, urbans_gun=True) == 4 * 3
    v = K.violation(s, 0, Attack(area="serbia", city="belgrade", pieces=["ottoman_spahis"], colours=["green"],
                                 urbans_gun=True))
    assert v.code == "no_gun" and v.ruling == "27.2"
    assert K.violation(s, 0, Attack(area="serbia", city="belgrade", pieces=["ottoman_spahis", "ottoman_siege_train"],
                                    colours=["green"], urbans_gun=True)) is None


def test_27_2_crusade_only_against_eight_critical_cities():
    s = position(cores=["ottomans", "hungary"], clear_map=True, hands=[[], ["crusade_jihad"]], phasing=1,
                 pieces={"ottoman_spahis": "constantinople"})
    assert K.violation(s, 1, PlayStratagem(stratagem="crusade_jihad")).code == "no_crusade"
    eight = dict(zip(["ottoman_spahis", "ottoman_feudal_array", "rumelian_gendarmes", "ottoman_irregulars",
                      "rumelian_irregulars", "ottoman_siege_train", "janissary_1", "janissary_2"],
                     ["constantinople", "bursa", "adrianople", "belgrade", "buda",
                      "cairo", "damascus", "baghdad"]))
    s = position(cores=["ottomans", "hungary"], clear_map=True, hands=[[], ["crusade_jihad"]], phasing=1,
                 face_up=[["control_rumelia", "control_janissary_1", "control_janissary_2"], []], pieces=eight)
    assert [o for o in K.legal_actions(s, 1) if isinstance(o, PlayStratagemOption)]
    s, ev = apply_passing(s, 1, PlayStratagem(stratagem="crusade_jihad"))
    die = ev[0].die
    assert 1 <= die <= 6 and len(s.players[1].hand) <= die


def test_27_2_portuguese_in_the_east_two_at_most():
    s = position(cores=["hungary", "egypt"], clear_map=True, face_up=[[], ["control_iraq", "control_persia"]],
                 hands=[["portuguese_in_the_east"], ["agent", "agent", "agent", "truce"]])
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="portuguese_in_the_east"))
    assert len(s.players[1].hand) == 2


def test_27_2_french_alliance_returns_spain():
    s = position(cores=["ottomans", "austria"], clear_map=True, scenario=2, turn=8,
                 face_up=[[], ["control_spain"]], hands=[["french_alliance"], []])
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="french_alliance"))
    assert nat_controllers(s)[B.AREA["spain"]] == -1


def test_27_2_holy_roman_empire_and_O78_cores_exempt():
    s = position(cores=["austria", "bohemia"], clear_map=True, scenario=2, turn=8,
                 face_up=[[], ["control_tyrol"]], hands=[["holy_roman_empire"], ["control_croatia"]])
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="holy_roman_empire"))
    nats = nat_controllers(s)
    assert nats[B.AREA["spain"]] == 0 and nats[B.AREA["tyrol"]] == 0 and nats[B.AREA["croatia"]] == 0
    assert nats[B.AREA["bohemia"]] == 1                                   # another player's core
    assert "holy_roman_empire" not in hand(s, 0) and any(B.STRAT_ID[c - B.N_PIECES] == "holy_roman_empire"
                                                          for c in s.strat_out)
    s = position(cores=["austria", "bohemia"], clear_map=True, scenario=3, turn=5, hands=[["holy_roman_empire"], []])
    assert K.violation(s, 0, PlayStratagem(stratagem="holy_roman_empire")).code == "no_empire"


def test_27_2_other_stratagems_not_played_yet():
    s = position(cores=["austria", "bohemia"], clear_map=True, hands=[["truce"], []])
    v = K.violation(s, 0, PlayStratagem(stratagem="truce"))
    assert v.code == "not_playable" and v.ruling == "27.2"


def test_27_2_truce_moves_through_inimical_units_and_O64_no_combat():
    s = position(cores=["ottomans", "egypt"], clear_map=True, hands=[["truce"], []],
                 pieces={"ottoman_spahis": "egypt", "syrian_militia": "syria", "egyptian_militia": "iraq"})
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, MoveOption)]
    assert any(o.truce and "iraq" in o.to for o in rows) and not any(not o.truce and "iraq" in o.to for o in rows)
    assert K.violation(s, 0, Move(pieces=["ottoman_spahis"], to="iraq")).code == "unreachable"
    s, _ = apply_passing(s, 0, Move(pieces=["ottoman_spahis"], to="iraq", truce=True))
    assert "truce" not in hand(s, 0)
    from gamekinds.ottomans.state import EndPhase
    s, _ = apply_passing(s, 0, EndPhase())
    v = K.violation(s, 0, Attack(area="iraq", pieces=["ottoman_spahis"], colours=["orange"]))
    assert v.code == "truce" and v.ruling == "O64"
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]


def test_27_2_alliance_combines_colours_each_leader_his_own():
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="combat", hands=[["alliance"], []],
                 face_up=[["control_hungary"], []],
                 pieces={"ottoman_spahis": "walachia", "mehmed_ii": "walachia", "hungarian_feudal_array": "walachia",
                         "walachian_irregulars": "walachia"})
    ids = ["ottoman_spahis", "mehmed_ii", "hungarian_feudal_array"]
    assert K.violation(s, 0, Attack(area="walachia", pieces=ids, colours=["green"])).code == "mixed_colours"
    ps = [B.PIECE[x] for x in ids]
    assert C.attack_strength(s, ps, False) == (3 + 1) * 3 + 4         # Mehmed multiplies the red only
    rows = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption) and o.alliance]
    assert rows and set(rows[0].pieces) == set(ids) and rows[0].colours == ["green"]
    s, _ = apply_passing(s, 0, Attack(area="walachia", pieces=ids, colours=["green"], alliance=True))
    assert "alliance" not in hand(s, 0)


def test_27_2_honors_of_war_lets_the_garrison_out_without_losses(monkeypatch):
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="combat", hands=[["honors_of_war"], ["agent"]],
                 pieces={"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "serbian_militia": "belgrade",
                         "walachian_irregulars": "serbia"}, face_up=[[], ["control_walachia"]])
    v = K.violation(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"], honors_of_war=True))
    assert v.code == "no_city" and v.ruling == "27.2"
    monkeypatch.setattr(C, "roll", lambda s: 4)          # 7 against 3: 2:1, a 4 -> BB
    s, ev = apply_passing(s, 0, Attack(area="serbia", city="belgrade", pieces=["ottoman_spahis", "ottoman_feudal_array"],
                                 colours=["green"], honors_of_war=True))
    r = next(e for e in ev if isinstance(e, CombatResolved))
    assert r.result == "BB" and r.eliminated == [] and r.withdrew == ["serbian_militia"]
    assert s.city[B.PIECE["serbian_militia"]] == -1 and s.where[B.PIECE["ottoman_spahis"]] == 0
    assert len(s.players[1].hand) == 1 and "honors_of_war" not in hand(s, 0)
    assert s.flow == "decision"                          # the attacker may advance (10.33)


def test_8_1_after_an_alliance_only_one_colour_advances_into_the_city(monkeypatch):
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="combat", hands=[["alliance"], []],
                 face_up=[["control_hungary"], []],
                 pieces={"ottoman_spahis": "serbia", "hungarian_feudal_array": "serbia", "serbian_militia": "belgrade"})
    monkeypatch.setattr(C, "roll", lambda s: 6)
    s, _ = apply_passing(s, 0, Attack(area="serbia", city="belgrade", pieces=["ottoman_spahis", "hungarian_feudal_array"],
                                colours=["green"], alliance=True))
    from gamekinds.ottomans.state import Advance
    v = K.violation(s, 0, Advance(pieces=["ottoman_spahis", "hungarian_feudal_array"]))
    assert v.code == "mixed_colours" and v.ruling == "8.1"
    assert K.violation(s, 0, Advance(pieces=["hungarian_feudal_array"])) is None


def test_27_2_trade_agreement_is_the_other_players_decision(monkeypatch):
    from gamekinds.ottomans import stratagems as S
    from gamekinds.ottomans.state import Answer, AnswerOption
    s = position(cores=["ottomans", "hungary", "venice"], clear_map=True, hands=[["trade_agreement"], [], []])
    (o,) = [o for o in K.legal_actions(s, 0) if isinstance(o, PlayStratagemOption)]
    assert o.stratagems == ["trade_agreement"] and o.targets == [1, 2]
    v = K.violation(s, 0, PlayStratagem(stratagem="trade_agreement", target=0))
    assert v.code == "no_target" and v.ruling == "27.2"
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="trade_agreement", target=2))
    assert K.waiting_for(s) == [2] and s.flow == "decision"
    assert [type(o) for o in K.legal_actions(s, 2)][0] is AnswerOption
    assert K.timeout_action(s) == (2, Answer(accept=False))
    monkeypatch.setattr(S, "roll", lambda s: 2)
    s, _ = apply_passing(s, 2, Answer(accept=True))
    assert s.flow == "movement" and K.waiting_for(s) == [0]
    assert len(s.players[2].hand) == 2 and len(s.players[0].hand) <= 2
