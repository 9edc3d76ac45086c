"""Helpers for the Ottoman-phase worker tests: the tests' Redis
(``support.test_redis_url``), real RQ worker subprocesses (``server.stack``), a unique key
prefix and queue name per test (other builders use the same Redis at the same time;
nothing here flushes anything)."""

from __future__ import annotations

import random
import re
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass, field

import redis
from rq import Queue

from support import ROOT, Stack, test_redis_url  # noqa: F401  (ROOT: for the tests)
from forks import fork_worker

from gamekinds import battle1821 as engine
from gamekinds.battle1821.randomplay import choose_action
from gamekinds.battle1821.state import GameState, Options, decode_state, encode_state
from server.service import enqueue as enq
from server.service.phases import now_iso, phase_updates
from server.stack import Child
from server.store import Commit, GameMeta
from blocking_store import BlockingStore

REDIS_URL = test_redis_url()


def play_to_ottoman(seed: str, seats: int = 3, orders=("never", "decline"),
                    ottoman_phase: int = 1, options: Options | None = None) -> GameState:
    """Random legal play (seeded) from a new game until the start of the
    ``ottoman_phase``-th Ottoman phase. ``orders``: every seat's standing orders (R19)."""
    rng = random.Random(seed)
    s = engine.new_game(seats, seed, options or Options(max_rounds=20))
    s, _ = engine.start(s)
    for p in s.players:
        p.call_ally, p.answer_ally = orders
    seen = 0
    while True:
        assert s.status != "finished", "game ended before the requested Ottoman phase"
        if s.phase == "ottoman" and s.pending is None and (s.ottoman is None or s.step == "event"):
            seen += 1
            if seen >= ottoman_phase:
                for p in s.players:          # random play may have changed them (R19)
                    p.call_ally, p.answer_ally = orders
                return s
            s = run_pure(s, rng)
            continue
        w = engine.waiting_for(s)
        if not w:
            s, _ = engine.advance(s, max_steps=1)
            continue
        s, _ = engine.apply(s, w[0], choose_action(engine.legal_actions(s, w[0]), rng))


def run_pure(s: GameState, rng: random.Random | None = None, answer=None) -> GameState:
    """The pure engine's Ottoman phase: advance one step at a time until it is over. A
    pending decision is answered with ``answer(state) -> (seat, action)`` (or randomly)."""
    rnd = s.round
    while s.status == "active" and s.phase == "ottoman" and s.round == rnd:
        if s.pending is not None:
            if answer is None and rng is None:
                return s
            seat, a = answer(s) if answer else (
                engine.waiting_for(s)[0], None)
            if a is None:
                a = choose_action(engine.legal_actions(s, seat), rng)
            s, _ = engine.apply(s, seat, a)
            continue
        s, _ = engine.advance(s, max_steps=1)
    return s


@dataclass
class Harness:
    prefix: str
    queue_name: str
    r: redis.Redis
    store: BlockingStore
    queue: Queue
    stack: Stack = field(default_factory=Stack)
    procs: list = field(default_factory=list)
    logs: dict = field(default_factory=dict)       # worker pid -> its log file
    games: list = field(default_factory=list)

    @property
    def env(self) -> dict:
        """The environment of this harness's workers."""
        return self.stack.env(dict(REDIS_URL=REDIS_URL, QUEUE_REDIS_URL=REDIS_URL, BATTLE1821_KEY_PREFIX=self.prefix,
                                   BATTLE1821_QUEUE=self.queue_name, LOG_LEVEL="WARNING",
                                   BATTLE1821_STEP_DELAY_MS=None))

    def new_game_id(self) -> str:
        return f"g{uuid.uuid4().hex[:12]}"

    def put_game(self, s: GameState, gid: str | None = None, enqueue: bool = True) -> str:
        """Store ``s`` as a new game (version 1) with its phase record, and hand the
        Ottoman phase to the queue like the API does."""
        gid = gid or self.new_game_id()
        self.games.append(gid)
        recs, cur = phase_updates(None, s, 1)
        if s.phase == "ottoman" and s.pending is None and cur is not None:
            cur.job_id = enq.phase_job_id(gid, ("ottoman", s.round))
        meta = GameMeta(created_at=now_iso(), host="-", seat_tokens=["-"] * s.seats)
        res = self.store.commit(Commit(game_id=gid, expected_version=None, new_version=1,
                                       state=encode_state(s), meta=meta, phases=recs,
                                       current_phase=cur))
        assert res.ok, res
        if enqueue:
            enq.enqueue_automatic_phase(self.queue, gid, ("ottoman", s.round))
        return gid

    def answer(self, gid: str, seat: int, action) -> int:
        """Apply ``action`` for ``seat`` the way the API's submit_action does (load, engine,
        one compare-and-set commit, then re-enqueue the phase); returns the new version."""
        from server.store import encode_events

        loaded = self.store.load(gid)
        s = decode_state(loaded.state)
        s, ev = engine.apply(s, seat, action)
        version = loaded.version + 1
        recs, cur = phase_updates(loaded.phase, s, version)
        res = self.store.commit(Commit(
            game_id=gid, expected_version=loaded.version, new_version=version,
            state=encode_state(s), events=encode_events(ev, loaded.seq + 1, version),
            first_seq=loaded.seq + 1, phases=recs, current_phase=cur))
        assert res.ok, res
        if s.phase == "ottoman" and s.pending is None and s.status == "active":
            enq.enqueue_automatic_phase(self.queue, gid, ("ottoman", s.round), version=version)
        return version

    def load_state(self, gid: str) -> tuple[GameState, object]:
        loaded = self.store.load(gid)
        return decode_state(loaded.state), loaded

    def start_worker(self, *, burst: bool = False, step_delay_ms: int | None = None,
                     worker_class: str = "simple", watchdog: bool = True,
                     with_scheduler: bool = True,
                     extra_env: dict | None = None, stale_s: float | None = None,
                     watchdog_interval_s: float | None = None,
                     watchdog_passes_logged: bool = False) -> subprocess.Popen:
        """One worker process (``run_worker``), forked by the test process's fork server
        (:mod:`forks`: its own pid, session, environment and log, as ``python -c`` made
        it, without a Python start and the server's imports). ``stale_s``: its watchdog's
        ``WATCHDOG_STALE_S`` (a test sets it far beyond its waits: a phase taken over then
        proves the dead worker was seen dead, by its liveness key, not waited out).
        ``watchdog_interval_s``: its watchdog's ``WATCHDOG_INTERVAL_S`` (default 1 s).
        ``watchdog_passes_logged``: the watchdog's DEBUG lines go to the worker's log,
        among them one a pass (:meth:`watchdog_passes` counts them)."""
        env = self.env
        if step_delay_ms:
            env["BATTLE1821_STEP_DELAY_MS"] = str(step_delay_ms)
        env.update(extra_env or {})
        code = (f"import server.worker.watchdog as w; w.WATCHDOG_STALE_S = {float(stale_s)!r}; "
                if stale_s else "")
        if watchdog_interval_s:
            code += (f"import server.worker.watchdog as w; "
                     f"w.WATCHDOG_INTERVAL_S = {float(watchdog_interval_s)!r}; ")
        if watchdog_passes_logged:
            code += ("import logging; _wl = logging.getLogger('battle1821.watchdog'); "
                     "_wl.setLevel(logging.DEBUG); _wl.addHandler(logging.StreamHandler()); ")
        code += ("from server.worker import run_worker; "
                f"run_worker(burst={burst!r}, worker_class={worker_class!r}, "
                f"watchdog={watchdog!r}, with_scheduler={with_scheduler!r}, "
                "logging_level='WARNING')")
        name = f"worker{len(self.procs)}"
        log = self.stack.log_dir / f"{name}.log"
        proc = fork_worker(self.stack.env(env), code, log, ROOT)   # what ``python -c code`` ran, without its start-up
        child = Child(name, proc, log, [sys.executable, "-c", code], env)
        self.stack.children.append(child)             # stopped with the stack, with its process group
        self.procs.append(child.proc)
        self.logs[child.proc.pid] = child.log
        return child.proc

    def run_burst_here(self, monkeypatch) -> bool:
        """Run this harness's queue until it is empty in THIS process: ``run_worker(burst=True,
        watchdog=False, with_scheduler=False)``, the same RQ worker class and jobs as a
        burst worker subprocess, without a process start (~0.35 CPU s). For a test that
        proves what a job does, not how a worker process starts, stops or dies. The jobs'
        clients read this harness's environment (``monkeypatch``, for the run only; the
        thread's runtime is built for it and forgotten after); RQ's signal handlers do not
        outlive the run (``support.signal_handlers_restored``). Returns RQ's ``work()``."""
        from server.config import Settings
        from server.worker import run_worker, runtime
        from support import signal_handlers_restored

        env = self.env
        with monkeypatch.context() as m:
            for name in ("REDIS_URL", "QUEUE_REDIS_URL", "BATTLE1821_KEY_PREFIX", "BATTLE1821_QUEUE", "LOG_LEVEL"):
                m.setenv(name, env[name])
            m.delenv("BATTLE1821_STEP_DELAY_MS", raising=False)
            runtime.reset()
            try:
                with signal_handlers_restored():
                    return run_worker(Settings.from_env(), burst=True, watchdog=False, with_scheduler=False,
                                      logging_level="WARNING")
            finally:
                runtime.reset()

    def watchdog_passes(self, proc: subprocess.Popen) -> int:
        """How many passes the watchdog of ``proc`` (started with
        ``watchdog_passes_logged``) has logged so far."""
        return len(re.findall(r"watchdog pass \d+ done", self.log(proc)))

    def wait_listening(self, n: int = 1, timeout: float = 60.0) -> None:
        """Wait until ``n`` workers listen on this harness's queue (RQ registers a worker
        at the start of its work loop, just before its scheduler starts): a test whose clock
        starts now does not count a worker's start-up against it."""
        from rq import Worker

        deadline = time.monotonic() + timeout
        while len(Worker.all(queue=self.queue)) < n:
            assert time.monotonic() < deadline, f"{n} worker(s) not listening after {timeout}s: {self.stderr()}"
            time.sleep(0.05)

    def wait_phase(self, gid: str, statuses: set[str], timeout: float = 60.0,
                   round: int | None = None):
        """Wait until the game's Ottoman phase record (of ``round``) has one of
        ``statuses`` (or the game left that phase for ``done``); returns the record."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            rec = self.ottoman_record(gid, round)
            if rec is not None and rec.status in statuses:
                return rec
            time.sleep(0.02)
        raise AssertionError(f"phase of {gid} not in {statuses} after {timeout}s: "
                             f"{self.ottoman_record(gid, round)}; worker stderr: {self.stderr()}")

    def ottoman_record(self, gid: str, round: int | None = None):
        recs = [r for r in self.store.phases(gid) if r.kind == "ottoman"
                and (round is None or r.round == round)]
        return recs[-1] if recs else None

    def events(self, gid: str) -> list[dict]:
        import json

        return [json.loads(e) for _, e in self.store.events(gid, 0)]

    def log(self, proc: subprocess.Popen) -> str:
        """The whole log (stdout and stderr) of one of this harness's workers."""
        return self.logs[proc.pid].read_text(errors="replace")

    def stderr(self) -> str:
        """The log tails of this harness's workers."""
        return "\n".join(f"--- {path.name}\n{path.read_text(errors='replace')[-2000:]}"
                         for path in self.logs.values())

    def stop_workers(self) -> None:
        self.stack.stop()     # with their process groups: also the scheduler of a SIGKILLed worker


def pure_phase(s: GameState, answer=None) -> tuple[GameState, list, int]:
    """(final state, engine events, commits) of the pure engine's Ottoman phase, one
    step per commit like the worker; ``answer(state) -> (seat, action)`` for decisions."""
    rnd = s.round
    events: list = []
    commits = 0
    while s.status == "active" and s.phase == "ottoman" and s.round == rnd:
        if s.pending is not None:
            if answer is None:
                break
            seat, a = answer(s)
            s, ev = engine.apply(s, seat, a)
        else:
            s, ev = engine.advance(s, max_steps=1)
        events += ev
        commits += 1
    return s, events, commits


def find_decision_game(prefix: str, seats: int = 3, options: Options | None = None,
                       tries: int = 60) -> GameState:
    """A game at the start of an Ottoman phase that runs at least one step and then stops
    at a pending decision (R19), found by seeded random play (deterministic)."""
    for i in range(tries):
        for n in (1, 2, 3):
            try:
                s = play_to_ottoman(f"{prefix}-{i}", seats, orders=("ask", "ask"),
                                    ottoman_phase=n, options=options)
            except AssertionError:
                break
            end, _, commits = pure_phase(s)
            if end.pending is not None and end.phase == "ottoman" and commits > 1:
                return s
    raise AssertionError("no seed found whose Ottoman phase asks a decision")


def install_state(store: BlockingStore, gid: str, s: GameState) -> int:
    """Replace the state of an existing game (created through the API, so it has seat
    tokens) by ``s`` in one compare-and-set commit with its phase records; returns the
    new version. Test set-up only."""
    loaded = store.load(gid)
    version = loaded.version + 1
    recs, cur = phase_updates(loaded.phase, s, version)
    res = store.commit(Commit(game_id=gid, expected_version=loaded.version, new_version=version,
                              state=encode_state(s), phases=recs, current_phase=cur))
    assert res.ok, res
    return version


def find_greek_decision(seed_prefix: str, seats: int = 2, options: Options | None = None,
                        tries: int = 80):
    """``(state, seat, action)``: applying ``action`` for ``seat`` in ``state`` (Greek
    phase) leaves a decision pending (R18-R19: an Ally asked for / a call to answer)."""
    for i in range(tries):
        seed = f"{seed_prefix}-{i}"
        rng = random.Random(seed)
        s = engine.new_game(seats, seed, options or Options(max_rounds=20))
        s, _ = engine.start(s)
        for p in s.players:
            p.call_ally, p.answer_ally = "ask", "ask"
        for _ in range(3000):
            if s.status == "finished":
                break
            w = engine.waiting_for(s)
            if not w:
                s, _ = engine.advance(s, max_steps=1)
                continue
            a = choose_action(engine.legal_actions(s, w[0]), rng)
            after, _ = engine.apply(s, w[0], a)
            if (s.pending is None and after.pending is not None and after.phase == "greek"
                    and type(a).__name__ != "SetStandingOrders"):
                return s, w[0], a
            s = after
    raise AssertionError("no Greek-phase decision found")
