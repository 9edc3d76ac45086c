"""Property tests (hypothesis): random legal play from random seeds for 2, 3 and 4 seats.

Every game: no exception, never waits for a seat without a legal action, only applies
actions built from ``legal_actions``' options, conserves every piece (R1) and keeps
control consistent (R28) after every step, and replays byte-identically (R27).

``BATTLE1821_PROPERTY_GAMES`` sets the number of games (default 300, ``max_rounds=4``; 100 in
the edit loop, ``make test-fast``, which sets ``BATTLE1821_FAST_LOOP=1``); the ``slow`` test
(``make test-long``) plays that many games to their natural end.

A failing game's error ends with its seed and the command that replays it:
``BATTLE1821_PROPERTY_SEED=SEATS:SEED`` makes every property test here play that one
game (seats ``SEATS``, integer seed ``SEED``) instead of drawing games.
"""

from __future__ import annotations

import os
import random
from contextlib import contextmanager

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamekinds.battle1821 import LogEvent, flow as game, new_game, start, view
from gamekinds.battle1821.board import BOARD
from gamekinds.battle1821.errors import RuleViolation
from gamekinds.battle1821.invariants import check_conservation, check_control
from gamekinds.battle1821.randomplay import choose_action, play_random_game, replay
from gamekinds.battle1821.state import decode_state, encode_state

_EV_ENC = msgspec.json.Encoder()
_EV_DEC = msgspec.json.Decoder(list[LogEvent])

FAST_LOOP = os.environ.get("BATTLE1821_FAST_LOOP", "") not in ("", "0")
GAMES = int(os.environ.get("BATTLE1821_PROPERTY_GAMES") or (100 if FAST_LOOP else 300))
SEED_ENV = "BATTLE1821_PROPERTY_SEED"
_REPLAY = os.environ.get(SEED_ENV)


def _seats_and_seeds() -> dict:
    """``@given`` arguments: random games, or only the game ``BATTLE1821_PROPERTY_SEED`` names."""
    if _REPLAY:
        seats, seed = _REPLAY.split(":", 1)
        return {"seats": st.just(int(seats)), "seed": st.just(int(seed))}
    return {"seats": st.sampled_from([2, 3, 4]), "seed": st.integers(0, 2**32)}


def _examples(n: int) -> int:
    """``n`` examples, 1 when replaying one game."""
    return 1 if _REPLAY else n


@contextmanager
def game_seed(test: str, seats: int, seed: int):
    """On failure, add the game's seed and the replaying command to the error."""
    try:
        yield
    except BaseException as e:
        e.add_note(f"failing game: seats={seats} seed={seed}; replay it with "
                   f"{SEED_ENV}={seats}:{seed} .venv/bin/python -m pytest -p no:cacheprovider "
                   f"'tests/engine/test_random_play.py::{test}'")
        raise


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


@settings(max_examples=_examples(GAMES), deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.too_slow])
@given(**_seats_and_seeds())
def test_r1_r27_r28_random_legal_play_short_games(seats, seed):
    with game_seed("test_r1_r27_r28_random_legal_play_short_games", seats, seed):
        _play_and_replay(seats, f"prop-{seed}", 4)


@settings(max_examples=_examples(min(30, GAMES)), deadline=None, derandomize=True)
@given(**_seats_and_seeds())
def test_r19_random_play_with_resignations_and_standing_orders(seats, seed):
    from gamekinds.battle1821 import options as L
    from gamekinds.battle1821.randomplay import WEIGHTS
    weights = dict(WEIGHTS)
    weights[L.ResignOption] = 0.01
    weights[L.SetStandingOrdersOption] = 0.2
    check, _ = checker()
    with game_seed("test_r19_random_play_with_resignations_and_standing_orders", seats, seed):
        s, log = play_random_game(seats, f"res-{seed}", 4, rng=random.Random(seed),
                                  weights=weights, check=check)
        assert s.status == "finished"
        assert encode_state(replay(seats, f"res-{seed}", 4, log)) == encode_state(s)


def _illegal(s, seat: int, a, rng: random.Random):
    """``(by, action, code)``: variants of the legal action ``a`` of ``seat`` that break
    one rule each, with the code that rule is refused with (stated independently of the
    engine's options): sent by another seat (R9/R19), a force larger than the free
    pieces (R11/R16/R17), more reinforcement than owed or in a region not held (R10)."""
    from gamekinds.battle1821.actions import Attack, AnswerAlly, CallAlly, Move, Reinforce, Resign, SetStandingOrders
    from gamekinds.battle1821.actions import Placement
    out = []
    others = [o for o in range(s.seats) if o != seat]
    if type(a) not in (SetStandingOrders, Resign) and others:
        by = rng.choice(others)
        if s.players[by].resigned:
            want = "resigned"
        elif type(a) in (CallAlly, AnswerAlly):
            want = "no_decision_pending"
        else:
            want = "ottoman_phase" if s.phase == "ottoman" else "not_your_turn"
        out.append((by, a, want))
    if isinstance(a, (Attack, Move)):
        o = BOARD.index[a.from_]
        free = s.infantry[o] - s.spent_infantry[o]
        bad = type(a)(from_=a.from_, to=a.to, infantry=free + 1 + rng.randint(0, 2), cannons=a.cannons)
        out.append((seat, bad, "insufficient_forces"))
    elif isinstance(a, Reinforce):
        region = a.placements[0].region
        out.append((seat, Reinforce(placements=[Placement(
            region=region, infantry=s.to_place_infantry + 1 + rng.randint(0, 2))]), "insufficient_forces"))
        not_held = [BOARD.ids[r] for r in range(BOARD.size) if s.owner[r] != seat]
        one = (1, 0) if s.to_place_infantry else (0, 1)
        out.append((seat, Reinforce(placements=[Placement(
            region=rng.choice(not_held), infantry=one[0], cannons=one[1])]), "not_your_region"))
    return out


@settings(max_examples=_examples(min(40, GAMES)), deadline=None)
@given(**_seats_and_seeds())
def test_r9_illegal_actions_are_refused_with_their_code_and_leave_state_alone(seats, seed):
    """Along a random legal game, variants of each chosen action that break one rule are
    refused (``violation`` and ``apply`` agree) with the code of that rule, and the input
    state is never changed; a wrongly accepted variant fails the test."""
    with game_seed("test_r9_illegal_actions_are_refused_with_their_code_and_leave_state_alone",
                   seats, seed):
        _illegal_actions_game(seats, seed)


def _illegal_actions_game(seats: int, seed: int) -> None:
    rng = random.Random(seed)
    s, _ = start(new_game(seats, f"ill-{seed}"))
    refused: dict[str, int] = {}
    for _ in range(300):
        if s.status == "finished":
            break
        w = game.waiting_for(s)
        if not w:
            s, _ = game.advance(s, max_steps=1)
            continue
        seat = w[0]
        a = choose_action(game.legal_actions(s, seat), rng)
        for by, bad, want in _illegal(s, seat, a, rng):
            before = encode_state(s)
            v = game.violation(s, by, bad)
            assert v is not None and v.code == want, (by, bad, want, v)
            with pytest.raises(RuleViolation) as e:
                game.apply(s, by, bad)
            assert e.value.code == want and e.value.detail, (by, bad, e.value)
            assert encode_state(s) == before
            refused[want] = refused.get(want, 0) + 1
        s, _ = game.apply(s, seat, a)
    assert refused.get("not_your_turn", 0) > 0 and refused.get("insufficient_forces", 0) > 0, refused


@pytest.mark.slow
def test_r1_r27_r28_random_legal_play_full_games_long():
    games = [tuple(map(int, _REPLAY.split(":", 1)))] if _REPLAY else \
        [(2 + i % 3, i) for i in range(GAMES)]
    for seats, i in games:
        with game_seed("test_r1_r27_r28_random_legal_play_full_games_long", seats, i):
            _play_and_replay(seats, f"long-{i}", None)
