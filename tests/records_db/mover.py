"""The child of the SIGKILL tests of ``test_move.py``: a process that moves one game and is
killed at a fault point. It is forked from a fork server (``multiprocessing``'s
``forkserver``, one per test process) that has imported the modules a moving process
imports (``tests/forks.py``'s ``PRELOAD``: one fork server a process), once: each child is
still a process of its own (its own pid,
event loop, Redis and record-store connections, settings read from its environment, the
fault plugin installed), made without paying a Python start and those imports (~0.45 CPU s
a child) each time."""

from __future__ import annotations

import asyncio
import os
import sys

import redis.asyncio

import server.records.archive
import server.store.recordstore.postgres
from server import faults
from server.config import Settings
from server.store import GameStore, recordstore
from server.store.recordstore.move import move_game


def main(env: dict[str, str], gid: str) -> None:
    """What ``python -c CHILD gid`` did: its environment is ``env`` (the fault point's
    variables among them)."""
    os.environ.clear()
    os.environ.update(env)
    faults.install("tests.faults")

    async def go():
        s = Settings.from_env()
        rs = recordstore.from_settings(s)
        r = redis.asyncio.Redis.from_url(s.redis_url)
        print(await move_game(GameStore(r, prefix=s.key_prefix, records=rs), rs, gid, fault=faults.fire))

    asyncio.run(go())
    sys.stdout.flush()
