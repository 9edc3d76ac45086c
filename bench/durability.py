"""What ``appendfsync always`` (the embedded Redis on a data dir, server/stack.py) costs
against ``everysec``: the game store's commit (``commit.lua``, one action-sized commit
with one event and one action record) on two embedded Redis servers with their AOF in a
data dir on this machine's disk, one ``always`` and one ``everysec``, in alternating runs.

- one writer: commits/s and the median and p99 commit latency (each commit waits for its
  own fsync under ``always``);
- 16 writer threads: commits/s (Redis fsyncs once per event-loop turn, so concurrent
  commits share an fsync).

    .venv/bin/python -m bench.durability [--seconds 2] [--rounds 2]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
import threading
import time
from pathlib import Path

import redis
import redis.asyncio

from bench import section_rows
from server.stack import APPENDFSYNC, Stack
from server.store import Commit, GameMeta, GameStore

THREADS = 16


def _run(url: str, seconds: float, threads: int) -> dict:
    """Commits of ``threads`` writers, each on a game of its own, for ``seconds``."""
    stop = time.perf_counter() + seconds
    lat: list[float] = []
    counts = [0] * threads
    lock = threading.Lock()

    async def commits(i: int) -> list[float]:
        r = redis.asyncio.Redis.from_url(url)
        store = GameStore(r, prefix="bench-dur")
        gid = f"g{i}-{time.monotonic_ns()}"
        meta = GameMeta(created_at="2000-01-01T00:00:00Z", host="h", seat_tokens=[])
        assert (await store.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s" * 600,
                                          meta=meta))).ok
        v, mine = 1, []
        try:
            while time.perf_counter() < stop:
                t = time.perf_counter()
                res = await store.commit(Commit(game_id=gid, expected_version=v, new_version=v + 1,
                                                state=b"s" * 600,
                                                events=[b'{"seq":%d,"version":%d,"type":"bench_noop"}' % (v, v + 1)],
                                                first_seq=v, action=b'{"type":"end_step"}'))
                mine.append(time.perf_counter() - t)
                assert res.ok
                v += 1
        finally:
            await r.aclose()
        return mine

    def writer(i: int) -> None:
        mine = asyncio.run(commits(i))
        counts[i] = len(mine)
        with lock:
            lat.extend(mine)

    ts = [threading.Thread(target=writer, args=(i,)) for i in range(threads)]
    t0 = time.perf_counter()
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    wall = time.perf_counter() - t0
    lat.sort()
    return {"per_s": sum(counts) / wall, "p50_ms": lat[len(lat) // 2] * 1000,
            "p99_ms": lat[int(len(lat) * 0.99)] * 1000}


def measure(seconds: float = 2.0, rounds: int = 2) -> dict:
    out: dict = {}
    with tempfile.TemporaryDirectory(prefix="bench-durability-", dir=Path.home()) as d, Stack(Path(d) / "logs") as st:
        urls = {mode: st.redis(Path(d) / mode, args=["--appendfsync", mode]) for mode in ("always", "everysec")}
        for mode, url in urls.items():
            assert redis.Redis.from_url(url).config_get("appendfsync")["appendfsync"] == mode
        runs: dict = {(m, n): [] for m in urls for n in (1, THREADS)}
        for _ in range(rounds):
            for n in (1, THREADS):
                for mode, url in urls.items():
                    runs[(mode, n)].append(_run(url, seconds, n))
        for (mode, n), rs in runs.items():
            out[f"{mode}_{n}"] = {k: statistics.median(r[k] for r in rs) for k in rs[0]}
    return out


def rows(res: dict) -> list[str]:
    a1, e1 = res["always_1"], res["everysec_1"]
    an, en = res[f"always_{THREADS}"], res[f"everysec_{THREADS}"]
    return [
        f"| 14 durability: commits/s, one writer, appendfsync always vs everysec (the embedded Redis on a data dir "
        f"runs `{APPENDFSYNC}`; p50 / p99 ms) | {a1['per_s']:,.0f} vs {e1['per_s']:,.0f} "
        f"({a1['p50_ms']:.2f} / {a1['p99_ms']:.2f} vs {e1['p50_ms']:.2f} / {e1['p99_ms']:.2f} ms) |  |  |",
        f"| 14 durability: commits/s, {THREADS} writers, appendfsync always vs everysec | "
        f"{an['per_s']:,.0f} vs {en['per_s']:,.0f} ({an['per_s'] / en['per_s']:.0%}) |  |  |",
    ]


def section(url: str | None = None, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench); ``url`` unused:
    this bench starts its own two servers (each with its AOF on disk)."""
    return section_rows("14 durability", lambda: rows(measure(seconds=1.0 if quick else 2.0,
                                                              rounds=1 if quick else 2)))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--rounds", type=int, default=2)
    a = ap.parse_args(argv)
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(measure(a.seconds, a.rounds))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
