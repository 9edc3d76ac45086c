"""The kind's contract functions (kind.py) on states the other tests reach without asking
them: which phase the platform records, and whether its worker runs it (5.0's automatic
phases). Written against surviving mutants of ``make mutation`` (MUTATION_KIND=ottomans)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.contract import PhaseKey
from gamekinds.ottomans import combat
from gamekinds.ottomans.state import Attack, Discard
from ottomans_helpers import apply_passing, position


def test_19_4_a_discard_is_the_seat_s_decision_within_the_phase_it_interrupts(monkeypatch):
    """19.4: a seat over its hand limit discards at once, its own choice: the phase it
    interrupts (the player turn's combat) is recorded with that seat, never as automatic,
    and the worker runs nothing meanwhile."""
    s = position(cores=["ottomans", "hungary"], pieces={"ottoman_spahis": "serbia", "serbian_militia": "serbia"},
                 clear_map=True, step="combat", hands=[["agent"] * 12 + ["weather"] * 3, []])
    monkeypatch.setattr(combat, "roll", lambda s: 6)                  # DE: the attacker draws one
    s, _ = apply_passing(s, 0, Attack(area="serbia", pieces=["ottoman_spahis"], colours=["green"]))
    assert s.flow == "discard" and K.waiting_for(s) == [0]
    assert K.phase_of(s) == PhaseKey("player_turn", s.turn, 0, automatic=False)
    assert K.automatic_phase(s) is None
    s, _ = K.apply(s, 0, Discard(stratagems=["weather"]))
    assert s.flow == "combat" and K.phase_of(s) == PhaseKey("player_turn", s.turn, 0, automatic=False)
