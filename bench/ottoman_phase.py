"""Ottoman phase benchmark (issue 4): time from the response to the last Greek
``end_step`` to the Ottoman phase's ``done`` event, and phases per second per worker.

    .venv/bin/python -m bench.ottoman_phase [--phases 200] [--worker-class simple|fork]

Starts one API process (``battle1821 serve``) and one RQ worker (``battle1821 worker``)
through ``server.stack`` on a throwaway Redis (``--redis-url``: another)
under a private key prefix and queue name. For each phase: a game is created through the API, its state is set (one
store commit) to the last Greek player's movement step, then the bench POSTs that
``end_step`` and long-polls ``GET /games/{id}/events?wait=`` for the
``{"type": "ottoman_phase", "status": "done"}`` event.

1. latency: one phase at a time -> median and p95 (ms) from the end_step response to the
   done event arriving at the client;
2. throughput: ``--phases`` end_steps posted back to back, then the time until every
   phase is done -> phases/s for the one worker.

Targets: median <= 50 ms, >= 50 phases/s per worker. Standing orders never/decline, so
no phase pauses for a decision.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import httpx

from gamekinds import battle1821 as engine
from gamekinds.battle1821.actions import EndStep
from gamekinds.battle1821.randomplay import choose_action
from gamekinds.battle1821.state import GameState, Options, encode_state
from server.service.phases import phase_updates
from server.store import Commit

from bench.http_load import Stack


def last_end_step_state(seed: str, seats: int = 3) -> GameState:
    """Seeded random play up to the moment the last Greek player of the round must end
    its movement step (its end_step starts the Ottoman phase)."""
    rng = random.Random(seed)
    s = engine.new_game(seats, seed, Options(max_rounds=50))
    s, _ = engine.start(s)
    for p in s.players:
        p.call_ally, p.answer_ally = "never", "decline"
    while True:
        if s.status == "finished":
            raise RuntimeError("game over before an Ottoman phase")
        w = engine.waiting_for(s)
        if not w:
            s, _ = engine.advance(s, max_steps=1)
            continue
        if (s.phase == "greek" and s.step == "movement" and s.pending is None
                and s.turn_index == len(s.turn_order) - 1):
            after, _ = engine.apply(s, w[0], EndStep())
            if after.phase == "ottoman":
                for p in s.players:      # random play may have changed them (R19)
                    p.call_ally, p.answer_ally = "never", "decline"
                return s
        s, _ = engine.apply(s, w[0], choose_action(engine.legal_actions(s, w[0]), rng))


async def _install(store, gid: str, s: GameState):
    """Put state ``s`` into game ``gid`` (one commit at the next version): (loaded, result)."""
    loaded = await store.load(gid)
    version = loaded.version + 1
    recs, cur = phase_updates(loaded.phase, s, version)
    res = await store.commit(Commit(game_id=gid, expected_version=loaded.version, new_version=version,
                                    state=encode_state(s), phases=recs, current_phase=cur))
    return loaded, res


class Bench:
    """The API and one worker (:class:`bench.http_load.Stack`, ``worker_class`` workers) and
    the games' store, on a private key prefix and queue."""

    def __init__(self, redis_url: str, worker_class: str) -> None:
        self.stack = Stack(redis_url, log_level="WARNING", tag="bench4",
                           env={"BATTLE1821_WORKER_CLASS": worker_class})
        self.http = httpx.Client(base_url=self.stack.base, timeout=30)

    def prepare(self, n: int, offset: int) -> list[tuple[str, str, int, int]]:
        """n games at the last Greek end_step: (game id, token of the seat, version, seq)."""
        out = []
        i = 0
        while len(out) < n:
            i += 1
            try:
                s = last_end_step_state(f"bench-{offset + i}")
            except RuntimeError:                 # that seed's game ended first: next one
                continue
            r = self.http.post("/games", json={"seats": s.seats, "players": [
                {"name": f"p{k}"} for k in range(s.seats)]})
            r.raise_for_status()
            body = r.json()
            gid = body["id"]
            loaded, res = self.stack.run_store(lambda store: _install(store, gid, s))
            version = loaded.version + 1
            assert res.ok
            seat = s.turn_order[s.turn_index]
            out.append((gid, body["players"][seat]["token"], version, loaded.seq))
        return out

    def end_step(self, gid: str, token: str, version: int) -> int:
        r = self.http.post(f"/games/{gid}/actions", json={"type": "end_step"},
                           headers={"Authorization": f"Bearer {token}", "If-Match": f'"{version}"'})
        if r.status_code != 201:
            raise RuntimeError(f"end_step: {r.status_code} {r.text}")
        evs = r.json()["events"]
        return evs[-1]["seq"] if evs else 0

    def wait_done(self, gid: str, after: int, timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            if time.monotonic() > deadline:
                raise RuntimeError(f"phase of {gid} not done after {timeout}s: "
                                   f"{self.stack.run_store(lambda store: store.phases(gid))[-2:]}")
            r = self.http.get(f"/games/{gid}/events", params={"after": after, "wait": 10})
            if r.status_code != 200:
                raise RuntimeError(f"events of {gid}: {r.status_code} {r.text[:300]}")
            page = r.json()
            for e in page["events"]:
                if e["type"] == "ottoman_phase" and e["status"] in ("done", "failed"):
                    if e["status"] == "failed":
                        raise RuntimeError(f"phase of {gid} failed")
                    return
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
    try:
        games = b.prepare(args.phases + 5, 0)
        for gid, tok, v, seq in games[:5]:                       # warm-up
            b.wait_done(gid, b.end_step(gid, tok, v))
        lat = []
        for gid, tok, v, seq in games[5:]:
            after = b.end_step(gid, tok, v)
            t0 = time.perf_counter()
            b.wait_done(gid, after)
            lat.append((time.perf_counter() - t0) * 1000)
        games = b.prepare(args.phases, 10_000)
        t0 = time.perf_counter()
        afters = [b.end_step(gid, tok, v) for gid, tok, v, _ in games]
        for (gid, _, _, _), after in zip(games, afters):
            b.wait_done(gid, after)
        elapsed = time.perf_counter() - t0
    finally:
        b.close()
    lat.sort()
    out = {
        "worker_class": args.worker_class,
        "phases": len(lat),
        "median_ms": statistics.median(lat),
        "p95_ms": lat[int(0.95 * (len(lat) - 1))],
        "phases_per_s_per_worker": len(games) / elapsed,
    }
    print(f"Ottoman phase, {args.worker_class} worker, {out['phases']} phases one at a time: "
          f"median {out['median_ms']:.1f} ms, p95 {out['p95_ms']:.1f} ms "
          f"(end_step response -> done event); throughput {len(games)} phases in "
          f"{elapsed:.2f} s = {out['phases_per_s_per_worker']:.0f} phases/s per worker")
    return out


if __name__ == "__main__":
    main()
