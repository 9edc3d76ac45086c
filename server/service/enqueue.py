"""Hand-off of the Ottoman phase and of R19 decision timeouts to RQ.

``enqueue_ottoman_phase`` is synchronous (RQ needs a sync redis-py client with
``decode_responses=False``); async callers run it in a worker thread."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from rq import Queue, Retry
from rq.exceptions import DuplicateJobError

from server.store import pending

JOB_FUNC = "server.worker.jobs.run_ottoman_phase"
TIMEOUT_FUNC = "server.worker.jobs.apply_decision_timeout"
ARCHIVE_FUNC = "server.worker.jobs.archive_game"
JOB_TIMEOUT_S = 60
"""RQ timeout of one Ottoman phase job, the longest job (deploy/ grace periods exceed it)."""


def ottoman_job_id(game_id: str, round: int, suffix: str | None = None) -> str:
    """Deterministic job id per game and round (``suffix`` for a resumed phase):
    ``ottoman-<game_id>-<round>[-<suffix>]``. RQ 2.x accepts only letters, digits, ``_``
    and ``-`` in job ids (``ottoman:...`` raises ValueError at enqueue)."""
    base = f"ottoman-{game_id}-{round}"
    return f"{base}-{suffix}" if suffix else base


def make_queue(connection, name: str) -> Queue:
    return Queue(name, connection=connection)


def enqueue_ottoman_phase(queue: Queue, game_id: str, round: int, *, suffix: str | None = None,
                          job_timeout: int = JOB_TIMEOUT_S, version: int | None = None) -> str | None:
    """Enqueue the Ottoman phase of ``round`` once. Returns the job id, or None when a job
    with that id already exists (duplicates are refused, RQ ``unique=True``).

    Finished jobs are not kept (``result_ttl=0``) so that a phase resumed after a
    decision can be enqueued again under the same id once the previous job is gone."""
    job_id = ottoman_job_id(game_id, round, suffix)
    pending.note(queue.connection, queue.name, game_id)
    try:
        queue.enqueue(JOB_FUNC, game_id, round, job_id=job_id, unique=True,
                      retry=Retry(max=3, interval=[1, 2, 5]), job_timeout=job_timeout,
                      result_ttl=0, failure_ttl=86_400)
    except DuplicateJobError:
        if version is None or suffix is not None:
            return None
        # Resuming after a decision (R19): the job that paused may not be deleted yet
        # (result_ttl=0 deletes it just after it returns). The state version makes a
        # deterministic id for this resume, still refused twice.
        return enqueue_ottoman_phase(queue, game_id, round, suffix=f"v{version}",
                                     job_timeout=job_timeout)
    return job_id


def decision_timeout_job_id(game_id: str, version: int, suffix: str | None = None) -> str:
    base = f"timeout-{game_id}-{version}"
    return f"{base}-{suffix}" if suffix else base


def enqueue_decision_timeout(queue: Queue, game_id: str, version: int, delay_s: float,
                             *, suffix: str | None = None) -> str | None:
    """R19 ``decision_timeout_s``: in ``delay_s`` seconds (RQ scheduler), apply the default
    answer to the decision pending at ``version`` (the job does nothing if it was answered).
    Deterministic job id per game and version; duplicates refused (returns None). Call it
    after any commit that leaves a decision pending in a game with ``decision_timeout_s``
    (the Ottoman worker does for its own pauses)."""
    job_id = decision_timeout_job_id(game_id, version, suffix)
    try:
        if delay_s <= 0:
            queue.enqueue(TIMEOUT_FUNC, game_id, version, job_id=job_id, unique=True,
                          job_timeout=JOB_TIMEOUT_S, result_ttl=0, failure_ttl=86_400)
        else:
            job = queue.create_job(TIMEOUT_FUNC, args=(game_id, version), job_id=job_id,
                                   timeout=JOB_TIMEOUT_S, result_ttl=0, failure_ttl=86_400)
            when = datetime.now(timezone.utc) + timedelta(seconds=delay_s)
            queue.schedule_job(job, when, unique=True)
    except DuplicateJobError:
        return None
    return job_id


def enqueue_archive(queue: Queue, game_id: str) -> str | None:
    """Archive a game that is over (:func:`server.worker.jobs.archive_game`), once per game
    (deterministic job id ``archive-<game_id>``; a duplicate is refused: None)."""
    job_id = f"archive-{game_id}"
    try:
        queue.enqueue(ARCHIVE_FUNC, game_id, job_id=job_id, unique=True, job_timeout=JOB_TIMEOUT_S,
                      retry=Retry(max=3, interval=[1, 2, 5]), result_ttl=0, failure_ttl=86_400)
    except DuplicateJobError:
        return None
    return job_id
