"""Property tests (hypothesis): random legal play from random seeds for 2, 3 and 4 seats.

Every game: no exception, never waits for a seat without a legal action, only applies
actions built from ``legal_actions``' options, conserves every piece (R1) and keeps
control consistent (R28) after every step, and replays byte-identically (R27).

``BATTLE1821_PROPERTY_GAMES`` sets the number of games (default 300, ``max_rounds=4``);
the ``slow`` test (``make test-long``) plays that many games to their natural end.
"""

from __future__ import annotations

import os
import random

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from server.engine import LogEvent, flow as game, new_game, start, view
from server.engine.errors import RuleViolation
from server.engine.invariants import check_conservation, check_control
from server.engine.randomplay import choose_action, play_random_game, replay
from server.engine.state import decode_state, encode_state

_EV_ENC = msgspec.json.Encoder()
_EV_DEC = msgspec.json.Decoder(list[LogEvent])

GAMES = int(os.environ.get("BATTLE1821_PROPERTY_GAMES", "300"))


def checker():
    seen = {"steps": 0}

    def check(s, action, ev):
        seen["steps"] += 1
        problems = check_conservation(s) + check_control(s)
        assert not problems, (problems, action, ev[-6:])
        for seat in game.waiting_for(s):
            opts = game.legal_actions(s, seat)
            real = [o for o in opts if type(o).__name__ not in ("SetStandingOrdersOption", "ResignOption")]
            assert real, f"waiting for seat {seat} with no legal action"
        if s.status != "finished":
            assert s.battle is None or s.pending is not None or s.phase == "ottoman"
        assert decode_state(encode_state(s)) == s
        assert _EV_DEC.decode(_EV_ENC.encode(ev)) == ev     # events are replayable JSON
        if seen["steps"] % 25 == 0 or s.status == "finished":
            v = view(s, None)
            _EV_ENC.encode(v)
            assert (v.seed is not None) == (s.status == "finished")  # R27
    return check, seen


def _play_and_replay(seats: int, seed: str, max_rounds: int | None):
    check, seen = checker()
    s, log = play_random_game(seats, seed, max_rounds, rng=random.Random(seed), check=check)
    assert s.status == "finished", (s.round, s.phase, s.step)
    again = replay(seats, seed, max_rounds, log)
    assert encode_state(again) == encode_state(s)
    return s, log


@settings(max_examples=GAMES, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_r1_r27_r28_random_legal_play_short_games(seats, seed):
    _play_and_replay(seats, f"prop-{seed}", 4)


@settings(max_examples=30, deadline=None, derandomize=True)
@given(seats=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_r19_random_play_with_resignations_and_standing_orders(seats, seed):
    from server.engine import options as L
    from server.engine.randomplay import WEIGHTS
    weights = dict(WEIGHTS)
    weights[L.ResignOption] = 0.01
    weights[L.SetStandingOrdersOption] = 0.2
    check, _ = checker()
    s, log = play_random_game(seats, f"res-{seed}", 4, rng=random.Random(seed),
                              weights=weights, check=check)
    assert s.status == "finished"
    assert encode_state(replay(seats, f"res-{seed}", 4, log)) == encode_state(s)


@settings(max_examples=40, deadline=None)
@given(seats=st.sampled_from([2, 3, 4]), seed=st.integers(0, 2**32))
def test_r9_illegal_actions_raise_rule_violation_and_leave_state_alone(seats, seed):
    """Actions sampled from *another* seat's options or mutated counts either apply or
    raise RuleViolation; the input state is never changed."""
    from server.engine.actions import Attack, Move, Reinforce
    rng = random.Random(seed)
    s, _ = start(new_game(seats, f"ill-{seed}"))
    for _ in range(300):
        if s.status == "finished":
            break
        w = game.waiting_for(s)
        if not w:
            s, _ = game.advance(s, max_steps=1)
            continue
        seat = w[0]
        other = rng.randrange(seats)
        a = choose_action(game.legal_actions(s, seat), rng)
        if isinstance(a, (Attack, Move)):
            bad = type(a)(from_=a.from_, to=a.to, infantry=a.infantry + rng.randint(0, 3),
                          cannons=a.cannons + rng.randint(0, 1))
        elif isinstance(a, Reinforce):
            bad = Reinforce(placements=[type(a.placements[0])(
                region=rng.choice(["achaia", "attica", "crete"]), infantry=rng.randint(0, 9))])
        else:
            bad = a
        before = encode_state(s)
        try:
            game.apply(s, other, bad)
        except RuleViolation as e:
            assert e.code and e.detail
        assert encode_state(s) == before
        s, _ = game.apply(s, seat, a)


@pytest.mark.slow
def test_r1_r27_r28_random_legal_play_full_games_long():
    for i in range(GAMES):
        _play_and_replay(2 + i % 3, f"long-{i}", None)
