"""A fault plugin for :mod:`bench.mix_ab` ``--profile`` (``BATTLE1821_FAULTS=bench.faults,bench.perfprof``
on the API process): cProfile of the process from ``SIGUSR1`` to ``SIGUSR2``, then written
(pstats) to ``$PERFPROF_DIR/<the process's working directory's name>.prof`` (default: that
directory). Never installed otherwise.

``PERFPROF_CLOCK=thread``: the profile's clock is the thread's CPU time
(``time.thread_time``) instead of the wall clock, so that a loaded machine's preemption
(a socket write that wakes the peer, a descheduled process) is not counted in the function
it lands in; each reading is then a system call, which weighs call-dense code more."""

from __future__ import annotations

import cProfile
import os
import signal
import time
from pathlib import Path

MODULE = "bench.perfprof"
_profile = cProfile.Profile(time.thread_time) if os.environ.get("PERFPROF_CLOCK") == "thread" \
    else cProfile.Profile()


def _start(*_) -> None:
    _profile.enable()


def _stop(*_) -> None:
    _profile.disable()
    _profile.dump_stats(str(Path(os.environ.get("PERFPROF_DIR") or Path.cwd()) / f"{Path.cwd().name}.prof"))


def install(add) -> None:
    signal.signal(signal.SIGUSR1, _start)
    signal.signal(signal.SIGUSR2, _stop)
