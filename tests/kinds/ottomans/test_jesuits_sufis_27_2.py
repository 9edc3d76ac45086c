"""27.2 Jesuits/Sufis on the other dice of a player turn (O202, O219, O222): Weather's own die,
Crusade/Jihad's and Kaisar-i-Rum (1)'s draws, each Trade Agreement die, the pillage CRT die
(23.2) and the Region Determination roll (14.1) wait in a ``reroll`` window while a seat
holding Jesuits/Sufis may re-roll them (the second roll stands, O80); the default answer is a
pass; with nobody holding one, no window opens."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import control, phases, plays
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans import stratagems as S
from gamekinds.ottomans.position import Position
from gamekinds.ottomans.state import (
    MAP,
    Answer,
    Attack,
    CombatResolved,
    Options,
    Pillage,
    Pillaged,
    PlayStratagem,
    RandomEvent,
    React,
    ReactOption,
    Rerolled,
    WeatherRolled,
    copy_state,
)
from ottomans_helpers import apply_passing, position

JS = ReactOption(window="reroll", stratagem="jesuits_sufis")


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    for m in (C, R, S, plays, phases, control):
        monkeypatch.setattr(m, "roll", f)


def hand(s, seat):
    return sorted(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand)


def rerolled(ev):
    return next(e for e in ev if isinstance(e, Rerolled))


def test_27_2_O222_weathers_own_die_may_be_rerolled(monkeypatch):
    def fight():
        return position(cores=["ottomans", "serbia"], clear_map=True, step="combat",
                        hands=[["jesuits_sufis"], ["weather"]],
                        pieces={"ottoman_spahis": "serbia", "serbian_feudal_array": "serbia"})
    attack = Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"])
    dice(monkeypatch, 5, 2, 6)                    # Weather 5, re-rolled 2, then the CRT die
    s, _ = apply_passing(fight(), 0, attack)
    s, ev = apply_passing(s, 1, React(stratagem="weather"))
    assert K.waiting_for(s) == [0] and s.windows[-1].what == "weather" and s.windows[-1].dice == [5]
    assert JS in K.legal_actions(s, 0) and K.timeout_action(s) == (0, React())
    assert not any(isinstance(e, WeatherRolled) for e in ev)
    s, ev = apply_passing(s, 0, React(stratagem="jesuits_sufis"))
    assert (rerolled(ev).what, rerolled(ev).before, rerolled(ev).after) == ("weather", 5, 2)
    w = next(e for e in ev if isinstance(e, WeatherRolled))
    assert w.die == 2 and not w.prevented
    assert next(e for e in ev if isinstance(e, CombatResolved)).die == 6
    dice(monkeypatch, 5)                          # a pass: the 5 stands and stops the attack
    s, _ = apply_passing(fight(), 0, attack)
    s, _ = apply_passing(s, 1, React(stratagem="weather"))
    s, ev = apply_passing(s, 0, React())
    assert next(e for e in ev if isinstance(e, WeatherRolled)).prevented and s.battle is None
    assert s.flow == "combat" and hand(s, 0) == ["jesuits_sufis"]


def test_27_2_O222_crusade_jihads_die(monkeypatch):
    eight = dict(zip(["ottoman_spahis", "ottoman_feudal_array", "rumelian_gendarmes", "ottoman_irregulars",
                      "rumelian_irregulars", "ottoman_siege_train", "janissary_1", "janissary_2"],
                     ["constantinople", "bursa", "adrianople", "belgrade", "buda",
                      "cairo", "damascus", "baghdad"]))
    s = position(cores=["ottomans", "hungary"], clear_map=True, hands=[["jesuits_sufis"], ["crusade_jihad"]],
                 phasing=1, face_up=[["control_rumelia", "control_janissary_1", "control_janissary_2"], []],
                 pieces=eight)
    dice(monkeypatch, 1, 5)
    s, _ = apply_passing(s, 1, PlayStratagem(stratagem="crusade_jihad"))
    assert K.waiting_for(s) == [0] and s.windows[-1].what == "crusade" and hand(s, 1) == []
    s, ev = apply_passing(s, 0, React(stratagem="jesuits_sufis"))
    assert rerolled(ev).after == 5 and len(s.players[1].hand) == 5 and s.flow == "movement"


def test_27_2_O222_each_trade_agreement_die(monkeypatch):
    s = position(cores=["ottomans", "hungary", "venice"], clear_map=True,
                 hands=[["trade_agreement"], ["jesuits_sufis"], []])
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="trade_agreement", target=2))
    dice(monkeypatch, 2, 3, 6)
    s, _ = apply_passing(s, 2, Answer(accept=True))
    assert K.waiting_for(s) == [1] and s.windows[-1].what == "trade" and s.windows[-1].frm == 0
    s, _ = apply_passing(s, 1, React())                                   # seat 0's 2 stands
    assert len(s.players[0].hand) == 2 and s.windows[-1].frm == 2 and s.windows[-1].dice == [3]
    s, ev = apply_passing(s, 1, React(stratagem="jesuits_sufis"))         # seat 2's 3 becomes 6
    assert rerolled(ev).after == 6 and len(s.players[2].hand) == 6 and s.flow == "movement"


def test_27_2_O222_kaisar_i_rum_1s_die(monkeypatch):
    s = position(cores=["ottomans", "hungary"], clear_map=True, pieces={"mehmed_ii": "constantinople"},
                 hands=[["kaisar_i_rum"], ["jesuits_sufis"]])
    s = copy_state(s)
    s.flow = s.step = "stratagem_phase"
    dice(monkeypatch, 1, 4)
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="kaisar_i_rum"))
    assert K.waiting_for(s) == [1] and s.windows[-1].what == "kaisar"
    s, ev = apply_passing(s, 1, React(stratagem="jesuits_sufis"))
    assert rerolled(ev).after == 4 and len(s.players[0].hand) == 4 and s.flow == "movement"


def test_27_2_O222_the_pillage_die_23_2(monkeypatch):
    kw = {"cores": ["ottomans", "hungary"], "step": "combat", "clear_map": True,
          "pieces": {"ottoman_spahis": "albania", "ottoman_irregulars": "kruje", "ottoman_siege_train": "valona"},
          "hands": [[], ["jesuits_sufis"]]}
    s = K.from_position(Position(**kw), "js", Options(pillage=True))
    dice(monkeypatch, 6, 1)
    s, ev = apply_passing(s, 0, Pillage(area="albania"))
    assert not any(isinstance(e, Pillaged) for e in ev) and s.windows[-1].what == "pillage"
    s, ev = apply_passing(s, 1, React(stratagem="jesuits_sufis"))          # the 6 (DE) becomes a 1
    p = next(e for e in ev if isinstance(e, Pillaged))
    assert p.die == 1 and not p.success and B.AREA["albania"] not in s.pillaged and s.flow == "combat"


def test_14_1_O222_the_region_determination_roll(monkeypatch):
    s = position(cores=["ottomans", "serbia"], clear_map=True, hands=[[], ["jesuits_sufis"]])
    s = copy_state(s)
    s.flow = s.step = "random_events"
    s.events_left = 1
    dice(monkeypatch, 1, 3, 1, 1, 2, 2)           # Region OUT (1, 3); region (1, 1), re-rolled (2, 2)
    s, _ = K.advance(s, 1)
    assert s.windows[-1].what == "event"
    s, ev = apply_passing(s, 1, React())                                   # the table's roll stands
    assert s.windows[-1].what == "region" and s.windows[-1].dice == [1, 1] and s.events_left == 0
    assert not any(isinstance(e, RandomEvent) for e in ev)
    s, ev = apply_passing(s, 1, React(stratagem="jesuits_sufis"))
    assert rerolled(ev).before == [1, 1] and rerolled(ev).after == [2, 2]
    e = next(e for e in ev if isinstance(e, RandomEvent))
    assert e.dice == [1, 3] and e.region_dice == [2, 2] and e.region == "syria"
    assert s.flow == "random_events" and not s.windows


def test_O222_O227_the_window_asks_the_seats_whose_hand_is_not_empty(monkeypatch):
    s = position(cores=["ottomans", "hungary", "venice"], clear_map=True, hands=[["trade_agreement"], [], []])
    s, _ = K.apply(s, 0, PlayStratagem(stratagem="trade_agreement", target=2))
    dice(monkeypatch, 2, 3)
    s, ev = K.apply(s, 2, Answer(accept=True))      # the first die: every hand empty, no window
    assert len(s.players[0].hand) == 2 and s.flow == "reaction" and s.windows[-1].what == "trade"
    assert K.waiting_for(s) == [0]                   # the second: seat 0 drew, so may hold one (O227)
    holds = "jesuits_sufis" in hand(s, 0)
    assert K.legal_actions(s, 0)[:-1] == ([JS] if holds else []) + [ReactOption(window="reroll")]
    s, ev = K.apply(s, 0, React())
    assert s.flow == "movement" and not s.windows and len(s.players[2].hand) == 3


def test_14_2_O230_each_corsairs_die_may_be_rerolled(monkeypatch):
    """O230: Corsairs' die per fleet is a single roll: it waits in a ``reroll`` window holding
    the fleets not yet resolved; the event goes on fleet by fleet with the die that stands."""
    s = position(cores=["venice", "ottomans"], clear_map=True, hands=[[], ["jesuits_sufis", "weather"]],
                 pieces={"venetian_fleet_1": "adriatic", "venetian_fleet_2": "ionian"})
    s = copy_state(s)
    s.flow = s.step = "random_events"
    s.events_left = 1
    dice(monkeypatch, 3, 5, 6, 2, 6)              # Corsairs (3, 5); fleet 1: 6 re-rolled 2; fleet 2: 6
    s, _ = K.advance(s, 1)
    assert s.windows[-1].what == "event"
    s, ev = apply_passing(s, 1, React())                                   # the table's roll stands
    assert next(e for e in ev if isinstance(e, RandomEvent)).event == "CORSAIRS"
    f1, f2 = B.PIECE["venetian_fleet_1"], B.PIECE["venetian_fleet_2"]
    assert s.windows[-1].what == "corsairs" and s.windows[-1].dice == [6] and s.windows[-1].args == [f1, f2]
    assert K.waiting_for(s) == [1] and JS in K.legal_actions(s, 1)
    s, ev = K.apply(s, 1, React(stratagem="jesuits_sufis"))
    assert rerolled(ev).what == "corsairs" and rerolled(ev).before == 6 and rerolled(ev).after == 2
    assert s.where[f1] == MAP                                              # the 2 stands: fleet 1 sails on
    assert s.windows[-1].what == "corsairs" and s.windows[-1].args == [f2]  # fleet 2's 6 waits
    assert K.legal_actions(s, 1)[:-1] == [ReactOption(window="reroll")]    # no Jesuits/Sufis left: pass (O227)
    s, _ = K.apply(s, 1, React())
    assert s.where[f2] != MAP and s.where[f1] == MAP and not s.windows and s.flow == "random_events"
