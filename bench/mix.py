"""The realistic action mix over HTTP (issue 17 item 1): wrk replays the actions of
recorded 4-bot games (:mod:`bench.recorded`: the SDK's greedy bots, and greedy with
random) against one API process, over 1,000 games in play, beside the read+CAS floor of
:mod:`bench.http_load` in the same run.

    .venv/bin/python -m bench.mix [--seconds 8] [--rounds 2] [--games 1000] [--processes 1] [--own-redis] [--warm] [--check]

How the chains stay right: the engine is deterministic, so a game holding a recorded
state and fed the recorded actions reproduces the recorded game. Game ``i`` (created
through ``POST /games`` with every seat joined, as :mod:`bench.http_load` does) holds
recorded game ``i mod 11`` from a start point drawn (seeded) among its player actions
outside the Ottoman phase: its state is set to the state before that action by one store
commit, and wrk (``bench/wrk/mix.lua``) sends the game's remaining actions in order, the
acting seat's token with each and ``If-Match`` chained from each ``ETag``, round robin
over the games. Start points spread over whole games make the actions sent follow the
recorded games' mix. The Ottoman phase runs in the RQ worker the bench starts and moves
the version outside the chain: the action after it gets ``412 stale_version`` (its ETag
is the new version: counted as a *resync*, then sent again) or, while the phase still
runs, ``409 ottoman_phase`` (a *wait*, sent again later). Any other answer is unexpected
and fails the check, as does running out of actions. Before each wrk run the games are set
back to their start points (``BATTLE1821_ARCHIVE=0``, so a game that ends stays live).

Reported: req/s, p50, p99, API CPU µs per action (user+system of the API process, /proc)
and Redis CPU µs per action (the Redis server's, /proc; ``--own-redis``: a throwaway
Redis for this run, else whatever else uses that Redis is counted too),
the share of each action type accepted (and the recorded 4-bot games' shares of their
player actions, for comparison), resyncs and waits, beside the read+CAS floor's; targets (issue
17): API CPU per action ≤ 1.3 × the floor's per request, p99 ≤ 25 ms at 32 connections.
Runs alternate floor, mix, floor, mix, ... (``--rounds``); medians are reported.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import msgspec

from bench import http_load, multiproc, run_args, section_rows

ROOT = Path(__file__).resolve().parents[1]
LUA = ROOT / "bench" / "wrk" / "mix.lua"
CPU_RATIO_TARGET = 1.3
P99_TARGET_MS = 25.0


# ---------------------------------------------------------------------------- start points
def recorded_4() -> list:
    """The recorded 4-seat games of :mod:`bench.recorded`."""
    from bench import recorded

    return [g for g in recorded.games() if g.seats == 4]


def starts(gs, n: int, seed: int = 1821, per_game: int = 200) -> list[tuple[object, list[tuple[int, bytes]]]]:
    """``n`` start points (module doc): ``(state, [(seat, action JSON), ...])`` with at
    most ``per_game`` actions each; game ``i`` on recorded game ``i % len(gs)``, its start
    drawn (seeded) among the player actions taken outside the Ottoman phase."""
    import random

    from gamekinds import battle1821 as engine
    from gamekinds.battle1821.state import copy_state

    enc = msgspec.json.Encoder()
    rng = random.Random(seed)
    out: list = [None] * n
    for gi, g in enumerate(gs):
        s, _ = engine.start(engine.new_game(g.seats, g.seed, g.options))
        acts, cands, states = [], [], []
        for seat, a in g.log:
            if seat is None:
                s, _ = engine.advance(s, max_steps=1)
                continue
            if s.phase != "ottoman":
                cands.append(len(acts))
            states.append(s)            # apply returns a new state: the old one stays as it was
            acts.append((seat, enc.encode(a)))
            s, _ = engine.apply(s, seat, a)
        for i in range(gi, n, len(gs)):
            k = rng.choice(cands)
            out[i] = (copy_state(states[k]), acts[k:k + per_game])
    return out


def recorded_mix(gs) -> dict[str, int]:
    """Action type -> count of the recorded games' player actions."""
    c: Counter = Counter()
    for g in gs:
        c.update({k: v for k, v in g.counts.items() if k != "advance"})
    return dict(c.most_common())


# ---------------------------------------------------------------------------- games
def prepare(stack: http_load.Stack, points) -> list[tuple[str, list[str], int]]:
    """One game per start point through ``POST /games`` (every seat joined):
    ``(id, seat tokens, start point index)``."""
    import asyncio

    return list(asyncio.run(http_load._create(stack.base, [st for st, _ in points], len(points))))


def reset(stack: http_load.Stack, segs, games) -> dict[str, int]:
    """Set every game to its start point's state (one store commit each; a commit that
    loses to the worker's last Ottoman step is tried again); returns game id -> version."""
    from gamekinds.battle1821.state import encode_state
    from server.service.phases import phase_updates
    from server.store import Commit

    import asyncio

    async def reset_all(store) -> dict[str, int]:
        out = {}
        for gid, _, k in games:
            s = segs[k][0]
            for _ in range(20):
                loaded = await store.load(gid)
                v = loaded.version + 1
                recs, cur = phase_updates(loaded.phase, s, v)
                res = await store.commit(Commit(game_id=gid, expected_version=loaded.version, new_version=v,
                                                state=encode_state(s), phases=recs, current_phase=cur))
                if res.ok:
                    break
                await asyncio.sleep(0.05)
            else:
                raise RuntimeError(f"game {gid} could not be reset")
            out[gid] = v
        return out
    return stack.run_store(reset_all)


def warm(stack: http_load.Stack, games, conc: int = 32) -> None:
    """``GET /games/{id}`` of every game, so that the API process holds each game's latest
    copy again after :func:`reset` (its commits come from this process, not the API's):
    then the first action sent to a game is planned on the copy, as every action of a game
    whose last writer was this API process is (the Ottoman worker's commits still make
    copies stale: the actions after a phase load the game again)."""
    import asyncio

    import httpx

    async def all_games() -> None:
        sem = asyncio.Semaphore(conc)
        async with httpx.AsyncClient(base_url=stack.base, timeout=30,
                                     limits=httpx.Limits(max_connections=conc)) as c:
            async def one(gid: str) -> None:
                async with sem:
                    for attempt in range(3):     # a kept-alive connection the server closed meanwhile
                        try:
                            (await c.get(f"/games/{gid}")).raise_for_status()
                            return
                        except httpx.TransportError:
                            if attempt == 2:
                                raise
            await asyncio.gather(*(one(g) for g, _, _ in games))
    asyncio.run(all_games())


def write_files(segs, games, versions: dict[str, int], gpath: Path, apath: Path) -> None:
    gpath.write_text("".join(f"{g} {versions[g]} {' '.join(toks)}\n" for g, toks, _ in games))
    with apath.open("wb") as f:
        for g, _, k in games:
            for seat, body in segs[k][1]:
                f.write(b"%s %d %s\n" % (g.encode(), seat, body))


def run_mix(base: str, gpath: Path, apath: Path, seconds: float, conns: int, threads: int = 1,
            accept_encoding: str = "") -> dict:
    """One wrk run of the mix (``bench/wrk/mix.lua``); ``accept_encoding`` (e.g. ``gzip``)
    sent as ``Accept-Encoding`` when given."""
    d = http_load.wrk_json(base, LUA, {"BENCH_GAMES": str(gpath), "BENCH_ACTIONS": str(apath),
                                       "BENCH_THREADS": str(threads), "BENCH_ACCEPT_ENCODING": accept_encoding},
                           seconds, conns, threads)
    return {k: d[k] for k in ("rps", "p50_ms", "p99_ms", "requests", "errors", "resync", "waits", "exhausted",
                              "types")}


# ---------------------------------------------------------------------------- measure
PROFILE_PARTS = (   # (label, a frame's function name that puts a sample in it), first match wins
    ("engine: the action applied and the next legal actions", ("apply", "advance", "legal_actions")),
    ("the two Redis round trips through redis-py (load, commit.lua)", ("Context.load", "GameStore.commit")),
    ("the action route's own work (token, If-Match, steps, hand-off, webhooks, answer)",
     ("GamesController.submit_action",)),
    ("uvicorn, the middleware chain and Litestar", ("RequestResponseCycle.run_asgi",)),
)


def start_profile(pid: int, seconds: float, out: Path) -> subprocess.Popen | None:
    """``py-spy record`` of process ``pid`` for ``seconds`` into ``out``
    (raw stacks); None when py-spy is not installed beside this Python."""
    spy = Path(sys.executable).with_name("py-spy")
    if not spy.exists():
        return None
    return subprocess.Popen([str(spy), "record", "-p", str(pid), "-d", str(max(1, int(seconds))), "-r", "100",
                             "--format", "raw", "-o", str(out)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def profile_shares(raw: Path) -> dict[str, float]:
    """Shares of the API's busy samples (py-spy raw: ``frame;frame;... count`` lines; the
    idle threads, waiting in ``Condition.wait`` or an executor's queue, left out) in each
    of :data:`PROFILE_PARTS`, innermost part first; the rest is ``other`` (the event
    loop, the limiter's settlement, logging)."""
    counts: Counter = Counter()
    for line in raw.read_text().splitlines():
        stack, _, n = line.rpartition(" ")
        if not stack or not n.isdigit():
            continue
        names = [f.split(" (")[0] for f in stack.split(";")]
        if names[-1] in ("Condition.wait", "_worker", "Queue.get"):
            continue
        label = next((lb for lb, fns in PROFILE_PARTS if any(x in fns for x in names)), "other")
        counts[label] += int(n)
    total = sum(counts.values()) or 1
    return {lb: counts[lb] / total for lb, _ in [*PROFILE_PARTS, ("other", ())]}


def measure(redis_url: str | None = None, *, games: int = 1000, seconds: float = 8.0, warmup: float = 2.0,
            rounds: int = 2, conns: int = 32, log_level: str = "INFO", processes: int = 1,
            warm_copies: bool = False) -> dict:
    """Alternating read+CAS floor and mix runs on one API process, or on ``processes``
    (``battle1821 serve --workers N``; API CPU summed over them) (module doc); ``warm_copies``:
    :func:`warm` after each reset:
    ``{"floor": {...}, "mix": {...}, "cpu_ratio": mix/floor API CPU, "types": {...},
    "recorded_mix": {...}, "segments": n, "actions_available": n}``."""
    if shutil.which("wrk") is None:
        raise RuntimeError("wrk not found (apt-get install wrk): the mix needs it")
    t0 = time.perf_counter()
    gs = recorded_4()
    segs = starts(gs, games)
    t_seg = time.perf_counter() - t0
    stack = http_load.Stack(redis_url, worker=True, log_level=log_level, tag=f"bmix{processes}",
                            env={"BATTLE1821_ARCHIVE": "0"},
                            serve_args=("--workers", str(processes)) if processes > 1 else ())
    runs: dict[str, list[dict]] = {"floor": [], "mix": []}
    profile: dict[str, float] = {}
    try:
        redis_pid = int(stack.r.info("server")["process_id"])
        gl = prepare(stack, segs)
        pids = multiproc.children(stack.api.pid) if processes > 1 else [stack.api.pid]
        if len(pids) != processes:
            raise RuntimeError(f"serve --workers {processes} runs {len(pids)} API processes")
        with tempfile.TemporaryDirectory() as td:
            gpath, apath, ffile = Path(td) / "games.txt", Path(td) / "actions.txt", Path(td) / "floor.txt"
            floor_games = [(g, toks[0], 0) for g, toks, _ in gl]
            for i in range(rounds + 1):     # round 0 warms both up, unmeasured
                secs = warmup if i == 0 else seconds
                for mode in (("floor", "mix") if i % 2 == 0 else ("mix", "floor")):
                    versions = reset(stack, segs, gl)
                    if warm_copies and mode == "mix":
                        warm(stack, gl)
                    cpu0, r0 = sum(map(http_load.cpu_seconds, pids)), http_load.cpu_seconds(redis_pid)
                    if mode == "floor":
                        http_load.write_games_file(stack, floor_games, ffile)
                        res = http_load.run_wrk(stack.base, "read_cas", ffile, secs, conns, 1)
                    else:
                        write_files(segs, gl, versions, gpath, apath)
                        res = run_mix(stack.base, gpath, apath, secs, conns)
                    res["api_cpu_us"] = (sum(map(http_load.cpu_seconds, pids)) - cpu0) / max(1, res["requests"]) * 1e6
                    res["redis_cpu_us"] = (http_load.cpu_seconds(redis_pid) - r0) / max(1, res["requests"]) * 1e6
                    if i:
                        runs[mode].append(res)
                    time.sleep(1.0)     # let requests wrk left in flight and Ottoman phases land
            if processes == 1:   # one more mix run, not counted, under py-spy (it pauses the process per sample)
                versions = reset(stack, segs, gl)
                write_files(segs, gl, versions, gpath, apath)
                spy = start_profile(pids[0], seconds - 1, Path(td) / "mix.raw")
                run_mix(stack.base, gpath, apath, seconds, conns)
                if spy is not None and spy.wait(timeout=60) == 0:
                    profile = profile_shares(Path(td) / "mix.raw")
    finally:
        stack.close()
    out: dict = {}
    for mode, rs in runs.items():
        out[mode] = {k: statistics.median(r[k] for r in rs)
                     for k in ("rps", "p50_ms", "p99_ms", "api_cpu_us", "redis_cpu_us")}
        out[mode]["errors"] = sum(r["errors"] for r in rs)
        out[mode]["requests"] = sum(r["requests"] for r in rs)
    types: Counter = Counter()
    for r in runs["mix"]:
        types.update(r["types"])
    out["mix"]["exhausted"] = sum(r["exhausted"] for r in runs["mix"])
    out["mix"]["resync"] = sum(r["resync"] for r in runs["mix"])
    out["mix"]["waits"] = sum(r["waits"] for r in runs["mix"])
    out["types"] = dict(types.most_common())
    out["recorded_mix"] = recorded_mix(gs)
    out["segments"] = len(gs)
    out["actions_available"] = sum(len(segs[k][1]) for _, _, k in gl)
    out["cpu_ratio"] = out["mix"]["api_cpu_us"] / out["floor"]["api_cpu_us"]
    out["rounds"], out["seconds"], out["games"], out["segments_s"] = rounds, seconds, games, t_seg
    out["conns"], out["processes"], out["profile"] = conns, processes, profile
    return out


def p99_bound(res: dict) -> dict:
    """What bounds the mix's p99 in a closed loop of ``conns`` connections on one API
    process, from the run's own figures: ``busy`` (API cores busy: req/s x CPU per
    request, mix and floor), ``mean_ms`` (Little's law: connections / req/s, the mean
    time a request spends in the system), ``spread`` (the floor's p99 / its mean),
    ``cpu_no_spread_us`` (the most API CPU per request that still lets p99 <= target when
    every request took the mean: target / connections, one core) and ``cpu_with_spread_us``
    (the same with the floor's spread: target / spread / connections)."""
    f, m, n = res["floor"], res["mix"], res.get("conns", 32)
    mean_f = n / max(f["rps"], 1e-9) * 1e3
    spread = f["p99_ms"] / max(mean_f, 1e-9)
    return {"busy": m["rps"] * m["api_cpu_us"] / 1e6, "busy_floor": f["rps"] * f["api_cpu_us"] / 1e6,
            "mean_ms": n / max(m["rps"], 1e-9) * 1e3, "mean_floor_ms": mean_f, "spread": spread,
            "cpu_no_spread_us": P99_TARGET_MS * 1e3 / n, "cpu_with_spread_us": P99_TARGET_MS * 1e3 / spread / n}


def _redis_note(res: dict) -> str:
    return " (a Redis of its own)" if res.get("own_redis") else " (a shared Redis: others' commands counted too)"


def _shares(c: dict) -> str:
    n = sum(c.values()) or 1
    return ", ".join(f"{k} {v / n:.1%}" for k, v in sorted(c.items(), key=lambda kv: -kv[1]))


def processes_rows(res: dict) -> list[str]:
    """The row of a :func:`measure` run on ``processes`` API processes (``serve --workers N``)."""
    f, m, n = res["floor"], res["mix"], res["processes"]
    return [f"| 11 realistic mix on {n} API processes (`serve --workers {n}`, same games and load; median of "
            f"{res['rounds']} alternating {res['seconds']:g} s runs) | mix {m['rps']:,.0f} req/s, p50 "
            f"{m['p50_ms']:.1f} ms, p99 {m['p99_ms']:.1f} ms, API CPU {m['api_cpu_us']:.0f} µs/request "
            f"({m['errors'] + m['exhausted']} unexpected) · floor {f['rps']:,.0f} req/s, p99 {f['p99_ms']:.1f} ms · "
            f"API cores busy {m['rps'] * m['api_cpu_us'] / 1e6:.2f} of {os.cpu_count()} (wrk, Redis and the "
            f"Ottoman worker share them) | p99 ≤ {P99_TARGET_MS:.0f} ms | "
            f"{'yes' if m['p99_ms'] <= P99_TARGET_MS else '**no**'} |"]


def rows(res: dict) -> list[str]:
    f, m = res["floor"], res["mix"]
    ratio_ok = "yes" if res["cpu_ratio"] <= CPU_RATIO_TARGET else "**no**"
    p99_ok = "yes" if m["p99_ms"] <= P99_TARGET_MS else "**no**"
    bad = m["errors"] + m["exhausted"]
    b, b_n = p99_bound(res), res.get("conns", 32)
    return [
        f"| 11 realistic mix: read+CAS floor (same run) | {f['rps']:,.0f} req/s, p50 {f['p50_ms']:.1f} ms, "
        f"p99 {f['p99_ms']:.1f} ms, API CPU {f['api_cpu_us']:.0f} µs/req, Redis CPU {f['redis_cpu_us']:.0f} µs/req"
        f"{_redis_note(res)} | | |",
        f"| 11 realistic mix: recorded 4-bot actions over {res['games']:,} games (median of {res['rounds']} "
        f"alternating {res['seconds']:g} s runs) | {m['rps']:,.0f} req/s, p50 {m['p50_ms']:.1f} ms, "
        f"p99 {m['p99_ms']:.1f} ms, API CPU {m['api_cpu_us']:.0f} µs/request, Redis CPU {m['redis_cpu_us']:.0f} "
        f"µs/request{_redis_note(res)}; {m['requests']:,} requests: "
        f"{m['resync']} 412 resyncs and {m['waits']} 409 waits after Ottoman phases, {bad} unexpected "
        f"| p99 ≤ 25 ms | {p99_ok} |",
        f"| 11 realistic mix: what bounds its p99 (closed loop, {b_n} connections, one API process) | the API "
        f"process is busy {b['busy']:.2f} cores in the mix ({b['busy_floor']:.2f} in the floor), so each request "
        f"queues behind the others in flight: mean time in the system = connections / req/s = "
        f"{b['mean_ms']:.1f} ms (Little's law; floor {b['mean_floor_ms']:.1f} ms). p99 ≤ {P99_TARGET_MS:.0f} ms "
        f"at {b_n} connections needs ≤ {b['cpu_no_spread_us']:.0f} µs API CPU per request if every request "
        f"took the mean, and ≤ {b['cpu_with_spread_us']:.0f} µs with the floor's own spread (p99 = "
        f"{b['spread']:.1f} x mean): the floor itself costs {f['api_cpu_us']:.0f} µs and has p99 "
        f"{f['p99_ms']:.1f} ms | | |",
        f"| 11 realistic mix: API CPU per action / floor's per request | {res['cpu_ratio']:.2f}x | ≤ 1.3x | {ratio_ok} |",
        *([f"| 11 realistic mix: where the API's time goes (py-spy, one more mix run, not counted above; what bounds the ratio: the "
           f"floor has the framework and the round trips too; py-spy counts a runnable thread as busy, so a socket write in "
           f"which a loaded machine deschedules the process counts in the round trips and uvicorn: bench.mix_ab --profile "
           f"for CPU shares) | "
           f"{', '.join(f'{k} {v:.0%}' for k, v in res['profile'].items())} | | |"] if res.get("profile") else []),
        f"| 11 realistic mix: action types accepted | {_shares(res['types'])} | | |",
        f"| 11 realistic mix: the recorded games' player actions ({res['segments']} 4-bot games) | "
        f"{_shares(res['recorded_mix'])} | | |",
    ]


def section(url: str | None, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench)."""
    def build() -> list[str]:
        kw = dict(games=300 if quick else 1000, seconds=3 if quick else 8, warmup=1 if quick else 2)
        out = rows(measure(url, rounds=1 if quick else 2, **kw))
        return out + section_rows("11 realistic mix on two API processes",
                                  lambda: processes_rows(measure(url, rounds=1, processes=2, **kw)))
    return section_rows("11 realistic mix", build)


def main(argv: list[str] | None = None) -> int:
    ap = run_args(argparse.ArgumentParser(description=__doc__.splitlines()[0]), rounds=2, seconds=8.0, games=1000)
    ap.add_argument("--warmup", type=float, default=2.0)
    ap.add_argument("--connections", type=int, default=32)
    ap.add_argument("--log-level", default="INFO")
    ap.add_argument("--processes", type=int, default=1, help="API processes (serve --workers N)")
    ap.add_argument("--warm", action="store_true",
                    help="the API holds every game's latest copy when a mix run starts (warm())")
    ap.add_argument("--own-redis", action="store_true",
                    help="a throwaway Redis for this run, so that its CPU time is this bench's alone "
                         "(the default now, unless --redis-url names one)")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 on any unexpected answer or when a target is missed")
    a = ap.parse_args(argv)
    kw = {"games": a.games, "seconds": a.seconds, "warmup": a.warmup, "rounds": a.rounds, "conns": a.connections,
          "log_level": a.log_level, "processes": a.processes, "warm_copies": a.warm}
    if a.own_redis:
        from server.stack import Stack as ProcessStack

        with ProcessStack() as procs:
            res = measure(procs.redis(), **kw)
        res["own_redis"] = True
    else:   # a throwaway Redis of http_load's stack unless --redis-url names one
        res = measure(a.redis_url, **kw)
        res["own_redis"] = not a.redis_url
    print(f"{res['games']:,} start points in {res['segments']} recorded 4-bot games ({res['segments_s']:.1f} s), "
          f"{res['actions_available']:,} actions available per run; load average "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res) if a.processes == 1 else processes_rows(res)))
    m = res["mix"]
    bad = m["errors"] or m["exhausted"] or res["floor"]["errors"]
    if bad:
        print(f"UNEXPECTED: mix errors {m['errors']} (resyncs {m['resync']}, waits {m['waits']}), "
              f"exhausted {m['exhausted']}, floor errors {res['floor']['errors']}")
    missed = res["cpu_ratio"] > CPU_RATIO_TARGET or m["p99_ms"] > P99_TARGET_MS
    return 1 if a.check and (bad or missed) else (1 if bad else 0)


if __name__ == "__main__":
    raise SystemExit(main())
