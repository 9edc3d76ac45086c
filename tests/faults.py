"""The test suite's fault plugin (``BATTLE1821_FAULTS=tests.faults``, set for every
process the suite starts by ``tests/conftest.py``): each hook reads its variable when it
fires, so a test turns a fault on for the one API or worker process it starts.

| variable | fault point | effect |
| --- | --- | --- |
| ``BATTLE1821_STEP_DELAY_MS`` | ``ottoman.step`` | sleep that long before each Ottoman step |
| ``BATTLE1821_TEST_FAIL_STEPS`` | ``ottoman.step`` | any value: every step raises (the ``failed`` path) |
| ``BATTLE1821_TEST_BOT_CRASH`` | ``ottoman.phase_done``, ``bot.before_commit``, ``bot.after_commit`` | ``after_phase_done`` / ``before_commit`` / ``after_commit``: raise there |
| ``BATTLE1821_BOT_DELAY_MS`` | ``bot.before_commit`` | sleep that long before each bot commit |
| ``BATTLE1821_TEST_SEEK_PAUSE`` | ``seek.claimed``, ``seek.created`` | ``<seconds>:<file>``: write this pid to ``<file>``, then sleep (the whole API process: the test SIGKILLs it there), at the point ``BATTLE1821_TEST_SEEK_PAUSE_AT`` names (``claimed``: the match claimed, no game yet; ``created``: the game made, its seeks not yet marked matched; unset: ``claimed``) |
| ``BATTLE1821_TEST_BIRTH_HOLD`` | ``worker.born`` | ``<file>``: write this pid to ``<file>``, then wait until the test removes it (at most ``HOLD_S``): the worker is registered, RQ's signal handlers are not in yet |
| ``BATTLE1821_TEST_SPAWN_HOLD`` | ``stack.spawned`` | ``<name>:<file>``: when the stack started its child ``<name>``, write the child's pid to ``<file>`` and wait until the test removes it (at most ``HOLD_S``), before the stack records the child (``battle1821 run``) |
| ``BATTLE1821_TEST_ARCHIVE_PAUSE`` | ``archive.before_store``, ``archive.before_lua``, ``archive.after_lua`` | ``<seconds>:<file>``: write this pid to ``<file>``, then sleep, at the point ``BATTLE1821_TEST_ARCHIVE_PAUSE_AT`` names (``before_store``, ``before_lua``, ``after_lua``; unset: ``before_lua``) |
"""

from __future__ import annotations

import os
import time

ENV = "BATTLE1821_FAULTS"
MODULE = "tests.faults"
HOLD_S = 120.0
"""The longest a hold waits for its file to go (the tests' hang timeout)."""


def _sleep_ms(name: str) -> None:
    raw = os.environ.get(name)
    if raw:
        time.sleep(float(raw) / 1000.0)


def _crash(where: str) -> None:
    if os.environ.get("BATTLE1821_TEST_BOT_CRASH") == where:
        raise RuntimeError(f"injected crash {where} (BATTLE1821_TEST_BOT_CRASH, tests only)")


def ottoman_step() -> None:
    _sleep_ms("BATTLE1821_STEP_DELAY_MS")
    if os.environ.get("BATTLE1821_TEST_FAIL_STEPS"):
        raise RuntimeError("injected failure (BATTLE1821_TEST_FAIL_STEPS, tests only)")


def bot_before_commit() -> None:
    _sleep_ms("BATTLE1821_BOT_DELAY_MS")
    _crash("before_commit")


def archive_pause(where: str = "before_lua") -> None:
    raw = os.environ.get("BATTLE1821_TEST_ARCHIVE_PAUSE")
    if not raw or os.environ.get("BATTLE1821_TEST_ARCHIVE_PAUSE_AT", "before_lua") != where:
        return
    secs, _, path = raw.partition(":")
    if path:
        with open(path, "w") as f:
            f.write(str(os.getpid()))
    time.sleep(float(secs))


def seek_pause(where: str) -> None:
    raw = os.environ.get("BATTLE1821_TEST_SEEK_PAUSE")
    if not raw or os.environ.get("BATTLE1821_TEST_SEEK_PAUSE_AT", "claimed") != where:
        return
    secs, _, path = raw.partition(":")
    if path:
        with open(path, "w") as f:
            f.write(str(os.getpid()))
    time.sleep(float(secs))


def _hold(path: str, pid: int) -> None:
    """Write ``pid`` to ``path``, then wait until the file is removed (at most ``HOLD_S``)."""
    with open(path, "w") as f:
        f.write(str(pid))
    deadline = time.monotonic() + HOLD_S
    while os.path.exists(path) and time.monotonic() < deadline:
        time.sleep(0.02)


def birth_hold() -> None:
    path = os.environ.get("BATTLE1821_TEST_BIRTH_HOLD")
    if path:
        _hold(path, os.getpid())


def spawn_hold(name: str, pid: int) -> None:
    want, _, path = os.environ.get("BATTLE1821_TEST_SPAWN_HOLD", "").partition(":")
    if path and want == name:
        _hold(path, pid)


def install(add) -> None:
    add("ottoman.step", ottoman_step)
    add("ottoman.phase_done", lambda: _crash("after_phase_done"))
    add("bot.before_commit", bot_before_commit)
    add("bot.after_commit", lambda: _crash("after_commit"))
    for where in ("claimed", "created"):
        add(f"seek.{where}", lambda where=where: seek_pause(where))
    for where in ("before_store", "before_lua", "after_lua"):
        add(f"archive.{where}", lambda where=where: archive_pause(where))
    add("worker.born", birth_hold)
    add("stack.spawned", spawn_hold)
