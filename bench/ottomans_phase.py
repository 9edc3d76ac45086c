"""The Ottomans' automatic phase in the worker (issue 32 item 5), beside 1821's Ottoman phase
(:mod:`bench.ottoman_phase`, the same method): time from the response to a seat's last
``end_phase`` of its player turn to the worker's ``ottoman_phase`` ``done`` event of the
automatic phase it starts, and phases per second per worker.

    .venv/bin/python -m bench.ottomans_phase [--phases 200] [--worker-class simple|fork]

Starts one API process and one RQ worker (:class:`bench.http_load.Stack`) on a throwaway
Redis (``--redis-url``: another) under a private
key prefix and queue. The states: seeded random 2-seat Scenario 1 games (the kind's random
policy) stopped where the phasing seat ends its forced march phase (5.1(2d)) and the engine
then runs the random events of its player turn (5.1(2e), the automatic phase
``random_events_<seat>``: the events rolls, their results, the next seat's stratagem pool
draws are a job of their own) with nobody to ask. For each phase: an Ottomans game is
created through the API, one such state is set (one store commit), then the bench POSTs
the ``end_phase`` and long-polls ``GET /games/{id}/events?wait=`` for the
``{"type": "ottoman_phase", "status": "done"}`` event.

1. latency: one phase at a time -> median and p95 (ms) from the end_phase response to the
   done event arriving at the client;
2. throughput: ``--phases`` end_phases posted back to back, then the time until every
   phase is done -> phases/s for the one worker.

Targets: 1821's (median <= 50 ms, >= 50 phases/s per worker, issue 4).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import httpx

import gamekinds.ottomans as K
from gamekinds.ottomans.state import EndPhase, GameState
from server.service.phases import phase_updates
from server.store import Commit

from bench.http_load import Stack


def end_of_turn_states(n: int, seed: str = "bench-ott-phase") -> list[tuple[GameState, int]]:
    """``n`` states ``(state, seat)`` of seeded random 2-seat Scenario 1 play where ``seat``
    ends its forced march phase and an automatic phase follows with nobody to ask."""
    out: list[tuple[GameState, int]] = []
    g = 0
    while len(out) < n:
        g += 1
        rng = random.Random(f"{seed}-{g}")
        s, _ = K.start(K.new_game(2, f"{seed}-{g}", K.Options(scenario=1)))
        s, _ = K.settle(s)
        pol = K.POLICIES["random"]
        while s.status != "finished" and len(out) < n:
            w = K.waiting_for(s)
            if not w:
                s, _ = K.advance(s, 1)
                continue
            if s.flow == "forced_march" and not s.windows and s.battle is None:
                after, _ = K.apply(s, w[0], EndPhase())
                if not K.waiting_for(after) and K.automatic_phase(after) is not None:
                    out.append((s, w[0]))
            s, _ = K.apply(s, w[0], pol(s, w[0], K.legal_actions(s, w[0]), rng))
            s, _ = K.settle(s)
    return out


async def _install(store, gid: str, s: GameState):
    """Put state ``s`` into game ``gid`` (one commit at the next version): (loaded, result)."""
    loaded = await store.load(gid)
    version = loaded.version + 1
    recs, cur = phase_updates(loaded.phase, s, version)
    res = await store.commit(Commit(game_id=gid, expected_version=loaded.version, new_version=version,
                                    state=K.encode_state(s), phases=recs, current_phase=cur))
    return loaded, res


class Bench:
    """The API and one worker and the games' store, on a private key prefix and queue."""

    def __init__(self, redis_url: str | None, worker_class: str) -> None:
        self.stack = Stack(redis_url, log_level="WARNING", tag="bench32",
                           env={"BATTLE1821_WORKER_CLASS": worker_class})
        self.http = httpx.Client(base_url=self.stack.base, timeout=30)
        self.states = end_of_turn_states(24)

    def prepare(self, n: int, offset: int) -> list[tuple[str, str, int]]:
        """n games one end_phase before an automatic phase: (game id, token of the seat, version)."""
        out = []
        for i in range(n):
            s, seat = self.states[(offset + i) % len(self.states)]
            r = self.http.post("/games", json={"kind": "ottomans", "seats": 2, "players": [
                {"name": "p0"}, {"name": "p1"}]})
            r.raise_for_status()
            body = r.json()
            gid = body["id"]
            loaded, res = self.stack.run_store(lambda store: _install(store, gid, s))
            assert res.ok
            out.append((gid, body["players"][seat]["token"], loaded.version + 1))
        return out

    def end_phase(self, gid: str, token: str, version: int) -> int:
        r = self.http.post(f"/games/{gid}/actions", json={"type": "end_phase"},
                           headers={"Authorization": f"Bearer {token}", "If-Match": f'"{version}"'})
        if r.status_code != 201:
            raise RuntimeError(f"end_phase: {r.status_code} {r.text}")
        evs = r.json()["events"]
        return evs[-1]["seq"] if evs else 0

    def wait_done(self, gid: str, after: int, timeout: float = 30.0) -> str:
        """The name of the automatic phase whose done event came first after ``after``."""
        deadline = time.monotonic() + timeout
        while True:
            if time.monotonic() > deadline:
                raise RuntimeError(f"phase of {gid} not done after {timeout}s")
            r = self.http.get(f"/games/{gid}/events", params={"after": after, "wait": 10})
            if r.status_code != 200:
                raise RuntimeError(f"events of {gid}: {r.status_code} {r.text[:300]}")
            page = r.json()
            for e in page["events"]:
                if e["type"] == "ottoman_phase" and e["status"] in ("done", "failed"):
                    if e["status"] == "failed":
                        raise RuntimeError(f"phase of {gid} failed")
                    return (e.get("job_id") or "?").split("-")[0]
            after = page["last_seq"]

    def close(self) -> None:
        self.http.close()
        self.stack.close()


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--phases", type=int, default=200)
    ap.add_argument("--worker-class", choices=["simple", "fork"], default="simple")
    ap.add_argument("--redis-url", default=None,
                    help="a Redis to run on (default: a throwaway one the bench starts)")
    args = ap.parse_args(argv)
    b = Bench(args.redis_url, args.worker_class)
    names: set[str] = set()
    try:
        games = b.prepare(args.phases + 5, 0)
        for gid, tok, v in games[:5]:                       # warm-up
            b.wait_done(gid, b.end_phase(gid, tok, v))
        lat = []
        for gid, tok, v in games[5:]:
            after = b.end_phase(gid, tok, v)
            t0 = time.perf_counter()
            names.add(b.wait_done(gid, after).rstrip("_0123456789"))
            lat.append((time.perf_counter() - t0) * 1000)
        games = b.prepare(args.phases, 7)
        t0 = time.perf_counter()
        afters = [b.end_phase(gid, tok, v) for gid, tok, v in games]
        for (gid, _, _), after in zip(games, afters):
            b.wait_done(gid, after)
        elapsed = time.perf_counter() - t0
    finally:
        b.close()
    lat.sort()
    out = {
        "worker_class": args.worker_class,
        "phases": len(lat),
        "phase_names": sorted(names),
        "median_ms": statistics.median(lat),
        "p95_ms": lat[int(0.95 * (len(lat) - 1))],
        "phases_per_s_per_worker": len(games) / elapsed,
    }
    print(f"Ottomans automatic phase ({', '.join(out['phase_names'])}), {args.worker_class} worker, "
          f"{out['phases']} phases one at a time: median {out['median_ms']:.1f} ms, p95 {out['p95_ms']:.1f} ms "
          f"(end_phase response -> done event); throughput {len(games)} phases in {elapsed:.2f} s = "
          f"{out['phases_per_s_per_worker']:.0f} phases/s per worker")
    return out


if __name__ == "__main__":
    main()
