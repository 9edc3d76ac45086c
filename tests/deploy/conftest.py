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


@pytest.fixture(scope="module")
def stack_standalone(tmp_path_factory):
    """A started :class:`Stack` (2 APIs, 2 workers) with its state on the standalone Redis,
    one per module: its tests each play a game of their own (its checks read that game
    only), and a stack is ~4 CPU s to start."""
    st = Stack(state_url=QUEUE_REDIS_URL, tmp=tmp_path_factory.mktemp("standalone"))
    try:
        yield st.start()
    finally:
        st.stop()


@pytest.fixture(scope="module")
def stack_cluster(tmp_path_factory, redis_cluster):
    """A started :class:`Stack` with its state on the local Redis Cluster, one per module
    (as ``stack_standalone``)."""
    st = Stack(state_url=redis_cluster.url, tmp=tmp_path_factory.mktemp("cluster"))
    try:
        yield st.start()
    finally:
        st.stop()
