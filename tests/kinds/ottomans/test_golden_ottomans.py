"""Golden games: whole games by the greedy and random policies from fixed seeds (one with every
optional rule 22.0-25.0 on), pinned by the sha256 of the final state, the count of log events and
the sha256 of the events themselves (JSON, as the API serves them: what each event says, not only
how many there are), every event decoding as the kind's ``LogEvent`` (the schema the spec
publishes). A change to the rules (or to the RNG's use) changes them: re-pin deliberately with
``python tests/kinds/ottomans/test_golden_ottomans.py`` and say in the commit which rule changed
(the kind's ``RULES_VERSION`` with it)."""

from __future__ import annotations

import hashlib
import random
import sys

import msgspec

import gamekinds.ottomans as K
from gamekinds.ottomans.state import Options
from ottomans_helpers import OPTIONAL_ON

GAMES = [  # (seats, scenario, seed, policy[, optional rules on]) -> (sha256 of the final state, events, sha256 of the events)
    (2, 1, "golden-a", "greedy"),
    (3, 2, "golden-b", "random"),
    (4, 3, "golden-c", "greedy"),
    (3, 4, "golden-d", "random", True),
]
PINNED = {
(2, 1, 'golden-a', 'greedy'): ('d3a354ec01c7611690da0c49e5836248dfa7d6698253a26b304ae92be41e3f07', 119, '86aa54e28f670fe3fcefc5329f635db964284f6c13d5aa203053691e4b44feea'),
    (3, 2, 'golden-b', 'random'): ('2533d8e4b598f9e8e76c8c470ee635bc9f90b1b6b10f58bccfce138eca128a94', 660, 'e863ca4cefd49f9cb7dac6f24881ddd90590a7c94b21b3677cc5a3dd581445fc'),
    (4, 3, 'golden-c', 'greedy'): ('dd2aef8956cf1d85642d01186298e1d1dd82d8d12a300f2591ecf930506a611b', 468, '69101f09fabe675720fe7644633549aefb6915dd35fa983375430e5b80786fde'),
    (3, 4, 'golden-d', 'random', True): ('8e037c68726180a3566736a662955d54dbdb7c34abafb613a2cad1803146967e', 2201, '1979f186233355e54f6a93879fae0a00c70c3a75f54b763730643e503e34ead3'),
}


def run(seats: int, scenario: int, seed: str, policy: str, optional: bool = False) -> tuple[str, int, str]:
    s, _ = K.start(K.new_game(seats, seed, Options(scenario=scenario, **(OPTIONAL_ON if optional else {}))))
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
    blob = msgspec.json.encode(events)
    assert msgspec.json.decode(blob, type=list[K.LogEvent]) == events, "an event does not decode as its type"
    return hashlib.sha256(K.encode_state(s)).hexdigest(), len(events), hashlib.sha256(blob).hexdigest()


def test_golden_games():
    for g in GAMES:
        assert run(*g) == PINNED[g], f"golden game {g} changed: a rule changed? re-pin deliberately"


if __name__ == "__main__":
    sys.path.insert(0, ".")
    for g in GAMES:
        print(f"    {g!r}: {run(*g)!r},")
