"""A scaled-out battle1821 on one machine, for tests (issue 6): N API processes
(``battle1821 serve`` on their own loopback ports) and M RQ workers (``battle1821
worker``), each forked by the test process's fork server (``tests/forks.py``), sharing one
state Redis (standalone or Cluster) and one standalone queue Redis; and a small random
player speaking plain HTTP (httpx) that spreads its requests over every API process."""

from __future__ import annotations

import random
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import httpx
import msgspec

from forks import fork_api, fork_cli
from support import Stack as ProcessStack
from support import delete_test_keys, test_redis_url

from gamekinds import battle1821 as engine
from gamekinds.battle1821.actions import Action
from gamekinds.battle1821.options import LegalAction
from gamekinds.battle1821.randomplay import choose_action

QUEUE_REDIS_URL = test_redis_url()
_options_dec = msgspec.json.Decoder(list[LegalAction])
_action_dec = msgspec.json.Decoder(Action)
_enc = msgspec.json.Encoder()


@dataclass
class Stack:
    state_url: str
    tmp: Path
    apis: int = 2
    workers: int = 2
    tag: str = field(default_factory=lambda: uuid.uuid4().hex[:10])
    procs: ProcessStack | None = None
    bases: list = field(default_factory=list)
    seeds: str = ""
    """``REDIS_CLUSTER_NODES`` of its processes (unset when empty)."""

    @property
    def prefix(self) -> str:
        return f"t6s{self.tag}"

    @property
    def queue_name(self) -> str:
        return f"t6q-{self.tag}"

    def env(self) -> dict:
        """Environment overrides of this stack's APIs and workers."""
        return dict(REDIS_URL=self.state_url, QUEUE_REDIS_URL=QUEUE_REDIS_URL,
                    BATTLE1821_KEY_PREFIX=self.prefix, BATTLE1821_QUEUE=self.queue_name, LOG_LEVEL="WARNING",
                    REDIS_CLUSTER=None, BATTLE1821_REDIS_CLUSTER=None, BATTLE1821_STEP_DELAY_MS=None,
                    REDIS_CLUSTER_NODES=self.seeds or None)

    def start(self, timeout: float = 30.0) -> "Stack":
        self.procs = ProcessStack(self.tmp)
        # forked by the fork server (tests/forks.py): ~0.4 (a worker) to ~0.7 (an API) CPU s
        # less a process than a python -m server.cli start; the same battle1821 commands
        for i in range(self.workers):
            fork_cli(self.procs, f"worker{i}", self.env(), "worker", "--name", f"{self.queue_name}-w{i}")
        self.bases = [fork_api(self.procs, self.env(), name=f"api{i}") for i in range(self.apis)]
        deadline = time.monotonic() + timeout
        for base in self.bases:
            self.procs.wait_http(base, "/ready", timeout=max(0.0, deadline - time.monotonic()),
                                 ready=lambda r: r.json().get("workers", 0) >= self.workers)
        return self

    def logs(self) -> str:
        return self.procs.logs() if self.procs else ""

    def stop(self) -> None:
        """Stop this stack's processes, then delete its keys: the state prefix (standalone
        or Cluster) and its RQ queue and jobs on the queue Redis."""
        if self.procs:
            self.procs.stop()
        import redis

        from server.store.clients import sync_state_client

        state, queue = sync_state_client(self.state_url, seeds=self.seeds), redis.Redis.from_url(QUEUE_REDIS_URL)
        try:
            delete_test_keys(state, f"{self.prefix}:", self.queue_name, queue=queue)
        finally:
            state.close()
            queue.close()


@dataclass
class PlayResult:
    game_id: str
    created_version: int
    accepted: list = field(default_factory=list)     # (version, seat, api index)
    stale: int = 0
    conflicts: dict = field(default_factory=dict)    # 409 code -> count
    errors: list = field(default_factory=list)       # unexpected responses
    per_api: list = field(default_factory=list)      # requests per API


def play_random_game(bases: list[str], seats: int = 2, max_rounds: int = 2, seed: int = 0,
                     timeout: float = 120.0) -> PlayResult:
    """Create a game on one API, then one thread per seat plays random legal actions,
    each request to a randomly chosen API: GET legal-actions, POST the action with
    ``If-Match`` (a 412 means reload and retry). Ends when the game is finished, or when
    its version (a player's action or a worker's step) has not moved for ``timeout`` s
    (the game stopped progressing; a busy CPU stretches the whole game past any fixed
    duration: 120 s at load 35 did not finish one, and the check found it ``active``)."""
    rng = random.Random(seed)
    with httpx.Client(timeout=10) as c:
        r = c.post(f"{rng.choice(bases)}/games", json={
            "seats": seats, "players": [{"name": f"p{i}"} for i in range(seats)],
            "options": {"max_rounds": max_rounds}})
        assert r.status_code == 201, r.text
        created = r.json()
    gid = created["id"]
    res = PlayResult(gid, created["version"], per_api=[0] * len(bases))
    lock = threading.Lock()
    done = threading.Event()
    progressed = [time.monotonic(), created["version"]]     # when the game's version last moved, and to what

    def stalled() -> bool:
        return time.monotonic() - progressed[0] > timeout

    def player(seat: int, token: str) -> None:
        prng = random.Random(seed * 100 + seat)
        auth = {"Authorization": f"Bearer {token}"}
        idle = 0
        with httpx.Client(timeout=10) as c:
            while not done.is_set() and not stalled():
                i = prng.randrange(len(bases))
                r = c.get(f"{bases[i]}/games/{gid}/legal-actions", headers=auth)
                with lock:
                    res.per_api[i] += 1
                if r.status_code != 200:
                    with lock:
                        res.errors.append(("legal", r.status_code, r.text[:300]))
                    continue
                body = r.json()
                with lock:
                    if body["version"] != progressed[1]:
                        progressed[:] = [time.monotonic(), body["version"]]
                options = _options_dec.decode(_enc.encode(body["actions"]))
                action = choose_action(options, prng) if options else None
                if action is None:
                    idle += 1
                    if idle % 20 == 0:
                        g = c.get(f"{bases[i]}/games/{gid}").json()
                        if g["status"] == "finished":
                            done.set()
                    time.sleep(0.003)
                    continue
                idle = 0
                j = prng.randrange(len(bases))
                r = c.post(f"{bases[j]}/games/{gid}/actions", content=_enc.encode(action),
                           headers={**auth, "If-Match": f'"{body["version"]}"',
                                    "Content-Type": "application/json"})
                with lock:
                    res.per_api[j] += 1
                    if r.status_code == 201:
                        res.accepted.append((r.json()["version"], seat, j))
                        if r.json()["status"] == "finished":
                            done.set()
                    elif r.status_code == 412:
                        res.stale += 1
                    elif r.status_code == 409:
                        code = r.json().get("code")
                        res.conflicts[code] = res.conflicts.get(code, 0) + 1
                    else:
                        res.errors.append(("action", r.status_code, r.text[:300]))

    threads = [threading.Thread(target=player, args=(p["seat"], p["token"]))
               for p in created["players"]]
    for t in threads:
        t.start()
    for t in threads:
        t.join()    # each ends with the game, or once it stalled; the test's timeout bounds a hang
    return res


def fetch_all(base: str, gid: str) -> tuple[dict, list[dict], list[dict]]:
    """(game view, every accepted action record, every event) of a game."""
    with httpx.Client(timeout=10) as c:
        game = c.get(f"{base}/games/{gid}").json()
        actions, offset = [], 0
        while True:
            page = c.get(f"{base}/games/{gid}/actions", params={"offset": offset, "limit": 100}).json()
            actions += page["actions"]
            if page.get("next_offset") is None:
                break
            offset = page["next_offset"]
        events, after = [], 0
        while True:
            page = c.get(f"{base}/games/{gid}/events", params={"after": after}).json()
            if not page["events"]:
                break
            events += page["events"]
            after = page["events"][-1]["seq"]
    return game, actions, events


def replay(game: dict, actions: list[dict]):
    """Re-run the finished game in the pure engine from its revealed seed: the accepted
    actions in order, automatic steps (the worker's) whenever nobody is waited on."""
    names = [p["name"] for p in game["players"]]
    options = msgspec.convert(game.get("options") or {}, engine.Options)
    s = engine.new_game(len(names), game["seed"], options, names,
                        seed_chosen=game.get("seed_chosen", False))
    s, _ = engine.start(s)

    def settle(s):
        while s.status == "active" and not engine.waiting_for(s):
            s2, ev = engine.advance(s, max_steps=1)
            if s2 is s and not ev:
                break
            s = s2
        return s

    s = settle(s)
    for rec in actions:
        s, _ = engine.apply(s, rec["seat"], _action_dec.decode(_enc.encode(rec["action"])))
        s = settle(s)
    return s


def stored_state(stack: "Stack", gid: str) -> bytes:
    """The game's state bytes as stored (standalone Redis or Cluster), read by the store."""
    import asyncio

    from server.store import GameStore
    from server.store.clients import state_client

    async def load() -> bytes:
        r = state_client(stack.state_url)
        try:
            return (await GameStore(r, prefix=stack.prefix).load(gid)).state
        finally:
            await r.aclose()
    return asyncio.run(load())


def check_no_update_lost(stack: "Stack", gid: str, created_version: int,
                         client_versions: list[int] | None = None) -> dict:
    """The game finished and every write is accounted for: the action log is gap-free
    (and equals ``client_versions`` when given), the event log is gap-free, every version
    after creation is exactly one write (an API action, or a worker step with its events),
    and the revealed seed replays the stored state byte for byte (R27)."""
    from gamekinds.battle1821.state import encode_state

    game, actions, events = fetch_all(stack.bases[0], gid)
    assert game["status"] == "finished", (game["status"], stack.logs())
    versions = [a["version"] for a in actions]
    assert versions == sorted(versions) and len(set(versions)) == len(versions)
    if client_versions is not None:
        assert versions == sorted(client_versions)
    assert [a["n"] for a in actions] == list(range(1, len(actions) + 1))
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    action_versions = set(versions)
    worker_versions = {e["version"] for e in events} - action_versions - set(range(created_version + 1))
    assert action_versions | worker_versions == set(range(created_version + 1, game["version"] + 1))
    assert game["version"] == created_version + len(actions) + len(worker_versions)
    assert worker_versions, "the Ottoman phases ran in the workers"
    final = replay(game, actions)
    assert encode_state(final) == stored_state(stack, gid), "the seed does not replay the stored game"
    return {"actions": len(actions), "worker_steps": len(worker_versions), "rounds": game["round"],
            "version": game["version"]}
