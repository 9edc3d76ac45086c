"""Mercenaries [17.1, 17.2, 17.3, 27.2 Control (Mercenary); O75, O76] in the reinforcement
phase (5.1(6b))."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans.control import controllers
from gamekinds.ottomans.state import ASIDE, MAP, EndPhase, MercenaryOption, PlayMercenary
from ottomans_helpers import piece, position


def at_reinforcement(**kw):
    """The position at the start of the reinforcement phase (after forage)."""
    from gamekinds.ottomans.flow import _next_mercenary_seat
    s = position(clear_map=True, **kw)
    s.phasing = -1
    _next_mercenary_seat(s, [])
    return s


def test_17_1_played_in_the_reinforcement_phase_next_to_a_unit_of_its_faction():
    s = at_reinforcement(cores=["ottomans", "hungary"], pieces={"ottoman_spahis": "serbia"},
                         hands=[["control_ghazis"], []])
    assert s.flow == "mercenaries" and K.waiting_for(s) == [0]
    (o,) = [o for o in K.legal_actions(s, 0) if isinstance(o, MercenaryOption)]
    assert o.stratagem == "control_ghazis" and o.regions == ["serbia"]
    v = K.violation(s, 0, PlayMercenary(stratagem="control_ghazis", region="hungary"))
    assert v.code == "bad_region" and v.ruling == "17.1"
    s, _ = K.apply(s, 0, PlayMercenary(stratagem="control_ghazis", region="serbia"))
    assert piece(s, "ghazis")[0] == "serbia" and controllers(s)[B.PIECE["ghazis"]] == 0
    assert s.flow == "reinforcement"                    # nothing more to play: the placements


def test_O75_no_unit_of_its_faction_no_play():
    s = position(cores=["ottomans", "hungary"], clear_map=True, hands=[["control_ghazis"], []])
    from gamekinds.ottomans import mercenaries
    assert mercenaries.playable(s, 0) == []
    v = mercenaries.regions_for(s, B.MERC_COPY[B.PIECE["ghazis"]])
    assert v is None


def test_O76_an_uncontrolled_mercenary_on_the_map_changes_hands_in_place():
    s = at_reinforcement(cores=["hungary", "ottomans"], pieces={"st_john_1": "rhodes_city"},
                         hands=[["control_st_john_1"], []])
    (o,) = [o for o in K.legal_actions(s, 0) if isinstance(o, MercenaryOption)]
    assert o.regions == []
    assert K.violation(s, 0, PlayMercenary(stratagem="control_st_john_1", region="rhodes")).code == "already_placed"
    s, _ = K.apply(s, 0, PlayMercenary(stratagem="control_st_john_1"))
    assert piece(s, "st_john_1")[:2] == ("rhodes", "rhodes_city") and controllers(s)[B.PIECE["st_john_1"]] == 0


def test_17_2_17_3_an_eliminated_mercenary_is_set_aside_and_its_marker_returns():
    from gamekinds.ottomans.control import eliminate
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces={"janissary_1": "ottomans"},
                 face_up=[["control_janissary_1"], []])
    eliminate(s, [], B.PIECE["janissary_1"], combat=True)
    assert s.where[B.PIECE["janissary_1"]] == ASIDE
    assert B.N_PIECES + B.MERC_COPY[B.PIECE["janissary_1"]] in s.pool


def test_end_phase_passes_to_the_reinforcements():
    s = at_reinforcement(cores=["ottomans", "hungary"], pieces={"ottoman_spahis": "serbia"},
                         hands=[["control_ghazis"], []])
    s, _ = K.apply(s, 0, EndPhase())
    assert s.flow == "reinforcement" and s.where[B.PIECE["ghazis"]] != MAP


def test_17_1_the_row_and_the_log_name_the_mercenaries_and_where_they_go():
    """Session 25 (a newcomer's find): the hire row names the marker's unit (``pieces``) and,
    for one already on the map, where it stands (``at``, O76); the ``control_played`` event
    names the unit and the area it was placed in (or stands in), for every reader."""
    from gamekinds.ottomans.state import ControlPlayed
    s = at_reinforcement(cores=["ottomans", "hungary"], pieces={"ottoman_spahis": "serbia"},
                         hands=[["control_ghazis"], []])
    (o,) = [o for o in K.legal_actions(s, 0) if isinstance(o, MercenaryOption)]
    assert (o.pieces, o.at) == (["ghazis"], None)
    s, ev = K.apply(s, 0, PlayMercenary(stratagem="control_ghazis", region="serbia"))
    (e,) = [e for e in ev if isinstance(e, ControlPlayed)]
    assert (e.stratagem, e.pieces, e.placed) == ("control_ghazis", ["ghazis"], "serbia")
    assert K.public_event(e) == e
    s = at_reinforcement(cores=["hungary", "ottomans"], pieces={"st_john_1": "rhodes_city"},
                         hands=[["control_st_john_1"], []])
    (o,) = [o for o in K.legal_actions(s, 0) if isinstance(o, MercenaryOption)]
    assert (o.pieces, o.at, o.regions) == (["st_john_1"], "rhodes", [])
    s, ev = K.apply(s, 0, PlayMercenary(stratagem="control_st_john_1"))
    (e,) = [e for e in ev if isinstance(e, ControlPlayed)]
    assert (e.pieces, e.placed) == (["st_john_1"], "rhodes")
