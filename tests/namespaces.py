"""A private namespace on the shared test Redis for the store and service tests: the
Redis (``support.test_redis_url``: ``TEST_REDIS_URL``, else 127.0.0.1:6379 when it
answers, else a throwaway server), and per test a key prefix and RQ queue name of its own whose
keys are deleted afterwards (the shared Redis is never flushed)."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import Iterator

import redis
from support import delete_test_keys, test_redis_url

from blocking_store import BlockingStore


@dataclass
class Namespace:
    url: str
    prefix: str
    queue_name: str
    r: redis.Redis
    store: BlockingStore


def namespace() -> Iterator[Namespace]:
    """Generator for a fixture: one namespace, deleted after the test."""
    tag = uuid.uuid4().hex[:10]
    url = test_redis_url()
    r = redis.Redis.from_url(url)
    n = Namespace(url=url, prefix=f"tst{tag}", queue_name=f"tsq-{tag}", r=r, store=BlockingStore(r, prefix=f"tst{tag}"))
    yield n
    delete_test_keys(r, f"{n.prefix}:", n.queue_name)
    r.close()
