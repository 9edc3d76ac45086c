"""Decisions left to a player (choices.py): an answer of the wrong kind. Written against
surviving mutants of ``make mutation`` (MUTATION_KIND=ottomans)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import flow, phases
from gamekinds.ottomans.state import Pick, Reinforce
from ottomans_helpers import position


def pos(pieces, cores=("ottomans", "hungary")):
    return position(cores=list(cores), pieces=pieces, clear_map=True)


def test_12_0_and_13_5_a_decision_is_answered_in_its_own_kind():
    """The forage losses (12.0, O100) are picked, not placed; reinforcements (13.5, O62) are
    placed, not picked: the other answer is refused naming the decision's section."""
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "ottoman_irregulars": "serbia"})
    phases.forage(s, [])
    flow._after(s, [])
    assert s.flow == "decision" and s.pending[0].kind == "forage"
    v = K.violation(s, 0, Reinforce(places={"ottoman_spahis": "serbia"}))
    assert (v.code, v.ruling) == ("wrong_step", "12.0")
    s = pos({"serbian_militia": "deadpile", "serbian_feudal_array": "deadpile"}, cores=("serbia", "hungary"))
    s.flow = s.step = "reinforcement"
    s, _ = K.advance(s, 1)
    assert s.flow == "decision" and s.pending[0].kind == "reinforce"
    v = K.violation(s, 0, Pick(pieces=["serbian_militia"]))
    assert (v.code, v.ruling) == ("wrong_step", "13.5")
