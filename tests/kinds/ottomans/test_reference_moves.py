"""The engine's movement and naval-transport answers equal the straightforward reference
(reference_moves.py) over many states of seeded random games: the options offered
(movement, naval transport), the places and paths a force reaches, who controls each piece
and holds each critical city, and which Transports are accepted; the engine's shared tables
and lazy checks change its cost, never its answers (issue #37)."""

from __future__ import annotations

import random

import gamekinds.ottomans as K
import pytest
import reference_moves as R
from gamekinds.ottomans import board as B
from gamekinds.ottomans import control, movement, naval, stratagems
from gamekinds.ottomans.randomplay import sample_action
from gamekinds.ottomans.state import Transport, TransportOption
from ottomans_helpers import play

PLACES = B.AREA_IDS + B.CITY_IDS


def _transports(options: list, rng: random.Random) -> list[Transport]:
    """Transports inside the offered rows and beside them: fewer fleets, other pieces, any place."""
    out = []
    rows = [o for o in options if isinstance(o, TransportOption)]
    for o in rows:
        a = sample_action(o, rng)
        out.append(a)
        out.append(Transport(fleets=a.fleets, pieces=a.pieces, to=rng.choice(PLACES), leader=a.leader))
        other = rng.choice(rows)
        out.append(Transport(fleets=rng.sample(o.fleets, rng.randint(1, len(o.fleets))), pieces=other.pieces[:1],
                             to=rng.choice(o.to + other.to), leader=o.leader))
    return out


def _compare(s, seat: int, opts: list, rng: random.Random, seen: dict) -> None:
    assert control.controllers(s) == R.controllers(s)
    assert stratagems.critical_held(s) == R.critical_held(s)
    seen["states"] += 1
    if s.flow == "movement":
        assert movement.options(s, seat) == R.movement_options(s, seat)
        ctl = control.controllers(s)
        for ps in movement.movable(s, seat, ctl).values():
            m = min(control.mp_left(s, p) for p in ps)
            for truce in (False, True):
                assert movement.reachable(s, seat, ps, m + 1, truce=truce) == R.reachable(s, seat, ps, m + 1, truce)
    rows = R.naval_options(s, seat)
    assert naval.options(s, seat) == rows
    for a in _transports(opts, rng):
        v = K.violation(s, seat, a)
        if v is None or v.code == "unreachable":      # the rules named before the routes are the same code
            seen["transports"] += 1
            assert (v is None) == R.transport_fits(s, a, rows), (a, v)


@pytest.mark.parametrize("seats,scenario,optional", [(2, 1, False), (3, 2, True), (4, 3, False)])
def test_movement_and_transport_answer_as_the_reference(seats, scenario, optional):
    seen = {"states": 0, "transports": 0}
    rng = random.Random(f"ref-{seats}-{scenario}")

    def on_step(prev, seat, opts, a, s, _rng):
        if prev.flow in ("movement", "forced_march") and rng.random() < 0.5:     # a sample: the reference is slow
            _compare(prev, seat, opts, rng, seen)
        elif rng.random() < 0.1:
            assert control.controllers(prev) == R.controllers(prev)
            assert stratagems.critical_held(prev) == R.critical_held(prev)

    play(seats, scenario, f"ref-{seats}-{scenario}", on_step=on_step, optional=optional)
    assert seen["states"] >= 10 and seen["transports"] >= 1, seen
