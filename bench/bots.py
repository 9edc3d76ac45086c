"""Bots over HTTP (issue 5): wall time of one 4-bot game, and greedy vs random win rate.

Starts its own API server and RQ worker (subprocesses, like ``battle1821 run``) on the
Redis at REDIS_URL (default 127.0.0.1:6379; a redis-server is started when none answers)
with a key prefix and queue name of its own; or uses ``--server URL`` as it is.

    python -m bench.bots [--games 20] [--max-rounds 20] [--single 5] [--loop auto|asyncio|uvloop]

Prints: the wall time of single 4-bot games (random x4 and greedy/random x2), played one
at a time (target < 2 s), requests per action, and over ``--games`` games with
seats greedy, random, greedy, random: each bot's wins per seat (a random seat's fair
share is 25 %).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
MIX = ["greedy", "random", "greedy", "random"]


def _answers(url: str) -> bool:
    import redis

    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.5).ping())
    except Exception:
        return False


def start(redis_url: str | None) -> tuple[str, list[subprocess.Popen], dict]:
    from server.cli import free_port, redis_executable

    procs: list[subprocess.Popen] = []
    url = redis_url or os.environ.get("REDIS_URL") or "redis://127.0.0.1:6379/0"
    if not _answers(url):
        port = free_port()
        procs.append(subprocess.Popen([redis_executable(), "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                                       "--appendonly", "no", "--dir", tempfile.mkdtemp()],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        url = f"redis://127.0.0.1:{port}/0"
        while not _answers(url):
            time.sleep(0.05)
    tag = f"bench-bots-{uuid.uuid4().hex[:8]}"
    port = free_port()
    env = dict(os.environ, REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=tag,
               BATTLE1821_QUEUE=tag, LOG_LEVEL="WARNING", PYTHONPATH=str(ROOT))
    procs.append(subprocess.Popen([sys.executable, "-m", "server.cli", "worker"], env=env, cwd=ROOT,
                                  stderr=subprocess.DEVNULL))
    procs.append(subprocess.Popen([sys.executable, "-m", "server.cli", "serve", "--port", str(port)], env=env,
                                  cwd=ROOT, stderr=subprocess.DEVNULL))
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while True:
        try:
            if httpx.get(base + "/ready", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if time.monotonic() > deadline:
            raise SystemExit("server/worker did not start")
        time.sleep(0.1)
    return base, procs, {"redis": url, "tag": tag}


def stop(procs: list[subprocess.Popen], info: dict) -> None:
    for p in reversed(procs):
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()
    if info:
        import redis

        r = redis.Redis.from_url(info["redis"])
        for pattern in (f"{info['tag']}*", f"rq:*{info['tag']}*"):
            keys = list(r.scan_iter(match=pattern, count=1000))
            for i in range(0, len(keys), 500):
                r.delete(*keys[i:i + 500])


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

    procs, info = [], {}
    base = a.server
    if base is None:
        base, procs, info = start(a.redis)
    counter = count_requests()
    try:
        run(play_game(base, ["random"] * 4, max_rounds=2))  # warm-up
        print(f"server {base}, max_rounds {a.max_rounds}, {os.cpu_count()} CPUs, bots on {run.loop_name}, "
              f"load average {os.getloadavg()[0]:.2f}")
        for lineup in (["random"] * 4, MIX):
            walls, rounds, actions, reqs = [], [], [], []
            for k in range(a.single):
                counter["n"] = 0
                t0 = time.perf_counter()
                res = run(play_game(base, lineup, max_rounds=a.max_rounds, bot_seed=k))
                walls.append(time.perf_counter() - t0)
                assert res.status == "finished" and not res.errors, res.errors
                rounds.append(res.rounds)
                actions.append(sum(s.actions for s in res.seats))
                reqs.append(counter["n"])
            print(f"one 4-bot game over HTTP ({'/'.join(lineup)}): wall median {statistics.median(walls):.2f} s "
                  f"(min {min(walls):.2f}, max {max(walls):.2f}; target < 2 s), rounds median "
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
