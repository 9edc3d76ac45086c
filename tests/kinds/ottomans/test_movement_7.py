"""Land movement [7.0-7.8], the Hellespont and the Bosporus [7.63, O25], cities [10.1,
O48], special regions [18.1-18.5], fleets at sea [7.62, 16.0]."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans.state import Move, MoveOption
from ottomans_helpers import piece, position


def pos(pieces, cores=("ottomans", "hungary"), **kw):
    return position(cores=list(cores), pieces=pieces, clear_map=True, **kw)


def dests(s, seat, pid):
    return {d for o in K.legal_actions(s, seat) if isinstance(o, MoveOption) and pid in o.pieces for d in o.to}


def test_7_1_move_to_adjacent_region_and_7_2_mobility():
    s = pos({"serbian_feudal_array": "serbia"}, cores=("serbia", "ottomans"))   # 3-2
    d = dests(s, 0, "serbian_feudal_array")
    assert {"hungary", "rumelia", "walachia"} <= d
    assert "austria" in d                       # two regions: serbia -> hungary -> austria
    assert "poland" in d
    s2, ev = K.apply(s, 0, Move(pieces=["serbian_feudal_array"], to="austria"))
    assert piece(s2, "serbian_feudal_array")[0] == "austria"
    assert ev[0].path == ["hungary", "austria"]


def test_7_1_too_far_is_refused():
    s = pos({"serbian_militia": "serbia"}, cores=("serbia", "ottomans"))       # 1-1
    v = K.violation(s, 0, Move(pieces=["serbian_militia"], to="austria"))
    assert v.code == "unreachable" and v.ruling == "7.1"


def test_7_4_a_unit_moves_once_per_turn():
    s = pos({"serbian_feudal_array": "serbia"}, cores=("serbia", "ottomans"))
    s, _ = K.apply(s, 0, Move(pieces=["serbian_feudal_array"], to="hungary"))
    v = K.violation(s, 0, Move(pieces=["serbian_feudal_array"], to="serbia"))
    assert v.code == "already_moved" and v.ruling == "7.4"


def test_7_3_a_force_starts_together_and_moves_at_the_slowest():
    s = pos({"ottoman_spahis": "byzantium", "ottoman_feudal_array": "rumelia"})
    v = K.violation(s, 0, Move(pieces=["ottoman_spahis", "ottoman_feudal_array"], to="serbia"))
    assert v.code == "not_together" and v.ruling == "7.3"
    s = pos({"ottoman_spahis": "serbia", "ottoman_militia": "serbia"} if "ottoman_militia" in
            __import__("gamekinds.ottomans.board", fromlist=["PIECE"]).PIECE else
            {"ottoman_spahis": "serbia", "ottoman_siege_train": "serbia"})
    slow = "ottoman_siege_train"
    v = K.violation(s, 0, Move(pieces=["ottoman_spahis", slow], to="austria"))
    assert v.code == "unreachable"


def test_6_4_only_controlled_units_move():
    s = pos({"serbian_feudal_array": "serbia"})
    v = K.violation(s, 0, Move(pieces=["serbian_feudal_array"], to="hungary"))
    assert v.code == "not_controlled" and v.ruling == "6.4"


def test_6_3_one_colour_per_force():
    s = pos({"ottoman_spahis": "serbia", "serbian_feudal_array": "serbia"},
            face_up=[["control_serbia"], []])
    v = K.violation(s, 0, Move(pieces=["ottoman_spahis", "serbian_feudal_array"], to="hungary"))
    assert v.code == "mixed_colours" and v.ruling == "6.3"


def test_7_7_entering_a_region_with_inimical_units_stops():
    s = pos({"ottoman_spahis": "egypt", "syrian_militia": "syria"})           # spahis 3-3
    d = dests(s, 0, "ottoman_spahis")
    assert "syria" in d and not d & {"iraq", "seljuks", "kurdistan"}   # must stop in Syria
    s = pos({"ottoman_spahis": "egypt"})
    assert {"iraq", "seljuks", "kurdistan"} <= dests(s, 0, "ottoman_spahis")


def test_7_7_may_leave_a_region_with_inimical_units():
    s = pos({"ottoman_spahis": "hungary", "hungarian_militia": "hungary"})
    assert "austria" in dests(s, 0, "ottoman_spahis")


def test_7_7_same_colour_non_belligerents_do_not_stop():
    s = pos({"ottoman_spahis": "byzantium", "rumelian_irregulars": "serbia"}, cores=("ottomans", "hungary"))
    # Rumelia is not granted here (a described position): an uncontrolled red unit
    assert "hungary" in dests(s, 0, "ottoman_spahis")


def test_7_71_units_in_cities_do_not_stop_movement():
    s = pos({"ottoman_spahis": "rumelia", "serbian_militia": "belgrade"})
    assert "hungary" in dests(s, 0, "ottoman_spahis")


def test_7_63_hellespont_costs_one_and_is_blocked_by_an_inimical_fleet_in_the_bosporus():
    s = pos({"ottoman_irregulars": "ottomans"})
    assert "byzantium" in dests(s, 0, "ottoman_irregulars")
    s = pos({"ottoman_irregulars": "ottomans", "byzantine_fleet": "bosporus"})
    d = dests(s, 0, "ottoman_irregulars")
    assert "byzantium" not in d and "rumelia" not in d
    v = K.violation(s, 0, Move(pieces=["ottoman_irregulars"], to="byzantium"))
    assert v.code == "unreachable"
    # "even if there is also a non-inimical fleet there"
    s = pos({"ottoman_irregulars": "ottomans", "byzantine_fleet": "bosporus", "ottoman_fleet_1": "bosporus"})
    assert "byzantium" not in dests(s, 0, "ottoman_irregulars")


def test_O48_entering_a_city_of_an_adjacent_region_costs_two():
    s = pos({"serbian_militia": "serbia"}, cores=("serbia", "ottomans"))      # mobility 1
    d = dests(s, 0, "serbian_militia")
    assert "belgrade" in d and "buda" not in d
    s = pos({"serbian_feudal_array": "serbia"}, cores=("serbia", "ottomans"))  # mobility 2
    assert "buda" in dests(s, 0, "serbian_feudal_array")


def test_10_1_enemy_outside_never_inhibits_entering_a_city():
    s = pos({"ottoman_spahis": "egypt", "syrian_militia": "syria"})
    d = dests(s, 0, "ottoman_spahis")
    assert {"syria", "damascus", "aleppo"} <= d and "iraq" not in d


def test_8_1_no_entering_a_city_held_by_others_or_another_colour():
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "belgrade"})
    assert "belgrade" not in dests(s, 0, "ottoman_spahis")
    v = K.violation(s, 0, Move(pieces=["ottoman_spahis"], to="belgrade"))
    assert v.code == "unreachable"
    # own units of the same colour: allowed
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "belgrade"})
    assert "belgrade" in dests(s, 0, "ottoman_spahis")
    # another player's units of the same colour: refused (8.1(2))
    s = pos({"ottoman_spahis": "serbia", "rumelian_gendarmes": "belgrade"}, cores=("ottomans", "rumelia"))
    assert "belgrade" not in dests(s, 0, "ottoman_spahis")


def test_18_1_only_papal_units_enter_the_papal_states():
    s = pos({"venetian_professional_infantry": "venice"}, cores=("venice", "ottomans"))
    assert "papal_states" not in dests(s, 0, "venetian_professional_infantry")
    v = K.violation(s, 0, Move(pieces=["venetian_professional_infantry"], to="papal_states"))
    assert v.code == "unreachable"
    from gamekinds.ottomans.movement import may_enter_area
    from gamekinds.ottomans import board as B
    r = may_enter_area(s, [B.PIECE["venetian_professional_infantry"]], B.AREA["papal_states"])
    assert r.code == "restricted_region" and r.ruling == "18.1"


def test_18_5_only_spanish_and_papal_units_in_the_tyrrhenian_and_18_41_malta():
    from gamekinds.ottomans import board as B
    from gamekinds.ottomans.movement import may_enter_area
    s = pos({"venetian_fleet_1": "ionian"}, cores=("venice", "ottomans"))
    d = dests(s, 0, "venetian_fleet_1")
    assert "tyrrhenian" not in d and "western_mediterranean" in d
    assert may_enter_area(s, [B.PIECE["venetian_fleet_1"]], B.AREA["tyrrhenian"]).ruling == "18.5"
    assert may_enter_area(s, [B.PIECE["venetian_fleet_1"]], B.AREA["malta"]).ruling == "18.41"


def test_7_62_fleets_move_by_sea_and_into_ports():
    s = pos({"ottoman_fleet_1": "aegean"})                    # 3-3
    d = dests(s, 0, "ottoman_fleet_1")
    assert {"bosporus", "black_sea", "ionian", "thessalonica", "constantinople"} <= d
    assert "byzantium" not in d and "ottomans" not in d
    s2, _ = K.apply(s, 0, Move(pieces=["ottoman_fleet_1"], to="thessalonica"))
    assert piece(s2, "ottoman_fleet_1")[:2] == ("byzantium", "thessalonica")


def test_7_62_fleet_stops_on_entering_a_sea_with_inimical_fleets():
    s = pos({"ottoman_fleet_1": "aegean", "venetian_fleet_1": "ionian"})
    d = dests(s, 0, "ottoman_fleet_1")
    assert "ionian" in d and "adriatic" not in d and "tyrrhenian" not in d


def test_7_62_land_and_fleet_move_apart():
    s = pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa"})
    v = K.violation(s, 0, Move(pieces=["ottoman_fleet_1", "ottoman_spahis"], to="ottomans"))
    assert v.code == "mixed_fleet" and v.ruling == "7.62"


def test_unknown_place_and_piece():
    s = pos({"ottoman_spahis": "byzantium"})
    assert K.violation(s, 0, Move(pieces=["ottoman_spahis"], to="atlantis")).code == "unknown_place"
    assert K.violation(s, 0, Move(pieces=["nobody"], to="serbia")).code == "unknown_piece"
    assert K.violation(s, 0, Move(pieces=[], to="serbia")).code == "illegal_action"
    assert K.violation(s, 1, Move(pieces=["ottoman_spahis"], to="serbia")).code == "not_your_turn"
