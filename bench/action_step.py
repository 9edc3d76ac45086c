"""What planning an accepted action costs (issue 39, session 22): the API's ``action_step``
(the engine's ``apply``, the automatic steps, the phase records, ``commit_step``: the
state's encode, the envelopes, the record) over the recorded mix's player actions
(:mod:`bench.recorded`), each on a freshly decoded state, as a submit decodes the stored one.

    PYTHONHASHSEED=0 PASSES=0 valgrind --tool=callgrind .venv/bin/python -m bench.action_step [games]
    PYTHONHASHSEED=0 PASSES=1 valgrind --tool=callgrind .venv/bin/python -m bench.action_step [games]

The difference of the two runs' instruction counts over the actions printed is the
instructions one action costs, its state's decode included (``games``: the first 8 recorded
games, 2,628 actions; ``PART=decode`` counts the decode alone, to take out). Without valgrind
it prints the CPU microseconds an action of each pass, the decode not timed (noisy on a loaded
machine). ``PART=apply``: the engine's ``apply`` alone."""

from __future__ import annotations

import os
import sys
import time

from gamekinds import registry

from bench import engine, recorded
from server.service.phases import phase_updates
from server.service.seats import iso_of
from server.service.steps import action_step
from server.service.summaries import summary_of
from server.store import GameMeta, Loaded

T0 = 1764590400000


def loads(games: int) -> list:
    """``(loaded, seat, action, at)`` of the first ``games`` recorded games' player actions:
    each on a :class:`~server.store.Loaded` of the state before it (as
    :func:`bench.commit_args.commits` builds them), a time of its own."""
    out = []
    kind = registry.get(registry.DEFAULT)
    for g in recorded.games(recorded.SPECS[:games]):   # only those: recording all 15 takes ~5-10 CPU s
        applies, _, _ = engine.prepare(g.seats, g.seed, g.options, g.log)
        for i, (blob, seat, a) in enumerate(applies):
            meta = GameMeta(created_at=iso_of(T0), host="h", seat_tokens=["t"] * g.seats, kind=registry.DEFAULT)
            s = kind.decode_state(blob)
            _, cur = phase_updates(None, s, 10 + i, iso_of(T0 + 1000 * (i // 8)))
            ld = Loaded(game_id="g1", state=blob, version=10 + i, meta=meta, phase=cur, seq=100 + i, nact=i,
                        summary=summary_of("g1", s, meta), writes=20 + i)
            out.append((ld, seat, a, iso_of(T0 + 1000 * i + 7)))
    return out


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    calls0 = loads(int(argv[0]) if argv else 8)
    part = os.environ.get("PART", "step")
    kind = registry.get(registry.DEFAULT)
    for _ in range(int(os.environ.get("PASSES", "1"))):
        if part == "decode":
            t = time.thread_time()
            for ld, _, _, _ in calls0:
                ld.decoded()
        else:
            calls = [(ld, ld.decoded(), seat, a, at) for ld, seat, a, at in calls0]
            t = time.thread_time()
            if part == "apply":
                for _, s, seat, a, _ in calls:
                    kind.apply(s, seat, a)
            else:
                for ld, s, seat, a, at in calls:
                    action_step(ld, "g1", s, seat, a, at=at)
        print(f"{len(calls0)} actions, {(time.thread_time() - t) / len(calls0) * 1e6:.1f} us an action")


if __name__ == "__main__":
    main()
