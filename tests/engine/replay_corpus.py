"""The seeded replay corpus: recorded games whose event logs pin the engine's behaviour.

``tests/engine/data/replays.json`` holds, per game, ``seats``, ``seed``, ``max_rounds``,
the player actions in order (``[seat, action]``, action as API JSON) and the sha256 of
the game's whole engine log (every log event, JSON-encoded, in order). Replaying runs
:func:`advance` to the next decision after ``start`` and after every action, so the
fingerprint does not depend on how automatic steps are cut into ``advance`` calls.

Regenerate (only when a ruling deliberately changes games; say which in the commit)::

    python tests/engine/replay_corpus.py --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import msgspec

from gamekinds.battle1821 import Action, advance, apply, legal_actions, new_game, start, waiting_for
from gamekinds.battle1821.randomplay import choose_action
from gamekinds.battle1821.state import Options

PATH = Path(__file__).resolve().parent / "data" / "replays.json"
_ENC = msgspec.json.Encoder()
_ACTION = msgspec.json.Decoder(Action)
N_GAMES = 60


def _settle(s, log_hash):
    while s.status != "finished" and not waiting_for(s):
        s, ev = advance(s)
        for e in ev:
            log_hash.update(_ENC.encode(e))
    return s


def record(seats: int, seed: str, max_rounds: int | None) -> dict:
    """Play one random game (bot randomness from ``seed``) and return its corpus entry."""
    rng = random.Random(seed)
    h = hashlib.sha256()
    s, ev = start(new_game(seats, seed, Options(max_rounds=max_rounds)))
    for e in ev:
        h.update(_ENC.encode(e))
    s = _settle(s, h)
    actions = []
    while s.status != "finished":
        seat = waiting_for(s)[0]
        a = choose_action(legal_actions(s, seat), rng)
        s, ev = apply(s, seat, a)
        for e in ev:
            h.update(_ENC.encode(e))
        actions.append([seat, msgspec.to_builtins(a)])
        s = _settle(s, h)
    return {"seats": seats, "seed": seed, "max_rounds": max_rounds, "actions": actions,
            "log_sha256": h.hexdigest()}


def replay(entry: dict) -> str:
    """The sha256 of the engine log when ``entry``'s actions are replayed now."""
    h = hashlib.sha256()
    s, ev = start(new_game(entry["seats"], entry["seed"], Options(max_rounds=entry["max_rounds"])))
    for e in ev:
        h.update(_ENC.encode(e))
    s = _settle(s, h)
    for seat, a in entry["actions"]:
        s, ev = apply(s, seat, _ACTION.decode(json.dumps(a)))
        for e in ev:
            h.update(_ENC.encode(e))
        s = _settle(s, h)
    assert s.status == "finished"
    return h.hexdigest()


def corpus() -> list[dict]:
    return json.loads(PATH.read_text())


def main() -> None:
    if "--write" not in sys.argv:
        sys.exit("usage: python tests/engine/replay_corpus.py --write")
    games = [record(2 + i % 3, f"corpus-{i}", None if i % 4 == 0 else 3 + i % 5)
             for i in range(N_GAMES)]
    PATH.write_text(json.dumps(games, separators=(",", ":")) + "\n")
    print(f"wrote {len(games)} games, {PATH.stat().st_size} bytes")


if __name__ == "__main__":
    main()
