"""Choices the rules leave to players, as pending decisions of the right seat with the
engine's former choice as the timeout default [12.0 forage (O100), 14.0/14.1 plague (O101)
and Death of a Ruler, 13.7 and 15.8 where a leader goes (O53), 13.0-13.5 which
reinforcements and where (O62, O102), BB losses of several players (O60, O103),
non-belligerents' withdrawals (O46)]; the automatic phase pauses while a seat decides."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import combat as C
from gamekinds.ottomans import flow, phases
from gamekinds.ottomans.control import controllers, survival_check
from gamekinds.ottomans.invariants import check_invariants
from gamekinds.ottomans.state import (
    DEADPILE,
    MAP,
    Attack,
    Pick,
    PickOption,
    Reinforce,
    ReinforceOption,
    TakeLosses,
)
from ottomans_helpers import piece, position


def pos(pieces=None, cores=("ottomans", "hungary"), **kw):
    return position(cores=list(cores), pieces=pieces or {}, clear_map=True, **kw)


def asked(s):
    """Enter the decision row as the engine does after an automatic step."""
    flow._after(s, [])
    assert s.flow == "decision"
    return s


def go(s, seat, a):
    v = K.violation(s, seat, a)
    assert v is None, v
    s, _ = K.apply(s, seat, a)
    check_invariants(s)
    return s


def cell(table, pred):
    return next((i + 1, j + 1) for i in range(6) for j in range(6) if pred(table.cells[i][j]))


def test_12_forage_O100_the_controller_picks_exactly_the_excess_and_nobody_s_units_by_the_engine():
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "ottoman_irregulars": "serbia",
             "serbian_feudal_array": "serbia", "byzantine_feudal_array": "serbia", "byzantine_militia": "serbia"})
    # the non-belligerents (Serbia, Byzantium: one force, 12.5) over the limit of 2: the
    # engine removes the weakest (O100), nobody is asked for them
    phases.forage(s, [])
    assert piece(s, "byzantine_militia")[2] == DEADPILE and len(s.pending) == 1
    s = asked(s)
    assert K.waiting_for(s) == [0]
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, PickOption))
    assert o.kind == "forage" and o.count == 1 and set(o.pieces) == {"ottoman_spahis", "ottoman_feudal_array",
                                                                     "ottoman_irregulars"}
    v = K.violation(s, 0, Pick(pieces=["ottoman_spahis", "ottoman_irregulars"]))
    assert v.code == "wrong_count" and v.ruling == "12.0"
    v = K.violation(s, 0, Pick(pieces=["serbian_feudal_array"]))
    assert v.code == "not_offered" and v.ruling == "12.0"
    assert K.timeout_action(s) == (0, Pick(pieces=["ottoman_irregulars"]))      # the weakest, as before
    s = go(s, 0, Pick(pieces=["ottoman_spahis"]))                               # the player's choice
    assert piece(s, "ottoman_spahis")[2] == DEADPILE and piece(s, "ottoman_irregulars")[2] == MAP


def test_14_1_plague_the_controller_picks_half_O101_leaders_first(monkeypatch):
    d1, d2 = cell(B.D.random_events, lambda c: c.event == "PLAGUE")
    r1, r2 = cell(B.D.region_determination, lambda c: c == "serbia")
    dice = iter([d1, d2, r1, r2, 1])               # Mehmed II (3) survives on a 1
    monkeypatch.setattr(phases, "roll", lambda s: next(dice))
    import gamekinds.ottomans.control as ctl_mod
    monkeypatch.setattr(ctl_mod, "roll", lambda s: 1)
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "ottoman_irregulars": "serbia",
             "mehmed_ii": "serbia"})
    phases.random_event(s, [], 0)
    s = asked(s)
    d = s.pending[0]
    assert d.kind == "plague" and d.seat == 0 and d.points == 2
    s = go(s, 0, Pick(pieces=["ottoman_spahis", "ottoman_feudal_array"]))
    assert piece(s, "ottoman_irregulars")[2] == MAP and piece(s, "ottoman_spahis")[2] == DEADPILE


def test_14_0_death_of_a_ruler_the_player_picks_the_leader(monkeypatch):
    d1, d2 = cell(B.D.random_events, lambda c: c.event == "DEATH")
    dice = iter([d1, d2])
    monkeypatch.setattr(phases, "roll", lambda s: next(dice))
    import gamekinds.ottomans.control as ctl_mod
    monkeypatch.setattr(ctl_mod, "roll", lambda s: 6)             # the check fails
    s = pos({"ottoman_spahis": "serbia", "mehmed_ii": "serbia", "beyazid": "serbia"})
    phases.random_event(s, [], 0)
    s = asked(s)
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, PickOption))
    assert o.kind == "death" and o.count == 1 and set(o.pieces) == {"mehmed_ii", "beyazid"}
    assert K.timeout_action(s)[1] == Pick(pieces=["mehmed_ii"])                  # the first, as before
    s = go(s, 0, Pick(pieces=["beyazid"]))
    assert piece(s, "beyazid")[2] != MAP and piece(s, "mehmed_ii")[2] == MAP


def test_13_7_the_controller_picks_the_unit_a_drawn_leader_joins():
    from gamekinds.ottomans import control
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "ottomans"})
    if B.PIECE["beyazid"] in s.pool:                  # drawn from the pool
        s.pool.remove(B.PIECE["beyazid"])
    ev: list = []
    control._receive_leader(s, ev, 1, B.PIECE["beyazid"])           # drawn by seat 1: Ottoman control decides
    s = asked(s)
    d = s.pending[0]
    assert d.kind == "join" and d.seat == 0 and d.leader == B.PIECE["beyazid"]
    first = piece(s, "beyazid")[0]
    other = "ottomans" if first == "serbia" else "serbia"
    unit = "ottoman_feudal_array" if other == "ottomans" else "ottoman_spahis"
    s = go(s, 0, Pick(pieces=[unit]))
    assert piece(s, "beyazid")[0] == other


def test_15_8_O53_the_owner_breaks_ties_among_the_nearest_units(monkeypatch):
    import gamekinds.ottomans.control as ctl_mod
    monkeypatch.setattr(ctl_mod, "roll", lambda s: 1)
    # two of Serbia's neighbours, each with an Ottoman unit: both nearest (distance 1)
    near = list(B.adjacent_land(B.AREA["serbia"]))[:2]
    s = pos({"mehmed_ii": "serbia", "ottoman_spahis": B.AREA_IDS[near[0]], "ottoman_irregulars": B.AREA_IDS[near[1]]})
    ev: list = []
    assert survival_check(s, ev, B.PIECE["mehmed_ii"])
    s = asked(s)
    d = s.pending[0]
    assert d.kind == "join" and d.seat == 0 and len(d.pieces) == 2
    s = go(s, 0, Pick(pieces=["ottoman_irregulars"]))
    assert piece(s, "mehmed_ii")[0] == B.AREA_IDS[near[1]]


def test_13_5_O62_the_controller_places_reinforcements_in_a_city_and_the_automatic_phase_pauses():
    s = pos({"serbian_militia": "deadpile", "serbian_feudal_array": "deadpile"}, cores=("serbia", "hungary"))
    s.flow = s.step = "reinforcement"
    s, _ = K.advance(s, 1)
    assert s.flow == "decision" and K.waiting_for(s) == [0]
    key = K.phase_of(s)
    assert key.kind == "inter_phases" and not key.automatic and K.automatic_phase(s) is None
    o = next(o for o in K.legal_actions(s, 0) if isinstance(o, ReinforceOption))
    assert o.count == 1 and set(o.places["serbian_militia"]) == {"serbia", "belgrade"}
    v = K.violation(s, 0, Reinforce(places={"serbian_militia": "hungary"}))
    assert v.code == "wrong_place" and v.ruling == "13.5"
    v = K.violation(s, 0, Reinforce(places={"serbian_militia": "serbia", "serbian_feudal_array": "serbia"}))
    assert v.code == "wrong_count" and v.ruling == "13.0"
    s = go(s, 0, Reinforce(places={"serbian_militia": "belgrade"}))
    assert piece(s, "serbian_militia") == ("serbia", "belgrade", MAP)
    assert piece(s, "serbian_feudal_array")[2] == DEADPILE
    assert s.flow == "turn_end"


def test_O102_nobody_s_reinforcements_are_the_engine_s():
    s = pos({"serbian_militia": "deadpile", "serbian_feudal_array": "deadpile"})
    phases.reinforcement(s, [])
    assert not s.pending
    assert piece(s, "serbian_feudal_array")[:3] == ("serbia", None, MAP)


def test_O103_BB_losses_of_several_players_each_chooses_his_share(monkeypatch):
    # blue units of two players (Hungary, seat 1: 4 + 1; Croatia given to seat 2: 2 + 1) defend
    # against 3 + 2: BB eliminates the attackers (the smaller side, 5 points) and the
    # defenders share 5 points by strength (O60): 5*5//8 = 3, 5*3//8 = 1, the remaining point
    # to Hungary, the larger: 4 and 1, each player choosing his own units
    s = position(cores=["ottomans", "hungary", "venice"], face_up=[[], [], ["control_croatia"]], clear_map=True,
                 step="combat", pieces={"ottoman_spahis": "serbia", "ottoman_irregulars": "serbia",
                                        "hungarian_feudal_array": "serbia", "hungarian_militia": "serbia",
                                        "croatian_feudal_array": "serbia", "croatian_militia": "serbia"})
    att = C.attack_strength(s, [B.PIECE["ottoman_spahis"], B.PIECE["ottoman_irregulars"]], False)
    dfn = C.defence_strength(s, [B.PIECE[x] for x in ("hungarian_feudal_array", "hungarian_militia",
                                                      "croatian_feudal_array", "croatian_militia")], False, controllers(s))
    col = C.column(att, dfn)
    bb = B.CRT_RESULTS[col].index("BB") + 1
    monkeypatch.setattr(C, "roll", lambda s: bb)
    s = go(s, 0, Attack(area="serbia", pieces=["ottoman_spahis", "ottoman_irregulars"], colours=["blue"]))
    assert piece(s, "ottoman_spahis")[2] == DEADPILE
    assert [(d.kind, d.seat, d.points) for d in s.pending] == [("losses", 1, 4), ("losses", 2, 1)]
    assert K.waiting_for(s) == [1]
    v = K.violation(s, 1, TakeLosses(pieces=["croatian_feudal_array", "croatian_militia", "hungarian_militia"]))
    assert v.code == "not_your_losses" and v.ruling == "O84"
    s = go(s, 1, TakeLosses(pieces=["hungarian_feudal_array"]))
    assert K.waiting_for(s) == [2]
    s = go(s, 2, TakeLosses(pieces=["croatian_militia"]))
    assert [piece(s, x)[2] for x in ("hungarian_militia", "croatian_feudal_array")] == [MAP, MAP]
    assert s.flow == "combat"


def test_O60_O103_shares_in_proportion_largest_first():
    s = pos({"hungarian_feudal_array": "serbia", "hungarian_militia": "serbia", "serbian_feudal_array": "serbia",
             "serbian_militia": "serbia"}, cores=("serbia", "hungary"))
    ctl = controllers(s)
    ps = [B.PIECE[x] for x in ("hungarian_feudal_array", "hungarian_militia", "serbian_feudal_array", "serbian_militia")]
    by = {w: sum(B.STRENGTH[p] for p in ps if ctl[p] == w) for w in (0, 1)}
    shares = dict(C._shares(s, ps, ctl, 3))
    assert sum(shares.values()) == 3
    big = max(by, key=lambda w: (by[w], -w))
    assert shares[big] >= shares[1 - big]


def test_O46_the_first_player_withdraws_non_belligerents_unless_he_attacks():
    s = pos({"ottoman_spahis": "serbia"}, cores=("ottomans", "hungary"), step="combat", order=[1, 0], phasing=1)
    assert C.nb_chooser(s) == 1
    s = pos({"ottoman_spahis": "serbia"}, cores=("ottomans", "hungary"), step="combat", order=[0, 1], phasing=0)
    assert C.nb_chooser(s) == 1


def test_every_decision_s_timeout_default_is_accepted_in_whole_games():
    """The default answer of every decision met in random games is legal (decision timeouts),
    and the new decisions do arise in play (forage, reinforce, join)."""
    import random

    from ottomans_helpers import started
    seen: set[str] = set()
    for seats, scenario, seed in ((3, 3, "choices-a"), (2, 4, "choices-b")):
        s = started(seats, scenario, seed)
        rng = random.Random(seed)
        while s.status != "finished":
            w = K.waiting_for(s)
            if not w:
                s, _ = K.advance(s, 1)
                continue
            if s.flow == "decision":
                seen.add(s.pending[0].kind)
                ta = K.timeout_action(s)
                assert ta[0] == w[0] and K.violation(s, *ta) is None, (s.pending[0], ta)
            s, _ = K.apply(s, w[0], K.POLICIES["random"](s, w[0], K.legal_actions(s, w[0]), rng))
            check_invariants(s)
    assert {"forage", "reinforce", "join"} <= seen, seen


def test_another_seat_answering_a_reinforcement_decision_is_refused_with_13_5():
    s = pos({"serbian_militia": "deadpile", "serbian_feudal_array": "deadpile"}, cores=("serbia", "hungary"))
    s.flow = s.step = "reinforcement"
    s, _ = K.advance(s, 1)
    v = K.violation(s, 1, Reinforce(places={"serbian_militia": "serbia"}))
    assert v.code == "not_your_turn" and v.ruling == "13.5"
