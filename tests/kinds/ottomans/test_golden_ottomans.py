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
    (2, 1, 'golden-a', 'greedy'): ('a78690dd6e79fa293f1aaf9145a322f0e4154c38eb30ebf0f2dc067f4dbb5fac', 110),
    (3, 2, 'golden-b', 'random'): ('1ef2b4ebb002ee3d5ba2647cb231470c995913042003e94e0dadc7b8b2b72ca3', 656),
    (4, 3, 'golden-c', 'greedy'): ('87e67168d00105ecb5ba9bd6bf403691a2eaa76c9512bd88644fb9d4a29f273d', 333),
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
