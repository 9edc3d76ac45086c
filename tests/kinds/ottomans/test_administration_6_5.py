"""27.2 Administration (1) against the 6.5 shift and the Holy Roman Empire's grants (O45,
O205, O223), and several 6.5/6.6 shifts at one declaration separating the pieces aboard fleets
once, after all of them (8.1(3), O98, O224)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.control import carrier, nat_controllers
from gamekinds.ottomans.state import Attack, CombatResolved, ControlLost, PlayStratagem, React, ReactOption
from ottomans_helpers import apply_passing, position


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


def hand(s, seat):
    return sorted(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand)


def own_units():
    return position(cores=["ottomans", "hungary"], clear_map=True, step="combat",
                    face_up=[["control_serbia"], []], hands=[["administration"], []],
                    pieces={"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia",
                            "serbian_feudal_array": "serbia"})


ATTACK = Attack(area="serbia", pieces=["ottoman_spahis", "ottoman_feudal_array"], colours=["green"])
SERBIA = B.AREA["serbia"]


def test_27_2_O223_administration_1_negates_the_6_5_shift(monkeypatch):
    dice(monkeypatch, 6)
    s, ev = K.apply(own_units(), 0, ATTACK)
    w = s.windows[-1]
    assert K.waiting_for(s) == [0] and (w.kind, w.why) == ("administration", "6.5")
    assert ReactOption(window="administration", stratagem="administration") in K.legal_actions(s, 0)
    assert K.timeout_action(s) == (0, React()) and s.battle is not None and s.battle.dseat == -1
    assert not any(isinstance(e, ControlLost) for e in ev) and nat_controllers(s)[SERBIA] == 0
    s2, ev = K.apply(s, 0, React(stratagem="administration"))
    assert nat_controllers(s2)[SERBIA] == 0 and hand(s2, 0) == []       # the loss is negated
    r = next(e for e in ev if isinstance(e, CombatResolved))             # he attacks and defends (9.0)
    assert r.die == 6 and s2.flow == "combat" and s2.battle is None
    dice(monkeypatch, 6)
    s3, ev = apply_passing(s, 0, React())                                    # a pass: 6.5 takes its course
    lost = next(e for e in ev if isinstance(e, ControlLost))
    assert (lost.why, lost.to) == ("6.5", 1) and nat_controllers(s3)[SERBIA] == 1
    assert any(isinstance(e, CombatResolved) for e in ev) and "administration" in hand(s3, 0)


def test_6_5_without_administration_no_window(monkeypatch):
    dice(monkeypatch, 6)
    s = own_units()
    s.players[0].hand = []
    s, ev = K.apply(s, 0, ATTACK)
    assert nat_controllers(s)[SERBIA] == 1 and any(isinstance(e, CombatResolved) for e in ev)


def test_27_2_O223_administration_1_against_the_holy_roman_empire():
    def hre():
        return position(cores=["austria", "bohemia"], clear_map=True, scenario=2, turn=8,
                        face_up=[[], ["control_tyrol", "control_croatia"]],
                        hands=[["holy_roman_empire"], ["administration"]])
    s, _ = K.apply(hre(), 0, PlayStratagem(stratagem="holy_roman_empire"))
    nats = nat_controllers(s)
    assert nats[B.AREA["spain"]] == 0 and nats[B.AREA["tyrol"]] == 1 and nats[B.AREA["croatia"]] == 1
    assert K.waiting_for(s) == [1] and [w.why for w in s.windows] == ["Holy Roman Empire (27.2)"] * 2
    assert s.windows[-1].copy == B.CONTROL_COPY_OF_NAT[B.AREA["tyrol"]]  # in the order of the grants
    s2, _ = K.apply(s, 1, React(stratagem="administration"))            # Tyrol's loss negated
    assert hand(s2, 1) == [] and not s2.windows                         # Croatia's: none left to play
    nats = nat_controllers(s2)
    assert nats[B.AREA["croatia"]] == 0 and nats[B.AREA["tyrol"]] == 1 and s2.flow == "movement"
    assert s2.spain_entered


def test_O98_O224_several_shifts_at_one_declaration_separate_once(monkeypatch):
    dice(monkeypatch, 1)
    s = position(cores=["ottomans", "hungary"], clear_map=True, step="combat",
                 pieces={"ottoman_fleet_1": "black_sea", "trebizond_fleet": "black_sea"},
                 aboard={"serbian_militia": "trebizond_fleet"})
    s, ev = K.apply(s, 0, Attack(area="black_sea", pieces=["ottoman_fleet_1"], colours=["green"]))
    nats = nat_controllers(s)
    assert nats[B.AREA["trebizond"]] == 1 and nats[SERBIA] == 1          # 6.6 twice, both to seat 1
    # the fleet and its cargo end under one player: the militia stays aboard and defends (8.1(3))
    assert carrier(s, B.PIECE["serbian_militia"]) == B.PIECE["trebizond_fleet"]
    assert "serbian_militia" in next(e for e in ev if isinstance(e, CombatResolved)).defenders
