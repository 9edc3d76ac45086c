"""The readiness use case (``GET /ready``): whether Redis answers and how many live RQ
workers listen on the queue."""

from __future__ import annotations

import asyncio

from server.store.workers import live_workers

from .context import Context
from .models import Readiness


def _count_workers(queue) -> int:
    """Live workers on ``queue``: registered with RQ and holding their liveness key
    (:mod:`server.store.workers`; a SIGKILLed or stopping worker is not counted)."""
    return len(live_workers(queue.connection, queue.name))


class Health:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    async def readiness(self, ping_timeout_s: float = 2, count_timeout_s: float = 3) -> Readiness:
        """Whether Redis answers and how many live RQ workers listen on the queue (0 without one)."""
        try:
            redis_ok = bool(await asyncio.wait_for(self.ctx.store.ping(), ping_timeout_s))
        except Exception:
            redis_ok = False
        workers = 0
        queue = self.ctx.handoff.queue
        try:
            if queue is not None:
                workers = await asyncio.wait_for(asyncio.to_thread(_count_workers, queue), count_timeout_s)
        except Exception:
            workers = 0
        return Readiness(redis=redis_ok, workers=workers, queue=self.ctx.handoff.queue_name)
