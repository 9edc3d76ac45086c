"""Optional rules 23.0 Pillage and 25.0 Civilization on cases the other tests leave out.
Written against surviving mutants of ``make mutation`` (MUTATION_KIND=ottomans)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans.phases import value
from gamekinds.ottomans.position import Position
from gamekinds.ottomans.state import MarkerPlaced, Options, Pillage, copy_state

PIL = Options(pillage=True, civilization=True)


def pos(options: Options, **kw):
    return K.from_position(Position(clear_map=True, **kw), "opt", options)


def test_25_2_pillage_returns_the_civilization_marker_to_the_pool(monkeypatch):
    """25.2: civilization stays on the map "until the region is pillaged, at which point it's
    returned to the pool"; 23.2: the pillage marker is placed instead. The events say both."""
    s = pos(PIL, cores=["ottomans", "hungary"], step="combat",
            pieces={"ottoman_spahis": "albania", "ottoman_feudal_array": "albania", "mehmed_ii": "albania",
                    "ottoman_irregulars": "kruje", "ottoman_siege_train": "valona"})
    s = copy_state(s)
    albania = B.AREA["albania"]
    s.civilized.append(albania)
    s.markers -= 1
    assert value(s, albania) == B.AREA_VALUE[albania] + 1
    monkeypatch.setattr(C, "roll", lambda s: 6)                        # DE: the pillage succeeds
    s, ev = K.apply(s, 0, Pillage(area="albania"))
    markers = [e for e in ev if isinstance(e, MarkerPlaced)]
    assert markers == [MarkerPlaced(marker="civilization", area="albania", placed=False),
                       MarkerPlaced(marker="pillage", area="albania", placed=True)]
    assert s.civilized == [] and s.pillaged == [albania] and s.markers == B.N_MARKERS - 1


def test_22_21_a_professional_forced_march_names_its_units_once_each():
    """22.21 (O218): the player names the professional units that march; none named, or one
    named twice, is refused before anything moves."""
    from gamekinds.ottomans.state import ProfessionalMarch, ProfessionalMarchOption
    s = pos(Options(special_tactics=True), cores=["ottomans", "hungary"], step="forced_march",
            pieces={"ottoman_spahis": "rumelia", "ottoman_irregulars": "rumelia"}, hands=[["military_advance"], []])
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, ProfessionalMarchOption))
    for pieces in ([], ["ottoman_spahis", "ottoman_spahis"]):
        v = K.violation(s, 0, ProfessionalMarch(pieces=pieces, to=o.to[0]))
        assert (v.code, v.ruling) == ("illegal_action", "22.21"), pieces


def test_O215_pillage_is_a_combat_of_the_combat_phase():
    """O215: pillage is declared in the combat step only. The flow refuses the action in any
    other step (5.1), and the rule's own check, asked in the movement step, names O215."""
    from gamekinds.ottomans import optional
    from gamekinds.ottomans.control import controllers
    s = pos(PIL, cores=["ottomans", "hungary"], step="movement",
            pieces={"ottoman_spahis": "albania", "ottoman_irregulars": "kruje", "ottoman_siege_train": "valona"})
    v = K.violation(s, 0, Pillage(area="albania"))
    assert (v.code, v.ruling) == ("wrong_step", "5.1")
    v = optional.why_not_pillage(s, 0, B.AREA["albania"], controllers(s))
    assert (v.code, v.ruling) == ("wrong_step", "O215")
    assert optional.pillage_options(s, 0) == []
