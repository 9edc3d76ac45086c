"""Fault-injection points: places in the server where tests and benchmarks need to act
(slow a step down, crash after a commit, pause before a Lua call, mount a measuring
endpoint). Production code calls :func:`fire` (or :func:`collect`) at a named point; with
nothing installed every point is a no-op.

Behaviour is installed only by the modules named in ``Settings.faults``
(``BATTLE1821_FAULTS``, a comma list): :func:`install` imports each once per process and
calls its ``install(add)``, where ``add(point, hook)`` registers ``hook`` at ``point``. The
plugins live outside ``server/``: ``tests/faults.py`` (the test suite's crashes, pauses and
delays) and ``bench/faults.py`` (``make bench``'s read+CAS endpoint).
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

POINTS: dict[str, str] = {
    "ottoman.step": "an Ottoman-phase job, before each engine step",
    "ottoman.phase_done": "an Ottoman-phase job, after the phase's last commit, before the hand-off",
    "bot.before_commit": "a server bot's job, before it commits the bot's action",
    "bot.after_commit": "a server bot's job, after that commit, before the hand-off",
    "archive.before_store": "the archive step, after building the archive, before writing it to the record store",
    "archive.before_lua": "the archive step, after the record store committed it, before the one Lua call that "
                          "deletes the live keys",
    "archive.after_lua": "the archive step, after that Lua call (the game is only in the record store)",
    "seek.claimed": "quick play: a seek's post claimed a match, before its game is made",
    "seek.created": "quick play: a match's game was made, before its seeks are marked matched",
    "worker.born": "a worker's work(): its birth registered (liveness started), before RQ's signal handlers and "
                   "scheduler",
    "stack.spawned": "server.stack: a child process started (hooks get its name and pid), before the stack records it",
    "api.route_handlers": "create_app: each hook returns a list of extra route handlers to mount",
}
"""Every fault point -> where it fires (``add`` refuses other names)."""

Hook = Callable[..., Any]
_hooks: dict[str, list[Hook]] = {}
_installed: set[str] = set()


def add(point: str, hook: Hook) -> None:
    """Register ``hook`` at ``point`` (one of :data:`POINTS`)."""
    if point not in POINTS:
        raise KeyError(f"no fault point {point!r} (known: {', '.join(POINTS)})")
    _hooks.setdefault(point, []).append(hook)


def fire(point: str, *args: Any) -> None:
    """Run the hooks at ``point`` with ``args``, in the order they were added (none: nothing happens)."""
    for hook in _hooks.get(point, ()):
        hook(*args)


def collect(point: str) -> list:
    """The concatenated lists the hooks at ``point`` return (none: ``[]``)."""
    return [item for hook in _hooks.get(point, ()) for item in hook()]


def install(modules: str) -> None:
    """Import each module of the comma list ``modules`` (``Settings.faults``) not yet
    installed in this process and call its ``install(add)``."""
    for name in filter(None, (m.strip() for m in modules.split(","))):
        if name not in _installed:
            importlib.import_module(name).install(add)
            _installed.add(name)


def reset() -> None:
    """Remove every hook and forget the installed modules (tests that install their own)."""
    _hooks.clear()
    _installed.clear()
