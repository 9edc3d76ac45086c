"""Redis memory per game (issue 7, part 4): ``MEMORY USAGE`` of every key of one game
after round 1 and after the game finished, and the event-stream length policy.

    .venv/bin/python -m bench.memory [--max-rounds 20]

Plays one 4-seat game with the SDK's random bots against one API process and one RQ
worker (:class:`bench.http_load.Stack`, private prefix and queue). After round 1 is the
moment the worker reports the round-1 Ottoman phase ``done`` on the event stream; the
keys are then read while the bots go on (a few actions may have landed in between).

Keys of a game (``server/store``): ``P:{g}:game`` (hash: state, meta, phase, summary...),
``P:{g}:events`` (stream), ``P:{g}:actions`` (list), ``P:{g}:phases`` (hash) and
``P:{g}:idem:*`` (idempotency records, TTL); plus two members of the listing index
(``server/store/listing.py``; measured per game by ``bench/listings.py``).
``MEMORY USAGE key SAMPLES 0`` measures every element (exact, not sampled).
"""

from __future__ import annotations

import argparse
import asyncio

import redis

from server.store import Keys

STREAM_POLICY = (
    "no MAXLEN, by design: commit.lua XADDs without trimming, and the stream IS the game's event log "
    "(GET /events?after=, SSE resume from Last-Event-ID, /battles/{n} rebuilt from it, replay of a "
    "finished game), so trimming would break resumption. It grows with the game only (one entry per "
    "event, bounded by the game's length), not over time. The commit that finishes or cancels a game "
    "puts BATTLE1821_FINISHED_TTL_S (default 7 days; 0 keeps it) on all of the game's keys; "
    "Idempotency-Key records live BATTLE1821_IDEMPOTENCY_TTL_S (24 h), never longer than the game")


def game_memory(r: redis.Redis, prefix: str, gid: str) -> dict:
    """{key kind: bytes} for every key of game ``gid`` and the totals, stream length."""
    k = Keys(prefix)
    keys = list(r.scan_iter(match=k.of_game(gid), count=1000))
    out: dict = {"keys": {}, "total": 0}
    for key in keys:
        name = key.decode() if isinstance(key, bytes) else key
        kind = name.rsplit("}:", 1)[1].split(":", 1)[0]
        n = r.memory_usage(key, samples=0) or 0
        out["keys"][kind] = out["keys"].get(kind, 0) + n
        out["total"] += n
    out["without_idem"] = out["total"] - out["keys"].get("idem", 0)
    out["events"] = r.xlen(k.events(gid))
    out["actions"] = r.llen(k.actions(gid))
    state = r.hget(k.game(gid), "state")
    out["state_bytes"] = len(state or b"")
    return out


def measure(stack, max_rounds: int = 20) -> dict:
    """One 4-bot game on ``stack`` (needs its worker): memory after round 1 and at the end."""
    from battle1821_bots import play_game

    snaps: dict = {}

    def on_event(gid: str, ev: dict) -> None:
        if ("round1" not in snaps and ev.get("type") == "ottoman_phase" and ev.get("status") == "done"
                and ev.get("round") == 1):
            snaps["round1"] = game_memory(stack.r, stack.prefix, gid)

    res = asyncio.run(play_game(stack.base, ["random"] * 4, max_rounds=max_rounds, bot_seed=7,
                                seed="bench7-memory", on_event=on_event))
    snaps["finished"] = game_memory(stack.r, stack.prefix, res.game_id)
    snaps["rounds"] = res.rounds
    snaps["status"] = res.status
    snaps["policy"] = STREAM_POLICY
    return snaps


def fmt(m: dict) -> str:
    parts = ", ".join(f"{k} {v / 1024:.1f}" for k, v in sorted(m["keys"].items()))
    return (f"{m['total'] / 1024:.1f} KiB, {m['without_idem'] / 1024:.1f} KiB once the idempotency records "
            f"expire ({parts} KiB; {m['events']} events, {m['actions']} actions, state {m['state_bytes']} B)")


def main(argv: list[str] | None = None) -> dict:
    from bench.http_load import Stack

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--max-rounds", type=int, default=20)
    ap.add_argument("--redis-url", default=None,
                    help="a Redis to run on (default: a throwaway one the bench starts)")
    a = ap.parse_args(argv)
    stack = Stack(a.redis_url, worker=True, log_level="WARNING")
    try:
        out = measure(stack, a.max_rounds)
    finally:
        stack.close()
    if "round1" in out:
        print("after round 1:", fmt(out["round1"]))
    print(f"finished ({out['status']}, {out['rounds']} rounds):", fmt(out["finished"]))
    print("event stream:", out["policy"])
    return out


if __name__ == "__main__":
    main()
