"""Where Redis's CPU per move goes in bench.bgio's battle1821 run (issue 39, session 21):
``INFO commandstats`` before and after each closed-loop run, per command its calls per
move, ``usec_per_call`` and µs per move, beside redis-server's own CPU per move (/proc).

    .venv/bin/python -m bench.redis_share [--seconds 8] [--rounds 3] [--clients 4] [--games 1000] [--env K=V ...]

The same stack and runs as :mod:`bench.bgio`'s battle1821 side: a throwaway Redis of
``server.stack`` (no AOF, as bench.bgio's), one API process and one RQ worker, the
recorded mix over ``games`` games, each run on games just reset and read through the API
(:func:`bench.mix.warm`), one 2 s warm-up run at 32 clients first. No MONITOR (it would
cost the server more than what it watches).

Reading it: ``commandstats`` times a command's execution only, so a script's row
(``evalsha``) includes the commands it calls, which are also counted in their own rows
(marked "in scripts too"); the server's CPU beyond the top-level commands' time is reading
requests, writing replies and the event loop: per round trip, not per command. Prints the
medians over ``rounds`` runs and, per run, redis-server's CPU per move and ``INFO stats``'
``total_commands_processed`` (scripts' commands included), ``total_reads_processed`` and
``total_writes_processed`` per move: the reads are the round trips (a pipeline's commands
share one), a count that does not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import statistics
import time
import tempfile
from pathlib import Path

from bench import http_load, mix

NESTED = {"get", "pttl", "xadd", "hset", "set", "hmget", "publish", "rpush", "zscore", "exists", "zrem",
          "zadd", "hgetall", "time", "incrby", "expire", "zrange", "del", "hdel", "zcard"}
"""Commands the project's scripts call (``server/store/*.lua``, the limiter's): their rows
count calls from scripts as well as from clients."""


def _stats(r) -> dict[str, tuple[int, int]]:
    """``{command: (calls, usec)}`` from ``INFO commandstats``."""
    out = {}
    for k, v in r.info("commandstats").items():
        out[k.removeprefix("cmdstat_")] = (int(v["calls"]), int(v["usec"]))
    return out


def measure(*, games: int = 1000, seconds: float = 8.0, rounds: int = 3, clients: int = 4,
            env: dict | None = None) -> dict:
    from server.stack import Stack as ProcessStack

    segs = mix.starts(mix.recorded_4(), games)
    runs = []
    with ProcessStack() as procs:
        url = procs.redis()
        stack = http_load.Stack(url, worker=True, tag="bshr", env={"BATTLE1821_ARCHIVE": "0", **(env or {})})
        try:
            redis_pid = int(stack.r.info("server")["process_id"])
            gl = mix.prepare(stack, segs)
            with tempfile.TemporaryDirectory() as td:
                gpath, apath = Path(td) / "g.txt", Path(td) / "a.txt"
                for i in range(rounds + 1):
                    versions = mix.reset(stack, segs, gl)
                    mix.warm(stack, gl)
                    mix.write_files(segs, gl, versions, gpath, apath)
                    s0, c0 = _stats(stack.r), http_load.cpu_seconds(redis_pid)
                    st0 = stack.r.info("stats")
                    res = mix.run_mix(stack.base, gpath, apath, seconds if i else 2.0, clients if i else 32)
                    c1 = http_load.cpu_seconds(redis_pid)
                    time.sleep(1.0)      # the last phases land (counted: they are this run's)
                    c1b, s1 = http_load.cpu_seconds(redis_pid), _stats(stack.r)
                    st1 = stack.r.info("stats")
                    if not i:
                        continue         # warm-up
                    n = max(1, res["requests"])
                    d = {k: (s1[k][0] - s0.get(k, (0, 0))[0], s1[k][1] - s0.get(k, (0, 0))[1]) for k in s1}
                    d = {k: v for k, v in d.items() if v[0] > 0}
                    per = {k: (st1[k] - st0[k]) / n for k in ("total_commands_processed", "total_reads_processed",
                                                               "total_writes_processed")}
                    runs.append({"requests": n, "rps": res["rps"], "cpu_us": (c1 - c0) / n * 1e6,
                                 "cpu_us_with_tail": (c1b - c0) / n * 1e6, "cmds": d,
                                 "commands": per["total_commands_processed"],
                                 "reads": per["total_reads_processed"], "writes": per["total_writes_processed"]})
        finally:
            stack.close()
    return {"runs": runs, "seconds": seconds, "clients": clients, "games": games}


def report(res: dict) -> str:
    runs = res["runs"]
    lines = [f"{len(runs)} runs of {res['seconds']:g} s, {res['clients']} clients, {res['games']} games: "
             + "; ".join(f"{r['rps']:,.0f}/s, Redis {r['cpu_us']:.0f} µs/move ({r['cpu_us_with_tail']:.0f} with the 1 s after), "
                         f"{r['commands']:.2f} commands, {r['reads']:.2f} reads, {r['writes']:.2f} writes a move"
                         for r in runs),
             "| command | calls per move | usec_per_call | µs per move |", "| --- | --- | --- | --- |"]
    keys = sorted({k for r in runs for k in r["cmds"]},
                  key=lambda k: -statistics.median(r["cmds"].get(k, (0, 0))[1] / r["requests"] for r in runs))
    for k in keys:
        calls = statistics.median(r["cmds"].get(k, (0, 0))[0] / r["requests"] for r in runs)
        us = statistics.median(r["cmds"].get(k, (0, 0))[1] / r["requests"] for r in runs)
        per = statistics.median(r["cmds"][k][1] / r["cmds"][k][0] for r in runs if k in r["cmds"])
        if us < 0.05 and calls < 0.005:
            continue
        tag = " (in scripts too)" if k in NESTED else ""
        lines.append(f"| {k}{tag} | {calls:.3f} | {per:.2f} | {us:.2f} |")
    for k in ("commands", "reads", "writes"):
        lines.append(f"| total_{k}_processed (median) | {statistics.median(r[k] for r in runs):.3f} | | |")
    lines.append(f"| redis-server CPU (median) | | | {statistics.median(r['cpu_us'] for r in runs):.1f} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--clients", type=int, default=4)
    ap.add_argument("--env", action="append", default=[], help="K=V for the API and the worker")
    a = ap.parse_args(argv)
    env = dict(kv.split("=", 1) for kv in a.env)
    print(report(measure(games=a.games, seconds=a.seconds, rounds=a.rounds, clients=a.clients, env=env)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
