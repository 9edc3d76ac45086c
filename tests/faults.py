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
| ``BATTLE1821_TEST_ARCHIVE_PAUSE`` | ``archive.before_store``, ``archive.before_lua``, ``archive.after_lua`` | ``<seconds>:<file>``: write this pid to ``<file>``, then sleep, at the point ``BATTLE1821_TEST_ARCHIVE_PAUSE_AT`` names (``before_store``, ``before_lua``, ``after_lua``; unset: ``before_lua``) |
"""

from __future__ import annotations

import os
import time

ENV = "BATTLE1821_FAULTS"
MODULE = "tests.faults"


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


def install(add) -> None:
    add("ottoman.step", ottoman_step)
    add("ottoman.phase_done", lambda: _crash("after_phase_done"))
    add("bot.before_commit", bot_before_commit)
    add("bot.after_commit", lambda: _crash("after_commit"))
    for where in ("claimed", "created"):
        add(f"seek.{where}", lambda where=where: seek_pause(where))
    for where in ("before_store", "before_lua", "after_lua"):
        add(f"archive.{where}", lambda where=where: archive_pause(where))
