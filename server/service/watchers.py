"""Admission of event watchers (SSE streams and waiting long-polls).

Each watcher blocks on one connection of the stream pool (``XREAD BLOCK``,
``BATTLE1821_STREAM_POOL`` connections per API process); a watcher beyond the pool would
wait for a connection until the pool's timeout cut it. :class:`WatchSlots` counts the
watchers of this process against the pool size: a watcher takes a slot *before* its
response starts, and when none is free it is refused at once with
:class:`~server.service.errors.Unavailable` ``too_many_watchers`` (``retry_after``).
One event loop per process: a plain counter is enough (no awaits in between).
"""

from __future__ import annotations

from server.metrics import WATCHERS

from .errors import Unavailable

RETRY_AFTER_S = 2


class Slot:
    """One taken slot; :meth:`release` is idempotent (called by the stream's ``finally``
    and again by its background task)."""

    __slots__ = ("_owner", "_held", "_gauge")

    def __init__(self, owner: "WatchSlots", kind: str) -> None:
        self._owner = owner
        self._held = True
        self._gauge = WATCHERS.labels(kind)
        self._gauge.inc()

    def release(self) -> None:
        if self._held:
            self._held = False
            self._owner.in_use -= 1
            self._gauge.dec()


class WatchSlots:
    def __init__(self, size: int) -> None:
        self.size = max(1, size)
        self.in_use = 0

    def take(self, kind: str = "sse") -> Slot:
        """A slot for a watcher of ``kind`` (``sse`` or ``long_poll``: the
        ``battle1821_watchers`` gauge), or :class:`Unavailable` ``too_many_watchers`` when all are taken."""
        if self.in_use >= self.size:
            raise Unavailable(f"This server already serves {self.size} event watchers (SSE streams and "
                              "waiting long-polls, BATTLE1821_STREAM_POOL); retry shortly.",
                              code="too_many_watchers", title="Too many watchers", retry_after=RETRY_AFTER_S)
        self.in_use += 1
        return Slot(self, kind)
