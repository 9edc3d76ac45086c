"""Naval transport (16.3, 7.3) refusals the other tests leave out. Written against surviving
mutants of ``make mutation`` (MUTATION_KIND=ottomans)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans.control import carrier
from gamekinds.ottomans.state import Transport
from ottomans_helpers import position


def pos(pieces, **kw):
    return position(cores=["ottomans", "hungary"], pieces=pieces, clear_map=True, step="movement", **kw)


def test_7_3_fleets_transporting_together_begin_together():
    """7.3 (a force begins its move together), for fleets of one transport (16.31)."""
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_fleet_2": "black_sea", "ottoman_spahis": "ottomans"})
    v = K.violation(s, 0, Transport(fleets=["ottoman_fleet_1", "ottoman_fleet_2"], pieces=["ottoman_spahis"],
                                    to="aegean"))
    assert (v.code, v.ruling) == ("not_together", "7.3")


def test_16_31_a_unit_aboard_a_fleet_is_not_embarked_again():
    """16.31/16.4: a land unit aboard one fleet stays with it; another fleet cannot take it."""
    s = pos({"ottoman_fleet_1": "aegean", "ottoman_fleet_2": "aegean", "ottoman_spahis": "ottomans"})
    s, _ = K.apply(s, 0, Transport(fleets=["ottoman_fleet_1"], pieces=["ottoman_spahis"], to="aegean"))
    assert carrier(s, B.PIECE["ottoman_spahis"]) == B.PIECE["ottoman_fleet_1"]
    v = K.violation(s, 0, Transport(fleets=["ottoman_fleet_2"], pieces=["ottoman_spahis"], to="aegean"))
    assert (v.code, v.ruling) == ("already_aboard", "16.31")
