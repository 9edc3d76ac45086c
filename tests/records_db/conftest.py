"""Fixtures of the record-store tests (issue 40). ``records_url``: each test runs once per
store, SQLite (a file of its own) and PostgreSQL (the machine's, 127.0.0.1:5432, database
``test``; ``TEST_POSTGRES_URL`` names another), in a schema of its own dropped afterwards,
so tests running at once never meet. ``records``: that store, opened (lazily) in the
test's process; ``rs_env``: the environment naming it for a child process."""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass

import psycopg
import pytest
from namespaces import namespace

from server.store import recordstore

PG_URL = os.environ.get("TEST_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/test")


@dataclass
class StoreAt:
    kind: str
    url: str
    schema: str

    def open(self):
        return recordstore.open_record_store(self.url, schema=self.schema)

    @property
    def env(self) -> dict[str, str]:
        return {"BATTLE1821_RECORDS_URL": self.url, "BATTLE1821_RECORDS_SCHEMA": self.schema}


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
