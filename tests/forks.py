"""The server processes of the tests that start many (the worker processes of
:class:`wk_helpers.Harness`, the APIs and workers of ``tests/deploy``'s scaled-out stacks),
forked by a fork server (``multiprocessing``'s ``forkserver``, one per test process) that has
imported what a worker and an API import (:data:`PRELOAD`), once. ``tests/records_db/mover.py``'s
children fork from the same server (:func:`context`): a process has one.

Each child is still a worker process of its own, as ``python -c CODE`` made it: its own
pid, session and process group (``os.setsid``: a test's ``killpg`` reaches the scheduler RQ
forks), its environment (cleared and set before ``CODE`` runs: every setting is read by
``Settings.from_env`` when the worker starts), the checkout's root as working directory,
stdin from ``/dev/null``, stdout and stderr appended unbuffered to its log file, SIGTERM
when the fork server goes (which goes with the test process). It runs the same ``CODE``
(the module globals a test sets, then ``run_worker``) in a fresh ``__main__`` namespace:
the worker's start-up (settings, Redis connection, RQ registration, watchdog, scheduler) is
its own. What it does not pay is a Python start and the server's imports: ~0.4-0.5 CPU s a
worker, ~0.03 forked.

:class:`Forked` answers what the tests and :class:`server.stack.Child` ask of a
``subprocess.Popen`` (``pid``, ``poll``, ``wait``, ``returncode``, ``send_signal``,
``terminate``, ``kill``); its exit code is the fork server's report (a signal's death is
``-signum``, as ``Popen`` has it).

:class:`ForkStack` is a :class:`server.stack.Stack` whose ``battle1821 serve`` and
``battle1821 worker`` children (``Stack.api``, ``Stack.worker``, and ``Stack.restart`` of
them) are forked so, the tests' own stacks (``tests/live_stack.py``'s, and those of the
tests that start their own). A forked child is the process the real command would be
only when what its imports read from the environment is the same as the fork server's
(:func:`forkable`, :data:`IMPORT_ENV`: prometheus-client picks its value class from
``PROMETHEUS_MULTIPROC_DIR`` at import, structlog reads ``NO_COLOR``...; ``BATTLE1821_KINDS``
is read when a kind is loaded, not at import, so the kinds' own stacks fork too), and whose
``PYTHONPATH`` is the server's or adds only new modules after it (:func:`added_path`: the
tiny kind's ``tests/kinds``, put on the child's ``sys.path``); any other child (another
command, ``serve --workers N`` whose uvicorn supervisor starts Pythons of its own, a
differing import-time variable) is started as the real command, as ``Stack`` does. ``tests/cli`` keeps ``Stack`` itself: its
tests are of the real command's start."""

from __future__ import annotations

import functools
import importlib.machinery
import json
import multiprocessing
import multiprocessing.forkserver
import os
import signal
import subprocess
import sys

from server.stack import CHECKOUT_PATH, ROOT, Child, Stack, free_port

# What the fork server imports before it forks (by name: Python 3.11's fork server does not
# take the test process's sys.path; each child gets it from multiprocessing): a worker's
# modules, and an API's (``battle1821 serve``: the CLI, the app, uvicorn; ~0.2 CPU s more
# for the fork server, once a test process, ~0.7 less for each API forked).
# The record mover's children (tests/records_db/mover.py) fork from this same server: a
# process has one fork server, so its list is every user's (the first user starts it).
PRELOAD = ["server.worker", "server.worker.watchdog", "server.worker.jobs", "server.worker.seats",
           "server.worker.bots", "server.worker.webhooks", "server.service.enqueue",
           "server.cli", "server.app", "uvicorn",
           "redis.asyncio", "server.records.archive", "server.store.recordstore.postgres", "server.faults",
           "server.config", "server.store", "server.store.recordstore.move"]


IMPORT_ENV = frozenset({
    # read by the imports of PRELOAD (tests/test_forks.py's spy finds them): a child whose
    # environment gives any of them another value than the fork server's is not forked
    "PROMETHEUS_MULTIPROC_DIR", "prometheus_multiproc_dir",  # prometheus_client.values: the value class
    "PROMETHEUS_DISABLE_CREATED_SERIES", "PROMETHEUS_LEGACY_NAME_VALIDATION",
    "NO_COLOR", "FORCE_COLOR",                            # structlog's default renderer
    "OTEL_PROPAGATORS", "OTEL_PYTHON_CONTEXT",            # opentelemetry's propagator and context
    "PSYCOPG_IMPL", "PSYCOPG_WAIT_FUNC", "MULTIDICT_NO_EXTENSIONS", "WRAPT_DISABLE_EXTENSIONS",
    "HOME", "LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "TZ",  # the C library's, gettext's, time's
    "_PYTHON_PROJECT_BASE", "_PYTHON_SYSCONFIGDATA_NAME",
})
"""The environment variables the fork server's imports read (besides ``PYTHON*``, Python's
own, compared too). ``wsgiref.handlers`` copies the whole environment at import, for CGI
handlers nothing here uses."""

IMPORT_ENV_IGNORED = frozenset({"PYTHONUNBUFFERED"})
"""``PYTHON*`` variables a forked child needs not share: ``PYTHONUNBUFFERED`` (``_child``
makes its streams write through)."""

_server_env: dict[str, str] = {}


def _child(env: dict[str, str], code: str, log: str, cwd: str, added: list[str] = (),
           server_path: list[str] = ()) -> None:
    """What ``python -c code`` did in ``Stack.spawn``'s child, in the forked process;
    ``added``: the directories its ``PYTHONPATH`` adds after the fork server's
    (``server_path``; :func:`added_path`), put after those on ``sys.path``."""
    os.setsid()                                    # start_new_session=True
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGTERM), 0, 0, 0)   # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    os.chdir(cwd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    out = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    os.dup2(out, 1)
    os.dup2(out, 2)
    os.close(out)
    sys.stdin = open(0, closefd=False)  # noqa: SIM115  (the process's own streams)
    sys.stdout = open(1, "w", buffering=1, closefd=False, errors="backslashreplace")  # noqa: SIM115
    sys.stderr = open(2, "w", buffering=1, closefd=False, errors="backslashreplace")  # noqa: SIM115
    sys.stdout.reconfigure(write_through=True)     # PYTHONUNBUFFERED=1: a log tail is what was written
    sys.stderr.reconfigure(write_through=True)
    import server

    if not os.path.abspath(server.__file__).startswith(os.path.join(cwd, "")):
        raise RuntimeError(f"the fork server imported {server.__file__}, not this checkout's ({cwd})")
    os.environ.clear()
    os.environ.update(env)
    if added:
        server = {os.path.abspath(p) for p in server_path if p}
        at = max((i + 1 for i, p in enumerate(sys.path) if p and os.path.abspath(p) in server), default=0)
        sys.path[at:at] = [os.path.join(cwd, d) for d in added]
    multiprocessing.current_process().daemon = False   # RQ forks its scheduler from here
    exec(compile(code, "<string>", "exec"), {"__name__": "__main__", "__builtins__": __builtins__})  # noqa: S102  (python -c)


@functools.cache
def context():
    """The forkserver context, its server started with ``PYTHONPATH`` set to this checkout's
    packages (``Stack``'s ``CHECKOUT_PATH``, what a ``python -c`` worker got), so what it
    preloads is this checkout's code whatever the venv's editable install points to."""
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(PRELOAD)
    old = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = CHECKOUT_PATH
    _server_env.update(os.environ)
    try:
        multiprocessing.forkserver.ensure_running()
    finally:
        if old is None:
            del os.environ["PYTHONPATH"]
        else:
            os.environ["PYTHONPATH"] = old
    return ctx


def forkable(env: dict[str, str]) -> bool:
    """Whether a process with environment ``env`` may be forked from this process's fork
    server: every variable its imports read (:data:`IMPORT_ENV`, ``PYTHON*``) has the value
    (or absence) it had when the server started, but ``PYTHONPATH``, which may add
    directories after the server's (:func:`added_path`)."""
    context()
    names = IMPORT_ENV | {k for k in (*env, *_server_env) if k.startswith("PYTHON")}
    return (all(env.get(k) == _server_env.get(k) for k in names - IMPORT_ENV_IGNORED - {"PYTHONPATH"})
            and added_path(env) is not None)


def added_path(env: dict[str, str]) -> list[str] | None:
    """The directories ``env``'s ``PYTHONPATH`` adds after the fork server's (``[]``: the
    same), when they only add modules: no name in them is a module the server's own
    ``sys.path`` finds (:func:`server_path`), nor a built-in or standard module (so every
    import, preloaded or later, resolves as in a Python started with ``env``: the tests'
    tiny kind, ``tests/kinds/tinykind``), and no distribution's metadata (entry points are
    found on the path). None otherwise."""
    server = _server_env.get("PYTHONPATH", "").split(os.pathsep)
    child = env.get("PYTHONPATH", "").split(os.pathsep)
    if child[:len(server)] != server:
        return None
    added = child[len(server):]
    for d in added:
        try:
            entries = os.listdir(os.path.join(ROOT, d))
        except OSError:
            continue                # a Python started with it finds nothing there either
        for entry in entries:
            if entry.endswith((".dist-info", ".egg-info", ".egg-link", ".pth", ".egg")):
                return None
            name = entry.split(".", 1)[0]
            if not name.isidentifier() or name == "__pycache__":
                continue
            if (name in sys.builtin_module_names or name in sys.stdlib_module_names
                    or importlib.machinery.PathFinder.find_spec(name, server_path()) is not None):
                return None
    return added


@functools.cache
def server_path() -> list[str]:
    """The ``sys.path`` of a Python started with the fork server's environment (its
    ``PYTHONPATH``, the standard library, the venv's site directories and their ``.pth``
    entries), from the checkout's root: asked of one, once a process (~0.02 CPU s)."""
    context()
    out = subprocess.run([sys.executable, "-c", "import json, sys; print(json.dumps(sys.path))"], cwd=ROOT,
                         env=_server_env, capture_output=True, text=True, timeout=60, check=True).stdout
    return [str(ROOT) if p == "" else p for p in json.loads(out)]   # "": the working directory


class Forked:
    """A forked worker, answering as a ``subprocess.Popen`` does."""

    def __init__(self, process, args: list[str]) -> None:
        self._process = process
        self.pid: int = process.pid
        self.args = args

    @property
    def returncode(self) -> int | None:
        return self._process.exitcode

    def poll(self) -> int | None:
        return self._process.exitcode

    def wait(self, timeout: float | None = None) -> int:
        self._process.join(timeout)
        if self._process.exitcode is None:
            raise subprocess.TimeoutExpired(self.args, timeout)
        return self._process.exitcode

    def send_signal(self, sig: int) -> None:
        if self._process.exitcode is None:
            os.kill(self.pid, sig)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


def fork_worker(env: dict[str, str], code: str, log, cwd) -> Forked:
    """A process (a worker, an API) running ``code`` (what ``python -c code`` ran) with environment ``env``,
    its output appended to ``log``, from the test process's fork server."""
    open(log, "ab").close()     # as Stack.spawn: the log exists from the start, whatever the child does
    added = added_path(env) or []
    server_path = _server_env.get("PYTHONPATH", "").split(os.pathsep) if added else []
    p = context().Process(target=_child, args=(dict(env), code, str(log), str(cwd), added, server_path), daemon=True)
    p.start()
    return Forked(p, [sys.executable, "-c", code])


def _cli_code(args) -> str:
    return f"from server.cli import main; main({list(args)!r}, prog_name='battle1821')"


def fork_cli(stack, name: str, env: dict[str, str | None], *args: str):
    """``battle1821 <args>`` (``server.cli``'s ``main``) as child ``name`` of ``stack`` (a
    :class:`server.stack.Stack`: its environment with ``env`` as overrides, its log dir, stopped
    with it), forked by :func:`fork_worker`: what ``Stack.cli`` starts, without a Python
    start and the server's imports (~0.4 CPU s a worker, ~0.7 an API); started as a Python
    of its own running the same code when not :func:`forkable`. Returns the ``Child``."""
    code = _cli_code(args)
    if not forkable(stack.env(env)):
        return stack.spawn(name, [sys.executable, "-c", code], env)
    log = stack.log_dir / f"{name}.log"
    proc = fork_worker(stack.env(env), code, log, ROOT)
    child = Child(name, proc, log, [sys.executable, "-c", code], dict(env))
    stack.children.append(child)
    return child


def fork_api(stack, env: dict[str, str | None], name: str = "api") -> str:
    """``battle1821 serve`` on a free loopback port, forked (:func:`fork_cli`); its base URL
    at once (the caller waits for ``/health`` or ``/ready``)."""
    port = free_port()
    fork_cli(stack, name, env, "serve", "--host", "127.0.0.1", "--port", str(port))
    return f"http://127.0.0.1:{port}"


FORKED_COMMANDS = ("serve", "worker")


class ForkStack(Stack):
    """A :class:`server.stack.Stack` whose ``battle1821 serve`` / ``battle1821 worker``
    children are forked (module doc); everything else, and the children's names, logs,
    ``argv`` (the real command's, so :meth:`restart` forks it again) and stop, as ``Stack``."""

    def _start(self, name: str, argv: list[str], env: dict[str, str | None],
               pass_fds: tuple[int, ...] = (), record=lambda child: None) -> Child:
        cli = [sys.executable, "-m", "server.cli"]
        args = argv[len(cli):]
        full = self.env(env)
        if (argv[:len(cli)] != cli or not args or args[0] not in FORKED_COMMANDS or pass_fds
                or (args[0] == "serve" and any(a.startswith("--workers") for a in args)) or not forkable(full)):
            return super()._start(name, argv, env, pass_fds, record)
        log = self.log_dir / f"{name}.log"
        child = Child(name, fork_worker(full, _cli_code(args), log, ROOT), log, argv, env)
        record(child)
        return child
