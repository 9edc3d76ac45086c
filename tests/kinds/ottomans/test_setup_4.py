"""Set-up [4.0, 4.1, 4.2, 4.3, 26.0 S1-S4] and the choice of core nationalities
(O79, O63, O18, 18.23, 18.31)."""

from __future__ import annotations

import gamekinds.ottomans as K
import pytest
from gamekinds.ottomans import board as B
from gamekinds.ottomans.invariants import check_invariants, counter_total
from gamekinds.ottomans.setup_game import core_choices
from gamekinds.ottomans.state import ASIDE, DEADPILE, MAP, OUT, ChooseCore, Discard, OrderRolled
from ottomans_helpers import piece, position, started


def choose(s, *cores):
    for c in cores:
        seat = K.waiting_for(s)[0]
        s, _ = K.apply(s, seat, ChooseCore(nationality=c))
    return K.settle(s)[0]


@pytest.mark.parametrize("scenario", [1, 2, 3, 4])
def test_4_1_every_counter_placed_and_280_conserved(scenario):
    s = started(3, scenario)
    assert counter_total(s) == 280
    check_invariants(s)


def test_4_1_2_core_order_rolled_high_first():
    s, ev = K.start(K.new_game(4, "order"))
    (rolled,) = [e for e in ev if isinstance(e, OrderRolled)]
    first = rolled.rolls[0]
    assert first[rolled.order[0]] == max(first)
    assert K.waiting_for(s) == [rolled.order[0]]


def test_4_1_2_core_marker_face_up_and_grants_s1():
    s = started(2, 1)
    s = choose(s, "ottomans", "byzantium")
    ott = next(p for p in s.players if p.core == B.AREA["ottomans"])
    names = {B.STRAT_ID[c - B.N_PIECES] for c in ott.face_up}
    assert {"control_ottomans", "control_emirates", "control_rumelia"} <= names
    byz = next(p for p in s.players if p.core == B.AREA["byzantium"])
    assert {"control_byzantium", "control_papal_states"} <= {B.STRAT_ID[c - B.N_PIECES] for c in byz.face_up}


def test_O79_granted_nationality_cannot_be_a_later_core():
    s = started(3, 1)
    s = choose(s, "ottomans")
    opts = {B.AREA_IDS[n] for n in core_choices(s)}
    assert "emirates" not in opts and "rumelia" not in opts and "ottomans" not in opts
    v = K.violation(s, K.waiting_for(s)[0], ChooseCore(nationality="emirates"))
    assert v.code == "core_not_available" and v.ruling == "4.1"


def test_18_23_spain_never_a_core_and_18_31_moscovy_only_from_1500():
    for sc in (1, 3, 4):
        opts = {B.AREA_IDS[n] for n in core_choices(started(2, sc))}
        assert "spain" not in opts and "moscovy" not in opts
    opts = {B.AREA_IDS[n] for n in core_choices(started(2, 2))}
    assert "moscovy" in opts and "spain" not in opts


def test_S1_4_0_1_last_chooser_must_take_the_ottomans():
    s = started(3, 1)
    s = choose(s, "serbia", "hungary")
    assert [B.AREA_IDS[n] for n in core_choices(s)] == ["ottomans"]


def test_4_1_3_opening_draws_8_6_4():
    for seats, n in ((2, 8), (3, 6), (4, 4)):
        s = started(seats, 1, seed=f"d{seats}")
        cores = ["serbia", "hungary", "venice"][: seats - 1] + ["ottomans"]
        s = choose(s, *cores)
        for p in s.players:
            # a "-" leader drawn is received at once or returned (13.7), never held
            assert len(p.hand) <= n
        assert sum(len(p.hand) for p in s.players) >= seats * n - 6


def test_S2_4_0_2_two_players_extra_eight_and_O63_discard():
    s = started(2, 2, seed="s2")
    s = choose(s, "austria", "ottomans")
    other = next(i for i, p in enumerate(s.players) if p.core != B.AREA["ottomans"])
    assert s.flow == "discard" and K.waiting_for(s) == [other]
    (opt,) = [o for o in K.legal_actions(s, other) if type(o).__name__ == "DiscardOption"]
    assert opt.count == len(s.players[other].hand) - 15 >= 1
    v = K.violation(s, other, Discard(stratagems=[]))
    assert v.code == "wrong_count" and v.ruling == "19.4"
    s, _ = K.apply(s, other, Discard(stratagems=opt.stratagems[: opt.count]))
    assert len(s.players[other].hand) == 15 and s.flow == "initiative"
    check_invariants(s)


def test_S1_3_0_3_janissaries_controlled_by_the_ottoman_core_in_bursa():
    s = choose(started(2, 1), "ottomans", "serbia")
    ott = next(i for i, p in enumerate(s.players) if p.core == B.AREA["ottomans"])
    from gamekinds.ottomans.control import controllers
    ctl = controllers(s)
    for j in ("janissary_1", "janissary_2"):
        assert piece(s, j)[:2] == ("ottomans", "bursa") and ctl[B.PIECE[j]] == ott


def test_S1_3_0_3_c_mamluks_only_with_an_egyptian_core():
    s = choose(started(2, 1), "ottomans", "serbia")
    assert s.where[B.PIECE["mamluks"]] == ASIDE
    s = choose(started(2, 1), "ottomans", "egypt")
    assert piece(s, "mamluks")[0] == "egypt" and s.where[B.PIECE["mamluks"]] == MAP


def test_S1_3_0_2_deadpile_and_removed():
    s = started(2, 1)
    assert s.where[B.PIECE["papal_gendarmes"]] == DEADPILE
    assert s.where[B.PIECE["landsknecht_1"]] == OUT
    assert all(B.STRAT_ID[c - B.N_PIECES] != "control_spain" for c in s.pool)


def test_S1_4_0_2_no_byzantine_unit_in_thessalonica_and_4_3_cities():
    s = started(2, 1)
    for p in range(B.N_UNITS):
        if B.NATIONALITY[p] == B.AREA["byzantium"] and s.where[p] == MAP:
            assert s.city[p] != B.CITY["thessalonica"]
    # 4.3(1): uncontrolled land units set up in their region's cities
    assert piece(s, "serbian_feudal_array")[1] == "belgrade"


def test_4_2_fleets_in_a_port_or_adjoining_sea():
    s = started(2, 1)
    for p in range(B.N_UNITS):
        if B.IS_FLEET[p] and s.where[p] == MAP:
            assert B.IS_SEA[s.area[p]] or B.CITY_PORT[s.city[p]]


def test_S2_3_0_2_siege_trains_strong_and_spain_entered():
    s = choose(started(2, 2, seed="s2b"), "austria", "ottomans")
    assert s.siege_improved and s.spain_entered
    assert piece(s, "spanish_militia")[:2] == ("malta", "malta_city")    # O18: Spain belligerent


def test_S1_4_0_3_ottomans_have_the_initiative_on_turn_1():
    s = choose(started(3, 1, seed="init"), "serbia", "hungary", "ottomans")
    while s.flow == "decision":                        # 13.7: a leader drawn may ask where he goes
        s, _ = K.apply(s, *K.timeout_action(s))
    s, _ = K.advance(s, 1)
    assert s.order[0] == next(i for i, p in enumerate(s.players) if p.core == B.AREA["ottomans"])
    assert s.order == [(s.order[0] + i) % 3 for i in range(3)]           # 5.1(1) clockwise


SIMPLEST = {1: ["ottomans", "byzantium", "venice", "hungary"], 2: ["ottomans", "venice", "hungary", "poland"],
            3: ["ottomans", "byzantium", "venice", "hungary"], 4: ["ottomans", "byzantium", "venice", "hungary"]}


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("scenario", [1, 2, 3, 4])
def test_S_3_0_3_the_simplest_described_position_is_the_scenario_as_set_up(scenario, seats):
    """A described position with nothing but its cores is the scenario as the set-up leaves
    it once those cores are chosen: the mercenaries the cores start with go to them and the
    conditional placements are made (S1/S2 3.0(3)). Every unit stands where a real set-up
    with the same cores puts it (the opening draws, which a description gives as ``hands``,
    are not made), the Ottoman seat controls the janissaries, and the position
    is accepted (it was refused, ``city bursa mixes {(-1, 0), (0, 0)} (8.1)``: the janissaries
    stood uncontrolled beside the Ottoman core's units in Bursa)."""
    cores = SIMPLEST[scenario][:seats]
    s = position(scenario=scenario, cores=cores)
    check_invariants(s)
    real = choose(started(seats, scenario), *cores)
    units = slice(0, B.N_UNITS)       # leaders: the opening draws (4.1(3)) may bring some in
    assert (s.where[units], s.area[units], s.city[units]) == (real.where[units], real.area[units], real.city[units])
    from gamekinds.ottomans.control import controllers
    ctl = controllers(s)
    janissaries = [p for p in range(B.N_PIECES) if B.PIECE_IDS[p].startswith("janissary_") and s.where[p] == MAP]
    assert janissaries and all(ctl[p] == 0 for p in janissaries)


def test_S1_3_0_3_c_a_described_position_places_the_mamluks_with_an_egyptian_core_only():
    assert piece(position(cores=["ottomans", "egypt"]), "mamluks")[:3] == ("egypt", None, MAP)
    assert position(cores=["ottomans", "venice"]).where[B.PIECE["mamluks"]] == ASIDE
    s = position(cores=["venice", "hungary"])                 # S1 3.0(3)(a): no Ottoman core, no janissaries
    assert s.where[B.PIECE["janissary_1"]] == ASIDE and s.where[B.PIECE["janissary_2"]] == ASIDE


def test_S2_3_0_3_d_a_described_position_places_the_landsknechts_for_austria_and_keeps_described_copies():
    s = position(scenario=2, cores=["ottomans", "austria"])
    from gamekinds.ottomans.control import controllers
    assert piece(s, "landsknecht_1")[:3] == ("austria", None, MAP) and controllers(s)[B.PIECE["landsknecht_1"]] == 1
    # a mercenary's copy the description gives another seat stays there: that seat controls it
    s = position(scenario=2, cores=["ottomans", "austria"], face_up=[[], ["control_janissary_1"]],
                 pieces={"janissary_1": "austria"})
    ctl = controllers(s)
    assert ctl[B.PIECE["janissary_1"]] == 1 and ctl[B.PIECE["janissary_2"]] == 0


def test_8_1_a_described_position_mixing_a_city_is_refused_in_the_players_words():
    with pytest.raises(K.PositionError) as exc:
        position(cores=["ottomans", "hungary"], pieces={"hungarian_militia": "bursa"})
    msg = str(exc.value)
    assert exc.value.ruling == "8.1" and "city bursa (ottomans)" in msg, msg
    assert "hungarian_militia (blue, seat 1, core hungary)" in msg and "janissary_1" in msg and "seat 0, core ottomans" in msg
    assert "{" not in msg and "(-1" not in msg, msg
