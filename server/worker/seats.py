"""RQ jobs of the seats: a server bot's turn, and a clock running out.

:func:`run_bot_turn` ``(game_id, version)``: the game waits, at ``version``, on a seat a
server bot plays (a computer seat or a human seat taken over). The job asks the bot
(:mod:`server.worker.bots`) and commits its action as any player's is committed
(:func:`server.service.steps.action_step`: the engine judges it, then one compare-and-set
commit at ``version + 1``, :func:`~server.service.steps.commit_step`), recorded with
``applied_by: bot``. While the game still waits on a bot it goes on in the same job;
then it hands off (:func:`server.service.enqueue.hand_off_sync`: the Ottoman phase, a
clock, ...). Exactly once: a job for a version that moved on does nothing, and a commit
for a version another writer already committed is refused, so a second job for the same
turn (a retry, the watchdog's) never applies an action twice; a job that died (crash,
SIGKILL) before its commit is re-run by RQ's retry or by the watchdog
(:mod:`server.worker.watchdog`: a bot turn waiting longer than
:data:`~server.worker.watchdog.BOT_STALE_S` with no live job), and the bot chooses again.

:func:`clock_ran_out` ``(game_id, seat, span)``: scheduled at the deadline of ``seat``'s
clock when it started running at version ``span``; when that clock is still running and
out of time, the game's ``takeover_bot`` takes the seat over (one commit: meta, a
``take_over`` record ``applied_by: clock``, a ``seat_taken_over`` event) and plays on
at its pace. Exactly once the same way (the clock's ``span`` and the version CAS).

Pace: while a human seat is taken over, every bot action of the game (the taken seat's and
the computer seats') is its own job scheduled :data:`~server.service.seats.TAKEOVER_PACE_S`
after the previous commit, so the game leaves the human windows to take the seat back (a
take-back is refused while the game waits on the taken seat) instead of finishing in a
fraction of a second. Without a taken-over seat, bots play at once, many actions per job.

Fault points (:mod:`server.faults`, no-ops unless a test plugin is installed):
``bot.before_commit`` and ``bot.after_commit`` around each bot commit.
"""

from __future__ import annotations

import logging
import time


from gamekinds import registry
from gamekinds.contract import RuleViolation
from server import faults
from server.service import enqueue as enq
from server.service import seats
from server.service.phases import now_iso
from server.service.steps import action_step, takeover_step
from server.store import pending

from . import bots
from .jobs import MISSING, MOVED_ON, _queue, ctx

log = logging.getLogger("battle1821.worker")
LOST = "lost_race"
HUMAN = "human"
PACED = "paced"
MAX_BOT_ACTIONS = 100
"""Bot actions one job commits at most before it hands the rest to a new job."""


def _choose(bot: str, s, seat: int):
    """The bot's action, judged by the engine; a bot that fails or chooses an illegal
    action is replaced for this decision by the engine's random legal choice (logged):
    a server bot never stalls a game."""
    kind = registry.of_state(s)
    try:
        a = bots.decide(bot, s, seat)
        if kind.violation(s, seat, a) is None:
            return a
        log.error("server bot %s chose an illegal action %r for seat %s", bot, a, seat)
    except Exception:  # noqa: BLE001
        log.exception("server bot %s failed for seat %s", bot, seat)
    return kind.POLICIES["random"](s, seat, kind.legal_actions(s, seat), bots.policy_rng(kind, s, str(seat)))


def run_bot_turn(game_id: str, version: int, paced: bool = False) -> str:
    """RQ job (module doc). Returns ``human`` (the game waits on a human, or on nobody,
    after the bot's actions), ``moved_on`` (another writer was first: nothing to do),
    ``lost_race`` (its commit was refused), ``missing``, ``paced`` (a seat of the game is
    taken over: the next action was scheduled :data:`~server.service.seats.TAKEOVER_PACE_S`
    from now, as a ``paced`` job that plays that one action and schedules the next)."""
    c = ctx()
    loaded = c.store.load(game_id)
    if loaded is None:
        return MISSING
    if loaded.version != version:
        return MOVED_ON
    queue = _queue(c)
    for i in range(MAX_BOT_ACTIONS):
        s = loaded.decoded()
        turn = seats.bot_turn(s, loaded.meta)
        if turn is None:
            pending.forget_bot(c.qconn, queue.name, game_id)
            return HUMAN if loaded.version != version else MOVED_ON
        if seats.paced(loaded.meta) and not (paced and i == 0):
            enq.schedule_paced_bot_turn(queue, game_id, loaded.version, seats.takeover_pace_s())
            return PACED
        seat, bot = turn
        action = _choose(bot, s, seat)
        faults.fire("bot.before_commit")
        try:
            step, _ = action_step(loaded, game_id, s, seat, action, at=now_iso(),
                                  applied_by=seats.APPLIED_BY_BOT, bot=bot)
        except RuleViolation:   # judged legal above: the engine would not change its mind
            log.exception("bot action refused for %s seat %s", game_id, seat)
            raise
        res = c.store.commit(step.commit)
        if not res.ok:
            return LOST      # the writer of that version hands off what follows
        faults.fire("bot.after_commit")
        new = step.state
        nxt = seats.bot_turn(new, step.meta)
        if nxt is None:
            pending.forget_bot(c.qconn, queue.name, game_id)
            enq.hand_off_sync(queue, game_id, new, step.version, step.meta)
            return HUMAN
        if enq.needs_hand_off(new, step.meta, step.version):
            # a clock or timeout to schedule; the bot's own next move stays in this job
            enq.hand_off_sync(queue, game_id, new, step.version, step.meta, bot_turns=False)
        pending.note_bot(c.qconn, queue.name, game_id)
        loaded = c.store.load(game_id)
        if loaded is None or loaded.version != step.version:
            return MOVED_ON
    enq.enqueue_bot_turn(queue, game_id, loaded.version)
    return "continued"


def clock_ran_out(game_id: str, seat: int, span: int) -> str:
    """RQ job (module doc). Returns ``taken_over`` (then what the bot's turn returned),
    ``early`` (rescheduled at the deadline), ``moved_on`` or ``missing``."""
    c = ctx()
    loaded = c.store.load(game_id)
    if loaded is None:
        return MISSING
    clock = loaded.meta.clock
    if clock is None or clock.seat != seat or clock.span != span or loaded.meta.cancelled:
        return MOVED_ON
    now = int(time.time() * 1000)
    due = seats.deadline_ms(clock)
    if now < due:
        enq.schedule_clock(_queue(c), game_id, seat, span, due, suffix=f"r{now}")
        return "early"
    s = loaded.decoded()
    if s.status not in ("setup", "active"):
        return MOVED_ON
    step = takeover_step(loaded, game_id, s, seat, seats.CLOCK, now_iso(), applied_by=seats.CLOCK)
    queue = _queue(c)
    if seats.bot_turn(s, step.meta) is not None:   # on the watchdog's list before the commit
        pending.note_bot(c.qconn, queue.name, game_id)
    res = c.store.commit(step.commit)
    if not res.ok:
        return MOVED_ON
    pending.forget_clock(c.qconn, queue.name, game_id)
    log.info("seat %s of %s taken over by %s: its clock ran out", seat, game_id, seats.controller(step.meta, seat))
    if seats.bot_turn(s, step.meta) is not None:
        return f"taken_over:{run_bot_turn(game_id, step.version)}"
    enq.hand_off_sync(queue, game_id, s, step.version, step.meta)
    return "taken_over"
