"""The seats' clocks as every commit keeps them (:func:`server.service.seats.next_clock`):
a seat's time runs only while the game waits on it and its human plays it; it gains the
increment when the game stops waiting on it."""

from __future__ import annotations

import msgspec

from gamekinds import battle1821 as engine
from gamekinds.battle1821.state import Clock, Options
from server.service import seats
from server.service.steps import settle
from server.store import GameMeta


def _game():
    s = engine.new_game(2, "clock-1", Options(clock=Clock(initial_s=60, increment_s=5)))
    s, ev = engine.start(s)
    s = settle(s, ev)
    meta = GameMeta(created_at="", host="", seat_tokens=["a", "b"], clock=seats.new_clock(s))
    return s, meta


def test_the_waited_seat_runs_and_gains_the_increment_when_the_wait_ends():
    s, meta = _game()
    w = engine.waiting_for(s)[0]
    c1 = seats.next_clock(meta, s, 1, 1_000_000)
    assert c1.seat == w and c1.since_ms == 1_000_000 and c1.span == 1 and c1.remaining_ms == [60_000, 60_000]
    meta = msgspec.structs.replace(meta, clock=c1)
    assert seats.next_clock(meta, s, 2, 1_004_000) is None          # same wait: the deadline stays
    assert seats.deadline_ms(c1) == 1_060_000
    assert seats.remaining_now(c1, w, 1_004_000) == 56_000 and seats.remaining_now(c1, 1 - w, 1_004_000) == 60_000
    nobody = msgspec.structs.replace(s, pending=None, flow="ottoman", phase="ottoman", step="event")
    c2 = seats.next_clock(meta, nobody, 3, 1_010_000)
    assert c2.seat is None and c2.remaining_ms[w] == 60_000 - 10_000 + 5_000 and c2.remaining_ms[1 - w] == 60_000


def test_a_seat_a_bot_plays_has_no_running_clock():
    s, meta = _game()
    w = engine.waiting_for(s)[0]
    bots = [None, None]
    bots[w] = "greedy"
    meta = msgspec.structs.replace(meta, bots=bots)
    assert seats.next_clock(meta, s, 1, 5) is None                  # nothing ran, nothing runs
    taken = msgspec.structs.replace(meta, bots=[], takeover=bots)
    assert seats.running_seat(taken, s) is None and seats.bot_turn(s, taken) == (w, "greedy")
