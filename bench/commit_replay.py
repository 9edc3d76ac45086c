"""commit.lua alone: the realistic mix's commit calls replayed on a Redis of their own
(issue 39, session 18), so that what the script costs Redis is measured without the API,
the worker or the load client beside it.

    .venv/bin/python -m bench.redis_commands --seconds 4 --games 300 --keep /tmp/mon
    .venv/bin/python -m bench.commit_replay /tmp/mon/mix.txt [--runs 3] [--script server/store/commit.lua]

Reads the ``EVALSHA`` calls of ``commit.lua`` from a ``MONITOR`` log (bench.redis_commands
``--keep``), gives each game's hash the version and write count its first call expects, then
sends the calls in their order, one at a time (a round trip each, as the API does), to a
throwaway Redis of ``server.stack`` on a temporary data dir (``appendfsync always``, as
``battle1821 run``). Per call: ``usec_per_call`` of ``EVALSHA`` (``INFO commandstats``: the
script and the commands it runs), redis-server's CPU (/proc), the bytes it read and wrote and
the AOF's growth. ``--script``: another commit.lua taking the same keys and arguments
(``--translate MODULE:FUNC``: a function ``(keys, argv) -> (keys, argv)`` for a script that
takes them otherwise). One run per ``--runs``, each on a new server; medians printed.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import os
import re
import statistics
import tempfile
import time
from pathlib import Path

import redis

from bench import http_load

ROOT = Path(__file__).resolve().parents[1]
TOKEN = re.compile(rb'"((?:[^"\\]|\\.)*)"')
ESC = re.compile(rb"\\(x[0-9a-fA-F]{2}|.)", re.DOTALL)
SIMPLE = {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"a": b"\a", b"b": b"\b", b'"': b'"', b"\\": b"\\"}


def _unescape(s: bytes) -> bytes:
    return ESC.sub(lambda m: bytes([int(m.group(1)[1:], 16)]) if m.group(1)[:1] == b"x" and len(m.group(1)) == 3
                   else SIMPLE.get(m.group(1), m.group(1)), s)


def calls(monitor_log: Path, sha: str) -> list[tuple[list[bytes], list[bytes]]]:
    """``[(keys, argv)]`` of the log's top-level ``EVALSHA <sha>`` calls, in order."""
    out = []
    want = sha.encode()
    for ln in monitor_log.read_bytes().splitlines():
        if b'"EVALSHA"' not in ln or b"[0 lua]" in ln or want not in ln:
            continue
        toks = [_unescape(t) for t in TOKEN.findall(ln.split(b"] ", 1)[1])]
        if toks[0].upper() != b"EVALSHA" or toks[1] != want:
            continue
        n = int(toks[2])
        out.append((toks[3:3 + n], toks[3 + n:]))
    return out


def _callgrind_binary(td: Path, binary: str | None) -> str:
    """A wrapper that runs the server under callgrind, instrumentation off until asked."""
    from server.stack import embedded_redis

    real = binary or embedded_redis().path
    w = td / "redis-under-callgrind"
    w.write_text(f"#!/bin/sh\nexec valgrind --tool=callgrind --instr-atstart=no "
                 f"--callgrind-out-file={td}/callgrind.out.%p {real} \"$@\"\n")
    w.chmod(0o755)
    return str(w)


def _user_sys(pid: int) -> tuple[float, float]:
    f = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    hz = os.sysconf("SC_CLK_TCK")
    return int(f[11]) / hz, int(f[12]) / hz


def _instructions(td: Path) -> int:
    total = 0
    for f in td.glob("callgrind.out.*"):
        for ln in f.read_text(errors="replace").splitlines():
            if ln.startswith(("summary:", "totals:")):
                total = max(total, int(ln.split()[1]))
    return total


def replay(cs, script: str, translate=None, binary: str | None = None, callgrind: bool = False,
           out: Path | None = None, fsync: str = "always",
           settle: float = 0.0) -> dict:
    import subprocess

    from server.stack import RedisBinary
    from server.stack import Stack as ProcessStack

    with ProcessStack() as procs, tempfile.TemporaryDirectory(prefix="b1821-replay-") as td:
        data = Path(td) / "data"
        if callgrind:
            binary = _callgrind_binary(Path(td), binary)
        url = procs.redis(data, binary=RedisBinary.of(binary) if binary else None,
                          args=["--auto-aof-rewrite-percentage", "0", "--appendfsync", fsync], disk_floor=0)
        r = redis.Redis.from_url(url)
        seen = set()
        for keys, argv in cs:       # each game as its first call expects it
            if keys[0] not in seen:
                seen.add(keys[0])
                r.hset(keys[0], mapping={"version": argv[0], "writes": argv[10] or b"0"})
        sha = r.script_load(script)
        pid = int(r.info("server")["process_id"])
        todo = [translate(k, a) if translate else (k, a) for k, a in cs]
        r.config_resetstat()
        st0, c0, us0 = r.info("stats"), http_load.cpu_seconds(pid), _user_sys(pid)
        aof0 = sum(f.stat().st_size for f in (data / "appendonlydir").glob("*"))
        if callgrind:
            subprocess.run(["callgrind_control", "-i", "on", str(pid)], check=True, capture_output=True)
        t0 = time.monotonic()
        applied = 0
        for keys, argv in todo:
            res = r.evalsha(sha, len(keys), *keys, *argv)
            applied += int(res[0]) == 1
        wall = time.monotonic() - t0
        time.sleep(settle)
        instr = 0
        if callgrind:
            subprocess.run(["callgrind_control", "-i", "off", str(pid)], check=True, capture_output=True)
            subprocess.run(["callgrind_control", "-d", str(pid)], check=True, capture_output=True)
            instr = _instructions(Path(td))
            if out is not None:
                out.mkdir(parents=True, exist_ok=True)
                for f in Path(td).glob("callgrind.out.*"):
                    (out / f.name).write_bytes(f.read_bytes())
        c1, st1, us1 = http_load.cpu_seconds(pid), r.info("stats"), _user_sys(pid)
        aof1 = sum(f.stat().st_size for f in (data / "appendonlydir").glob("*"))
        ev = r.info("commandstats")["cmdstat_evalsha"]
        n = len(todo)
        return {"calls": n, "applied": applied, "usec_per_call": float(ev["usec_per_call"]),
                "cpu_us": (c1 - c0) * 1e6 / n, "user_us": (us1[0] - us0[0]) * 1e6 / n,
                "sys_us": (us1[1] - us0[1]) * 1e6 / n, "net_in": (st1["total_net_input_bytes"] - st0["total_net_input_bytes"]) / n,
                "net_out": (st1["total_net_output_bytes"] - st0["total_net_output_bytes"]) / n,
                "aof": (aof1 - aof0) / n, "wall_s": wall, "k_instr": instr / n / 1e3}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("log", type=Path)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--script", type=Path, default=ROOT / "server" / "store" / "commit.lua")
    ap.add_argument("--recorded-script", type=Path, default=None,
                    help="the commit.lua the log was recorded with (default: --script's base, this tree's)")
    ap.add_argument("--translate", default=None, help="MODULE:FUNC (keys, argv) -> (keys, argv)")
    ap.add_argument("--binary", default=None)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--settle", type=float, default=0.0,
                    help="seconds measured after the last call (what the server does afterwards: expiries)")
    ap.add_argument("--appendfsync", default="always", help="the AOF's fsync policy (battle1821 run: always)")
    ap.add_argument("--callgrind", action="store_true",
                    help="run the server under callgrind: thousands of instructions per call (load-free)")
    ap.add_argument("--out", type=Path, default=None, help="with --callgrind: keep the callgrind files here")
    a = ap.parse_args(argv)
    rec = (a.recorded_script or ROOT / "server" / "store" / "commit.lua").read_text("utf-8")
    cs = calls(a.log, hashlib.sha1(rec.encode()).hexdigest())
    if a.limit:
        cs = cs[:a.limit]
    tr = None
    if a.translate:
        mod, fn = a.translate.split(":")
        tr = getattr(importlib.import_module(mod), fn)
    rs = [replay(cs, a.script.read_text("utf-8"), tr, a.binary, a.callgrind, a.out, a.appendfsync, a.settle) for _ in range(a.runs)]
    keys = ("calls", "applied", "usec_per_call", "cpu_us", "user_us", "sys_us", "net_in", "net_out", "aof", "wall_s") + \
        (("k_instr",) if a.callgrind else ())
    print("| run | " + " | ".join(keys) + " |")
    for i, x in enumerate(rs):
        print(f"| {i + 1} | " + " | ".join(f"{x[k]:,.1f}" for k in keys) + " |")
    print("| median | " + " | ".join(f"{statistics.median(x[k] for x in rs):,.1f}" for k in keys) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
