"""The watchdog's work list on the queue Redis: games whose Ottoman phase is not over
(a sorted set by the time the phase was handed off, key :func:`keys.automatic_pending`).
``connection`` is the sync RQ connection (:func:`server.store.clients.queue_connection`)."""

from __future__ import annotations

import time

from .keys import bot_pending, clock_pending, automatic_pending


def note(connection, queue_name: str, game_id: str) -> None:
    """Put ``game_id`` on the list (before or right after the commit that makes the phase
    ``queued``; the worker removes it when the phase is over)."""
    connection.zadd(automatic_pending(queue_name), {game_id: time.time()})


def note_args(queue_name: str, game_id: str) -> tuple:
    """:func:`note` as one command's arguments (``ZADD key score member``, the score as
    redis-py sends a float: its ``repr``), for a caller that sends commands itself."""
    return ("ZADD", automatic_pending(queue_name), repr(time.time()), game_id)


def forget(connection, queue_name: str, game_id: str) -> None:
    connection.zrem(automatic_pending(queue_name), game_id)


def listed(connection, queue_name: str) -> list[str]:
    """Every game id on the list, oldest hand-off first."""
    return [g.decode() if isinstance(g, bytes) else g
            for g in connection.zrange(automatic_pending(queue_name), 0, -1)]


def note_bot(connection, queue_name: str, game_id: str) -> None:
    """``game_id`` waits on a server bot's seat (noted at the hand-off of its turn)."""
    connection.zadd(bot_pending(queue_name), {game_id: time.time()})


def forget_bot(connection, queue_name: str, game_id: str) -> None:
    connection.zrem(bot_pending(queue_name), game_id)


def bots_listed(connection, queue_name: str, older_than_s: float = 0.0) -> list[str]:
    """Games whose bot turn was handed off more than ``older_than_s`` seconds ago."""
    return [g.decode() if isinstance(g, bytes) else g
            for g in connection.zrangebyscore(bot_pending(queue_name), "-inf", time.time() - older_than_s)]


def note_clock(connection, queue_name: str, game_id: str, deadline_s: float) -> None:
    """``game_id`` has a clock running out at ``deadline_s`` (seconds since the epoch)."""
    connection.zadd(clock_pending(queue_name), {game_id: deadline_s})


def forget_clock(connection, queue_name: str, game_id: str) -> None:
    connection.zrem(clock_pending(queue_name), game_id)


def clocks_due(connection, queue_name: str, grace_s: float = 0.0) -> list[str]:
    """Games whose clock deadline passed more than ``grace_s`` seconds ago."""
    return [g.decode() if isinstance(g, bytes) else g
            for g in connection.zrangebyscore(clock_pending(queue_name), "-inf", time.time() - grace_s)]
