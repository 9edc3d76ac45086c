"""Golden hashes of whole games: every state, event list and offer, pinned byte for byte.

``tests/engine/data/golden.json`` holds two kinds of games:

- ``random``: ``play_random_game(seats, seed, max_rounds, rng=Random(seed))`` played
  again at test time (the random player reads ``legal_actions``, so the games only stay
  the same while the offers do);
- ``bots``: games of the SDK's bots recorded by :mod:`bench.recorded` (greedy, greedy
  with random, search with greedy; 2-4 seats), stored with their log (``[seat, action
  JSON]`` or ``[null, null]`` for one ``advance(s, max_steps=1)``) since the bots'
  code is not the engine's.

For each game ``sha256`` is one running hash over every step (``start``, then each log
entry): the msgpack of the state after it (``encode_state``), the JSON of the events it
returned, and, when a seat is waited on, the JSON of that seat's ``legal_actions`` and
of its ``view``. ``marks`` holds the running hash's first 12 hex digits after every
100th entry, to locate the first divergence. Any change of the engine that moves one
byte of any of these fails the test: performance work must leave all of it alone.

Regenerate (only when a ruling deliberately changes games; say which in the commit)::

    python tests/engine/golden.py --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import msgspec

from gamekinds.battle1821 import Action, advance, apply, legal_actions, new_game, start, view, waiting_for
from gamekinds.battle1821.randomplay import play_random_game
from gamekinds.battle1821.state import Options, encode_state

PATH = Path(__file__).resolve().parent / "data" / "golden.json"
_JSON = msgspec.json.Encoder()
_ACTION = msgspec.json.Decoder(Action)
MARK_EVERY = 100

RANDOM_GAMES = [(2 + k % 3, f"golden-{k}", (8, 20, 12)[k % 3]) for k in range(12)]
"""(seats, seed, max_rounds) of the random games."""
BOT_SEEDS = ("rec-4g-5", "rec-4g-2", "rec-4gr-1", "rec-4sg-0", "rec-3g-0", "rec-2g-1")
"""The games of :data:`bench.recorded.SPECS` kept in the fixture."""


class Hasher:
    """The running hash of one game (module doc)."""

    def __init__(self) -> None:
        self.h = hashlib.sha256()
        self.n = 0
        self.marks: list[str] = []

    def step(self, s, ev: list) -> None:
        h = self.h
        h.update(encode_state(s))
        h.update(_JSON.encode(ev))
        for seat in waiting_for(s):
            h.update(_JSON.encode(legal_actions(s, seat)))
            h.update(_JSON.encode(view(s, seat)))
        self.n += 1
        if self.n % MARK_EVERY == 0:
            self.marks.append(h.hexdigest()[:12])


def run_log(seats: int, seed: str, max_rounds: int | None, log: list) -> Hasher:
    """Replay ``log`` (``(seat, Action)`` / ``(None, None)``) from a new game, hashing."""
    hs = Hasher()
    s, ev = start(new_game(seats, seed, Options(max_rounds=max_rounds)))
    hs.step(s, ev)
    for seat, a in log:
        s, ev = advance(s, max_steps=1) if seat is None else apply(s, seat, a)
        hs.step(s, ev)
    assert s.status == "finished", f"{seed}: the log ends before the game"
    return hs


def random_log(seats: int, seed: str, max_rounds: int) -> list:
    return play_random_game(seats, seed, max_rounds, rng=random.Random(seed))[1]


def check_random(entry: dict) -> Hasher:
    return run_log(entry["seats"], entry["seed"], entry["max_rounds"],
                   random_log(entry["seats"], entry["seed"], entry["max_rounds"]))


def check_bots(entry: dict) -> Hasher:
    log = [(seat, None if a is None else _ACTION.decode(json.dumps(a))) for seat, a in entry["log"]]
    return run_log(entry["seats"], entry["seed"], entry["max_rounds"], log)


def fixture() -> dict:
    return json.loads(PATH.read_text())


def main() -> None:
    if "--write" not in sys.argv:
        sys.exit("usage: python tests/engine/golden.py --write")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from bench import recorded

    out: dict = {"random": [], "bots": []}
    for seats, seed, mr in RANDOM_GAMES:
        hs = run_log(seats, seed, mr, random_log(seats, seed, mr))
        out["random"].append({"seats": seats, "seed": seed, "max_rounds": mr, "steps": hs.n,
                              "sha256": hs.h.hexdigest(), "marks": hs.marks})
    specs = [sp for sp in recorded.SPECS if sp[1] in BOT_SEEDS]
    for g in recorded.games(specs):
        hs = run_log(g.seats, g.seed, g.options.max_rounds, g.log)
        out["bots"].append({"seats": g.seats, "seed": g.seed, "max_rounds": g.options.max_rounds,
                            "bots": list(g.bots), "steps": hs.n, "sha256": hs.h.hexdigest(),
                            "marks": hs.marks,
                            "log": [[seat, None if a is None else msgspec.to_builtins(a)] for seat, a in g.log]})
    PATH.write_text(json.dumps(out, separators=(",", ":")) + "\n")
    print(f"wrote {len(out['random'])} random and {len(out['bots'])} bot games, {PATH.stat().st_size} bytes")


if __name__ == "__main__":
    main()
