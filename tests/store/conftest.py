"""Fixtures for the store tests: ``ns``, a private namespace on the test Redis
(:mod:`namespaces`)."""

from __future__ import annotations

import pytest
from namespaces import namespace


@pytest.fixture
def ns():
    yield from namespace()
