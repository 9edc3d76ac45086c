"""One API process against two (``battle1821 serve --workers 2``) on the action path, in
one run: each setting has its own games (``POST /games/{id}/actions``,
``set_standing_orders`` chained by ``If-Match``, see :mod:`bench.http_load`) and the wrk
runs alternate (1, 2, 2, 1, ...) so that drift in the machine's load falls on both
alike; medians are compared. Both use the same load generator (``wrk -t2 -c32``).

What bounds the ratio shows in where the machine's CPU went during each run (cores busy,
from /proc): each API process, the supervisor, wrk (this process's waited child),
the Redis server (its ``INFO`` ``process_id`` when it runs on this machine: shared with
whatever else uses it) and everything else on the machine. On a 2-core machine a second
API process can only help as far as wrk and Redis leave a core free.

    .venv/bin/python -m bench.multiproc [--rounds 3] [--seconds 4] [--games 300] [--min-ratio R]

``--min-ratio R``: exit 1 when two processes give less than R times one's throughput.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import tempfile
import time
from pathlib import Path

from bench import http_load, run_args, section_rows

CONNS, THREADS = 32, 2


def children(pid: int) -> list[int]:
    """The API processes under uvicorn's supervisor ``pid``: its direct children that
    multiprocessing spawned (not its resource tracker), from Linux /proc."""
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        try:
            kids = [int(x) for x in task.read_text().split()]
        except OSError:
            continue
        for k in kids:
            try:
                if b"spawn_main" in Path(f"/proc/{k}/cmdline").read_bytes():
                    out.append(k)
            except OSError:
                pass
    return sorted(out)


def machine_busy() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine since boot (/proc/stat)."""
    f = [int(x) for x in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = f[3] + (f[4] if len(f) > 4 else 0)
    hz = os.sysconf("SC_CLK_TCK")
    return (sum(f[:8]) - idle) / hz, sum(f[:8]) / hz


def wrk_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def redis_pid(stack: http_load.Stack) -> int | None:
    try:
        pid = int(stack.r.info("server")["process_id"])
    except Exception:  # noqa: BLE001 - a remote Redis: not measured
        return None
    return pid if Path(f"/proc/{pid}").exists() else None


def measure(redis_url: str | None, *, rounds: int = 3, seconds: float = 4.0, games: int = 300) -> dict:
    """``{"1": {...}, "2": {...}, "ratio": r}``: per setting the median req/s, p50, p99, API
    CPU µs per action (all API processes) and the CPU shares (cores) of each part."""
    stacks: dict[str, http_load.Stack] = {}
    try:
        for n in ("1", "2"):
            stacks[n] = http_load.Stack(redis_url, worker=False, tag=f"bmp{n}", serve_args=("--workers", n),
                                        log_level="WARNING")
        prepared = {n: http_load.prepare_games(st, games) for n, st in stacks.items()}
        rpid = redis_pid(stacks["1"])
        runs: dict[str, list[dict]] = {"1": [], "2": []}
        with tempfile.TemporaryDirectory() as td:
            gf = Path(td) / "games.txt"
            for i in range(rounds + 1):          # the first round warms both up, unmeasured
                for n in (("1", "2") if i % 2 == 0 else ("2", "1")):
                    st = stacks[n]
                    sup = st.api.pid
                    apis = children(sup) if n == "2" else [sup]
                    if n == "2" and len(apis) != 2:
                        raise RuntimeError(f"serve --workers 2 runs {len(apis)} API processes")
                    http_load.write_games_file(st, prepared[n], gf)
                    pids = {"api": apis, "supervisor": [sup] if n == "2" else [], "redis": [rpid] if rpid else []}
                    cpu0 = {k: [http_load.cpu_seconds(p) for p in v] for k, v in pids.items()}
                    w0, (b0, _), t0 = wrk_cpu(), machine_busy(), time.perf_counter()
                    res = http_load.run_wrk(st.base, "action", gf, seconds if i else 2.0, CONNS, THREADS)
                    wall = time.perf_counter() - t0
                    (b1, _), w1 = machine_busy(), wrk_cpu()
                    cpu = {k: [http_load.cpu_seconds(p) - c for p, c in zip(v, cpu0[k])] for k, v in pids.items()}
                    share = {"api": [c / wall for c in cpu["api"]], "supervisor": sum(cpu["supervisor"]) / wall,
                             "wrk": (w1 - w0) / wall, "redis": sum(cpu["redis"]) / wall if rpid else None,
                             "machine": (b1 - b0) / wall}
                    known = sum(share["api"]) + share["supervisor"] + share["wrk"] + (share["redis"] or 0)
                    share["other"] = max(0.0, share["machine"] - known)
                    res["share"] = share
                    res["api_cpu_us"] = sum(cpu["api"]) / max(1, res["requests"]) * 1e6
                    if i:
                        runs[n].append(res)
                    time.sleep(0.5)
    finally:
        for st in stacks.values():
            st.close()
    out: dict = {"rounds": rounds, "seconds": seconds, "cores": os.cpu_count()}
    for n, rs in runs.items():
        med = {k: statistics.median(r[k] for r in rs) for k in ("rps", "p50_ms", "p99_ms", "api_cpu_us")}
        med["errors"] = sum(r["errors"] for r in rs)
        sh = {k: statistics.median(r["share"][k] for r in rs)
              for k in ("supervisor", "wrk", "machine", "other")}
        sh["api"] = [statistics.median(r["share"]["api"][j] for r in rs) for j in range(len(rs[0]["share"]["api"]))]
        sh["redis"] = statistics.median(r["share"]["redis"] for r in rs) if rs[0]["share"]["redis"] is not None else None
        med["share"] = sh
        out[n] = med
    out["ratio"] = out["2"]["rps"] / out["1"]["rps"]
    out["bound"] = bound(out)
    return out


def bound(res: dict) -> str:
    """What limits two processes, from the CPU shares of their runs."""
    sh, cores = res["2"]["share"], res["cores"] or 2
    api = sum(sh["api"])
    if sh["machine"] >= 0.9 * cores:
        parts = sorted([("API", api), ("wrk", sh["wrk"]), ("Redis", sh["redis"] or 0), ("other load", sh["other"])],
                       key=lambda kv: -kv[1])
        return (f"the machine's {cores} cores are busy ({sh['machine']:.2f}); "
                + ", ".join(f"{k} {v:.2f}" for k, v in parts))
    return f"not CPU: {sh['machine']:.2f} of {cores} cores busy (latency: Redis round trips, connections)"


def _shares(s: dict) -> str:
    api = " + ".join(f"{x:.2f}" for x in s["api"])
    redis = f"{s['redis']:.2f}" if s["redis"] is not None else "n/a"
    sup = f", supervisor {s['supervisor']:.2f}" if s["supervisor"] else ""
    return (f"cores busy: API {api}{sup}, wrk {s['wrk']:.2f}, Redis {redis}, other {s['other']:.2f} "
            f"(machine {s['machine']:.2f})")


def rows(res: dict, min_ratio: float | None = None) -> list[str]:
    one, two = res["1"], res["2"]
    met = "" if min_ratio is None else ("yes" if res["ratio"] >= min_ratio else "no")
    target = "" if min_ratio is None else f"≥ {min_ratio:g}×"
    return [
        f"| 12 POST actions, one API process | {one['rps']:,.0f} req/s, p99 {one['p99_ms']:.1f} ms, API CPU "
        f"{one['api_cpu_us']:.0f} µs/action; {_shares(one['share'])} | | |",
        f"| 12 POST actions, two (`serve --workers 2`) | {two['rps']:,.0f} req/s, p99 {two['p99_ms']:.1f} ms, API CPU "
        f"{two['api_cpu_us']:.0f} µs/action; {_shares(two['share'])} | | |",
        f"| 12 two processes / one (median of {res['rounds']} alternating {res['seconds']:g} s runs, wrk -t{THREADS} "
        f"-c{CONNS}) | {res['ratio']:.2f}×; bound: {res['bound']} | {target} | {met} |",
    ]


def section(url: str, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench)."""
    return section_rows("12 two API processes", lambda: rows(measure(
        url, rounds=2 if quick else 3, seconds=2 if quick else 4, games=100 if quick else 300)))


def main(argv: list[str] | None = None) -> int:
    ap = run_args(argparse.ArgumentParser(description=__doc__.splitlines()[0]), rounds=3, seconds=4.0, games=300)
    ap.add_argument("--min-ratio", type=float, default=None)
    a = ap.parse_args(argv)
    res = measure(a.redis_url, rounds=a.rounds, seconds=a.seconds, games=a.games)
    print(f"load {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res, a.min_ratio)))
    return 1 if a.min_ratio is not None and res["ratio"] < a.min_ratio else 0


if __name__ == "__main__":
    raise SystemExit(main())
