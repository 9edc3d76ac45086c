"""The search bot against greedy on the local engine: win rate and decision time.

    python -m bench.search_bot [--games 100] [--max-rounds 8] [--jobs N] [--seed bench-search]

Plays ``--games`` 2-seat games (at least 100 for ``make bench``), game ``k`` seeded
``{seed}-{k}`` with the search bot in seat 0 when ``k`` is even and in seat 1 when odd
(both seat orders, the same seeds every run), greedy (the reference client bot) in
the other seat, each game in a worker process (``--jobs``, default the number of CPUs).
A game counts as a search win when the search bot's seat is the only winner (R26; a
shared win or an Ottoman victory is not a win); the 95 % Wilson interval is printed
beside the rate.

Decision time: the CPU time of the playing thread for each of the search bot's
``choose`` calls (``LocalResult.decision_cpu_s``: what one core spends, however loaded
the machine is), median, p95 and max; the wall time's median and max are printed
beside it for reference. Floors (issue 15), compared in the same run: win rate >= 70 %,
max CPU time per decision <= 200 ms. Exit status 1 when a floor is missed.
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

MIN_WIN_RATE = 0.70
MAX_DECISION_MS = 200.0


def _game(k: int, max_rounds: int, seed: str) -> dict:
    from battle1821_bots.local import play_local
    from battle1821_bots.players import LOCAL_BOTS

    seat = k % 2
    bots = [LOCAL_BOTS["greedy"](f"g{k}"), LOCAL_BOTS["greedy"](f"g{k}")]
    bots[seat] = LOCAL_BOTS["search"](f"s{k}")
    r = play_local(bots, f"{seed}-{k}", max_rounds)
    return {"seat": seat, "won": r.winners == [seat], "error": r.error, "fame": r.fame,
            "cpu": r.decision_cpu_s[seat], "wall": r.decision_s[seat]}


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def _pct(xs: list[float], q: float) -> float:
    return 1000 * xs[int(q * (len(xs) - 1))] if xs else 0.0


def measure(games: int = 100, max_rounds: int = 8, jobs: int | None = None, seed: str = "bench-search") -> dict:
    jobs = jobs or os.cpu_count() or 1
    t0 = time.perf_counter()
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        res = list(pool.map(_game, range(games), [max_rounds] * games, [seed] * games))
    ok = [r for r in res if r["error"] is None]
    wins = sum(r["won"] for r in ok)
    cpu = sorted(t for r in ok for t in r["cpu"])
    wall = sorted(t for r in ok for t in r["wall"])
    lo, hi = wilson(wins, len(ok))
    return {
        "games": len(ok), "failed": len(res) - len(ok), "errors": [r["error"] for r in res if r["error"]][:5],
        "wins": wins, "win_rate": wins / len(ok) if ok else 0.0, "ci95": [lo, hi],
        "max_rounds": max_rounds, "jobs": jobs, "seed": seed,
        "games_by_seat": [sum(1 for r in ok if r["seat"] == s) for s in (0, 1)],
        "wins_by_seat": [sum(r["won"] for r in ok if r["seat"] == s) for s in (0, 1)],
        "decisions": len(cpu),
        "median_ms": 1000 * statistics.median(cpu) if cpu else 0.0,
        "p95_ms": _pct(cpu, 0.95), "max_ms": _pct(cpu, 1.0),
        "wall_median_ms": 1000 * statistics.median(wall) if wall else 0.0, "wall_max_ms": _pct(wall, 1.0),
        "seconds": time.perf_counter() - t0,
    }


def passed(m: dict) -> tuple[bool, bool]:
    """(win-rate floor met, decision-time floor met)."""
    return (m["games"] > 0 and m["failed"] == 0 and m["win_rate"] >= MIN_WIN_RATE,
            m["decisions"] > 0 and m["max_ms"] <= MAX_DECISION_MS)


def rows(m: dict) -> list[str]:
    """Table lines for ``make bench`` (bench/all.py)."""
    ok_rate, ok_time = ("yes" if ok else "**no**" for ok in passed(m))
    g0, g1 = m["games_by_seat"]
    w0, w1 = m["wins_by_seat"]
    return [
        f"| 5 search bot vs greedy, 2 seats, max {m['max_rounds']} rounds, seeds {m['seed']}-0..{m['games'] + m['failed'] - 1} "
        f"({m['games']} games, {m['failed']} failed; search won {w0}/{g0} as seat 0, {w1}/{g1} as seat 1) | "
        f"{m['win_rate']:.0%} (95 % CI {m['ci95'][0]:.0%}-{m['ci95'][1]:.0%}) | >= {MIN_WIN_RATE:.0%} | {ok_rate} |",
        f"| 5 search bot CPU time per decision, one thread ({m['decisions']:,} decisions; wall: median "
        f"{m['wall_median_ms']:.1f} ms, max {m['wall_max_ms']:.1f} ms) | median {m['median_ms']:.1f} ms, "
        f"p95 {m['p95_ms']:.1f} ms, max {m['max_ms']:.1f} ms | <= {MAX_DECISION_MS:.0f} ms | {ok_time} |",
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--max-rounds", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=None)
    ap.add_argument("--seed", default="bench-search")
    a = ap.parse_args(argv)
    m = measure(a.games, a.max_rounds, a.jobs, a.seed)
    print("\n".join(rows(m)))
    print("BENCH_JSON " + json.dumps(m))
    return 0 if all(passed(m)) else 1


if __name__ == "__main__":
    sys.exit(main())
