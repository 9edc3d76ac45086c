"""Where an Ottoman phase job's worker CPU goes, RQ's share beside the phase's own steps
(issue 39): a count, not a time, so it does not depend on the machine's load.

    .venv/bin/python -m bench.rq_phase [--jobs 25] [--base 3] [--mode callgrind|profile|cpu] [--split] [--env K=V ...]

A throwaway Redis and one API process (:class:`bench.http_load.Stack`, no worker); ``jobs``
games are set (one store commit) to the last Greek player's movement step
(:func:`bench.ottoman_phase.last_end_step_state`) and that player's ``end_step`` is POSTed,
so the API enqueues each game's Ottoman phase job exactly as in play. Then one RQ worker
(``server.worker.run_worker(burst=True)``: the settings' worker class, no scheduler, no
watchdog; they are per-second work, not per job) runs the queue dry in a child process:

- ``callgrind``: the child under ``valgrind --tool=callgrind`` counting only its
  ``run_worker`` (``callgrind_control -i on/off`` around it); run twice, with ``base`` and
  with ``base + jobs`` jobs queued, so the difference / ``jobs`` is the instructions of one
  job without the worker's birth and death; ``--split``: only what runs outside the job
  function (RQ's dequeue, registries, job hash, result, logging; redis-py under it);
- ``profile``: the child under cProfile (``--out FILE`` keeps the stats), the job
  function's own cumulative time beside the whole ``run_worker``'s;
- ``cpu``: the child's thread CPU time of ``run_worker`` per job (load-dependent).

Beside each count, the Redis's commands and reads (round trips) a job, the same difference of
two runs (``INFO stats``), and its CPU a job (load-dependent).

Every phase must end ``done`` (checked after each run). ``--env``: the worker's environment
(``BATTLE1821_WORKER_CLASS=fork``). The liveness thread's beats and RQ's heartbeat are
per-second work (``BATTLE1821_WORKER_LIVE_S=3600``, a 3,600 s heartbeat period and suspension
check period here; ``RQ_PHASE_PER_SECOND=0`` keeps the tree's own periods):
counted, they made the same run 11.5 M or 13.7 M a job as valgrind's pace under load varied."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

from bench.http_load import Stack
from bench.ottoman_phase import Bench, _install, last_end_step_state  # noqa: F401

CHILD = r"""
import json, os, subprocess, sys, time, cProfile, pstats
mode, out = sys.argv[1], sys.argv[2]
from server.config import Settings
from server.worker import run_worker
import server.worker.jobs as jobs
s = Settings.from_env()
inside = [0.0]
orig = jobs.run_automatic_phase
def timed(*a, **k):
    t = time.thread_time()
    try:
        return orig(*a, **k)
    finally:
        inside[0] += time.thread_time() - t
if mode == "cpu":
    jobs.run_automatic_phase = timed
if mode == "callgrind" and os.environ.get("RQ_PHASE_SPLIT"):    # count RQ's share only: the job function's own instructions are not collected
    import ctypes
    toggle = ctypes.CDLL(os.environ["RQ_PHASE_SPLIT"]).cg_toggle
    def outside(*a, **k):
        toggle()
        try:
            return orig(*a, **k)
        finally:
            toggle()
    jobs.run_automatic_phase = outside
import server.worker.liveness as liveness
liveness.HEARTBEAT_EVERY_S = 3600.0    # per-second work, not per job (and under valgrind a job takes seconds)
if os.environ.get("RQ_PHASE_PER_SECOND", "1") == "1":
    liveness.SUSPENSION_EVERY_S = 3600.0    # the same for the suspension check where the tree has one (env RQ_PHASE_PER_SECOND=0: its own period)
def go():
    return run_worker(s, burst=True, with_scheduler=False, watchdog=False)
res = {}
if mode == "callgrind":
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)
    go()
    subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True)
elif mode == "profile":
    p = cProfile.Profile(time.thread_time)
    p.enable(); go(); p.disable()
    p.dump_stats(out + ".prof")
else:
    t = time.thread_time(); go(); res["thread_cpu_s"] = time.thread_time() - t
    res["in_job_s"] = inside[0]
json.dump(res, open(out, "w"))
"""


class JobBench(Bench):
    """:class:`bench.ottoman_phase.Bench` without the stack's worker: jobs stay queued."""

    def __init__(self, redis_url: str | None, env: dict[str, str], log_level: str = "INFO") -> None:
        import httpx
        self.stack = Stack(redis_url, worker=False, log_level=log_level, tag="bench39", env=env)
        self.http = httpx.Client(base_url=self.stack.base, timeout=30)

    def queue_phases(self, n: int, offset: int) -> list[tuple[str, int]]:
        games = self.prepare(n, offset)
        return [(gid, self.end_step(gid, tok, v)) for gid, tok, v, _ in games]

    def all_done(self, games) -> None:
        for gid, after in games:
            self.wait_done(gid, after, timeout=5)


def _redis_counts(r) -> dict[str, int]:
    """The Redis's commands, reads (one a round trip) and CPU (µs, user + system) so far:
    the worker's alone while it runs (the API is idle then). An INFO's own two reads and
    commands are left in (the same in every run, so out of the difference of two runs)."""
    st, cpu = r.info("stats"), r.info("cpu")
    return {"commands": int(st["total_commands_processed"]), "reads": int(st["total_reads_processed"]),
            "cpu_us": int((cpu["used_cpu_user"] + cpu["used_cpu_sys"]) * 1e6)}


def run_child(b: JobBench, mode: str, env: dict[str, str], out: str) -> dict:
    cenv = {**os.environ, **{k: v for k, v in b.stack.env.items() if v is not None},
            "BATTLE1821_WORKER_LIVE_S": "3600", **env}     # the liveness thread's beats: per second, not per job
    cmd = [sys.executable, "-c", CHILD, mode, out]
    if mode == "callgrind":
        cmd = ["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}.cg",
               "--trace-children=no", *cmd]
    before = _redis_counts(b.stack.r)
    with open(out + ".log", "w") as log:      # the worker's log goes to a file, as under server.stack
        subprocess.run(cmd, env=cenv, check=True, stdout=log, stderr=subprocess.STDOUT)
    after = _redis_counts(b.stack.r)
    with open(out) as f:
        res = json.load(f)
    res["redis"] = {k: after[k] - before[k] for k in after}
    if mode == "callgrind":
        with open(out + ".cg") as f:
            for ln in f:
                if ln.startswith(("summary:", "totals:")):
                    res["instructions"] = int(ln.split()[1])
    return res


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=25)
    ap.add_argument("--base", type=int, default=3)
    ap.add_argument("--mode", choices=["callgrind", "profile", "cpu"], default="callgrind")
    ap.add_argument("--env", action="append", default=[])
    ap.add_argument("--split", action="store_true",
                    help="callgrind: count only what runs outside the job function (RQ's share); needs gcc "
                         "and valgrind/callgrind.h (a client request toggles the count at the job's entry and exit)")
    ap.add_argument("--out", default=None)
    ap.add_argument("--log-level", default="INFO", help="LOG_LEVEL of the worker (the settings' default: INFO)")
    ap.add_argument("--redis-url", default="redis://127.0.0.1:1/0", help="default: a throwaway Redis")
    args = ap.parse_args(argv)
    env = dict(kv.split("=", 1) for kv in args.env)
    b = JobBench(args.redis_url, env, args.log_level)
    tmp = tempfile.mkdtemp(prefix="rqphase")
    if args.split:
        src = os.path.join(tmp, "toggle.c")
        with open(src, "w") as f:
            f.write("#include <valgrind/callgrind.h>\nvoid cg_toggle(void) { CALLGRIND_TOGGLE_COLLECT; }\n")
        lib = os.path.join(tmp, "libtoggle.so")
        subprocess.run(["gcc", "-O1", "-shared", "-fPIC", "-o", lib, src], check=True)
        env = {**env, "RQ_PHASE_SPLIT": lib}
    result: dict = {"mode": args.mode, "env": env, "jobs": args.jobs, "split": args.split}
    try:
        counts = [args.base, args.base + args.jobs] if args.mode == "callgrind" else [args.jobs]
        runs = []
        for i, n in enumerate(counts):
            games = b.queue_phases(n, 1000 * (i + 1))
            r = run_child(b, args.mode, env, os.path.join(tmp, f"run{i}"))
            b.all_done(games)
            runs.append(r)
        if args.mode == "callgrind":
            per = (runs[1]["instructions"] - runs[0]["instructions"]) / args.jobs
            rd = {k: (runs[1]["redis"][k] - runs[0]["redis"][k]) / args.jobs for k in runs[0]["redis"]}
            result.update(per_job_minstr=per / 1e6, redis_per_job=rd, runs=runs)
            what = "outside the job function (RQ's share)" if args.split else "per phase job"
            print(f"instructions {what}: {per / 1e6:.2f} M ({args.jobs} jobs over {args.base}; env {env}); "
                  f"Redis a job: {rd['commands']:.1f} commands, {rd['reads']:.1f} round trips, "
                  f"{rd['cpu_us']:.0f} µs CPU (load-dependent)")
        elif args.mode == "cpu":
            r = runs[0]
            result.update(per_job_ms=r["thread_cpu_s"] * 1000 / args.jobs, in_job_ms=r["in_job_s"] * 1000 / args.jobs)
            print(f"worker thread CPU per phase job {result['per_job_ms']:.2f} ms, inside the job function "
                  f"{result['in_job_ms']:.2f} ms (env {env})")
        else:
            import pstats
            prof = os.path.join(tmp, "run0.prof")
            if args.out:
                import shutil
                shutil.copy(prof, args.out)
            pstats.Stats(prof).sort_stats("cumulative").print_stats(45)
    finally:
        b.close()
    return result


if __name__ == "__main__":
    main()
