"""Fixtures for the deploy / scale-out tests (issue 6)."""

from __future__ import annotations

import pytest

from cluster_fixture import start_cluster
from scale_helpers import QUEUE_REDIS_URL, Stack


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory):
    """A local 3-master Redis Cluster on free loopback ports (stopped at session end)."""
    cluster = start_cluster(tmp_path_factory.mktemp("redis-cluster"))
    yield cluster
    cluster.stop()


@pytest.fixture
def stack_standalone(tmp_path):
    """A started :class:`Stack` (2 APIs, 2 workers) with its state on the standalone Redis."""
    st = Stack(state_url=QUEUE_REDIS_URL, tmp=tmp_path)
    try:
        yield st.start()
    finally:
        st.stop()


@pytest.fixture
def stack_cluster(tmp_path, redis_cluster):
    """A started :class:`Stack` with its state on the local Redis Cluster."""
    st = Stack(state_url=redis_cluster.url, tmp=tmp_path)
    try:
        yield st.start()
    finally:
        st.stop()
