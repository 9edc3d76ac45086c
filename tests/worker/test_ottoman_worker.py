"""Issue 4: the Ottoman phase (R20-R24) in real RQ worker processes over a real Redis."""

from __future__ import annotations

import os
import signal
import time
from datetime import datetime

import pytest

from gamekinds.battle1821.state import encode_state
from server.service import enqueue as enq

from wk_helpers import find_decision_game, play_to_ottoman, pure_phase, run_pure


def test_r20_r24_full_ottoman_phase_in_a_worker_equals_the_pure_engine(harness, monkeypatch):
    """The worker in this process (``run_burst_here``): the phase's jobs are what is
    proved; the worker process's start, stop and death have their own tests."""
    s0 = play_to_ottoman("worker-full-1")
    expected = run_pure(s0)
    gid = harness.put_game(s0)
    assert harness.run_burst_here(monkeypatch)
    final, loaded = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    rec = harness.ottoman_record(gid, s0.round)
    assert rec.status == "done" and rec.end_version == loaded.version
    assert rec.job_id == f"ottoman-{gid}-{s0.round}"
    statuses = [e["status"] for e in harness.events(gid) if e["type"] == "ottoman_phase"]
    assert statuses == ["running", "done"]
    # every step was one commit: version 1 + one per step; events are gap-free
    seqs = [e["seq"] for e in harness.events(gid)]
    assert seqs == list(range(1, len(seqs) + 1))


HANG_S = 120.0      # a wait this long only catches a hang


def _wait_version(harness, gid, at_least, timeout=HANG_S):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        _, loaded = harness.load_state(gid)
        if loaded.version >= at_least:
            return loaded.version
        time.sleep(0.01)
    raise AssertionError(f"version < {at_least} after {timeout}s: {harness.stderr()}")


def _engine_events(harness, gid):
    return [e for e in harness.events(gid) if e["type"] not in ("ottoman_phase", "ottoman_step", "decision_timeout")]


def test_r27_sigkilled_worker_mid_phase_completes_exactly_once(harness):
    """The second worker's watchdog waits out a silent phase only after an hour: the phase
    is taken over because the killed worker is seen dead (its liveness key ran out), not
    after a bound on the clock (the time is printed)."""
    s0 = play_to_ottoman("worker-kill-1")
    expected, expected_events, commits = pure_phase(s0)
    assert commits >= 5
    gid = harness.put_game(s0)
    w1 = harness.start_worker(step_delay_ms=200, watchdog=False)
    _wait_version(harness, gid, 3)            # two steps committed, more to come
    os.kill(w1.pid, signal.SIGKILL)
    w1.wait(timeout=5)
    killed_at = time.monotonic()
    _, loaded = harness.load_state(gid)
    assert loaded.version < 1 + commits, "the phase ended before the kill"
    harness.start_worker(step_delay_ms=100, stale_s=3600)   # its watchdog finds the orphaned phase
    rec = harness.wait_phase(gid, {"done"}, timeout=HANG_S, round=s0.round)
    print(f"kill -> phase done with a worker started after the kill: {time.monotonic() - killed_at:.2f} s")
    final, loaded = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    assert loaded.version == 1 + commits == rec.end_version     # each step committed once
    got = _engine_events(harness, gid)
    assert [e["type"] for e in got] == [type(e).__struct_config__.tag for e in expected_events]
    assert [e["seq"] for e in harness.events(gid)] == list(range(1, len(harness.events(gid)) + 1))
    assert "watchdog" in (rec.progress or "") or rec.job_id.startswith(f"ottoman-{gid}-{s0.round}-w")
    # the killed job is deleted, so RQ's maintenance never re-runs and fails it later
    from rq.registry import StartedJobRegistry
    killed = enq.phase_job_id(gid, ("ottoman", s0.round))
    assert harness.r.exists(f"rq:job:{killed}") == 0
    assert killed not in StartedJobRegistry(harness.queue_name, connection=harness.r).get_job_ids()


def test_two_workers_take_the_same_game_one_commit_wins_nothing_applied_twice(harness):
    from rq import Worker

    from server.service import enqueue as enq

    s0 = play_to_ottoman("worker-race-1")
    expected, expected_events, commits = pure_phase(s0)
    gid = harness.put_game(s0, enqueue=False)
    workers = [harness.start_worker(step_delay_ms=100, watchdog=False) for _ in range(2)]
    deadline = time.monotonic() + 15
    while len(Worker.all(queue=harness.queue)) < 2:
        assert time.monotonic() < deadline, harness.stderr()
        time.sleep(0.05)
    # two jobs for one phase at once (the worst two racing hand-offs could produce);
    # a third hand-off under the same id is refused
    assert enq.enqueue_automatic_phase(harness.queue, gid, ("ottoman", s0.round))
    assert enq.enqueue_automatic_phase(harness.queue, gid, ("ottoman", s0.round), suffix="dup")
    assert enq.enqueue_automatic_phase(harness.queue, gid, ("ottoman", s0.round)) is None
    harness.wait_phase(gid, {"done"}, round=s0.round)
    deadline = time.monotonic() + 10
    while "lost_race" not in "".join(harness.log(p) for p in workers):   # the losing job's last word
        assert time.monotonic() < deadline, "no job lost the race: " + harness.stderr()
        time.sleep(0.05)
    harness.stop_workers()
    final, loaded = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    assert loaded.version == 1 + commits                     # one commit per step
    got = _engine_events(harness, gid)
    assert [e["type"] for e in got] == [type(e).__struct_config__.tag for e in expected_events]
    logs = "".join(harness.log(p) for p in workers)
    assert logs.count("lost_race") == 1, logs                # the other job stopped


def test_r19_awaiting_decision_answer_continues_the_phase(shared_harness):
    harness = shared_harness         # its worker listening: the module's shared one
    from gamekinds import battle1821 as engine
    from gamekinds.battle1821.actions import AnswerAlly, CallAlly

    s0 = find_decision_game("worker-decide")
    gid = harness.put_game(s0)
    rec = harness.wait_phase(gid, {"awaiting_decision"}, round=s0.round)
    state, loaded = harness.load_state(gid)
    p = state.pending
    assert p is not None and rec.status == "awaiting_decision"
    assert engine.waiting_for(state) == [p.seat]
    kinds = {type(o).__struct_config__.tag for o in engine.legal_actions(state, p.seat)}
    assert p.kind in kinds

    def answer(st):
        if st.pending.kind == "call_ally":
            return st.pending.seat, CallAlly(call=True)
        return st.pending.seat, AnswerAlly(accept=False)

    seat, action = answer(state)
    harness.answer(gid, seat, action)
    # later decisions in the same phase: answer them as they come
    expected, _, _ = pure_phase(s0, answer=answer)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        rec = harness.ottoman_record(gid, s0.round)
        st, _ = harness.load_state(gid)
        if rec.status == "done":
            break
        if rec.status == "awaiting_decision" and st.pending is not None:
            harness.answer(gid, *answer(st))
        time.sleep(0.02)
    final, _ = harness.load_state(gid)
    assert harness.ottoman_record(gid, s0.round).status == "done", harness.stderr()
    assert encode_state(final) == encode_state(expected)
    statuses = [e["status"] for e in harness.events(gid) if e["type"] == "ottoman_phase"]
    assert statuses[:2] == ["running", "awaiting_decision"] and statuses[-1] == "done"


def test_r19_decision_timeout_applies_never_decline_and_the_phase_goes_on(shared_harness):
    harness = shared_harness
    from gamekinds.battle1821.state import Options
    from gamekinds.battle1821 import timeout_action

    s0 = find_decision_game("worker-timeout", options=Options(max_rounds=20, decision_timeout_s=1))
    assert s0.options.decision_timeout_s == 1
    expected, _, _ = pure_phase(s0, answer=timeout_action)
    gid = harness.put_game(s0)
    asked = harness.wait_phase(gid, {"awaiting_decision"}, round=s0.round)
    harness.wait_phase(gid, {"done"}, round=s0.round, timeout=HANG_S)
    # not before the decision's 1 s: from the record's own time of asking (a late look by
    # this test only makes the span longer, never shorter)
    asked_at = datetime.fromisoformat(asked.updated_at.replace("Z", "+00:00")).timestamp()
    assert time.time() - asked_at >= 0.9, asked
    final, _ = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    timeouts = [e for e in harness.events(gid) if e["type"] == "decision_timeout"]
    assert timeouts and all(e["applied"] in ("call_ally", "answer_ally") for e in timeouts)


def test_r20_greek_actions_get_409_ottoman_phase_while_the_phase_runs(harness):
    from litestar.testing import TestClient

    from server.app import create_app
    from server.config import Settings
    from server.service import enqueue as enq
    from wk_helpers import REDIS_URL, install_state

    settings = Settings(redis_url=REDIS_URL, queue_redis_url=REDIS_URL,
                        key_prefix=harness.prefix, queue_name=harness.queue_name,
                        log_level="WARNING")
    s0 = play_to_ottoman("worker-409-1", seats=2)
    harness.start_worker(step_delay_ms=150)
    with TestClient(create_app(settings)) as client:
        r = client.post("/games", json={"seats": 2, "players": [{"name": "a"}, {"name": "b"}]})
        assert r.status_code == 201, r.text
        gid, tokens = r.json()["id"], [p["token"] for p in r.json()["players"]]
        harness.games.append(gid)
        install_state(harness.store, gid, s0)
        enq.enqueue_automatic_phase(harness.queue, gid, ("ottoman", s0.round))
        harness.wait_phase(gid, {"running"}, round=s0.round)
        for seat, token in enumerate(tokens):
            auth = {"Authorization": f"Bearer {token}"}
            r = client.post(f"/games/{gid}/actions", json={"type": "end_step"},
                            headers={**auth, "If-Match": "*"})
            assert r.status_code == 409, r.text
            assert r.json()["code"] == "ottoman_phase"
            assert r.headers["content-type"].startswith("application/problem+json")
            assert client.get(f"/games/{gid}/legal-actions", headers=auth).json()["actions"] == []
            phase = client.get(f"/games/{gid}/phases/current").json()
            assert phase["kind"] == "ottoman" and phase["status"] == "running"
            assert phase["job_id"] == f"ottoman-{gid}-{s0.round}" and phase["progress"]
        harness.wait_phase(gid, {"done"}, round=s0.round)
        state, loaded = harness.load_state(gid)
        assert state.phase == "greek"
        seat = state.turn_order[state.turn_index]
        r = client.get(f"/games/{gid}/legal-actions",
                       headers={"Authorization": f"Bearer {tokens[seat]}"})
        assert r.json()["actions"], "the Greek phase goes on once the Ottoman phase is done"


def test_a_phase_whose_job_keeps_failing_is_marked_failed(harness, monkeypatch):
    """No retries left + an exception -> phase ``failed`` with the error (and a
    ``failed`` status event), instead of ``running`` forever. The burst worker runs in this
    process (``run_burst_here``, the fault's variable set for the run): the job's failure
    and RQ's retry are what is proved, not a worker process (~0.5 CPU s less)."""
    from rq import Retry

    from server.service import enqueue as enq

    s0 = play_to_ottoman("worker-fail-1")
    gid = harness.put_game(s0, enqueue=False)
    # a job for this phase that can only fail: the engine step raises in the worker
    harness.queue.enqueue("server.worker.jobs.run_automatic_phase", gid, s0.round,
                          job_id=enq.phase_job_id(gid, ("ottoman", s0.round), "boom"), retry=Retry(max=1),
                          result_ttl=0, failure_ttl=60)
    with monkeypatch.context() as m:
        m.setenv("BATTLE1821_TEST_FAIL_STEPS", "1")         # tests/faults.py: every step raises
        assert harness.run_burst_here(monkeypatch)
    rec = harness.ottoman_record(gid, s0.round)
    assert rec.status == "failed" and "injected" in rec.error
    assert [e["status"] for e in harness.events(gid) if e["type"] == "ottoman_phase"][-1] == "failed"


def test_r19_decision_timeout_applied_by_the_watchdog_when_no_scheduler_runs(harness):
    from gamekinds.battle1821.state import Options
    from gamekinds.battle1821 import timeout_action

    s0 = find_decision_game("worker-timeout", options=Options(max_rounds=20, decision_timeout_s=1))
    expected, _, _ = pure_phase(s0, answer=timeout_action)
    harness.start_worker(with_scheduler=False)       # scheduled jobs never fire here
    gid = harness.put_game(s0)
    harness.wait_phase(gid, {"awaiting_decision"}, round=s0.round)
    harness.wait_phase(gid, {"done"}, round=s0.round, timeout=15)
    final, _ = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    assert any(e["type"] == "decision_timeout" for e in harness.events(gid))


def test_worker_health_probe_sees_this_hosts_worker_on_its_queue(harness):
    """Its own harness: the probe must first find no worker on the queue. The probe's
    process runs twice (no worker, then a live one): the wait for the worker to go live
    reads the probe's own function in this process (``live_workers_here``), not a probe
    process every 0.2 s (~0.2 CPU s each, several while a worker starts on a loaded
    machine)."""
    import subprocess
    import sys

    from server.config import Settings
    from server.worker.health import live_workers_here
    from wk_helpers import REDIS_URL, ROOT

    def probe():
        return subprocess.run([sys.executable, "-m", "server.worker.health"], cwd=ROOT,
                              env=harness.env, capture_output=True, text=True, timeout=30)

    assert probe().returncode == 1                     # no worker on this queue yet
    proc = harness.start_worker()
    settings = Settings(redis_url=REDIS_URL, queue_redis_url=REDIS_URL, key_prefix=harness.prefix,
                        queue_name=harness.queue_name)
    deadline = time.monotonic() + 60                   # a hang bound
    while not live_workers_here(settings):
        assert proc.poll() is None and time.monotonic() < deadline, harness.stderr()
        time.sleep(0.05)
    r = probe()
    assert r.returncode == 0 and r.stdout.startswith("ok: "), r.stdout + r.stderr


def test_r19_greek_phase_decision_timeout_through_the_api(shared_harness):
    """An attack in the Greek phase leaves an Ally decision pending; nobody answers; the
    scheduled job applies R19's default, records it in the action log and the game goes on."""
    harness = shared_harness
    import msgspec
    from litestar.testing import TestClient

    from server.app import create_app
    from server.config import Settings
    from gamekinds.battle1821.state import Options
    from wk_helpers import REDIS_URL, find_greek_decision, install_state

    settings = Settings(redis_url=REDIS_URL, queue_redis_url=REDIS_URL,
                        key_prefix=harness.prefix, queue_name=harness.queue_name,
                        log_level="WARNING")
    s_prev, seat, action = find_greek_decision(
        "greek-timeout", options=Options(max_rounds=20, decision_timeout_s=1))
    with TestClient(create_app(settings)) as client:
        r = client.post("/games", json={"seats": 2, "players": [{"name": "a"}, {"name": "b"}],
                                        "options": {"max_rounds": 20, "decision_timeout_s": 1}})
        gid, tokens = r.json()["id"], [p["token"] for p in r.json()["players"]]
        harness.games.append(gid)
        version = install_state(harness.store, gid, s_prev)
        r = client.post(f"/games/{gid}/actions", content=msgspec.json.encode(action),
                        headers={"Authorization": f"Bearer {tokens[seat]}",
                                 "If-Match": f'"{version}"', "Content-Type": "application/json"})
        assert r.status_code == 201, r.text
        asked = client.get(f"/games/{gid}").json()["pending"]
        assert asked is not None
        deadline = time.monotonic() + HANG_S
        while client.get(f"/games/{gid}").json()["version"] == version + 1:
            assert time.monotonic() < deadline, harness.stderr()
            time.sleep(0.05)
        acts = client.get(f"/games/{gid}/actions").json()["actions"]
        assert acts[-1]["applied_by"] == "decision_timeout"
        assert acts[-1]["action"]["type"] in ("call_ally", "answer_ally")
        assert acts[-1]["action"].get("accept", acts[-1]["action"].get("call")) is False
        evs = client.get(f"/games/{gid}/events").json()["events"]
        assert any(e["type"] == "decision_timeout" for e in evs)


def test_a_phase_committed_but_never_handed_off_is_found_and_run(harness):
    """The API committed the phase 'queued' and died before enqueueing it: the watchdog's
    sweep of the game index finds it, and after ``WATCHDOG_STALE_S`` without a job it is
    enqueued. The worker runs with a sweep every 1 s and a threshold of 2 s, not 10 s: the
    same sweep and the same check of a phase's age, sooner (nothing else here is waited out)."""
    s0 = play_to_ottoman("worker-sweep-1")
    expected, _, commits = pure_phase(s0)
    gid = harness.put_game(s0, enqueue=False)
    harness.r.zadd(harness.store.keys.index, {f"{int(time.time() * 1000):013d}:{gid}": 0})
    t0 = time.monotonic()
    harness.start_worker(extra_env={"BATTLE1821_WATCHDOG_SWEEP_S": "1"}, stale_s=2.0)
    rec = harness.wait_phase(gid, {"done"}, round=s0.round, timeout=HANG_S)
    print(f"swept and run in {time.monotonic() - t0:.1f} s")
    final, loaded = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    assert loaded.version == 1 + commits and "-w" in rec.job_id


def _counting_pipelines(aconn, sent: list):
    """``aconn`` (redis.asyncio) whose pipelines append their command count to ``sent``
    as they execute: one entry per round trip."""
    orig = aconn.pipeline

    def pipeline(*a, **kw):
        p = orig(*a, **kw)
        ex = p.execute

        async def execute(*a2, **kw2):
            sent.append(len(p.command_stack))
            return await ex(*a2, **kw2)
        p.execute = execute
        return p
    aconn.pipeline = pipeline
    return aconn


def test_the_api_hand_off_in_one_round_trip_enqueues_once_and_the_worker_runs_it(harness, monkeypatch):
    """enqueue_automatic_phase_async (the API's Ottoman hand-off without a thread): the
    watchdog's note, the queue's registration and RQ's unique enqueue in one pipeline;
    the same job as the sync enqueue's (fields), a duplicate refused, the phase run once
    (by a worker in this process, ``run_burst_here``: the job is what is proved)."""
    import asyncio

    import redis.asyncio

    from server.store import pending
    from wk_helpers import REDIS_URL

    s0 = play_to_ottoman("worker-async-1")
    expected = run_pure(s0)
    gid = harness.put_game(s0, enqueue=False)
    other = harness.put_game(play_to_ottoman("worker-async-2"), enqueue=False)
    sent = []

    async def go():
        aconn = _counting_pipelines(redis.asyncio.Redis.from_url(REDIS_URL), sent)
        try:
            first = await enq.enqueue_automatic_phase_async(aconn, harness.queue, gid, ("ottoman", s0.round))
            again = await enq.enqueue_automatic_phase_async(aconn, harness.queue, gid, ("ottoman", s0.round))
            return first, again
        finally:
            await aconn.aclose()
    first, again = asyncio.run(go())
    assert first == enq.phase_job_id(gid, ("ottoman", s0.round)) and again is None
    assert sent == [3, 3]                                   # one round trip each: ZADD, SADD, the script
    assert gid in pending.listed(harness.r, harness.queue_name)
    assert harness.queue.job_ids == [first]
    enq.enqueue_automatic_phase(harness.queue, other, ("ottoman", s0.round))
    a_fields = set(harness.r.hkeys(f"rq:job:{first}"))
    b_fields = set(harness.r.hkeys(f"rq:job:{enq.phase_job_id(other, ('ottoman', s0.round))}"))
    assert a_fields == b_fields, a_fields ^ b_fields
    assert harness.run_burst_here(monkeypatch)
    final, loaded = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    rec = harness.ottoman_record(gid, s0.round)
    assert rec.status == "done" and rec.job_id == first
    assert gid not in pending.listed(harness.r, harness.queue_name)


def test_the_api_hand_off_on_a_kept_direct_connection_is_the_same_round_trip(harness, monkeypatch):
    """The API's hand-off as server/app.py and HandOff send it: a KeptConnections of a
    client whose connections are DirectWrite ones (the adapter's ``call_many``): the three
    commands in one write and one read of three replies, the watchdog's note, the job with
    the fields of the sync enqueue's, a duplicate refused (None)."""
    import asyncio

    import redis.asyncio

    from server.store import pending
    from server.store.clients import KeptConnections
    from server.vendor import redis_conn
    from wk_helpers import REDIS_URL

    s0 = play_to_ottoman("worker-async-3")
    gid = harness.put_game(s0, enqueue=False)
    other = harness.put_game(play_to_ottoman("worker-async-4"), enqueue=False)
    sent = []
    orig = redis_conn.DirectWrite.call_many

    async def call_many(self, commands):
        sent.append([c[0] for c in commands])
        return await orig(self, commands)
    monkeypatch.setattr(redis_conn.DirectWrite, "call_many", call_many)

    async def go():
        pool = redis.asyncio.ConnectionPool.from_url(REDIS_URL, socket_timeout=5)
        redis_conn.direct_writes(pool)
        client = redis.asyncio.Redis.from_pool(pool)
        kept = KeptConnections(client)
        try:
            first = await enq.enqueue_automatic_phase_async(kept, harness.queue, gid, ("ottoman", s0.round))
            again = await enq.enqueue_automatic_phase_async(kept, harness.queue, gid, ("ottoman", s0.round))
            return first, again
        finally:
            await client.aclose()
    first, again = asyncio.run(go())
    assert first == enq.phase_job_id(gid, ("ottoman", s0.round)) and again is None
    assert sent == [["ZADD", "SADD", "EVALSHA"]] * 2
    assert gid in pending.listed(harness.r, harness.queue_name)
    assert harness.queue.job_ids == [first]
    enq.enqueue_automatic_phase(harness.queue, other, ("ottoman", s0.round))
    a = harness.r.hgetall(f"rq:job:{first}")
    b = harness.r.hgetall(f"rq:job:{enq.phase_job_id(other, ('ottoman', s0.round))}")
    assert set(a) == set(b), set(a) ^ set(b)
    assert a[b"origin"] == b[b"origin"] and a[b"status"] == b[b"status"]


def test_the_api_hand_off_loads_rq_s_script_on_a_redis_that_does_not_know_it():
    """A Redis without RQ's unique-enqueue script (fresh, or its script cache flushed):
    the pipeline's EVALSHA answers NOSCRIPT (nothing enqueued), the script is loaded and
    the pipeline sent again: one job, then a duplicate refused in one round trip."""
    import asyncio

    import redis
    import redis.asyncio
    from rq import Queue

    from support import private_redis

    with private_redis() as url:
        q = Queue("noscript", connection=redis.Redis.from_url(url))
        sent = []

        async def go():
            aconn = _counting_pipelines(redis.asyncio.Redis.from_url(url), sent)
            try:
                return (await enq.enqueue_automatic_phase_async(aconn, q, "g1", ("ottoman", 2)),
                        await enq.enqueue_automatic_phase_async(aconn, q, "g1", ("ottoman", 2)))
            finally:
                await aconn.aclose()
        first, again = asyncio.run(go())
        assert first == enq.phase_job_id("g1", ("ottoman", 2)) and again is None
        assert sent == [3, 3, 3]          # NOSCRIPT, again after SCRIPT LOAD; then the duplicate
        assert q.job_ids == [first]


def test_a_phase_whose_job_a_dying_worker_popped_but_never_started_is_run_again(harness):
    """A worker listening on two queues (the phases' and the webhooks') dequeues with
    BLPOP: a worker SIGKILLed between its BLPOP and RQ's ``prepare_job_execution`` takes
    the job id out of the queue while the job's hash still says ``queued`` (in no list, no
    started registry, no worker). Seen live: ``battle1821 run``, an Ottomans game, the
    worker killed just after the API handed off the phase's resume: the game stayed
    ``queued`` at one version for good. The watchdog trusted the hash's ``queued``
    ("waiting in the queue: alive"); it now asks the queue itself, and once the phase is
    silent past its threshold runs it again under a fresh id, exactly once."""
    s0 = play_to_ottoman("worker-popped-1")
    expected, _, commits = pure_phase(s0)
    gid = harness.put_game(s0)
    job_id = enq.phase_job_id(gid, ("ottoman", s0.round))
    # what the dead worker's BLPOP left: the id out of the queue, the hash untouched
    assert harness.r.lrem(harness.queue.key, 1, job_id) == 1
    assert harness.r.hget(f"rq:job:{job_id}", "status") == b"queued"
    t0 = time.monotonic()
    harness.start_worker(stale_s=1.0)
    rec = harness.wait_phase(gid, {"done"}, round=s0.round, timeout=30)
    print(f"popped job's phase run again after {time.monotonic() - t0:.1f} s")
    final, loaded = harness.load_state(gid)
    assert encode_state(final) == encode_state(expected)
    assert loaded.version == 1 + commits == rec.end_version      # each step committed once
    assert rec.job_id != job_id and "-w" in rec.job_id                 # the watchdog's fresh id
