"""Realtime at scale (issue 19): event watchers one API process holds, the Redis
connections they cost, memory per watcher, and the delay from a write to its delivery to
the last of 1,000 watchers of one game — the fan-out (server/service/fanout.py) beside
today's per-watcher ``XREAD BLOCK`` design (``BATTLE1821_EVENT_FANOUT=0``) in the same run.

    .venv/bin/python -m bench.watchers [--hold 5000] [--fanout-watchers 1000] [--writes 30]

Everything on 127.0.0.1. The load client holds connections cheaply: one asyncio socket
per watcher in this process (no HTTP library), reading the SSE frames and noting when
each ``id:`` arrives. Targets: ≥ 5,000 watchers held with ≤ 4 Redis connections for
streams; delivery to the last of 1,000 watchers p99 ≤ 100 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import time
import uuid
from pathlib import Path

import httpx
import redis

from server.stack import Stack

TARGET_HELD = 5000
TARGET_CONNS = 4
TARGET_P99_MS = 100.0


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _redis_conns(r: redis.Redis, pid: int) -> int:
    """Connections the API process ``pid`` holds for event streams (the fan-out's pub/sub
    and read pool, or the stream pool of blocking readers), named by the process."""
    names = (f"battle1821-fanout-{pid}", f"battle1821-streams-{pid}")
    return sum(1 for c in r.client_list() if c.get("name") in names)


class Watcher:
    """One SSE connection: status of the answer and when each event id arrived."""

    __slots__ = ("status", "arrived", "reader", "writer", "task")

    def __init__(self) -> None:
        self.status = 0
        self.arrived: dict[int, float] = {}

    async def open(self, host: str, port: int, gid: str, after: int) -> None:
        self.reader, self.writer = await asyncio.open_connection(host, port)
        self.writer.write((f"GET /games/{gid}/events/stream?after={after} HTTP/1.1\r\nHost: {host}\r\n"
                           "Accept: text/event-stream\r\n\r\n").encode())
        line = await self.reader.readline()
        self.status = int(line.split()[1]) if line.startswith(b"HTTP/") else -1
        if self.status == 200:
            self.task = asyncio.create_task(self._read())
        else:
            self.writer.close()

    async def _read(self) -> None:
        buf = b""
        try:
            while True:
                chunk = await self.reader.read(65536)
                if not chunk:
                    return
                now = time.perf_counter()
                buf += chunk
                while b"\nid: " in buf:
                    i = buf.index(b"\nid: ") + 5
                    j = buf.index(b"\n", i) if b"\n" in buf[i:] else -1
                    if j < 0:
                        break
                    self.arrived.setdefault(int(buf[i:j].strip() or 0), now)
                    buf = buf[j:]
                buf = buf[-64:]
        except (ConnectionError, asyncio.CancelledError, ValueError):
            return

    def close(self) -> None:
        if getattr(self, "task", None) is not None:
            self.task.cancel()
        if getattr(self, "writer", None) is not None:
            self.writer.close()


async def _open_many(host: str, port: int, games: list[str], n: int, batch: int = 250) -> list[Watcher]:
    ws = [Watcher() for _ in range(n)]
    for i in range(0, n, batch):
        chunk = ws[i:i + batch]
        await asyncio.gather(*(w.open(host, port, games[(i + k) % len(games)], 1 << 30)
                               for k, w in enumerate(chunk)), return_exceptions=True)
    return ws


def _new_game(base: str) -> tuple[str, str, int]:
    g = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}, timeout=30).json()
    return g["id"], g["players"][0]["token"], g["version"]


async def _hold(base: str, r: redis.Redis, pid: int, n: int) -> dict:
    host, port = base.split("//")[1].split(":")
    games = [_new_game(base)[0] for _ in range(50)]
    rss0 = _rss_kib(pid)
    t0 = time.perf_counter()
    ws = await _open_many(host, int(port), games, n)
    opened_s = time.perf_counter() - t0
    await asyncio.sleep(1.0)
    held = sum(1 for w in ws if w.status == 200)
    refused = sum(1 for w in ws if w.status == 503)
    rss1 = _rss_kib(pid)
    conns = _redis_conns(r, pid)
    for w in ws:
        w.close()
    await asyncio.sleep(1.0)
    return {"asked": n, "held": held, "refused_503": refused, "other": n - held - refused,
            "open_s": opened_s, "redis_conns": conns,
            "kib_per_watcher": (rss1 - rss0) / max(1, held)}


async def _delay(base: str, n: int, writes: int) -> dict:
    """``n`` watchers of one game; ``writes`` actions one after another; per write the time
    from sending it to its event reaching each watcher."""
    host, port = base.split("//")[1].split(":")
    gid, tok, version = _new_game(base)
    async with httpx.AsyncClient(base_url=base, timeout=30) as c:
        last = (await c.get(f"/games/{gid}/events")).json()["last_seq"]
        ws = [Watcher() for _ in range(n)]
        for i in range(0, n, 250):
            await asyncio.gather(*(w.open(host, int(port), gid, last) for w in ws[i:i + 250]))
        ws = [w for w in ws if w.status == 200]
        await asyncio.sleep(1.0)
        to_last, each = [], []
        for k in range(writes):
            body = {"type": "set_standing_orders", "call_ally": "never",
                    "answer_ally": "decline" if k % 2 else "accept"}
            t0 = time.perf_counter()
            resp = await c.post(f"/games/{gid}/actions", json=body,
                                headers={"Authorization": f"Bearer {tok}", "If-Match": f'"{version}"'})
            resp.raise_for_status()
            version = resp.json()["version"]
            seq = last + 1
            deadline = time.perf_counter() + 10
            while time.perf_counter() < deadline and not all(seq in w.arrived for w in ws):
                await asyncio.sleep(0.002)
            got = [w.arrived[seq] - t0 for w in ws if seq in w.arrived]
            if len(got) < len(ws):
                raise RuntimeError(f"write {k}: {len(ws) - len(got)} of {len(ws)} watchers never got seq {seq}")
            to_last.append(max(got) * 1000)
            each += [g * 1000 for g in got]
            last = seq
            await asyncio.sleep(0.1)
        for w in ws:
            w.close()
    to_last.sort()
    each.sort()
    q = lambda xs, p: xs[min(len(xs) - 1, int(p * len(xs)))]  # noqa: E731
    return {"watchers": len(ws), "writes": writes, "last_p50_ms": statistics.median(to_last),
            "last_p99_ms": q(to_last, 0.99), "each_p50_ms": q(each, 0.5), "each_p99_ms": q(each, 0.99)}


def measure(redis_url: str | None = None, *, hold: int = 5000, fanout_watchers: int = 1000,
            writes: int = 30) -> dict:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 2 * hold + 2000)), hard))
    out: dict = {}
    with Stack() as st:
        url = st.reuse_or_start_redis(redis_url)
        r = redis.Redis.from_url(url)
        tag = uuid.uuid4().hex[:8]
        base_env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=f"bw{tag}",
                        BATTLE1821_QUEUE=f"bw-{tag}", LOG_LEVEL="WARNING", BATTLE1821_SSE_KEEPALIVE_S="15")
        try:
            for mode, extra in (("fanout", {"BATTLE1821_WATCH_MEMORY_KB": str(1 << 20)}),
                                ("direct", {"BATTLE1821_EVENT_FANOUT": "0"})):
                base = st.api({**base_env, **extra}, name=f"api-{mode}", ready_path="/health")
                pid = st.children[-1].proc.pid
                res = asyncio.run(_hold(base, r, pid, hold))
                held = res["held"]
                res.update(asyncio.run(_delay(base, min(fanout_watchers, max(1, held - 10)), writes)))
                out[mode] = res
                st.children[-1].stop()
                st.children.pop()
        finally:
            keys = list(r.scan_iter(match=f"bw{tag}*", count=1000))
            for i in range(0, len(keys), 500):
                r.delete(*keys[i:i + 500])
            r.close()
    return out


def rows(res: dict) -> list[str]:
    f, d = res["fanout"], res["direct"]
    ok_held = f["held"] >= TARGET_HELD and f["redis_conns"] <= TARGET_CONNS
    return [
        f"| 8 watchers held by one API process (of {f['asked']:,} asked) | fan-out {f['held']:,} on "
        f"{f['redis_conns']} Redis connections ({f['kib_per_watcher']:.1f} KiB each); per-watcher XREAD "
        f"{d['held']:,} on {d['redis_conns']} ({d['refused_503']:,} refused 503) | ≥ 5,000 on ≤ 4 | "
        f"{'yes' if ok_held else 'no'} |",
        f"| 8 write → last of {f['watchers']:,} watchers of one game ({f['writes']} writes) | fan-out p50 "
        f"{f['last_p50_ms']:.1f} ms, p99 {f['last_p99_ms']:.1f} ms (each watcher p99 {f['each_p99_ms']:.1f} ms); "
        f"per-watcher XREAD, {d['watchers']:,} watchers: p50 {d['last_p50_ms']:.1f} ms, p99 {d['last_p99_ms']:.1f} ms"
        f" | p99 ≤ 100 ms | {'yes' if f['last_p99_ms'] <= TARGET_P99_MS else 'no'} |",
    ]


def section(url: str, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench)."""
    try:
        return rows(measure(url, hold=1000 if quick else 5000, fanout_watchers=300 if quick else 1000,
                            writes=10 if quick else 30))
    except Exception as exc:  # noqa: BLE001 - reported in the table
        return [f"| 8 watchers | not measured: {repr(exc)[:200]} |  |  |"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hold", type=int, default=5000)
    ap.add_argument("--fanout-watchers", type=int, default=1000)
    ap.add_argument("--writes", type=int, default=30)
    ap.add_argument("--redis-url", default=os.environ.get("REDIS_URL"))
    a = ap.parse_args(argv)
    res = measure(a.redis_url, hold=a.hold, fanout_watchers=a.fanout_watchers, writes=a.writes)
    for mode, r in res.items():
        print(mode, {k: round(v, 2) if isinstance(v, float) else v for k, v in r.items()})
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
