"""Fault plugin of :mod:`bench.tail` (``BATTLE1821_FAULTS=...,bench.tailprobe``): writes
what a process does beside its requests to ``$BENCH_TAIL_DIR/<pid>.txt``, one line each,
times on the wall clock (``time.time()``, s) so that they line up with the load client's:

- ``gc <end> <generation> <ms> <collected> <cpu ms> <young>``: every pass of the cyclic GC
  (``gc.callbacks``): its wall and thread CPU time in ms, and the young generation's count
  (``gc.get_count()[0]``) when it began (with ``BENCH_TAIL_GC_OBJECTS``: ``count/objects``,
  the objects in the generation collected);
- ``step <t> <cpu ms>``: an Ottoman-phase job is about to run an engine step
  (``ottoman.step``), with the thread's CPU time so far (``time.thread_time()``, ms: the
  difference between two lines of one job is one step's CPU, commit included);
- ``done <t> <cpu ms>``: a phase's last commit landed (``ottoman.phase_done``).

Nothing is written without ``BENCH_TAIL_DIR``."""

from __future__ import annotations

import gc
import os
import time

_out = None
_t = [0.0, 0.0, 0]


def _write(line: str) -> None:
    global _out
    if _out is None:
        _out = open(os.path.join(os.environ["BENCH_TAIL_DIR"], f"{os.getpid()}.txt"), "a", buffering=1)
    _out.write(line + "\n")


def _gc(phase: str, info: dict) -> None:
    if phase == "start":
        young = gc.get_count()[0]
        if os.environ.get("BENCH_TAIL_GC_OBJECTS"):     # the generation's real size (costs a walk, before the timing)
            young = f"{young}/{len(gc.get_objects(info['generation']))}"
        _t[:] = time.perf_counter(), time.thread_time(), young
    else:
        _write(f"gc {time.time():.6f} {info['generation']} {(time.perf_counter() - _t[0]) * 1e3:.3f} "
               f"{info['collected']} {(time.thread_time() - _t[1]) * 1e3:.3f} {_t[2]}")


def install(add) -> None:
    if not os.environ.get("BENCH_TAIL_DIR"):
        return
    gc.callbacks.append(_gc)
    add("ottoman.step", lambda: _write(f"step {time.time():.6f} {time.thread_time() * 1e3:.3f}"))
    add("ottoman.phase_done", lambda: _write(f"done {time.time():.6f} {time.thread_time() * 1e3:.3f}"))
