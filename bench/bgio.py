"""battle1821 beside boardgame.io (issue 39): the same 1,000 matches, 4 and 32 clients,
alternating rounds, CPU per move from /proc; then open-loop rows (a fixed request rate)
so that queueing in a closed loop is not mistaken for service time.

    .venv/bin/python -m bench.bgio [--seconds 8] [--rounds 2] [--games 1000] [--quick] [--api-workers 1]

boardgame.io side (``bench/bgio/``, Node packages pinned in its package.json and
package-lock.json: ``cd bench/bgio && npm ci``): boardgame.io 0.50.2's ``Server`` with its
default InMemory storage serving a toy game (``game.mjs``: 4 players, 12 regions,
reinforce / attack with dice from the framework's random API / collect, which ends the
turn) over socket.io; ``load.mjs`` creates the matches through its Lobby API and speaks
boardgame.io's socket.io protocol (one connection per match, the ``update`` message, the
answer is the server's ``update`` broadcast with a newer ``_stateID``). The server runs
with ``NODE_ENV=production`` (the framework's own logging off).

battle1821 side: :mod:`bench.mix`'s realistic mix (recorded 4-bot games' actions over the
same number of games, wrk with ``bench/wrk/mix.lua``, one API process and one RQ worker),
built from mix's own functions. Each run first sets the games back to their start points
by commits from this process (:func:`bench.mix.reset`), which leaves the API's copy of every
game stale; so every game is then read once through the API (``GET /games/{id}``,
:func:`bench.mix.warm`, before the measured window) and the API holds each game's latest
copy, as it does in play for a game whose last action it served (without it 10-22 % of the
runs' first actions loaded their game again: a second round trip and a decode). CPU per move: user+system time (/proc) of the node server,
or of the API process plus Redis (``INFO server`` process_id: a throwaway Redis started
for this run, which only the worker's Ottoman phases share), over the run, divided by the requests
answered in it. The RQ worker's own CPU per move (the Ottoman phases, on the same cores) is
reported beside it, not counted in it. The closed loop: ``clients`` connections each with one request in flight.

Open loop: ``load.mjs b1821`` sends the same recorded actions at a fixed rate (50 % and 80 %
of the closed-loop maximum measured at 32 clients in this run), each request due at its
time whatever the answers, its latency counted from that due time: p50/p99/p99.9, after a
warm-up at the same rate (``--warmup``, 2 s, not counted) equal to boardgame.io's. The
client wakes every 1 ms and sends what is due; its own lag (due -> sent: a busy machine
deschedules it too) is in every latency and reported beside it. The same for boardgame.io at 50 % and 80 % of its own maximum.
battle1821's open loop runs ``OPEN_WINDOWS`` windows at each rate (each after the games' reset
and read) and its p50/p99/p99.9 are those of all their requests pooled (:func:`pooled`), each
window's own p99 beside them: at ~800 requests/s one 8 s window's p99 is its 64th slowest
request, which one or two stalls of 20-60 requests each decide (bench/RESULTS.md session 23).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from bench import http_load, mix, multiproc, section_rows

ROOT = Path(__file__).resolve().parents[1]
BGIO = ROOT / "bench" / "bgio"
CLIENTS = (4, 32)
FRACTIONS = (0.5, 0.8)
OPEN_WINDOWS = 3
"""battle1821's open-loop windows pooled at each rate (:func:`pooled`)."""


def _pct(xs: list[float], p: float) -> float:
    """``load.mjs``'s percentile: the element at ``floor(n * p)`` of the sorted values."""
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(len(xs) * p))] if xs else 0.0


def pooled(runs: list[dict], traces: list[dict]) -> dict:
    """One open-loop row from several windows at one rate: ``runs`` are ``load.mjs b1821``'s
    results, ``traces`` their ``--trace`` files (decoded; a row ``[due, sent, answered, ...]``
    ms for every request due in the window). p50/p99/p99.9 and the client's lag (due -> sent)
    p50/p99 are those of all the windows' requests together, the same statistics as one
    window's over a longer measurement; counts (requests, moves, errors, timeouts, late,
    resync, waits, exhausted, all_requests) are summed, ``behind_ms`` is the largest, and
    ``p99_windows`` holds each window's own p99."""
    lat = [r[2] - r[0] for t in traces for r in t["requests"]]
    lag = [r[1] - r[0] for t in traces for r in t["requests"]]
    out = dict(runs[0])
    for k in ("requests", "moves", "errors", "timeouts", "late", "resync", "waits", "exhausted", "all_requests"):
        out[k] = sum(r.get(k, 0) for r in runs)
    out.update(p50_ms=_pct(lat, 0.5), p99_ms=_pct(lat, 0.99), p999_ms=_pct(lat, 0.999), max_ms=max(lat, default=0.0),
               lag_p50_ms=_pct(lag, 0.5), lag_p99_ms=_pct(lag, 0.99), behind_ms=max(r["behind_ms"] for r in runs),
               seconds=sum(r["seconds"] for r in runs), windows=len(runs), p99_windows=[r["p99_ms"] for r in runs])
    return out


def missing() -> str | None:
    """Why the boardgame.io side cannot run here, or None."""
    if shutil.which("node") is None:
        return "node is not on PATH"
    for pkg in ("boardgame.io", "socket.io-client"):
        if not (BGIO / "node_modules" / pkg / "package.json").exists():
            return f"bench/bgio/node_modules/{pkg} is missing (cd bench/bgio && npm ci)"
    return None


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def child_cpu() -> float:
    """user+system CPU seconds of this process's finished children (the load clients)."""
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def node_json(args: list[str], timeout: float) -> dict:
    """Run ``node load.mjs ARGS``: its ``BENCH_JSON`` line, decoded, with ``client_cpu_s``
    (the load client's own CPU time)."""
    c0 = child_cpu()
    p = subprocess.run(["node", "load.mjs", *args], cwd=BGIO, capture_output=True, text=True, timeout=timeout)
    line = next((ln for ln in p.stdout.splitlines() if ln.startswith("BENCH_JSON ")), None)
    if p.returncode != 0 or line is None:
        raise RuntimeError(f"load.mjs {args[0]} failed: {(p.stderr or p.stdout)[-400:]}")
    out = json.loads(line[len("BENCH_JSON "):])
    out["client_cpu_s"] = child_cpu() - c0
    return out


class BgioServer:
    """``node server.mjs PORT`` (boardgame.io, InMemory), started and ready."""

    def __init__(self) -> None:
        self.port = _port()
        self.url = f"http://127.0.0.1:{self.port}"
        # its output goes to a file: a pipe nobody reads would stop the server once full
        self.log = tempfile.NamedTemporaryFile(prefix="bgio-server-", suffix=".log", delete=False)
        self.proc = subprocess.Popen(["node", "server.mjs", str(self.port)], cwd=BGIO,
                                     stdout=self.log, stderr=subprocess.STDOUT,
                                     env=dict(os.environ, NODE_ENV="production"))
        deadline = time.monotonic() + 60
        while b"READY" not in Path(self.log.name).read_bytes():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                tail = Path(self.log.name).read_bytes()[-400:].decode(errors="replace")
                self.close()
                raise RuntimeError(f"boardgame.io server did not start: {tail}")
            time.sleep(0.05)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log.close()
        Path(self.log.name).unlink(missing_ok=True)


def _med(rs: list[dict], keys) -> dict:
    out = {k: statistics.median(r[k] for r in rs) for k in keys}
    out["errors"] = sum(r.get("errors", 0) + r.get("timeouts", 0) for r in rs)
    out["runs"] = len(rs)
    return out


def measure(redis_url: str | None = None, *, own_redis: bool = True, **kw) -> dict:
    """``{"bgio": {c: {...}}, "b1821": {c: {...}}, "open": {"b1821": [...], "bgio": [...]}, ...}``:
    medians over ``rounds`` of moves/s (``rps``), p50/p99 (ms; p99.9 for boardgame.io),
    CPU µs per move (``cpu_us``; battle1821 also ``api_us`` and ``redis_us``, and each
    side's load client ``client_us``). ``own_redis`` (default): a throwaway Redis of
    ``server.stack`` for this run, so that its CPU time is this bench's alone (a Redis at
    ``redis_url`` may serve others); otherwise ``redis_url``'s."""
    if not own_redis:
        return _measure(redis_url, **kw)
    from server.stack import Stack as ProcessStack

    with ProcessStack() as procs:
        out = _measure(procs.redis(), **kw)
    out["own_redis"] = True
    return out


def _measure(redis_url: str | None = None, *, games: int = 1000, seconds: float = 8.0, warmup: float = 2.0,
             rounds: int = 2, clients=CLIENTS, fractions=FRACTIONS, open_windows: int = OPEN_WINDOWS,
             api_workers: int = 1) -> dict:
    why = missing()
    if why:
        raise RuntimeError(why)
    if shutil.which("wrk") is None:
        raise RuntimeError("wrk not found (apt-get install wrk): the mix needs it")
    segs = mix.starts(mix.recorded_4(), games)
    runs: dict = {"bgio": {c: [] for c in clients}, "b1821": {c: [] for c in clients}}
    opens: dict = {"bgio": [], "b1821": []}
    srv = BgioServer()
    stack = None
    try:
        stack = http_load.Stack(redis_url, worker=True, tag="bbgio", env={"BATTLE1821_ARCHIVE": "0"},
                                serve_args=("--workers", str(api_workers)) if api_workers > 1 else ())
        redis_pid = int(stack.r.info("server")["process_id"])
        # the API's CPU: its one process, or uvicorn's supervisor and its API processes (--api-workers)
        api_pids = [stack.api.pid] + (multiproc.children(stack.api.pid) if api_workers > 1 else [])
        if len(api_pids) != api_workers + (api_workers > 1):
            raise RuntimeError(f"serve --workers {api_workers} runs {len(api_pids) - 1} API processes")

        def api_cpu() -> float:
            return sum(http_load.cpu_seconds(p) for p in api_pids)
        worker_pid = next(c.proc.pid for c in stack.procs.children if c.name == "worker")
        gl = mix.prepare(stack, segs)
        with tempfile.TemporaryDirectory() as td:
            mfile, gpath, apath = Path(td) / "matches.json", Path(td) / "games.txt", Path(td) / "actions.txt"
            node_json(["setup", "--url", srv.url, "--matches", str(games), "--out", str(mfile)], 600)
            t_run = seconds + warmup + 240

            def bgio(c: int, rate: float = 0) -> dict:
                cpu0 = http_load.cpu_seconds(srv.proc.pid)
                args = ["bgio", "--url", srv.url, "--file", str(mfile), "--seconds", str(seconds),
                        "--warmup", str(warmup)]
                r = node_json(args + (["--rate", str(rate)] if rate else ["--clients", str(c)]), t_run)
                r["cpu_us"] = (http_load.cpu_seconds(srv.proc.pid) - cpu0) / max(1, r["all_requests"]) * 1e6
                r["client_us"] = r["client_cpu_s"] / max(1, r["all_requests"]) * 1e6
                r["rps"] = r["moves_per_s"]
                return r

            def b1821(c: int, secs: float = seconds) -> dict:
                versions = mix.reset(stack, segs, gl)
                mix.warm(stack, gl)         # the API holds each game's latest copy, as in play
                mix.write_files(segs, gl, versions, gpath, apath)
                a0, r0, c0 = api_cpu(), http_load.cpu_seconds(redis_pid), child_cpu()
                w0 = http_load.cpu_seconds(worker_pid)
                r = mix.run_mix(stack.base, gpath, apath, secs, c)
                n = max(1, r["requests"])
                r["client_us"] = (child_cpu() - c0) / n * 1e6
                r["worker_us"] = (http_load.cpu_seconds(worker_pid) - w0) / n * 1e6
                r["api_us"] = (api_cpu() - a0) / n * 1e6
                r["redis_us"] = (http_load.cpu_seconds(redis_pid) - r0) / n * 1e6
                r["cpu_us"] = r["api_us"] + r["redis_us"]
                time.sleep(1.0)     # requests wrk left in flight and Ottoman phases land
                return r

            b1821(clients[-1], max(1.0, warmup))        # warm-up, not counted
            for i in range(rounds):
                for c in clients:
                    order = ("bgio", "b1821") if i % 2 == 0 else ("b1821", "bgio")
                    for side in order:
                        runs[side][c].append(bgio(c) if side == "bgio" else b1821(c))
            out: dict = {"bgio": {}, "b1821": {}}
            for c in clients:
                out["bgio"][c] = _med(runs["bgio"][c], ("rps", "p50_ms", "p99_ms", "p999_ms", "cpu_us", "client_us"))
                out["b1821"][c] = _med(runs["b1821"][c], ("rps", "p50_ms", "p99_ms", "cpu_us", "api_us", "redis_us", "client_us",
                                                         "worker_us"))
                out["b1821"][c]["errors"] += sum(r["exhausted"] for r in runs["b1821"][c])
            top = clients[-1]
            for f in fractions:     # open loop: battle1821, then boardgame.io, at f x its own max
                rate = f * out["b1821"][top]["rps"]
                wins, traces, api_s, redis_s, worker_s = [], [], 0.0, 0.0, 0.0
                for _ in range(max(1, open_windows)):
                    versions = mix.reset(stack, segs, gl)
                    mix.warm(stack, gl)
                    mix.write_files(segs, gl, versions, gpath, apath)
                    a0, r0 = api_cpu(), http_load.cpu_seconds(redis_pid)
                    w0 = http_load.cpu_seconds(worker_pid)
                    tfile = Path(td) / "trace.json"
                    wins.append(node_json(["b1821", "--url", stack.base, "--games", str(gpath), "--actions", str(apath),
                                           "--rate", f"{rate:.1f}", "--seconds", str(seconds), "--warmup", str(warmup),
                                           "--trace", str(tfile)], t_run))
                    api_s += api_cpu() - a0
                    redis_s += http_load.cpu_seconds(redis_pid) - r0
                    worker_s += http_load.cpu_seconds(worker_pid) - w0
                    traces.append(json.loads(tfile.read_text()))
                    time.sleep(1.0)
                r = pooled(wins, traces)
                n = max(1, r["all_requests"])
                r["api_us"], r["redis_us"], r["worker_us"] = api_s / n * 1e6, redis_s / n * 1e6, worker_s / n * 1e6
                r["fraction"] = f
                opens["b1821"].append(r)
                time.sleep(1.0)
                rb = bgio(0, rate=f * out["bgio"][top]["rps"])
                rb["fraction"] = f
                opens["bgio"].append(rb)
    finally:
        srv.close()
        if stack is not None:
            stack.close()
    out["open"] = opens
    out.update(games=games, seconds=seconds, rounds=rounds, clients=list(clients), api_workers=api_workers,
               load=" ".join(f"{x:.2f}" for x in os.getloadavg()))
    return out


ISSUE_CPU_US = {"b1821": 1920.0, "bgio": 418.0}
"""Issue 39's figures, measured on its own machine: API + Redis CPU µs per realistic action,
and boardgame.io InMemory's server CPU µs per move in the same run."""
ISSUE_RPS = {"b1821": 621.0, "bgio": 2030.0}
"""Issue 39's closed-loop throughput (moves/s) on its machine, the same run."""
CPU_RATIO_TARGET = ISSUE_CPU_US["b1821"] / ISSUE_CPU_US["bgio"] / 2
"""Half of the issue's CPU per action, read against boardgame.io beside it (2.30x its CPU
per move): the issue's 960 µs holds only on its machine, and a faster or slower machine
moves both servers alike, so each run is judged by the ratio of its own rows."""
RPS_RATIO_TARGET = 2 * ISSUE_RPS["b1821"] / ISSUE_RPS["bgio"]
"""Twice the issue's throughput, read against boardgame.io's in the same run (0.61x)."""
OPEN_P99_TARGET_MS = 10.0
"""The issue's open-loop p99 at 50 % of saturation."""


def _met(ok: bool) -> str:
    return "yes" if ok else "**no**"


def targets(res: dict) -> dict:
    """Issue 39's targets judged on this run: for each client count, the CPU per action
    and the throughput as ratios to boardgame.io's rows beside them, and the open loop's p99
    at 50 %. ``{"cpu": {c: (ratio, met)}, "rps": {c: (ratio, met)}, "open_p99": (ms, met) | None}``."""
    out: dict = {"cpu": {}, "rps": {}, "open_p99": None}
    for c in res["clients"]:
        b, m = res["bgio"][c], res["b1821"][c]
        cpu = m["cpu_us"] / max(1e-9, b["cpu_us"])
        rps = m["rps"] / max(1e-9, b["rps"])
        out["cpu"][c] = (cpu, cpu <= CPU_RATIO_TARGET)
        out["rps"][c] = (rps, rps >= RPS_RATIO_TARGET)
    for r in res["open"]["b1821"]:
        if abs(r["fraction"] - 0.5) < 1e-9:
            out["open_p99"] = (r["p99_ms"], r["p99_ms"] <= OPEN_P99_TARGET_MS)
    return out


def rows(res: dict) -> list[str]:
    """Table rows for bench/all.py (section 15); the target column holds issue 39's targets
    (:func:`targets`)."""
    n, sec, rnd = res["games"], res["seconds"], res["rounds"]
    lines = []
    tg = targets(res)
    procs = f", {res['api_workers']} API processes (serve --workers)" if res.get("api_workers", 1) > 1 else ""
    for c in res["clients"]:
        b, m = res["bgio"][c], res["b1821"][c]
        cpu, cpu_ok = tg["cpu"][c]
        rps, rps_ok = tg["rps"][c]
        target = (f"CPU per action <= {CPU_RATIO_TARGET:.2f}x boardgame.io's ({m['cpu_us']:.0f} / "
                  f"{b['cpu_us']:.0f} = {cpu:.2f}x; the issue's machine: <= 960 µs); moves/s >= "
                  f"{RPS_RATIO_TARGET:.2f}x boardgame.io's ({rps:.2f}x)")
        met = f"{_met(cpu_ok)}; {_met(rps_ok)}"
        lines.append(
            f"| 15 vs boardgame.io 0.50.2, closed loop, {c} clients, {n:,} matches (median of {rnd} alternating "
            f"{sec:g} s runs) | boardgame.io (socket.io, InMemory, toy game): {b['rps']:,.0f} moves/s, p50 "
            f"{b['p50_ms']:.1f} ms, p99 {b['p99_ms']:.1f} ms, p99.9 {b['p999_ms']:.1f} ms, server CPU "
            f"{b['cpu_us']:.0f} µs/move, load client {b['client_us']:.0f} µs/move ({b['errors']} errors) · battle1821 (realistic mix, HTTP{procs}): "
            f"{m['rps']:,.0f} moves/s (every game read first, after its reset), p50 {m['p50_ms']:.1f} ms, p99 {m['p99_ms']:.1f} ms, CPU "
            f"{m['cpu_us']:.0f} µs/move (API {m['api_us']:.0f} + Redis {m['redis_us']:.0f}; beside it the RQ "
            f"worker's Ottoman phases {m['worker_us']:.0f}), wrk {m['client_us']:.0f} µs/move ({m['errors']} unexpected) | "
            f"{target} | {met} |")
    for side, label in (("b1821", "battle1821 (realistic mix)"), ("bgio", "boardgame.io")):
        for r in res["open"][side]:
            extra = (f", CPU {r['api_us'] + r['redis_us']:.0f} µs/request (API {r['api_us']:.0f} + Redis "
                     f"{r['redis_us']:.0f}; the worker {r['worker_us']:.0f}), the API busy {r['api_us'] * r['rate'] / 1e6:.2f} "
                     f"of a core; {r['resync']} resyncs, {r['waits']} waits"
                     if side == "b1821" else f", server CPU {r['cpu_us']:.0f} µs/move")
            first = "; every game read first, after its reset" if side == "b1821" else ""
            if r.get("windows", 1) > 1:
                first += (f"; {r['windows']} windows of {sec:g} s pooled, each one's p99 "
                          + ", ".join(f"{x:.1f}" for x in r["p99_windows"]) + " ms")
            tcell = (f"p99 <= {OPEN_P99_TARGET_MS:.0f} ms | {_met(r['p99_ms'] <= OPEN_P99_TARGET_MS)}"
                     if side == "b1821" and abs(r["fraction"] - 0.5) < 1e-9 else " | ")
            lines.append(
                f"| 15 open loop: {label} at {r['fraction']:.0%} of its 32-client maximum ({r['rate']:,.0f} "
                f"requests/s due, {sec:g} s; latency from each request's due time{first}) | {r['requests']:,} requests, "
                f"last answered {r['behind_ms'] / 1e3:.1f} s after the window, p50 {r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms, p99.9 "
                f"{r['p999_ms']:.1f} ms{extra}; {r['errors'] + r['timeouts']} errors, {r['late']} waited "
                f"for an idle game; the client's own lag (due -> sent, in those latencies) p50 "
                f"{r.get('lag_p50_ms', 0):.1f} ms, p99 {r.get('lag_p99_ms', 0):.1f} ms | {tcell} |")
    return lines


def section(url: str | None, quick: bool = False) -> list[str]:
    """What bench/all.py adds (never fails the whole bench; a missing Node side is said)."""
    why = missing()
    if why:
        print(f"15 boardgame.io side by side: SKIPPED ({why})", flush=True)
        return [f"| 15 vs boardgame.io | skipped: {why} | | |"]
    kw = dict(games=100, seconds=2, warmup=1, rounds=1, open_windows=1) if quick else {}
    return section_rows("15 vs boardgame.io", lambda: rows(measure(url, **kw)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--warmup", type=float, default=2.0)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--open-windows", type=int, default=OPEN_WINDOWS,
                    help="battle1821's open-loop windows pooled at each rate")
    ap.add_argument("--quick", action="store_true", help="100 matches, 2 s runs, one round, one open-loop window")
    ap.add_argument("--redis-url", default=None,
                    help="a Redis to run on (default: a throwaway one the bench starts)")
    ap.add_argument("--api-workers", type=int, default=1,
                    help="battle1821's API processes (serve --workers N; default 1, the bench's definition): "
                         "their CPU and the supervisor's counted as the API's")
    a = ap.parse_args(argv)
    why = missing()
    if why:
        print(f"skipped: {why}")
        return 0
    kw = (dict(games=100, seconds=2, warmup=1, rounds=1, open_windows=1) if a.quick else
          dict(games=a.games, seconds=a.seconds, warmup=a.warmup, rounds=a.rounds, open_windows=a.open_windows))
    kw["api_workers"] = a.api_workers
    res = measure(a.redis_url, **kw)
    print(f"load average at end {res['load']}, {os.cpu_count()} CPUs")
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
