"""Random games of the Ottomans engine with the fuzzer's limits (issue 31: no crash, no dead
end, none over 10,000 steps, no step over 250 ms), invariants after every step.

Run: ``PYTHONPATH=$PWD:$PWD/kinds:$PWD/tests python tests/kinds/ottomans/fuzz.py GAMES_PER_CELL [--jobs N]``
(a cell is a seat count and a scenario: 12 cells; every fourth game of a cell is played by
the greedy policy, the others by the random one; every other game plays with the optional
rules 22.0-25.0 on). ``--jobs N`` plays the games in N processes (default 1). Prints one
line per cell and a total; a game that fails (a crash, a dead end, over 10,000 steps, an
invariant broken, a step over 250 ms of process CPU time) is printed with its seed
(``fuzz-SEATS-SCENARIO-G``: ``ottomans_helpers.play`` replays it) and the run goes on; the
exit status is 1 when any game failed.

``--log FILE`` makes a long run resumable across sessions: each game's result is appended to
FILE (JSON lines) as it finishes, with the rules version and the engine's digest (sha256 of
the kind's sources and data); games the log already holds for this digest are not played
again, and the summary covers every game of the log played on this engine. A game on any
other digest counts for nothing: the 1,000 games of issue 31 are 1,000 on one engine.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, os.path.dirname(__file__))

from ottomans_helpers import play

MAX_STEPS = 10_000
MAX_STEP_S = 0.250


def one(game: tuple[int, int, int]) -> tuple[int, int, int, int, float, str | None]:
    """(scenario, seats, g, steps, worst step in s, failure or None) of one game."""
    scenario, seats, g = game
    seed = f"fuzz-{seats}-{scenario}-{g}"
    try:
        s, n, w = play(seats, scenario, seed, max_steps=MAX_STEPS, policy="greedy" if g % 4 == 3 else "random",
                       optional=g % 2 == 1, timed=True)
    except Exception:                       # the fuzzer reports every failure with its seed
        return scenario, seats, g, 0, 0.0, f"{seed}: {traceback.format_exc(limit=3)}"
    if s.status != "finished":
        return scenario, seats, g, n, w, f"{seed}: ended at {s.flow} with status {s.status}"
    if w > MAX_STEP_S:
        return scenario, seats, g, n, w, f"{seed}: a step took {w * 1000:.1f} ms of CPU time"
    return scenario, seats, g, n, w, None


def engine_digest() -> str:
    """sha256 (hex, 16 digits) of the kind's sources and data files, by relative path."""
    import gamekinds.ottomans as kind

    root = Path(kind.__file__).parent
    h = hashlib.sha256()
    for f in sorted(root.rglob("*")):
        if f.is_file() and f.suffix in (".py", ".json", ".toml", ".txt", ".csv") and "__pycache__" not in f.parts:
            h.update(str(f.relative_to(root)).encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()[:16]


def _logged(log: Path | None, digest: str) -> dict[tuple[int, int, int], tuple]:
    """(scenario, seats, g) -> result tuple of the games ``log`` holds for ``digest``."""
    out: dict[tuple[int, int, int], tuple] = {}
    if log is None or not log.exists():
        return out
    for line in log.read_text().splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        if r["engine"] == digest:
            out[(r["scenario"], r["seats"], r["g"])] = (r["scenario"], r["seats"], r["g"], r["steps"],
                                                        r["worst_ms"] / 1000, r["failure"])
    return out


def main(per_cell: int, jobs: int = 1, log: Path | None = None) -> int:
    from gamekinds.ottomans import RULES_VERSION

    digest = engine_digest()
    games = [(scenario, seats, g) for scenario in (1, 2, 3, 4) for seats in (2, 3, 4) for g in range(per_cell)]
    t0 = time.perf_counter()
    results: dict[tuple[int, int], list] = {}
    failures = []
    before = _logged(log, digest)
    todo = [g for g in games if g not in before]
    print(f"engine {digest} ({RULES_VERSION}): {len(games)} games, {len(games) - len(todo)} already in the log, "
          f"{len(todo)} to play", flush=True)
    done = [before[g] for g in games if g in before]

    def keep(r: tuple) -> None:
        done.append(r)
        if log is not None:
            scenario, seats, g, n, w, failure = r
            with log.open("a") as f:
                f.write(json.dumps({"engine": digest, "rules": RULES_VERSION, "scenario": scenario, "seats": seats,
                                    "g": g, "policy": "greedy" if g % 4 == 3 else "random", "optional": g % 2 == 1,
                                    "steps": n, "worst_ms": round(w * 1000, 1), "failure": failure}) + "\n")

    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:     # logged as each ends: a cut run keeps them all
            for fut in as_completed([pool.submit(one, g) for g in todo]):
                keep(fut.result())
    else:
        for g in todo:
            keep(one(g))
    for scenario, seats, _g, n, w, failure in done:
        results.setdefault((scenario, seats), []).append((n, w))
        if failure:
            failures.append(failure)
    steps_all = worst_all = 0
    for (scenario, seats), rs in sorted(results.items()):
        steps = [n for n, _ in rs]
        worst = max(w for _, w in rs)
        steps_all += sum(steps)
        worst_all = max(worst_all, worst)
        print(f"scenario {scenario} seats {seats}: {len(steps)} games, steps min {min(steps)} "
              f"mean {sum(steps) / len(steps):.0f} max {max(steps)}, worst step {worst * 1000:.1f} ms", flush=True)
    for f in failures:
        print("FAILED", f, flush=True)
    print(f"total: {len(games)} games, {len(failures)} failed, {steps_all} steps, worst step "
          f"{worst_all * 1000:.1f} ms, {time.perf_counter() - t0:.0f} s with {jobs} process(es)", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("per_cell", type=int, nargs="?", default=5, help="games per seat count and scenario (12 cells)")
    ap.add_argument("--jobs", type=int, default=1, help="processes to play them in")
    ap.add_argument("--log", type=Path, help="JSON lines of results: appended to, and games in it on this engine "
                                             "are not played again")
    a = ap.parse_args()
    sys.exit(main(a.per_cell, a.jobs, a.log))
