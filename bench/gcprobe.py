"""A fault plugin for :mod:`bench.mix_ab` ``--gc`` (``BATTLE1821_FAULTS=bench.faults,bench.gcprobe``
on the API process): every pass of the cyclic GC, as one line appended to
``$GCPROBE_DIR/<the process's working directory's name>.<pid>.gc`` when it ends (the API
and the worker of a tree start in the same directory): the wall time
it ended (``time.time()``, s), its generation, its pause (wall ms, ``time.perf_counter``),
its CPU (ms of the thread, ``time.thread_time``) and the objects it collected.
Never installed otherwise."""

from __future__ import annotations

import gc
import os
import time
from pathlib import Path

MODULE = "bench.gcprobe"
_started: list[float] = [0.0, 0.0]


def _path() -> Path:
    return Path(os.environ.get("GCPROBE_DIR") or Path.cwd()) / f"{Path.cwd().name}.{os.getpid()}.gc"


def _callback(phase: str, info: dict) -> None:
    if phase == "start":
        _started[0], _started[1] = time.perf_counter(), time.thread_time()
        return
    pause, cpu = (time.perf_counter() - _started[0]) * 1e3, (time.thread_time() - _started[1]) * 1e3
    with _path().open("a") as f:
        f.write(f"{time.time():.3f} {info['generation']} {pause:.3f} {cpu:.3f} {info['collected']}\n")


def read(path: Path, since: float = 0.0, until: float = float("inf")) -> list[tuple[float, int, float, float, int]]:
    """The passes of a probe file that ended in ``[since, until]``: (end time, generation,
    pause ms, CPU ms, collected)."""
    if not path.exists():
        return []
    out = []
    for line in path.read_text().splitlines():
        t, g, p, c, n = line.split()
        if since <= float(t) <= until:
            out.append((float(t), int(g), float(p), float(c), int(n)))
    return out


def install(add) -> None:
    gc.callbacks.append(_callback)
