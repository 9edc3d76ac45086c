"""Admission of event watchers (SSE streams and waiting long-polls).

Each watcher blocks on one connection of the stream pool (``XREAD BLOCK``,
``BATTLE1821_STREAM_POOL`` connections per API process). More watchers than
connections used to be admitted anyway: the stream answered 200 and was then reset
after 10 s (the pool's wait timeout, "No connection available"), a long-poll answered
503 after 10 s. :class:`WatchSlots` counts the watchers of this process against the
pool size: a watcher takes a slot *before* its response starts, and when none is free
the request is answered at once with 503 ``too_many_watchers`` and ``Retry-After``.
One event loop per process: a plain counter is enough (no awaits in between).
"""

from __future__ import annotations

from server.service.errors import ServiceError

RETRY_AFTER_S = 2


class Slot:
    """One taken slot; :meth:`release` is idempotent (called by the stream's ``finally``
    and again by its background task)."""

    __slots__ = ("_owner", "_held")

    def __init__(self, owner: "WatchSlots") -> None:
        self._owner = owner
        self._held = True

    def release(self) -> None:
        if self._held:
            self._held = False
            self._owner.in_use -= 1


class WatchSlots:
    def __init__(self, size: int) -> None:
        self.size = max(1, size)
        self.in_use = 0

    def take(self) -> Slot:
        """A slot, or 503 ``too_many_watchers`` (``Retry-After``) when all are taken."""
        if self.in_use >= self.size:
            raise ServiceError(503, "too_many_watchers",
                               f"This server already serves {self.size} event watchers (SSE streams and "
                               "waiting long-polls, BATTLE1821_STREAM_POOL); retry shortly.",
                               title="Too many watchers", retry_after=RETRY_AFTER_S)
        self.in_use += 1
        return Slot(self)
