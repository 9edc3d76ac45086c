"""The Ottomans' lookahead policy (kinds/gamekinds/ottomans/search.py, issue 32 item 1): its
victory measure is 21.0's, it decides from what its seat may see (the same choice whatever
the other seats hold and whatever the dice will be), and every choice is legal."""

from __future__ import annotations

import random

import msgspec
import pytest

import gamekinds.ottomans as K
from gamekinds.ottomans import board as B
from gamekinds.ottomans import phases, search
from gamekinds.ottomans.state import copy_state
from ottomans_helpers import FAST_LOOP


def _game(seats: int, scenario: int, seed: str, policy: str = "random", until=None):
    """States of a seeded game by ``policy``: every state a seat is asked in (with the seat)."""
    s, _ = K.start(K.new_game(seats, seed, K.Options(scenario=scenario)))
    s, _ = K.settle(s)
    rng = random.Random(seed)
    while s.status != "finished":
        w = K.waiting_for(s)
        if not w:
            s, _ = K.advance(s, 1)
            continue
        yield s, w[0]
        s, _ = K.apply(s, w[0], K.POLICIES[policy](s, w[0], K.legal_actions(s, w[0]), rng))
        s, _ = K.settle(s)
    yield s, None


def test_survival_points_are_21_0s():
    n = 0
    for g in range(2):
        for s, _seat in _game(2 + 2 * g, 1, f"srv-{g}"):
            if not s.players or any(p.core < 0 for p in s.players):
                continue
            kind, _winners, pts = phases.victory(s)
            if kind == "survival":
                assert search.survival(s) == pts
                n += 1
    assert n > 50


def _movement_state(seed: str):
    for s, seat in _game(2, 1, seed):
        if seat is not None and s.flow == "movement" and search.quiet(s) and s.turn >= 2:
            return s, seat
    raise AssertionError("no movement step")


def test_the_choice_does_not_depend_on_what_the_seat_cannot_see():
    """Another deal of the other seat's hand and the pool, other dice: the same action."""
    s, seat = _movement_state("hidden-1")
    other = 1 - seat
    t = copy_state(s)
    strat_pool = [c for c in t.pool if c >= B.N_PIECES]
    hand = t.players[other].hand
    k = min(len(hand), len(strat_pool))
    assert k > 0
    t.players[other].hand = strat_pool[:k] + hand[k:]
    t.pool = [c for c in t.pool if c < B.N_PIECES] + strat_pool[k:] + hand[:k]
    t.rng_state, t.rng_inc = 12345, 6789
    assert msgspec.msgpack.encode(t) != msgspec.msgpack.encode(s)
    assert K.view(t, seat) == K.view(s, seat)            # what the seat sees is the same
    opts = K.legal_actions(s, seat)
    assert K.legal_actions(t, seat) == opts
    a = search.search_policy(s, seat, opts, random.Random(5))
    b = search.search_policy(t, seat, opts, random.Random(5))
    assert a == b


def test_determinize_deals_only_the_unseen_and_keeps_every_count():
    s, seat = _movement_state("hidden-2")
    d = search.determinize(s, seat, random.Random(1))
    assert d.players[seat].hand == s.players[seat].hand
    assert [len(p.hand) for p in d.players] == [len(p.hand) for p in s.players]
    unseen = lambda st: sorted(st.pool + [c for i, p in enumerate(st.players) if i != seat for c in p.hand])  # noqa: E731
    assert unseen(d) == unseen(s)
    assert (d.where, d.area, d.city) == (s.where, s.area, s.city)
    assert d.rng_state != s.rng_state


@pytest.mark.timeout(900)
def test_every_choice_is_legal_over_whole_games():
    """A 2-seat game (the policy at one seat, greedy at the other) and a 3-seat one of two
    turns: every action the policy chooses is accepted, and the games finish. The edit loop
    (``make test-fast``, ``FAST_LOOP``) plays the 2-seat game only."""
    for g, seats in enumerate((2,) if FAST_LOOP else (2, 3)):
        s, _ = K.start(K.new_game(seats, f"legal-{g}", K.Options(scenario=1, max_rounds=3 - g)))
        s, _ = K.settle(s)
        rng = random.Random(g)
        searched = 0
        while s.status != "finished":
            w = K.waiting_for(s)
            if not w:
                s, _ = K.advance(s, 1)
                continue
            opts = K.legal_actions(s, w[0])
            if w[0] == g % 2:
                a = search.search_policy(s, w[0], opts, rng)
                assert K.violation(s, w[0], a) is None, (s.flow, a)
                searched += s.flow in search.OWN_TURN
            else:
                a = K.POLICIES["greedy"](s, w[0], opts, rng)
            s, _ = K.apply(s, w[0], a)
            s, _ = K.settle(s)
        assert searched > 10
