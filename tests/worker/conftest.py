"""Fixtures for the Ottoman-phase worker tests: a :class:`Harness` with a unique
key prefix and queue name per test, real worker subprocesses (see ``wk_helpers``)."""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

import pytest
import redis

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support import Stack, delete_test_keys  # noqa: E402
from wk_helpers import REDIS_URL, Harness  # noqa: E402
from server.service import enqueue as enq  # noqa: E402
from blocking_store import BlockingStore  # noqa: E402


@pytest.fixture
def harness(tmp_path):
    tag = uuid.uuid4().hex[:10]
    r = redis.Redis.from_url(REDIS_URL)
    h = Harness(prefix=f"t4w{tag}", queue_name=f"t4q-{tag}", r=r, stack=Stack(tmp_path),
                store=BlockingStore(r, prefix=f"t4w{tag}"),
                queue=enq.make_queue(r, f"t4q-{tag}"))
    yield h
    h.stop_workers()
    delete_test_keys(r, f"{h.prefix}:", h.queue_name)     # only what this test created
    r.close()
