"""The record store of finished games (issue 40): SQLite and PostgreSQL with N archived
games each: size on disk, write rate (bulk, as an import does, and one game per
transaction, as the worker's move does), p50/p99 of a record read (by id) and of a
finished-games listing page (50 newest before a random position), and of an exact count.

    .venv/bin/python -m bench.records_db [--games 100000] [--stores sqlite,postgres]
                                         [--blob 5800] [--sample 2000] [--out FILE]

Rows are the shape the move writes (:class:`~server.store.recordstore.StoredRecord`): a
``--blob``-byte archive (random bytes: an LZMA2 blob does not compress further, so
neither store's own compression gains on it; 5.8 KB is a 20-round 4-seat game's,
docs/records.md), a listing summary, an empty table talk, the seed and the state digest;
80 % finished, 20 % cancelled, ``created_at`` one second apart. SQLite is a file in a
temporary directory (WAL, ``synchronous=FULL``); PostgreSQL is
``TEST_POSTGRES_URL`` (default the machine's, 127.0.0.1:5432, database ``test``) in a
schema of its own, dropped afterwards. The figures are one run on a shared machine: the
load average is printed beside them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone

import msgspec

from server.store.recordstore import StoredRecord, open_record_store

PG_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")
BATCH = 1000
_T0 = datetime(2026, 1, 1, tzinfo=timezone.utc)


def _row(i: int, blob: int) -> StoredRecord:
    gid = f"{i:08x}{random.getrandbits(32):08x}"
    created = (_T0 + timedelta(seconds=i)).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    status = "cancelled" if i % 5 == 0 else "finished"
    seats = 2 + i % 3
    summary = msgspec.json.encode({"id": gid, "status": status, "seats": seats, "open_seats": 0, "round": 20,
                                   "phase": "finished" if status == "finished" else "cancelled",
                                   "created_at": created, "from_position": False, "kind": "battle1821"})
    return StoredRecord(game_id=gid, kind="battle1821", status=status, seats=seats, created_at=created,
                        version=650, seed=uuid.uuid4().hex, state_sha256=os.urandom(32).hex(),
                        summary=msgspec.Raw(summary), talk=msgspec.Raw(b"[]"), archive=os.urandom(blob),
                        tag=os.urandom(8).hex(), stored_at=int(time.time() * 1000))


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def _ms(xs: list[float]) -> str:
    return f"p50 {statistics.median(xs) * 1000:.2f} ms, p99 {_pct(xs, 0.99) * 1000:.2f} ms"


async def _measure(rs, games: int, blob: int, sample: int, say) -> dict:
    out: dict = {}
    ids: list[tuple[str, str, str]] = []
    t = time.perf_counter()
    i = 0
    while i < games:
        rows = [_row(j, blob) for j in range(i, min(games, i + BATCH))]
        await rs.put_many(rows)
        ids += [(r.game_id, r.created_at, r.status) for r in rows]
        i += len(rows)
        if i % (BATCH * 20) == 0:
            say(f"  {i:,} rows, {i / (time.perf_counter() - t):,.0f} rows/s")
    bulk = time.perf_counter() - t
    out["bulk_rows_s"] = games / bulk
    # one game per transaction, as the worker's move writes (durable commit each)
    single = []
    for j in range(min(sample, 1000)):
        r = _row(games + j, blob)
        t0 = time.perf_counter()
        await rs.put(r)
        single.append(time.perf_counter() - t0)
        ids.append((r.game_id, r.created_at, r.status))
    out["single"] = single
    out["single_rows_s"] = len(single) / sum(single)
    out["size"] = await rs.size_bytes()
    rnd = random.Random(40)
    reads = []
    for gid, _, _ in rnd.sample(ids, sample):
        t0 = time.perf_counter()
        got = await rs.get(gid)
        reads.append(time.perf_counter() - t0)
        assert got is not None and len(got.archive) == blob
    out["reads"] = reads
    pages = []
    finished = [x for x in ids if x[2] == "finished"]
    for gid, created, _ in rnd.sample(finished, min(sample, 500)):
        t0 = time.perf_counter()
        page = await rs.page("finished", before=(created, gid), limit=50)
        pages.append(time.perf_counter() - t0)
        assert page and page[0].created_at <= created
    first = []
    for _ in range(50):
        t0 = time.perf_counter()
        await rs.page("finished", limit=50)
        first.append(time.perf_counter() - t0)
    out["pages"], out["first_pages"] = pages, first
    counts = []
    for _ in range(5):
        t0 = time.perf_counter()
        n = await rs.count("finished")
        counts.append(time.perf_counter() - t0)
    out["count"], out["finished"] = counts, n
    return out


def _sqlite_checkpoint(rs) -> None:
    c = rs._conn()
    c.execute("PRAGMA wal_checkpoint(TRUNCATE)")


async def run(stores: list[str], games: int, blob: int, sample: int, say=print) -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for kind in stores:
        tmp = schema = None
        if kind == "sqlite":
            tmp = tempfile.mkdtemp(prefix="bench-records-")
            rs = open_record_store(f"sqlite:///{tmp}/records.sqlite3")
        else:
            schema = f"bench_{uuid.uuid4().hex[:8]}"
            rs = open_record_store(PG_URL, schema=schema)
        say(f"{kind}: {games:,} games of {blob:,} B ...")
        try:
            m = await _measure(rs, games, blob, sample, say)
            if kind == "sqlite":
                await asyncio.to_thread(_sqlite_checkpoint, rs)
                m["size"] = await rs.size_bytes()
        finally:
            await rs.close()
            if tmp:
                shutil.rmtree(tmp, ignore_errors=True)
            if schema:
                import psycopg

                with psycopg.connect(PG_URL, autocommit=True) as c:
                    c.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        n = games + len(m["single"])
        name = "SQLite (WAL, synchronous=FULL)" if kind == "sqlite" else "PostgreSQL 15 (synchronous_commit on)"
        rows += [
            (f"{name}: size on disk, {n:,} games", f"{m['size'] / 2**20:,.0f} MiB, {m['size'] / n:,.0f} B per game"),
            (f"{name}: write rate, bulk (import, {BATCH} per transaction)", f"{m['bulk_rows_s']:,.0f} games/s"),
            (f"{name}: write rate, one game per transaction (the worker's move)",
             f"{m['single_rows_s']:,.0f} games/s ({_ms(m['single'])})"),
            (f"{name}: record read by id ({len(m['reads']):,} random)", _ms(m["reads"])),
            (f"{name}: finished listing page, 50 before a random position ({len(m['pages'])})", _ms(m["pages"])),
            (f"{name}: finished listing, first page", _ms(m["first_pages"])),
            (f"{name}: exact count of finished games ({m['finished']:,})", _ms(m["count"])),
        ]
    return rows


async def redis_per_game(url: str, n: int) -> tuple[float, float]:
    """(bytes of ``used_memory`` per moved game, ``MEMORY USAGE`` of one pointer hash): ``n``
    pointers as ``move.lua`` leaves them (version, digest, summary) with their listing-index
    members (``GameStore.index_game``), under a private prefix deleted afterwards."""
    import redis.asyncio

    from server.store import GameStore
    from server.store.records import summary_dec

    prefix = f"bench-rdb-{uuid.uuid4().hex[:8]}"
    r = redis.asyncio.Redis.from_url(url)
    store = GameStore(r, prefix=prefix)
    try:
        before = (await r.info("memory"))["used_memory"]
        for i in range(n):
            row = _row(i, 16)
            pipe = r.pipeline(transaction=False)
            pipe.hset(store.keys.game(row.game_id), mapping={"version": row.version, "arch": row.tag,
                                                             "summary": bytes(row.summary)})
            await pipe.execute()
            await store.index_game(summary_dec.decode(bytes(row.summary)))
        after = (await r.info("memory"))["used_memory"]
        one = await r.memory_usage(store.keys.game(row.game_id), samples=0)
        return (after - before) / n, float(one)
    finally:
        keys = [k async for k in r.scan_iter(match=f"{prefix}:*", count=1000)]
        for i in range(0, len(keys), 500):
            await r.unlink(*keys[i:i + 500])
        await r.aclose()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--stores", default="sqlite,postgres")
    ap.add_argument("--blob", type=int, default=5800)
    ap.add_argument("--sample", type=int, default=2000)
    ap.add_argument("--out", default=None, help="Also write the table (markdown) to this file")
    ap.add_argument("--redis", default=os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/0"),
                    help="Where to measure the Redis memory a moved game keeps ('' : skip)")
    ap.add_argument("--pointers", type=int, default=10_000)
    a = ap.parse_args()
    load0 = os.getloadavg()
    t = time.perf_counter()
    rows = asyncio.run(run([x for x in a.stores.split(",") if x], a.games, a.blob, a.sample))
    if a.redis:
        per, one = asyncio.run(redis_per_game(a.redis, a.pointers))
        rows.append((f"Redis per moved game ({a.pointers:,} pointers with their listing-index members)",
                     f"{per:,.0f} B of used_memory ({one:,.0f} B MEMORY USAGE of the pointer hash): "
                     f"{per * 1_000_000 / 2**30:.2f} GiB per million finished games"))
    load1 = os.getloadavg()
    head = (f"Date: {datetime.now(timezone.utc):%Y-%m-%d %H:%M} UTC · CPUs: {os.cpu_count()} · load average at "
            f"start {' '.join(f'{x:.2f}' for x in load0)}, at end {' '.join(f'{x:.2f}' for x in load1)} · "
            f"{time.perf_counter() - t:.0f} s\n\n| measure | value |\n| --- | --- |\n")
    table = head + "".join(f"| {k} | {v} |\n" for k, v in rows)
    print(table)
    if a.out:
        with open(a.out, "w") as f:
            f.write(table)


if __name__ == "__main__":
    main()
