"""``battle1821 worker`` exits non-zero when RQ's loop ends on a Redis failure (session 27,
item 4), so that a supervisor restarts it (deploy/: systemd ``Restart=on-failure``).

RQ's ``Worker.work()`` ends its loop on a Redis timeout while it waits for a job (it logs
``Redis connection timeout, quitting...``) and returns as from a stop, raising nothing; the
command then exited 0, and ``Restart=on-failure`` left the worker down for good. The worker
now records the ends it was asked for (a stop, a burst's empty queue, a suspension in burst
mode): any other end raises ``WorkerFailed`` and the command exits 1.

Real parts: a Redis of this test alone, ``battle1821 worker`` started as the CLI starts it;
the Redis is stopped (``SIGSTOP``: it holds its sockets open and answers nothing), so the
worker's ``BLPOP`` times out after the worker's socket timeout (``connection_timeout``: RQ's
``dequeue_timeout`` + 10 s, and ``dequeue_timeout`` is ``worker_ttl`` - 15 s; the worker here
runs the CLI with :data:`server.worker.WORKER_TTL_S` 16, as ``test_worker_own_connection``
sets it, so 11 s instead of 55). Once the worker has logged the timeout the Redis runs again
(``SIGCONT``), so RQ's teardown (its commands on the stopped Redis would each wait a socket
timeout) ends at once: what is checked is the exit status of that end. Also: the worker built by :func:`server.worker.built_worker` hands out a pool whose
connections already outwait the worker's wait for a job (session 26's order made
structural; ``test_worker_queue_socket_timeout.py`` is the end-to-end proof)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from rq import SimpleWorker
from support import private_redis

from server.stack import Stack
from server.worker.liveness import STOP_POLL_S, live_worker_class

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.timeout(300)


def _env(url: str) -> dict[str, str]:
    return dict(os.environ, REDIS_URL=url, QUEUE_REDIS_URL=url, BATTLE1821_QUEUE="rqfailq",
                BATTLE1821_KEY_PREFIX="rqfail", LOG_LEVEL="INFO", BATTLE1821_WORKER_WEBHOOKS="0",
                PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "kinds")]))


# ``battle1821 worker`` as ``python -m server.cli worker`` runs it, with the registration TTL of
# the tests (RQ's public ``worker_ttl``) so that its wait for a job, and its socket timeout, are short
CLI_WITH_TTL = (
    "import runpy, sys; import server.worker as w; w.WORKER_TTL_S = 16; "
    "sys.argv[0] = 'server.cli'; runpy.run_module('server.cli', run_name='__main__', alter_sys=True)"
)


def _listening_worker(url: str, log: Path) -> subprocess.Popen:
    """``battle1821 worker`` on ``url``, once it waits for jobs (its log in ``log``)."""
    with open(log, "wb") as out:
        proc = subprocess.Popen([sys.executable, "-c", CLI_WITH_TTL, "worker"], env=_env(url),
                                stdout=out, stderr=subprocess.STDOUT, cwd=ROOT, start_new_session=True)
    deadline = time.monotonic() + 60
    while b"Listening on" not in log.read_bytes():
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise AssertionError(f"the worker never listened ({proc.wait()}):\n{log.read_text()}")
        time.sleep(0.05)
    return proc


def test_the_worker_exits_non_zero_when_redis_stops_answering(tmp_path):
    with Stack(tmp_path / "stack") as st:
        url = st.redis()
        redis_proc = next(c for c in st.children if c.name == "redis").proc
        log = tmp_path / "worker.log"
        proc = _listening_worker(url, log)
        try:
            time.sleep(0.5)                       # in its BLPOP
            redis_proc.send_signal(signal.SIGSTOP)
            try:
                deadline = time.monotonic() + 180     # a hang bound: the socket timeout is 11 s
                while b"Redis connection timeout" not in log.read_bytes():
                    assert proc.poll() is None and time.monotonic() < deadline, log.read_text(errors="replace")[-3000:]
                    time.sleep(0.1)
            finally:
                redis_proc.send_signal(signal.SIGCONT)
            rc = proc.wait(120)
            text = log.read_text(errors="replace")
            assert rc != 0, f"the worker exited {rc} after a Redis timeout:\n{text[-3000:]}"
            assert "ended on an error" in text, text[-3000:]
        finally:
            if proc.poll() is None:
                proc.terminate()
                proc.wait(30)


def test_a_stopped_or_drained_worker_still_exits_zero(tmp_path):
    """The ends the worker is asked for keep exit 0: a burst's empty queue and SIGTERM."""
    with Stack(tmp_path / "stack") as st:
        url = st.redis()
        burst = subprocess.run([sys.executable, "-m", "server.cli", "worker", "--burst"], env=_env(url),
                               cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert burst.returncode == 0, burst.stdout + burst.stderr
        log = tmp_path / "worker.log"
        proc = _listening_worker(url, log)
        try:
            proc.terminate()
            assert proc.wait(STOP_POLL_S + 60) == 0, log.read_text()
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(30)


def test_the_pool_is_handed_out_only_with_its_worker_built(tmp_path):
    from server.worker import built_worker

    with private_redis(tmp_path) as url:
        worker, pool = built_worker(live_worker_class(SimpleWorker), ["q"], url, "built-t")
        try:
            assert worker.connection is pool
            # RQ's constructor raised the pool's socket timeout: every connection made from now on
            # outwaits the worker's wait for a job
            assert pool.connection_pool.connection_kwargs["socket_timeout"] == worker.connection_timeout
            assert worker.connection_timeout > worker.dequeue_timeout
        finally:
            pool.close()
