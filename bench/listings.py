"""Listing cost against the number of games (``make bench`` section 5; issue 18).

    .venv/bin/python -m bench.listings [--sizes 10000,100000] [--runs 300] [--redis-url URL]

For each size it bulk-loads that many games under a unique key prefix (only what a
listing reads: each game hash's ``summary``, plus the listing index written directly
through :mod:`server.store.listing`'s key names and members, pipelined), then times
``Listing.list_games`` (the API's use case over the async store, as ``GET /games``
runs it, without HTTP) for the unfiltered listing and each filter, ``runs`` calls each
one after the other: p50 and p99 in ms, and the bench process's CPU time per call (the
Python side of a listing: building the call, decoding 50 summaries). Memory: ``MEMORY USAGE`` (exact, ``SAMPLES 0``)
of every index key, per game. Every key of the prefix is deleted afterwards.

Games: creation times 1 s apart; status lobby 20 % (open seats), setup 5 %, active 40 %,
finished 30 %, cancelled 5 %; 2-4 seats evenly; one active game in ten keeps an open seat
(started from a position). A PING round trip measured in the same run is printed as the
floor: on a loaded machine every figure moves with it.

Then the same cases over HTTP (:func:`measure_http`, ``--no-http`` skips it): one API
process on a private prefix with the same bulk load, one keep-alive client sending the
``GET /games`` requests one after the other; p50, p99 and the API process's CPU per request.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import time
import uuid

import msgspec
import redis
import redis.asyncio

from bench import section_rows
from server.service.listing import Listing
from server.store import GameStore, GameSummary, Keys
from server.store import listing as lx

BASE_MS = 1_750_000_000_000
TARGET_P99_MS = 20.0
CASES: list[tuple[str, dict]] = [
    ("unfiltered", {}),
    ("status=lobby", {"status": "lobby"}),
    ("status=active", {"status": "active"}),
    ("status=finished", {"status": "finished"}),
    ("status=cancelled", {"status": "cancelled"}),
    ("open=true", {"open_seat": True}),
    ("seats=3", {"seats": 3}),
    ("status=lobby&open=true&seats=2", {"status": "lobby", "open_seat": True, "seats": 2}),
    ("created_after (newest 10 %)", {"created_after": "AFTER"}),
    ("status=active, page by cursor at half depth", {"status": "active", "cursor": "MID"}),
]
_enc = msgspec.json.Encoder()


def _status(rng: random.Random) -> str:
    x = rng.random()
    return "lobby" if x < 0.20 else "setup" if x < 0.25 else "active" if x < 0.65 else \
        "finished" if x < 0.95 else "cancelled"


def _iso(ms: int) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + f".{ms % 1000:03d}Z"


def load(r: redis.Redis, prefix: str, n: int, seed: int = 1821) -> list[str]:
    """Bulk-load ``n`` games' summaries and their index entries; returns the game ids."""
    rng = random.Random(seed)
    k = Keys(prefix)
    ids = []
    pipe = r.pipeline(transaction=False)
    for i in range(n):
        gid = f"{rng.getrandbits(64):016x}"
        status, seats = _status(rng), rng.choice(lx.SEATS)
        open_seats = rng.randint(1, seats) if status == "lobby" else \
            (1 if status == "active" and rng.random() < 0.1 else 0)
        s = GameSummary(id=gid, status=status, seats=seats, open_seats=open_seats, round=0 if status == "lobby" else 3,
                        phase="lobby" if status == "lobby" else "greek", created_at=_iso(BASE_MS + i * 1000))
        m = lx.member_of(s)
        pipe.hset(k.game(gid), mapping={"version": 1, "summary": _enc.encode(s)})
        pipe.zadd(k.index, {m: 0})
        pipe.zadd(k.cell(*lx.cell_of(s)), {m: 0})
        ids.append(gid)
        if len(pipe) >= 6000:
            pipe.execute()
    pipe.execute()
    return ids


def index_bytes(r: redis.Redis, prefix: str) -> int:
    k = Keys(prefix)
    return sum(r.memory_usage(x, samples=0) or 0 for x in [k.index, k.journal, k.expiring, *lx.every_cell(k)])


def delete(r: redis.Redis, prefix: str, ids: list[str]) -> None:
    k = Keys(prefix)
    pipe = r.pipeline(transaction=False)
    for gid in ids:
        pipe.unlink(k.game(gid))
        if len(pipe) >= 5000:
            pipe.execute()
    pipe.unlink(k.index, k.journal, k.expiring, *lx.every_cell(k))
    pipe.execute()
    left = list(r.scan_iter(match=f"{prefix}:*", count=5000))
    if left:
        r.unlink(*left)


async def _time_cases(url: str, prefix: str, n: int, runs: int) -> dict:
    r = redis.asyncio.Redis.from_url(url)
    svc = Listing(GameStore(r, prefix=prefix))
    out = {}
    try:
        after = _iso(BASE_MS + int(n * 0.9) * 1000)
        mid = await svc.list_games("active", offset=10_000, limit=50)
        for label, kw in CASES:
            kw = dict(kw)
            if kw.get("created_after") == "AFTER":
                kw["created_after"] = after
            if kw.get("cursor") == "MID":
                # a cursor in the middle of the active games (what paging that deep would hold)
                members = await r.zrange(svc.store.keys.cell("active", 3, False), 0, 0, desc=True)
                depth = await r.zrange(svc.store.keys.cell("active", 3, False), n // 10, n // 10, desc=True)
                kw["cursor"] = lx.encode_cursor((depth or members)[0].decode(), lx.Filter(status="active"))
            times = []
            page = None
            for _ in range(20):
                page = await svc.list_games(limit=50, **kw)
            cpu0 = time.process_time()
            for _ in range(runs):
                t0 = time.perf_counter()
                page = await svc.list_games(limit=50, **kw)
                times.append((time.perf_counter() - t0) * 1000)
            cpu_us = (time.process_time() - cpu0) / runs * 1e6
            times.sort()
            out[label] = {"p50_ms": statistics.median(times), "p99_ms": times[int(len(times) * 0.99) - 1],
                          "total": page.total, "page": len(page.games), "cpu_us": cpu_us}
        out["_mid_total"] = mid.total
        pings = []
        for _ in range(runs):
            t0 = time.perf_counter()
            await r.ping()
            pings.append((time.perf_counter() - t0) * 1000)
        pings.sort()
        out["_ping"] = {"p50_ms": statistics.median(pings), "p99_ms": pings[int(len(pings) * 0.99) - 1]}
    finally:
        await r.aclose()
    return out


def measure(url: str, sizes: tuple[int, ...] = (10_000, 100_000), runs: int = 300) -> dict:
    """{size: {case: {p50_ms, p99_ms, total, page}, "index_bytes_per_game": b, "load_s": s}}."""
    r = redis.Redis.from_url(url)
    res: dict = {}
    try:
        for n in sizes:
            prefix = f"bench-lst-{uuid.uuid4().hex[:8]}"
            t0 = time.perf_counter()
            ids = load(r, prefix, n)
            try:
                load_s = time.perf_counter() - t0
                per_game = index_bytes(r, prefix) / n
                cases = asyncio.run(_time_cases(url, prefix, n, runs))
                cases.pop("_mid_total", None)
                ping = cases.pop("_ping")
                res[n] = {"cases": cases, "index_bytes_per_game": per_game, "load_s": load_s, "ping": ping}
            finally:
                delete(r, prefix, ids)
    finally:
        r.close()
    return res


HTTP_QUERY = {"open_seat": "open"}


def _query(kw: dict) -> dict:
    """The ``GET /games`` query string of a :data:`CASES` entry (service keywords -> parameters)."""
    return {HTTP_QUERY.get(k, k): (str(v).lower() if isinstance(v, bool) else v) for k, v in kw.items()}


def measure_http(url: str | None, n: int, runs: int = 300) -> dict:
    """The same cases over HTTP: one ``battle1821 serve`` process (no worker) on a private
    prefix holding ``n`` bulk-loaded games, one keep-alive client sending ``GET /games?...&limit=50``
    one after the other (latency, not throughput): ``{case: {p50_ms, p99_ms, api_cpu_us}}``
    (API CPU from /proc per request)."""
    import httpx

    from bench import http_load

    st = http_load.Stack(url, worker=False, tag="blst")
    out: dict = {}
    try:
        ids = load(st.r, st.prefix, n)
        k = Keys(st.prefix)
        after = _iso(BASE_MS + int(n * 0.9) * 1000)
        depth = st.r.zrange(k.cell("active", 3, False), n // 10, n // 10, desc=True)
        with httpx.Client(base_url=st.base, timeout=10) as c:
            for label, kw in CASES:
                q = _query(kw) | {"limit": 50}
                if q.get("created_after") == "AFTER":
                    q["created_after"] = after
                if q.get("cursor") == "MID":
                    q["cursor"] = lx.encode_cursor(depth[0].decode(), lx.Filter(status="active"))
                for _ in range(20):
                    r = c.get("/games", params=q)
                    if r.status_code != 200:
                        raise RuntimeError(f"GET /games {q}: {r.status_code} {r.text[:200]}")
                times = []
                cpu0 = http_load.cpu_seconds(st.api.pid)
                for _ in range(runs):
                    t0 = time.perf_counter()
                    r = c.get("/games", params=q)
                    times.append((time.perf_counter() - t0) * 1000)
                    if r.status_code != 200:
                        raise RuntimeError(f"GET /games {q}: {r.status_code}")
                cpu_us = (http_load.cpu_seconds(st.api.pid) - cpu0) / runs * 1e6
                times.sort()
                out[label] = {"p50_ms": statistics.median(times), "p99_ms": times[int(len(times) * 0.99) - 1],
                              "api_cpu_us": cpu_us, "total": r.json().get("total")}
        delete(st.r, st.prefix, ids)
    finally:
        st.close()
    return out


def _case_rows(res: dict, case, cpu_label: str, title) -> list[str]:
    """One table row per listing case over the sizes of ``res``: p50, p99 and CPU at each
    size (``case(res, size, label)`` gives the figures: ``p50_ms``, ``p99_ms``, ``cpu_us``),
    the p50 growth from the smallest size to the largest and the p99 target at the largest
    (``title(label, big)`` names the row)."""
    sizes = sorted(res)
    big, small = sizes[-1], sizes[0]
    out = []
    for label, _ in CASES:
        vals = " · ".join(f"{n:,} games: p50 {case(res, n, label)['p50_ms']:.2f} ms, "
                          f"p99 {case(res, n, label)['p99_ms']:.2f} ms, "
                          f"{cpu_label} {case(res, n, label)['cpu_us']:.0f} us" for n in sizes)
        p99 = case(res, big, label)["p99_ms"]
        growth = case(res, big, label)["p50_ms"] / max(case(res, small, label)["p50_ms"], 1e-9)
        out.append(f"| {title(label, big)} | {vals} · p50 x{growth:.2f} from {small:,} to {big:,} | "
                   f"p99 <= {TARGET_P99_MS:.0f} ms | {'yes' if p99 <= TARGET_P99_MS else '**no**'} |")
    return out


def http_rows(res: dict) -> list[str]:
    """Rows for :func:`measure_http` results ``{size: {case: ...}}``."""
    if not res:
        return []
    return _case_rows(res, lambda r, n, label: dict(r[n][label], cpu_us=r[n][label]["api_cpu_us"]), "API CPU",
                      lambda label, big: f"5 HTTP GET /games, {label} (one API process, one client)")


def rows(res: dict) -> list[str]:
    """Section 5 of bench/RESULTS.md's table (``| measure | value | target | met |``)."""
    if not res:
        return []
    sizes = sorted(res)
    out = _case_rows(res, lambda r, n, label: r[n]["cases"][label], "bench CPU",
                     lambda label, big: f"5 GET /games listing, {label} (total {res[big]['cases'][label]['total']:,} "
                                        f"at {big:,})")
    ping = " · ".join(f"{n:,} games: p50 {res[n]['ping']['p50_ms']:.2f} ms, p99 {res[n]['ping']['p99_ms']:.2f} ms"
                      for n in sizes)
    out.append(f"| 5 the floor: one PING round trip, same client, same run (a listing is 2 round trips: "
               f"listing.lua page, then one pipeline of the page's summaries) | {ping} |  |  |")
    mem = " · ".join(f"{n:,} games: {res[n]['index_bytes_per_game']:.0f} B" for n in sizes)
    out.append(f"| 5 listing index memory per game (MEMORY USAGE of every index key / games) | {mem} |  |  |")
    return out


def section(url: str, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench)."""
    runs = 60 if quick else 300
    return section_rows("5 GET /games listing", lambda: rows(measure(url, runs=runs)) + http_rows(
        {n: measure_http(url, n, runs) for n in (10_000, 100_000)}))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="10000,100000")
    ap.add_argument("--runs", type=int, default=300)
    ap.add_argument("--redis-url", default=os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0")
    ap.add_argument("--no-http", action="store_true", help="skip the HTTP timings (one API process)")
    a = ap.parse_args(argv)
    sizes = tuple(int(x) for x in a.sizes.split(","))
    res = measure(a.redis_url, sizes, a.runs)
    for n in sorted(res):
        print(f"{n:,} games: bulk load {res[n]['load_s']:.1f} s, index {res[n]['index_bytes_per_game']:.0f} B/game")
    print("| measure | value | target | met |\n| --- | --- | --- | --- |")
    print("\n".join(rows(res)))
    if not a.no_http:
        print("\n".join(http_rows({n: measure_http(a.redis_url, n, a.runs) for n in sizes})))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
