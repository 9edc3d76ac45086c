"""Forced march (11.11) refusals the other tests leave out. Written against surviving mutants
of ``make mutation`` (MUTATION_KIND=ottomans)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans.state import ForcedMarch
from ottomans_helpers import position


def test_11_11_the_leader_s_force_is_named_from_pieces_on_the_map():
    """11.11: the leader marches with units at his place; a name that is no piece, or a piece
    off the map, is refused and nothing moves."""
    s = position(cores=["ottomans", "serbia"], clear_map=True, step="forced_march",
                 pieces={"mehmed_ii": "rumelia", "ottoman_spahis": "rumelia"})   # the irregulars off the map
    for name in ("nobody", "ottoman_irregulars"):
        v = K.violation(s, 0, ForcedMarch(leader="mehmed_ii", pieces=["ottoman_spahis", name], to="serbia"))
        assert (v.code, v.ruling) == ("unknown_piece", "11.11"), name
