"""The record store's own error (:mod:`server.store.recordstore`)."""

from __future__ import annotations

import redis


class RecordStoreUnavailable(redis.ConnectionError):
    """The record store cannot be reached or does not answer in time (PostgreSQL down, the
    pool exhausted, an SQLite file locked past its busy timeout or on a failing disk). A
    read of a finished game answers what an outage of the game store answers (503
    ``service_unavailable`` with ``Retry-After``); a move that meets it writes nothing in
    Redis and is tried again (the job's retry, the watchdog's sweep)."""
