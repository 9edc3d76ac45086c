"""The end of a pytest-xdist process (``-n N``): no ``KeyboardInterrupt`` once it has
reported its session finished (issue 37).

Who sends what: when the last process has reported ``workerfinished``, the controller's
``pytest_sessionfinish`` ends every gateway (``NodeManager.teardown_nodes``:
``GATEWAY_TERMINATE`` to each process) and SIGKILLs a process still running 10 s later
(``EXIT_TIMEOUT``). In each process, execnet's receiver thread gets that message and, if the
main thread has not finished 5 s later, runs ``os.kill(os.getpid(), SIGINT)`` on its own
process, then ``os._exit(1)`` 10 s after that (``execnet.gateway_base.WorkerGateway.
_terminate_execution``). The controller itself is sent nothing (its gateways' end is a
no-op). What a process's main thread still does after ``workerfinished`` is cleanup: the
other plugins' ends of ``pytest_sessionfinish``, ``pytest_unconfigure`` (tests/conftest.py
reaps the fork server there) and pytest's final ``gc.collect()`` passes. At a load of
10-30 on 2 cores those passed 5 s (session 24: 4.96 s measured, two full collections of
~150 k objects); the ``KeyboardInterrupt`` then lands wherever the main thread is: inside
Hypothesis' ``gc_callback`` it is printed by the process itself, on the run's stderr, as a
``PytestUnraisableExceptionWarning`` after every test passed (once for each process hit);
elsewhere it aborts the cleanup silently.

So a process replaces SIGINT's handler with one that counts and ignores it (:data:`ignored`)
just BEFORE it sends ``workerfinished``: this wrapper is ``trylast``, the innermost, so it
resumes before pytest-xdist's own wrapper, which sends it; the controller cannot end the
gateway before it has that event, so no SIGINT of execnet's can come first. Every test's
report precedes ``workerfinished``; the bounds above (the controller's SIGKILL at 10 s,
execnet's ``os._exit``) still end a cleanup that hangs. A Python handler, not ``SIG_IGN``:
a program the cleanup executes does not inherit an ignored SIGINT. Only in pytest-xdist's
processes (``config.workerinput``); an in-process nested session (``pytester``) has none.
Registered by tests/conftest.py (``pytest_plugins``); tests/test_xdist_end.py."""

from __future__ import annotations

import signal

import pytest

ignored = 0
"""SIGINTs this process received (and ignored) since it reported its session finished."""


def _count_and_ignore(signum, frame):
    global ignored
    ignored += 1


@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_sessionfinish(session):
    try:
        return (yield)
    finally:
        if hasattr(session.config, "workerinput"):
            signal.signal(signal.SIGINT, _count_and_ignore)
