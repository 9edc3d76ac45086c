"""Jobs for ``tests/worker/test_worker_stops_on_sigterm.py`` (imported by a real worker as
``tests.slow_finalizer``): a job that leaves an object with a slow finalizer on its own RQ
job, so that the finalizer runs in the worker's main thread when RQ drops that job, with the
worker idle (RQ's loop drops a job when it takes the next one: ``job, queue = result``), and
a job that takes a while and writes its result."""

from __future__ import annotations

import os
import time

from rq import get_current_job


class SlowFinalizer:
    """``__del__`` writes the process id to ``path``, then sleeps ``secs`` seconds: a signal
    sent meanwhile runs its handler inside the finalizer, where Python prints an exception the
    handler raises ("Exception ignored in: ...") and drops it."""

    def __init__(self, path: str, secs: float) -> None:
        self.path, self.secs = path, secs

    def __del__(self) -> None:
        with open(self.path, "w") as f:
            f.write(str(os.getpid()))
        time.sleep(self.secs)


def leave_slow_finalizer(path: str, secs: float) -> str:
    """Attach a :class:`SlowFinalizer` to this RQ job (the worker's own ``Job`` instance, a
    simple worker's: it runs the job in its process)."""
    get_current_job().__dict__["b1821_slow_finalizer"] = SlowFinalizer(path, secs)
    return "left"


def take_a_while(secs: float, path: str) -> str:
    """Sleep ``secs`` seconds, then write ``done`` to ``path``."""
    time.sleep(secs)
    with open(path, "w") as f:
        f.write("done")
    return "done"
