"""Every connection of a worker's queue pool outwaits the worker's wait for a job.

RQ gives the connections it makes a socket timeout longer than its wait for a job (a
``BLPOP`` of up to :data:`~server.worker.liveness.STOP_POLL_S`; ``connection_timeout``),
by raising the pool's ``socket_timeout`` when the worker is built. A connection the pool
made before that keeps redis-py's 5 s, no longer than the wait: a ``BLPOP`` of 5 s on it
times out and RQ's loop quits ("Redis connection timeout"). The forking worker's loop uses
that pool; RQ's pub/sub thread takes one idle connection at the worker's start, so the
hazard needs two connections made before the worker was built, as when a Prometheus scrape
of the worker's metrics server (started first) overlaps ``reclaim_name`` (``--name``) while
the Redis is slow. :func:`server.worker.run_worker` makes the pool with the worker's
socket timeout from the start.

Real parts: a Redis of this test alone, ``battle1821 worker --name`` started as the CLI
starts it (forking class, metrics port), a real scrape while the Redis pauses its clients
(``CLIENT PAUSE``), then the idle worker through more than two waits for a job: two ended in
the Redis' ``INFO commandstats`` (:func:`support.waits_for_a_job`) and a third blocked
(``blocked_clients``), not a sleep of two waits and 1.5 s."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import redis

from server.worker.liveness import STOP_POLL_S
from support import private_redis, waits_for_a_job

ROOT = Path(__file__).resolve().parents[2]
LIVE_S = 1.5
NAME = "rqconn-w"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_forking_worker_with_a_name_and_metrics_outlives_its_waits_for_a_job(tmp_path):
    with private_redis(tmp_path) as url:
        r = redis.Redis.from_url(url)
        # a dead holder of the name (RQ's hash without death, no liveness key): reclaim_name waits LIVE_S
        r.hset(f"rq:worker:{NAME}", mapping={"birth": "2026-01-01T00:00:00Z", "queues": "rqconnq"})
        port = _free_port()
        env = dict(os.environ, REDIS_URL=url, QUEUE_REDIS_URL=url, BATTLE1821_QUEUE="rqconnq",
                   BATTLE1821_KEY_PREFIX="rqconn", BATTLE1821_WORKER_CLASS="fork", LOG_LEVEL="INFO",
                   BATTLE1821_WORKER_METRICS_PORT=str(port), BATTLE1821_HOST="127.0.0.1",
                   BATTLE1821_WORKER_LIVE_S=str(LIVE_S), BATTLE1821_WORKER_WEBHOOKS="0",
                   PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "kinds")]))
        log = tmp_path / "worker.log"
        with open(log, "wb") as out:
            proc = subprocess.Popen([sys.executable, "-m", "server.cli", "worker", "--name", NAME],
                                    env=env, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT,
                                    start_new_session=True)
        try:
            deadline = time.monotonic() + 30
            while True:                                  # the metrics server: reclaim_name runs now
                assert proc.poll() is None and time.monotonic() < deadline, log.read_text()
                try:
                    with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                        break
                except OSError:
                    time.sleep(0.02)
            r.execute_command("CLIENT", "PAUSE", int(LIVE_S * 1000) + 1000, "ALL")
            scrape = threading.Thread(
                target=lambda: urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=10).read(),
                daemon=True)
            scrape.start()                               # its queue depth waits for the Redis; so does reclaim_name
            scrape.join(10)
            deadline = time.monotonic() + 20
            while b"Listening on" not in log.read_bytes():
                assert proc.poll() is None and time.monotonic() < deadline, log.read_text()
                time.sleep(0.05)
            deadline = time.monotonic() + 2 * STOP_POLL_S + 30
            while not (waits_for_a_job(r) >= 2 and r.info("clients")["blocked_clients"] >= 1):
                # idle: two waits for a job ended (the Redis' count) and a third one begun
                assert proc.poll() is None, f"the idle worker quit ({proc.returncode}):\n{log.read_text()}"
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.05)
            assert proc.poll() is None, f"the idle worker quit ({proc.returncode}):\n{log.read_text()}"
            assert "Redis connection timeout" not in log.read_text()
        finally:
            if proc.poll() is None:
                proc.terminate()
            proc.wait(15)
        r.close()
