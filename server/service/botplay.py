"""The worker's use cases of the seats: a server bot's turn, and a clock running out. The
RQ jobs (:mod:`server.worker.seats`) only call these.

:meth:`BotPlay.bot_turn` ``(game_id, version)``: the game waits, at ``version``, on a seat
a server bot plays (a computer seat or a human seat taken over). The bot's action (the
``choose`` the worker gives: its policies, :mod:`server.worker.bots`) is committed as any
player's is committed (:func:`server.service.steps.action_step`: the engine judges it,
then one compare-and-set commit at ``version + 1``), recorded with ``applied_by: bot``.
While the game still waits on a bot it goes on in the same call; then it hands off
(:class:`~server.service.handoff.HandOff`: the automatic phase, a clock, ...). Exactly
once: a call for a version that moved on does nothing, and a commit for a version another
writer already committed is refused, so a second job for the same turn (a retry, the
watchdog's) never applies an action twice; a job that died (crash, SIGKILL) before its
commit is re-run by RQ's retry or by the watchdog (:mod:`server.worker.watchdog`), and
the bot chooses again.

:meth:`BotPlay.clock_ran_out` ``(game_id, seat, span)``: at the deadline of ``seat``'s
clock when it started running at version ``span``; when that clock is still running and
out of time, the game's ``takeover_bot`` takes the seat over (one commit: meta, a
``take_over`` record ``applied_by: clock``, a ``seat_taken_over`` event) and plays on at
its pace. Exactly once the same way (the clock's ``span`` and the version CAS).

Pace: while a human seat is taken over, every bot action of the game (the taken seat's and
the computer seats') is its own job scheduled :data:`~server.service.seats.TAKEOVER_PACE_S`
after the previous commit, so the game leaves the human windows to take the seat back (a
take-back is refused while the game waits on the taken seat) instead of finishing in a
fraction of a second. Without a taken-over seat, bots play at once, many actions per call.

Fault points (:mod:`server.faults`, no-ops unless a test plugin is installed):
``bot.before_commit`` and ``bot.after_commit`` around each bot commit."""

from __future__ import annotations

import logging
import time
from typing import Any, Callable

from gamekinds.contract import RuleViolation
from server import faults
from server.store import pending

from . import enqueue as enq
from . import seats
from .context import Context
from .phases import now_iso
from .steps import action_step, takeover_step

log = logging.getLogger("battle1821.worker")
MISSING = "missing"
MOVED_ON = "moved_on"
LOST = "lost_race"
HUMAN = "human"
PACED = "paced"
MAX_BOT_ACTIONS = 100
"""Bot actions one call commits at most before it hands the rest to a new job."""

Choose = Callable[[str, Any, int], Any]
"""``choose(bot, state, seat) -> action``: a legal action of the bot for the seat."""


class BotPlay:
    """Server bots' turns and clocks running out over the context's store."""

    def __init__(self, ctx: Context, choose: Choose) -> None:
        self.ctx = ctx
        self.choose = choose

    async def _queue_call(self, fn, *args, **kwargs):
        h = self.ctx.handoff
        return await h.call(fn, h.queue, *args, **kwargs)

    async def _pending(self, fn, gid: str) -> None:
        q = self.ctx.handoff.queue
        await self.ctx.handoff.call(fn, q.connection, q.name, gid)

    async def bot_turn(self, game_id: str, version: int, paced: bool = False) -> str:
        """Play the bot turn the game waits on at ``version`` (module doc). Returns
        ``human`` (the game waits on a human, or on nobody, after the bot's actions),
        ``moved_on`` (another writer was first: nothing to do), ``lost_race`` (its commit
        was refused), ``missing``, ``paced`` (a seat of the game is taken over: the next
        action was scheduled :data:`~server.service.seats.TAKEOVER_PACE_S` from now, as a
        ``paced`` job that plays that one action and schedules the next) or ``continued``
        (:data:`MAX_BOT_ACTIONS` played: a new job goes on)."""
        ctx = self.ctx
        store, handoff = ctx.store, ctx.handoff
        loaded = await store.load(game_id)
        if loaded is None:
            return MISSING
        if loaded.version != version:
            return MOVED_ON
        for i in range(MAX_BOT_ACTIONS):
            s = loaded.decoded()
            turn = seats.bot_turn(s, loaded.meta)
            if turn is None:
                await self._pending(pending.forget_bot, game_id)
                return HUMAN if loaded.version != version else MOVED_ON
            if seats.paced(loaded.meta) and not (paced and i == 0):
                await self._queue_call(enq.schedule_paced_bot_turn, game_id, loaded.version, seats.takeover_pace_s())
                return PACED
            seat, bot = turn
            action = self.choose(bot, s, seat)
            faults.fire("bot.before_commit")
            try:
                step, _ = action_step(loaded, game_id, s, seat, action, at=now_iso(),
                                      applied_by=seats.APPLIED_BY_BOT, bot=bot)
            except RuleViolation:   # judged legal by ``choose``: the engine would not change its mind
                log.exception("bot action refused for %s seat %s", game_id, seat)
                raise
            res = await store.commit(step.commit)
            if not res.ok:
                return LOST      # the writer of that version hands off what follows
            faults.fire("bot.after_commit")
            new = step.state
            if seats.bot_turn(new, step.meta) is None:
                await self._pending(pending.forget_bot, game_id)
                await handoff.after_commit(game_id, new, step.version, step, archive=False)
                return HUMAN
            if enq.needs_hand_off(new, step.meta, step.version):
                # a clock or timeout to schedule; the bot's own next move stays in this call
                await handoff.after_commit(game_id, new, step.version, step, bot_turns=False, archive=False)
            await self._pending(pending.note_bot, game_id)
            loaded = await store.load(game_id)
            if loaded is None or loaded.version != step.version:
                return MOVED_ON
        await self._queue_call(enq.enqueue_bot_turn, game_id, loaded.version)
        return "continued"

    async def clock_ran_out(self, game_id: str, seat: int, span: int) -> str:
        """``seat``'s clock, running since version ``span``, reached its deadline (module
        doc). Returns ``taken_over`` (then ``:`` and what the bot's turn returned),
        ``early`` (rescheduled at the deadline), ``moved_on`` or ``missing``."""
        ctx = self.ctx
        store, handoff = ctx.store, ctx.handoff
        loaded = await store.load(game_id)
        if loaded is None:
            return MISSING
        clock = loaded.meta.clock
        if clock is None or clock.seat != seat or clock.span != span or loaded.meta.cancelled:
            return MOVED_ON
        now = int(time.time() * 1000)
        due = seats.deadline_ms(clock)
        if now < due:
            await self._queue_call(enq.schedule_clock, game_id, seat, span, due, suffix=f"r{now}")
            return "early"
        s = loaded.decoded()
        if s.status not in ("setup", "active"):
            return MOVED_ON
        step = takeover_step(loaded, game_id, s, seat, seats.CLOCK, now_iso(), applied_by=seats.CLOCK)
        await handoff.note_bot_turn(game_id, step)     # on the watchdog's list before the commit
        res = await store.commit(step.commit)
        if not res.ok:
            return MOVED_ON
        await self._pending(pending.forget_clock, game_id)
        log.info("seat %s of %s taken over by %s: its clock ran out", seat, game_id, seats.controller(step.meta, seat))
        if seats.bot_turn(s, step.meta) is not None:
            return f"taken_over:{await self.bot_turn(game_id, step.version)}"
        await handoff.after_commit(game_id, s, step.version, step, archive=False)
        return "taken_over"
