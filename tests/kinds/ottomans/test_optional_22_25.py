"""The optional rules 22.0-25.0, each off by default (Options): Retreat Before Combat
(22.1-22.14, O66, O214), Pillage (23.0-23.4, O68, O69, O71, O215), Civilization (25.0-25.2,
27.2 Administration (2)(3), O216)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import reactions as R
from gamekinds.ottomans.position import Position
from gamekinds.ottomans.state import (
    Attack, CombatResolved, Options, React, ReactOption, Withdraw, WithdrawOption,
)


def pos(options: Options | None = None, **kw):
    kw.setdefault("clear_map", True)
    p = Position(**kw)
    return K.from_position(p, "opt", options or Options(scenario=p.scenario))


ST = Options(special_tactics=True)


def dice(monkeypatch, *values):
    it = iter(values)
    f = lambda s: next(it)          # noqa: E731
    monkeypatch.setattr(C, "roll", f)
    monkeypatch.setattr(R, "roll", f)


def test_options_are_off_by_default():
    o = Options()
    assert not (o.special_tactics or o.pillage or o.colonization or o.civilization)


def test_22_1_retreat_before_combat_faster_defenders_O214(monkeypatch):
    kw = dict(cores=["hungary", "krim"], step="combat",
              pieces={"hungarian_feudal_array": "walachia", "krim_irregulars_1": "walachia"})
    a = Attack(area="walachia", pieces=["hungarian_feudal_array"], colours=["red"])
    dice(monkeypatch, 6, 6, 6)
    s, ev = K.apply(pos(**kw), 0, a)                                 # off: no window, combat at once
    assert any(isinstance(e, CombatResolved) for e in ev)
    s, _ = K.apply(pos(ST, **kw), 0, a)
    assert K.waiting_for(s) == [1] and s.windows[-1].kind == "retreat"
    w = next(o for o in K.legal_actions(s, 1) if isinstance(o, WithdrawOption))
    assert w.pieces == ["krim_irregulars_1"] and w.to and "walachia" not in w.to
    assert ReactOption(window="retreat") in K.legal_actions(s, 1)
    assert K.violation(s, 1, Withdraw(to="spain")).code == "not_a_withdrawal"
    s2, ev = K.apply(s, 1, Withdraw(to=w.to[0]))
    assert not any(isinstance(e, CombatResolved) for e in ev) and s2.flow == "combat" and s2.battle is None
    assert B.AREA_IDS[s2.area[B.PIECE["krim_irregulars_1"]]] == w.to[0]
    s3, ev = K.apply(s, 1, React())                                   # stay and fight
    assert any(isinstance(e, CombatResolved) for e in ev)


def test_22_11_no_retreat_when_not_faster_22_13_nor_from_a_city(monkeypatch):
    dice(monkeypatch, 6, 6)
    s = pos(ST, cores=["krim", "walachia"], step="combat",
            pieces={"krim_irregulars_1": "walachia", "walachian_irregulars": "walachia"})   # 3 against 4
    s, ev = K.apply(s, 0, Attack(area="walachia", pieces=["krim_irregulars_1"], colours=["green"]))
    assert any(isinstance(e, CombatResolved) for e in ev) and not s.windows
    s = pos(ST, cores=["hungary", "krim"], step="combat",
            pieces={"hungarian_feudal_array": "krim", "krim_irregulars_1": "krim"})
    krim_city = B.CITY_IDS[B.CITIES_OF[B.AREA["krim"]][0]] if B.CITIES_OF[B.AREA["krim"]] else None
    if krim_city is not None:
        s = pos(ST, cores=["hungary", "krim"], step="combat",
                pieces={"hungarian_feudal_array": "krim", "krim_irregulars_1": krim_city})
        s, ev = K.apply(s, 0, Attack(area="krim", city=krim_city, pieces=["hungarian_feudal_array"], colours=["red"]))
        assert any(isinstance(e, CombatResolved) for e in ev)             # 22.14: never from a city
