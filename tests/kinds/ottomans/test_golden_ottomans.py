"""Golden games: whole games by the greedy and random policies from fixed seeds, pinned by
the sha256 of the final state and the count of log events. A change to the rules (or to the
RNG's use) changes them: re-pin deliberately with ``python tests/kinds/ottomans/test_golden_ottomans.py``
and say in the commit which rule changed (the kind's ``RULES_VERSION`` with it)."""

from __future__ import annotations

import hashlib
import random
import sys

import gamekinds.ottomans as K
from gamekinds.ottomans.state import Options

GAMES = [  # (seats, scenario, seed, policy) -> (sha256 of the final state, events)
    (2, 1, "golden-a", "greedy"),
    (3, 2, "golden-b", "random"),
    (4, 3, "golden-c", "greedy"),
]
PINNED = {
    (2, 1, 'golden-a', 'greedy'): ('f0788c561ab9c37e485cccdd886da282e9c51341061c876e8dbee96d5145934a', 104),
    (3, 2, 'golden-b', 'random'): ('661edb6f85793b1f789ceecf6b41ff380ccc644b088a524d2c0ee9f9fe1d3285', 721),
    (4, 3, 'golden-c', 'greedy'): ('f2654723ab118afa1e5b81368612a15e5e3eb17eb8bbfb9e380e68412481094c', 399),
}


def run(seats: int, scenario: int, seed: str, policy: str) -> tuple[str, int]:
    s, _ = K.start(K.new_game(seats, seed, Options(scenario=scenario)))
    s, events = K.settle(s)
    events = list(events)
    rng = random.Random(seed)
    pol = K.POLICIES[policy]
    while s.status != "finished":
        w = K.waiting_for(s)
        if w:
            s, ev = K.apply(s, w[0], pol(s, w[0], K.legal_actions(s, w[0]), rng))
        else:
            s, ev = K.advance(s, 1)
        events += ev
    return hashlib.sha256(K.encode_state(s)).hexdigest(), len(events)


def test_golden_games():
    for g in GAMES:
        assert run(*g) == PINNED[g], f"golden game {g} changed: a rule changed? re-pin deliberately"


if __name__ == "__main__":
    sys.path.insert(0, ".")
    for g in GAMES:
        print(f"    {g!r}: {run(*g)!r},")
