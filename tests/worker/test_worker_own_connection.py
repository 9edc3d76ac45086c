"""The simple worker's RQ loop on a client that holds one connection of its pool
(:func:`server.worker.liveness.own_connection`, issue 39, session 26), and the liveness
thread on a client of its own: the loop's wait for a job (a ``BLPOP`` of up to
:data:`~server.worker.liveness.STOP_POLL_S`) holds that connection, and a liveness beat
sent on it would wait behind the ``BLPOP`` and let the key (TTL ``live_s``) run out: the
worker would stop being counted while idle and the watchdog would take its phases over.

Real parts: a Redis of this test alone, :func:`server.worker.run_worker` in this process
(its liveness thread, its wait for jobs), stopped by SIGTERM (RQ's warm shutdown). Its waits
for a job are :data:`WAIT_S` long, not :data:`~server.worker.liveness.STOP_POLL_S` (5 s): RQ's
public ``worker_ttl`` sets them (``dequeue_timeout`` = ``worker_ttl`` - 15; the worker is built
with :data:`server.worker.WORKER_TTL_S`, set here as ``wk_helpers`` sets the watchdog's
constants). A beat behind a wait of 1 s still outlives the key's ``LIVE_S`` (0.6 s), so the
hazard is the same; the test counts the waits the Redis served (``INFO commandstats``)."""

from __future__ import annotations

import os
import signal
import threading
import time

import redis

import server.worker
from server.config import Settings
from server.worker import run_worker
from server.worker.liveness import STOP_POLL_S, is_alive
from support import private_redis, signal_handlers_restored, waits_for_a_job

LIVE_S = 0.6
WAIT_S = 1
"""The worker's wait for a job (one ``BLPOP``), longer than ``LIVE_S``."""
WAITS = 4


def test_an_idle_worker_stays_live_through_its_waits_for_a_job(tmp_path, monkeypatch):
    monkeypatch.setattr(server.worker, "WORKER_TTL_S", 15 + WAIT_S)
    with private_redis(tmp_path) as url:
        settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix="own",
                            queue_name="ownq", log_level="WARNING", worker_live_s=LIVE_S)
        r = redis.Redis.from_url(url)
        name = "own-conn-worker"
        seen: list[bool] = []
        took: list[float] = []
        waits: list[int] = []

        def watch_then_stop():
            deadline = time.monotonic() + 10
            while not is_alive(r, name):                  # the worker's birth
                assert time.monotonic() < deadline
                time.sleep(0.02)
            deadline = time.monotonic() + 30 * WAIT_S * WAITS
            while waits_for_a_job(r) < WAITS:                      # WAITS waits for a job ended
                assert time.monotonic() < deadline
                seen.append(is_alive(r, name))
                time.sleep(0.02)
            waits.append(waits_for_a_job(r))
            took.append(time.monotonic())
            os.kill(os.getpid(), signal.SIGTERM)          # RQ's warm shutdown: within STOP_POLL_S

        t = threading.Thread(target=watch_then_stop, daemon=True)
        t.start()
        with signal_handlers_restored():
            run_worker(settings, name=name, with_scheduler=False, watchdog=False)
        t.join(5)
        assert took and time.monotonic() - took[0] <= STOP_POLL_S + 2
        assert waits and waits[0] >= WAITS
        assert len(seen) > 100 and all(seen), f"{seen.count(False)} of {len(seen)} readings not live"
        assert not is_alive(r, name)                      # its clean stop deleted the key
        r.close()


def test_the_held_connection_outwaits_the_wait_for_a_job(tmp_path):
    """RQ's contract the client relies on: a worker's ``connection_timeout`` (the socket
    timeout RQ gives the connections it makes) is longer than its wait for a job
    (``dequeue_timeout``, a ``BLPOP``), and the held connection has it; redis-py's default
    (5 s) is no longer than that wait (a ``BLPOP`` of 5 s then timed out, and RQ's loop
    quit on the ``TimeoutError``)."""
    from rq import SimpleWorker

    from server.store.clients import queue_connection
    from server.worker.liveness import live_worker_class, own_connection

    with private_redis(tmp_path) as url:
        w = live_worker_class(SimpleWorker)(["ownq"], connection=queue_connection(url), name="own-t", worker_ttl=60)
        assert w.dequeue_timeout == STOP_POLL_S < w.connection_timeout
        own = own_connection(w, url)
        assert own.connection is not None and own.connection.socket_timeout == w.connection_timeout
        assert own.blpop(["rq:queue:ownq-empty"], 1) is None
        own.close()
