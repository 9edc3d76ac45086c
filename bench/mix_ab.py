"""The realistic mix's CPU per request on two (or more) source trees, interleaved, so
that a cut is judged under the same load as its base (issue 39: on a shared 2-core
machine one run's CPU per request moves by ±20 % with the load of the moment).

    .venv/bin/python -m bench.mix_ab BASE_TREE,OTHER_TREE [--rounds 6] [--seconds 4] [--games 1000] [--profile] [--gc]

Each tree is a checkout of this repository (``git worktree add --detach /tmp/base <commit>``).
One API process and one RQ worker per tree, run from that tree (``server.stack`` starts
them from it, with its ``server``, ``kinds`` and ``sdk`` first on ``PYTHONPATH``), all on one
throwaway Redis; the same start points of :mod:`bench.mix` on every tree (``--games``
games each); then rounds of short mix runs (:func:`bench.mix.run_mix`, 32 connections),
one per tree, in turn (the order reversed every other round; round 0 warms up, unmeasured). Each run starts on
games just set back to their start points by commits from this process, so the API's
latest copy of each is stale and each game's first action loads it (a second round trip):
in a run of R requests over G games about G/R of them. ``--warm``: the API reads every game
first (:func:`bench.mix.warm`, not counted), as a process that served a game's last action
holds it.
Per run: API CPU per request (user+system, /proc), its system share, Redis CPU per request
(the Redis is this bench's alone, the runs are one at a time). Prints every run and the
medians per tree.

``--gzip``: the mix's requests send ``Accept-Encoding: gzip`` (as browsers and httpx do),
so answers of 1 KiB and more are compressed; without it wrk asks for none.

``--profile``: after the rounds, one more mix run per tree under cProfile (the fault
plugin :mod:`bench.perfprof`, started and stopped by signals; every tree needs it), written
to ``<tree name>.prof`` in the current directory (pstats). cProfile times are wall time:
a socket write in which a loaded machine deschedules the process counts in it;
``PERFPROF_CLOCK=thread`` in this process's environment (the API inherits it) times them by
the thread's CPU instead (:mod:`bench.perfprof`).

``--gc``: the API's cyclic GC passes during each measured run (the fault plugin
:mod:`bench.gcprobe`; every tree needs it): their count, the longest pause and the sum of
their CPU, per run and per tree.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bench import http_load, mix
from bench.gcprobe import read as gcprobe_read


def _tree_stack(tree: Path, redis_url: str, *, profile: bool, gcprobe: bool = False) -> http_load.Stack:
    """The bench stack of :class:`bench.http_load.Stack` run from ``tree``."""
    import server.stack as sstack

    env = {"BATTLE1821_ARCHIVE": "0", "PYTHONPATH": os.pathsep.join(str(tree / d) for d in ("", "kinds", "sdk"))}
    faults = ["bench.faults", *(["bench.perfprof"] if profile else []), *(["bench.gcprobe"] if gcprobe else [])]
    if len(faults) > 1:
        env["BATTLE1821_FAULTS"] = ",".join(faults)
    root = sstack.ROOT
    sstack.ROOT = tree          # the children start from (and import) the tree's own code
    try:
        return http_load.Stack(redis_url, worker=True, tag=f"bab{tree.name[-4:]}".replace("-", ""), env=env)
    finally:
        sstack.ROOT = root


PARTS = (   # (label, path fragments of a function's file), first match wins
    ("redis-py: client, pool, retry, parser", ("redis/", "server/store/clients.py", "server/vendor/redis_conn.py")),
    ("rate limiter", ("server/api/ratelimit.py", "limits/", "server/vendor/limits_windows.py")),
    ("request log (structlog, its middleware)", ("structlog/", "server/logging.py", "server/api/middleware.py")),
    ("metrics", ("server/api/metrics.py", "prometheus_client", "server/metrics.py")),
    ("Litestar", ("litestar/",)),
    ("uvicorn, httptools", ("uvicorn/", "server/httpserver.py")),
    ("app wrappers", ("server/app.py", "server/api/specdoc.py")),
    ("route", ("server/api/",)),
    ("service", ("server/service/",)),
    ("store", ("server/store/",)),
    ("engine", ("gamekinds/",)),
    ("asyncio", ("asyncio/",)),
)
WRITES = (("asyncio/streams.py", "writelines"), ("httptools_impl.py", "send"))
"""The socket writes (redis-py's, uvicorn's): their cProfile time is mostly the process
descheduled when the write wakes the reader on a loaded machine (wall, not CPU: /proc puts
the API's system time at a few %), left out of :func:`shares`."""


def shares(prof: Path) -> dict[str, float]:
    """Part -> share of a cProfile file's own time (:data:`PARTS`; a builtin's time goes
    to its callers' parts; :data:`WRITES` left out; ``other``: the rest)."""
    import pstats

    def part(path: str) -> str:
        return next((label for label, frags in PARTS if any(f in path for f in frags)), "other")

    out: dict[str, float] = {}
    for (path, _, name), (_, _, own, _, callers) in pstats.Stats(str(prof)).stats.items():
        if any(a in path and b == name for a, b in WRITES):
            continue
        if path == "~":
            for (cpath, _, _), c in callers.items():
                out[part(cpath)] = out.get(part(cpath), 0.0) + c[2]
        else:
            out[part(path)] = out.get(part(path), 0.0) + own
    total = sum(out.values()) or 1.0
    return {k: v / total for k, v in sorted(out.items(), key=lambda kv: -kv[1])}


def _cpu(pid: int) -> tuple[float, float]:
    """(user+system, system) CPU seconds of process ``pid``."""
    f = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return (int(f[11]) + int(f[12])) / tick, int(f[12]) / tick


def _gc_note(passes: list) -> str:
    """GC passes -> "n GC passes (by generation), longest pause, CPU in all"."""
    gens = [sum(1 for p in passes if p[1] == g) for g in (0, 1, 2)]
    return (f"{len(passes)} GC passes (gen 0/1/2: {gens[0]}/{gens[1]}/{gens[2]}), longest "
            f"{max((p[2] for p in passes), default=0.0):.1f} ms, CPU {sum(p[3] for p in passes):.1f} ms")


def measure(trees: list[Path], *, rounds: int = 6, seconds: float = 4.0, games: int = 1000,
            profile: bool = False, warm: bool = False, gzip: bool = False, gcprobe: bool = False) -> dict[str, list[dict]]:
    """Tree name -> one dict per measured run: ``api_us``, ``redis_us``, ``sys_share``,
    ``rps``, ``requests``, ``bad`` (unexpected answers), ``load``; with ``gcprobe`` also
    ``gc`` (the API's GC passes during the run: :func:`bench.gcprobe.read`'s tuples)."""
    import redis

    from server.stack import Stack as ProcessStack

    segs = mix.starts(mix.recorded_4(), games)
    out: dict[str, list[dict]] = {t.name: [] for t in trees}
    with ProcessStack() as procs, tempfile.TemporaryDirectory() as td:
        url = procs.redis()
        redis_pid = int(redis.Redis.from_url(url).info("server")["process_id"])
        stacks: dict[Path, tuple] = {}
        try:
            for t in trees:
                st = _tree_stack(t, url, profile=profile, gcprobe=gcprobe)
                stacks[t] = (st, mix.prepare(st, segs))
            gpath, apath = Path(td) / "games.txt", Path(td) / "actions.txt"

            def run(t: Path, secs: float) -> dict:
                st, gl = stacks[t]
                versions = mix.reset(st, segs, gl)
                if warm:
                    mix.warm(st, gl)
                mix.write_files(segs, gl, versions, gpath, apath)
                (a0, s0), r0, t0 = _cpu(st.api.pid), http_load.cpu_seconds(redis_pid), time.time()
                r = mix.run_mix(st.base, gpath, apath, secs, 32, accept_encoding="gzip" if gzip else "")
                (a1, s1), r1, t1 = _cpu(st.api.pid), http_load.cpu_seconds(redis_pid), time.time()
                n = max(1, r["requests"])
                time.sleep(0.5)     # requests wrk left in flight and Ottoman phases land
                return {"api_us": (a1 - a0) / n * 1e6, "redis_us": (r1 - r0) / n * 1e6,
                        "sys_share": (s1 - s0) / max(a1 - a0, 1e-9), "rps": r["rps"], "requests": n,
                        "bad": r["errors"] + r["exhausted"], "load": os.getloadavg()[0],
                        "gc": gcprobe_read(Path(os.environ["GCPROBE_DIR"]) / f"{t.name}.{st.api.pid}.gc", t0, t1) if gcprobe else []}

            for i in range(rounds + 1):
                for t in (trees if i % 2 == 0 else trees[::-1]):
                    res = run(t, seconds if i else min(2.0, seconds))
                    print(f"round {i} {t.name:16s} API {res['api_us']:6.0f} µs (system {res['sys_share']:.0%}), "
                          f"Redis {res['redis_us']:5.0f} µs, {res['rps']:6.0f} req/s, {res['requests']} requests, "
                          f"{res['bad']} unexpected, load {res['load']:.2f}" + (f", {_gc_note(res['gc'])}" if gcprobe else ""),
                          flush=True)
                    if i:
                        out[t.name].append(res)
            if profile:
                for t in trees:
                    st, _ = stacks[t]
                    os.kill(st.api.pid, signal.SIGUSR1)
                    time.sleep(0.2)
                    run(t, seconds)
                    os.kill(st.api.pid, signal.SIGUSR2)
                    time.sleep(2)
        finally:
            for st, _ in stacks.values():
                st.close()
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("trees", help="comma-separated checkouts; the first is the base")
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--seconds", type=float, default=4.0)
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--profile", action="store_true", help="one more run per tree under cProfile (module doc)")
    ap.add_argument("--warm", action="store_true",
                    help="the API holds every game's latest copy when a run starts (bench.mix.warm)")
    ap.add_argument("--gzip", action="store_true", help="requests send Accept-Encoding: gzip (module doc)")
    ap.add_argument("--gc", action="store_true", help="the API's GC passes in each run (module doc)")
    a = ap.parse_args(argv)
    trees = [Path(t).resolve() for t in a.trees.split(",")]
    if a.profile:
        os.environ["PERFPROF_DIR"] = os.getcwd()
    if a.gc:
        os.environ["GCPROBE_DIR"] = tempfile.mkdtemp(prefix="gcprobe-")
    res = measure(trees, rounds=a.rounds, seconds=a.seconds, games=a.games, profile=a.profile, warm=a.warm, gzip=a.gzip,
                  gcprobe=a.gc)
    base = None
    print(f"medians over {a.rounds} rounds of {a.seconds:g} s (API and Redis CPU per mix request):")
    for name, rs in res.items():
        api = statistics.median(r["api_us"] for r in rs)
        red = statistics.median(r["redis_us"] for r in rs)
        base = base or api
        print(f"{name:16s} API {api:6.0f} µs, Redis {red:5.0f} µs, API + Redis {api + red:6.0f} µs, "
              f"API vs the first {api / base - 1:+.1%}; {sum(r['bad'] for r in rs)} unexpected")
        if a.gc:
            print(f"  in all its measured runs: {_gc_note([p for r in rs for p in r['gc']])}")
        prof = Path(f"{name}.prof")
        if a.profile and prof.exists():
            print("  where its API CPU goes (cProfile, socket writes left out): " +
                  ", ".join(f"{k} {v:.0%} ≈ {v * api:.0f} µs" for k, v in shares(prof).items()))
    return 1 if any(r["bad"] for rs in res.values() for r in rs) else 0


if __name__ == "__main__":
    sys.exit(main())
