"""Issue 16 item 3: ``/ready`` counts only live workers.

Real parts: a private Redis of this module (``server.stack``), the API's app on it in this
process (Litestar's ``TestClient`` on ``create_app``: ``/ready``'s own code and Redis
reads), and RQ workers (``battle1821 worker``) of each test, as subprocesses, the processes
whose starts, stops and deaths are counted; counts read from ``GET /ready``, polled with
deadlines. Each test starts from a count of 0 (the
``ready_api`` fixture waits for it): every worker a test leaves alive stops cleanly when it
ends, and the one it SIGKILLs is proven uncounted before it ends.

- Clean stop (SIGTERM): a stopping worker is not registered again by its own liveness
  thread (it used to be, by the watchdog's re-registration, about every other stop: a
  ghost counted for good), so the count drops to the workers left as each exits and stays.
- SIGKILL: the dead worker registers no death; its liveness key runs out within
  ``BATTLE1821_WORKER_LIVE_S`` and it stops being counted (it used to stay counted
  until RQ's registry entry expired, 2 minutes or more); the test's bound, 40 s, only
  tells the two apart (the time is printed).

The workers here run with ``BATTLE1821_WORKER_LIVE_S`` = ``LIVE_S`` (1 s, half the default
2 s; the key renewed every third of it): the same key, thread and reads, so the same
proofs, with half the waits for a key to run out, a name to be reclaimed, or a ghost to
come back; a live worker still has two renewals' slack before its key could lapse.
"""

from __future__ import annotations

import signal
import time

import pytest

from forks import ForkStack

pytestmark = pytest.mark.timeout(120)

LIVE_S = 1.0          # BATTLE1821_WORKER_LIVE_S of this module's workers (the default: 2 s)
LEAVING = 6
GONE_BY_S = 40.0     # < WORKER_TTL_S (60 s): a dead worker counted until RQ's entry expires fails


def _env(url: str) -> dict:
    return dict(REDIS_URL=url, QUEUE_REDIS_URL=url, REDIS_CLUSTER="0", BATTLE1821_QUEUE="liveq",
                BATTLE1821_KEY_PREFIX="live", LOG_LEVEL="WARNING", BATTLE1821_WORKER_LIVE_S=str(LIVE_S))


@pytest.fixture(scope="module")
def _redis_and_api(tmp_path_factory):
    """The module's private Redis and the API's app on it, in this process: the tests
    start and stop only workers, and ``/ready`` answers from Redis alone, so an API process
    (~0.7 CPU s to start; this file's tests are three units of the schedule, each possibly
    in a process of its own) proved nothing more."""
    from litestar.testing import TestClient

    from server.app import create_app
    from server.config import Settings

    with ForkStack(tmp_path_factory.mktemp("ready")) as st:
        url = st.redis()
        env = _env(url)
        settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=env["BATTLE1821_KEY_PREFIX"],
                            queue_name=env["BATTLE1821_QUEUE"], log_level="WARNING", worker_live_s=LIVE_S)
        with TestClient(create_app(settings)) as api:
            yield env, api


@pytest.fixture
def ready_api(_redis_and_api):
    """(env, the app's client) once ``/ready`` counts no worker."""
    env, api = _redis_and_api
    _until_count(api, 0, "no worker left by an earlier test", GONE_BY_S)
    return env, api


def _count(api) -> int:
    r = api.get("/ready")
    return r.json()["workers"] if r.status_code == 200 else 0


def _until(what: str, ok, timeout: float, poll: float = 0.1):
    deadline = time.monotonic() + timeout
    while True:
        value = ok()
        if value:
            return value
        assert time.monotonic() < deadline, f"{what}: not within {timeout} s"
        time.sleep(poll)


def _until_count(api, expected: int, what: str, timeout: float) -> list[int]:
    """Poll /ready until it counts ``expected`` workers; returns the counts seen."""
    seen = []
    deadline = time.monotonic() + timeout
    while not seen or seen[-1] != expected:
        assert time.monotonic() < deadline, f"{what}: /ready counted {seen[-1]}, not {expected}, " \
                                            f"after {timeout} s ({seen})"
        seen.append(_count(api))
        time.sleep(0.05)
    return seen


def _hold(api, expected: int, seconds: float) -> list[int]:
    """/ready's count polled for ``seconds``; every reading must be ``expected``."""
    seen = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        seen.append(_count(api))
        time.sleep(0.1)
    assert set(seen) == {expected}, f"/ready counted {sorted(set(seen))}, expected {expected}: {seen}"
    return seen


def test_ready_stops_counting_workers_that_stop_cleanly_and_none_comes_back(tmp_path, ready_api):
    env, api = ready_api
    with ForkStack(tmp_path) as st:
        stay = st.worker(env, name="stay")
        leaving = [st.worker(env, name=f"leave{i}") for i in range(LEAVING)]
        _until(f"{LEAVING + 1} live workers", lambda: _count(api) == LEAVING + 1, 60)
        # one at a time, at different moments of the liveness thread's renewal period
        # (LIVE_S / 3 = 0.33 s): 0.13 s steps fall at 0.13, 0.26, 0.06, 0.19, 0.32, 0.11 s of it
        for left, w in enumerate(reversed(leaving), 1):
            time.sleep(0.13 * left)
            w.proc.send_signal(signal.SIGTERM)
            w.proc.wait(timeout=30)
            # a stopping worker drops its liveness key and RQ registers its death before it
            # exits: the first count asked after the exit has it gone already
            first = _count(api)
            print(f"after {left} clean stop(s): /ready counted {first}")
            assert first == LEAVING + 1 - left, f"after {left} clean stop(s): /ready counted {first}"
        _hold(api, 1, 2 * LIVE_S)   # and no ghost re-registers later
        assert stay.alive(), stay.tail()
        assert "registered again" not in "".join(w.log.read_text() for w in leaving)


def test_ready_stops_counting_a_sigkilled_worker_once_its_liveness_key_runs_out(tmp_path, ready_api):
    env, api = ready_api
    with ForkStack(tmp_path) as st:
        st.worker(env, name="stay")
        doomed = st.worker(env, name="doomed")
        _until("2 live workers", lambda: _count(api) == 2, 60)
        doomed.proc.send_signal(signal.SIGKILL)
        doomed.proc.wait(timeout=10)
        killed = time.monotonic()
        # a bound that only catches the old way: RQ's registry entry lived 60 s (WORKER_TTL_S)
        # and more; the liveness key runs out after LIVE_S (the time is printed)
        seen = _until_count(api, 1, "the SIGKILLed worker", GONE_BY_S)
        gone_after = time.monotonic() - killed
        print(f"SIGKILLed worker counted for {gone_after:.2f} s after its death")
        assert 0 not in seen, f"the live worker was not counted at some point: {seen}"
        _hold(api, 1, LIVE_S)


def test_a_worker_name_is_free_again_soon_after_its_holder_is_sigkilled(tmp_path, ready_api):
    """Issue 38, "smaller": ``battle1821 worker --name X`` right after the worker named X
    was SIGKILLed used to be refused by RQ for about 77 s (its registration hash outlives
    it: ``worker_ttl`` + 60 s). Now the new worker sees no liveness key for the name at
    two reads ``LIVE_S`` apart, closes the dead one's registration through RQ and starts;
    while the holder is live, the name is still refused."""
    env, api = ready_api
    with ForkStack(tmp_path) as st:
        first = st.worker(env, "--name", "fixed-w", name="first")
        _until("the named worker", lambda: _count(api) == 1, 60)
        twin = st.worker(env, "--name", "fixed-w", name="twin")     # the holder is live: refused
        assert twin.proc.wait(timeout=60) != 0
        first.proc.send_signal(signal.SIGKILL)
        first.proc.wait(timeout=10)
        killed = time.monotonic()
        second = st.worker(env, "--name", "fixed-w", name="second")
        _until_count(api, 0, "the SIGKILLed worker", GONE_BY_S)     # only tells the liveness key from RQ's 60 s entry
        _until("the new worker with the same name", lambda: _count(api) == 1, 60)
        took = time.monotonic() - killed
        print(f"name taken again {took:.1f} s after the SIGKILL")
        assert second.proc.poll() is None, "the new worker exited"
        _hold(api, 1, LIVE_S)
