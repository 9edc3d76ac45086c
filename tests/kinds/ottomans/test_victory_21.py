"""Victory [21.0, 21.1, 21.11, 21.12-I, 21.13-I, 21.2, 21.12-S, 21.13-S; O4, O5, O55, O72,
O73] at the end of the last turn [4.4]."""

from __future__ import annotations

from gamekinds.ottomans import phases
from ottomans_helpers import position

EIGHT = {  # red units in eight critical cities (21.1: 8 of 15 is 51 %)
    "ottoman_spahis": "constantinople", "ottoman_feudal_array": "bursa", "rumelian_gendarmes": "adrianople",
    "azerbaijan_feudal_array": "tabriz", "seljuk_feudal_array": "cairo", "seljuk_irregulars": "damascus",
    "emirate_irregulars": "baghdad", "krim_irregulars_1": "trebizond_city",
}


def test_21_1_imperial_victory_with_8_critical_cities_regardless_of_controller():
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces=EIGHT,
                 face_up=[["control_rumelia"], ["control_seljuks", "control_azerbaijan"]])
    kind, winners, pts = phases.victory(s)
    assert kind == "imperial"
    # seat 0: Constantinople +4 (O55: the city's own units), Bursa +2, Adrianople +2;
    # regions undisputed by its red units: Byzantium 3, Ottomans 4, Rumelia 3
    assert pts[0] == 4 + 2 + 2 + 3 + 4 + 3
    # seat 1: Tabriz +2, Cairo +2, Damascus +2; regions: Azerbaijan 2, Egypt 4, Syria 3
    assert pts[1] == 2 + 2 + 2 + 2 + 4 + 3
    assert winners == [0]


def test_21_12_I_units_of_another_faction_or_player_dispute_the_region():
    pieces = dict(EIGHT, hungarian_militia="byzantium")
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces=pieces,
                 face_up=[["control_rumelia"], ["control_seljuks", "control_azerbaijan"]])
    kind, winners, pts = phases.victory(s)
    assert kind == "imperial" and pts[0] == 4 + 2 + 2 + 4 + 3      # Byzantium's value lost, city kept (O55)


def test_21_2_survival_points_and_21_13_S_threshold():
    s = position(cores=["ottomans", "hungary"], clear_map=True,
                 pieces={"ottoman_spahis": "constantinople", "ottoman_feudal_array": "serbia",
                         "hungarian_militia": "buda"})
    kind, winners, pts = phases.victory(s)
    assert kind == "survival"
    # seat 0 (red core): Constantinople +2, Byzantium (green) 3/2 = 1.5, Serbia (green) 2/2 = 1
    assert pts[0] == 2 + 1.5 + 1
    # seat 1 (blue core): Buda +1, Hungary (blue) 4
    assert pts[1] == 1 + 4
    assert winners == []                                          # neither above its colour's total


def test_21_13_S_several_may_win_and_O72_halves_kept():
    pieces = {"ottoman_spahis": "ottomans", "ottoman_feudal_array": "seljuks", "ottoman_irregulars": "emirates",
              "rumelian_gendarmes": "rumelia", "krim_irregulars_1": "krim", "azerbaijan_feudal_array": "azerbaijan",
              "seljuk_feudal_array": "achaea"}
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces=pieces,
                 face_up=[["control_rumelia", "control_krim", "control_azerbaijan", "control_seljuks",
                           "control_emirates"], []])
    kind, winners, pts = phases.victory(s)
    # red regions: 4 + 2 + 2 + 3 + 2 + 2 = 15, plus Achaea (green, 2) / 2 = 1 -> 16 > 15
    assert pts[0] == 16.0 and winners == [0]


def test_O89_the_islands_are_blue_in_the_survival_target_and_score_full_for_a_blue_core():
    """O89: Malta, Rhodes, Crete and Cyprus are blue (the rulebook gives them no colour):
    blue's 21.13-S target is 35 with their 6, and a blue core holding one scores its full
    value while a red core scores half (21.2)."""
    from gamekinds.ottomans import board as B

    names = [r.name for r in B.D.regions]
    blue = B.COLOURS.index("blue")
    islands = [names.index(n) for n in phases.ISLANDS]
    assert [B.REGION_COLOUR[a] for a in islands] == [blue] * 4
    assert sum(B.AREA_VALUE[a] for a in islands) == 6
    assert phases.SURVIVAL_TARGET == [15, 16, 18, 35]
    s = position(cores=["ottomans", "hungary"], clear_map=True,
                 pieces={"ottoman_spahis": "cyprus", "hungarian_militia": "crete"})
    kind, winners, pts = phases.victory(s)
    assert kind == "survival" and winners == []
    assert pts == [2 / 2, 2.0]          # Cyprus (blue, 2) half for red; Crete (blue, 2) full for blue
