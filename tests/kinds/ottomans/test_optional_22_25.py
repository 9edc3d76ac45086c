"""The optional rules 22.0-25.0, each off by default (Options): Retreat Before Combat
(22.1-22.14, O66, O214), Pillage (23.0-23.4, O68, O69, O71, O215), Civilization (25.0-25.2,
27.2 Administration (2)(3), O216)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.position import Position
from ottomans_helpers import apply_passing, passing
from gamekinds.ottomans.state import (
    Attack,
    CombatResolved,
    Options,
    React,
    ReactOption,
    Withdraw,
    WithdrawOption,
)


def pos(options: Options | None = None, **kw):
    kw.setdefault("clear_map", True)
    p = Position(**kw)
    return K.from_position(p, "opt", options or Options(scenario=p.scenario))


ST = Options(special_tactics=True)


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


def test_options_are_off_by_default():
    o = Options()
    assert not (o.special_tactics or o.pillage or o.colonization or o.civilization)


def test_22_1_retreat_before_combat_faster_defenders_O214(monkeypatch):
    kw = {"cores": ["hungary", "krim"], "step": "combat",
              "pieces": {"hungarian_feudal_array": "walachia", "krim_irregulars_1": "walachia"}}
    a = Attack(area="walachia", pieces=["hungarian_feudal_array"], colours=["red"])
    dice(monkeypatch, 6, 6, 6)
    s, ev = apply_passing(pos(**kw), 0, a)                                 # off: no window, combat at once
    assert any(isinstance(e, CombatResolved) for e in ev)
    s, _ = apply_passing(pos(ST, **kw), 0, a)
    assert K.waiting_for(s) == [1] and s.windows[-1].kind == "retreat"
    w = next(o for o in K.legal_actions(s, 1) if isinstance(o, WithdrawOption))
    assert w.pieces == ["krim_irregulars_1"] and w.to and "walachia" not in w.to
    assert ReactOption(window="retreat") in K.legal_actions(s, 1)
    assert K.violation(s, 1, Withdraw(to="spain")).code == "not_a_withdrawal"
    s2, ev = apply_passing(s, 1, Withdraw(to=w.to[0]))
    assert not any(isinstance(e, CombatResolved) for e in ev) and s2.flow == "combat" and s2.battle is None
    assert B.AREA_IDS[s2.area[B.PIECE["krim_irregulars_1"]]] == w.to[0]
    _s3, ev = apply_passing(s, 1, React())                                   # stay and fight
    assert any(isinstance(e, CombatResolved) for e in ev)


def test_22_11_no_retreat_when_not_faster_22_13_nor_from_a_city(monkeypatch):
    dice(monkeypatch, 6, 6)
    s = pos(ST, cores=["krim", "walachia"], step="combat",
            pieces={"krim_irregulars_1": "walachia", "walachian_irregulars": "walachia"})   # 3 against 4
    s, ev = apply_passing(s, 0, Attack(area="walachia", pieces=["krim_irregulars_1"], colours=["green"]))
    assert any(isinstance(e, CombatResolved) for e in ev) and not s.windows
    s = pos(ST, cores=["hungary", "krim"], step="combat",
            pieces={"hungarian_feudal_array": "krim", "krim_irregulars_1": "krim"})
    krim_city = B.CITY_IDS[B.CITIES_OF[B.AREA["krim"]][0]] if B.CITIES_OF[B.AREA["krim"]] else None
    if krim_city is not None:
        s = pos(ST, cores=["hungary", "krim"], step="combat",
                pieces={"hungarian_feudal_array": "krim", "krim_irregulars_1": krim_city})
        s, ev = apply_passing(s, 0, Attack(area="krim", city=krim_city, pieces=["hungarian_feudal_array"], colours=["red"]))
        assert any(isinstance(e, CombatResolved) for e in ev)             # 22.14: never from a city


PIL = Options(pillage=True, civilization=True)


def test_23_pillage_prerequisites_strength_and_DE_O215(monkeypatch):
    from gamekinds.ottomans.phases import value
    from gamekinds.ottomans.state import Pillage, Pillaged, PillageOption
    kw = {"cores": ["ottomans", "hungary"], "step": "combat",
              "pieces": {"ottoman_spahis": "albania", "ottoman_feudal_array": "albania", "mehmed_ii": "albania",
                      "ottoman_irregulars": "kruje", "ottoman_siege_train": "valona"},
              "hands": [["military_advance"], []]}
    assert not [o for o in K.legal_actions(pos(**kw), 0) if isinstance(o, PillageOption)]       # off
    assert K.violation(pos(**kw), 0, Pillage(area="albania")).code == "option_off"
    s = pos(PIL, **kw)
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, PillageOption))
    assert (o.area, o.strength, o.value, o.military_advances) == ("albania", 3 + 4, 1, 1)      # 23.2(1): leader + units, cities too
    monkeypatch.setattr(C, "roll", lambda s: 6)
    n = len(s.players[0].hand)
    s, ev = apply_passing(s, 0, Pillage(area="albania", military_advances=1))
    p = next(e for e in ev if isinstance(e, Pillaged))
    assert p.strength == 8 and p.success and B.AREA["albania"] in s.pillaged
    cities = B.CITIES_OF[B.AREA["albania"]]
    assert len(s.players[0].hand) == n - 1 + 1 + sum(2 if B.CITY_CRITICAL[k] else 1 for k in cities)
    assert value(s, B.AREA["albania"]) == 1 and s.markers == B.N_MARKERS - 1
    v = K.violation(s, 0, Pillage(area="albania"))
    assert v.code in ("already_pillaged", "no_force")
    # 23.1(1): another player's unit in the region forbids it
    kw2 = dict(kw, pieces={**kw["pieces"], "hungarian_militia": "albania"})
    assert K.violation(pos(PIL, **kw2), 0, Pillage(area="albania")).code == "not_alone"


def test_23_2_4_a_failed_pillage_is_a_local_revolt(monkeypatch):
    from gamekinds.ottomans.state import Pillage
    s = pos(PIL, cores=["ottomans", "hungary", "persia"], step="combat",
            pieces={"ottoman_spahis": "albania", "ottoman_irregulars": "kruje", "ottoman_siege_train": "valona"})
    assert K.violation(pos(PIL, cores=["ottomans", "hungary"], step="combat", pieces={"ottoman_spahis": "albania"}),
                       0, Pillage(area="albania")).code == "cities_not_held"                      # 23.1(2)
    monkeypatch.setattr(C, "roll", lambda s: 1)
    s, _ev = apply_passing(s, 0, Pillage(area="albania"))
    assert B.AREA["albania"] not in s.pillaged and len(s.players[1].hand) == 1 and len(s.players[2].hand) == 1


def test_25_civilization_and_27_2_administration_2_3_O216():
    from gamekinds.ottomans.phases import value
    from gamekinds.ottomans.state import AdministrationOption, PlayStratagem, copy_state
    s = pos(PIL, cores=["ottomans", "hungary"], pieces={"mehmed_ii": "serbia", "ottoman_spahis": "serbia"},
            hands=[["administration", "administration"], []])
    s = copy_state(s)
    s.flow = s.step = "forage"
    while not K.waiting_for(s):
        s, _ = K.advance(s, 1)
    s, _ = passing(s)                                          # O227: the mercenaries row, nothing held
    assert s.flow == "reinforcement_plays"
    assert AdministrationOption(use="civilization", regions=["serbia"]) in K.legal_actions(s, 0)
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="administration", region="serbia"))
    while not K.waiting_for(s) and s.flow != "initiative":
        s, _ = K.advance(s, 1)
    serbia = B.AREA["serbia"]
    assert serbia in s.civilized and value(s, serbia) == B.AREA_VALUE[serbia] + 1                # 25.2
    # Administration (2): a pillaged region with a unit of ours loses its marker
    s = pos(PIL, cores=["ottomans", "hungary"], pieces={"ottoman_spahis": "albania"}, hands=[["administration"], []])
    s = copy_state(s)
    s.pillaged.append(B.AREA["albania"])
    s.markers -= 1
    assert AdministrationOption(use="pillage", regions=["albania"]) in K.legal_actions(s, 0)
    assert K.violation(s, 0, PlayStratagem(stratagem="administration", region="serbia")).code == "no_target"
    s, _ = apply_passing(s, 0, PlayStratagem(stratagem="administration", region="albania"))
    assert s.pillaged == [] and s.markers == B.N_MARKERS


def test_22_3_a_leader_marches_up_to_his_command_value_with_his_units():
    from gamekinds.ottomans.state import EndPhase, ForcedMarch, ForcedMarchOption
    kw = {"cores": ["ottomans", "hungary"], "step": "forced_march",
              "pieces": {"mehmed_ii": "rumelia", "ottoman_spahis": "rumelia", "beyazid": "ottomans",
                      "ottoman_feudal_array": "ottomans"}}
    for options, marches in ((None, 1), (ST, 3)):
        s = pos(options, **kw)
        for i in range(marches):
            s, _ = apply_passing(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="rumelia"))
            s, _ = apply_passing(s, 0, EndPhase())
        rows = [o for o in K.legal_actions(s, 0) if isinstance(o, ForcedMarchOption)]
        assert all(o.leader != "mehmed_ii" for o in rows)                       # command 3: three marches
        assert K.violation(s, 0, ForcedMarch(leader="mehmed_ii", to="rumelia")).code == "already_marched"
    s = pos(ST, **kw)
    s, _ = apply_passing(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis"], to="rumelia"))
    s, _ = apply_passing(s, 0, EndPhase())
    s, _ = apply_passing(s, 0, ForcedMarch(leader="beyazid", pieces=["ottoman_feudal_array"], to="ottomans"))
    s, _ = apply_passing(s, 0, EndPhase())
    # another leader has begun: Mehmed II's marches are over (22.3)
    assert K.violation(s, 0, ForcedMarch(leader="mehmed_ii", to="rumelia")).code == "already_marched"


def test_22_21_professionals_march_without_a_leader_O218():
    from gamekinds.ottomans.state import ProfessionalMarch, ProfessionalMarchOption
    kw = {"cores": ["ottomans", "hungary"], "step": "forced_march",
              "pieces": {"ottoman_spahis": "rumelia", "ottoman_irregulars": "rumelia"},
              "hands": [["military_advance"], []]}
    assert not [o for o in K.legal_actions(pos(**kw), 0) if isinstance(o, ProfessionalMarchOption)]
    s = pos(ST, **kw)
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, ProfessionalMarchOption))
    assert o.pieces == ["ottoman_spahis"]                                           # gendarmes, not irregulars
    v = K.violation(s, 0, ProfessionalMarch(pieces=["ottoman_irregulars"], to="rumelia"))
    assert v.code == "not_professional" and v.ruling == "22.21"
    s, _ = apply_passing(s, 0, ProfessionalMarch(pieces=["ottoman_spahis"], to=o.to[0]))
    assert s.flow == "march_combat" and s.players[0].hand == []
