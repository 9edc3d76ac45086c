"""Proof that the test suite does not flake: run it N times under CPU stress and report
every failure (issue 37).

    python -m tools.stress_tests                      # 3 runs of `make test`'s pytest, 2 busy CPU workers
    python -m tools.stress_tests --runs 5 --busy 2 -- tests/worker tests/api/test_talk.py
    make test-stress STRESS_RUNS=3                    # the same through make

While the runs go, ``stress-ng --cpu <busy>`` (Debian's ``stress-ng``; ``apt-get install -y
stress-ng``) keeps ``busy`` extra processes spinning on the CPUs, so every timing the suite
depends on is stretched the way a loaded CI machine stretches it. Each run is pytest with
``-n <TEST_WORKERS> --dist loadfile`` (``make test``'s schedule; environment variable
``TEST_WORKERS``, default 4 as in the Makefile) and a junit file; arguments after ``--`` replace the test
paths (default: the whole suite). stress-ng is started in its own process group and
stopped at the end, whatever happens.

Output: per run its outcome counts, wall seconds and the load average at its end; then
every failed or errored test of every run (node id, run number, first line of its
message) and every line of a run's output that names ``KeyboardInterrupt`` (a failure too);
the last line says ``0 failures in N runs`` or how many. Exit status: 0 when no run had a
failure or error, 1 otherwise (2 when stress-ng is missing). The junit files and each
run's pytest output are kept in ``--out`` (default ``build/test-stress/``, git-ignored).
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Run:
    """One pytest run: its number, exit code, wall seconds, load average at its end, outcome
    counts and ``(nodeid, message)`` of each failed or errored test."""

    n: int
    code: int
    seconds: float
    load: float
    counts: dict[str, int] = field(default_factory=dict)
    failures: list[tuple[str, str]] = field(default_factory=list)


def junit_outcomes(path: Path) -> tuple[dict[str, int], list[tuple[str, str]]]:
    """``(counts, failures)`` of a pytest junit file: counts of passed / failed / error /
    skipped test cases, and ``(nodeid, first line of the message)`` of each failure or error
    (a setup or teardown error included). A missing or unreadable file is one failure."""
    counts = {"passed": 0, "failed": 0, "error": 0, "skipped": 0}
    failures: list[tuple[str, str]] = []
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        return counts, [(str(path), f"no junit report: {exc}")]
    for case in root.iter("testcase"):
        cls, name = case.get("classname", ""), case.get("name", "")
        nodeid = f"{cls}::{name}" if cls else name     # junit's dotted module (and class) path
        bad = [c for c in case if c.tag in ("failure", "error")]
        for c in bad:
            counts["failed" if c.tag == "failure" else "error"] += 1
            msg = (c.get("message") or c.text or "").strip().splitlines()
            failures.append((nodeid, msg[0][:300] if msg else c.tag))
        if not bad:
            counts["skipped" if case.find("skipped") is not None else "passed"] += 1
    return counts, failures


def interrupts_printed(log: Path) -> list[str]:
    """The lines of a run's output that name ``KeyboardInterrupt``: none belongs in a run
    nobody interrupted, even one whose every test passed (a pytest-xdist process whose
    cleanup outlasted execnet's 5 s after the run's end printed one, issue 37:
    tests/xdist_end.py)."""
    try:
        text = log.read_text("utf-8", errors="replace")
    except OSError:
        return []
    return [line.strip()[:300] for line in text.splitlines() if "KeyboardInterrupt" in line]


def start_stress(busy: int, log: Path) -> subprocess.Popen | None:
    """``stress-ng --cpu busy`` in its own process group (None when ``busy`` is 0)."""
    if busy <= 0:
        return None
    exe = shutil.which("stress-ng")
    if exe is None:
        sys.exit("stress-ng is not installed: apt-get install -y stress-ng")
    with open(log, "wb") as out:       # the child keeps its own copy of the descriptor
        return subprocess.Popen([exe, "--cpu", str(busy), "--cpu-method", "matrixprod", "--timeout", "0"],
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)


def stop_stress(proc: subprocess.Popen | None) -> None:
    if proc is None or proc.poll() is not None:
        return
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


def run_once(n: int, paths: list[str], workers: str, out: Path) -> Run:
    junit = out / f"run{n}.xml"
    junit.unlink(missing_ok=True)
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", workers, "--dist", "loadfile",
           f"--junitxml={junit}", *paths]
    t0 = time.monotonic()
    with open(out / f"run{n}.log", "wb") as log:
        code = subprocess.call(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
    seconds = time.monotonic() - t0
    counts, failures = junit_outcomes(junit)
    if code not in (0, 1) and not failures:      # interrupted, internal error, usage error
        failures.append((f"run {n}", f"pytest exited with code {code} (see {out / f'run{n}.log'})"))
    failures += [(f"run {n}", f"printed {line!r} (see {out / f'run{n}.log'})")
                 for line in interrupts_printed(out / f"run{n}.log")]
    return Run(n, code, seconds, os.getloadavg()[0], counts, failures)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    paths: list[str] = []
    if "--" in argv:
        i = argv.index("--")
        argv, paths = argv[:i], argv[i + 1:]
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--runs", type=int, default=3, help="how many runs (default 3)")
    p.add_argument("--busy", type=int, default=2, help="stress-ng CPU workers during the runs (default 2; 0: none)")
    p.add_argument("--workers", default=os.environ.get("TEST_WORKERS", "4"),
                   help="pytest-xdist processes (default TEST_WORKERS or 4, the Makefile's)")
    p.add_argument("--out", type=Path, default=ROOT / "build" / "test-stress", help="junit files and logs")
    a = p.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    if a.busy > 0 and shutil.which("stress-ng") is None:
        print("stress-ng is not installed: apt-get install -y stress-ng", file=sys.stderr)
        return 2
    stress = start_stress(a.busy, a.out / "stress-ng.log")
    runs: list[Run] = []
    try:
        for n in range(1, a.runs + 1):
            run = run_once(n, paths, a.workers, a.out)
            runs.append(run)
            c = run.counts
            print(f"run {n}/{a.runs}: {c['passed']} passed, {c['failed']} failed, {c['error']} errors, "
                  f"{c['skipped']} skipped in {run.seconds:.0f} s (pytest exit {run.code}, load {run.load:.1f}, "
                  f"{a.busy} busy CPU workers)", flush=True)
    finally:
        stop_stress(stress)
    bad = [(r.n, nodeid, msg) for r in runs for nodeid, msg in r.failures]
    for n, nodeid, msg in bad:
        print(f"FAILED run {n}: {nodeid}: {msg}")
    print(f"{len(bad)} failures in {len(runs)} runs" if bad else f"0 failures in {len(runs)} runs")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
