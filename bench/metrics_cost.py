"""What the Prometheus metrics cost on the action path, two ways in one run.

1. End to end: two API processes, one with metrics on (the default) and one with
   ``BATTLE1821_METRICS=0``, each with its own games, driven in turns by wrk
   (``POST /games/{id}/actions``, ``set_standing_orders`` chained by ``If-Match``, 32
   connections; see :mod:`bench.http_load`). The runs alternate (on, off, on, off, ...) so
   that drift in the machine's load falls on both alike; the medians are compared:
   req/s, and the API process's CPU µs per action (/proc) with their difference. Target:
   ≤ 5 % of throughput.
2. The metrics work alone, CPU µs per request: :class:`server.api.metrics.HttpMetricsMiddleware`
   plus one accepted-action count, around a bare ASGI app, in a fresh process, best of 7
   repeats of 20,000 calls (``time.process_time``: stable on a busy machine, where the
   end-to-end CPU difference is not). Once with the process's own registry, once in
   multiprocess mode (``serve --workers N``: values in mmapped files), and Litestar's
   ``PrometheusMiddleware`` (what the middleware replaced) for scale. Target: ≤ 20 µs
   per request in either mode (the action path itself is meant to cost ~500 µs).

    .venv/bin/python -m bench.metrics_cost [--rounds 3] [--seconds 4] [--games 300] [--check]

``--check``: exit 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import http_load, run_args, section_rows

TARGET_COST = 0.05
TARGET_WORK_US = 20.0
ROOT = Path(__file__).resolve().parents[1]


def _work_here(n: int = 20000, repeat: int = 7) -> dict:
    """CPU µs per request of the metrics work in this process (see the module docstring)."""
    import asyncio

    from litestar.plugins.prometheus import PrometheusConfig, PrometheusMiddleware

    from server.api.metrics import HttpMetricsMiddleware
    from server.metrics import ACTIONS, action_accepted

    start = {"type": "http.response.start", "status": 201, "headers": []}
    body = {"type": "http.response.body", "body": b"{}"}

    async def bare(scope, receive, send) -> None:
        await send(start)
        await send(body)

    async def counting(scope, receive, send) -> None:
        await send(start)
        await send(body)
        action_accepted("set_standing_orders").inc()

    async def litestar_counting(scope, receive, send) -> None:   # what the old code did per action
        await send(start)
        await send(body)
        ACTIONS.labels("set_standing_orders").inc()

    async def sink(message) -> None:
        pass

    async def receive():
        return {"type": "http.request", "body": b""}

    def scope() -> dict:
        return {"type": "http", "method": "POST", "path": "/games/g1/actions", "raw_path": b"/games/g1/actions",
                "path_template": "/games/{game_id}/actions", "headers": [], "query_string": b"", "root_path": "",
                "state": {}}

    async def best(app) -> float:
        out = float("inf")
        for _ in range(repeat):
            t0 = time.process_time()
            for _ in range(n):
                await app(scope(), receive, sink)
            out = min(out, (time.process_time() - t0) / n * 1e6)
        return out

    async def run() -> dict:
        base = await best(bare)
        lean = await best(HttpMetricsMiddleware(counting))
        res = {"bare_us": base, "work_us": lean - base}
        if not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            old = PrometheusMiddleware(litestar_counting, PrometheusConfig(app_name="battle1821", prefix="bench_old_http",
                                                                           group_path=True))
            res["litestar_us"] = await best(old) - base
        return res

    return asyncio.run(run())


def measure_work() -> dict:
    """``{"single": {...}, "multiprocess": {...}}`` from :func:`_work_here` in fresh processes."""
    out = {}
    for mode in ("single", "multiprocess"):
        env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
        with tempfile.TemporaryDirectory(prefix="b1821-prom-") as td:
            if mode == "multiprocess":
                env["PROMETHEUS_MULTIPROC_DIR"] = td
            p = subprocess.run([sys.executable, "-m", "bench.metrics_cost", "--work-here"], cwd=ROOT, env=env,
                               capture_output=True, text=True, timeout=300)
        if p.returncode != 0:
            raise RuntimeError(f"work measurement failed: {p.stderr[-600:]}")
        out[mode] = json.loads(p.stdout.strip().splitlines()[-1])
    return out


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
    out = [
        f"| 7 POST actions, metrics on | {on['rps']:,.0f} req/s, p99 {on['p99_ms']:.1f} ms, "
        f"API CPU {on['api_cpu_us']:.0f} µs/action | | |",
        f"| 7 POST actions, metrics off (`BATTLE1821_METRICS=0`) | {off['rps']:,.0f} req/s, p99 "
        f"{off['p99_ms']:.1f} ms, API CPU {off['api_cpu_us']:.0f} µs/action | | |",
        f"| 7 metrics cost (median of {res['rounds']} alternating {res['seconds']:g} s runs) | "
        f"{res['cost']:.1%} of throughput; API CPU on − off {res['cpu_cost_us']:+.0f} µs/action | ≤ 5 % | {met} |",
    ]
    work = res.get("work")
    if work:
        s, m = work["single"], work["multiprocess"]
        ok = "yes" if max(s["work_us"], m["work_us"]) <= TARGET_WORK_US else "no"
        out.append(f"| 7 metrics work alone (HTTP middleware + action count, CPU, best of 7 × 20,000 in-process "
                   f"calls) | {s['work_us']:.1f} µs/request (multiprocess mode {m['work_us']:.1f} µs; Litestar's "
                   f"PrometheusMiddleware it replaced {s['litestar_us']:.1f} µs) | ≤ 20 µs | {ok} |")
    return out


def met(res: dict) -> bool:
    work = res.get("work")
    ok = res["cost"] <= TARGET_COST
    if work:
        ok = ok and max(work["single"]["work_us"], work["multiprocess"]["work_us"]) <= TARGET_WORK_US
    return ok


def section(url: str, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench)."""
    def build() -> list[str]:
        res = measure(url, rounds=2 if quick else 3, seconds=2 if quick else 4, games=100 if quick else 300)
        res["work"] = measure_work()
        return rows(res)
    return section_rows("7 metrics cost", build)


def main(argv: list[str] | None = None) -> int:
    ap = run_args(argparse.ArgumentParser(description=__doc__.splitlines()[0]), rounds=3, seconds=4.0, games=300)
    ap.add_argument("--work-only", action="store_true", help="Only part 2 (no API processes, no wrk)")
    ap.add_argument("--check", action="store_true", help="Exit 1 when a target is missed")
    ap.add_argument("--work-here", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.work_here:
        print(json.dumps(_work_here()))
        return 0
    work = measure_work()
    print(f"metrics work alone: {json.dumps(work)}", flush=True)
    if a.work_only:
        ok = max(work["single"]["work_us"], work["multiprocess"]["work_us"]) <= TARGET_WORK_US
        print(f"metrics work {work['single']['work_us']:.1f} µs/request, multiprocess {work['multiprocess']['work_us']:.1f}"
              f" µs (target ≤ {TARGET_WORK_US:g}): {'met' if ok else 'MISSED'}")
        return 0 if ok or not a.check else 1
    res = measure(a.redis_url, rounds=a.rounds, seconds=a.seconds, games=a.games)
    res["work"] = work
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res)))
    return 0 if met(res) or not a.check else 1


if __name__ == "__main__":
    raise SystemExit(main())
