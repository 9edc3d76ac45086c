"""R20, R24: the Ottoman phase unit by unit, the Event step, resuming after a save, and random positions run to the end conserving pieces (ottoman/phase.py)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings, strategies as st

from posbuild import IX, G, O, at_step, build, event_card, events_of, force_battles, run_unit, run_until
from gamekinds.battle1821 import flow
from gamekinds.battle1821.ottoman import phase
from gamekinds.battle1821.ottoman.movement import ottoman_movement
from gamekinds.battle1821.log import EventDrawn, StepStarted
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.position import PlayerPosition, RegionPosition
from gamekinds.battle1821.state import copy_state, encode_state


def movement(s):
    """One R22 pass on ``s`` (mutated); returns the events."""
    at_step(s, "movement")
    ev: list = []
    ottoman_movement(s, ev)
    return ev


# --------------------------------------------------------------------------- R20


@st.composite
def positions(draw):
    seats = draw(st.integers(2, 4))
    regions: dict = {}
    greek_left = [30] * seats
    cannons_left = [9] * seats
    ott_left = 45
    for rid in BOARD.ids:
        kind = draw(st.sampled_from(["empty", "empty", "greek", "ottoman", "ottoman"]))
        if kind == "greek":
            seat = draw(st.integers(0, seats - 1))
            inf = draw(st.integers(1, min(6, greek_left[seat]))) if greek_left[seat] else 0
            if inf:
                greek_left[seat] -= inf
                can = draw(st.integers(0, min(2, cannons_left[seat])))
                cannons_left[seat] -= can
                regions[rid] = RegionPosition(owner=seat, infantry=inf, cannons=can)
        elif kind == "ottoman" and ott_left:
            n = draw(st.integers(1, min(6, ott_left)))
            ott_left -= n
            regions[rid] = RegionPosition(ottomans=n)
    players = [PlayerPosition(losses_infantry=draw(st.integers(0, 4)),
                              losses_cannons=draw(st.integers(0, 1))) for _ in range(seats)]
    orders = draw(st.lists(st.tuples(st.sampled_from(["always", "never"]),
                                     st.sampled_from(["accept", "decline"])), min_size=seats, max_size=seats))
    return seats, regions, players, orders, draw(st.integers(0, 19)), draw(st.text("abc", max_size=4))


def test_r20_event_is_top_card_and_goes_to_discard():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "souli": O(1)})
    top = s.event_deck[0]
    ev: list = []
    run_until(s, ev, step="event")
    drawn = events_of(ev, EventDrawn)
    assert len(drawn) == 1 and drawn[0].reshuffled is False
    assert s.ottoman.event == top and s.event_discard == [top] and top not in s.event_deck
    assert len(s.event_deck) == 19


def test_r20_empty_deck_reshuffles_discard_with_game_rng():
    s = build({"achaia": G(0, 5), "laconia": G(1, 5), "souli": O(1)})
    s.event_discard = list(s.event_deck)
    s.event_deck = []
    twin = copy_state(s)
    ev: list = []
    phase.ottoman_step(s, ev)
    ev2: list = []
    phase.ottoman_step(twin, ev2)
    assert events_of(ev, EventDrawn)[0].reshuffled is True
    assert len(s.event_deck) == 19 and len(s.event_discard) == 1
    assert sorted(s.event_deck + s.event_discard) == list(range(20))
    assert encode_state(s) == encode_state(twin)  # same RNG state -> same new deck (R27)
    assert s.event_deck != sorted(s.event_deck)


# --------------------------------------------------------------------------- R21


def test_r24_greek_losses_of_the_ottoman_phase_stay_in_the_losses_area(monkeypatch):
    force_battles(monkeypatch, "ottoman")
    s = build({"achaia": G(0, 2), "laconia": G(1, 3), "aetolia": O(4)})
    c = event_card("E09")  # skip movement: nothing else changes the board
    s.event_deck.remove(c)
    s.event_deck.insert(0, c)
    ev: list = []
    run_until(s, ev)
    assert s.players[0].losses_infantry == 2 and s.owner[IX["achaia"]] == -1
    assert [e.step for e in events_of(ev, StepStarted)] == ["event", "reinforcement", "movement", "attack"]
    assert phase.phase_done(s)


def test_r20_r24_phase_resumes_exactly_after_copy_between_units(monkeypatch):
    # a state saved (encoded/decoded) between every unit runs the same as one in memory
    regions = {"achaia": G(0, 4), "laconia": G(1, 3), "thessaly": G(1, 2), "arta": O(3), "souli": O(3)}
    players = [PlayerPosition(losses_infantry=9), PlayerPosition()]
    a = build(regions, players=players, seed="resume")
    b = copy_state(a)
    ev_a: list = []
    run_until(a, ev_a)
    ev_b: list = []
    for _ in range(100):
        if phase.phase_done(b):
            break
        run_unit(b, ev_b)
        b = copy_state(b)
    assert encode_state(a) == encode_state(b) and ev_a == ev_b


# --------------------------------------------------------------------------- property


from hypothesis import HealthCheck, given, settings, strategies as st  # noqa: E402

from gamekinds.battle1821.board import BOARD  # noqa: E402
from gamekinds.battle1821.position import RegionPosition  # noqa: E402


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_r1_r20_r24_random_positions_run_the_whole_phase_conserving_pieces(data):
    seats, regions, players, orders, top, seed = data
    s = build(regions, seats=seats, players=players, seed=seed)
    for p, (call, answer) in zip(s.players, orders):
        p.call_ally, p.answer_ally = call, answer
    s.event_deck.remove(top)
    s.event_deck.insert(0, top)
    twin = copy_state(s)
    steps = []
    for _ in range(200):
        if s.phase != "ottoman" or s.status == "finished":
            break
        s, ev = flow.advance(s, max_steps=1)
        steps.append(ev)
        assert s.pending is None
        assert check_conservation(s) == [] and check_control(s) == []
    assert s.status == "finished" or (s.phase == "greek" and s.round == 2)
    t, _ = flow.advance(twin)
    assert encode_state(t) == encode_state(s)       # replay is byte-identical (R27)
