"""All the CPU a command costs the machine (issue 37), by process: ``python tests/cpu_all.py
[--watch PID ...] -- CMD ...`` runs CMD as a child subreaper (``PR_SET_CHILD_SUBREAPER``,
Linux) and prints, once CMD has ended, the CPU seconds of CMD's tree as ``time`` counts them
(every descendant reaped through it), of the processes orphaned on the way (their parent
died before them: reparented to this process instead of init, reaped here with their own
reaped children), per command name, of those still running 20 s after CMD ended (stopped
then, SIGKILL, each by its id), and of each watched process (``--watch``: a server the
command talks to, e.g. a Redis of one's own named by ``TEST_REDIS_URL``, or a PostgreSQL
postmaster with its backends; its CPU and its reaped children's, before and after).

Why: ``/usr/bin/time`` and ``-p cpu_report`` see only processes reaped through the test
processes. 2026-12-07: Chromium's zygotes (the renderers' and the GPU process's parents)
outlive the browser process Playwright closes and are reparented, so all the renderers'
CPU is invisible to both (tests/web with ``-n 2``: 69.9 CPU s in pytest's tree, 70.9 in
Chromium's orphaned zygotes); the tests' Redis is a server of the machine (6379) and
PostgreSQL's backends are the postmaster's. A sample of the machine's busy cores, on a
shared machine, measures the neighbours too."""

from __future__ import annotations

import collections
import ctypes
import os
import signal
import subprocess
import sys
import time

_TICK = os.sysconf("SC_CLK_TCK")


def _stat(pid: int) -> tuple[str, int, float] | None:
    """(comm, ppid, own + reaped children's CPU s) of a process, None once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            s = f.read()
    except OSError:
        return None
    rest = s[s.rindex(")") + 2:].split()
    return s[s.index("(") + 1:s.rindex(")")], int(rest[1]), sum(int(x) for x in rest[11:15]) / _TICK


def main(argv: list[str]) -> int:
    watch = []
    while argv and argv[0] == "--watch":
        watch.append(int(argv[1]))
        argv = argv[2:]
    if argv[:1] == ["--"]:
        argv = argv[1:]
    if not argv:
        sys.exit(__doc__)
    if ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0) != 0:   # 36 = PR_SET_CHILD_SUBREAPER
        sys.exit("cpu_all: PR_SET_CHILD_SUBREAPER refused (Linux >= 3.4 only)")
    before = {p: _stat(p) for p in watch}
    t0 = time.monotonic()
    cmd = subprocess.Popen(argv)
    tree, rc, ended = 0.0, None, None
    orphans: collections.Counter[str] = collections.Counter()
    count: collections.Counter[str] = collections.Counter()
    left: dict[int, tuple[str, float]] = {}
    while True:
        try:
            info = os.waitid(os.P_ALL, 0, os.WEXITED | os.WNOWAIT | (os.WNOHANG if rc is not None else 0))
        except ChildProcessError:
            break
        if info is None:                      # CMD is over; only running orphans are left
            mine = {int(p): st for p in os.listdir("/proc") if p.isdigit()
                    if (st := _stat(int(p))) and st[1] == os.getpid()}
            if not mine:
                break
            if time.monotonic() - ended > 20:
                for pid, (comm, _, cpu) in mine.items():
                    left[pid] = (comm, cpu)
                    os.kill(pid, signal.SIGKILL)
            time.sleep(0.5)
            continue
        st = _stat(info.si_pid)
        _, status, ru = os.wait4(info.si_pid, 0)
        cpu = ru.ru_utime + ru.ru_stime
        if info.si_pid == cmd.pid:
            tree, rc, ended = cpu, os.waitstatus_to_exitcode(status), time.monotonic()
        elif info.si_pid not in left:
            name = st[0] if st else "?"
            orphans[name] += cpu
            count[name] += 1
    print(f"cpu_all: {ended - t0:.1f} s wall, exit {rc}", file=sys.stderr)
    print(f"  {tree:8.1f} CPU s  the command's tree (what `time` counts)", file=sys.stderr)
    for name, cpu in orphans.most_common():
        print(f"  {cpu:8.1f} CPU s  orphaned {name} x{count[name]}", file=sys.stderr)
    for pid, (name, cpu) in left.items():
        print(f"  {cpu:8.1f} CPU s  still running 20 s after: {name} ({pid}), killed", file=sys.stderr)
    watched = 0.0
    for p, b in before.items():
        a = _stat(p)
        if a and b:
            watched += a[2] - b[2]
            print(f"  {a[2] - b[2]:8.1f} CPU s  watched {a[0]} ({p}), with its reaped children", file=sys.stderr)
    total = tree + sum(orphans.values()) + sum(c for _, c in left.values()) + watched
    print(f"  {total:8.1f} CPU s  in all", file=sys.stderr)
    return rc if rc is not None else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
