"""The watchdog's work list on the queue Redis: games whose Ottoman phase is not over
(a sorted set by the time the phase was handed off, key :func:`keys.ottoman_pending`).
``connection`` is the sync RQ connection (:func:`server.store.clients.queue_connection`)."""

from __future__ import annotations

import time

from .keys import ottoman_pending


def note(connection, queue_name: str, game_id: str) -> None:
    """Put ``game_id`` on the list (before or right after the commit that makes the phase
    ``queued``; the worker removes it when the phase is over)."""
    connection.zadd(ottoman_pending(queue_name), {game_id: time.time()})


def forget(connection, queue_name: str, game_id: str) -> None:
    connection.zrem(ottoman_pending(queue_name), game_id)


def listed(connection, queue_name: str) -> list[str]:
    """Every game id on the list, oldest hand-off first."""
    return [g.decode() if isinstance(g, bytes) else g
            for g in connection.zrange(ottoman_pending(queue_name), 0, -1)]
