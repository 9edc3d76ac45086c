"""The watchdog's log while the state Redis is down (server/worker/watchdog.py, FailureStreak).

An operator's run (session 24): with a node of the state's Redis Cluster down, every worker
logged a full "watchdog pass failed" traceback on every pass (one a second). Now a run of
failures logs the first with its traceback, then one line per pass with its count, and one
line when a pass succeeds again.

Real parts: a state Redis and a queue Redis of their own (``server.stack``) and one
``battle1821 worker``'s ``run_worker`` (its watchdog's DEBUG lines logged: every pass ends with ``watchdog pass <n> done:
<what>``). A game id on the watchdog's list makes each pass load that game from the state
Redis (the sweep, which reads it too, is made once before: the test waits for its DEBUG line); the state Redis is SIGKILLed until at least 5 passes have failed, then started again
on its port; the game (there is none) is then forgotten by the next pass. The watchdog passes
every :data:`PASS_S` (``WATCHDOG_INTERVAL_S``, 1 s in production, as ``wk_helpers`` sets it): what
the log says is counted in passes, so a shorter period proves the same in fewer seconds (the
passes' 1 s period was ~9 of the test's 13.5 s)."""

from __future__ import annotations

import re
import signal
import sys

import pytest
import redis

from forks import ROOT, ForkStack, fork_worker
from support import free_port, wait_until

from server.stack import Child
from server.store import pending

pytestmark = pytest.mark.timeout(180)

FAILED_PASSES = 5
PASS_S = 0.2


def test_a_run_of_failed_passes_logs_one_traceback_then_a_line_each_then_the_recovery(tmp_path):
    state_port = free_port()
    with ForkStack(tmp_path / "logs") as st:
        state_url = st.redis(tmp_path / "state", port=state_port, name="state")
        queue_url = st.redis(tmp_path / "queue", name="queue")
        env = dict(REDIS_URL=state_url, QUEUE_REDIS_URL=queue_url, REDIS_CLUSTER="0",
                   BATTLE1821_KEY_PREFIX="wq", BATTLE1821_QUEUE="wqq", LOG_LEVEL="WARNING",
                   BATTLE1821_WATCHDOG_SWEEP_S="3600")     # one sweep, ~2 s after the start, before the kill
        # the worker as wk_helpers starts one: its watchdog's DEBUG lines in its log
        code = (f"import server.worker.watchdog as w; w.WATCHDOG_INTERVAL_S = {PASS_S!r}; "
                "import logging; _wl = logging.getLogger('battle1821.watchdog'); "
                "_wl.setLevel(logging.DEBUG); _wl.addHandler(logging.StreamHandler()); "
                "from server.worker import run_worker; run_worker(logging_level='WARNING')")
        log_path = st.log_dir / "worker.log"
        worker = Child("worker", fork_worker(st.env(env), code, log_path, ROOT), log_path,
                       [sys.executable, "-c", code], env)
        st.children.append(worker)                   # stopped with the stack
        q = redis.Redis.from_url(queue_url)
        gid = "00000000000000aa"

        def log() -> str:
            return worker.log.read_text(errors="replace")

        def passes(what: str) -> list[int]:
            return [int(n) for n in re.findall(rf"watchdog pass (\d+) done: {what}", log())]

        def passes_after(line: str) -> bool:
            return bool(re.search(r"watchdog pass \d+ done", log().partition(line)[2]))

        try:
            # the one sweep (~2 s after the start) and a pass after it: the kill comes after both
            wait_until(lambda: passes_after("watchdog sweep done: "), 60,
                       f"no watchdog sweep and pass after it\n{worker.tail()}")
            child = next(c for c in st.children if c.name == "state")
            child.proc.send_signal(signal.SIGKILL)
            child.proc.wait(10)
            st.children.remove(child)
            pending.note(q, "wqq", gid)              # each pass now loads it from the state Redis
            wait_until(lambda: len(passes("failed")) >= FAILED_PASSES, 90,
                       f"fewer than {FAILED_PASSES} failed passes\n{worker.tail()}")
            st.redis(tmp_path / "state", port=state_port, name="state")
            wait_until(lambda: passes(re.escape(f"[('{gid}', 'forgotten')]")), 60,
                       f"no pass forgot the game after the state Redis came back\n{worker.tail()}")
            text = log()
        finally:
            q.close()
        assert worker.alive(), worker.tail()

    failed = passes("failed")
    first = text.count("watchdog pass failed (again: one line each, until it recovers)")
    again = [int(n) for n in re.findall(r"watchdog pass failed again \((\d+) in a row\): \w+", text)]
    recovered = re.findall(r"watchdog pass recovered after (\d+) failed attempt\(s\)", text)
    assert first == 1, text[-4000:]
    assert again == list(range(2, len(failed) + 1)), (again, failed)     # one line per further pass
    assert recovered == [str(len(failed))], recovered
    # the first failure's traceback (its chained exceptions too) and no other: every traceback
    # of the log lies between the first failure's line and the second failure's
    start = text.index("watchdog pass failed (again")
    end = text.index("watchdog pass failed again (2 in a row)")
    assert start < end < text.index("watchdog pass recovered")
    assert "Traceback (most recent call last)" in text[start:end]
    assert text.count("Traceback (most recent call last)") == text[start:end].count("Traceback (most recent call last)"), \
        text[-6000:]
