"""Game records and archives (issues 14 and 40): Redis memory of one game after round 1,
finished before archiving, and once moved to the record store (its pointer); then 10,000
moved games.

    .venv/bin/python -m bench.archive [--games 3] [--archived 10000] [--max-rounds 20]

Plays ``--games`` 4-seat games of ``--max-rounds`` rounds with the SDK's random bots
against one API process and one RQ worker (:class:`bench.http_load.Stack`, private prefix
and queue, ``BATTLE1821_ARCHIVE=0`` so that the finished game stays live to be measured),
measures ``MEMORY USAGE`` of every key of each game after round 1 and once finished
(:func:`bench.memory.game_memory`), moves it to the record store
(:func:`server.store.recordstore.move.move_game`, the worker's own step; a SQLite store in
a temporary directory unless ``BATTLE1821_RECORDS_URL`` names one) and measures the
pointer hash it leaves. Then it writes ``--archived`` pointers (copies of the played
games' under new ids, with their listing summaries and index members, through
``move.lua``'s key shape) and reports the Redis memory they take (``INFO memory``
``used_memory`` before and after, and the sum of ``MEMORY USAGE`` of their keys), and the
time to decode an archive (replay included).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import tempfile
import time

import msgspec

from server.store import Keys

TARGET_ARCHIVED = 8 * 1024
TARGET_ROUND1 = 16 * 1024
TARGET_FINISHED = 96 * 1024


def _play(stack, max_rounds: int, seed: str) -> tuple[str, dict, dict]:
    from battle1821_bots import play_game

    from bench.memory import game_memory

    snaps: dict = {}

    def on_event(gid: str, ev: dict) -> None:
        if ("round1" not in snaps and ev.get("type") == "ottoman_phase" and ev.get("status") == "done"
                and ev.get("round") == 1):
            snaps["round1"] = game_memory(stack.r, stack.prefix, gid)

    res = asyncio.run(play_game(stack.base, ["random"] * 4, max_rounds=max_rounds, bot_seed=7, seed=seed,
                                on_event=on_event))
    return res.game_id, snaps.get("round1", {}), game_memory(stack.r, stack.prefix, res.game_id)


def measure(redis_url: str | None, games: int = 3, archived: int = 10_000, max_rounds: int = 20) -> dict:
    from bench.http_load import Stack
    from server.records.archive import decode
    from server.store.records import summary_dec
    from server.store import listing as lx

    from server.store.recordstore.move import move_game

    tmp = None
    if not os.environ.get("BATTLE1821_RECORDS_URL"):      # the API's and this process's record store
        tmp = tempfile.mkdtemp(prefix="bench-archive-")
        os.environ["BATTLE1821_RECORDS_URL"] = f"sqlite:///{tmp}/records.sqlite3"
    stack = Stack(redis_url, worker=True, log_level="WARNING", tag="bench14", env={"BATTLE1821_ARCHIVE": "0"})
    out: dict = {"games": []}
    try:
        k = Keys(stack.prefix)
        blobs = []
        for i in range(games):
            gid, r1, fin = _play(stack, max_rounds, f"bench14-{i}")
            t = time.perf_counter()
            what = stack.run_store(lambda store: move_game(store, store.records, gid))
            t_arch = time.perf_counter() - t
            h = stack.r.hgetall(k.game(gid))
            blob = stack.run_store(lambda store: store.records.get(gid)).archive
            t = time.perf_counter()
            arch = decode(gid, blob, summary=h[b"summary"])
            t_dec = time.perf_counter() - t
            out["games"].append({
                "id": gid, "archived": what, "round1": r1.get("total", 0), "round1_no_idem": r1.get("without_idem", 0),
                "finished": fin["total"], "finished_no_idem": fin["without_idem"], "keys": fin["keys"],
                "events": fin["events"], "actions": fin["actions"], "archive_bytes": len(blob),
                "archived_memory": stack.r.memory_usage(k.game(gid), samples=0), "archive_s": t_arch,
                "decode_s": t_dec, "versions": arch.version,
            })
            blobs.append((gid, h, len(blob)))
        # --------------------------------------------------------- N archived games
        pfx = f"{stack.prefix}x"
        kx = Keys(pfx)
        before = int(stack.r.info("memory")["used_memory"])
        t = time.perf_counter()
        total_blob = 0
        batch = stack.r.pipeline(transaction=False)
        ids = []
        for n in range(archived):
            _src, h, size = blobs[n % len(blobs)]
            gid = f"{n:016x}"
            s = summary_dec.decode(h[b"summary"])
            s = msgspec.structs.replace(s, id=gid)
            summary = msgspec.json.encode(s)
            batch.hset(kx.game(gid), mapping={"version": h[b"version"], "summary": summary, "arch": h[b"arch"]})
            member = lx.member_of(s)
            batch.zadd(kx.index, {member: 0})
            batch.zadd(kx.cell(s.status, s.seats, s.open_seats > 0), {member: 0})
            total_blob += size
            ids.append(gid)
            if len(batch) >= 3000:
                batch.execute()
        batch.execute()
        write_s = time.perf_counter() - t
        after = int(stack.r.info("memory")["used_memory"])
        pipe = stack.r.pipeline(transaction=False)
        for gid in ids:
            pipe.memory_usage(kx.game(gid), samples=0)
        usage = sum(x or 0 for x in pipe.execute())
        index = sum(stack.r.memory_usage(x, samples=0) or 0 for x in [kx.index, *lx.every_cell(kx)]
                    if stack.r.exists(x))
        out["n"] = {"archived": archived, "used_memory": after - before, "memory_usage": usage, "index": index,
                    "blob_bytes": total_blob, "write_s": write_s, "distinct": len(blobs)}
        for pattern in (f"{pfx}:*",):
            keys = list(stack.r.scan_iter(match=pattern, count=5000))
            for i in range(0, len(keys), 1000):
                stack.r.delete(*keys[i:i + 1000])
    finally:
        stack.close()
        if tmp:
            os.environ.pop("BATTLE1821_RECORDS_URL", None)
            shutil.rmtree(tmp, ignore_errors=True)
    return out


def _kib(n: float) -> str:
    return f"{n / 1024:.1f} KiB"


def rows(m: dict) -> list[tuple[str, str, str, str]]:
    from bench.all import _ok

    g = m["games"]
    worst = max(g, key=lambda x: x["archived_memory"])
    r1 = max(x["round1"] for x in g)
    fin = max(x["finished"] for x in g)
    out = [
        (f"7 records: Redis memory per game after round 1 (max of {len(g)} 4-seat games)",
         f"{_kib(r1)} ({_kib(max(x['round1_no_idem'] for x in g))} once the idempotency records expire)",
         "<= 16 KiB", _ok(r1, TARGET_ROUND1, False)),
        (f"7 records: finished game before archiving ({worst['versions']} versions, {worst['events']} events, "
         f"{worst['actions']} actions)",
         f"{_kib(fin)} ({_kib(max(x['finished_no_idem'] for x in g))} without idempotency records; "
         + ", ".join(f"{k} {_kib(v)}" for k, v in sorted(worst["keys"].items())) + ")",
         "<= 96 KiB", _ok(fin, TARGET_FINISHED, False)),
        ("7 records: game moved to the record store, Redis MEMORY USAGE of its pointer (max; blob bytes, in the store)",
         f"{_kib(worst['archived_memory'])} ({worst['archive_bytes']:,} B blob; archive step "
         f"{max(x['archive_s'] for x in g) * 1000:.0f} ms, decode with replay {max(x['decode_s'] for x in g) * 1000:.0f} ms)",
         "<= 8 KiB", _ok(worst["archived_memory"], TARGET_ARCHIVED, False)),
    ]
    n = m.get("n")
    if n:
        per = n["used_memory"] / n["archived"]
        out.append((f"7 records: {n['archived']:,} moved games (copies of {n['distinct']} played ones' pointers)",
                    f"used_memory +{n['used_memory'] / 2**20:.1f} MiB ({_kib(per)} per game, listing index "
                    f"included); MEMORY USAGE of the game keys {n['memory_usage'] / 2**20:.1f} MiB, blobs in the store "
                    f"{n['blob_bytes'] / 2**20:.1f} MiB, index {n['index'] / 2**20:.2f} MiB; written in "
                    f"{n['write_s']:.1f} s", "<= 8 KiB per game", _ok(per, TARGET_ARCHIVED, False)))
        out.append(("7 records: Redis for 1,000,000 finished games (from the line above)",
                    f"{per * 1e6 / 2**30:.1f} GiB", "", ""))
        out.append(("7 records: Redis for 10,000 games in play (finished-before-archive size as the bound)",
                    f"{fin * 1e4 / 2**30:.2f} GiB (at round 1: {r1 * 1e4 / 2**30:.2f} GiB)", "", ""))
    return out


def section(redis_url: str, quick: bool = False) -> list[str]:
    m = measure(redis_url, games=1 if quick else 3, archived=1000 if quick else 10_000)
    return [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows(m)]


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--archived", type=int, default=10_000)
    ap.add_argument("--max-rounds", type=int, default=20)
    ap.add_argument("--redis-url", default=None,
                    help="a Redis to run on (default: a throwaway one the bench starts)")
    a = ap.parse_args(argv)
    m = measure(a.redis_url, a.games, a.archived, a.max_rounds)
    for row in rows(m):
        print(" | ".join(row))
    return m


if __name__ == "__main__":
    main()
