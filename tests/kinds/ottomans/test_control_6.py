"""Control [6.1-6.8, O13, O34, O42, O81], stratagem hands and hidden information [19.3,
19.4, 19.21], views redacted per seat."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans.control import controllers, draw, lose_random, nat_controllers
from gamekinds.ottomans.state import DEADPILE, Drew, Move, PlayControl, PlayControlOption, Returned
from ottomans_helpers import apply_passing, piece, position


def pos(pieces=None, cores=("ottomans", "hungary"), **kw):
    return position(cores=list(cores), pieces=pieces or {}, clear_map=True, **kw)


def test_6_1_control_by_face_up_marker_and_O42_face_down_gives_nothing():
    s = pos({"serbian_militia": "serbia"}, hands=[["control_serbia"], []])
    assert nat_controllers(s)[B.AREA["serbia"]] == -1
    v = K.violation(s, 0, Move(pieces=["serbian_militia"], to="rumelia"))
    assert v.code == "not_controlled"
    opts = [o for o in K.legal_actions(s, 0) if isinstance(o, PlayControlOption)]
    assert opts and opts[0].stratagems == ["control_serbia"]
    s, ev = apply_passing(s, 0, PlayControl(stratagem="control_serbia"))
    assert nat_controllers(s)[B.AREA["serbia"]] == 0
    assert K.violation(s, 0, Move(pieces=["serbian_militia"], to="rumelia")) is None


def test_O34_control_played_only_in_ones_own_player_turn():
    s = pos(hands=[[], ["control_serbia"]])
    v = K.violation(s, 1, PlayControl(stratagem="control_serbia"))
    assert v.code == "not_your_turn"


def test_6_11_not_in_hand_and_not_a_control_stratagem():
    s = pos(hands=[["agent"], []])
    assert K.violation(s, 0, PlayControl(stratagem="control_serbia")).code == "not_in_hand"
    v = K.violation(s, 0, PlayControl(stratagem="agent"))
    assert v.code == "not_control" and v.ruling == "6.1"


def test_18_21_spain_not_before_1500():
    s = position(cores=["ottomans", "hungary"], hands=[["control_spain"], []], clear_map=True, scenario=2, turn=8)
    assert K.violation(s, 0, PlayControl(stratagem="control_spain")) is None
    s = position(cores=["ottomans", "hungary"], hands=[["control_spain"], []], clear_map=True, scenario=2, turn=5)
    v = K.violation(s, 0, PlayControl(stratagem="control_spain"))
    assert v.code == "spain_too_early" and v.ruling == "18.21"


def test_18_41_spain_entering_opens_malta_and_places_the_spanish_2_1():
    s = position(cores=["ottomans", "hungary"], hands=[["control_spain"], []], clear_map=True, scenario=2,
                 turn=8, pieces={"spanish_militia": "deadpile"})
    assert not s.spain_entered
    s, _ = apply_passing(s, 0, PlayControl(stratagem="control_spain"))
    assert s.spain_entered and piece(s, "spanish_militia")[:2] == ("malta", "malta_city")


def test_6_22_3_gaining_control_moves_units_out_of_a_shared_city():
    s = pos({"ottoman_spahis": "belgrade"}, hands=[["control_serbia"], []])
    s.where[B.PIECE["serbian_militia"]], s.area[B.PIECE["serbian_militia"]] = 0, B.AREA["serbia"]
    s.city[B.PIECE["serbian_militia"]] = B.CITY["belgrade"]
    s, _ = apply_passing(s, 0, PlayControl(stratagem="control_serbia"))
    assert piece(s, "serbian_militia")[1] is None and piece(s, "ottoman_spahis")[1] == "belgrade"


def test_6_21_revolt_returns_the_marker_to_the_pool_unless_core(monkeypatch):
    from gamekinds.ottomans import phases
    s = pos(face_up=[["control_serbia"], []], cores=("ottomans", "walachia"))
    phases._lose_control(s, [], B.AREA["serbia"], "revolt")
    assert nat_controllers(s)[B.AREA["serbia"]] == -1
    assert any(c >= B.N_PIECES and B.STRAT_ID[c - B.N_PIECES] == "control_serbia" for c in s.pool)   # 6.7
    phases._lose_control(s, [], B.AREA["walachia"], "revolt")
    assert nat_controllers(s)[B.AREA["walachia"]] == 1                # 4.1(2): a core never revolts


def test_17_2_mercenary_eliminated_when_its_marker_is_lost():
    s = pos({"janissary_1": "ottomans"}, face_up=[["control_janissary_1"], []])
    assert controllers(s)[B.PIECE["janissary_1"]] == 0
    from gamekinds.ottomans.control import give_control
    give_control(s, [], B.MERC_COPY[B.PIECE["janissary_1"]], -1, 0, "test")
    assert s.where[B.PIECE["janissary_1"]] != 0


def test_19_11_draws_at_random_and_19_21_losses_at_random():
    s = pos()
    n = len(s.pool)
    ev: list = []
    draw(s, ev, 0, 5, "test")
    assert len(s.pool) == n - 5 + sum(1 for e in ev if type(e).__name__ == "LeaderDrawn" and e.placed is None)
    lose_random(s, ev, 0, 99, "test")                           # more than held: no further effect
    assert s.players[0].hand == []


def test_19_4_hand_limit_forces_a_discard_of_the_owners_choice(monkeypatch):
    from gamekinds.ottomans import combat
    from gamekinds.ottomans.state import Attack, Discard
    s = pos({"ottoman_spahis": "serbia", "serbian_militia": "serbia"}, step="combat",
            hands=[["agent"] * 12 + ["weather"] * 3, []])
    monkeypatch.setattr(combat, "roll", lambda s: 6)                  # DE: the attacker draws one
    s, _ = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert len(s.players[0].hand) == 16
    assert s.flow == "discard" and K.waiting_for(s) == [0] and s.resume == "combat"
    assert K.violation(s, 0, Discard(stratagems=["truce"])).code == "not_in_hand"
    s, _ = apply_passing(s, 0, Discard(stratagems=["weather"]))
    assert len(s.players[0].hand) == 15 and s.flow == "combat"


def test_19_3_views_redact_other_hands_and_the_pool():
    s = pos(hands=[["agent", "weather"], ["truce"]])
    v0, v1, vp = K.view(s, 0), K.view(s, 1), K.view(s, None)
    assert v0.players[0].hand == ["agent", "weather"] and v0.players[1].hand is None
    assert v1.players[1].hand == ["truce"] and v1.players[0].hand is None
    assert vp.players[0].hand is None and vp.players[1].hand is None
    assert v0.players[1].hand_size == 1 and vp.pool_size == len(s.pool)
    blob = repr(vp)
    assert "rng" not in blob and "pool=" not in blob


def test_19_3_drawn_counters_named_only_to_the_drawer():
    e = Drew(seat=0, count=2, why="x", counters=["agent", "truce"])
    assert K.redact_event(e, 0).counters == ["agent", "truce"]
    assert K.redact_event(e, 1).counters is None and K.redact_event(e, None).counters is None
    r = Returned(seat=1, count=1, why="x", counters=["agent"])
    assert K.redact_event(r, 0).counters is None


def test_18_41_O229_spain_enters_however_its_control_comes_into_play():
    """O229: the Holy Roman Empire's grant, and a control stratagem taken from the pool (20.3
    diplomacy, 6.6: ``give_control`` from the pool), put the Spanish 2-1 on Malta as playing
    Spain's control does; once only (a later shift of the stratagem places nothing)."""
    from gamekinds.ottomans.control import give_control
    from gamekinds.ottomans.state import PlayStratagem
    s = position(cores=["austria", "bohemia"], clear_map=True, scenario=2, turn=8,
                 hands=[["holy_roman_empire"], []], pieces={"spanish_militia": "deadpile"})
    assert not s.spain_entered
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="holy_roman_empire"))
    assert s.spain_entered and piece(s, "spanish_militia")[:2] == ("malta", "malta_city")
    s = position(cores=["ottomans", "hungary"], clear_map=True, scenario=2, turn=8, pieces={"spanish_militia": "deadpile"})
    copy = next(c - B.N_PIECES for c in s.pool if c >= B.N_PIECES and B.STRAT_ID[c - B.N_PIECES] == "control_spain")
    give_control(s, [], copy, 1, -1, "20.3")
    assert s.spain_entered and piece(s, "spanish_militia")[:2] == ("malta", "malta_city")
    s.where[B.PIECE["spanish_militia"]] = DEADPILE                         # eliminated since: not placed again
    give_control(s, [], copy, 0, 1, "6.5")
    assert s.where[B.PIECE["spanish_militia"]] == DEADPILE
