"""Redis's own work per action of the realistic mix, with the AOF as a data dir runs it
(issue 39, session 18).

    .venv/bin/python -m bench.redis_action [--runs 3] [--seconds 6] [--connections 4] [--games 1000]

A throwaway Redis of ``server.stack`` on a temporary data dir (``appendonly yes``,
``appendfsync always``, as ``battle1821 run`` starts it; AOF rewrites off so that the
AOF's growth is what the run wrote), one API process and one RQ worker
(:class:`bench.http_load.Stack`), :mod:`bench.mix`'s recorded 4-bot actions over ``games``
games. Each run: the games reset and read through the API (:func:`bench.mix.warm`),
``CONFIG RESETSTAT``, then ``seconds`` of wrk with ``connections`` connections. Per request
answered: redis-server's CPU (user+system, /proc; load-sensitive), the commands' own time
from ``INFO commandstats`` (``usec_per_call`` of each, ``EVALSHA`` included: it holds the
commands its script runs), and the counts that do not depend on the load: bytes read and
written by Redis (``total_net_input_bytes``, ``total_net_output_bytes``) and the bytes the
AOF grew by. The first run follows a warm-up run that is not counted. Medians of the runs
are printed beside every run's figures.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

from bench import http_load, mix

SYSCALLS = ("syscalls:sys_enter_fdatasync", "syscalls:sys_enter_fsync", "syscalls:sys_enter_write",
            "syscalls:sys_enter_read", "syscalls:sys_enter_epoll_wait")


def _user_sys(pid: int) -> tuple[float, float]:
    f = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    hz = os.sysconf("SC_CLK_TCK")
    return int(f[11]) / hz, int(f[12]) / hz


def _perf(pid: int, out: Path) -> subprocess.Popen | None:
    """``perf stat`` of the server's syscalls that cost the AOF (None without perf)."""
    if shutil.which("perf") is None:
        return None
    return subprocess.Popen(["perf", "stat", "-x,", "-o", str(out), "-e", ",".join(SYSCALLS), "-p", str(pid)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def _perf_counts(proc: subprocess.Popen | None, out: Path) -> dict[str, int]:
    if proc is None:
        return {}
    proc.send_signal(signal.SIGINT)
    proc.wait(10)
    got = {}
    for ln in out.read_text().splitlines():
        parts = ln.split(",")
        if len(parts) > 2 and parts[2].startswith("syscalls:"):
            try:
                got[parts[2].split("sys_enter_")[1]] = int(parts[0])
            except ValueError:
                pass
    return got


def _snap(r, pid: int, data_dir: Path) -> dict:
    st = r.info("stats")
    aof = sum(f.stat().st_size for f in (data_dir / "appendonlydir").glob("*"))
    u, s = _user_sys(pid)
    return {"user": u, "sys": s, "cpu": http_load.cpu_seconds(pid), "in": st["total_net_input_bytes"],
            "out": st["total_net_output_bytes"], "aof": aof, "t": time.monotonic()}


def _cmdstats(r) -> dict[str, tuple[int, float]]:
    """``{command: (calls, usec)}`` since the last CONFIG RESETSTAT."""
    out = {}
    for k, v in r.info("commandstats").items():
        out[k.removeprefix("cmdstat_")] = (int(v["calls"]), float(v["usec"]))
    return out


def measure(*, games: int = 300, seconds: float = 6.0, conns: int = 4, runs: int = 3, warmup: float = 3.0,
            binary: str | None = None) -> list[dict]:
    """Every run's figures; ``binary``: a redis-server to run instead of the embedded one."""
    from server.stack import RedisBinary
    from server.stack import Stack as ProcessStack

    segs = mix.starts(mix.recorded_4(), games)
    out: list[dict] = []
    with ProcessStack() as procs, tempfile.TemporaryDirectory(prefix="b1821-raction-") as td:
        data = Path(td) / "data"
        url = procs.redis(data, binary=RedisBinary.of(binary) if binary else None, args=["--auto-aof-rewrite-percentage", "0"], disk_floor=0)
        stack = http_load.Stack(url, worker=True, tag="bract", env={"BATTLE1821_ARCHIVE": "0"}, log_level="WARNING")
        try:
            r = stack.r
            pid = int(r.info("server")["process_id"])
            gl = mix.prepare(stack, segs)
            gpath, apath = Path(td) / "g.txt", Path(td) / "a.txt"
            for i in range(runs + 1):
                versions = mix.reset(stack, segs, gl)
                mix.warm(stack, gl)
                mix.write_files(segs, gl, versions, gpath, apath)
                time.sleep(0.5)
                r.config_resetstat()
                perf = _perf(pid, Path(td) / "perf.txt")
                time.sleep(0.3)
                a = _snap(r, pid, data)
                res = mix.run_mix(stack.base, gpath, apath, seconds if i else warmup, conns)
                b = _snap(r, pid, data)
                sc = _perf_counts(perf, Path(td) / "perf.txt")
                cs = _cmdstats(r)
                if i == 0:
                    continue        # the warm-up run
                n = max(1, res["requests"])
                out.append({"requests": res["requests"], "rps": res["rps"],
                            "redis_cpu_us": (b["cpu"] - a["cpu"]) * 1e6 / n,
                            "user_us": (b["user"] - a["user"]) * 1e6 / n, "sys_us": (b["sys"] - a["sys"]) * 1e6 / n,
                            "syscalls": {k: v / n for k, v in sc.items()},
                            "net_in": (b["in"] - a["in"]) / n, "net_out": (b["out"] - a["out"]) / n,
                            "aof": (b["aof"] - a["aof"]) / n,
                            "cmd_us": sum(u for _, u in cs.values()) / n,
                            "cmds": {k: (c / n, u / max(1, c)) for k, (c, u) in cs.items()}})
        finally:
            stack.close()
    return out


def report(rs: list[dict]) -> str:
    def med(f):
        return statistics.median(f(x) for x in rs)
    keys = ("requests", "rps", "redis_cpu_us", "cmd_us", "net_in", "net_out", "aof")
    lines = ["| run | requests | req/s | redis CPU µs/req | commands' µs/req | net in B/req | net out B/req | AOF B/req | EVALSHA per req, µs per call |",
             "| --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for i, x in enumerate(rs):
        ev = x["cmds"].get("evalsha", (0, 0))
        lines.append(f"| {i + 1} | " + " | ".join(f"{x[k]:,.0f}" for k in keys) + f" | {ev[0]:.3f}, {ev[1]:.1f} |")
    ev_med = med(lambda x: x["cmds"].get("evalsha", (0, 0))[1])
    lines.append("| median | " + " | ".join(f"{med(lambda x, k=k: x[k]):,.0f}" for k in keys)
                 + f" | {med(lambda x: x['cmds'].get('evalsha', (0, 0))[0]):.3f}, {ev_med:.1f} |")
    top = sorted(rs[-1]["cmds"].items(), key=lambda kv: -kv[1][0] * kv[1][1])[:14]
    lines.append("user / system µs per request: " + ", ".join(f"{x['user_us']:.0f} / {x['sys_us']:.0f}" for x in rs))
    lines.append("syscalls per request (perf stat, whole window): " + "; ".join(
        ", ".join(f"{k} {v:.2f}" for k, v in x["syscalls"].items()) for x in rs))
    lines.append("last run, commands by time: " + ", ".join(f"{k} {c:.3f}/req x {u:.1f} µs" for k, (c, u) in top))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seconds", type=float, default=6.0)
    ap.add_argument("--connections", type=int, default=4)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--warmup", type=float, default=3.0,
                    help="the warm-up run's seconds: long enough that every game has had its first action "
                         "(the listing moves a game from setup to active once)")
    ap.add_argument("--binary", default=None, help="a redis-server binary (default: the embedded server)")
    ap.add_argument("--json", type=Path, default=None, help="write every run's figures here")
    a = ap.parse_args(argv)
    rs = measure(games=a.games, seconds=a.seconds, conns=a.connections, runs=a.runs, warmup=a.warmup, binary=a.binary)
    if a.json:
        a.json.write_text(json.dumps(rs))
    print(report(rs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
