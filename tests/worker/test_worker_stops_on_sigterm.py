"""A worker stops on SIGTERM even when the signal lands in a finalizer (session 23).

RQ's SIGTERM handler (``Worker.request_stop``) raises ``StopRequested`` when the worker is
not busy with a job; a handler runs wherever the main thread is, and when that is a
``__del__`` (a redis ``ConnectionPool``'s, any object's) Python prints the exception
("Exception ignored in: ...") and drops it: RQ went on waiting for jobs until whoever stopped
it SIGKILLed it (``server.stack``: 15 s later), and its registration stayed until its TTL.
The live worker class records the request before RQ's handler runs and stops at the next
turn of its loop or of its wait for a job (:data:`server.worker.liveness.STOP_POLL_S`).

Real processes (``battle1821 worker``, forked by :mod:`forks`), a private Redis, real jobs
(:mod:`tests.slow_finalizer`): the finalizer is one a job leaves on its own RQ job, which
RQ drops, in the worker's main thread, when it takes the next job (the worker idle, that
job in its hands); the SIGTERM is sent while the finalizer runs. And in this process, on
the installed RQ and a private Redis: what a dropped exception leaves behind (the request
recorded) ends an idle worker's wait for a job within ``STOP_POLL_S``.

The window before RQ's handlers (session 24): ``work()`` registers the birth, forks RQ's
scheduler and only then installs RQ's handlers; a SIGTERM there ended the worker by the
default disposition (a SIGINT by ``KeyboardInterrupt``), registered. A real worker held there
(``BATTLE1821_TEST_BIRTH_HOLD``: the ``worker.born`` fault point) gets the signal, which is
recorded and stops it at its loop's first turn: exit 0, deregistered, its scheduler stopped.
In this process: the order of the installed RQ's ``work()`` that this relies on, and a child
forked in the window (as RQ forks its scheduler) starting with the default dispositions."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest
import redis
from rq import Queue, SimpleWorker, Worker
from rq.exceptions import StopRequested
from rq.job import JobStatus

from forks import ForkStack
from server.store.workers import alive_key
from server.worker.liveness import STOP_POLL_S, STOP_SIGNALS, live_worker_class
from support import private_redis, process_group

pytestmark = pytest.mark.timeout(120)

JOB_S = 1.0
"""How long the job in flight takes (it is taken before the SIGTERM and must finish)."""
WAIT_S = 1
"""The idle worker's wait for a job (one ``BLPOP``) in ``test_a_recorded_stop_ends_the_wait_for_a_job_within_stop_poll_s``."""


def _wait(cond, timeout: float, what: str, child) -> None:
    deadline = time.monotonic() + timeout
    while not cond():
        assert child.alive(), child.tail()
        assert time.monotonic() < deadline, f"{what}: {child.tail()}"
        time.sleep(0.05)


def test_a_sigterm_that_lands_in_a_finalizer_stops_the_worker_after_its_job(tmp_path):
    with ForkStack(tmp_path / "logs") as st:
        url = st.redis()
        env = {"REDIS_URL": url, "QUEUE_REDIS_URL": url, "REDIS_CLUSTER": "0", "BATTLE1821_QUEUE": "stq",
               "BATTLE1821_KEY_PREFIX": "st", "LOG_LEVEL": "INFO"}
        r = redis.Redis.from_url(url)
        try:
            w = st.worker(env, name="sigterm")
            mine = lambda: [m for m in r.smembers("rq:workers:stq") if b".%d." % w.pid in m]  # noqa: E731
            # RQ installs its SIGTERM handler after its birth, before its first registry clean-up
            _wait(lambda: "cleaning registries" in w.tail(), 60, "the worker working", w)
            [key] = mine()
            name = key.decode().removeprefix("rq:worker:")
            q = Queue("stq", connection=r)
            marker, out = tmp_path / "finalizer", tmp_path / "job-b"
            a = q.enqueue("tests.slow_finalizer.leave_slow_finalizer", str(marker), 20.0)
            _wait(lambda: a.get_status(refresh=True) == JobStatus.FINISHED, 30, "job A", w)
            assert not marker.exists()             # the job object lives on in RQ's loop
            b = q.enqueue("tests.slow_finalizer.take_a_while", JOB_S, str(out))
            # taking B, RQ drops A's job: the finalizer runs (idle, B in the worker's hands)
            _wait(marker.exists, 30, "the finalizer", w)
            assert int(marker.read_text()) == w.pid
            t0 = time.monotonic()
            w.proc.send_signal(signal.SIGTERM)
            bound = JOB_S + STOP_POLL_S + 5.0      # B's run, a turn of the wait, the teardown
            assert w.proc.wait(timeout=bound) == 0, w.tail()
            took = time.monotonic() - t0
            log = w.log.read_text()
            # the signal did land in the finalizer, and RQ's exception was dropped there
            assert "Exception ignored in" in log and "StopRequested" in log, log[-3000:]
            assert "cold shut down" not in log
            # the job in the worker's hands when the stop came ran to its end
            assert out.read_text() == "done" and b.get_status(refresh=True) == JobStatus.FINISHED
            assert b.return_value() == "done"
            # deregistered, its death recorded, its liveness key gone
            assert mine() == [] and r.hget(key, "death") and not r.exists(alive_key(name)), r.hgetall(key)
            assert took < bound
        finally:
            r.close()


@pytest.mark.parametrize("base", [SimpleWorker, Worker], ids=["simple", "fork"])
def test_a_recorded_stop_ends_the_wait_for_a_job_within_stop_poll_s(tmp_path, base):
    """The contract with the installed RQ: its wait for a job is ``BLPOP`` s of at most
    ``dequeue_timeout`` (``STOP_POLL_S``), with ``should_run_maintenance_tasks`` read at each
    turn, and a ``StopRequested`` raised there ends ``work()`` with the death registered; the
    socket timeout stays RQ's own (``worker_ttl - 15 + 10``). The request is recorded while
    the worker waits, as a SIGTERM whose exception a finalizer dropped leaves it.

    Counted in turns of the wait, not in wall seconds (a busy CPU stretches the latter: 7.3 s
    at load 35): the BLPOP s the worker starts, each with its timeout and whether the request
    was recorded when it started. The one the request lands in ends within its timeout
    (Redis), and the next turn's check ends ``work()``: no BLPOP starts after the request,
    but the one a request recorded just after that check races with.

    The waiting worker's turns are :data:`WAIT_S` (RQ's public ``worker_ttl``:
    ``dequeue_timeout`` = ``worker_ttl`` - 15, below ``STOP_POLL_S``), not 5 s: what the test
    counts is turns; the cap at ``STOP_POLL_S`` of RQ's own wait (45 s at the server's
    ``worker_ttl`` of 60) and the socket timeout are checked on a worker built with 60."""
    handlers = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGINT)}
    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        try:
            with redis.Redis.from_url(url) as r60:
                w60 = live_worker_class(base)(["idle"], connection=r60, name=f"idle60-{base.__name__}", worker_ttl=60)
                assert w60.dequeue_timeout == STOP_POLL_S
                assert r60.connection_pool.connection_kwargs["socket_timeout"] == 60 - 15 + 10
            w = live_worker_class(base)(["idle"], connection=r, name=f"idle-{base.__name__}", worker_ttl=15 + WAIT_S)
            assert w.dequeue_timeout == WAIT_S < STOP_POLL_S
            assert r.connection_pool.connection_kwargs["socket_timeout"] == WAIT_S + 10
            turns: list[tuple[bool, int | None]] = []     # (the request recorded, the BLPOP's timeout)

            class CountedTurns(w.queue_class):
                @classmethod
                def dequeue_any(cls, queues, timeout, **kwargs):
                    turns.append((w.stop_asked, timeout))
                    return super().dequeue_any(queues, timeout, **kwargs)

            w.queue_class = CountedTurns

            def ask() -> None:      # once the worker waits for a job (its first BLPOP started)
                deadline = time.monotonic() + 60
                while not turns and time.monotonic() < deadline:
                    time.sleep(0.01)
                w.stop_asked = True

            t = threading.Thread(target=ask)
            t.start()
            assert w.work(with_scheduler=False, logging_level="WARNING") is False
            t.join()
            assert turns and all(timeout == WAIT_S for _, timeout in turns), turns
            assert [asked for asked, _ in turns].count(True) <= 1, turns
            assert r.hget(w.key, "death") and not r.sismember("rq:workers:idle", w.key)
            assert not r.exists(alive_key(w.name))
        finally:
            for s, h in handlers.items():
                signal.signal(s, h)
            r.close()


def test_the_request_is_recorded_before_rqs_handler_raises(tmp_path):
    """RQ's handler raises ``StopRequested`` at once when the worker holds no job (its warm
    shutdown); the request is recorded first, so an exception dropped there loses nothing."""
    handlers = {s: signal.getsignal(s) for s in (signal.SIGTERM, signal.SIGINT)}
    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        try:
            w = live_worker_class(SimpleWorker)(["rec"], connection=r, name="rec-test", worker_ttl=60)
            assert not w.stop_asked
            with pytest.raises(StopRequested):
                w.request_stop(signal.SIGTERM, None)
            assert w.stop_asked
            with pytest.raises(StopRequested):
                _ = w.should_run_maintenance_tasks      # the next turn of RQ's loop or wait
        finally:
            for s, h in handlers.items():
                signal.signal(s, h)
            r.close()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_stop_signal_between_the_birth_and_rqs_handlers_stops_the_worker_deregistered(tmp_path, sig):
    with ForkStack(tmp_path / "logs") as st:
        url = st.redis()
        hold = tmp_path / "born"
        env = {"REDIS_URL": url, "QUEUE_REDIS_URL": url, "REDIS_CLUSTER": "0", "BATTLE1821_QUEUE": "wq",
               "BATTLE1821_KEY_PREFIX": "wq", "LOG_LEVEL": "INFO", "BATTLE1821_TEST_BIRTH_HOLD": str(hold)}
        r = redis.Redis.from_url(url)
        try:
            w = st.worker(env, name="window")
            mine = lambda: [m for m in r.smembers("rq:workers:wq") if b".%d." % w.pid in m]  # noqa: E731
            # held in the window: registered and live, RQ's handlers not installed yet
            _wait(lambda: hold.exists() and hold.read_text() == str(w.pid), 60, "the worker's birth", w)
            [key] = mine()
            name = key.decode().removeprefix("rq:worker:")
            assert r.hexists(key, "birth") and r.exists(alive_key(name))
            w.proc.send_signal(sig)
            _wait(lambda: "stop recorded" in w.tail(), 60, f"the {sig.name} recorded", w)
            hold.unlink()                          # on with work(): its scheduler, RQ's handlers, the loop
            assert w.proc.wait(timeout=60) == 0, w.tail()
            log = w.log.read_text()
            assert "stopping on request" in log, log[-3000:]
            # deregistered, its death recorded, its liveness key gone
            assert mine() == [] and r.hget(key, "death") and not r.exists(alive_key(name)), r.hgetall(key)
            # RQ's scheduler, forked after the signal (its locks taken), did not outlive the worker:
            # nothing is left in the worker's process group (the teardown's SIGTERM ended the
            # scheduler, by its own handler or, before it installed one, by the default action)
            assert "Acquired scheduler lock for wq" in log, log[-3000:]
            assert process_group(w.pid) == []
        finally:
            r.close()


def test_rqs_handlers_come_after_the_birth_and_before_the_loop_and_a_child_forked_between_has_the_defaults(tmp_path):
    """The contract with the installed RQ's ``work()``: the birth is registered with the
    recorder as the stop signals' handler, and RQ's own (``request_stop``) are installed by
    the loop's first ``check_for_suspension``. A child forked in between (RQ forks its
    scheduler there) starts with the default dispositions and the signals unblocked, and a
    SIGTERM ends it (a recorder it inherited would have kept it running). After the loop the
    recorder is the handler again."""
    handlers = {s: signal.getsignal(s) for s in STOP_SIGNALS}
    seen: dict = {}

    class Probe(live_worker_class(SimpleWorker)):
        def register_birth(self):
            super().register_birth()
            seen["birth"] = [signal.getsignal(s) for s in STOP_SIGNALS]
            report_r, report_w = os.pipe()
            pid = os.fork()
            if pid == 0:                           # the child: report, then wait for the SIGTERM
                try:
                    os.close(report_r)
                    ok = (all(signal.getsignal(s) == signal.SIG_DFL for s in STOP_SIGNALS)
                          and not set(STOP_SIGNALS) & signal.pthread_sigmask(signal.SIG_BLOCK, []))
                    os.write(report_w, b"1" if ok else b"0")
                    time.sleep(60)
                finally:
                    os._exit(3)
            os.close(report_w)
            seen["child"] = os.read(report_r, 1)
            os.close(report_r)
            os.kill(pid, signal.SIGTERM)
            seen["child_end"] = os.waitpid(pid, 0)[1]
            seen["parent_mask"] = signal.pthread_sigmask(signal.SIG_BLOCK, [])

        def check_for_suspension(self, burst):
            seen.setdefault("loop", [signal.getsignal(s) for s in STOP_SIGNALS])
            return super().check_for_suspension(burst)

    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        try:
            w = Probe(["order"], connection=r, name="order-test", worker_ttl=60)
            assert w.work(burst=True, with_scheduler=False, logging_level="WARNING") is False
            assert seen["birth"] == [w.record_stop] * len(STOP_SIGNALS)
            assert seen["loop"] == [w.request_stop] * len(STOP_SIGNALS)
            # after the loop: the recorder again (RQ's handler would raise where nothing catches it)
            assert [signal.getsignal(s) for s in STOP_SIGNALS] == [w.record_stop] * len(STOP_SIGNALS)
            assert seen["child"] == b"1"
            assert os.WIFSIGNALED(seen["child_end"]) and os.WTERMSIG(seen["child_end"]) == signal.SIGTERM
            assert not set(STOP_SIGNALS) & seen["parent_mask"]      # the parent's mask is its own again
            assert r.hget(w.key, "death") and not r.sismember("rq:workers:order", w.key)
        finally:
            for s, h in handlers.items():
                signal.signal(s, h)
            r.close()
