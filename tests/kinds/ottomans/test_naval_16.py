"""Naval operations [16.3-16.9, 11.3; 7.7 at sea; the designer's Q&A of 29.0; O96-O99]:
naval transport and its costs, interception at sea, naval combat with land units aboard,
amphibious assault on a port, fleets advancing into a port, cargo lost with its fleet,
the admiral's naval forced march."""

from __future__ import annotations

import gamekinds.ottomans as K
import pytest
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans.control import cargo, carrier, eliminate
from gamekinds.ottomans.invariants import check_invariants
from gamekinds.ottomans.state import (
    DEADPILE,
    MAP,
    OUT,
    Advance,
    AdvanceOption,
    Attack,
    AttackOption,
    EndPhase,
    ForcedMarch,
    ForcedMarchOption,
    Move,
    MoveOption,
    Transport,
    TransportOption,
)
from ottomans_helpers import piece, position


def pos(pieces, cores=("ottomans", "hungary"), **kw):
    kw.setdefault("step", "movement")
    return position(cores=list(cores), pieces=pieces, clear_map=True, **kw)


def P(*ids):
    return [B.PIECE[i] for i in ids]


def rows(s, seat=0):
    return [o for o in K.legal_actions(s, seat) if isinstance(o, TransportOption)]


def go(s, a, seat=0):
    v = K.violation(s, seat, a)
    assert v is None, v
    s, ev = K.apply(s, seat, a)
    check_invariants(s)
    return s, ev


def test_16_32_port_to_port_costs_only_the_sea_legs_and_Q_and_A():
    # fleet and unit both in port (Bursa): embarking is free, Bursa -> Bosporus -> Aegean ->
    # Smyrna is 3 points (O48: port to sea 1, sea to sea 1, sea to port 1), landing is free
    s = pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa"}, cores=("ottomans", "emirates", ))
    r = [o for o in rows(s) if o.pieces == ["ottoman_spahis"]]
    assert r and "thessalonica" in r[0].to and "aegean" in r[0].to
    s, _ev = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="thessalonica"))
    assert piece(s, "ottoman_spahis")[:2] == ("byzantium", "thessalonica")
    assert piece(s, "ottoman_fleet_1")[:2] == ("byzantium", "thessalonica")
    assert s.spent[B.PIECE["ottoman_fleet_1"]] == 3
    # 16.33: the spahis moved (no second move, no second transport); the fleet has no points left
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, (MoveOption, TransportOption))
                and ("ottoman_spahis" in o.pieces or "ottoman_fleet_1" in getattr(o, "fleets", o.pieces))]
    v = K.violation(s, 0, Move(pieces=["ottoman_spahis"], to="byzantium"))
    assert v.code == "already_moved" and v.ruling == "7.4"


def test_16_32_coast_costs_one_to_embark_and_one_to_land():
    # spahis outside the cities of Ottomans, fleet in the Aegean: embark 1, Aegean -> Ionian 1,
    # land on the Albanian coast 1 = 3; Dalmatia's coast (Adriatic only) is one sea too far
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans"})
    r = next(o for o in rows(s) if o.pieces == ["ottoman_spahis"])
    assert "albania" in r.to and "adriatic" in r.to and "dalmatia" not in r.to and "venice_city" not in r.to
    assert "ottomans" not in r.to                             # landing where they are is no transport
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="albania"))
    assert piece(s, "ottoman_spahis")[:2] == ("albania", None)
    assert piece(s, "ottoman_fleet_1")[:2] == ("ionian", None)
    assert s.spent[B.PIECE["ottoman_fleet_1"]] == 3
    assert carrier(s, B.PIECE["ottoman_spahis"]) == -1


def test_16_33_a_fleet_transports_again_with_points_left():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "ottoman_irregulars": "ottomans"})
    # the spahis to Byzantium's coast: embark 1 + land 1 = 2 (both touch the Aegean)
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="byzantium"))
    assert s.spent[B.PIECE["ottoman_fleet_1"]] == 2
    r = [o for o in rows(s) if "ottoman_irregulars" in o.pieces]
    assert r and r[0].mobility == 1 and "aegean" in r[0].to and "byzantium" not in r[0].to
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_irregulars"], to="aegean"))
    assert carrier(s, B.PIECE["ottoman_irregulars"]) == B.PIECE["ottoman_fleet_1"]      # 16.4: aboard at sea
    assert piece(s, "ottoman_irregulars")[:2] == ("aegean", None)


def test_16_34_one_land_unit_a_fleet_and_any_number_of_leaders():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "ottoman_irregulars": "ottomans",
             "mehmed_ii": "ottomans"})
    v = K.violation(s, 0, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis", "ottoman_irregulars"],
                                    to="byzantium"))
    assert v.code == "over_capacity" and v.ruling == "16.34"
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis", "mehmed_ii"], to="aegean"))
    assert set(cargo(s, B.PIECE["ottoman_fleet_1"])) == set(P("ottoman_spahis", "mehmed_ii"))


def test_16_31_embark_only_in_a_port_or_from_a_coast_of_ones_colour():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "serbia", "hungarian_feudal_array": "byzantium"})
    v = K.violation(s, 0, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="aegean"))
    assert v.code == "not_coastal" and v.ruling == "16.31"
    v = K.violation(s, 0, Transport(fleets=["ottoman_fleet_1"], pieces=["hungarian_feudal_array"], to="aegean"))
    assert v.code == "not_controlled"
    v = K.violation(s, 0, Transport(fleets=["ottoman_fleet_1"], to="aegean"))
    assert v.code == "nothing_aboard" and v.ruling == "16.31"


def test_7_7_interception_at_sea_stops_the_fleet_and_its_cargo_stays_aboard_O97():
    # a Venetian fleet in the Ionian: the Ottoman fleet entering it stops, and may not land
    # the spahis in Achaea from there (O97); starting in a sea with inimical units does not stop
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "venetian_fleet_1": "ionian",
             "venetian_fleet_2": "aegean"})
    r = next(o for o in rows(s) if o.pieces == ["ottoman_spahis"])
    assert "ionian" in r.to and "achaea" in r.to          # Achaea's Aegean coast is still reachable
    assert "albania" not in r.to and "adriatic" not in r.to
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="ionian"))
    assert piece(s, "ottoman_spahis")[:2] == ("ionian", None)


def test_16_4_cargo_stays_aboard_and_moves_with_its_fleet_landing_in_a_port():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans"})
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="aegean"))
    # next player turn: the fleet sails into Thessalonica; the spahis land there
    s.flags = [0] * B.N_PIECES
    s.spent = []
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, MoveOption) and "ottoman_spahis" in o.pieces]
    assert K.violation(s, 0, Move(pieces=["ottoman_spahis"], to="ottomans")).code == "aboard"
    s, _ = go(s, Move(pieces=["ottoman_fleet_1"], to="thessalonica"))
    assert piece(s, "ottoman_spahis")[:2] == ("byzantium", "thessalonica")
    assert carrier(s, B.PIECE["ottoman_spahis"]) == -1


def test_16_9_cargo_is_lost_with_its_fleet_and_leaders_check_survival():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "mehmed_ii": "ottomans",
             "ottoman_irregulars": "ottomans"})
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis", "mehmed_ii"], to="aegean"))
    ev: list = []
    eliminate(s, ev, B.PIECE["ottoman_fleet_1"], combat=True)
    assert s.where[B.PIECE["ottoman_spahis"]] == DEADPILE
    assert s.where[B.PIECE["mehmed_ii"]] in (MAP, OUT)
    assert any(type(e).__name__ == "LeaderSurvival" for e in ev)
    check_invariants(s)


def test_16_6_land_units_aboard_add_to_naval_combat_admirals_multiply():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "barbarossa": "aegean",
             "mehmed_ii": "ottomans"})
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis", "mehmed_ii"], to="aegean"))
    ps = P("ottoman_fleet_1", "ottoman_spahis", "barbarossa", "mehmed_ii")
    # (3 + 3 + Barbarossa's 1 + Mehmed's 1) x3 (the admiral); Mehmed II, a land leader, multiplies nothing
    str_b = B.STRENGTH[B.PIECE["barbarossa"]]
    str_m = B.STRENGTH[B.PIECE["mehmed_ii"]]
    assert C.attack_strength(s, ps, False) == (3 + 3 + str_b + str_m) * 3


def test_16_6_land_units_aboard_fight_only_with_their_fleet():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "venetian_fleet_1": "aegean"},
            step="movement")
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="aegean"))
    s, _ = go(s, EndPhase())
    o = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption) and o.area == "aegean" and o.city is None]
    assert o and set(o[0].pieces) == {"ottoman_fleet_1", "ottoman_spahis"}
    v = K.violation(s, 0, Attack(area="aegean", pieces=["ottoman_spahis"], colours=["blue"]))
    assert v.code == "naval" and v.ruling == "16.6"


def test_16_7_amphibious_assault_is_a_siege_from_the_sea_and_16_8_fleets_advance_into_the_port(monkeypatch):
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "ottoman_siege_train": "ottomans",
             "ottoman_fleet_2": "aegean", "barbarossa": "aegean", "byzantine_militia": "thessalonica"},
            cores=("ottomans", "byzantium"))
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1", "ottoman_fleet_2"], pieces=["ottoman_spahis", "ottoman_siege_train"],
                           to="aegean"))
    s, _ = go(s, EndPhase())
    o = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption) and o.city == "thessalonica"]
    assert o and o[0].area == "aegean" and o[0].defence == 1 * 3          # 10.31 in the port
    ps = P("ottoman_fleet_1", "ottoman_fleet_2", "ottoman_spahis", "ottoman_siege_train", "barbarossa")
    base = sum(B.STRENGTH[p] for p in ps)
    # 16.71: the siege train doubles; 16.72: the admiral's 3; capped at x6 (9.42)
    assert C.attack_strength(s, ps, True, amphibious=True) == base * 6
    monkeypatch.setattr(C, "roll", lambda s: 6)
    s, _ev = go(s, Attack(area="aegean", city="thessalonica", colours=["green"],
                         pieces=["ottoman_fleet_1", "ottoman_fleet_2", "ottoman_spahis", "ottoman_siege_train",
                                 "barbarossa"]))
    assert s.where[B.PIECE["byzantine_militia"]] == DEADPILE
    adv = [o for o in K.legal_actions(s, 0) if isinstance(o, AdvanceOption)]
    assert adv and adv[0].city == "thessalonica" and "ottoman_fleet_1" in adv[0].pieces
    s, _ = go(s, Advance(pieces=["ottoman_fleet_1", "ottoman_spahis"]))
    assert piece(s, "ottoman_fleet_1")[:2] == ("byzantium", "thessalonica")
    assert piece(s, "ottoman_spahis")[:2] == ("byzantium", "thessalonica")
    # 16.71: the siege train did not advance: still aboard its fleet at sea
    assert piece(s, "ottoman_siege_train")[:2] == ("aegean", None)
    assert carrier(s, B.PIECE["ottoman_siege_train"]) >= 0


def test_16_1_fleets_do_not_attack_units_on_land_outside_ports():
    s = pos({"ottoman_fleet_1": "aegean", "byzantine_militia": "byzantium"}, cores=("ottomans", "byzantium"),
            step="combat")
    v = K.violation(s, 0, Attack(area="byzantium", pieces=["ottoman_fleet_1"], colours=["green"]))
    assert v is not None and v.code in ("not_in_region", "naval")
    v = K.violation(s, 0, Attack(area="aegean", city="constantinople", pieces=["ottoman_fleet_1"], colours=["green"]))
    assert v.code == "unknown_place" and v.ruling == "16.7"          # Constantinople is on the Bosporus


def test_11_3_an_admiral_marches_from_the_sea_with_his_fleets_and_fights_once():
    s = pos({"barbarossa": "aegean", "ottoman_fleet_1": "aegean", "venetian_fleet_1": "ionian"},
            step="forced_march")
    o = [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption) and o.leader == "barbarossa"]
    assert o and o[0].pieces == ["ottoman_fleet_1"] and "ionian" in o[0].to and "ottomans" not in o[0].to
    s, _ = go(s, ForcedMarch(leader="barbarossa", pieces=["ottoman_fleet_1"], to="ionian"))
    assert s.flow == "march_combat"
    a = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert a and a[0].area == "ionian" and set(a[0].pieces) == {"barbarossa", "ottoman_fleet_1"}


def test_11_3_O96_an_admiral_on_land_initiates_no_forced_march():
    s = pos({"barbarossa": "ottomans", "ottoman_spahis": "ottomans"}, step="forced_march")
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption)]
    v = K.violation(s, 0, ForcedMarch(leader="barbarossa", pieces=["ottoman_spahis"], to="byzantium"))
    assert v.code == "naval_march" and v.ruling == "11.3"


def test_11_3_O16_a_naval_forced_march_embarks_and_lands_units_once_more():
    # the spahis moved in the movement phase; the admiral's march carries them again (16.33)
    s = pos({"barbarossa": "aegean", "ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans",
             "byzantine_militia": "byzantium"}, cores=("ottomans", "byzantium"), step="forced_march")
    s.flags[B.PIECE["ottoman_spahis"]] |= 1                   # MOVED in the movement phase
    v = K.violation(s, 0, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="byzantium"))
    assert v.code == "no_leader" and v.ruling == "11.3"
    r = [o for o in K.legal_actions(s, 0) if isinstance(o, TransportOption)]
    assert r and r[0].leader == "barbarossa" and "byzantium" in r[0].to
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="byzantium",
                           leader="barbarossa"))
    assert s.flow == "march_combat" and piece(s, "ottoman_spahis")[:2] == ("byzantium", None)
    a = [o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption)]
    assert a and a[0].area == "byzantium" and a[0].pieces == ["ottoman_spahis"]
    s, _ = go(s, EndPhase())
    assert s.flow == "forced_march"
    # 11.4: neither the admiral nor the fleet nor the spahis march again this turn
    assert not [o for o in K.legal_actions(s, 0) if isinstance(o, (TransportOption, ForcedMarchOption))]


def test_16_3_views_show_what_is_aboard_which_fleet():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans"})
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="aegean"))
    v = {p.id: p for p in K.view(s, None).pieces}
    assert v["ottoman_spahis"].aboard == "ottoman_fleet_1" and v["ottoman_spahis"].area == "aegean"
    assert v["ottoman_fleet_1"].aboard is None


def test_16_5_units_aboard_forage_at_sea_with_their_fleets_and_O100_the_player_chooses():
    from gamekinds.ottomans import flow, phases
    from gamekinds.ottomans.state import Pick
    # the Bosporus feeds 1: a fleet with spahis aboard is one unit too many
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans"})
    s, _ = go(s, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="bosporus"))
    phases.forage(s, [])
    flow._after(s, [])
    d = s.pending[0]
    assert d.kind == "forage" and d.points == 1 and set(d.pieces) == set(P("ottoman_fleet_1", "ottoman_spahis"))
    s, _ = go(s, Pick(pieces=["ottoman_spahis"]))
    assert piece(s, "ottoman_spahis")[2] == DEADPILE and piece(s, "ottoman_fleet_1")[2] == MAP


def test_16_3_a_described_position_puts_units_aboard():
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "deadpile"}, aboard={"ottoman_spahis": "ottoman_fleet_1"})
    assert piece(s, "ottoman_spahis") == ("aegean", None, MAP)
    assert cargo(s, B.PIECE["ottoman_fleet_1"]) == [B.PIECE["ottoman_spahis"]]
    with pytest.raises(K.PositionError):
        pos({"ottoman_fleet_1": "aegean"}, aboard={"ottoman_spahis": "ottoman_spahis"})
