"""A worker SIGKILLed takes RQ's scheduler process with it, and starts again at once under
the same name on the same metrics port (docs/operations/deploy.md: "the worker may be
started again under the same name at once").

Session 27's newcomer ran the deploy page's "Without containers" processes (two APIs, two
workers with ``BATTLE1821_WORKER_METRICS_PORT``), SIGKILLed a worker mid-phase and started
it again as the page says: it died at once with ``OSError: [Errno 98] Address already in
use``. The worker had forked RQ's scheduler after opening its metrics port; the scheduler,
orphaned (adopted by init), ran on for good with that listening socket and the scheduler
lock. :mod:`server.worker.children` closes the socket in the child and has the kernel send
it SIGTERM when its worker dies.

Real parts: a Redis of this test alone, ``battle1821 worker --name`` started as the CLI
starts it (default class, RQ's scheduler, a metrics port), SIGKILL, then the same command
again."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from support import private_redis

ROOT = Path(__file__).resolve().parents[2]
NAME = "n27-restart-w"
WAIT_S = 60          # generous: the machine is shared; each wait ends on what it waits for


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _children(pid: int) -> list[int]:
    out = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                out.append(int(entry))
    return out


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _start(env: dict, log: Path) -> subprocess.Popen:
    with open(log, "ab") as out:
        return subprocess.Popen([sys.executable, "-m", "server.cli", "worker", "--name", NAME],
                                env=env, stdout=out, stderr=subprocess.STDOUT, cwd=ROOT,
                                start_new_session=True)


def _wait_metrics(proc: subprocess.Popen, port: int, log: Path) -> bytes:
    deadline = time.monotonic() + WAIT_S
    while True:
        assert proc.poll() is None, f"the worker quit ({proc.returncode}):\n{log.read_text()[-3000:]}"
        assert time.monotonic() < deadline, log.read_text()[-3000:]
        try:
            return urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5).read()
        except OSError:
            time.sleep(0.1)


def test_a_sigkilled_worker_takes_its_scheduler_along_and_restarts_on_its_metrics_port(tmp_path):
    with private_redis(tmp_path) as url:
        port = _free_port()
        env = dict(os.environ, REDIS_URL=url, QUEUE_REDIS_URL=url, BATTLE1821_QUEUE="n27q",
                   BATTLE1821_KEY_PREFIX="n27", LOG_LEVEL="INFO", BATTLE1821_HOST="127.0.0.1",
                   BATTLE1821_WORKER_METRICS_PORT=str(port), BATTLE1821_WORKER_LIVE_S="1.5",
                   BATTLE1821_WORKER_WEBHOOKS="0",
                   PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "kinds")]))
        log = tmp_path / "worker.log"
        first = _start(env, log)
        second = None
        scheduler = None
        try:
            _wait_metrics(first, port, log)
            deadline = time.monotonic() + WAIT_S
            while not (kids := _children(first.pid)):        # RQ's scheduler, forked once the loop runs
                assert first.poll() is None and time.monotonic() < deadline, log.read_text()[-3000:]
                time.sleep(0.05)
            scheduler = kids[0]
            os.kill(first.pid, signal.SIGKILL)
            first.wait(WAIT_S)
            deadline = time.monotonic() + WAIT_S
            while _alive(scheduler):
                assert time.monotonic() < deadline, (
                    f"RQ's scheduler (pid {scheduler}) outlived its SIGKILLed worker:\n{log.read_text()[-3000:]}")
                time.sleep(0.05)
            second = _start(env, log)
            body = _wait_metrics(second, port, log)
            assert b"battle1821_queue_depth" in body
        finally:
            for p in (first, second):
                if p is not None and p.poll() is None:
                    p.terminate()
                    p.wait(15)
            if scheduler is not None and _alive(scheduler):
                os.kill(scheduler, signal.SIGKILL)
