"""rq internals: how ``Queue.enqueue(..., unique=True)`` stamps a job and builds the
arguments of RQ's own unique-enqueue Lua script, so that ``server.service.enqueue`` sends
that script inside the store's pipeline (one round trip with the watchdog's note and the
queue's registration; the public ``Queue.enqueue`` makes round trips of its own).

Internals used (re-read them when :data:`WRITTEN_FOR` changes): ``Queue._prepare_for_queue``
(sets ``origin``, ``enqueued_at``, the status), ``rq.scripts.UNIQUE_ENQUEUE_SCRIPT`` (its
KEYS: the job's key, the queue's key; ARGV: job id, ``"R"`` (push right), ttl, then the
job hash's fields) and ``rq.scripts._build_hset_args`` (the job hash's fields and values).
``tests/contract/test_vendor.py`` checks on a real Redis that a job sent this way is read
back by ``Job.fetch`` and taken by a worker as one enqueued by ``Queue.enqueue``.
"""

from __future__ import annotations

from typing import Any

from rq.scripts import UNIQUE_ENQUEUE_SCRIPT, _build_hset_args

WRITTEN_FOR = {"rq": "2.12.0"}

__all__ = ["UNIQUE_ENQUEUE_SCRIPT", "WRITTEN_FOR", "unique_enqueue_args"]


def unique_enqueue_args(queue: Any, job: Any) -> tuple:
    """Stamp ``job`` as ``queue`` does before it saves one (origin, enqueued_at, status),
    then the ARGV of :data:`UNIQUE_ENQUEUE_SCRIPT` (KEYS: ``job.key``, ``queue.key``):
    job id, ``"R"``, ttl (-1: none), the job hash's fields and values."""
    queue._prepare_for_queue(job)
    ttl = job.ttl if job.ttl is not None else -1
    return (job.id, "R", ttl, *_build_hset_args(job))
