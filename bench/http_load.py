"""HTTP benchmark (issue 7, part 2): one API process, 32 connections, 1,000 games.

    .venv/bin/python -m bench.http_load [--seconds 8] [--connections 32] [--games 1000]

Starts ``battle1821 serve`` (one uvicorn process; ``BATTLE1821_FAULTS=bench.faults`` mounts
the bench-only ``POST /_bench/read-cas/{id}``, see :mod:`bench.floor`) and one
``battle1821 worker`` (``server.stack``) on a throwaway Redis (``--redis-url``:
another) under a key prefix and queue of its own, prepares 1,000 games in mid-game positions (seeded
random play to round 3, Greek phase; created through the API, then their state set by
one store commit), and measures with wrk (closed loop, ``-c 32``):

- ``GET /health``: the framework's floor (uvicorn + Litestar + middleware, no Redis);
- ``POST /_bench/read-cas/{id}``: the floor of a write, same HTTP stack plus the two Redis
  round trips of an accepted action (load, then the project's commit Lua);
- ``GET /games/{id}``: one load, state decode, redacted view, JSON;
- ``POST /games/{id}/actions``: ``set_standing_orders`` (always legal, R19; bumps the
  version, one event, one action record) with the seat token and ``If-Match`` chained
  from each response's ``ETag``.

Why an endpoint rather than a bare script for the read+CAS floor: a floor run through
the same load tool, HTTP stack and process makes "action / floor" the share of a
request's time spent on the game itself (auth, engine, encoding). The bare script is
measured too (``redis.asyncio``, 32 tasks in this process, no HTTP) as "Redis alone",
for scale; it is an upper bound no HTTP endpoint reaches.

Without wrk on PATH (``apt-get install wrk``), an httpx load generator in this process is
used instead and the table says so: its figures are bounded by the client itself.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import subprocess
import tempfile
import time
import uuid
from pathlib import Path

import httpx
import redis

from server.stack import Stack as ProcessStack
from server.stack import StackError

ROOT = Path(__file__).resolve().parents[1]
LUA = ROOT / "bench" / "wrk" / "rotate.lua"
MODES = ("health", "read_cas", "get", "action")
LABELS = {
    "health": "GET /health (framework floor)",
    "read_cas": "POST /_bench/read-cas/{id} (read+CAS floor)",
    "get": "GET /games/{id}",
    "action": "POST /games/{id}/actions",
    "redis_alone": "load + commit.lua, redis.asyncio, no HTTP",
}
ACTION_BODY = {"type": "set_standing_orders", "call_ally": "never", "answer_ally": "decline"}


class Stack:
    """One API process and (optionally) one RQ worker on a private prefix and queue,
    started through ``server.stack`` on the Redis at ``redis_url`` when one is given, else on
    a throwaway one (``Stack.redis_unless_given``); ``env``: more environment
    for both (e.g. ``BATTLE1821_WORKER_CLASS``); ``serve_args``: more ``battle1821 serve``
    arguments (``--workers 2``)."""

    def __init__(self, redis_url: str | None, *, worker: bool = True, log_level: str = "INFO",
                 tag: str = "bench7", env: dict[str, str] | None = None, serve_args: tuple[str, ...] = ()) -> None:
        t = uuid.uuid4().hex[:8]
        self.prefix, self.queue = f"{tag}{t}", f"{tag}-{t}"
        self.procs = ProcessStack()
        self.redis_url = self.procs.redis_unless_given(redis_url)
        self.r = redis.Redis.from_url(self.redis_url)
        self.env = {"REDIS_URL": self.redis_url, "QUEUE_REDIS_URL": self.redis_url, "REDIS_CLUSTER": "0",
                    "BATTLE1821_KEY_PREFIX": self.prefix, "BATTLE1821_QUEUE": self.queue,
                    "BATTLE1821_FAULTS": "bench.faults", "LOG_LEVEL": log_level, "BATTLE1821_STEP_DELAY_MS": None,
                    # one client at thousands of requests/s for a minute is the bench's
                    # load, not abuse: limits far above it, still counted (their cost is measured)
                    "BATTLE1821_RATE_LIMIT_CLIENT": "10000000/minute",
                    "BATTLE1821_RATE_LIMIT_TOKEN": "10000000/minute",
                    **(env or {})}     # ``env`` may override any of these (BATTLE1821_FAULTS: bench.mix_ab --profile)
        try:
            if worker:
                self.procs.worker(self.env)
            self.base = self.procs.api(self.env, ready_path="/ready" if worker else "/health", timeout=40,
                                       args=serve_args)
        except StackError as exc:
            self.close()
            raise RuntimeError(f"API/worker did not get ready: {exc}") from None
        self.api = self.procs.children[-1].proc

    def run_store(self, use):
        """``await use(store)`` over this bench's game store (:class:`server.store.GameStore`,
        asyncio's: the one store), run to completion; its result."""
        import redis.asyncio

        from server.store import GameStore

        async def main():
            r = redis.asyncio.Redis.from_url(self.redis_url)
            try:
                return await use(GameStore(r, prefix=self.prefix))
            finally:
                await r.aclose()
        return asyncio.run(main())

    def close(self) -> None:
        """Delete this bench's keys, then stop its processes (a throwaway Redis last)."""
        for pattern in (f"{self.prefix}:*", f"rq:*{self.queue}*"):
            keys = list(self.r.scan_iter(match=pattern, count=1000))
            for i in range(0, len(keys), 500):
                self.r.delete(*keys[i:i + 500])
        self.procs.stop()


# ---------------------------------------------------------------------------- games
def midgame_states(n: int = 24, min_round: int = 3):
    """``n`` distinct Greek-phase states (2, 3 and 4 seats) from seeded random play,
    each waiting for a seat's decision, no battle pending, nobody resigned."""
    from gamekinds import battle1821 as engine
    from gamekinds.battle1821.randomplay import choose_action
    from gamekinds.battle1821.state import Options

    out = []
    k = 0
    while len(out) < n:
        k += 1
        seats = 2 + len(out) % 3
        rng = random.Random(k)
        s, _ = engine.start(engine.new_game(seats, f"bench7-{k}", Options(max_rounds=50)))
        for _ in range(20_000):
            if s.status == "finished":
                break
            w = engine.waiting_for(s)
            if not w:
                s, _ = engine.advance(s, max_steps=1)
                continue
            if (s.round >= min_round and s.phase == "greek" and s.pending is None
                    and not any(p.resigned for p in s.players)):
                out.append(s)
                break
            s, _ = engine.apply(s, w[0], choose_action(engine.legal_actions(s, w[0]), rng))
    return out


async def _create(base: str, states, n: int, conc: int = 32) -> list[tuple[str, list[str], int]]:
    sem = asyncio.Semaphore(conc)
    async with httpx.AsyncClient(base_url=base, timeout=30,
                                 limits=httpx.Limits(max_connections=conc)) as c:
        async def one(i: int):
            s = states[i % len(states)]
            async with sem:
                r = await c.post("/games", json={"seats": s.seats, "players": [
                    {"name": f"p{k}"} for k in range(s.seats)]})
            r.raise_for_status()
            b = r.json()
            return b["id"], [p["token"] for p in b["players"]], i % len(states)

        return await asyncio.gather(*(one(i) for i in range(n)))


def prepare_games(stack: Stack, n: int, states=None) -> list[tuple[str, str, int]]:
    """``n`` games through ``POST /games`` set to mid-game states: (id, token, version)."""
    from gamekinds.battle1821.state import encode_state
    from server.service.phases import phase_updates
    from server.store import Commit

    states = states or midgame_states()
    created = asyncio.run(_create(stack.base, states, n))

    async def install(store) -> list[tuple[str, str, int]]:
        out = []
        for gid, toks, k in created:
            s = states[k]
            loaded = await store.load(gid)
            v = loaded.version + 1
            recs, cur = phase_updates(loaded.phase, s, v)
            res = await store.commit(Commit(game_id=gid, expected_version=loaded.version, new_version=v,
                                            state=encode_state(s), phases=recs, current_phase=cur))
            assert res.ok, res
            seat = s.turn_order[s.turn_index] if s.turn_order else 0
            out.append((gid, toks[seat], v))
        return out
    return stack.run_store(install)


def write_games_file(stack: Stack, games, path: Path) -> None:
    """Refresh each game's version from Redis (earlier runs moved them on)."""
    from server.store import Keys

    keys = Keys(stack.prefix)
    pipe = stack.r.pipeline(transaction=False)
    for gid, _, _ in games:
        pipe.hget(keys.game(gid), "version")
    vers = pipe.execute()
    path.write_text("".join(f"{g} {t} {int(v)}\n" for (g, t, _), v in zip(games, vers)))


# ---------------------------------------------------------------------------- load
def cpu_seconds(pid: int) -> float:
    """user + system CPU seconds of process ``pid`` (Linux /proc; 0.0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def wrk_json(base: str, lua: Path, env: dict[str, str], seconds: float, conns: int, threads: int) -> dict:
    """Run wrk with the script ``lua`` (``env`` added to the environment) for ``seconds``
    over ``conns`` connections: the ``BENCH_JSON`` line the script prints in ``done``,
    decoded, with ``rps``, ``p50_ms``, ``p99_ms`` and ``errors`` (unexpected statuses +
    socket errors) added. RuntimeError when wrk printed no such line."""
    cmd = ["wrk", "-t", str(threads), "-c", str(conns), "-d", f"{max(1, round(seconds))}s",
           "--timeout", "5s", "-s", str(lua), base]
    out = subprocess.run(cmd, env=dict(os.environ, **env), capture_output=True, text=True, timeout=seconds + 60)
    line = next((ln for ln in out.stdout.splitlines() if ln.startswith("BENCH_JSON ")), None)
    if line is None:
        raise RuntimeError(f"wrk gave no result: {out.stdout[-800:]} {out.stderr[-800:]}")
    d = json.loads(line[len("BENCH_JSON "):])
    d.update(rps=d["requests"] / d["seconds"], p50_ms=d["p50_us"] / 1000, p99_ms=d["p99_us"] / 1000,
             errors=d["unexpected_status"] + d["socket_errors"])
    return d


def run_wrk(base: str, mode: str, games_file: Path, seconds: float, conns: int, threads: int) -> dict:
    d = wrk_json(base, LUA, {"BENCH_MODE": mode, "BENCH_GAMES": str(games_file), "BENCH_THREADS": str(threads)},
                 seconds, conns, threads)
    return {k: d[k] for k in ("rps", "p50_ms", "p99_ms", "requests", "errors", "status_412")}


async def _py_load(base: str, mode: str, games, seconds: float, conns: int) -> dict:
    """Fallback closed-loop generator (httpx, ``conns`` tasks in this process)."""
    vers = {g: v for g, _, v in games}
    toks = {g: t for g, t, _ in games}
    order = [g for g, _, _ in games]
    lat: list[float] = []
    errors = s412 = 0
    pos = 0
    async with httpx.AsyncClient(base_url=base, timeout=5,
                                 limits=httpx.Limits(max_connections=conns)) as c:
        stop = time.perf_counter() + seconds

        async def worker():
            nonlocal pos, errors, s412
            while time.perf_counter() < stop:
                gid = order[pos % len(order)]
                pos += 1
                t0 = time.perf_counter()
                if mode == "health":
                    r = await c.get("/health")
                elif mode == "get":
                    r = await c.get(f"/games/{gid}")
                elif mode == "read_cas":
                    r = await c.post(f"/_bench/read-cas/{gid}")
                else:
                    r = await c.post(f"/games/{gid}/actions", json=ACTION_BODY, headers={
                        "Authorization": f"Bearer {toks[gid]}", "If-Match": f'"{vers[gid]}"'})
                lat.append(time.perf_counter() - t0)
                if r.status_code not in (200, 201):
                    errors += 1
                    s412 += r.status_code == 412
                elif mode == "action":
                    vers[gid] = int(r.headers["etag"].strip('"'))

        t0 = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(conns)))
        wall = time.perf_counter() - t0
    return _summary(lat, wall, errors, s412)


def _summary(lat: list[float], wall: float, errors: int, s412: int) -> dict:
    lat.sort()
    q = lambda p: lat[min(len(lat) - 1, int(p * len(lat)))] * 1000  # noqa: E731
    return {"rps": len(lat) / wall, "p50_ms": q(0.50), "p99_ms": q(0.99), "requests": len(lat),
            "errors": errors, "status_412": s412}


async def _redis_alone(stack: Stack, games, seconds: float, conns: int) -> dict:
    """The two round trips of an accepted action (load, commit.lua with the same state
    bytes, one event, one action record) from ``conns`` asyncio tasks, no HTTP."""
    from bench.floor import BENCH_EVENT as _EVENT, BENCH_RECORD as _RECORD
    from server.config import Settings
    from server.store import Commit, GameStore, make_async_clients

    settings = Settings(redis_url=stack.redis_url, redis_cluster=False, redis_pool_size=64)
    main, streams = make_async_clients(settings)
    store = GameStore(main, streams, prefix=stack.prefix)
    order = [g for g, _, _ in games]
    lat: list[float] = []
    errors = 0
    pos = 0
    stop = time.perf_counter() + seconds

    async def worker():
        nonlocal pos, errors
        while time.perf_counter() < stop:
            gid = order[pos % len(order)]
            pos += 1
            t0 = time.perf_counter()
            loaded = await store.load(gid)
            v, seq = loaded.version + 1, loaded.seq + 1
            res = await store.commit(Commit(game_id=gid, expected_version=loaded.version, new_version=v,
                                            state=loaded.state, events=[_EVENT % (seq, v)], first_seq=seq,
                                            action=_RECORD % (loaded.nact + 1, v)))
            lat.append(time.perf_counter() - t0)
            errors += not res.ok

    try:
        t0 = time.perf_counter()
        await asyncio.gather(*(worker() for _ in range(conns)))
        wall = time.perf_counter() - t0
    finally:
        await main.aclose()
        await streams.aclose()
    return _summary(lat, wall, errors, 0)


def measure(stack: Stack, games, *, seconds: float = 8.0, warmup: float = 2.0, conns: int = 32,
            threads: int = 1, modes=MODES, use_wrk: bool | None = None) -> dict:
    """Every mode against ``stack``: {mode: {rps, p50_ms, p99_ms, requests, errors}} plus
    ``redis_alone`` and ``tool``."""
    use_wrk = shutil.which("wrk") is not None if use_wrk is None else use_wrk
    out: dict = {"tool": f"wrk -t{threads} -c{conns} -d{seconds:g}s" if use_wrk
                 else f"httpx in-process, {conns} tasks (wrk not found: figures bounded by the client)"}
    with tempfile.TemporaryDirectory() as td:
        gf = Path(td) / "games.txt"
        for mode in modes:
            for secs, keep in ((warmup, False), (seconds, True)):
                if secs <= 0:
                    continue
                write_games_file(stack, games, gf)
                cpu0 = cpu_seconds(stack.api.pid)
                if use_wrk:
                    res = run_wrk(stack.base, mode, gf, secs, conns, threads)
                else:
                    fresh = [(g, t, int(ln.split()[2])) for (g, t, _), ln in
                             zip(games, gf.read_text().splitlines())]
                    res = asyncio.run(_py_load(stack.base, mode, fresh, secs, conns))
                res["api_cpu_us"] = (cpu_seconds(stack.api.pid) - cpu0) / max(1, res["requests"]) * 1e6
                if keep:
                    out[mode] = res
                time.sleep(0.5)   # wrk left requests in flight: let them land before reading versions
        out["redis_alone"] = asyncio.run(_redis_alone(stack, games, seconds, conns))
    a, f = out.get("action"), out.get("read_cas")
    if a and f:
        out["action_vs_read_cas"] = a["rps"] / f["rps"]
    if a and f and f.get("api_cpu_us"):
        out["action_vs_read_cas_cpu"] = f["api_cpu_us"] / a["api_cpu_us"]
    if a and out.get("health"):
        out["action_vs_health"] = a["rps"] / out["health"]["rps"]
    return out


def print_results(res: dict) -> None:
    print(f"load tool: {res['tool']}")
    for mode in (*MODES, "redis_alone"):
        r = res.get(mode)
        if r:
            print(f"{LABELS[mode]:48s} {r['rps']:9,.0f} req/s  p50 {r['p50_ms']:6.2f} ms  "
                  f"p99 {r['p99_ms']:6.2f} ms  API CPU {r.get('api_cpu_us', 0):5.0f} us/req  "
                  f"errors {r['errors']} (412: {r['status_412']})")
    if "action_vs_read_cas" in res:
        print(f"action / read+CAS floor {res['action_vs_read_cas']:.0%} (target >= 55 %); by API CPU per "
              f"request the action costs {1 / res.get('action_vs_read_cas_cpu', 1):.2f}x the floor")
    if "action_vs_health" in res:
        print(f"action / health {res['action_vs_health']:.0%}")


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seconds", type=float, default=8.0)
    ap.add_argument("--warmup", type=float, default=2.0)
    ap.add_argument("--connections", type=int, default=32)
    ap.add_argument("--threads", type=int, default=1, help="wrk threads")
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--log-level", default="INFO", help="LOG_LEVEL of the API process (its default: INFO)")
    ap.add_argument("--no-wrk", action="store_true", help="use the httpx fallback")
    ap.add_argument("--redis-url", default=None,
                    help="a Redis to run on (default: a throwaway one the bench starts)")
    a = ap.parse_args(argv)
    stack = Stack(a.redis_url, worker=False, log_level=a.log_level)
    try:
        t0 = time.perf_counter()
        games = prepare_games(stack, a.games)
        print(f"{len(games)} games prepared in {time.perf_counter() - t0:.1f} s")
        res = measure(stack, games, seconds=a.seconds, warmup=a.warmup, conns=a.connections,
                      threads=a.threads, modes=a.modes.split(","), use_wrk=False if a.no_wrk else None)
    finally:
        stack.close()
    print_results(res)
    return res


if __name__ == "__main__":
    main()
