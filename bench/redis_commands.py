"""Redis commands per action of the realistic mix, by the process that sent them (issue 39,
session 15): a count, not a time, so it does not depend on the machine's load.

    .venv/bin/python -m bench.redis_commands [--seconds 6] [--connections 4] [--games 1000] [--env K=V ...]

A throwaway Redis of ``server.stack``, one API process and one RQ worker
(:class:`bench.http_load.Stack`), :mod:`bench.mix`'s recorded 4-bot actions over ``games``
games (reset, every game read through the API first: :func:`bench.mix.warm`), one warm-up run,
then one measured run of ``seconds`` with ``connections`` wrk connections. During the
measured run ``redis-cli monitor`` (C, to a file) records every command the server
executes with the client's address (``lua`` for a command run inside a script); after it
``ss -tnp`` maps each address to its process: the API, the worker (RQ's work loop, the
watchdog and liveness threads, the jobs), the worker's children (RQ's scheduler), this
process. Prints, per process, top-level commands per request answered and the commonest
commands, and the commands run inside scripts per request. ``--env``: more environment
for the API and the worker (e.g. ``BATTLE1821_WATCHDOG_SWEEP_S=60``).

The per-second work of the worker (the watchdog each second, liveness every 0.67 s, its
sweep every 15 s, RQ's scheduler each second) is divided by the requests of the run, so
its share per request falls as the request rate rises: the run's rate is printed beside.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import tempfile
import time
from collections import Counter
from pathlib import Path

from bench import http_load, mix

LINE = re.compile(rb'^\d+\.\d+ \[\d+ ([^\]]+)\] "([^"]+)"')
USERS = re.compile(r"pid=(\d+)")


def _peers(port: int) -> dict[str, list[int]]:
    """``{"127.0.0.1:<client port>": [pid, ...]}`` of the established connections to ``port``
    (a socket made before a fork is held by the parent and the child alike)."""
    out = subprocess.run(["ss", "-tnpH", "state", "established"], capture_output=True, text=True).stdout
    peers = {}
    for ln in out.splitlines():
        parts = ln.split()
        if len(parts) < 4:
            continue
        local, remote = parts[2], parts[3]
        pids = [int(p) for p in USERS.findall(ln)]
        if pids and remote.endswith(f":{port}"):
            peers[local] = pids
    return peers


def _children(pid: int) -> set[int]:
    out, todo = set(), [pid]
    while todo:
        p = todo.pop()
        for t in Path(f"/proc/{p}/task").glob("*"):
            try:
                kids = [int(c) for c in (t / "children").read_text().split()]
            except OSError:
                continue
            out.update(kids)
            todo += kids
    return out


def _monitor(url: str, out: Path) -> subprocess.Popen:
    f = out.open("wb")
    proc = subprocess.Popen(["redis-cli", "-u", url, "monitor"], stdout=f)
    f.close()
    time.sleep(0.3)
    return proc


def _count(mon: Path, label) -> tuple[dict[str, Counter], Counter]:
    by: dict[str, Counter] = {}
    lua: Counter = Counter()
    for ln in mon.read_bytes().splitlines():
        m = LINE.match(ln)
        if not m:
            continue
        who, cmd = m.group(1).decode(), m.group(2).decode().upper()
        if who == "lua":
            lua[cmd] += 1
        else:
            by.setdefault(label(who), Counter())[cmd] += 1
    return by, lua


def measure(*, games: int = 1000, seconds: float = 6.0, conns: int = 4, env: dict | None = None,
            keep: Path | None = None) -> dict:
    """``{"mix": {...}, "idle": {...}}``: each ``{"requests", "rps", "seconds", "by_process":
    {label: Counter(command -> n)}, "lua": Counter, "jobs"}`` (``mix`` also ``worker_cpu_s``:
    the worker's user+system CPU seconds over the run, /proc); ``idle``: the same stack with no
    request for ``seconds`` (the worker's per-second work alone), right after the mix run.
    ``keep``: a directory to copy the two MONITOR logs into, with ``peers.txt`` (address -> process)."""
    from server.stack import Stack as ProcessStack

    if shutil.which("wrk") is None or shutil.which("redis-cli") is None or shutil.which("ss") is None:
        raise RuntimeError("needs wrk, redis-cli and ss on PATH")
    segs = mix.starts(mix.recorded_4(), games)
    out: dict = {}
    with ProcessStack() as procs:
        url = procs.redis()
        stack = http_load.Stack(url, worker=True, tag="bcmd", env={"BATTLE1821_ARCHIVE": "0", **(env or {})})
        try:
            port = int(url.rsplit(":", 1)[1].split("/")[0])
            worker_pid = next(c.proc.pid for c in stack.procs.children if c.name == "worker")
            gl = mix.prepare(stack, segs)
            with tempfile.TemporaryDirectory() as td:
                gpath, apath, mon, idle = (Path(td) / n for n in ("g.txt", "a.txt", "mix.txt", "idle.txt"))
                versions = mix.reset(stack, segs, gl)
                mix.warm(stack, gl)
                mix.write_files(segs, gl, versions, gpath, apath)
                mix.run_mix(stack.base, gpath, apath, 2.0, conns)            # warm-up, not counted
                versions = mix.reset(stack, segs, gl)
                mix.warm(stack, gl)
                mix.write_files(segs, gl, versions, gpath, apath)
                time.sleep(1.0)
                monitor = _monitor(url, mon)
                w0 = http_load.cpu_seconds(worker_pid)
                res = mix.run_mix(stack.base, gpath, apath, seconds, conns)
                worker_cpu_s = http_load.cpu_seconds(worker_pid) - w0
                monitor.terminate()
                monitor.wait()
                time.sleep(1.0)       # the last phases land
                monitor2 = _monitor(url, idle)
                time.sleep(seconds)
                peers = _peers(port)
                monitor2.terminate()
                monitor2.wait()
                kids = _children(worker_pid)

                def label(addr: str) -> str:
                    pids = peers.get(addr, [])
                    if stack.api.pid in pids:
                        return "API"
                    if worker_pid in pids:
                        return "worker"
                    if kids & set(pids):
                        return "worker's children (RQ scheduler)"
                    if monitor.pid in pids or monitor2.pid in pids:
                        return "monitor"
                    return f"pids {pids}" if pids else "a connection closed before the end"
                if keep is not None:
                    keep.mkdir(parents=True, exist_ok=True)
                    shutil.copy(mon, keep / "mix.txt")
                    shutil.copy(idle, keep / "idle.txt")
                    (keep / "peers.txt").write_text("".join(f"{a} {label(a)}\n" for a in peers))
                for name, path, n, rps, secs in (("mix", mon, res["requests"], res["rps"], seconds),
                                                 ("idle", idle, 0, 0.0, seconds)):
                    by, lua = _count(path, label)
                    out[name] = {"requests": n, "rps": rps, "seconds": secs, "conns": conns, "by_process": by,
                                 "lua": lua, "jobs": by.get("API", Counter())["SADD"]}
                out["mix"]["worker_cpu_s"] = worker_cpu_s
        finally:
            stack.close()
    return out


def report(res: dict) -> str:
    m, i = res["mix"], res["idle"]
    n = max(1, m["requests"])
    lines = [f"mix: {m['requests']:,} requests in {m['seconds']:g} s ({m['rps']:,.0f}/s, {m['conns']} connections); "
             f"idle: {i['seconds']:g} s with no request; {m['jobs']} automatic phases enqueued by the API (its SADDs), "
             f"the worker's CPU {m['worker_cpu_s'] * 1e6 / n:.0f} µs per request, "
             f"{m['worker_cpu_s'] * 1e3 / max(1, m['jobs']):.1f} ms per phase",
             "| process | window | top-level commands | per request (mix) or per second (idle) | commonest |",
             "| --- | --- | --- | --- | --- |"]
    for name, r, per in (("mix", m, n), ("idle", i, i["seconds"])):
        for label, c in sorted(r["by_process"].items(), key=lambda kv: -sum(kv[1].values())):
            top = ", ".join(f"{k} {v / per:.3f}" for k, v in c.most_common(14))
            lines.append(f"| {label} | {name} | {sum(c.values()):,} | {sum(c.values()) / per:.3f} | {top} |")
        top = ", ".join(f"{k} {v / per:.3f}" for k, v in r["lua"].most_common(12))
        lines.append(f"| inside scripts | {name} | {sum(r['lua'].values()):,} | {sum(r['lua'].values()) / per:.3f} | {top} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=6.0)
    ap.add_argument("--connections", type=int, default=4)
    ap.add_argument("--env", action="append", default=[], help="K=V for the API and the worker")
    ap.add_argument("--keep", type=Path, default=None, help="copy the MONITOR logs into this directory")
    a = ap.parse_args(argv)
    env = dict(kv.split("=", 1) for kv in a.env)
    print(report(measure(games=a.games, seconds=a.seconds, conns=a.connections, env=env, keep=a.keep)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
