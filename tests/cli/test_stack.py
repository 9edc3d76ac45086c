"""server/stack.py: start, readiness, stop in reverse order leaving no process behind, a
child that dies early raising with its log tail, the data dir lock."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
import redis

from support import Stack, process_group

from server.stack import (
    ChildExited, DataDirInUse, GaveUp, RestartPolicy, StackError, embedded_redis, redis_answers,
)

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and PR_SET_PDEATHSIG are Linux")


def _env(url: str, tag: str) -> dict:
    return dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=tag,
                BATTLE1821_QUEUE=tag, LOG_LEVEL="INFO")


def test_start_ready_and_stop_in_reverse_order_leaves_no_process(tmp_path):
    st = Stack(tmp_path)
    try:
        url = st.redis()
        assert redis_answers(url)
        assert redis.Redis.from_url(url).info("server")["server_name"] == embedded_redis().name
        st.worker(_env(url, "stk"))
        base = st.api(_env(url, "stk"))
        st.wait_http(base, "/ready", ready=lambda r: r.json().get("workers", 0) >= 1)
        assert httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}
                          ).status_code == 201
        names = [c.name for c in st.children]
        assert names == ["redis", "worker", "api"]
        groups = {c.name: c.pid for c in st.children}
        assert len(process_group(groups["worker"])) >= 2          # the RQ worker and its scheduler
        assert all(os.getpgid(pid) == pid for pid in groups.values())   # each in its own group
    finally:
        st.stop()
    assert st.children == []
    assert all(process_group(pid) == [] for pid in groups.values())
    assert not redis_answers(url)
    logs = {n: (tmp_path / f"{n}.log").read_text() for n in names}
    assert "warm shut down" in logs["worker"] and "Lost connection" not in logs["worker"]   # Redis went last
    assert "Shutting down" in logs["api"] or "Finished server process" in logs["api"]


def test_a_child_that_dies_early_raises_with_its_log_tail(tmp_path):
    with Stack(tmp_path) as st:
        st.spawn("boom", [sys.executable, "-c", "print('the last words'); raise SystemExit(3)"])
        with pytest.raises(ChildExited) as err:
            st.wait(lambda: False, "something that never gets ready", timeout=20)
    assert err.value.name == "boom" and err.value.returncode == 3
    assert "the last words" in err.value.tail and "the last words" in str(err.value)


def test_an_api_that_cannot_start_fails_the_ready_check_at_once(tmp_path):
    with Stack(tmp_path) as st, pytest.raises(ChildExited) as err:     # not StackError: the ready timeout
        st.api({"REDIS_URL": "redis://127.0.0.1:1/0"}, args=["--workers", "not-a-number"], timeout=300)
    assert err.value.name == "api" and "not-a-number" in err.value.tail


def test_ready_timeout_names_what_and_shows_the_logs(tmp_path):
    with Stack(tmp_path) as st:
        st.spawn("sleeper", [sys.executable, "-c", "print('still here', flush=True); import time; time.sleep(60)"])
        with pytest.raises(StackError, match="the thing not ready after 1 s") as err:
            st.wait(lambda: False, "the thing", timeout=1)
        assert "still here" in str(err.value)


def test_a_data_dir_holds_one_redis_at_a_time(tmp_path):
    data = tmp_path / "data"
    with Stack(tmp_path / "a") as a, Stack(tmp_path / "b") as b:
        url = a.redis(data)
        with pytest.raises(DataDirInUse, match="in use by another embedded Redis"):
            b.redis(data)
        assert b.children == [] and redis_answers(url)


def test_children_die_with_a_sigkilled_parent(tmp_path):
    """The parent is a Python process holding a Stack; SIGKILL it and its Redis goes too."""
    code = ("import sys, time; sys.path.insert(0, 'tests'); from support import Stack; "
            f"st = Stack({str(tmp_path)!r}); print(st.redis(), st.children[0].pid, flush=True); time.sleep(60)")
    parent = subprocess.Popen([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2],
                              stdout=subprocess.PIPE, text=True)
    url, pid = parent.stdout.readline().split()
    assert redis_answers(url)
    parent.send_signal(signal.SIGKILL)
    parent.wait(10)
    deadline = time.monotonic() + 10
    while process_group(int(pid)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert process_group(int(pid)) == [] and not redis_answers(url)


def test_a_child_started_from_a_short_lived_thread_outlives_the_thread(tmp_path):
    """PR_SET_PDEATHSIG follows the thread that forked: a Redis (re)started from
    ``asyncio.to_thread`` used to get SIGTERM as the pool's thread ended (the Redis-restart
    test lost its Redis that way). Every child is forked by the stack's spawner thread."""
    import asyncio

    with Stack(tmp_path) as st:
        async def main():
            return await asyncio.to_thread(st.redis)
        url = asyncio.run(main())      # the loop's pool and its thread end here
        time.sleep(0.5)
        assert redis_answers(url, timeout=2) and st.children[0].proc.poll() is None, st.logs()


def test_a_log_tail_starts_at_a_line_boundary(tmp_path):
    with Stack(tmp_path) as st:
        c = st.spawn("talker", [sys.executable, "-c", "for i in range(100): print('line %03d ' % i + 'x' * 30)"])
        c.proc.wait(10)
        tail = c.tail(500)
        assert len(tail) <= 500 and tail.startswith("line ") and tail.endswith("line 099 " + "x" * 30 + "\n")
        assert all(len(line) == 39 for line in tail.splitlines())
        one = st.spawn("one-line", [sys.executable, "-c", "print('y' * 1000, end='')"])
        one.proc.wait(10)
        assert one.tail(100) == "y" * 100          # one line longer than the tail: its end


def test_supervise_restarts_with_backoff_then_gives_up(tmp_path):
    said = []
    policy = RestartPolicy(first_delay_s=0.1, max_delay_s=0.4, max_restarts=3, window_s=60)
    assert [policy.delay(n) for n in range(5)] == [0.1, 0.2, 0.4, 0.4, 0.4]
    with Stack(tmp_path) as st:
        st.spawn("steady", [sys.executable, "-c", "import time; time.sleep(60)"])
        st.spawn("flaky", [sys.executable, "-c", "import os; print('run', os.getpid()); raise SystemExit(7)"])
        t0 = time.monotonic()
        with pytest.raises(GaveUp) as err:
            st.supervise(("flaky",), policy, say=said.append, poll=0.02)
        took = time.monotonic() - t0
        assert st.children[0].alive() and [c.name for c in st.children] == ["steady", "flaky"]
    assert err.value.name == "flaky" and err.value.returncode == 7
    assert "after 3 restarts within 60 s: giving up" in str(err.value) and "run " in err.value.tail
    exits = [m for m in said if "exited with code 7" in m]
    assert [m.split("restarting it in ")[1].split(" s")[0] for m in exits] == ["0.1", "0.2", "0.4"]
    assert len([m for m in said if m.startswith("flaky restarted (pid ")]) == 3
    assert took >= 0.7
    assert (tmp_path / "flaky.log").read_text().count("run ") == 4     # the same command each time


def test_supervise_raises_at_once_for_a_child_it_does_not_restart(tmp_path):
    with Stack(tmp_path) as st:
        st.spawn("redis", [sys.executable, "-c", "print('gone'); raise SystemExit(1)"])
        st.spawn("api", [sys.executable, "-c", "import time; time.sleep(60)"])
        with pytest.raises(ChildExited) as err:
            st.supervise(("api",), say=pytest.fail)
    assert not isinstance(err.value, GaveUp) and err.value.name == "redis" and "gone" in err.value.tail


def test_supervise_returns_at_its_next_turn_once_stop_is_true(tmp_path):
    """``battle1821 run``'s stop when its SIGTERM handler's exception was dropped (raised in
    a finalizer, session 23): the handler recorded the signal first, and ``supervise`` reads
    that at each turn; the children are left to ``Stack.stop``."""
    from server import cli

    with Stack(tmp_path) as st:
        st.spawn("steady", [sys.executable, "-c", "import time; time.sleep(60)"])
        t0 = time.monotonic()
        st.supervise(("steady",), say=pytest.fail, poll=0.02, stop=lambda: time.monotonic() - t0 > 0.3)
        assert 0.3 <= time.monotonic() - t0 < 2.0 and st.children[0].alive()
    signals = cli._stop_signals[:]
    try:
        with pytest.raises(cli._Stop):
            cli._raise_stop(signal.SIGTERM, None)
        assert cli._stop_signals == signals + [signal.SIGTERM]      # recorded before the raise
    finally:
        cli._stop_signals[:] = signals


def test_a_start_that_an_exception_left_is_still_stopped_with_the_stack(tmp_path, monkeypatch):
    """``battle1821 run``'s window (session 24): its SIGTERM handler raises in the thread that
    waits while the spawner thread starts a child; the child was started but never recorded,
    so ``Stack.stop`` did not stop it (it outlived ``run`` until the spawner thread's death
    sent it ``PR_SET_PDEATHSIG``'s SIGTERM, after the stack's Redis had stopped). The spawner
    records the child itself, and ``stop`` waits for a start under way. Held there by
    ``BATTLE1821_TEST_SPAWN_HOLD`` (the ``stack.spawned`` fault point), interrupted by a
    signal whose handler raises, in this process's main thread, as ``run``'s does."""
    from server import faults
    from tests import faults as test_faults

    faults.install(test_faults.MODULE)
    hold = tmp_path / "spawned"
    monkeypatch.setenv("BATTLE1821_TEST_SPAWN_HOLD", f"sleeper:{hold}")

    class Interrupted(Exception):
        pass

    def interrupt() -> None:        # once the spawner holds the started child
        deadline = time.monotonic() + 60
        while not (hold.exists() and hold.read_text()) and time.monotonic() < deadline:
            time.sleep(0.02)
        signal.pthread_kill(threading.main_thread().ident, signal.SIGUSR1)

    def raise_interrupted(signum, frame):
        raise Interrupted()

    previous = signal.signal(signal.SIGUSR1, raise_interrupted)
    st = Stack(tmp_path / "logs")
    pid = None
    try:
        t = threading.Thread(target=interrupt)
        t.start()
        with pytest.raises(Interrupted):
            st.spawn("sleeper", [sys.executable, "-c", "import time; time.sleep(120)"])
        t.join()
        pid = int(hold.read_text())
        assert process_group(pid) == [pid]                # started; the spawner still holds it
        hold.unlink()
        st.stop()
        assert st.children == [] and process_group(pid) == []      # stopped with the stack
    finally:
        signal.signal(signal.SIGUSR1, previous)
        if pid is not None and process_group(pid):
            os.killpg(pid, signal.SIGKILL)
