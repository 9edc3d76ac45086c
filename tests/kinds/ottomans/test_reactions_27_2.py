"""Reaction windows of other seats [27.2; issue 31 item 3]: Weather against an attack or a
move (O200), the Tactical Advantage bids of the defender and the attacker (Military Advance
(2), 29 Q&A 5, O201, O203), Jesuits/Sufis re-rolls (O80, O202), Administration (1) against
a loss of control (O45, O205); each with its default answer for decision timeouts."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.control import nat_controllers
from gamekinds.ottomans.state import (
    ATTACKED,
    MOVED,
    Attack,
    CombatResolved,
    EndPhase,
    Move,
    PlayStratagem,
    React,
    ReactOption,
    Rerolled,
    WeatherRolled,
)
from ottomans_helpers import apply_passing, position


def hand(s, seat):
    return sorted(B.STRAT_ID[c - B.N_PIECES] for c in s.players[seat].hand)


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


def fight(hands, step="combat"):
    return position(cores=["ottomans", "serbia"], clear_map=True, step=step, hands=hands,
                    pieces={"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia",
                            "serbian_feudal_array": "serbia"})


ATTACK = Attack(area="serbia", pieces=["ottoman_spahis", "ottoman_feudal_array"], colours=["green"])


def test_27_2_weather_4_to_6_prevents_a_declared_attack_O200(monkeypatch):
    s = fight([[], ["weather"]])
    dice(monkeypatch, 5)
    s, ev = apply_passing(s, 0, ATTACK)
    assert K.waiting_for(s) == [1] and s.flow == "reaction"
    assert ReactOption(window="weather", stratagem="weather") in K.legal_actions(s, 1)
    assert K.timeout_action(s) == (1, React())                   # the default answer: pass
    s, ev = apply_passing(s, 1, React(stratagem="weather"))
    assert next(e for e in ev if isinstance(e, WeatherRolled)).prevented
    assert not any(isinstance(e, CombatResolved) for e in ev)
    assert s.flow == "combat" and s.battle is None and hand(s, 1) == []
    assert s.flags[B.PIECE["ottoman_spahis"]] & ATTACKED             # the attack was made (9.33)


def test_27_2_weather_1_to_3_has_no_effect(monkeypatch):
    s = fight([[], ["weather"]])
    dice(monkeypatch, 3, 6)                                          # weather 3, then the CRT die 6
    s, _ = apply_passing(s, 0, ATTACK)
    s, ev = apply_passing(s, 1, React(stratagem="weather"))
    assert not next(e for e in ev if isinstance(e, WeatherRolled)).prevented
    assert next(e for e in ev if isinstance(e, CombatResolved)).die == 6


def test_27_2_weather_stops_a_move_and_what_it_spent_stays_spent_O200(monkeypatch):
    s = position(cores=["serbia", "ottomans"], clear_map=True, pieces={"serbian_militia": "serbia"},
                 hands=[["military_advance"], ["weather"]])
    dice(monkeypatch, 4)
    s, _ = apply_passing(s, 0, Move(pieces=["serbian_militia"], to="buda", military_advance=True))
    assert K.waiting_for(s) == [1] and s.held_move is not None
    s, _ev = apply_passing(s, 1, React(stratagem="weather"))
    p = B.PIECE["serbian_militia"]
    assert B.AREA_IDS[s.area[p]] == "serbia" and s.flags[p] & MOVED and hand(s, 0) == []
    assert s.flow == "movement" and s.held_move is None
    # a pass lets the move happen
    s = position(cores=["serbia", "ottomans"], clear_map=True, pieces={"serbian_militia": "serbia"},
                 hands=[[], ["weather"]])
    s, _ = apply_passing(s, 0, Move(pieces=["serbian_militia"], to="hungary"))
    s, _ = apply_passing(s, 1, React())
    assert B.AREA_IDS[s.area[p]] == "hungary"


def test_27_2_no_window_when_nobody_can_react(monkeypatch):
    s = fight([[], []])
    dice(monkeypatch, 6)
    s, ev = apply_passing(s, 0, ATTACK)
    assert any(isinstance(e, CombatResolved) for e in ev) and s.flow == "combat" and not s.windows


def test_27_2_tactical_advantage_bids_defender_then_attacker_O201(monkeypatch):
    s = fight([["military_advance", "military_advance"], ["military_advance"]])
    dice(monkeypatch, 6)
    s, _ = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis", "ottoman_feudal_array"],
                                colours=["green"], military_advance=True))
    assert K.waiting_for(s) == [1] and s.windows[-1].kind == "bids"          # the defender answers
    s, _ = apply_passing(s, 1, React(stratagem="military_advance"))
    assert K.waiting_for(s) == [0] and s.battle.def_ma == 1                  # the attacker counters
    s, ev = apply_passing(s, 0, React(stratagem="military_advance"))
    r = next(e for e in ev if isinstance(e, CombatResolved))
    assert r.attack == 7 * 4 and r.defence == 3 * 2                          # x2 x2 against x2 (9.42 cap x6)
    assert "military_advance" not in hand(s, 0) + hand(s, 1)


def test_27_2_bids_end_at_the_first_pass(monkeypatch):
    s = fight([["military_advance"], ["military_advance"]])
    dice(monkeypatch, 6)
    s, _ = apply_passing(s, 0, ATTACK)
    s, ev = apply_passing(s, 1, React())
    assert any(isinstance(e, CombatResolved) for e in ev) and "military_advance" in hand(s, 0)


def test_O203_bids_under_the_lowest_column_use_it(monkeypatch):
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="combat",
                 hands=[[], ["military_advance"]],
                 pieces={"ottoman_siege_train": "serbia", "ottoman_spahis": "serbia", "serbian_militia": "belgrade"})
    dice(monkeypatch, 1)
    s, _ = apply_passing(s, 0, Attack(area="serbia", city="belgrade", pieces=["ottoman_spahis"], colours=["green"]))
    s, ev = apply_passing(s, 1, React(stratagem="military_advance"))                # 3 against 6: under 0.25? no: 0.5
    r = next(e for e in ev if isinstance(e, CombatResolved))
    assert r.defence == 6 and r.column == "0.5:1"
    assert C.column(1, 6) == -1 and max(C.column(1, 6), 0) == 0


def test_27_2_jesuits_sufis_reroll_the_second_roll_stands_O80(monkeypatch):
    s = fight([["jesuits_sufis"], ["jesuits_sufis"]])
    dice(monkeypatch, 1, 6)
    s, _ = apply_passing(s, 0, ATTACK)
    assert K.waiting_for(s) == [0] and s.battle.die == 1                     # turn order: the attacker first
    s, _ = apply_passing(s, 0, React())
    assert K.waiting_for(s) == [1]
    s, ev = apply_passing(s, 1, React(stratagem="jesuits_sufis"))
    rr = next(e for e in ev if isinstance(e, Rerolled))
    assert (rr.before, rr.after) == (1, 6)
    assert next(e for e in ev if isinstance(e, CombatResolved)).die == 6
    assert "jesuits_sufis" in hand(s, 0) and "jesuits_sufis" not in hand(s, 1)
    s = fight([["jesuits_sufis"], ["jesuits_sufis"]])
    dice(monkeypatch, 1, 2)
    s, _ = apply_passing(s, 0, ATTACK)
    s, ev = apply_passing(s, 0, React(stratagem="jesuits_sufis"))                  # O80: nobody re-rolls again
    assert next(e for e in ev if isinstance(e, CombatResolved)).die == 2 and "jesuits_sufis" in hand(s, 1)


def test_27_2_administration_1_negates_a_french_alliance_O205():
    s = position(cores=["ottomans", "austria"], clear_map=True, face_up=[[], ["control_spain"]], turn=8, scenario=2,
                 hands=[["french_alliance"], ["administration"]])
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="french_alliance"))
    assert K.waiting_for(s) == [1] and s.windows[-1].kind == "administration"
    s2, _ = apply_passing(s, 1, React(stratagem="administration"))
    assert nat_controllers(s2)[B.AREA["spain"]] == 1 and s2.flow == "movement"
    s3, _ = apply_passing(s, 1, React())
    assert nat_controllers(s3)[B.AREA["spain"]] == -1 and hand(s3, 1) == ["administration"]


def test_reaction_of_a_resigned_seat_is_its_default(monkeypatch):
    from gamekinds.ottomans.state import Resign
    s = fight([[], ["weather"]])
    dice(monkeypatch, 6)
    s, _ = apply_passing(s, 0, ATTACK)
    s, ev = apply_passing(s, 1, Resign())
    assert any(isinstance(e, CombatResolved) for e in ev) and s.flow == "combat"
    s, _ = apply_passing(s, 0, EndPhase())
    assert s.flow == "forced_march"


def test_27_2_weather_stops_a_forced_march_O200(monkeypatch):
    from gamekinds.ottomans.state import MARCHED, ForcedMarch
    kw = {"cores": ["ottomans", "serbia"], "clear_map": True, "step": "forced_march",
              "pieces": {"mehmed_ii": "rumelia", "ottoman_spahis": "rumelia"}, "hands": [[], ["weather"]]}
    dice(monkeypatch, 5)
    s, _ = apply_passing(position(**kw), 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="serbia"))
    assert K.waiting_for(s) == [1] and s.held_move.leader == "mehmed_ii"
    s, _ = apply_passing(s, 1, React(stratagem="weather"))
    p = B.PIECE["ottoman_spahis"]
    assert s.flow == "forced_march" and B.AREA_IDS[s.area[p]] == "rumelia" and s.flags[p] & MARCHED
    s, _ = apply_passing(position(**kw), 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="serbia"))
    s, _ = apply_passing(s, 1, React())
    assert s.flow == "march_combat" and B.AREA_IDS[s.area[p]] == "serbia"
    s, _ = apply_passing(position(**kw), 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="rumelia"))
    assert s.flow == "march_combat"                                   # no move: nothing to stop


def test_O219_jesuits_sufis_reroll_the_random_events_roll(monkeypatch):
    from gamekinds.ottomans.state import RandomEvent, copy_state
    s = position(cores=["ottomans", "serbia"], clear_map=True, hands=[[], ["jesuits_sufis"]])
    s = copy_state(s)
    s.flow = s.step = "random_events"
    s.events_left = 1
    s, _ = K.advance(s, 1)
    assert K.waiting_for(s) == [1] and s.windows[-1].what == "event" and len(s.event_dice) == 2
    held = list(s.event_dice)
    s2, ev = apply_passing(s, 1, React())                                   # pass: the roll stands
    assert next(e for e in ev if isinstance(e, RandomEvent)).dice == held and s2.event_dice == []
    s3, ev = apply_passing(s, 1, React(stratagem="jesuits_sufis"))
    rr = next(e for e in ev if isinstance(e, Rerolled))
    assert rr.before == held and next(e for e in ev if isinstance(e, RandomEvent)).dice == rr.after
    assert s3.events_left == 0 and "jesuits_sufis" not in hand(s3, 1)
