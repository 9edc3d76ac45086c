"""One sha256 of the Ottomans engine's behaviour over fixed seeded games: an engine change
that is meant to be a pure speed-up must print the same hash before and after (issues 37, 39).

    PYTHONPATH=.:kinds:sdk:tests:tests/kinds/ottomans .venv/bin/python -m bench.ottomans_hash

Six random games (2-4 seats, scenarios 1-4, the optional rules in three), the random policy
seeded by the game. Hashed at every step: ``legal_actions`` and the view of every seat, the
public view, the state after the step (``encode_state``) and its events; every 7th step,
for every seat, the property test's candidate actions near and far from the offered ones
(``tests/kinds/ottomans/test_properties.candidates``, 6 a seat, from a generator seeded by
the step): each one's verdict (``violation``'s code, detail and ruling) and, when accepted,
the state and events ``apply`` gives. Prints the steps and the hash (session 20: 14,229
steps, ``e4f76dd9df4d2d7c...`` on ``5a3a308``)."""

from __future__ import annotations

import hashlib
import random

import msgspec

GAMES = [(2, 1, False), (3, 2, True), (4, 3, False), (2, 4, True), (3, 4, False), (4, 1, True)]
"""(seats, scenario, the optional rules 22.0-25.0 on)."""

OPTIONAL_ON = {"special_tactics": True, "pillage": True, "colonization": True, "civilization": True}


def play(seats: int, scenario: int, optional: bool, h) -> int:
    """One game into ``h`` (None: played, nothing hashed); returns its steps."""
    import gamekinds.ottomans as K
    from test_properties import candidates  # tests/kinds/ottomans on the path

    seed = f"hash-{seats}-{scenario}-{int(optional)}"
    s, _ = K.start(K.new_game(seats, seed, K.Options(scenario=scenario, **(OPTIONAL_ON if optional else {}))))
    s, _ = K.settle(s)
    rng = random.Random(seed)
    pol = K.POLICIES["random"]
    enc = msgspec.json.encode
    steps = 0
    while s.status != "finished":
        steps += 1
        w = K.waiting_for(s)
        opts: list = []
        for seat in range(s.seats):
            la = K.legal_actions(s, seat)
            if h:
                h.update(enc(la))
                h.update(enc(K.view(s, seat)))
            if w and seat == w[0]:
                opts = la
        if h:
            h.update(enc(K.view(s, None)))
        if h and steps % 7 == 0:
            crng = random.Random(steps)
            for seat in range(s.seats):
                for a in candidates(s, seat, K.legal_actions(s, seat), crng, n=6):
                    v = K.violation(s, seat, a)
                    h.update(enc(a))
                    h.update(repr(v and (v.code, v.detail, v.ruling)).encode())
                    if v is None:
                        s3, ev3 = K.apply(s, seat, a)
                        h.update(K.encode_state(s3))
                        h.update(enc(ev3))
        if w:
            s, ev = K.apply(s, w[0], pol(s, w[0], opts, rng))
        else:
            s, ev = K.advance(s, 1)
        if h:
            h.update(K.encode_state(s))
            h.update(enc(ev))
    return steps


def main() -> None:
    h = hashlib.sha256()
    n = sum(play(*g, h) for g in GAMES)
    print(n, h.hexdigest())


if __name__ == "__main__":
    main()
