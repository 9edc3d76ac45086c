"""The caches the pytest-xdist controller writes before it starts its processes (issue 37;
``pytest_configure`` in ``tests/conftest.py``): the project's bytecode (``compileall``),
pytest's assertion-rewritten bytecode of the test modules and conftests, and Hypothesis'
Unicode tables. In a fresh clone each of the N processes would otherwise write the same
ones at once (~10 CPU s each).

The one place of the suite that uses what pytest and Hypothesis do not document: pytest's
rewrite cache (``_pytest.assertion.rewrite``: ``assertstate_key``, ``get_cache_dir``,
``PYC_TAIL``, ``_read_pyc``, ``try_makedirs``, ``_rewrite_test``, ``_write_pyc``) and
Hypothesis' table builders (``hypothesis.internal.charmap``). Written for the versions of
:data:`WRITTEN_FOR`: ``tests/test_cache_warm.py`` fails on another until this module is
re-read, and checks that a module cached here is one pytest reads back. Each step is a
cache only: where it fails, the process that imports the module does the work itself."""

from __future__ import annotations

import compileall
import contextlib
import importlib.util
import multiprocessing
import os
import re
import struct
import sys
import threading
import warnings
from pathlib import Path

WRITTEN_FOR = {"pytest": "9.2.0", "hypothesis": "6.170.27"}
"""The distributions whose internals this module uses, and the versions it was written for."""

_DIRS = ("server", "kinds", "sdk", "tests", "bench", "tools")
"""The folders whose bytecode is written (``compileall``)."""

_SKIP = re.compile(r"(/node_modules/|/mutants/|/build/|/tests/.*(test_[^/]*|conftest)\.py$)")
"""Not compiled: Node packages, mutmut's copies, setuptools' ``build/`` copies of a package
(``kinds/build/lib``, left by a test that builds the kinds' wheel; nothing imports them), test
modules and conftests (pytest rewrites those)."""


def rewrite_cached(config, fn: Path) -> bool:
    """Write pytest's rewritten bytecode of the test module ``fn`` unless it is cached
    already; True when a cached copy pytest would read exists afterwards."""
    from _pytest.assertion import rewrite

    state = config.stash[rewrite.assertstate_key]
    pyc = rewrite.get_cache_dir(fn) / (fn.name[:-3] + rewrite.PYC_TAIL)
    if rewrite._read_pyc(fn, pyc, state.trace) is None and rewrite.try_makedirs(pyc.parent):
        source_hash, co = rewrite._rewrite_test(fn, config)
        rewrite._write_pyc(state, co, source_hash, pyc)
    return rewrite._read_pyc(fn, pyc, state.trace) is not None


def _stale_bytecode(root: Path) -> list[Path]:
    """The project's modules whose bytecode ``compileall.compile_dir`` would write: the same
    walk (no symlinked folder, no ``__pycache__``, :data:`_SKIP` out) and the same check (the
    cached file's magic, flags and source mtime)."""
    stale = []
    for d in _DIRS:
        for top, dirs, files in os.walk(root / d):
            dirs[:] = sorted(x for x in dirs if x != "__pycache__")
            for name in sorted(files):
                fn = Path(top) / name
                if not name.endswith(".py") or _SKIP.search(str(fn)):
                    continue
                try:
                    expect = struct.pack("<4sLL", importlib.util.MAGIC_NUMBER, 0, int(fn.stat().st_mtime) & 0xFFFF_FFFF)
                    with open(importlib.util.cache_from_source(str(fn)), "rb") as f:
                        if f.read(12) == expect:
                            continue
                except OSError:
                    pass
                stale.append(fn)
    return stale


_CONFIG = None
"""The controller's pytest config, for the forked processes of :func:`write_caches`."""


def _hypothesis_tables() -> None:
    with contextlib.suppress(Exception), warnings.catch_warnings():
        from hypothesis.errors import HypothesisSideeffectWarning
        from hypothesis.internal.charmap import charmap, intervals_from_codec

        # building them here, before any test, is the point (Hypothesis warns of it)
        warnings.simplefilter("ignore", HypothesisSideeffectWarning)
        charmap()
        intervals_from_codec("utf-8")


def _run(task: tuple[str, str]) -> None:
    """One step of :func:`write_caches`, in a forked process: ``("hypothesis", "")``,
    ``("rewrite", test module)`` or ``("compile", module)``."""
    what, fn = task
    with contextlib.suppress(Exception):
        if what == "hypothesis":
            _hypothesis_tables()
        elif what == "rewrite":
            rewrite_cached(_CONFIG, Path(fn))
        else:
            compileall.compile_file(fn, quiet=2)


def write_caches(config) -> None:
    """Bytecode of the project's modules, pytest's rewritten bytecode of the test modules and
    conftests, Hypothesis' Unicode tables; a cache that cannot be written is left alone.

    What is missing is found here (~0.3 CPU s once all exist, and then nothing else runs) and
    written by as many forked processes as this process may use cores (when it runs no other
    thread), the longest steps first (a fresh clone: ~9 CPU s of assertion rewriting, ~2 of
    Hypothesis' tables, ~1.5 of bytecode, which this process did in turn)."""
    global _CONFIG
    if sys.dont_write_bytecode:
        return
    from _pytest.assertion import rewrite

    root = Path(config.rootpath)
    tests = root / "tests"
    state = config.stash[rewrite.assertstate_key]
    tasks: list[tuple[int, str, str]] = []
    for fn in [*tests.rglob("test_*.py"), *tests.rglob("conftest.py")]:
        pyc = rewrite.get_cache_dir(fn) / (fn.name[:-3] + rewrite.PYC_TAIL)
        with contextlib.suppress(Exception):
            if rewrite._read_pyc(fn, pyc, state.trace) is None:
                tasks.append((fn.stat().st_size, "rewrite", str(fn)))
    for fn in _stale_bytecode(root):
        with contextlib.suppress(OSError):
            tasks.append((fn.stat().st_size // 8, "compile", str(fn)))     # the order only: compiling costs less a byte
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    # forking a process with other threads could copy a lock one of them holds: then in turn
    if not tasks or cores < 2 or threading.active_count() > 1:
        for _, what, fn in sorted(tasks, reverse=True):
            _run((what, fn))
        _hypothesis_tables()      # read from .hypothesis/unicode_data once written: ~0.01 CPU s
        return
    todo = [("hypothesis", "")] + [(what, fn) for _, what, fn in sorted(tasks, reverse=True)]
    _CONFIG = config
    try:
        with multiprocessing.get_context("fork").Pool(min(cores, len(todo))) as pool:
            for _ in pool.imap_unordered(_run, todo):
                pass
    except OSError:          # no process could be started: this one does the work
        for task in todo:
            _run(task)
    finally:
        _CONFIG = None
