"""A started worker runs at ``BATTLE1821_WORKER_NICE`` (default 0: unchanged), every thread of it and
every process it started (RQ's scheduler): read from ``/proc/<pid>/task/<tid>/stat``, not
from the worker's own word; and, leading its own session as the harness starts it (as
``server.stack`` does), so does its session's autogroup (``/proc/<pid>/autogroup``): with
autogroup scheduling on, the kernel shares the CPU between sessions before it looks at a
thread's niceness. ``0`` leaves both as they were.

Why a worker may be made nicer than the API: ``server.worker.lower_priority``."""

from __future__ import annotations

import os
import time
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


def autogroup_nice(pid: int) -> int | None:
    """The niceness of the autogroup of ``pid``'s session (None: no autogroup scheduling)."""
    try:
        if Path("/proc/sys/kernel/sched_autogroup_enabled").read_text().strip() != "1":
            return None
        return int(Path(f"/proc/{pid}/autogroup").read_text().split()[-1])
    except FileNotFoundError:
        return None


def test_worker_runs_at_its_niceness_and_zero_leaves_it(harness):
    base = os.nice(0)
    default = next(f.default for f in Settings.__dataclass_fields__.values() if f.name == "worker_nice")
    assert default == 0
    nicer = harness.start_worker(extra_env={"BATTLE1821_WORKER_NICE": "10"})
    same = harness.start_worker(extra_env={"BATTLE1821_WORKER_NICE": None})          # the default: 0
    harness.wait_listening(2)        # registered: its watchdog runs; the liveness thread starts just after
    for proc, want in ((nicer, max(base, 10)), (same, base)):
        assert os.getsid(proc.pid) == proc.pid              # its own session: its own autogroup
        deadline = time.monotonic() + 60
        while len((threads := tree(proc.pid))[proc.pid]) < 3:   # main, watchdog, liveness at least
            assert time.monotonic() < deadline, (threads, harness.stderr())
            time.sleep(0.02)
        seen = {(p, t): nice_of(p, t) for p, tids in threads.items() for t in tids}
        assert set(seen.values()) == {want}, (want, seen, harness.stderr())
    group = autogroup_nice(nicer.pid)
    if group is not None:       # a new session's group starts at 0; 0 leaves it there
        assert (group, autogroup_nice(same.pid)) == (10, 0), harness.stderr()


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
