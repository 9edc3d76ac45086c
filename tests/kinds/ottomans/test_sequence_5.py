"""The sequence of play [5.1(1)-(6c)] and its automatic parts: initiative, the stratagem
pool draws, random events (14.0, 14.1) twice with two players and none on the last turn,
forage [12.1-12.5, O58, O59], reinforcements [13.2, 13.5, O61], the turn marker, the end
[4.4]."""

from __future__ import annotations

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import phases
from gamekinds.ottomans.state import (
    DEADPILE, MAP, EndPhase, GameEnded, RandomEvent, TurnAdvanced,
)
from ottomans_helpers import advance_passing, apply_passing, piece, position


def pos(pieces=None, cores=("ottomans", "hungary"), **kw):
    return position(cores=list(cores), pieces=pieces or {}, clear_map=True, **kw)


def settle_choices(s, kind=None, seat=None):
    """Answer the decisions an automatic part asked (O62, O100-O102: the controller's), each
    with its timeout default (the engine's former choice); ``kind``/``seat``: the first is that."""
    from gamekinds.ottomans import flow
    if kind is not None:
        assert s.pending and s.pending[0].kind == kind and s.pending[0].seat == seat
    flow._after(s, [])
    while s.flow == "decision":
        s, _ = K.apply(s, *K.timeout_action(s))
    return s


def end_turn(s, seat):
    for _ in range(3):
        s, _ = apply_passing(s, seat, EndPhase())
    return s


def test_5_1_player_turn_steps_in_order_then_random_events():
    s = pos()
    assert s.flow == "movement" and K.waiting_for(s) == [0]
    s, _ = K.apply(s, 0, EndPhase())
    assert s.flow == "combat"
    s, _ = K.apply(s, 0, EndPhase())
    assert s.flow == "forced_march"
    s, _ = K.apply(s, 0, EndPhase())
    assert s.flow == "random_events" and K.waiting_for(s) == [] and K.automatic_phase(s) == ("random_events_0", 1)


def test_5_1_2e_two_players_roll_two_events_and_then_the_next_player():
    s = end_turn(pos(), 0)
    s, ev = advance_passing(s)
    assert len([e for e in ev if isinstance(e, RandomEvent)]) == 2
    assert s.flow in ("movement", "discard") and s.order[s.phasing] == 1


def test_5_1_2e_three_players_roll_once():
    s = end_turn(pos(cores=("ottomans", "hungary", "venice")), 0)
    s, ev = advance_passing(s)
    assert len([e for e in ev if isinstance(e, RandomEvent)]) == 1


def test_5_1_2e_no_random_events_on_the_last_turn_and_6b_no_reinforcement():
    s = pos(turn=3, pieces={"serbian_militia": "deadpile"})
    s = end_turn(s, 0)
    s, ev = advance_passing(s)
    s = end_turn(s, 1)
    s, ev2 = advance_passing(s)
    assert not [e for e in ev + ev2 if isinstance(e, RandomEvent)]
    assert s.status == "finished" and any(isinstance(e, GameEnded) for e in ev2)
    assert s.where[B.PIECE["serbian_militia"]] == DEADPILE


def test_5_1_6c_turn_marker_and_initiative_next_turn():
    s = pos()
    s = end_turn(s, 0)
    s, _ = advance_passing(s)
    s = end_turn(s, 1)
    s, ev = advance_passing(s)
    assert any(isinstance(e, TurnAdvanced) and e.turn == 2 for e in ev)
    assert s.turn == 2 and s.flow in ("movement", "discard")


def test_5_1_1_initiative_to_the_most_critical_cities():
    s = pos({"hungarian_militia": "buda"}, turn=2, cores=("ottomans", "hungary"))
    ev: list = []
    phases.initiative(s, ev)
    assert s.order == [1, 0]


def test_5_1_2a_pool_draws_leader_plus_cities_plus_extra():
    s = pos({"mehmed_ii": "ottomans", "ottoman_spahis": "bursa", "ottoman_feudal_array": "constantinople"})
    assert phases.pool_draws(s, 0) == 3 + 2 + 3                   # Mehmed 3, Bursa + Constantinople, 2 players
    s = pos({"ottoman_spahis": "bursa", "serbian_militia": "ottomans"}, cores=("ottomans", "hungary", "venice"))
    assert phases.pool_draws(s, 0) == 0 + 1 + 2


def test_O54_only_cities_the_seat_occupies_count():
    s = pos({"ottoman_spahis": "ottomans", "hungarian_militia": "buda"})
    assert phases.pool_draws(s, 0) == 0 + 0 + 3                   # outside Bursa: not in the city (O55)
    assert phases.pool_draws(s, 1) == 0 + 1 + 3


def test_12_forage_excess_eliminated_weakest_first_and_12_31_leader():
    # Serbia value 2: four Ottoman units outside the city -> two eliminated, weakest first
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "ottoman_irregulars": "serbia",
             "ottoman_siege_train": "serbia"})
    phases.forage(s, [])
    s = settle_choices(s, "forage", 0)                 # O100: the controller chooses; default weakest
    assert s.where[B.PIECE["ottoman_siege_train"]] == DEADPILE and s.where[B.PIECE["ottoman_irregulars"]] == DEADPILE
    assert s.where[B.PIECE["ottoman_feudal_array"]] == MAP
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "ottoman_irregulars": "serbia",
             "ottoman_siege_train": "serbia", "beyazid": "serbia"})       # a "1" leader feeds one more
    phases.forage(s, [])
    s = settle_choices(s, "forage", 0)
    assert s.where[B.PIECE["ottoman_irregulars"]] == MAP and s.where[B.PIECE["ottoman_siege_train"]] == DEADPILE
    assert s.where[B.PIECE["beyazid"]] == MAP                              # 12.32


def test_12_2_each_player_and_12_4_each_city_has_its_own_limit():
    s = pos({"ottoman_spahis": "serbia", "ottoman_feudal_array": "serbia", "hungarian_militia": "serbia",
             "hungarian_feudal_array": "serbia", "ottoman_irregulars": "belgrade", "ottoman_siege_train": "belgrade"})
    phases.forage(s, [])
    assert all(s.where[p] == MAP for p in range(B.N_PIECES) if s.area[p] == B.AREA["serbia"])
    assert sum(1 for p in range(B.N_PIECES) if s.where[p] == MAP) == 6


def test_13_2_reinforcement_blocked_by_another_colour_and_13_5_one_per_region():
    s = pos({"serbian_militia": "deadpile", "serbian_feudal_array": "deadpile"}, cores=("serbia", "hungary"))
    phases.reinforcement(s, [])
    s = settle_choices(s, "reinforce", 0)              # O62: which one; default the strongest
    assert [piece(s, x)[2] for x in ("serbian_feudal_array", "serbian_militia")] == [MAP, DEADPILE]
    s = pos({"serbian_militia": "deadpile", "ottoman_spahis": "serbia"}, cores=("serbia", "ottomans"))
    phases.reinforcement(s, [])
    assert s.where[B.PIECE["serbian_militia"]] == DEADPILE


def test_O61_leader_adds_his_value_capped_by_the_region_value():
    s = pos({"hungarian_militia": "deadpile", "hungarian_feudal_array": "deadpile", "hungarian_gendarmes": "deadpile",
             "hungarian_siege_train": "deadpile", "hunyadi": "hungary"}, cores=("hungary", "ottomans"))
    phases.reinforcement(s, [])
    s = settle_choices(s, "reinforce", 0)
    placed = [x for x in ("hungarian_militia", "hungarian_feudal_array", "hungarian_gendarmes",
                          "hungarian_siege_train") if s.where[B.PIECE[x]] == MAP]
    assert len(placed) == 3                                            # 1 + Hunyadi's 2, value 4


def test_13_5_5_eliminated_by_AE_DE_not_replaced_the_same_turn():
    s = pos({"serbian_militia": "deadpile"}, cores=("serbia", "hungary"))
    s.flags[B.PIECE["serbian_militia"]] = 4
    phases.reinforcement(s, [])
    assert s.where[B.PIECE["serbian_militia"]] == DEADPILE


def test_14_1_region_out_rolls_the_region_table(monkeypatch):
    from gamekinds.ottomans import phases as ph
    cells = B.D.random_events.cells
    where = next((i, j) for i in range(6) for j in range(6) if cells[i][j].event == "REGION_OUT")
    dice = iter([where[0] + 1, where[1] + 1, 1, 1])
    monkeypatch.setattr(ph, "roll", lambda s: next(dice))
    s = pos()
    ev: list = []
    ph.random_event(s, ev, 0)
    e = ev[0]
    assert e.event == "REGION_OUT" and e.region_dice == [1, 1] and e.region == B.D.region_determination.cells[0][0]


def test_special_reinforcements_turn_6_flip_siege_trains_and_pool():
    s = position(cores=["ottomans", "hungary"], clear_map=True, scenario=4, turn=6)
    n = len(s.pool)
    phases.special_reinforcements(s, [])
    assert s.siege_improved
    assert len(s.pool) > n
    assert B.PIECE["suleiman"] in s.pool
