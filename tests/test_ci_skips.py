"""tests/conftest.py's rules, run on a small suite: with CI=true a skip fails the run but
a ``slow`` one; an xfail stays an xfail; a module skipped at collection fails; without
CI every skip is a skip."""

from __future__ import annotations

from pathlib import Path

import pytest

CONFTEST = (Path(__file__).parent / "conftest.py").read_text("utf-8").replace(
    "def pytest_unconfigure(", "def _outer_process_only_unconfigure(")
"""tests/conftest.py for the small suite, which ``runpytest`` runs in THIS process: without
its ``pytest_unconfigure``, which stops and reaps the process's ``multiprocessing`` fork
server (a later worker start in this process then failed: ``ChildProcessError: No child
processes`` from ``forkserver.ensure_running``)."""
SUITE = """
import pytest

def test_skips():
    pytest.skip("no frobnicator")

@pytest.mark.slow
def test_slow_skips():
    pytest.skip("slow: run with -m slow")

@pytest.mark.xfail(reason="known")
def test_xfails():
    assert False

def test_passes():
    pass
"""


@pytest.fixture
def suite(pytester):
    assert "def pytest_unconfigure(" not in CONFTEST
    pytester.makeconftest(CONFTEST.replace('pytest_plugins = ["pytester", "xdist_end"]', ""))
    pytester.makeini("[pytest]\nmarkers =\n    slow: long runs\n")
    pytester.makepyfile(test_suite=SUITE, test_gone="import pytest\npytest.importorskip('no_such_module_here')\n")
    return pytester


def test_under_ci_a_skip_fails_but_slow_and_xfail(suite, monkeypatch):
    monkeypatch.setenv("CI", "true")
    res = suite.runpytest("-p", "no:cacheprovider", "-rA", "test_suite.py")
    res.assert_outcomes(passed=1, failed=1, skipped=1, xfailed=1)
    res.stdout.fnmatch_lines(["*test skipped under CI=true (only `slow` tests may skip):*no frobnicator*"])
    assert res.ret != 0
    res = suite.runpytest("-p", "no:cacheprovider", "test_gone.py")
    res.assert_outcomes(errors=1)
    res.stdout.fnmatch_lines(["*test_gone.py skipped under CI=true*no_such_module_here*"])


def test_without_ci_a_skip_is_a_skip(suite, monkeypatch):
    monkeypatch.delenv("CI", raising=False)
    res = suite.runpytest("-p", "no:cacheprovider")
    res.assert_outcomes(passed=1, skipped=3, xfailed=1)
    assert res.ret == 0
