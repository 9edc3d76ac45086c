"""Bots over HTTP (issue 5): wall time of one 4-bot game, and greedy vs random win rate.

Starts its own API server and RQ worker (``server.stack``, like ``battle1821 run``) on
a throwaway Redis (``--redis``: another)
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
    the Redis at ``redis_url`` when given, else a throwaway one; returns (base URL, the
    stack, the namespace to delete)."""
    procs = Stack()
    try:
        url = procs.redis_unless_given(redis_url)
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


def worker_idle(info: dict, timeout: float = 10.0) -> None:
    """Return once the bench's worker is idle and its queue empty (at most ``timeout`` s):
    the job that ends a game archives it after the game's end, so the next game starts on
    an idle stack and the archive's CPU counts for the game it belongs to."""
    if not info:
        return
    import redis
    from rq import Queue, Worker

    q = Queue(info["tag"], connection=redis.Redis.from_url(info["redis"]))
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if q.count == 0 and all(w.get_state() != "busy" for w in Worker.all(queue=q)):
            return
        time.sleep(0.01)


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


TARGET_WALL_S = 1.0
"""Issue 17: one random x4 game of 20 rounds over HTTP, wall median <= 1.0 s."""


def single_games(base: str, pids: dict[str, int], lineup: list[str], games: int, max_rounds: int,
                 run, counter: dict, info: dict | None = None) -> dict:
    """``games`` games of ``lineup`` played one at a time (game ``k``: game seed
    ``bench-bots-{k}``, bot seeds ``10k+seat``, so runs replay the same games), each
    followed by :func:`worker_idle` when the bench started the stack (``info``): wall
    seconds per game (to its end), CPU seconds per game of this process (``client``) and
    of each process in ``pids`` (/proc, up to the worker's idle), rounds, actions and the
    bots' requests."""
    from battle1821_bots import play_game

    from bench.http_load import cpu_seconds

    out: dict = {"lineup": list(lineup), "max_rounds": max_rounds, "walls": [], "rounds": [], "actions": [],
                 "requests": [], "cpu": {"client": [], **{n: [] for n in pids}}}
    for k in range(games):
        counter["n"] = 0
        c0 = {n: cpu_seconds(p) for n, p in pids.items()}
        p0 = time.process_time()
        t0 = time.perf_counter()
        res = run(play_game(base, lineup, max_rounds=max_rounds, seed=f"bench-bots-{k}", bot_seed=k))
        out["walls"].append(time.perf_counter() - t0)
        out["cpu"]["client"].append(time.process_time() - p0)
        worker_idle(info or {})
        for n, p in pids.items():
            out["cpu"][n].append(cpu_seconds(p) - c0[n])
        assert res.status == "finished" and not res.errors, res.errors
        out["rounds"].append(res.rounds)
        out["actions"].append(sum(s.actions for s in res.seats))
        out["requests"].append(counter["n"])
    return out


def describe(o: dict) -> str:
    """One line: wall median (min, max), CPU per game by process, requests per action."""
    walls = o["walls"]
    return (f"wall median {statistics.median(walls):.2f} s (min {min(walls):.2f}, max {max(walls):.2f}; "
            f"{len(walls)} games), CPU per game median: "
            + ", ".join(f"{n} {statistics.median(v):.2f} s" for n, v in o["cpu"].items())
            + f"; rounds median {statistics.median(o['rounds'])}, actions median {statistics.median(o['actions'])}, "
            f"{sum(o['requests']) / max(1, sum(o['actions'])):.2f} bot requests per action, "
            f"{sum(o['actions']) / sum(walls):.0f} actions/s")


def measure(redis_url: str | None = None, games: int = 5, max_rounds: int = 20, loop: str = "auto") -> dict:
    """``bench/all.py``'s section 13: ``games`` random x4 games played one at a time
    (:func:`single_games`) on an API and a worker of their own, after a 2-round warm-up game."""
    from battle1821_bots import play_game

    run = _runner(loop)
    base, procs, info = start(redis_url)
    try:
        counter = count_requests()
        pids = {c.name: c.proc.pid for c in procs.children if c.name in ("api", "worker")}
        run(play_game(base, ["random"] * 4, max_rounds=2))
        load0 = os.getloadavg()[0]
        worker_idle(info)
        out = single_games(base, pids, ["random"] * 4, games, max_rounds, run, counter, info)
        out["load"] = (load0, os.getloadavg()[0])
        out["loop"] = run.loop_name
        return out
    finally:
        stop(procs, info)


def rows(o: dict) -> list[str]:
    """Table rows for ``bench/all.py`` (section 13)."""
    name = "13 one 4-random-bot game over HTTP, 20 rounds"
    if "missing" in o:
        return [f"| {name} | not measured: {o['missing']} | median <= {TARGET_WALL_S:.1f} s | ? |"]
    walls = o["walls"]
    med = statistics.median(walls)
    ok = "yes" if med <= TARGET_WALL_S and o["max_rounds"] == 20 else "**no**"
    cpu = ", ".join(f"{n} {statistics.median(v):.2f} s" for n, v in o["cpu"].items())
    return [(f"| {name} (bench/bots.py: {len(walls)} games one at a time, bots on {o['loop']}, load average "
            f"{o['load'][0]:.1f} -> {o['load'][1]:.1f}) | wall median {med:.2f} s (min {min(walls):.2f}, "
            f"max {max(walls):.2f}); CPU per game (median): {cpu}; "
            f"{sum(o['requests']) / max(1, sum(o['actions'])):.2f} bot requests per action, "
            f"{statistics.median(o['actions'])} actions; bound: one serial chain (each request waits for the "
            f"one before, the Ottoman phases for the worker), so the wall is about the sum of those CPU times "
            f"({sum(statistics.median(v) for v in o['cpu'].values()):.2f} s) | median <= {TARGET_WALL_S:.1f} s | {ok} |")]


def section(redis_url: str | None, quick: bool = False) -> list[str]:
    """What bench/all.py adds to its table (never fails the whole bench): 3 (quick) or 5 games."""
    try:
        return rows(measure(redis_url, games=3 if quick else 5))
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - reported in the table
        return rows({"missing": repr(exc)[:200]})


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
    pids = {c.name: c.proc.pid for c in procs.children if c.name in ("api", "worker")} if procs else {}
    try:
        run(play_game(base, ["random"] * 4, max_rounds=2))  # warm-up
        print(f"server {base}, max_rounds {a.max_rounds}, {os.cpu_count()} CPUs, bots on {run.loop_name}, "
              f"load average {os.getloadavg()[0]:.2f}")
        for lineup in (["random"] * 4, MIX):
            worker_idle(info)
            o = single_games(base, pids, lineup, a.single, a.max_rounds, run, counter, info)
            target = (f"; target median <= {TARGET_WALL_S:.1f} s" if lineup == ["random"] * 4
                      and a.max_rounds == 20 else "")
            print(f"one 4-bot game over HTTP ({'/'.join(lineup)}): {describe(o)}{target}", flush=True)
        if a.games <= 0:
            return
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
