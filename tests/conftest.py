"""Suite-wide rules: with ``CI=true`` a skipped test fails the run, except a test marked
``slow`` (those run only with ``-m slow``, ``make test-long``); an expected failure
(xfail) stays what it is. A module skipped at collection fails the same way. The
per-test timeout is pyproject's ``timeout`` (pytest-timeout).

Every API and worker the suite starts (in process or as a child) installs the test fault
plugin ``tests/faults.py``: a test turns a fault on with that module's variables."""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile

import pytest

# Bytecode caches (__pycache__, git-ignored) are written and read even where the caller's
# environment sets PYTHONDONTWRITEBYTECODE, as `make test` does (Makefile): otherwise each
# pytest-xdist process assertion-rewrites and compiles every test module again, and the
# plugins' packages pytest rewrites too (Hypothesis', schemathesis'): ~10 of the ~16 CPU s
# a process spent starting and collecting the suite (2026-12-06). Set before this file
# imports the server; the environment's, for the processes started from here (the
# pytest-xdist processes, whose plugins load before this file, and every API and worker).
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

import server.records.archive  # noqa: F401  (the store's archive codec, registered on import; see below)
from server.config import Settings, env_flag
from tests import faults as test_faults

CI = "CI"
os.environ[test_faults.ENV] = test_faults.MODULE
# The record store of every process this test process starts (and of its own stores): a
# SQLite file of its own (one per xdist worker), removed at exit; a test that needs
# another (tests/records_db: PostgreSQL too) passes its own.
if not os.environ.get("BATTLE1821_RECORDS_URL"):
    _records_dir = tempfile.mkdtemp(prefix="b1821-records-")
    atexit.register(shutil.rmtree, _records_dir, True)
    os.environ["BATTLE1821_RECORDS_URL"] = f"sqlite:///{_records_dir}/records.sqlite3"
# The suite drives its servers from one address far faster than any client the defaults
# are set for (1000/10 s per address): its own limits, as `make bench`'s; the tests of
# the limits themselves set low ones (tests/api/test_limits.py, test_ratelimit_leases.py).
SUITE_RATE_LIMITS = {"rate_limit_client": "30000/minute", "rate_limit_token": "12000/minute"}
os.environ.setdefault("BATTLE1821_RATE_LIMIT_CLIENT", SUITE_RATE_LIMITS["rate_limit_client"])
os.environ.setdefault("BATTLE1821_RATE_LIMIT_TOKEN", SUITE_RATE_LIMITS["rate_limit_token"])
# The suite's workers keep the priority of the test process that starts them, whatever
# the default: at a niceness of 10 they would wait behind every test process and API on the same
# cores, and the suite's waits would measure that, not the worker. The niceness itself is
# tests/worker/test_worker_nice.py's.
os.environ.setdefault("BATTLE1821_WORKER_NICE", "0")


def _suite_limits(init):
    """``Settings(...)`` built by a test (an in-process app) gets the suite's limits, its
    workers' niceness (above) and its record store (the one the suite's API and worker processes use, so a finished game moved
    by a worker is found by a test's store) too, unless the test names its own; the code's
    defaults stay what ``dataclasses.fields`` and docs/configuration.md say (tests/deploy
    checks them)."""
    def __init__(self, *args, **kw):
        for k, v in SUITE_RATE_LIMITS.items():
            kw.setdefault(k, v)
        kw.setdefault("records_url", os.environ["BATTLE1821_RECORDS_URL"])
        kw.setdefault("worker_nice", 0)      # a worker run in the test process must not renice it for good
        init(self, *args, **kw)
    return __init__


Settings.__init__ = _suite_limits(Settings.__init__)  # type: ignore[method-assign]


import httpx_tls  # tests/ is on the path (pyproject pythonpath), as for cache_warm

httpx_tls.install()  # one TLS context per process for httpx clients (tests/httpx_tls.py)

# The tests are a composition root like the API, the worker and the CLI: the store reads
# archived games through the records layer's codec (server.store.redis_store.ArchiveCodec),
# which server.records.archive registers when imported; a test that makes its own store
# (tests/namespaces.py, the API and worker harnesses) reads archives through it.


def _ci() -> bool:
    return bool(env_flag(CI))


def _reason(longrepr) -> str:
    return longrepr[2] if isinstance(longrepr, tuple) and len(longrepr) == 3 else str(longrepr)


def _fail(report, what: str) -> None:
    report.outcome = "failed"
    report.longrepr = f"{what} skipped under {CI}=true (only `slow` tests may skip): {_reason(report.longrepr)}"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if (report.skipped and _ci() and not hasattr(report, "wasxfail")
            and item.get_closest_marker("slow") is None):
        _fail(report, "test")


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    outcome = yield
    report = outcome.get_result()
    if report.skipped and _ci():
        _fail(report, str(collector.nodeid) or "collection")


def pytest_collection_modifyitems(config, items):
    """``slow`` tests run only when asked for (``-m slow``, i.e. ``make test-long``).
    Items that share one node id (schemathesis' ``parametrize``: one per operation, all
    named ``path::test``) get their own, ``path::test[GET /games]``: pytest-xdist keys
    its work by node id and would run only the first of them."""
    counts: dict[str, int] = {}
    for item in items:
        counts[item.nodeid] = counts.get(item.nodeid, 0) + 1
    for item in items:
        if counts[item.nodeid] > 1 and item.name != item.nodeid.rsplit("::", 1)[-1]:
            own = f"{item.nodeid.rsplit('::', 1)[0]}::{item.name}"
            if hasattr(item, "_id"):             # pytest 9: a structured NodeId
                item._id = type(item._id).parse(own)
            else:
                item._nodeid = own
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="slow: run with -m slow (make test-long)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


# The test processes' young-generation threshold of the cyclic GC (CPython's default: 700;
# a serving API's: server.app.GC_GEN0_THRESHOLD, 20,000). 2026-12-07, GC CPU s (gc.callbacks,
# thread time) of one process, base -> frozen at 5,000 / frozen at 20,000: tests/engine
# 0.75 -> 0.55 / 0.86, test_properties (Ottomans) + tests/service 1.07 -> 0.46 / 0.52: at
# 20,000 each young collection traverses more survivors (the engines' states).
TEST_GC_GEN0_THRESHOLD = 5_000


@pytest.hookimpl(wrapper=True)
def pytest_collection(session):
    """No cyclic GC while the suite is collected: what collection allocates (the imported
    modules, the test items) nearly all lives until the process ends, and the heap it grows
    to (~310 k objects) made the collector walk it in full 4 times on the way, ~0.45 CPU s of
    a process's ~2.6 (2026-12-07, ``gc.callbacks``, ``--collect-only``), in every
    pytest-xdist process. :func:`pytest_collection_finish` collects the young objects once
    and freezes what survives; the collector is on again when collection returns."""
    import gc

    gc.disable()
    try:
        return (yield)
    finally:
        gc.enable()


def pytest_collection_finish(session):
    """The test process's GC policy, as ``server.app._tune_gc``'s for a serving API: what is
    alive once the suite is collected (the imported server, plugins and libraries, the test
    items) lives until the process ends, so ``gc.freeze()`` moves it
    out of the collected generations (a full collection no longer walks it), and the young
    generation is collected every :data:`TEST_GC_GEN0_THRESHOLD` allocations. An in-process
    app started later finds the heap frozen and leaves this policy as it is (its shutdown
    would otherwise thaw it). Hypothesis' ``gc.callbacks`` hook (GC time left out of its
    deadlines) still sees every collection."""
    import gc

    gc.collect(1)
    gc.freeze()
    gc.set_threshold(TEST_GC_GEN0_THRESHOLD, *gc.get_threshold()[1:])


def pytest_configure(config):
    """The pytest-xdist controller (``-n N``) writes the caches its N processes would each
    write at once in a fresh clone, before it starts them: each would otherwise compile the
    server and assertion-rewrite every test module (~10 CPU s), and build Hypothesis' Unicode
    tables (``.hypothesis/unicode_data``, ~2 CPU s), the same work N times over. Once the
    caches exist this checks them (~0.3 CPU s)."""
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        from cache_warm import write_caches

        write_caches(config)


def pytest_unconfigure(config):
    """Stop and reap this process's ``multiprocessing`` fork server, if a test started one
    (``tests/forks.py``'s workers and APIs, ``tests/records_db/mover.py``'s children): it
    ends when this process does, just after it, an orphan, and ``time`` (make test's
    figures) would count neither it nor the children it forked and reaped. Found as this
    process's child running ``multiprocessing.forkserver`` (Linux ``/proc``); SIGTERM, then
    waited for here. Only for the process's own session: tests/test_ci_skips.py runs a copy
    of this file in-process without it (a nested session's end is not the process's)."""
    import contextlib
    import signal

    me = os.getpid()
    try:
        tasks = os.listdir(f"/proc/{me}/task")
    except OSError:
        return
    for task in tasks:
        try:
            with open(f"/proc/{me}/task/{task}/children") as f:
                children = [int(p) for p in f.read().split()]
        except OSError:
            continue
        for pid in children:
            try:
                with open(f"/proc/{pid}/cmdline", "rb") as f:
                    if b"multiprocessing.forkserver" not in f.read():
                        continue
            except OSError:
                continue
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGTERM)
                os.waitpid(pid, 0)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """After a browser test's teardown: close the process's Chromium (``browsers.Chromium``)
    unless the next test of this process is a browser test too (pytest-xdist names the next
    item once it has it)."""
    yield
    if "browsers" in sys.modules and not sys.modules["browsers"].is_browser_test(nextitem):
        sys.modules["browsers"].Chromium.close()


def pytest_sessionfinish(session):
    if "browsers" in sys.modules:
        sys.modules["browsers"].Chromium.close()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config, log):
    """``-n N --dist loadfile`` (``make test``): a file per work unit, the longest first
    (:mod:`xdist_schedule`)."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist_schedule import LongestFirstFileScheduling

    return LongestFirstFileScheduling(config, log)


@pytest.fixture(scope="session")
def live_stack(tmp_path_factory):
    """The live stack of this test process (:mod:`live_stack`): one API server and one RQ
    worker, shared by every test that only needs "a server"; each test plays its own games."""
    from live_stack import live_stack as start

    yield from start(tmp_path_factory.mktemp("live-stack"))


# pytester: tests/test_ci_skips.py runs the rules above on a small suite; xdist_end: no
# KeyboardInterrupt in a pytest-xdist process after it reported its session finished
pytest_plugins = ["pytester", "xdist_end"]


@pytest.fixture(scope="session")
def sdk_mypy(tmp_path_factory):
    """The session's one mypy run over the SDK's typed examples (tests/sdk_mypy.py), read
    by tests/sdk/test_sdk_readme.py and tests/contract/test_sdk_py_typed.py."""
    import sdk_mypy as m

    return m.shared_run(tmp_path_factory)
