"""Hand-off of a game kind's automatic phase (1821: the Ottoman phase), decision
timeouts, server bots' turns and clock deadlines to RQ (:func:`hand_off`, after
every commit of every writer).

An automatic phase is named by the kind (``kind.automatic_phase(state) -> (name,
round)``); its job id is ``<name>-<game_id>-<round>[-<suffix>]``.

``enqueue_automatic_phase`` is synchronous (RQ needs a sync redis-py client with
``decode_responses=False``); async callers run it in a worker thread, except for the
API's commonest hand-off, an automatic phase alone: :func:`enqueue_automatic_phase_async`,
one round trip on the event loop (rq==2.12.0's own unique-enqueue script, pinned)."""

from __future__ import annotations

import hashlib
import math
from datetime import datetime, timezone

from redis.exceptions import NoScriptError
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError

from server import tracing
from server.store import pending
from server.store.clients import KeptConnections, traced
from server.vendor import rq_jobs
from server.vendor.rq_jobs import UNIQUE_ENQUEUE_SCRIPT

from .job_ids import phase_job_id
from .seats import bot_turn, deadline_ms
from .steps import automatic_phase_due, decision_timeout_due
from .webhooks import schedule_clock_low

JOB_FUNC = "server.worker.jobs.run_automatic_phase"
TIMEOUT_FUNC = "server.worker.jobs.apply_decision_timeout"
BOT_FUNC = "server.worker.seats.run_bot_turn"
CLOCK_FUNC = "server.worker.seats.clock_ran_out"
BOT_JOB_TIMEOUT_S = 30
ARCHIVE_FUNC = "server.worker.jobs.archive_game"
JOB_TIMEOUT_S = 60
"""RQ timeout of one automatic-phase job, the longest job (deploy/ grace periods exceed it)."""
DONE_JOB_TTL_S = 1
"""Seconds RQ keeps a job of this module that returned (``result_ttl``): none is read
back. Not 0: with ``result_ttl=0`` rq 2.12 deletes the job at its end through
``Job.delete``, which reads the job's status three times and its executions twice, one
round trip each, before the deletion's own commands: rq's 58.5-60.3 Redis commands and
27.5-29.5 round trips per job against 50.2-51.9 and 18.2-19.1 with 1 s
(``bench/redis_commands.py``, bench/RESULTS.md session 15). A job kept that second refuses its id to a second enqueue (``unique=True``):
every enqueue here either carries a new id per game version or, for an automatic phase
resumed after a decision, falls back to the version's id (``suffix=v<version>``)."""


def make_queue(connection, name: str) -> Queue:
    return Queue(name, connection=connection)


def enqueue_automatic_phase(queue: Queue, game_id: str, phase: tuple[str, int], *, suffix: str | None = None,
                            job_timeout: int = JOB_TIMEOUT_S, version: int | None = None) -> str | None:
    """Enqueue the automatic phase ``(name, round)`` once (the job gets ``game_id, round,
    name``; job id :func:`phase_job_id`). Returns the job id, or None when a job
    with that id already exists (duplicates are refused, RQ ``unique=True``).

    A finished job is kept :data:`DONE_JOB_TTL_S` (1 s); a phase resumed after a decision
    while the job that paused is still there takes the version's id (``version``)."""
    job_id = phase_job_id(game_id, phase, suffix)
    pending.note(queue.connection, queue.name, game_id)
    try:
        queue.enqueue(JOB_FUNC, game_id, phase[1], phase[0], job_id=job_id, unique=True,
                      retry=Retry(max=3, interval=[1, 2, 5]), job_timeout=job_timeout,
                      result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400, meta=tracing.job_meta())
    except DuplicateJobError:
        if version is None or suffix is not None:
            return None
        # Resuming after a decision (R19): the job that paused may still be kept
        # (DONE_JOB_TTL_S). The state version makes a deterministic id for this resume,
        # still refused twice.
        return enqueue_automatic_phase(queue, game_id, phase, suffix=f"v{version}",
                                       job_timeout=job_timeout)
    return job_id


def _automatic_job(queue: Queue, game_id: str, phase: tuple[str, int], job_id: str, job_timeout: int):
    return queue.create_job(JOB_FUNC, args=(game_id, phase[1], phase[0]), job_id=job_id, timeout=job_timeout,
                            retry=Retry(max=3, interval=[1, 2, 5]), result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400,
                            meta=tracing.job_meta())


_UNIQUE_SHA = hashlib.sha1(UNIQUE_ENQUEUE_SCRIPT.encode()).hexdigest()


async def enqueue_automatic_phase_async(aconn, queue: Queue, game_id: str, phase: tuple[str, int], *,
                                        suffix: str | None = None, job_timeout: int = JOB_TIMEOUT_S,
                                        version: int | None = None) -> str | None:
    """:func:`enqueue_automatic_phase` in ONE round trip on ``aconn`` (an asyncio redis-py
    client on the queue's Redis, bytes responses): a pipeline of the watchdog's note
    (:func:`pending.note`'s ZADD, first, so the game is listed before a worker can take
    the job and forget it), the queue's registration (RQ's SADD) and RQ's own atomic
    unique-enqueue script by EVALSHA (check the id, save the job, push it), built exactly
    as ``Queue.enqueue(..., unique=True)`` builds it (rq==2.12.0); a Redis that does not
    know the script yet (NOSCRIPT: nothing was enqueued) gets it loaded and the pipeline
    again. Same ids, same duplicates refused (None), same resume after a decision
    (``version``). ``aconn`` may also be a :class:`~server.store.clients.KeptConnections`
    of that client: then the three commands go on a kept connection
    (:meth:`~server.store.clients.KeptConnections.execute_many`, without redis-py's
    pipeline layers when its connections are :class:`~server.vendor.redis_conn.DirectWrite`
    ones; the client's pipeline while traced)."""
    job_id = phase_job_id(game_id, phase, suffix)
    job = _automatic_job(queue, game_id, phase, job_id, job_timeout)
    args = rq_jobs.unique_enqueue_args(queue, job)    # origin, enqueued_at, status; the job hash
    kept = aconn if isinstance(aconn, KeptConnections) else None
    client = kept.client if kept is not None else aconn
    commands = (pending.note_args(queue.name, game_id), ("SADD", queue.redis_queues_keys, queue.key),
                ("EVALSHA", _UNIQUE_SHA, 2, job.key, queue.key, *args))
    for attempt in (0, 1):
        if kept is not None and not traced():      # on a kept connection (issue 39: redis-py's pipeline layers)
            *head, created = await kept.execute_many(commands)
        else:
            pipe = client.pipeline(transaction=False)
            for command in commands:
                pipe.execute_command(*command)
            *head, created = await pipe.execute(raise_on_error=False)
        if attempt == 0 and isinstance(created, NoScriptError):
            await client.script_load(UNIQUE_ENQUEUE_SCRIPT)
            continue
        break
    for r in (*head, created):
        if isinstance(r, Exception):
            raise r
    if created:
        return job_id
    if version is None or suffix is not None:
        return None
    return await enqueue_automatic_phase_async(aconn, queue, game_id, phase, suffix=f"v{version}",
                                               job_timeout=job_timeout)


def decision_timeout_job_id(game_id: str, version: int, suffix: str | None = None) -> str:
    base = f"timeout-{game_id}-{version}"
    return f"{base}-{suffix}" if suffix else base


def not_before(ts: float) -> datetime:
    """The UTC moment to hand ``queue.schedule_job`` so that the job runs no earlier than
    ``ts`` (Unix seconds): the first whole second at or after it. RQ's scheduled-job
    registry scores whole seconds, truncating (a job scheduled at 10.9 is due at 10.0),
    so an exact moment would run up to a second early; this runs it up to a second late,
    plus the scheduler's polling interval."""
    return datetime.fromtimestamp(math.ceil(ts), timezone.utc)


def enqueue_decision_timeout(queue: Queue, game_id: str, version: int, delay_s: float,
                             *, suffix: str | None = None) -> str | None:
    """R19 ``decision_timeout_s``: in ``delay_s`` seconds (RQ scheduler; never earlier, up to
    about a second later: :func:`not_before`), apply the default
    answer to the decision pending at ``version`` (the job does nothing if it was answered).
    Deterministic job id per game and version; duplicates refused (returns None). Call it
    after any commit that leaves a decision pending in a game with ``decision_timeout_s``
    (the Ottoman worker does for its own pauses)."""
    job_id = decision_timeout_job_id(game_id, version, suffix)
    try:
        if delay_s <= 0:
            queue.enqueue(TIMEOUT_FUNC, game_id, version, job_id=job_id, unique=True,
                          job_timeout=JOB_TIMEOUT_S, result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400, meta=tracing.job_meta())
        else:
            job = queue.create_job(TIMEOUT_FUNC, args=(game_id, version), job_id=job_id,
                                   timeout=JOB_TIMEOUT_S, result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400,
                                   meta=tracing.job_meta())
            queue.schedule_job(job, not_before(datetime.now(timezone.utc).timestamp() + delay_s), unique=True)
    except DuplicateJobError:
        return None
    return job_id


def bot_job_id(game_id: str, version: int, suffix: str | None = None) -> str:
    """``bot-<game_id>-<version>[-<suffix>]``: the bot turn waiting at ``version``."""
    base = f"bot-{game_id}-{version}"
    return f"{base}-{suffix}" if suffix else base


PACED = "p"
"""Job id suffix of a paced bot action (:func:`schedule_paced_bot_turn`)."""


def enqueue_bot_turn(queue: Queue, game_id: str, version: int, *, suffix: str | None = None,
                     paced: bool = False) -> str | None:
    """A server bot plays the seat the game waits on at ``version``
    (:func:`server.worker.seats.run_bot_turn`; ``paced``: one action now, the watchdog's
    way to run a paced action whose scheduled job is overdue). Once per version and suffix
    (duplicates refused: None); a job for a version that moved on does nothing, so a second
    job (a watchdog's) can never apply an action twice: the commit is a compare-and-set."""
    job_id = bot_job_id(game_id, version, suffix)
    pending.note_bot(queue.connection, queue.name, game_id)
    try:
        queue.enqueue(BOT_FUNC, game_id, version, paced=paced, job_id=job_id, unique=True, job_timeout=BOT_JOB_TIMEOUT_S,
                      retry=Retry(max=2, interval=[1, 2]), result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400)
    except DuplicateJobError:
        return None
    return job_id


def schedule_paced_bot_turn(queue: Queue, game_id: str, version: int, delay_s: float) -> str | None:
    """One paced bot action (a seat is taken over: :data:`~server.service.seats.TAKEOVER_PACE_S`):
    ``run_bot_turn(game_id, version, paced=True)`` no earlier than ``delay_s`` from now (RQ
    scheduler, :func:`not_before`), job ``bot-<game>-<version>-p`` (duplicates refused:
    None). The game stays on the watchdog's bot list, which counts a scheduled job as live."""
    job_id = bot_job_id(game_id, version, PACED)
    pending.note_bot(queue.connection, queue.name, game_id)
    try:
        job = queue.create_job(BOT_FUNC, args=(game_id, version), kwargs={"paced": True}, job_id=job_id,
                               timeout=BOT_JOB_TIMEOUT_S, retry=Retry(max=2, interval=[1, 2]),
                               result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400)
        queue.schedule_job(job, not_before(datetime.now(timezone.utc).timestamp() + delay_s), unique=True)
    except DuplicateJobError:
        return None
    return job_id


def clock_job_id(game_id: str, span: int, suffix: str | None = None) -> str:
    base = f"clock-{game_id}-{span}"
    return f"{base}-{suffix}" if suffix else base


def schedule_clock(queue: Queue, game_id: str, seat: int, span: int, deadline_ms: int,
                   *, suffix: str | None = None) -> str | None:
    """At ``deadline_ms`` (RQ scheduler, :func:`not_before`), take ``seat`` over if its clock, running since
    version ``span``, ran out (:func:`server.worker.seats.clock_ran_out`; it does nothing
    when the seat acted). Noted on the watchdog's clock list first. Duplicates refused."""
    pending.note_clock(queue.connection, queue.name, game_id, deadline_ms / 1000)
    job_id = clock_job_id(game_id, span, suffix)
    try:
        delay = deadline_ms / 1000 - datetime.now(timezone.utc).timestamp()
        if delay <= 0:
            queue.enqueue(CLOCK_FUNC, game_id, seat, span, job_id=job_id, unique=True,
                          job_timeout=BOT_JOB_TIMEOUT_S, result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400)
        else:
            job = queue.create_job(CLOCK_FUNC, args=(game_id, seat, span), job_id=job_id,
                                   timeout=BOT_JOB_TIMEOUT_S, result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400)
            queue.schedule_job(job, not_before(deadline_ms / 1000), unique=True)
    except DuplicateJobError:
        return None
    return job_id


def automatic_only(s, meta, version: int) -> bool:
    """Whether an automatic phase is all :func:`hand_off` has to do after this commit
    (no decision timeout, clock or bot turn to schedule)."""
    if not automatic_phase_due(s) or decision_timeout_due(s):
        return False
    return meta is None or not ((meta.clock is not None and meta.clock.span == version)
                                or bot_turn(s, meta) is not None)


def needs_hand_off(s, meta, version: int) -> bool:
    """Whether :func:`hand_off` has anything to do after the commit of ``s`` at
    ``version`` with seat metadata ``meta`` (None: unchanged, no clock or bot news)."""
    if automatic_phase_due(s) or decision_timeout_due(s):
        return True
    if meta is None:
        return False
    if meta.clock is not None and meta.clock.span == version:
        return True
    return bot_turn(s, meta) is not None


def hand_off(queue: Queue, game_id: str, s, version: int, meta, enqueue_phase=None, *,
                  bot_turns: bool = True) -> str | None:
    """Everything that follows the commit of state ``s`` at ``version`` (seat metadata
    ``meta`` after it): enqueue the kind's automatic phase when due; schedule the decision
    timeout (``decision_timeout_s``, 1821's R19); schedule the running clock's deadline when its wait began at this commit
    (forget it when no clock runs); enqueue a server bot's turn when the game waits on a
    bot's seat (unless ``bot_turns`` is False: the caller plays it). Returns the automatic
    phase's job id when one was enqueued (or already exists)."""
    job = None
    due = automatic_phase_due(s)
    if due is not None:
        job = (enqueue_phase or enqueue_automatic_phase)(queue, game_id, due, version=version) \
            or phase_job_id(game_id, due)
    if decision_timeout_due(s):
        enqueue_decision_timeout(queue, game_id, version, float(s.options.decision_timeout_s))
    if meta is None:
        return job
    c = meta.clock
    if c is not None and c.span == version:
        if c.seat is None:
            pending.forget_clock(queue.connection, queue.name, game_id)
        else:
            schedule_clock(queue, game_id, c.seat, c.span, deadline_ms(c))
            if s.options.clock is not None:
                schedule_clock_low(queue, game_id, c.seat, c.span, deadline_ms(c), s.options.clock.initial_s)
    if bot_turns and bot_turn(s, meta) is not None:
        enqueue_bot_turn(queue, game_id, version)
    return job
def enqueue_archive(queue: Queue, game_id: str) -> str | None:
    """Archive a game that is over (:func:`server.worker.jobs.archive_game`), once per game
    (deterministic job id ``archive-<game_id>``; a duplicate is refused: None)."""
    job_id = f"archive-{game_id}"
    try:
        queue.enqueue(ARCHIVE_FUNC, game_id, job_id=job_id, unique=True, job_timeout=JOB_TIMEOUT_S,
                      retry=Retry(max=3, interval=[1, 2, 5]), result_ttl=DONE_JOB_TTL_S, failure_ttl=86_400)
    except DuplicateJobError:
        return None
    return job_id
