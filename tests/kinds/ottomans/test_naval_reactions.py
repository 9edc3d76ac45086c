"""Reaction windows on the naval rules [27.2 Weather, 22.1/22.14 with Q&A 2; O200, O220]:
Weather against a naval transport (and an admiral's naval forced march), the windows of an
attack at sea and of an amphibious assault, retreat before combat at sea (what the fleets
carry goes with them), and an attack whose defenders left before the die."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.control import carrier
from gamekinds.ottomans.invariants import check_invariants
from gamekinds.ottomans.position import Position
from gamekinds.ottomans.state import (
    MARCHED,
    MOVED,
    Attack,
    CombatResolved,
    EndPhase,
    Options,
    React,
    ReactOption,
    Transport,
    Transported,
    WeatherRolled,
    Withdraw,
    WithdrawOption,
)
from ottomans_helpers import apply_passing, piece, position


def pos(pieces, cores=("ottomans", "venice"), **kw):
    kw.setdefault("step", "movement")
    return position(cores=list(cores), pieces=pieces, clear_map=True, **kw)


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


def go(s, seat, a):
    v = K.violation(s, seat, a)
    assert v is None, v
    s, ev = apply_passing(s, seat, a)
    check_invariants(s)
    return s, ev


SAIL = Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="thessalonica")


def test_27_2_weather_stops_a_naval_transport_O200(monkeypatch):
    s = pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa"}, hands=[[], ["weather"]])
    dice(monkeypatch, 5)
    s, ev = go(s, 0, SAIL)
    assert s.flow == "reaction" and K.waiting_for(s) == [1] and s.held_move.fleets == ["ottoman_fleet_1"]
    assert not any(isinstance(e, Transported) for e in ev)
    assert ReactOption(window="weather", stratagem="weather") in K.legal_actions(s, 1)
    s, ev = go(s, 1, React(stratagem="weather"))
    assert next(e for e in ev if isinstance(e, WeatherRolled)).prevented
    assert s.flow == "movement" and s.held_move is None
    assert piece(s, "ottoman_spahis")[:2] == ("ottomans", "bursa") and piece(s, "ottoman_fleet_1")[:2] == ("ottomans", "bursa")
    for x in ("ottoman_fleet_1", "ottoman_spahis"):
        assert s.flags[B.PIECE[x]] & MOVED                      # counted as moved (O200)


def test_27_2_weather_1_to_3_and_a_pass_let_the_transport_sail(monkeypatch):
    s = pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa"}, hands=[[], ["weather"]])
    dice(monkeypatch, 2)
    s, _ = go(s, 0, SAIL)
    s, ev = go(s, 1, React(stratagem="weather"))
    assert any(isinstance(e, Transported) for e in ev)
    assert piece(s, "ottoman_spahis")[:2] == ("byzantium", "thessalonica")
    s, _ = go(pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa"}, hands=[[], ["weather"]]), 0, SAIL)
    assert K.timeout_action(s) == (1, React())
    s, ev = go(s, 1, React())
    assert any(isinstance(e, Transported) for e in ev) and s.flow == "movement"


def test_no_window_when_nobody_holds_weather():
    s, ev = go(pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa"}), 0, SAIL)
    assert any(isinstance(e, Transported) for e in ev) and not s.windows


def test_27_2_weather_stops_an_admirals_naval_forced_march_O96_O200(monkeypatch):
    s = pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa", "barbarossa": "bursa"},
            hands=[[], ["weather"]], step="forced_march")
    a = Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="thessalonica", leader="barbarossa")
    s, _ = go(s, 0, a)
    assert s.flow == "reaction"
    dice(monkeypatch, 6)
    s2, _ = go(s, 1, React(stratagem="weather"))
    assert s2.flow == "forced_march" and piece(s2, "ottoman_fleet_1")[:2] == ("ottomans", "bursa")
    assert all(s2.flags[B.PIECE[x]] & MARCHED for x in ("barbarossa", "ottoman_fleet_1", "ottoman_spahis"))
    s3, _ = go(s, 1, React())
    assert s3.flow == "march_combat" and piece(s3, "ottoman_spahis")[:2] == ("byzantium", "thessalonica")


def test_27_2_weather_applies_to_an_attack_at_sea_and_an_amphibious_assault(monkeypatch):
    s = pos({"ottoman_fleet_1": "aegean", "venetian_fleet_1": "aegean"}, step="combat", hands=[[], ["weather"]])
    s, ev = go(s, 0, Attack(area="aegean", pieces=["ottoman_fleet_1"], colours=["blue"]))
    assert s.flow == "reaction" and s.windows[-1].kind == "weather" and not any(isinstance(e, CombatResolved) for e in ev)
    dice(monkeypatch, 6)
    s, ev = go(s, 1, React(stratagem="weather"))
    assert s.battle is None and not any(isinstance(e, CombatResolved) for e in ev)
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_spahis": "ottomans", "venetian_militia_1": "thessalonica"},
            hands=[[], ["weather"]])
    s, _ = go(s, 0, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="aegean"))
    s, _ = go(s, 1, React())
    s, _ = go(s, 0, EndPhase())
    s, _ = go(s, 0, Attack(area="aegean", city="thessalonica", pieces=["ottoman_fleet_1", "ottoman_spahis"],
                           colours=["blue"]))
    assert s.flow == "reaction" and s.windows[-1].kind == "weather" and s.battle.src == B.AREA["aegean"]
    monkeypatch.setattr(C, "roll", lambda s: 1)
    s, ev = go(s, 1, React())
    r = next(e for e in ev if isinstance(e, CombatResolved))
    assert r.area == "aegean" and r.city == "thessalonica"


ST = Options(special_tactics=True)


def test_22_14_fleets_retreat_before_combat_with_what_they_carry_Q_and_A_2_O220(monkeypatch):
    p = Position(cores=["ottomans", "venice"], clear_map=True, step="combat",
                 pieces={"ottoman_fleet_1": "aegean", "venetian_fleet_1": "aegean", "venetian_militia_1": "aegean"},
                 aboard={"venetian_militia_1": "venetian_fleet_1"})
    s = K.from_position(p, "rbc", ST)
    a = Attack(area="aegean", pieces=["ottoman_fleet_1"], colours=["blue"])
    # every fleet of the pack moves 3: at sea nobody is faster, no retreat (22.11)
    s1, _ = go(s, 0, a)
    assert not any(w.kind == "retreat" for w in s1.windows)
    # a faster defending fleet (the land unit aboard does not count, O220) retreats with its cargo
    fast = B.PIECE["venetian_fleet_1"]
    real = R.mobility
    monkeypatch.setattr(R, "mobility", lambda s, q: 4 if q == fast else real(s, q))
    s2, _ = go(s, 0, a)
    assert s2.windows[-1].kind == "retreat" and K.waiting_for(s2) == [1]
    w = next(o for o in K.legal_actions(s2, 1) if isinstance(o, WithdrawOption))
    assert set(w.pieces) == {"venetian_fleet_1", "venetian_militia_1"} and "aegean" not in w.to
    s3, ev = go(s2, 1, Withdraw(to=w.to[0]))
    assert not any(isinstance(e, CombatResolved) for e in ev) and s3.battle is None and s3.flow == "combat"
    assert piece(s3, "venetian_fleet_1")[0] == w.to[0] == piece(s3, "venetian_militia_1")[0]
    assert carrier(s3, B.PIECE["venetian_militia_1"]) == fast


def test_notices_name_the_window_asking_a_seat_and_phase_of_pauses_an_automatic_phase(monkeypatch):
    s = pos({"ottoman_fleet_1": "bursa", "ottoman_spahis": "bursa"}, hands=[[], ["weather"]])
    s2, _ = go(s, 0, SAIL)
    assert [n for n in K.notices(s, s2) if n[0] == 1][0][2]["decision"] == "weather"
    # 27.2 Jesuits/Sufis on the Random Events Table's roll (O219): the random events phase waits
    s = pos({"ottoman_spahis": "ottomans"}, hands=[[], ["jesuits_sufis"]])
    s, _ = go(s, 0, EndPhase())
    s, _ = go(s, 0, EndPhase())
    s, _ = go(s, 0, EndPhase())
    while not K.waiting_for(s):
        s, _ = K.advance(s, 1)
    assert s.flow == "reaction" and s.windows[-1].what == "event" and K.waiting_for(s) == [1]
    key = K.phase_of(s)
    assert key.kind == "random_events" and not key.automatic and key.seat == 1
    assert K.automatic_phase(s) is None
