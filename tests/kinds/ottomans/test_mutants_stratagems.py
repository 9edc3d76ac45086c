"""Stratagems of 27.2 played alone (stratagems.py) on cases the other tests leave out. Written
against surviving mutants of ``make mutation`` (MUTATION_KIND=ottomans)."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans.invariants import check_invariants
from gamekinds.ottomans.state import PlayStratagem
from ottomans_helpers import position


def test_27_2_holy_roman_empire_takes_a_copy_another_player_holds_face_down():
    """27.2 Holy Roman Empire: Austria gains the Spain, Bohemia, Tyrol and Croatia control
    stratagems "even if controlled by other players or in the pool": the Croatia copy seat 1
    holds face down leaves its hand and ends face up with seat 0; every counter is still one
    counter (3.4), none lost or doubled."""
    s = position(cores=["austria", "hungary"], clear_map=True, scenario=2, turn=8,
                 hands=[["holy_roman_empire"], ["control_croatia", "weather"]])
    croatia = B.N_PIECES + B.CONTROL_COPY_OF_NAT[B.AREA["croatia"]]
    pool = sorted(s.pool)
    s, _ = K.apply(s, 0, PlayStratagem(stratagem="holy_roman_empire"))
    check_invariants(s)
    assert croatia not in s.players[1].hand and croatia in s.players[0].face_up
    assert [B.STRAT_ID[c - B.N_PIECES] for c in s.players[1].hand] == ["weather"]
    gained = {B.N_PIECES + B.CONTROL_COPY_OF_NAT[B.AREA[n]] for n in ("spain", "bohemia", "tyrol")}
    assert sorted(s.pool) == sorted(c for c in pool if c not in gained)
