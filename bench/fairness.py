"""Fairness under a flood (issue 38, point 7): does one address that floods the API take
the process from everyone else?

    .venv/bin/python -m bench.fairness [--seconds 10] [--rate 50] [--connections 32]

One ``battle1821 serve`` process with the default rate limits (``1000/10 seconds`` per
address, docs/operations/limits.md) on a throwaway Redis (``--redis-url``: another). Clients are told apart by ``X-Forwarded-For`` (the API
trusts it from 127.0.0.1, uvicorn's ``FORWARDED_ALLOW_IPS``):

- **B**, a well-behaved client (``10.0.0.2``): an open loop of ``GET /kinds`` at a fixed
  rate (``--rate`` requests/s, within its quota), each request's latency recorded;
- **A**, the flood (``10.0.0.1``): wrk, ``--connections`` connections, as fast as the
  server answers.

Three rounds of ``--seconds``: B alone, B while A floods, B alone again. Printed: B's
p50/p99/max latency and failures per round; A's answers per second split into served
(2xx) and refused (429); the API process's CPU share. The floor is B alone: under the
flood B's p99 should stay within a few times it, and A should be held to its quota
(100 requests/s) while its refusals cost the process little.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx

from server.stack import Stack as ProcessStack

ROOT = Path(__file__).resolve().parents[1]
PATH = "/kinds"


def _cpu(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


async def paced(base: str, rate: float, seconds: float, addr: str) -> tuple[list[float], int]:
    """``GET PATH`` at ``rate`` per second for ``seconds`` (open loop: each request at its
    time, whatever the others do); (latencies in ms of the 2xx answers, failures)."""
    lat: list[float] = []
    bad = 0
    async with httpx.AsyncClient(base_url=base, timeout=30, headers={"X-Forwarded-For": addr},
                                 limits=httpx.Limits(max_connections=64)) as c:
        async def one(at: float) -> None:
            nonlocal bad
            await asyncio.sleep(max(0.0, at - time.perf_counter()))
            t0 = time.perf_counter()
            try:
                r = await c.get(PATH)
                ok = r.status_code == 200
            except httpx.HTTPError:
                ok = False
            if ok:
                lat.append((time.perf_counter() - t0) * 1000)
            else:
                bad += 1
        start = time.perf_counter() + 0.2
        n = int(rate * seconds)
        await asyncio.gather(*(one(start + i / rate) for i in range(n)))
    return lat, bad


def _pct(xs: list[float], p: float) -> float:
    if not xs:
        return float("nan")
    s = sorted(xs)
    return s[min(len(s) - 1, int(p * len(s)))]


def flood(base: str, seconds: float, conns: int, addr: str) -> subprocess.Popen:
    wrk = shutil.which("wrk")
    if wrk is None:
        sys.exit("bench.fairness needs wrk on PATH (apt-get install wrk)")
    return subprocess.Popen([wrk, "-t", "1", "-c", str(conns), "-d", f"{seconds:.0f}s", "--latency",
                             "-H", f"X-Forwarded-For: {addr}", base + PATH],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def parse_wrk(out: str, seconds: float) -> tuple[float, float]:
    """(answers per second, refused (non-2xx) per second) from wrk's summary."""
    total = int(re.search(r"(\d+) requests in", out).group(1))
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    refused = int(m.group(1)) if m else 0
    return total / seconds, refused / seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=10)
    ap.add_argument("--rate", type=float, default=50, help="B's requests per second")
    ap.add_argument("--connections", type=int, default=32, help="A's wrk connections")
    ap.add_argument("--limit", default="1000/10 seconds", help="BATTLE1821_RATE_LIMIT_CLIENT")
    ap.add_argument("--redis-url", default=None, help="a Redis to run on (default: a throwaway one)")
    a = ap.parse_args()
    t = uuid.uuid4().hex[:8]
    procs = ProcessStack()
    redis_url = procs.redis_unless_given(a.redis_url)
    env = dict(REDIS_URL=redis_url, QUEUE_REDIS_URL=redis_url, REDIS_CLUSTER="0",
               BATTLE1821_KEY_PREFIX=f"fair{t}", BATTLE1821_QUEUE=f"fair-{t}", LOG_LEVEL="WARNING",
               BATTLE1821_RATE_LIMIT_CLIENT=a.limit, BATTLE1821_RATE_LIMIT_TOKEN="300/10 seconds",
               FORWARDED_ALLOW_IPS="127.0.0.1")
    try:
        base = procs.api(env, ready_path="/health", timeout=40)
        pid = procs.children[-1].proc.pid
        asyncio.run(paced(base, 20, 1, "10.0.0.9"))                 # warm up
        rows = []
        for label, with_flood in (("B alone", False), ("B under A's flood", True), ("B alone again", False)):
            cpu0, w0 = _cpu(pid), time.perf_counter()
            proc = flood(base, a.seconds, a.connections, "10.0.0.1") if with_flood else None
            lat, bad = asyncio.run(paced(base, a.rate, a.seconds, "10.0.0.2"))
            a_rate = ""
            if proc is not None:
                out, _ = proc.communicate(timeout=a.seconds + 30)
                answers, refused = parse_wrk(out, a.seconds)
                a_rate = f"{answers - refused:,.0f} served + {refused:,.0f} refused /s"
            share = (_cpu(pid) - cpu0) / (time.perf_counter() - w0)
            rows.append((label, len(lat), bad, _pct(lat, 0.5), _pct(lat, 0.99), max(lat or [0]), a_rate, share))
        print(f"\nFairness: one API process, limit {a.limit} per address; B {a.rate:g} req/s "
              f"(GET {PATH}), A wrk -c {a.connections}; {a.seconds:g} s per round; load "
              f"{os.getloadavg()[0]:.1f}\n")
        print("| round | B served | B failed | B p50 ms | B p99 ms | B max ms | A (10.0.0.1) | API CPU |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: |")
        for label, n, bad, p50, p99, mx, ar, share in rows:
            print(f"| {label} | {n} | {bad} | {p50:.1f} | {p99:.1f} | {mx:.1f} | {ar or '-'} | {share:.0%} |")
        floor = max(rows[0][4], rows[2][4])
        print(f"\nB's p99 under the flood: {rows[1][4] / floor:.1f}x its p99 alone (floor {floor:.1f} ms)")
    finally:
        procs.stop()


if __name__ == "__main__":
    main()
