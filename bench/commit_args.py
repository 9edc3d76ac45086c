"""What building a commit's arguments costs (issue 39, session 21): ``action_step`` planned
over the recorded mix's player actions (bench.recorded), then ``_commit_args`` (the keys,
the hash fields, the compact events, action record and phase records) of each, one pass,
the caches of :mod:`server.store.compact` cold at its start.

    PYTHONHASHSEED=0 PASSES=0 valgrind --tool=callgrind .venv/bin/python -m bench.commit_args [games]
    PYTHONHASHSEED=0 PASSES=1 valgrind --tool=callgrind .venv/bin/python -m bench.commit_args [games]

The difference of the two runs' instruction counts over the commits printed is the
instructions a commit's arguments cost (one hash seed for both: with random ones two
processes' dicts probe differently, a few k instructions a commit apart) (``games``: the first 8 recorded games, ~2,600
commits). Without valgrind it prints the CPU microseconds per commit of the pass (noisy on
a loaded machine: use the instruction counts to compare). Each action is planned on a
:class:`~server.store.Loaded` of the state before it (4 seat tokens, its phase record as
``phase_updates`` makes it, its summary), a time of its own (``now`` moves by a second an
action, as requests do)."""

from __future__ import annotations

import os
import sys
import time

from bench import engine, recorded
from gamekinds import registry
from server.service.phases import phase_updates
from server.service.seats import iso_of
from server.service.steps import action_step
from server.service.summaries import summary_of
from server.store import GameMeta, Loaded
from server.store import compact
from server.store.keys import Keys
from server.store.redis_store import _commit_args

T0 = 1764590400000


def commits(games: int) -> list:
    """The planned commits of the first ``games`` recorded games' player actions."""
    out = []
    for g in recorded.games(recorded.SPECS[:games]):   # only those: recording all 15 takes ~5-10 CPU s
        applies, _, _ = engine.prepare(g.seats, g.seed, g.options, g.log)
        for i, (blob, seat, a) in enumerate(applies):
            meta = GameMeta(created_at=iso_of(T0), host="h", seat_tokens=["t"] * g.seats, kind=registry.DEFAULT)
            s = registry.get(registry.DEFAULT).decode_state(blob)
            _, cur = phase_updates(None, s, 10 + i, iso_of(T0 + 1000 * (i // 8)))
            ld = Loaded(game_id="g1", state=blob, version=10 + i, meta=meta, phase=cur, seq=100 + i, nact=i,
                        summary=summary_of("g1", s, meta), writes=20 + i)
            step, _ = action_step(ld, "g1", ld.decoded(), seat, a, at=iso_of(T0 + 1000 * i + 7))
            out.append(step.commit)
    compact._event_classes()    # the codec's tables, built once a process (not counted)
    compact._action_specs()
    return out


def main(argv: list[str] | None = None) -> None:
    argv = sys.argv[1:] if argv is None else argv
    cs = commits(int(argv[0]) if argv else 8)
    keys = Keys("b1821")
    t = time.thread_time()
    for _ in range(int(os.environ.get("PASSES", "1"))):
        for c in cs:
            _commit_args(keys, c, 86400, 0, "0123456789abcdef")
    print(f"{len(cs)} commits, {(time.thread_time() - t) / len(cs) * 1e6:.1f} us a commit")


if __name__ == "__main__":
    main()
