"""What follows a commit, handed to the workers (RQ): the kind's automatic phase when it
is due, a decision timeout, a clock's deadline, a server bot's turn
(:func:`server.service.enqueue.hand_off`), and the archive of a game that is over.

One :class:`HandOff` per process, shared by the API's use cases and the worker's
(:mod:`server.service.automation`, :mod:`server.service.bots`). RQ's client is
synchronous: an API process runs each enqueue in a worker thread (the event loop serves
other requests meanwhile), except its commonest hand-off, an automatic phase alone, which
is one round trip on the event loop (``aqueue``,
:func:`~server.service.enqueue.enqueue_automatic_phase_async`); a worker process
(``inline=True``) runs them on its own loop's thread, which has nothing else to serve.
In an API process a hand-off never fails the request whose commit it follows: the worker's
watchdog (:mod:`server.worker.watchdog`) catches whatever is left undone. In a worker
(``inline``) a failed hand-off fails the job, which RQ retries (the retry finds the
committed state and hands it off again)."""

from __future__ import annotations

import asyncio
from typing import Any, Callable

from server.logging import get_logger
from server.records.record import GameState
from server.store import pending
from server.store.clients import kept_connections

from . import seats
from .enqueue import (
    automatic_only, enqueue_archive, enqueue_automatic_phase, enqueue_automatic_phase_async, hand_off,
    needs_hand_off, phase_job_id,
)
from .steps import Step, automatic_phase_due

log = get_logger("battle1821.service")


class HandOff:
    """The hand-offs of one process over the RQ ``queue`` (None: nothing is enqueued; the
    automatic phase is then left ``queued`` for a watchdog to pick up). ``aqueue``: an
    asyncio client on the queue's Redis (bytes responses) for the automatic phase's
    hand-off in one round trip. ``inline``: run RQ's calls on the calling thread (a worker
    process) instead of a worker thread (an API process)."""

    def __init__(self, queue=None, *, aqueue=None, queue_name: str | None = None,
                 enqueue: Callable[..., str | None] = enqueue_automatic_phase, inline: bool = False) -> None:
        self.queue = queue
        self.aqueue = aqueue
        # the automatic phase's hand-off on a kept connection of aqueue (server/service/enqueue.py)
        self._akept = kept_connections(aqueue) if aqueue is not None else None
        self.queue_name = queue_name or (queue.name if queue is not None else "")
        self.enqueue = enqueue
        self.inline = inline

    async def call(self, fn: Callable[..., Any], *args, **kwargs) -> Any:
        """``fn(*args, **kwargs)``, a call of RQ's sync client: inline or in a worker thread."""
        if self.inline:
            return fn(*args, **kwargs)
        return await asyncio.to_thread(fn, *args, **kwargs)

    async def after_commit(self, gid: str, s: GameState, version: int, step: Step | None = None, *,
                           meta=None, bot_turns: bool = True, archive: bool = True) -> str | None:
        """After the commit of ``s`` at ``version`` (seat metadata from ``step`` or
        ``meta``; None: unchanged): hand what comes next to the workers, or archive a
        finished game. Returns the automatic phase's job id when one is due. ``bot_turns``
        False: the caller plays a server bot's turn itself (no job for it); ``archive``
        False: the caller archives a finished game itself (the worker, in the same job)."""
        if self.queue is None:
            return None
        if s.status == "finished" and archive:
            await self.archive(gid)
            return None
        meta = step.meta if step is not None else meta
        if not needs_hand_off(s, meta, version):
            return None
        try:
            if self.aqueue is not None and self.enqueue is enqueue_automatic_phase \
                    and automatic_only(s, meta, version):
                due = automatic_phase_due(s)
                return await enqueue_automatic_phase_async(self._akept or self.aqueue, self.queue, gid, due,
                                                           version=version) \
                    or phase_job_id(gid, due)
            return await self.call(hand_off, self.queue, gid, s, version, meta, self.enqueue,
                                    bot_turns=bot_turns)
        except Exception as exc:  # the phase stays 'queued'; the watchdog re-enqueues it
            if self.inline:
                raise
            log.error("enqueue_failed", game_id=gid, version=version, error=repr(exc))
            due = automatic_phase_due(s)
            return phase_job_id(gid, due) if due is not None else None

    async def note_bot_turn(self, gid: str, step: Step) -> None:
        """Before a commit that leaves the game waiting on a server bot's seat: put the
        game on the watchdog's bot list, so the turn is played even if this process dies
        between the commit and its hand-off. Never fails the caller."""
        if self.queue is None or seats.bot_turn(step.state, step.meta) is None:
            return
        try:
            await self.call(pending.note_bot, self.queue.connection, self.queue.name, gid)
        except Exception as exc:  # noqa: BLE001 — the hand-off after the commit notes it too
            if self.inline:
                raise
            log.error("note_bot_failed", game_id=gid, error=repr(exc))

    async def archive(self, gid: str) -> None:
        """After the commit that finished or cancelled the game: a worker archives it
        (RQ job; the watchdog's sweep archives any game this missed)."""
        if self.queue is None:
            return
        try:
            await self.call(enqueue_archive, self.queue, gid)
        except Exception as exc:  # the watchdog's sweep archives it later
            if self.inline:
                raise
            log.error("enqueue_failed", game_id=gid, job="archive", error=repr(exc))
