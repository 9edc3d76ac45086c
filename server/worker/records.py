"""The worker's end of a finished game: its move from Redis to the record store
(:func:`server.store.recordstore.move.move_game`, crash-safe, exactly once), run from the
synchronous RQ job :func:`server.worker.jobs.archive_game` in an event loop of its own.

Each call opens its own async Redis client and record store (from the settings; the
store's migrations run once per process) and closes both: a job and the watchdog's
thread never share connections."""

from __future__ import annotations

import asyncio

from server import faults
from server.config import Settings
from server.store import GameStore
from server.store import recordstore
from server.store.clients import state_client
from server.store.recordstore.move import move_game


async def _move(settings: Settings, game_id: str) -> str:
    r = state_client(settings.redis_url, max_connections=2, cluster=settings.redis_cluster or None,
                     health_check_s=settings.redis_health_check_s, retries=settings.redis_retries)
    records = recordstore.from_settings(settings)
    try:
        store = GameStore(r, prefix=settings.key_prefix, idem_ttl=settings.idempotency_ttl_s,
                          finished_ttl=settings.finished_ttl_s, records=records)
        return await move_game(store, records, game_id, fault=faults.fire)
    finally:
        await records.close()
        await r.aclose()


def move_to_records(settings: Settings, game_id: str) -> str:
    """Move ``game_id`` (a game that is over) to the record store; what happened
    (``archived``, ``already``, ``live``, ``missing``, ``unarchivable``, ``changed``)."""
    return asyncio.run(_move(settings, game_id))


async def _purge(settings: Settings) -> int:
    records = recordstore.from_settings(settings)
    try:
        n = 0
        while True:
            got = await records.purge_expired()
            n += got
            if got == 0:
                return n
    finally:
        await records.close()


def purge_expired(settings: Settings) -> int:
    """Delete the stored records whose retention ran out (``BATTLE1821_FINISHED_TTL_S``:
    their pointers are gone from Redis already); how many. Run by the watchdog's sweep."""
    return asyncio.run(_purge(settings))
