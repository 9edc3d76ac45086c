"""The schemathesis internals ``tests/api/test_schemathesis.py`` uses, in one place (issue 37):
what it does costs the same cases less CPU, never other cases.

- :func:`build_when_run`: ``schemathesis.pytest._test_builder.build_operation_test``, which the
  pytest plugin calls for every operation while it collects, deferred to the item's call.
- :func:`memoize_config`: ``ProjectConfig.checks_config_for`` and ``ProjectConfig.phases_for``
  (``schemathesis.config._projects``) answered once per (config, operation, phase) instead of
  being merged again from the configuration's layers for every case (``DiffBase.from_hierarchy``:
  ~0.4 of the ~1.5 CPU ms schemathesis spends on a case's call and checks, 2026-12-06).

Written for the versions of :data:`WRITTEN_FOR`: ``tests/test_schemathesis_internals.py`` fails
on another until this module is re-read."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

WRITTEN_FOR = {"schemathesis": "4.32.5"}
"""The distributions whose internals this module uses, and the versions it was written for."""


def build_when_run(build: Callable[..., Callable]) -> Callable[..., Callable]:
    """``build_operation_test`` deferred to the item's call: the plugin builds the test of every
    operation while it collects (schemathesis 4.32: the operation's explicit examples and
    coverage cases, ~6 CPU s for all), in each pytest-xdist process. The item's function takes
    no arguments, like the built one, and gets its attributes (the marks the plugin reads after
    the call) once built; the test that runs is the one the plugin would have built, with the
    same configuration and seed."""

    def build_later(**kwargs):
        built = None

        def run():
            nonlocal built
            if built is None:
                built = build(**kwargs)
                run.__dict__.update(built.__dict__)
            return built()

        return run

    return build_later


def defer_operation_tests() -> None:
    """Install :func:`build_when_run` around the plugin's ``build_operation_test`` (once)."""
    import schemathesis.pytest._test_builder as builder

    if not getattr(builder.build_operation_test, "_deferred", False):
        builder.build_operation_test = build_when_run(builder.build_operation_test)
        builder.build_operation_test._deferred = True


_MEMOIZED: set[int] = set()
_ANSWERS: dict[tuple, tuple[Any, Any]] = {}
_METHODS = ("checks_config_for", "phases_for")


def memoize_config(config) -> None:
    """Answer ``config.checks_config_for(operation=, phase=)`` and ``config.phases_for(operation=)``
    of this ``ProjectConfig`` (a schema's ``config``) from a memo: both merge the same layers of
    configuration (global, phase, ``[[operations]]`` that match) into a new object each call,
    once per case in ``Case.validate_response``. The answers are read, never changed, by their
    callers (schemathesis 4.32.5); ``ProjectConfig.update()`` empties the memo. Other
    ``ProjectConfig`` objects are answered as before."""
    from schemathesis.config._projects import ProjectConfig

    if not getattr(ProjectConfig, "_memo_installed", False):
        for name in _METHODS:
            setattr(ProjectConfig, name, _memoized(getattr(ProjectConfig, name)))
        update = ProjectConfig.update

        def update_and_forget(self, *args, **kwargs):
            _ANSWERS.clear()
            return update(self, *args, **kwargs)

        ProjectConfig.update = update_and_forget
        ProjectConfig._memo_installed = True
    _MEMOIZED.add(id(config))


def _memoized(method):
    def answer(self, *, operation=None, **kwargs):
        if id(self) not in _MEMOIZED:
            return method(self, operation=operation, **kwargs)
        key = (method.__name__, id(self), None if operation is None else operation.label, *sorted(kwargs.items()))
        hit = _ANSWERS.get(key)
        if hit is None or hit[0] is not self:     # the config held in the value: its id stays its own
            hit = _ANSWERS[key] = (self, method(self, operation=operation, **kwargs))
        return hit[1]

    answer.__name__, answer.__doc__, answer.__wrapped__ = method.__name__, method.__doc__, method
    return answer
