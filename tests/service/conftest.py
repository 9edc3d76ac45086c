"""Fixtures for the service tests: ``ns``, a private namespace on the test Redis
(:mod:`namespaces`), and ``run``, which runs an async use case against it: ``run(fn)``
calls ``await fn(service)`` on a fresh event loop with the use cases (:func:`server.service.usecases.use_cases`) over a real
async :class:`GameStore` of that namespace (no RQ queue: hand-offs are left to the
watchdog) and returns its result."""

from __future__ import annotations

import asyncio

import pytest
import redis.asyncio
from namespaces import namespace

from server.service.usecases import use_cases
from server.store import GameStore


@pytest.fixture
def ns():
    yield from namespace()


@pytest.fixture
def run(ns):
    def runner(fn):
        async def main():
            r = redis.asyncio.Redis.from_url(ns.url)
            try:
                return await fn(use_cases(GameStore(r, prefix=ns.prefix)))
            finally:
                await r.aclose()
        return asyncio.run(main())
    return runner
