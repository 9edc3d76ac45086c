"""Admission of event watchers (SSE streams and waiting long-polls) against the process's
budget.

With the fan-out (:mod:`server.service.fanout`, the default) a watcher holds no Redis
connection: each costs :data:`~server.service.fanout.WATCHER_COST_BYTES` plus the events
queued for it, counted against ``budget_bytes`` (``BATTLE1821_WATCH_MEMORY_KB``). Without
it (``BATTLE1821_EVENT_FANOUT=0``) each watcher blocks on one connection of the stream
pool (``XREAD BLOCK``), so ``size`` (``BATTLE1821_STREAM_POOL``) caps them too.
:class:`WatchSlots` admits a watcher *before* its response starts; beyond the budget it
is refused at once with :class:`~server.service.errors.Unavailable` ``too_many_watchers``
(``retry_after``). One event loop per process: plain counters are enough (no awaits in
between).
"""

from __future__ import annotations

from server.metrics import WATCHERS

from .errors import Unavailable

RETRY_AFTER_S = 2


class Slot:
    """One admitted watcher; :meth:`release` is idempotent (called by the stream's
    ``finally`` and again by its background task). :meth:`add_bytes` counts the events
    queued for it against the budget."""

    __slots__ = ("_owner", "held", "_gauge")

    def __init__(self, owner: "WatchSlots", kind: str) -> None:
        self._owner = owner
        self.held = True
        self._gauge = WATCHERS.labels(kind)
        self._gauge.inc()

    def add_bytes(self, n: int) -> None:
        self._owner.queued += n

    def release(self) -> None:
        if self.held:
            self.held = False
            self._owner.in_use -= 1
            self._gauge.dec()


class WatchSlots:
    """``size``: most watchers at once (the stream pool without the fan-out; None: no
    count cap); ``budget_bytes``: the memory budget (None: none); ``cost``: bytes one
    watcher counts beyond its queued events."""

    def __init__(self, size: int | None, budget_bytes: int | None = None, cost: int = 0) -> None:
        self.size = max(1, size) if size is not None else None
        self.budget_bytes = budget_bytes
        self.cost = cost
        self.in_use = 0
        self.queued = 0

    @property
    def capacity(self) -> int:
        """How many idle watchers fit (the count cap, or the budget over the cost)."""
        caps = [c for c in (self.size, self.budget_bytes // self.cost if self.budget_bytes and self.cost else None)
                if c is not None]
        return max(1, min(caps)) if caps else 1 << 30

    def take(self, kind: str = "sse") -> Slot:
        """A slot for a watcher of ``kind`` (``sse`` or ``long_poll``: the
        ``battle1821_watchers`` gauge), or :class:`Unavailable` ``too_many_watchers`` when
        the budget (or the stream pool) is used up."""
        over_count = self.size is not None and self.in_use >= self.size
        over_budget = self.budget_bytes is not None and \
            (self.in_use + 1) * self.cost + self.queued > self.budget_bytes
        if over_count or over_budget:
            what = (f"{self.size} event watchers (BATTLE1821_STREAM_POOL)" if over_count else
                    f"its event-watcher memory budget ({self.budget_bytes // 1024} KiB, "
                    "BATTLE1821_WATCH_MEMORY_KB)")
            raise Unavailable(f"This server already serves {what}; retry shortly.",
                              code="too_many_watchers", title="Too many watchers", retry_after=RETRY_AFTER_S)
        self.in_use += 1
        return Slot(self, kind)
