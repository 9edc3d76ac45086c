"""A started worker runs at ``BATTLE1821_WORKER_NICE`` (default 0: the niceness of
the process that started it), every thread of it and every process it started (RQ's
scheduler): read from ``/proc/<pid>/task/<tid>/stat``, not from the worker's own word.

Why a worker may be made nicer than the API: ``server.worker.lower_priority``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from server.config import Settings

pytestmark = pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux /proc")


def nice_of(pid: int, tid: int | None = None) -> int:
    """The niceness of thread ``tid`` of process ``pid`` (field 19 of its ``stat``)."""
    path = f"/proc/{pid}/task/{tid or pid}/stat"
    stat = Path(path).read_text()
    return int(stat[stat.rindex(")") + 2:].split()[16])


def tree(pid: int) -> dict[int, list[int]]:
    """``{process: [its threads]}`` of ``pid`` and every process below it."""
    out, todo = {}, [pid]
    while todo:
        p = todo.pop()
        try:
            tids = [int(t) for t in os.listdir(f"/proc/{p}/task")]
        except FileNotFoundError:
            continue
        out[p] = tids
        for t in tids:
            try:
                todo += [int(c) for c in Path(f"/proc/{p}/task/{t}/children").read_text().split()]
            except FileNotFoundError:
                pass
    return out


def test_worker_runs_at_its_niceness_and_zero_leaves_it(harness):
    base = os.nice(0)
    default = next(f.default for f in Settings.__dataclass_fields__.values() if f.name == "worker_nice")
    assert default == 0
    nicer = harness.start_worker(extra_env={"BATTLE1821_WORKER_NICE": "10"})
    same = harness.start_worker(extra_env={"BATTLE1821_WORKER_NICE": None})         # the default: 0
    default = 10
    harness.wait_listening(2)        # registered: its watchdog, liveness and metrics threads run
    for proc, want in ((nicer, max(base, default)), (same, base)):
        threads = tree(proc.pid)
        assert len(threads[proc.pid]) >= 3, threads        # main, watchdog, liveness at least
        seen = {(p, t): nice_of(p, t) for p, tids in threads.items() for t in tids}
        assert set(seen.values()) == {want}, (want, seen, harness.stderr())


def test_lower_priority_only_raises_the_niceness_up_to_19():
    """In a child process (the niceness of the test process must not change): raised to 3,
    never lowered back (1 leaves 3: lowering needs privileges), clamped at 19."""
    import subprocess
    import sys

    from support import ROOT

    code = ("import os; from server.worker import lower_priority as low; "
            "print(low(3), low(1), low(40), os.nice(0))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         env=dict(os.environ), timeout=60)
    base = os.nice(0)
    assert out.stdout.split() == [str(max(base, n)) for n in (3, 3, 19, 19)], out.stderr
