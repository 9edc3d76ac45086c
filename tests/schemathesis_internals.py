"""The schemathesis internals ``tests/api/test_schemathesis.py`` uses, in one place (issue 37):
what it does costs the same cases less CPU, never other cases.

- :func:`build_when_run`: ``schemathesis.pytest._test_builder.build_operation_test``, which the
  pytest plugin calls for every operation while it collects, deferred to the item's call.
- :func:`memoize_config`: ``ProjectConfig.checks_config_for`` and ``ProjectConfig.phases_for``
  (``schemathesis.config._projects``) answered once per (config, operation, phase) instead of
  being merged again from the configuration's layers for every case (``DiffBase.from_hierarchy``:
  ~0.4 of the ~1.5 CPU ms schemathesis spends on a case's call and checks, 2026-12-06).

- :func:`inline_portal`: ``schemathesis.python.asgi``'s event loop thread (``_PORTAL``, the
  ``anyio`` blocking portal its ``_ASGIAdapter`` and ``_Lifespan`` call the app through) replaced by an
  event loop run in the calling thread: the same app calls, in the same order, on one loop, without
  two thread hand-offs a request.

- :func:`memoize_object_draws`: the ``st.fixed_dictionaries(...)`` that
  ``schemathesis.generation.jsonschema.strategy`` builds anew for every object it draws
  (``_named_object``, ``_drawn_object``: the required keys and the optional ones picked) made
  once per (keys, value strategies): a new strategy is validated on its first draw (its
  children walked for ``is_empty`` and ``has_reusable_values``), ~a tenth of the fuzzing
  phase's CPU (2026-12-06, py-spy). The strategy drawn from is the same, so are the values.

Written for the versions of :data:`WRITTEN_FOR`: ``tests/test_schemathesis_internals.py`` fails
on another until this module is re-read."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import inspect
from collections.abc import Callable, Iterator
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


class InlinePortal:
    """What ``schemathesis.python.asgi`` asks of its ``anyio`` blocking portal (``call`` and
    ``start_task_soon``), answered by an event loop that runs in the calling thread, while the
    call lasts: ``call(func, *args)`` runs ``func`` in a task of the loop and awaits what it
    returns, as the portal does in its own thread. Tasks the app leaves behind (its lifespan,
    background loops) advance while a call runs; between calls the loop is stopped, as it
    would be for a portal whose thread waits for the GIL. A call from inside the loop
    (re-entrant) is refused, as the portal refuses one from its own thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()

    @staticmethod
    async def _awaited(func: Callable, args: tuple) -> Any:
        result = func(*args)
        if inspect.isawaitable(result):
            result = await result
        return result

    def call(self, func: Callable, *args: Any) -> Any:
        if self.loop.is_running():
            raise RuntimeError("InlinePortal.call from inside its own event loop")
        return self.loop.run_until_complete(self._awaited(func, args))

    def start_task_soon(self, func: Callable, *args: Any, name: object = None) -> concurrent.futures.Future:
        """A task of the loop (it starts with the next :meth:`call`) and a future of its outcome,
        settled inside the task as soon as ``func`` is done, before any other task resumes
        (``BlockingPortal._call_func``: schemathesis' lifespan reads it on the loop)."""
        future: concurrent.futures.Future = concurrent.futures.Future()

        async def run() -> None:
            try:
                result = await self._awaited(func, args)
            except asyncio.CancelledError:
                future.cancel()
                future.set_running_or_notify_cancel()
            except BaseException as exc:
                if future.set_running_or_notify_cancel():
                    future.set_exception(exc)
                if not isinstance(exc, Exception):
                    raise
            else:
                if future.set_running_or_notify_cancel():
                    future.set_result(result)

        self.loop.create_task(run(), name=None if name is None else str(name))
        return future

    def close(self) -> None:
        """Cancel what is left on the loop, let it unwind, close the loop."""
        if self.loop.is_closed():
            return
        pending = [t for t in asyncio.all_tasks(self.loop) if not t.done()]
        for t in pending:
            t.cancel()
        if pending:
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self.loop.run_until_complete(self.loop.shutdown_asyncgens())
        self.loop.close()


@contextlib.contextmanager
def inline_portal() -> Iterator[InlinePortal]:
    """Within the block, ``schemathesis.python.asgi`` calls ASGI apps (their requests and
    lifespans) through an :class:`InlinePortal` instead of its portal thread; at its end the
    lifespans started through it are shut down (as the module's ``atexit`` hook would), the
    previous portal is put back and the loop closed."""
    from schemathesis.python import asgi

    portal = InlinePortal()
    with asgi._LOCK:
        before, asgi._PORTAL = asgi._PORTAL, portal
    try:
        yield portal
    finally:
        try:
            with asgi._LOCK:
                mine = [k for k, lifespan in asgi._LIFESPANS.items() if lifespan.portal is portal]
                lifespans = [asgi._LIFESPANS.pop(k) for k in mine]
            for lifespan in lifespans:
                if lifespan.error is None:
                    lifespan.stop()
        finally:
            with asgi._LOCK:
                asgi._PORTAL = before
            portal.close()


class _StrategiesWithObjectMemo:
    """``hypothesis.strategies`` as one module sees it, with ``fixed_dictionaries`` memoized
    on its mapping's keys (in order) and its values' identities (kept alive by the memo, so
    an identity is never another's); every other name is the module's."""

    def __init__(self, st) -> None:
        self._st = st
        self._memo: dict[tuple, tuple[tuple, Any]] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._st, name)

    def fixed_dictionaries(self, mapping, *, optional=None):
        if optional is not None:
            return self._st.fixed_dictionaries(mapping, optional=optional)
        values = tuple(mapping.values())
        key = (*mapping, *map(id, values))
        hit = self._memo.get(key)
        if hit is None:
            hit = self._memo[key] = (values, self._st.fixed_dictionaries(mapping))
        return hit[1]


def memoize_object_draws() -> None:
    """Install :class:`_StrategiesWithObjectMemo` as ``schemathesis.generation.jsonschema
    .strategy``'s ``st`` (once). Its ``@st.composite`` functions were made at import and stay
    (their labels, hence Hypothesis' spans, unchanged); what they draw from is the same
    strategy, made once."""
    import schemathesis.generation.jsonschema.strategy as module

    if not isinstance(module.st, _StrategiesWithObjectMemo):
        module.st = _StrategiesWithObjectMemo(module.st)
