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
import re
import sys
import warnings
from pathlib import Path

WRITTEN_FOR = {"pytest": "9.2.0", "hypothesis": "6.170.27"}
"""The distributions whose internals this module uses, and the versions it was written for."""

_SKIP = re.compile(r"(/node_modules/|/mutants/|/tests/.*(test_[^/]*|conftest)\.py$)")


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


def write_caches(config) -> None:
    """Bytecode of the project's modules, pytest's rewritten bytecode of the test modules and
    conftests, Hypothesis' Unicode tables; a cache that cannot be written is left alone."""
    if sys.dont_write_bytecode:
        return
    root = Path(config.rootpath)
    tests = root / "tests"
    for d in ("server", "kinds", "sdk", "tests", "bench", "tools"):
        if (root / d).is_dir():
            compileall.compile_dir(root / d, quiet=2, workers=0, rx=_SKIP)
    for fn in [*tests.rglob("test_*.py"), *tests.rglob("conftest.py")]:
        with contextlib.suppress(Exception):
            rewrite_cached(config, fn)
    with contextlib.suppress(Exception), warnings.catch_warnings():
        from hypothesis.errors import HypothesisSideeffectWarning
        from hypothesis.internal.charmap import charmap, intervals_from_codec

        # building them here, before any test, is the point (Hypothesis warns of it)
        warnings.simplefilter("ignore", HypothesisSideeffectWarning)
        charmap()
        intervals_from_codec("utf-8")
