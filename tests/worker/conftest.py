"""Fixtures for the Ottoman-phase worker tests: a :class:`Harness` with a unique
key prefix and queue name per test (``harness``), or per module with one running worker
shared by the module's tests that only need one (``shared_harness``);
real worker subprocesses (see ``wk_helpers``)."""

from __future__ import annotations

import contextlib
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis

sys.path.insert(0, str(Path(__file__).resolve().parent))

from support import Stack, delete_test_keys  # noqa: E402
from wk_helpers import REDIS_URL, Harness  # noqa: E402
from server.service import enqueue as enq  # noqa: E402
from blocking_store import BlockingStore  # noqa: E402


@contextlib.contextmanager
def _harness(log_dir: Path) -> Iterator[Harness]:
    """A harness on a key prefix and queue of its own; its workers stopped and its keys
    deleted after."""
    tag = uuid.uuid4().hex[:10]
    r = redis.Redis.from_url(REDIS_URL)
    h = Harness(prefix=f"t4w{tag}", queue_name=f"t4q-{tag}", r=r, stack=Stack(log_dir),
                store=BlockingStore(r, prefix=f"t4w{tag}"),
                queue=enq.make_queue(r, f"t4q-{tag}"))
    try:
        yield h
    finally:
        h.stop_workers()
        delete_test_keys(r, f"{h.prefix}:", h.queue_name)     # only what it created
        r.close()


@pytest.fixture
def harness(tmp_path):
    """A harness of the test's own: no worker until the test starts one (``start_worker``)."""
    with _harness(tmp_path) as h:
        yield h


@pytest.fixture(scope="module")
def shared_harness(tmp_path_factory):
    """A harness and ONE worker of the default configuration (``start_worker()``, listening),
    shared by the module's tests that only need a worker to run their games' jobs: each
    plays games of its own (new game ids). A worker start is ~0.6 CPU s; a test that
    configures, stops, kills or counts its workers uses ``harness``."""
    with _harness(tmp_path_factory.mktemp("shared-worker")) as h:
        h.start_worker()
        h.wait_listening()
        yield h

