"""What the Prometheus metrics cost on the action path: two API processes in one run, one
with metrics on (the default) and one with ``BATTLE1821_METRICS=0``, each with its own
games, driven in turns by wrk (``POST /games/{id}/actions``, ``set_standing_orders``
chained by ``If-Match``, 32 connections; see :mod:`bench.http_load`). The runs alternate
(on, off, on, off, ...) so that drift in the machine's load falls on both alike; the
medians are compared. Target: metrics cost ≤ 5 % of throughput.

    .venv/bin/python -m bench.metrics_cost [--rounds 3] [--seconds 4] [--games 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

from bench import http_load

TARGET_COST = 0.05


def measure(redis_url: str | None, *, rounds: int = 3, seconds: float = 4.0, games: int = 300,
            conns: int = 32) -> dict:
    """``{"on": {...}, "off": {...}, "cost": fraction}``: per setting the median req/s, p99
    and API CPU µs per action over ``rounds`` alternating wrk runs."""
    stacks = {}
    try:
        for name, flag in (("on", "1"), ("off", "0")):
            stacks[name] = http_load.Stack(redis_url, worker=False, tag=f"bmet{name}",
                                           env={"BATTLE1821_METRICS": flag})
        prepared = {name: http_load.prepare_games(st, games) for name, st in stacks.items()}
        runs: dict[str, list[dict]] = {"on": [], "off": []}
        with tempfile.TemporaryDirectory() as td:
            gf = Path(td) / "games.txt"
            for i in range(rounds + 1):          # the first round warms both up, unmeasured
                for name in (("on", "off") if i % 2 == 0 else ("off", "on")):
                    st = stacks[name]
                    http_load.write_games_file(st, prepared[name], gf)
                    cpu0 = http_load.cpu_seconds(st.api.pid)
                    res = http_load.run_wrk(st.base, "action", gf, seconds if i else 1.0, conns, 1)
                    res["api_cpu_us"] = (http_load.cpu_seconds(st.api.pid) - cpu0) / max(1, res["requests"]) * 1e6
                    if i:
                        runs[name].append(res)
                    time.sleep(0.5)
    finally:
        for st in stacks.values():
            st.close()
    out: dict = {}
    for name, rs in runs.items():
        out[name] = {k: statistics.median(r[k] for r in rs) for k in ("rps", "p50_ms", "p99_ms", "api_cpu_us")}
        out[name]["errors"] = sum(r["errors"] for r in rs)
    out["cost"] = 1 - out["on"]["rps"] / out["off"]["rps"]
    out["cpu_cost_us"] = out["on"]["api_cpu_us"] - out["off"]["api_cpu_us"]
    out["rounds"], out["seconds"] = rounds, seconds
    return out


def rows(res: dict) -> list[str]:
    on, off = res["on"], res["off"]
    met = "yes" if res["cost"] <= TARGET_COST else "no"
    return [
        f"| 7 POST actions, metrics on | {on['rps']:,.0f} req/s, p99 {on['p99_ms']:.1f} ms, "
        f"API CPU {on['api_cpu_us']:.0f} µs/action | | |",
        f"| 7 POST actions, metrics off (`BATTLE1821_METRICS=0`) | {off['rps']:,.0f} req/s, p99 "
        f"{off['p99_ms']:.1f} ms, API CPU {off['api_cpu_us']:.0f} µs/action | | |",
        f"| 7 metrics cost (median of {res['rounds']} alternating {res['seconds']:g} s runs) | "
        f"{res['cost']:.1%} of throughput, {res['cpu_cost_us']:+.0f} µs CPU/action | ≤ 5 % | {met} |",
    ]


def section(url: str, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench)."""
    try:
        return rows(measure(url, rounds=2 if quick else 3, seconds=2 if quick else 4, games=100 if quick else 300))
    except Exception as exc:  # noqa: BLE001 - reported in the table
        return [f"| 7 metrics cost | not measured: {repr(exc)[:200]} |  |  |"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--seconds", type=float, default=4.0)
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--redis-url", default=os.environ.get("REDIS_URL"))
    a = ap.parse_args(argv)
    res = measure(a.redis_url, rounds=a.rounds, seconds=a.seconds, games=a.games)
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
