"""Process and Redis plumbing shared by the test folders (api, sdk, worker, deploy, cli).

Importable as ``support`` from every folder: pyproject's ``[tool.pytest.ini_options]
pythonpath`` puts ``tests/`` on ``sys.path`` (a plain ``from conftest import`` would
collide across folders in one pytest run). Every process is started through
``server.stack`` (the module ``battle1821 run`` uses).

- ``test_redis_url()``: THE Redis of the tests: ``TEST_REDIS_URL`` when set (it must
  answer); else the default ``redis://127.0.0.1:6379/0`` when it answers; else a
  throwaway server (``server.stack``, the pinned embedded binary) started once per test
  process and stopped at exit.
- ``private_redis()``: a throwaway Redis of one test (for tests that FLUSHALL or restart it).
- ``server_env(settings, port)``: the documented environment (server/config.py) of the
  ``battle1821 serve`` / ``battle1821 worker`` subprocesses.
- ``delete_test_keys(r, prefix, queue_name)``: the keys of one test namespace on the
  shared Redis (SCAN MATCH + UNLINK; never FLUSHDB), with its RQ queue keys and jobs.
- ``signal_handlers_restored()``: around an RQ worker run inside the test process
  (``run_worker(..., burst=True)``), which installs its own SIGINT/SIGTERM handlers.
- ``wait_until(cond, timeout, what)``: poll ``cond()`` until it is truthy (its value), for
  the event, key or status that proves a behaviour; ``timeout`` only catches a hang.
- ``cli_here(env, *args)``: ``battle1821 <args>`` run in the test process (click's
  ``CliRunner``, ``env`` set in ``os.environ`` for the run), for a test that proves what a
  command answers, not how its process starts: no interpreter and no server imports to pay
  (~0.25 CPU s a ``verify``, ~0.5 a ``records`` command on PostgreSQL); a file that uses
  it still runs each of its commands once as a process.
- ``node_env(env)``: the environment of a Node tool the tests run (tsc, pyright, Spectral,
  Redocly, Optic, openapi-typescript, ``node --test``): ``env`` (default ``os.environ``) with
  :data:`NODE_CPU_OPTIONS` in ``NODE_OPTIONS``.
- ``pooled_client(n, **kw)``: an ``httpx.AsyncClient`` whose ``n`` pooled connections may
  sit idle and be reused at once by a concurrent burst (on aiohttp's pool: httpcore's
  closes a connection it has just handed to a request).
"""

from __future__ import annotations

import atexit
import contextlib
import fcntl
import functools
import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator, Mapping, TypeVar

import msgspec
import redis

from server.config import DEFAULT_REDIS_URL
from server.stack import ROOT, Stack, free_port, redis_answers

if TYPE_CHECKING:
    import httpx

__all__ = ["ROOT", "Stack", "free_port", "redis_answers", "test_redis_url", "private_redis", "server_env",
           "delete_keys", "delete_test_keys", "signal_handlers_restored", "wait_until", "pooled_client",
           "cli_here", "node_env", "NODE_CPU_OPTIONS"]

TEST_REDIS_ENV = "TEST_REDIS_URL"

T = TypeVar("T")

CHROMIUM = (os.environ.get("BATTLE1821_CHROMIUM") or shutil.which("chromium-headless-shell")
            or shutil.which("chromium") or "/usr/bin/chromium")
"""The browser the tests drive through Playwright (``executable_path``; never ``playwright
install``): ``$BATTLE1821_CHROMIUM``, else Debian's ``chromium-headless-shell`` (the old
headless browser, no browser UI behind the page: ~40 % less CPU than the full browser in
its headless mode, same version), else Debian's ``chromium``."""

NODE_CPU_OPTIONS = "--v8-pool-size=1"
"""Node's options for the type checkers and linters the tests run (issue 37, session 22): one
V8 background thread instead of Node's default four (concurrent marking, parallel scavenges
and compiling jobs). The same programs do the same work; on a 2-core machine the four helper
threads cost ~10 % more CPU than one (pyright ``--verifytypes gamekinds``, medians of 4
interleaved: 5.12 -> 4.51 CPU s; tests/README.md, "Session 22")."""


def node_env(env: Mapping[str, str] | None = None) -> dict[str, str]:
    """``env`` (default ``os.environ``) with :data:`NODE_CPU_OPTIONS` added to ``NODE_OPTIONS``
    (kept: any options already there)."""
    out = dict(os.environ if env is None else env)
    out["NODE_OPTIONS"] = " ".join(filter(None, [out.get("NODE_OPTIONS", ""), NODE_CPU_OPTIONS]))
    return out


def _path_hook(kind, value):
    if kind is Path:
        return Path(value)
    raise NotImplementedError(kind)


_ONCE: dict[tuple[Path, str], object] = {}   # this process's results, by session and name


def once_per_session(tmp_path_factory, name: str, make: Callable[[Path], T], kind: type[T]) -> T:
    """``make(folder)`` done once per test session, its result a dataclass of ``kind`` (JSON
    types and paths): under pytest-xdist by the first process that asks, under a file lock
    (``<session temp>/<name>/lock``), the others waiting for it and reading its result
    (``result.json``); in a plain pytest session, directly. ``folder`` (new, kept for the
    session) is where the work may write. For what every process would otherwise repeat:
    a type checker's run, a build (tests/sdk_mypy.py, sdk_tsc.py, sdk_wheels.py,
    docs_site.py). A process asks once: its later calls return the same result (``_ONCE``;
    in a plain session, the work is not done again by the next module that asks)."""
    key = (tmp_path_factory.getbasetemp(), name)
    if key in _ONCE:
        return _ONCE[key]  # type: ignore[return-value]
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        got = make(tmp_path_factory.mktemp(name))
    else:
        base = tmp_path_factory.getbasetemp().parent / name   # this session's, shared by its workers
        base.mkdir(exist_ok=True)
        result = base / "result.json"
        with open(base / "lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            if not result.exists():
                result.write_bytes(msgspec.json.encode(make(base / "run"), enc_hook=str))
            got = msgspec.json.decode(result.read_bytes(), type=kind, dec_hook=_path_hook)
    _ONCE[key] = got
    return got


def wait_until(cond: Callable[[], T], timeout: float, what: str, *, poll: float = 0.05,
               ignore: tuple[type[BaseException], ...] = ()) -> T:
    """Call ``cond()`` every ``poll`` seconds until it returns a truthy value, and return it;
    an exception of ``ignore`` counts as not yet (a Redis restarting). AssertionError naming
    ``what`` after ``timeout`` seconds (a bound that only catches a hang)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            got = cond()
        except ignore:
            got = None
        if got:
            return got
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(poll)


@functools.cache
def test_redis_url() -> str:
    """The tests' Redis URL (see the module docstring); one answer per test process."""
    url = os.environ.get(TEST_REDIS_ENV)
    if url:
        if not redis_answers(url, timeout=2):
            raise RuntimeError(f"{TEST_REDIS_ENV}={url} does not answer PING")
        return url
    stack = Stack()
    atexit.register(stack.stop)
    return stack.reuse_or_start_redis(DEFAULT_REDIS_URL)


test_redis_url.__test__ = False   # not a test, whatever its name says


@contextlib.contextmanager
def private_redis(log_dir: Path | None = None) -> Iterator[str]:
    """The URL of a throwaway Redis of this test only (no persistence), stopped after."""
    with Stack(log_dir) as st:
        yield st.redis()


def waits_for_a_job(r: redis.Redis) -> int:
    """The waits for a job that the queue Redis ``r`` has ended (served or timed out), from
    ``INFO commandstats``: RQ's ``BLPOP`` (a worker of several queues) or ``BLMOVE`` (of one
    queue, through its intermediate queue). A test that proves something of an idle worker
    counts its waits, not seconds."""
    stats = r.info("commandstats")
    return sum(int(stats.get(f"cmdstat_{c}", {}).get("calls", 0)) for c in ("blpop", "blmove"))


@contextlib.contextmanager
def signal_handlers_restored() -> Iterator[None]:
    """Every signal handler of this process as it was before the block. An RQ worker run
    in the test process (``run_worker(..., burst=True)``) installs its own SIGINT/SIGTERM
    handlers (its warm shutdown, raising ``rq.exceptions.StopRequested``) and leaves them:
    a signal meant for pytest (xdist stopping its workers, Ctrl-C) would then raise in
    whatever code runs (``PytestUnraisableExceptionWarning``)."""
    saved = {}
    for sig in signal.valid_signals():
        try:
            saved[sig] = signal.getsignal(sig)
        except (OSError, ValueError):
            continue
    try:
        yield
    finally:
        for sig, handler in saved.items():
            if handler is None:             # set from C, not by Python: leave it
                continue
            try:
                if signal.getsignal(sig) is not handler:
                    signal.signal(sig, handler)
            except (OSError, ValueError):   # SIGKILL, SIGSTOP and the like
                continue


def pooled_client(connections: int, **kwargs) -> httpx.AsyncClient:
    """An ``httpx.AsyncClient`` (``kwargs``: its ``timeout``, ``base_url``...) on aiohttp's
    connection pool (``httpx_aiohttp``, a pinned dependency: the SDK bots' transport), of
    ``connections`` at most: for a test that opens many connections, leaves them idle (a
    pause, a loaded machine) and reuses them in a concurrent burst.

    Not httpcore's pool (httpx's own): in 1.0.9 (encode/httpcore#1110, open) it hands an idle
    connection to a waiting request, and the connection stays ``IDLE`` until that request's
    task runs; a concurrent request's pass over the pool that finds it idle and past
    ``keepalive_expiry`` (5 s after its last response) removes and closes it, after the
    first request has started on it: that request fails with ``httpx.ReadError('')`` (the
    client closed its own socket: its FIN right after the request head; the server neither
    reset nor closed anything). Under load a burst on connections idle for about 5 s met it
    in about one run in three (tests/api/test_seeks_live.py). Without the expiry
    (``keepalive_expiry=None``) the race is gone but every pass over the pool costs
    O(connections²) (it counts the idle connections once per connection): 100 kept
    connections made that test's client 2-4 times slower under load. aiohttp takes an idle
    connection out of its pool in the same step it hands it over (nothing to race) and
    drops expired ones on its own timer."""
    import httpx
    from httpx_aiohttp import AiohttpTransport

    limits = httpx.Limits(max_connections=connections, max_keepalive_connections=connections)
    return httpx.AsyncClient(transport=AiohttpTransport(limits=limits), **kwargs)


def cli_here(env: Mapping[str, str], *args: str, text: bool = False) -> subprocess.CompletedProcess:
    """``battle1821 <args>`` (:data:`server.cli.main`: its arguments, settings read from
    the environment, stores, output and exit status) run in this process by click's
    ``CliRunner`` with ``env`` in ``os.environ`` for the run (restored after), as a
    ``CompletedProcess`` with bytes ``stdout`` / ``stderr`` (``text``: str). Not for a command that must
    not share this process (``run``, ``serve``, ``worker``, ``bots``)."""
    from click.testing import CliRunner

    from server.cli import main

    res = CliRunner(env=dict(env)).invoke(main, list(args), catch_exceptions=False)
    if text:
        return subprocess.CompletedProcess(["battle1821", *args], res.exit_code, res.stdout, res.stderr)
    return subprocess.CompletedProcess(["battle1821", *args], res.exit_code, res.stdout_bytes, res.stderr_bytes)


def server_env(settings, port: int | None = None, **extra: str) -> dict:
    """Environment overrides of the API/worker subprocesses (names from server/config.py)
    for ``settings`` (a ``server.config.Settings``), plus ``extra``."""
    env = dict(REDIS_URL=settings.redis_url, QUEUE_REDIS_URL=settings.queue_redis_url,
               REDIS_CLUSTER="0", BATTLE1821_KEY_PREFIX=settings.key_prefix, BATTLE1821_QUEUE=settings.queue_name,
               BATTLE1821_SSE_KEEPALIVE_S=str(settings.sse_keepalive_s), LOG_LEVEL=settings.log_level)
    if port is not None:
        env["BATTLE1821_PORT"] = str(port)
    env.update(extra)
    return env


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


async def newest_first(svc, games) -> list[str]:
    """The ids of ``games`` (anything with an ``id``) in the listing's order, read through
    ``svc`` (the use cases, :func:`server.service.usecases.use_cases`): newest first by ``created_at`` (ms), games created in the
    same millisecond by id, descending (the index member ``<created ms>:<id>`` read in
    reverse)."""
    facts = [(await svc.watch.game_view(g.id, None)).facts for g in games]
    return [f.id for f in sorted(facts, key=lambda f: (f.created_at, f.id), reverse=True)]


def process_group(pgid: int) -> list[int]:
    """Live (non-zombie) pids of process group ``pgid`` (/proc)."""
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[2]) == pgid and fields[0] != "Z":
                out.append(int(d.name))
    return out


async def commit_events(store, gid: str, version: int, seq: int, n: int) -> None:
    """Commit version ``version`` -> ``version + 1`` of game ``gid`` on ``store`` (a
    ``server.store.GameStore``) adding ``n`` events of type ``t`` from ``seq``; the first
    commit (``version`` 0) creates the game with a two-seat meta. For the fan-out's tests."""
    from server.store import Commit, GameMeta, encode_events

    meta = GameMeta(created_at="2026-01-01T00:00:00Z", host="h" * 64, seat_tokens=[None, None])
    res = await store.commit(Commit(game_id=gid, expected_version=None if version == 0 else version,
                                    new_version=version + 1, state=b"s", meta=meta if version == 0 else None,
                                    events=encode_events([{"type": "t"} for _ in range(n)], seq, version + 1),
                                    first_seq=seq))
    assert res.ok, res
