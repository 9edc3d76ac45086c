"""``tools/stress_tests.py`` (issue 37's proof of determinism) reads pytest's junit report:
every failed or errored test of a run is reported with its message, none is lost; and a
``KeyboardInterrupt`` printed in a run's output counts as a failure, even when every test
passed."""

from __future__ import annotations

from tools.stress_tests import interrupts_printed, junit_outcomes

JUNIT = """<?xml version="1.0" encoding="utf-8"?>
<testsuites><testsuite name="pytest" errors="1" failures="1" skipped="1" tests="4">
<testcase classname="tests.api.test_a" name="test_ok" time="0.1"/>
<testcase classname="tests.api.test_a" name="test_bad" time="0.2">
  <failure message="AssertionError: assert 1 == 2&#10;more lines">trace</failure></testcase>
<testcase classname="tests.worker.test_b.TestC" name="test_setup_broke[x]" time="0.3">
  <error message="failed on setup with &quot;RuntimeError: no Redis&quot;">trace</error></testcase>
<testcase classname="tests.api.test_a" name="test_later" time="0.0"><skipped message="slow"/></testcase>
</testsuite></testsuites>
"""


def test_failures_and_errors_are_each_reported_with_the_first_line_of_their_message(tmp_path):
    path = tmp_path / "run1.xml"
    path.write_text(JUNIT)
    counts, failures = junit_outcomes(path)
    assert counts == {"passed": 1, "failed": 1, "error": 1, "skipped": 1}
    assert failures == [("tests.api.test_a::test_bad", "AssertionError: assert 1 == 2"),
                        ("tests.worker.test_b.TestC::test_setup_broke[x]",
                         'failed on setup with "RuntimeError: no Redis"')]


def test_a_run_without_a_report_is_a_failure(tmp_path):
    counts, failures = junit_outcomes(tmp_path / "missing.xml")
    assert sum(counts.values()) == 0 and len(failures) == 1 and "no junit report" in failures[0][1]


def test_a_keyboardinterrupt_printed_after_the_tests_is_reported(tmp_path):
    log = tmp_path / "run1.log"
    log.write_text("....  [100%]/venv/_pytest/unraisableexception.py:63: PytestUnraisableExceptionWarning: "
                   "Exception ignored in: <function gc_callback>\n\nTraceback (most recent call last):\n"
                   "    now = _perf_counter()\nKeyboardInterrupt\n\n1835 passed in 385.40s\n")
    assert interrupts_printed(log) == ["KeyboardInterrupt"]
    log.write_text("....  [100%]\n1835 passed in 385.40s\n")
    assert interrupts_printed(log) == []
    assert interrupts_printed(tmp_path / "missing.log") == []
