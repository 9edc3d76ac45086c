"""What a worker forks (RQ's scheduler process; the forking class's work horses) dies with it.

RQ forks its scheduler (``RQScheduler.start``: a ``multiprocessing`` fork running
``RQScheduler.work``, a loop that never asks whether its worker still lives). A worker
SIGKILLed (a supervisor's kill, the OOM killer) left that child running for good, adopted
by init: an orphan scheduler holding the scheduler lock, and, because the worker had opened
its metrics port before the fork, holding that listening socket too, so the worker
restarted under the same name and port (docs/operations/deploy.md: "may be started again
under the same name at once") died at once with ``OSError: [Errno 98] Address already in
use`` (seen by session 27's newcomer: a worker SIGKILLed mid-phase, restarted by hand).

:func:`install` (called by :func:`server.worker.run_worker` before anything forks) registers
a fork hook: in every child of the worker process, (1) the listening sockets the worker
named with :func:`forget_in_children` are closed (the child never serves them; the parent's
stay open), and (2) on Linux the child asks the kernel for ``SIGTERM`` when its parent dies
(``prctl(PR_SET_PDEATHSIG)``; RQ's scheduler stops on it like on any stop request, releasing
its locks; a work horse ends with its job, which the watchdog runs again), and ends at
once if the parent is already gone. The signal follows the thread that forked: RQ forks
from the worker's main thread, which lives as long as the worker."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import signal
import socket
import sys

PR_SET_PDEATHSIG = 1
"""``prctl`` option: the signal this process gets when its parent (thread) ends (Linux)."""

_worker_pid: int | None = None
_sockets: list[socket.socket] = []
_installed = False


def forget_in_children(sock: socket.socket) -> None:
    """Close ``sock`` in every child this worker forks from now on."""
    _sockets.append(sock)


def die_with_parent(sig: int = signal.SIGTERM) -> bool:
    """Ask the kernel for ``sig`` when this process's parent dies; True when it was set
    (Linux with a loadable libc), False elsewhere."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        return bool(libc.prctl(PR_SET_PDEATHSIG, int(sig), 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _after_fork_in_child() -> None:
    parent = _worker_pid
    if parent is None or os.getppid() != parent:    # not a worker's child (a horse's own fork): leave it be
        return
    for sock in _sockets:
        try:
            sock.close()
        except OSError:
            pass
    _sockets.clear()
    if die_with_parent() and os.getppid() != parent:    # the worker died before the prctl
        os.kill(os.getpid(), signal.SIGTERM)


def install() -> None:
    """Make this process the worker whose children die with it, until :func:`uninstall`
    (idempotent)."""
    global _worker_pid, _installed
    _worker_pid = os.getpid()
    if not _installed:
        os.register_at_fork(after_in_child=_after_fork_in_child)
        _installed = True


def uninstall() -> None:
    """The worker's work is over: what this process forks from now on is left alone (the
    hook stays registered and does nothing; a test may run a worker in its own process)."""
    global _worker_pid
    _worker_pid = None
    _sockets.clear()
