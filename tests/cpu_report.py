"""Where the suite's CPU goes (issue 37), opt-in: ``pytest -p cpu_report ...`` writes one JSON
line per test to ``$CPU_REPORT_DIR/<xdist worker>-<pid>.jsonl`` (default
``build/cpu-report``): its wall seconds and its CPU seconds, those of this process, of its
reaped children and of every live descendant (its own and its reaped children's, from
/proc: the shared live stack's API and RQ worker, whose work horses it reaps, count for the
test they serve; a pytest-xdist process runs one test at a time). The first test of a
process to use a session fixture carries its start. ``python tests/cpu_report.py DIR``
sums them by file; ``python tests/cpu_report.py DIR [N] --waits`` shows where wall time is not
CPU (each process's idle tail, the tests that wait most). On a loaded machine wall time measures the neighbours, CPU time far less."""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from collections import defaultdict

import pytest

_TICK = os.sysconf("SC_CLK_TCK")


def tree_cpu() -> float:
    """CPU seconds of this process, its reaped children and its live descendants."""
    kids: dict[int, list[tuple[int, float]]] = defaultdict(list)
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    rest = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            kids[int(rest[1])].append((int(d), sum(int(x) for x in rest[11:15]) / _TICK))
    total, todo = 0.0, [os.getpid()]
    while todo:
        for pid, cpu in kids.get(todo.pop(), []):
            total += cpu
            todo.append(pid)
    own, reaped = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + reaped.ru_utime + reaped.ru_stime + total


class _Out:
    f = None

    @classmethod
    def write(cls, rec: dict) -> None:
        if cls.f is None:
            d = os.environ.get("CPU_REPORT_DIR", "build/cpu-report")
            os.makedirs(d, exist_ok=True)
            worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
            cls.f = open(os.path.join(d, f"{worker}-{os.getpid()}.jsonl"), "a", encoding="utf-8")
        cls.f.write(json.dumps(rec) + "\n")
        cls.f.flush()


def pytest_sessionstart(session):
    _Out.write({"event": "start", "t": time.time(), "cpu": tree_cpu()})


def pytest_collection_finish(session):
    _Out.write({"event": "collected", "t": time.time(), "cpu": tree_cpu()})


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    t0, c0 = time.time(), tree_cpu()
    yield
    _Out.write({"event": "test", "id": item.nodeid, "t0": t0, "t1": time.time(), "cpu": tree_cpu() - c0})


def main(directory: str, top: int = 40) -> None:
    """Per process: collection CPU and tests; then the ``top`` files by CPU seconds."""
    files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0])
    for name in sorted(os.listdir(directory)):
        recs = [json.loads(line) for line in open(os.path.join(directory, name), encoding="utf-8")]
        ev = {r["event"]: r for r in recs if r["event"] != "test"}
        tests = [r for r in recs if r["event"] == "test"]
        if "start" in ev and "collected" in ev:
            print(f"{name}: collection {ev['collected']['cpu'] - ev['start']['cpu']:.1f} CPU s, "
                  f"{len(tests)} tests {sum(r['cpu'] for r in tests):.0f} CPU s")
        for r in tests:
            x = files[r["id"].split("::")[0]]
            x[0] += r["cpu"]
            x[1] += r["t1"] - r["t0"]
            x[2] += 1
    print("\n  CPU s  wall s  tests  file")
    for path, (cpu, wall, n) in sorted(files.items(), key=lambda kv: -kv[1][0])[:top]:
        print(f"{cpu:7.1f} {wall:7.1f} {n:6d}  {path}")


def waits(directory: str, top: int = 40) -> None:
    """Where the run's wall time is not CPU: per pytest-xdist process, its tests' wall and CPU
    seconds and its idle seconds at the run's end (the tail: the last test of any process
    ended that long after its own last test); then the ``top`` tests by wall minus CPU seconds
    (waiting: on a clock, a subprocess, an event, or for a CPU the other processes hold)."""
    procs, tests = {}, []
    for name in sorted(os.listdir(directory)):
        recs = [json.loads(line) for line in open(os.path.join(directory, name), encoding="utf-8")]
        mine = [r for r in recs if r["event"] == "test"]
        if mine:
            procs[name] = mine
            tests += mine
    end = max(r["t1"] for r in tests)
    start = min(r["t0"] for r in tests)
    print(f"first test to last: {end - start:.1f} s; tests' CPU {sum(r['cpu'] for r in tests):.0f} s, "
          f"wall {sum(r['t1'] - r['t0'] for r in tests):.0f} s")
    print("\nprocess              tests  wall s   CPU s  idle at end s  last test")
    for name, mine in procs.items():
        last = max(mine, key=lambda r: r["t1"])
        print(f"{name:20s} {len(mine):5d} {sum(r['t1'] - r['t0'] for r in mine):7.1f} "
              f"{sum(r['cpu'] for r in mine):7.1f} {end - last['t1']:14.1f}  {last['id']}")
    print("\n wall-CPU  wall s  CPU s  test")
    for r in sorted(tests, key=lambda r: -(r["t1"] - r["t0"] - r["cpu"]))[:top]:
        wall = r["t1"] - r["t0"]
        print(f"{wall - r['cpu']:9.1f} {wall:7.1f} {r['cpu']:6.1f}  {r['id']}")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--waits"]
    (waits if "--waits" in sys.argv else main)(args[0], int(args[1]) if len(args) > 1 else 40)
