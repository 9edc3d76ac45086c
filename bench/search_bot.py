"""The search bot against greedy on the local engine: win rate and decision time.

    python -m bench.search_bot [--games 100] [--max-rounds 8] [--jobs N]

Plays ``--games`` 2-seat games, the search bot in seat 0 in even games and seat 1 in odd
ones, greedy in the other seat, each game in a worker process of its own (``--jobs``,
default the number of CPUs: one core per game). A game counts as a search win when the
search bot's seat is the only winner (R26; a shared win or an Ottoman victory is not a
win). Decision time: wall time of each of the search bot's ``choose`` calls, in its
process (median, p95, max). Target (issue 15): >= 70 % wins, <= 200 ms per decision.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor


def _game(k: int, max_rounds: int) -> dict:
    from battle1821_bots.local import play_local
    from battle1821_bots.players import LOCAL_BOTS

    seat = k % 2
    bots = [LOCAL_BOTS["greedy"](f"g{k}"), LOCAL_BOTS["greedy"](f"g{k}")]
    bots[seat] = LOCAL_BOTS["search"](f"s{k}")
    r = play_local(bots, f"bench-search-{k}", max_rounds)
    return {"seat": seat, "won": r.winners == [seat], "error": r.error, "fame": r.fame,
            "times": r.decision_s[seat]}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def measure(games: int = 100, max_rounds: int = 8, jobs: int | None = None) -> dict:
    jobs = jobs or os.cpu_count() or 1
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        res = list(pool.map(_game, range(games), [max_rounds] * games))
    ok = [r for r in res if r["error"] is None]
    wins = sum(r["won"] for r in ok)
    times = sorted(t for r in ok for t in r["times"])
    lo, hi = wilson(wins, len(ok))
    return {
        "games": len(ok), "failed": len(res) - len(ok), "wins": wins, "win_rate": wins / len(ok) if ok else 0.0,
        "ci95": [lo, hi], "max_rounds": max_rounds, "jobs": jobs,
        "wins_by_seat": [sum(r["won"] for r in ok if r["seat"] == s) for s in (0, 1)],
        "decisions": len(times),
        "median_ms": 1000 * statistics.median(times) if times else 0.0,
        "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))] if times else 0.0,
        "max_ms": 1000 * times[-1] if times else 0.0,
        "seconds": time.perf_counter() - t0,
    }


def rows(m: dict) -> list[str]:
    """Table lines for ``make bench`` (bench/all.py)."""
    ok_rate = "yes" if m["win_rate"] >= 0.7 else "**no**"
    ok_time = "yes" if m["max_ms"] <= 200 else "**no**"
    return [
        f"| 5 search bot vs greedy, 2 seats, max {m['max_rounds']} rounds ({m['games']} games, "
        f"{m['failed']} failed; wins as seat 0 / 1: {m['wins_by_seat'][0]} / {m['wins_by_seat'][1]}) | "
        f"{m['win_rate']:.0%} (95 % CI {m['ci95'][0]:.0%}-{m['ci95'][1]:.0%}) | >= 70 % | {ok_rate} |",
        f"| 5 search bot decision time, one core per game ({m['decisions']:,} decisions) | "
        f"median {m['median_ms']:.1f} ms, p95 {m['p95_ms']:.1f} ms, max {m['max_ms']:.1f} ms | <= 200 ms | {ok_time} |",
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--max-rounds", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=None)
    a = ap.parse_args(argv)
    m = measure(a.games, a.max_rounds, a.jobs)
    print("\n".join(rows(m)))
    print("BENCH_JSON " + json.dumps(m))
    return 0


if __name__ == "__main__":
    sys.exit(main())
