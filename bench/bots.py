"""Bots over HTTP (issue 5): wall time of one 4-bot game, and greedy vs random win rate.

Starts its own API server and RQ worker (``server.stack``, like ``battle1821 run``) on the
Redis at REDIS_URL (default 127.0.0.1:6379; a throwaway Redis is started when none answers)
with a key prefix and queue name of its own; or uses ``--server URL`` as it is.

    python -m bench.bots [--games 20] [--max-rounds 20] [--single 5] [--loop auto|asyncio|uvloop]

Prints: the wall time of single 4-bot games (random x4 and greedy/random x2), played one
at a time (target: median <= 1.0 s for random x4, issue 17), requests per action, where the
CPU time of a game goes (this client process, the API process, the worker; /proc, only
when the bench started them), and over ``--games`` games with
seats greedy, random, greedy, random: each bot's wins per seat (a random seat's fair
share is 25 %).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
import uuid
from pathlib import Path

from server.stack import Stack, StackError

ROOT = Path(__file__).resolve().parents[1]
MIX = ["greedy", "random", "greedy", "random"]


def start(redis_url: str | None) -> tuple[str, Stack, dict]:
    """An API and one worker (``server.stack``) on a key prefix and queue of their own, on
    the Redis at ``redis_url`` (default REDIS_URL's default) or, when none answers there,
    a throwaway one; returns (base URL, the stack, the namespace to delete)."""
    procs = Stack()
    try:
        url = procs.reuse_or_start_redis(redis_url or os.environ.get("REDIS_URL"))
        tag = f"bench-bots-{uuid.uuid4().hex[:8]}"
        env = dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=tag,
                   BATTLE1821_QUEUE=tag, LOG_LEVEL="WARNING")
        procs.worker(env)
        base = procs.api(env, ready_path="/ready")
    except StackError as exc:
        procs.stop()
        raise SystemExit(f"server/worker did not start: {exc}") from None
    return base, procs, {"redis": url, "tag": tag}


def stop(procs: Stack | None, info: dict) -> None:
    """Delete the bench's keys, then stop its processes (a throwaway Redis last)."""
    if info:
        import redis

        r = redis.Redis.from_url(info["redis"])
        for pattern in (f"{info['tag']}*", f"rq:*{info['tag']}*"):
            keys = list(r.scan_iter(match=pattern, count=1000))
            for i in range(0, len(keys), 500):
                r.delete(*keys[i:i + 500])
    if procs is not None:
        procs.stop()


def count_requests():
    """Wrap Bot._call to count the bots' requests."""
    from battle1821_bots import base

    counter = {"n": 0}
    orig = base.Bot._call

    async def _call(self, make, attempts: int = 8):
        counter["n"] += 1
        return await orig(self, make, attempts)

    base.Bot._call = _call
    return counter


def _runner(loop: str):
    """``asyncio.run`` for the bots process, on uvloop when asked or (``auto``) installed:
    the harness's choice, the bots package itself stays on the standard library's loop."""
    if loop != "asyncio":
        try:
            import uvloop
        except ImportError:
            if loop == "uvloop":
                raise
        else:
            def run(coro):
                with asyncio.Runner(loop_factory=uvloop.new_event_loop) as r:
                    return r.run(coro)
            run.loop_name = "uvloop"
            return run

    def run(coro):
        return asyncio.run(coro)
    run.loop_name = "asyncio"
    return run


def main() -> None:
    ap = argparse.ArgumentParser(description="bots over HTTP: game wall time, greedy vs random")
    ap.add_argument("--server", default=None, help="use this API (default: start one)")
    ap.add_argument("--redis", default=None)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--max-rounds", type=int, default=20)
    ap.add_argument("--single", type=int, default=5, help="single games timed one at a time, per line-up")
    ap.add_argument("--concurrency", type=int, default=4)
    ap.add_argument("--loop", choices=("auto", "asyncio", "uvloop"), default="auto",
                    help="the bots' event loop (auto: uvloop when installed)")
    a = ap.parse_args()

    from battle1821_bots import play_game, play_games

    run = _runner(a.loop)

    procs, info = None, {}
    base = a.server
    if base is None:
        base, procs, info = start(a.redis)
    counter = count_requests()
    from bench.http_load import cpu_seconds

    pids = {c.name: c.proc.pid for c in procs.children if c.name in ("api", "worker")} if procs else {}
    try:
        run(play_game(base, ["random"] * 4, max_rounds=2))  # warm-up
        print(f"server {base}, max_rounds {a.max_rounds}, {os.cpu_count()} CPUs, bots on {run.loop_name}, "
              f"load average {os.getloadavg()[0]:.2f}")
        for lineup in (["random"] * 4, MIX):
            walls, rounds, actions, reqs = [], [], [], []
            cpu = {"client": [], **{n: [] for n in pids}}
            for k in range(a.single):
                counter["n"] = 0
                c0 = {n: cpu_seconds(p) for n, p in pids.items()}
                p0 = time.process_time()
                t0 = time.perf_counter()
                res = run(play_game(base, lineup, max_rounds=a.max_rounds, bot_seed=k))
                walls.append(time.perf_counter() - t0)
                cpu["client"].append(time.process_time() - p0)
                for n, p in pids.items():
                    cpu[n].append(cpu_seconds(p) - c0[n])
                assert res.status == "finished" and not res.errors, res.errors
                rounds.append(res.rounds)
                actions.append(sum(s.actions for s in res.seats))
                reqs.append(counter["n"])
            target = "; target median <= 1.0 s" if lineup == ["random"] * 4 and a.max_rounds == 20 else ""
            print(f"one 4-bot game over HTTP ({'/'.join(lineup)}): wall median {statistics.median(walls):.2f} s "
                  f"(min {min(walls):.2f}, max {max(walls):.2f}{target}), CPU per game median: "
                  + ", ".join(f"{n} {statistics.median(v):.2f} s" for n, v in cpu.items()) + "; rounds median "
                  f"{statistics.median(rounds)}, actions median {statistics.median(actions)}, "
                  f"{sum(reqs) / max(1, sum(actions)):.2f} bot requests per action, "
                  f"{sum(actions) / sum(walls):.0f} actions/s")
        t0 = time.perf_counter()
        results = run(play_games(base, a.games, MIX, concurrency=a.concurrency, max_rounds=a.max_rounds))
        wall = time.perf_counter() - t0
        done = [r for r in results if not isinstance(r, Exception)]
        failed = len(results) - len(done)
        wins = {"greedy": 0.0, "random": 0.0}
        for r in done:
            for w in r.winners:
                wins[MIX[w]] += 1 / len(r.winners)
        n = len(done)
        ottoman = sum(1 for r in done if not r.winners)
        print(f"greedy vs random over {n} games (seats {'/'.join(MIX)}, {a.concurrency} at a time, "
              f"{wall:.1f} s): greedy won {wins['greedy']:g} ({wins['greedy'] / n:.0%} of games, "
              f"{wins['greedy'] / n / 2:.0%} per seat), random won {wins['random']:g} "
              f"({wins['random'] / n:.0%}, {wins['random'] / n / 2:.0%} per seat), Ottoman victories {ottoman}, "
              f"failed games {failed}; mean Fame greedy "
              f"{statistics.mean(s.fame for r in done for s in r.seats if s.bot == 'greedy'):.1f}, random "
              f"{statistics.mean(s.fame for r in done for s in r.seats if s.bot == 'random'):.1f}")
    finally:
        stop(procs, info)


if __name__ == "__main__":
    main()
