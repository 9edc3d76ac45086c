"""``make bench``: the project measured side by side with the machine's own limits, in
one run, printed as ONE table and written to ``bench/RESULTS.md``.

    .venv/bin/python -m bench.all [--quick] [--no-write]

1. Engine (:mod:`bench.engine`): applied actions/s and random-play games/s on one core,
   state size, encode and decode time.
   The Ottomans' engine beside it (:mod:`bench.ottomans_engine`): applied actions/s of its
   random-play mix against the state-copy floor of the same run, random-play steps/s,
   automatic steps/s per phase, the slowest step, state size, encode and decode time.
2. HTTP (:mod:`bench.http_load`): one API process, 32 connections, 1,000 games, wrk:
   ``/health`` (framework floor), the read+CAS floor (bench-only endpoint), ``GET
   /games/{id}``, ``POST /games/{id}/actions``; and "Redis alone" for scale.
3. Ottoman phase (:mod:`bench.ottoman_phase`, run as a subprocess with a time limit), and
   beside it the Ottomans' automatic phase in the worker (:mod:`bench.ottomans_phase`, the
   same method: a seat's end of its player turn -> the random events phase's done event).
4. Redis memory per game (:mod:`bench.memory`) and the event-stream length policy.
5-7. The search bot vs greedy (:mod:`bench.search_bot`), listings at 10,000 and 100,000
   games (:mod:`bench.listings`), metrics on vs off on the action path and the metrics work alone
   (:mod:`bench.metrics_cost`).
8. Event watchers held by one process, their Redis connections and memory, and the delivery
   delay to 1,000 watchers of one game: the fan-out beside per-watcher XREAD (:mod:`bench.watchers`).
9. Computer seats (:mod:`bench.seat_bots`): a server bot's turn starting -> its action
   committed, per bot (median, p95; target median <= 50 ms).
10. Game records (:mod:`bench.archive`): memory per game after round 1, finished, archived,
   and 10,000 archived games.
11. The realistic mix (:mod:`bench.mix`): actions of recorded 4-bot games over 1,000 games
   in play, beside the read+CAS floor in the same run.
12. One API process vs two (``serve --workers 2``) on the action path (:mod:`bench.multiproc`):
   the ratio of throughputs and where the machine's CPU went (API processes, wrk, Redis, other).
13. One 4-random-bot game over HTTP, 20 rounds (:mod:`bench.bots`): wall median/min/max of 5
   games played one at a time through the SDK, CPU per game of the bots' process, the API and
   the worker, bot requests per action (target: median <= 1.0 s).
14. Durability (:mod:`bench.durability`): the commit on an embedded Redis with its AOF on
   disk, ``appendfsync always`` (what a data dir runs) vs ``everysec``, one writer and 16.
15. Beside boardgame.io 0.50.2 (:mod:`bench.bgio`; Node packages of ``bench/bgio/``): its
   toy game over socket.io and the realistic mix, the same games, 4 and 32 clients,
   alternating, CPU per move; then open-loop rows at 50 % and 80 % of each one's maximum
   (p50/p99/p99.9). Skipped, with the reason printed, without node or those packages.
16. Process start (:mod:`bench.startup`): CPU seconds of ``battle1821 serve`` to its first 200
   on ``/health`` and of ``battle1821 worker`` to its first heartbeat, beside a bare
   interpreter's start (issue 37).

Everything runs against 127.0.0.1 (a throwaway Redis of ``server.stack``, or the one
``--redis-url`` names) under private key prefixes and queue names, deleted afterwards. About 2-3 minutes.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
import io
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import time
from importlib import metadata
from pathlib import Path

import redis

from server.stack import Stack

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "bench" / "RESULTS.md"
KEPT_SECTION = "## Instructions per request (bench.callgrind)"
"""The section of ``RESULTS.md`` from this heading on is not this run's: ``python -m
bench.callgrind`` figures (instruction counts, independent of the machine's load) added
by hand, kept when the file is written again."""


def versions(r: redis.Redis) -> dict:
    out = {"python": platform.python_version()}
    for name, dist in (("litestar", "litestar"), ("msgspec", "msgspec"), ("redis-py", "redis"), ("rq", "rq"),
                       ("uvicorn", "uvicorn"), ("hiredis", "hiredis")):
        try:
            out[name] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[name] = "-"
    try:
        out["redis-server"] = r.info("server")["redis_version"]
    except Exception:
        out["redis-server"] = "?"
    wrk = shutil.which("wrk")
    if wrk:
        p = subprocess.run([wrk, "--version"], capture_output=True, text=True)
        out["wrk"] = (p.stdout + p.stderr).split()[1] if (p.stdout + p.stderr).split()[1:] else "?"
    else:
        out["wrk"] = "not installed"
    return out


def loadavg() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


# ---------------------------------------------------------------------------- sections
def engine_section(games: int) -> dict:
    from bench import engine as eb
    from bench.http_load import midgame_states
    from gamekinds.battle1821.state import decode_state, encode_state

    with contextlib.redirect_stdout(io.StringIO()):
        out = eb.main(["--games", str(games)])
    big = max(midgame_states(12, min_round=6), key=lambda s: len(encode_state(s)))
    data = encode_state(big)
    n = 20_000
    t = time.perf_counter()
    for _ in range(n):
        encode_state(big)
    out["encode_us"] = (time.perf_counter() - t) / n * 1e6
    t = time.perf_counter()
    for _ in range(n):
        decode_state(data)
    out["decode_us"] = (time.perf_counter() - t) / n * 1e6
    out["codec_state_bytes"] = len(data)
    return out


def ottoman_section(phases: int, timeout: float, redis_url: str, module: str = "ottoman_phase") -> dict:
    """Run ``bench/<module>.py`` (1821's Ottoman phase, or ``ottomans_phase``: the Ottomans'
    automatic phase) as a subprocess with a time limit; its result dict, or ``missing``."""
    path = ROOT / "bench" / f"{module}.py"
    if not path.exists():
        return {"missing": f"bench/{module}.py is not in the tree"}
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", str(path)], cwd=ROOT,
                             capture_output=True).returncode == 0
    code = (f"import json, sys; from bench.{module} import main; "
            "r = main(sys.argv[1:]); print('BENCH_JSON ' + json.dumps(r))")
    p = subprocess.Popen([sys.executable, "-c", code, "--phases", str(phases), "--redis-url", redis_url],
                         cwd=ROOT, text=True,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGTERM)       # its API and worker (server.stack) die with it
        try:
            p.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
        return {"missing": f"bench/{module}.py did not finish within {timeout:.0f} s", "tracked": tracked}
    line = next((ln for ln in out.splitlines() if ln.startswith("BENCH_JSON ")), None)
    if p.returncode != 0 or line is None:
        return {"missing": f"bench/{module}.py failed: " + (err.strip().splitlines() or ["?"])[-1][:200],
                "tracked": tracked}
    res = json.loads(line[len("BENCH_JSON "):])
    res["tracked"] = tracked
    return res


def ottomans_phase_rows(ott: dict) -> list[tuple[str, str, str, str]]:
    """Section 3's rows for the Ottomans' automatic phase (:mod:`bench.ottomans_phase`),
    beside 1821's Ottoman phase, with 1821's targets."""
    if "missing" in ott:
        return [("3 Ottomans automatic phase", "not measured: " + ott["missing"], "median <= 50 ms", "?")]
    names = ", ".join(ott.get("phase_names") or ["?"])
    return [(f"3 Ottomans automatic phase latency ({names}), end_phase response -> done event "
             f"({ott['phases']} phases, {ott.get('worker_class', '?')} worker)",
             f"median {ott['median_ms']:.1f} ms, p95 {ott['p95_ms']:.1f} ms", "median <= 50 ms (1821's)",
             _ok(ott["median_ms"], 50, False)),
            ("3 Ottomans automatic phases/s per worker", f"{ott['phases_per_s_per_worker']:,.0f}", ">= 50 (1821's)",
             _ok(ott["phases_per_s_per_worker"], 50, True))]


# ---------------------------------------------------------------------------- table
def _ok(value: float, target: float, higher_is_better: bool) -> str:
    good = value >= target if higher_is_better else value <= target
    return "yes" if good else "**no**"


def build_table(info: dict, eng: dict, http: dict | None, ott: dict, mem: dict | None,
                ott32: dict | None = None) -> list[str]:
    rows: list[tuple[str, str, str, str]] = []
    rows.append(("1 engine: applied actions/s (one core)", f"{eng['actions_per_s']:,.0f}", ">= 20,000",
                 _ok(eng["actions_per_s"], 20_000, True)))
    if "realistic_actions_per_s" in eng:
        mix = ", ".join(f"{k} {v:.0%}" for k, v in sorted(eng["realistic_mix"].items(), key=lambda kv: -kv[1]))
        rows.append(("1 engine: applied actions/s of the realistic mix (recorded bot games, bench/recorded.py; "
                     f"one core, CPU time; {mix})", f"{eng['realistic_actions_per_s']:,.0f}", ">= 60,000",
                     _ok(eng["realistic_actions_per_s"], 60_000, True)))
        if eng.get("realistic_profile"):
            parts = ", ".join(f"{k} {v:.0%}" for k, v in eng["realistic_profile"].items())
            rows.append(("1 engine: where apply's time goes on the realistic mix (cProfile, one pass; what bounds "
                         "the figure above: no single part dominates)", parts, "", ""))
    rows.append(("1 engine: random-play games/s (2-4 seats, max 8 rounds, legal_actions included)",
                 f"{eng['games_per_s']:,.1f}", "", ""))
    rows.append(("1 engine: automatic (Ottoman/setup) steps/s", f"{eng['automatic_steps_per_s']:,.0f}", "", ""))
    rows.append(("1 engine: state size, msgpack (max / mean over play)",
                 f"{eng['state_bytes_max']:,} B / {eng['state_bytes_mean']:,.0f} B", "<= 8 KB",
                 _ok(eng["state_bytes_max"], 8192, False)))
    rows.append((f"1 engine: encode / decode of a {eng['codec_state_bytes']:,} B state",
                 f"{eng['encode_us']:.1f} us / {eng['decode_us']:.1f} us", "<= 100 us together",
                 _ok(eng["encode_us"] + eng["decode_us"], 100, False)))
    if http is None or "error" in (http or {}):
        rows.append(("2 HTTP", "not measured: " + (http or {}).get("error", "?"), "", ""))
    else:
        from bench.http_load import LABELS

        for mode in ("health", "read_cas", "get", "action", "redis_alone"):
            r = http.get(mode)
            if not r:
                continue
            target = ok = ""
            if mode == "action":
                target, ok = "p99 <= 25 ms", _ok(r["p99_ms"], 25, False)
            err = f", {r['errors']} errors" if r["errors"] else ""
            cpu = f", API CPU {r['api_cpu_us']:.0f} us/req" if r.get("api_cpu_us") else ""
            rows.append((f"2 HTTP: {LABELS[mode]}",
                         f"{r['rps']:,.0f} req/s, p50 {r['p50_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms{cpu}{err}",
                         target, ok))
        if "action_vs_read_cas" in http:
            rows.append(("2 HTTP: actions / read+CAS floor", f"{http['action_vs_read_cas']:.0%}", ">= 55 %",
                         _ok(http["action_vs_read_cas"], 0.55, True)))
            if http.get("action_vs_read_cas_cpu"):
                rows.append(("2 HTTP: read+CAS floor / action, by API CPU per request",
                             f"{http['action_vs_read_cas_cpu']:.0%}", "", ""))
            rows.append(("2 HTTP: actions / framework floor (/health)", f"{http['action_vs_health']:.0%}", "", ""))
    if "missing" in ott:
        rows.append(("3 Ottoman phase", "not measured: " + ott["missing"], "median <= 50 ms", "?"))
    else:
        rows.append((f"3 Ottoman phase latency, end_step response -> done event ({ott['phases']} phases, "
                     f"{ott.get('worker_class', '?')} worker)",
                     f"median {ott['median_ms']:.1f} ms, p95 {ott['p95_ms']:.1f} ms", "median <= 50 ms",
                     _ok(ott["median_ms"], 50, False)))
        rows.append(("3 Ottoman phases/s per worker", f"{ott['phases_per_s_per_worker']:,.0f}", ">= 50 (issue 4)",
                     _ok(ott["phases_per_s_per_worker"], 50, True)))
    if ott32 is not None:
        rows += ottomans_phase_rows(ott32)
    if mem is None or "error" in (mem or {}):
        rows.append(("4 Redis memory per game", "not measured: " + (mem or {}).get("error", "?"), "", ""))
    else:
        from bench.memory import fmt

        if "round1" in mem:
            rows.append(("4 Redis MEMORY USAGE per game, after round 1", fmt(mem["round1"]), "", ""))
        rows.append((f"4 Redis MEMORY USAGE per game, finished ({mem['rounds']} rounds, 4 random bots)",
                     fmt(mem["finished"]), "", ""))
        rows.append(("4 event-stream length policy", mem["policy"], "", ""))
    lines = ["| measure | value | target | met |", "| --- | --- | --- | --- |"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    return lines


def header(info: dict) -> list[str]:
    v = info["versions"]
    return [
        f"Date: {info['date']} · CPUs: {info['cpus']} · load average at start {info['load_start']}, "
        f"at end {info['load_end']} · {info['seconds']:.0f} s",
        "",
        "Versions: " + ", ".join(f"{k} {val}" for k, val in v.items()),
        "",
        f"HTTP: one `battle1821 serve` process (uvicorn, LOG_LEVEL={info['log_level']}), load by "
        f"{info.get('tool', '?')} on 127.0.0.1, 32 connections over {info.get('games', 0):,} games in mid-game "
        "positions; the action is `set_standing_orders` with the seat token and `If-Match` chained from each "
        "`ETag`. The read+CAS floor is the bench-only `POST /_bench/read-cas/{id}` (`BATTLE1821_FAULTS=bench.faults`): "
        "the same HTTP stack and the same two Redis round trips as an action (HMGET load, `commit.lua` with the "
        "state written back, one event, one action record), without token check, engine and encoding. "
        "\"Redis alone\" is that pair from 32 `redis.asyncio` tasks in the bench process, no HTTP. "
        "\"API CPU\" is the API process's user+system CPU time per request during the run (/proc).",
        "",
        "Load generator, API, Redis and (section 3) worker share the machine's cores; absolute figures drift "
        "with other load, the ratios much less.",
        "",
        "Section 8 (bench/watchers.py): the delay is timed from sending the POST, so it includes the POST's own "
        "request, engine and commit (\"POST alone\"); its load client is a process of its own reading raw sockets "
        "on one epoll. \"API CPU per write\" is the API process's CPU for one write and its delivery to every "
        "watcher: on a quiet machine the delay to the last watcher is about the POST plus that (the hub writes "
        "the watchers' sockets one after another; the system share is those socket writes).",
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="shorter runs (smoke test of the bench itself)")
    ap.add_argument("--no-write", action="store_true", help="print only, do not write bench/RESULTS.md")
    ap.add_argument("--log-level", default="INFO", help="LOG_LEVEL of the API process (default: its own, INFO)")
    ap.add_argument("--redis-url", default=None,
                    help="a Redis to run on (default: a throwaway one the bench starts)")
    a = ap.parse_args(argv)
    q = a.quick
    with Stack() as procs:      # a throwaway Redis for the whole run unless --redis-url names one
        a.redis_url = procs.redis_unless_given(a.redis_url)
        return run(a, q)


def run(a: argparse.Namespace, q: bool) -> int:
    r = redis.Redis.from_url(a.redis_url)
    info = {"date": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"), "cpus": os.cpu_count(),
            "load_start": loadavg(), "versions": versions(r), "log_level": a.log_level}
    t0 = time.perf_counter()

    print("1/4 engine ...", flush=True)
    eng = engine_section(60 if q else 200)

    print("1/4 Ottomans engine (bench/ottomans_engine.py) ...", flush=True)
    from bench import ottomans_engine
    try:
        ottomans_rows = ottomans_engine.rows(ottomans_engine.measure(games=8 if q else 24))
    except Exception as exc:  # noqa: BLE001 - reported in the table
        ottomans_rows = [f"| 1 Ottomans engine | not measured: {repr(exc)[:200]} | | ? |"]

    print("2/4 HTTP (wrk) ...", flush=True)
    from bench import http_load, memory

    http: dict | None = None
    mem: dict | None = None
    try:
        stack = http_load.Stack(a.redis_url, worker=True, log_level=a.log_level)
    except Exception as exc:  # noqa: BLE001 - reported in the table
        http = {"error": repr(exc)[:200]}
        mem = {"error": "no API/worker"}
    else:
        try:
            n_games = 200 if q else 1000
            games = http_load.prepare_games(stack, n_games)
            info["games"] = n_games
            http = http_load.measure(stack, games, seconds=3 if q else 8, warmup=1 if q else 2)
            info["tool"] = http["tool"]
            print("4/4 Redis memory per game ...", flush=True)
            try:
                mem = memory.measure(stack, max_rounds=20)
            except Exception as exc:  # noqa: BLE001
                mem = {"error": repr(exc)[:200]}
        except Exception as exc:  # noqa: BLE001
            http = {"error": repr(exc)[:200]}
        finally:
            stack.close()

    print("3/4 Ottoman phase (bench/ottoman_phase.py) ...", flush=True)
    ott = ottoman_section(40 if q else 200, 60 if q else 150, a.redis_url)
    print("3/4 Ottomans automatic phase (bench/ottomans_phase.py) ...", flush=True)
    ott32 = ottoman_section(40 if q else 200, 90 if q else 200, a.redis_url, "ottomans_phase")

    print("5 search bot vs greedy (bench/search_bot.py) ...", flush=True)
    from bench import search_bot
    search_rows = search_bot.rows(search_bot.measure(games=20 if q else 100))

    info["seconds"] = time.perf_counter() - t0
    info["load_end"] = loadavg()
    table = build_table(info, eng, http, ott, mem, ott32)
    after = max(i for i, line in enumerate(table) if line.startswith("| 1 engine"))
    table = table[:after + 1] + ottomans_rows + table[after + 1:] + search_rows
    print("6 GET /games listing at 10,000 and 100,000 games (bench/listings.py) ...", flush=True)
    from bench import listings
    table += listings.section(a.redis_url, quick=q)
    print("7 metrics on vs off on the action path (bench/metrics_cost.py) ...", flush=True)
    from bench import metrics_cost
    table += metrics_cost.section(a.redis_url, quick=q)
    print("8 event watchers: fan-out vs per-watcher XREAD (bench/watchers.py) ...", flush=True)
    from bench import watchers
    table += watchers.section(a.redis_url, quick=q)
    print("9 computer seats: bot turn -> committed (bench/seat_bots.py) ...", flush=True)
    from bench import seat_bots
    table += seat_bots.section(a.redis_url, quick=q)
    print("10 game records: memory per game live and archived, 10,000 archived games (bench/archive.py) ...",
          flush=True)
    from bench import archive
    table += archive.section(a.redis_url, quick=q)
    print("11 realistic mix: recorded 4-bot games' actions beside the read+CAS floor (bench/mix.py) ...",
          flush=True)
    from bench import mix
    table += mix.section(a.redis_url, quick=q)
    print("12 one API process vs two (serve --workers 2) on the action path (bench/multiproc.py) ...", flush=True)
    from bench import multiproc
    table += multiproc.section(a.redis_url, quick=q)
    print("13 one 4-random-bot game over HTTP, 20 rounds (bench/bots.py) ...", flush=True)
    from bench import bots
    table += bots.section(a.redis_url, quick=q)
    print("14 durability: appendfsync always vs everysec on the commit (bench/durability.py) ...", flush=True)
    from bench import durability
    table += durability.section(a.redis_url, quick=q)
    print("15 beside boardgame.io: closed loop at 4 and 32 clients, open loop at 50 % and 80 % (bench/bgio.py) ...",
          flush=True)
    from bench import bgio
    table += bgio.section(a.redis_url, quick=q)
    print("16 process start: CPU of serve and worker to their first answer (bench/startup.py) ...", flush=True)
    from bench import startup
    table += startup.section(a.redis_url, quick=q)
    notes = []
    if "missing" not in ott and not ott.get("tracked", True):
        notes.append("Section 3 ran bench/ottoman_phase.py as found in the working tree (not yet committed).")
    if http and "tool" in http and not http["tool"].startswith("wrk"):
        notes.append("wrk was not found (Debian package `wrk`): section 2 used the in-process httpx fallback, "
                     "whose own CPU use bounds every figure; install wrk for comparable numbers.")
    doc = ["# battle1821 benchmark results (`make bench`)", "", *header(info), "", *table, ""]
    if notes:
        doc += [*(f"- {n}" for n in notes), ""]
    text = "\n".join(doc)
    old = RESULTS.read_text() if RESULTS.exists() else ""
    if KEPT_SECTION in old:     # written by hand from bench.callgrind runs: carried over
        text += "\n" + old[old.index(KEPT_SECTION):]
    print()
    print(text)
    if not a.no_write:
        RESULTS.write_text(text)
        print(f"written to {RESULTS.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
