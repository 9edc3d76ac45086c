"""Fixtures for the deploy / scale-out tests (issue 6)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.cluster_fixture import missing_tools, start_cluster


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory):
    """A local 3-master Redis Cluster on free loopback ports (stopped at session end)."""
    missing = missing_tools()
    if missing:
        pytest.skip(f"Redis Cluster tests need {' and '.join(missing)} on PATH "
                    "(apt-get install redis-server / redis-tools)")
    cluster = start_cluster(tmp_path_factory.mktemp("redis-cluster"))
    yield cluster
    cluster.stop()
