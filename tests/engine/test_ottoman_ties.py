"""R27: the die that breaks R22/R23 ties (ottoman/ties.py)."""

from __future__ import annotations

from posbuild import IX, G, ScriptedDice, build
from gamekinds.battle1821.ottoman import ties


def test_r27_die_choice_rerolls_faces_beyond_a_multiple(monkeypatch):
    dice = ScriptedDice([5, 6, 3])
    monkeypatch.setattr(ties, "Rng", dice)
    s = build({"achaia": G(0, 4), "laconia": G(1, 4)})
    ev: list = []
    opts = [IX["arta"], IX["souli"], IX["agrafa"], IX["epirus"]]
    assert ties.die_choice(s, ev, opts, region=0, choice="target") == IX["agrafa"]
    assert dice.used == [5, 6, 3]
