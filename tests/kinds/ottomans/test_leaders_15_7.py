"""15.7 "A leader may provide his bonuses only once per phase", read literally (O83, AMB-13;
O221): a leader who defended twice in one enemy combat phase gives no multiplier the second
time; a leader's second forced march under 22.3 (O218) is led without a bonus; a new phase
gives him his bonus again. Another leader of the force may give his instead."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.position import Position
from gamekinds.ottomans.state import Attack, AttackOption, CombatResolved, EndPhase, ForcedMarch, Options


def pos(options: Options | None = None, **kw):
    kw.setdefault("clear_map", True)
    p = Position(**kw)
    return K.from_position(p, "led", options or Options(scenario=p.scenario))


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


def resolved(ev):
    return next(e for e in ev if isinstance(e, CombatResolved))


def act(s, seat, action):
    """Apply, then answer every window and decision it opens by its default (timeout) answer."""
    s, ev = K.apply(s, seat, action)
    ev = list(ev)
    while s.flow in ("reaction", "decision", "discard"):
        s, more = K.apply(s, *K.timeout_action(s))
        ev += more
    return s, ev


TWO_ATTACKS = {"cores": ["ottomans", "albania"], "step": "combat",
               "pieces": {"ottoman_spahis": "albania", "ottoman_feudal_array": "albania",
                          "albanian_irregulars": "albania", "skanderbeg": "albania"}}


def test_15_7_O83_a_leader_defending_twice_in_one_phase_multiplies_once(monkeypatch):
    dice(monkeypatch, 1, 1)                       # AW twice at 1:1 (the attackers withdraw)
    s = pos(**TWO_ATTACKS)
    s, ev = act(s, 0, Attack(area="albania", pieces=["ottoman_feudal_array"], colours=["green"]))
    assert resolved(ev).defence == (2 + 1) * 2               # Skanderbeg (command 2) multiplies
    assert B.PIECE["skanderbeg"] in s.led
    row = next(o for o in K.legal_actions(s, 0) if isinstance(o, AttackOption))
    assert row.defence == 2 + 1                              # the second defence: no multiplier
    s, ev = act(s, 0, Attack(area="albania", pieces=["ottoman_spahis"], colours=["green"]))
    assert resolved(ev).defence == 3
    s, _ = K.apply(s, 0, EndPhase())                         # the phase ends: his bonus is back
    assert s.led == []


def test_15_7_O221_another_leader_gives_his_bonus_instead(monkeypatch):
    dice(monkeypatch, 1, 1)
    kw = dict(TWO_ATTACKS, face_up=[[], ["control_serbia"]])
    kw["pieces"] = dict(TWO_ATTACKS["pieces"], brankovic="albania")     # green, command 1
    s = pos(**kw)
    s, ev = act(s, 0, Attack(area="albania", pieces=["ottoman_feudal_array"], colours=["green"]))
    assert resolved(ev).defence == (2 + 1 + 1) * 2
    s, ev = act(s, 0, Attack(area="albania", pieces=["ottoman_spahis"], colours=["green"]))
    assert resolved(ev).defence == (2 + 1 + 1) * 1                       # Brankovic's x1
    assert {B.PIECE["skanderbeg"], B.PIECE["brankovic"]} <= set(s.led)


def test_15_7_O218_a_second_forced_march_under_22_3_gives_no_bonus(monkeypatch):
    dice(monkeypatch, 1, 1)
    kw = {"cores": ["ottomans", "albania"], "step": "forced_march",
          "pieces": {"mehmed_ii": "albania", "ottoman_spahis": "albania", "albanian_irregulars": "albania",
                     "albanian_militia": "albania", "serbian_feudal_array": "albania"}}
    s = pos(Options(special_tactics=True), **kw)
    s, _ = K.apply(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="albania"))
    s, ev = act(s, 0, Attack(area="albania", pieces=["mehmed_ii", "ottoman_spahis"], colours=["green"]))
    assert resolved(ev).attack == (1 + 3) * 3                             # his first march: x3
    assert resolved(ev).result == "AW" and B.AREA_IDS[s.area[B.PIECE["mehmed_ii"]]] != "albania"
    s, _ = K.apply(s, 0, EndPhase())
    s, _ = K.apply(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="albania"))
    s, ev = act(s, 0, Attack(area="albania", pieces=["mehmed_ii", "ottoman_spahis"], colours=["green"]))
    assert resolved(ev).attack == 1 + 3                                   # he leads it, no bonus


def test_15_7_the_forced_march_phase_is_another_phase(monkeypatch):
    dice(monkeypatch, 1, 1)
    kw = {"cores": ["ottomans", "albania"], "step": "combat",
          "pieces": {"mehmed_ii": "albania", "ottoman_spahis": "albania", "albanian_irregulars": "albania",
                     "albanian_militia": "albania", "serbian_feudal_array": "albania"}}
    s = pos(**kw)
    s, ev = act(s, 0, Attack(area="albania", pieces=["mehmed_ii", "ottoman_spahis"], colours=["green"]))
    assert resolved(ev).attack == (1 + 3) * 3
    s, _ = K.apply(s, 0, EndPhase())                                      # to the forced march phase
    s, _ = K.apply(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="albania"))
    s, ev = act(s, 0, Attack(area="albania", pieces=["mehmed_ii", "ottoman_spahis"], colours=["green"]))
    assert resolved(ev).attack == (1 + 3) * 3                             # a new phase: x3 again
