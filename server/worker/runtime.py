"""The event loop and the use cases of a worker's thread: RQ's jobs (the work horse's main
thread) and the watchdog (its own thread) each run the async use cases of
:mod:`server.service` on a loop of their own thread, over ONE async store
(:class:`~server.store.GameStore`) whose client is made for that loop.

Why a loop per thread, kept for the process (STACK_NOTES, RQ): an asyncio redis client
belongs to the loop it first connected on, so ``asyncio.run`` per job (a new loop each
time) would break a shared client ("attached to a different loop"), and a client per job
would open connections per job. :func:`run` runs each job's coroutine to completion on the
thread's loop, made at the thread's first job with its clients. A forked work horse
(``BATTLE1821_WORKER_CLASS=fork``) builds its own (the process id changed). A job cut off
inside its coroutine (RQ's job timeout raises from a signal handler) leaves the loop and
its connections in an unknown state: the next job of the thread builds them anew."""

from __future__ import annotations

import asyncio
import os
import threading
from dataclasses import dataclass, field
from typing import Awaitable, Callable, TypeVar

from rq import get_current_job

from server import faults
from server.config import Settings
from server.service.context import Context
from server.service.enqueue import make_queue
from server.service.handoff import HandOff
from server.store import GameStore
from server.store.clients import queue_connection, resilience, state_client

T = TypeVar("T")
POOL_SIZE = 4
"""Connections of a worker thread's state client (one job at a time per thread)."""


@dataclass
class Runtime:
    settings: Settings
    loop: asyncio.AbstractEventLoop
    store: GameStore
    qconn: object
    pid: int
    contexts: dict[str, Context] = field(default_factory=dict)
    broken: bool = False

    def context(self, queue_name: str | None = None) -> Context:
        """The use cases' context for jobs of ``queue_name`` (default: the current RQ job's
        queue, else the settings' queue): hand-offs go to that queue, inline."""
        if queue_name is None:
            job = get_current_job()
            queue_name = job.origin if job is not None else self.settings.queue_name
        ctx = self.contexts.get(queue_name)
        if ctx is None:
            ctx = Context(self.store, HandOff(make_queue(self.qconn, queue_name), inline=True))
            self.contexts[queue_name] = ctx
        return ctx


_local = threading.local()


def _build() -> Runtime:
    s = Settings.from_env()
    faults.install(s.faults)
    loop = asyncio.new_event_loop()
    r = state_client(s.redis_url, max_connections=POOL_SIZE, cluster=s.redis_cluster or None,
                     **resilience(s))
    store = GameStore(r, prefix=s.key_prefix, idem_ttl=s.idempotency_ttl_s, finished_ttl=s.finished_ttl_s)
    return Runtime(s, loop, store, queue_connection(s.queue_redis_url, s.redis_health_check_s), os.getpid())


def runtime() -> Runtime:
    """This thread's runtime (built at its first use, again after a fork or a cut-off job)."""
    rt = getattr(_local, "rt", None)
    if rt is None or rt.pid != os.getpid() or rt.broken:
        rt = _local.rt = _build()
    return rt


def reset() -> None:
    """Forget this thread's runtime: the next job builds it from the environment (tests)."""
    _local.rt = None


def run(use_case: Callable[[Runtime], Awaitable[T]]) -> T:
    """Run ``use_case(runtime)`` to completion on this thread's loop."""
    rt = runtime()
    task = rt.loop.create_task(use_case(rt))
    try:
        return rt.loop.run_until_complete(task)
    except BaseException:
        if not task.done():      # cut off from outside the coroutine (a signal): start afresh
            rt.broken = True
            task.cancel()
        raise
