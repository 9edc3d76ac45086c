"""``tests/cpu_report.py --waits`` (issue 37): each pytest-xdist process's idle seconds at
the run's end and the tests that wait most (wall minus CPU seconds), from its JSON lines."""

from __future__ import annotations

import json

import cpu_report


def test_waits_names_each_process_tail_and_the_tests_that_wait_most(tmp_path, capsys):
    rows = {"gw0-1.jsonl": [("tests/a.py::test_cpu", 0.0, 10.0, 9.5), ("tests/a.py::test_clock", 10.0, 30.0, 1.0)],
            "gw1-2.jsonl": [("tests/b.py::test_short", 0.0, 12.0, 6.0)]}
    for name, tests in rows.items():
        (tmp_path / name).write_text("".join(
            json.dumps({"event": "test", "id": i, "t0": t0, "t1": t1, "cpu": cpu}) + "\n" for i, t0, t1, cpu in tests)
            + json.dumps({"event": "start", "t": 0.0, "cpu": 0.0}) + "\n")
    cpu_report.waits(str(tmp_path), 2)
    out = capsys.readouterr().out
    assert "first test to last: 30.0 s; tests' CPU 16 s, wall 42 s" in out
    tails = {ln.split()[0]: float(ln.split()[4]) for ln in out.splitlines() if ln.startswith("gw")}
    assert tails == {"gw0-1.jsonl": 0.0, "gw1-2.jsonl": 18.0}
    waiting = [ln.split()[-1] for ln in out.split("wall-CPU")[1].splitlines()[1:] if ln.strip()]
    assert waiting == ["tests/a.py::test_clock", "tests/b.py::test_short"]      # 19 s, then 6 s; top 2
