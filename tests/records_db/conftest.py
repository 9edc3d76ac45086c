"""Fixtures of the record-store tests (issue 40). ``records_at``: each test runs once per
store, SQLite (a file of its own) and PostgreSQL (the machine's, 127.0.0.1:5432, database
``test``; ``TEST_POSTGRES_URL`` names another), in a schema of its own dropped afterwards,
so tests running at once never meet (:class:`harness.StoreAt`: ``open()`` in this process,
``env`` for a child). ``ns``: a private namespace on the test Redis."""

from __future__ import annotations

import uuid

import psycopg
import pytest
from harness import PG_URL, StoreAt
from namespaces import namespace


@pytest.fixture(params=["sqlite", "postgres"])
def records_at(request, tmp_path):
    if request.param == "sqlite":
        yield StoreAt("sqlite", f"sqlite:///{tmp_path}/records.sqlite3", "public")
        return
    schema = f"t{uuid.uuid4().hex[:12]}"
    yield StoreAt("postgres", PG_URL, schema)
    with psycopg.connect(PG_URL, autocommit=True) as c:
        c.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


@pytest.fixture
def ns():
    yield from namespace()
