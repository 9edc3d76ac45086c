"""An app (``server.app.create_app``) makes its record store the process's default while it
runs (a ``GameStore`` made without one reads finished games there) and puts the earlier
default back when it stops: an in-process app of one test left its closed store as the
default, and a later test's store read no finished game (tests/deploy/test_scale_out.py
failed after the in-process API tests in the same xdist process)."""

from __future__ import annotations

from litestar.testing import TestClient

from helpers import session_settings

from server.app import create_app
from server.store import recordstore


def test_a_stopped_app_leaves_the_default_record_store_as_it_found_it(tmp_path):
    before = recordstore.default()
    settings = session_settings().with_(records_url=f"sqlite:///{tmp_path}/records.sqlite3")
    with TestClient(create_app(settings)) as c:
        assert recordstore.default() is not before and recordstore.default() is c.app.state.records
    assert recordstore.default() is before
