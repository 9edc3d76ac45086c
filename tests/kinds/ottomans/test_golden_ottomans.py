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
    (2, 1, 'golden-a', 'greedy'): ('35ba5c1de079e185668b2175101ff6463206ed8a3af9e6c6229737b77c3e3bcf', 107),
    (3, 2, 'golden-b', 'random'): ('c88de694800084fd367f212deff177141365603dea7df24f912b0c1b2ffaf86c', 591),
    (4, 3, 'golden-c', 'greedy'): ('7aaf22a0f47a046e9b01c71c5f9a44036cb4bc31f32970820818be47d284e6d0', 334),
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
