"""``tests/xdist_end.py`` (issue 37): a pytest-xdist process whose cleanup after
``workerfinished`` outlasts execnet's 5 s gets execnet's SIGINT and ignores it, instead of a
``KeyboardInterrupt`` printed or aborting the cleanup; and the suite really registers it
(session 24's first fix was a ``pytest_sessionfinish`` of tests/conftest.py that a second
function of the same name there replaced, so it never ran)."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest
import xdist_end

TESTS = Path(__file__).resolve().parent

LATE_CLEANUP = '''
import os
import time

import xdist_end


def pytest_unconfigure(config):
    """A pytest-xdist process's cleanup after workerfinished, running Python code until
    execnet's SIGINT has come (5 s after the controller ended the gateway) and was ignored;
    a SIGINT not ignored raises KeyboardInterrupt here, and the mark is never written."""
    if not hasattr(config, "workerinput"):
        return
    while not xdist_end.ignored:
        time.sleep(0.02)
    with open(os.environ["CLEANUP_MARK"], "w") as f:
        f.write(f"{xdist_end.ignored} SIGINT ignored")
'''


def _run(tmp_path, name, plugins):
    """A one-test ``-n 1`` run with the late cleanup, started (not waited for)."""
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "CLEANUP_MARK": str(tmp_path / f"{name}.mark"),
           "PYTHONPATH": os.pathsep.join([str(TESTS), str(tmp_path)])}
    env.pop("PYTEST_XDIST_WORKER", None)
    env.pop("PYTEST_ADDOPTS", None)
    args = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "xdist.plugin", *plugins,
            "-p", "late_cleanup", "-n", "1", "test_one.py"]
    return subprocess.Popen(args, cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


@pytest.mark.timeout(600)   # a hang bound: 4 Python processes start; 66 s wall at load 40 on 2 cores
def test_a_cleanup_past_execnets_sigint_finishes_and_prints_no_keyboardinterrupt(tmp_path):
    (tmp_path / "pytest.ini").write_text("[pytest]\n")
    (tmp_path / "test_one.py").write_text("def test_passes():\n    pass\n")
    (tmp_path / "late_cleanup.py").write_text(LATE_CLEANUP)
    # the same run without the plugin, at the same time: the SIGINT interrupts its cleanup
    # (the proof that the run reproduces what the plugin prevents)
    runs = {"with": _run(tmp_path, "with", ["-p", "xdist_end"]), "without": _run(tmp_path, "without", [])}
    out = {name: proc.communicate()[0] for name, proc in runs.items()}
    for name, proc in runs.items():
        assert proc.returncode == 0, out[name]
        assert "1 passed" in out[name], out[name]
    assert not (tmp_path / "without.mark").exists(), out["without"]
    assert (tmp_path / "with.mark").read_text() == "1 SIGINT ignored", out["with"]
    assert "KeyboardInterrupt" not in out["with"], out["with"]


def test_the_suite_registers_it_as_the_innermost_sessionfinish_wrapper(request):
    """Innermost: it resumes before pytest-xdist's wrapper, which sends ``workerfinished``."""
    assert request.config.pluginmanager.get_plugin("xdist_end") is xdist_end
    wrappers = [i for i in request.config.hook.pytest_sessionfinish.get_hookimpls() if i.wrapper or i.hookwrapper]
    assert wrappers[0].plugin is xdist_end   # pluggy calls the list from its end


def test_no_conftest_defines_a_name_twice():
    """A second ``def pytest_x`` in a conftest replaces the first: pytest registers only the
    module's last one, silently."""
    twice = {}
    for path in sorted(TESTS.rglob("conftest.py")):
        seen = set()
        for node in ast.parse(path.read_text("utf-8")).body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if node.name in seen:
                    twice.setdefault(str(path.relative_to(TESTS)), []).append(node.name)
                seen.add(node.name)
    assert twice == {}
