"""The bench-only read+CAS endpoint (bench/floor.py) exists only
when the bench fault plugin (bench/faults.py) is installed: it writes without a token, so
a normal app must not route it nor document it."""

from __future__ import annotations

import pytest
from helpers import create_full, game


def test_bench_floor_not_mounted_by_default(client):
    g = create_full(client)
    r = client.post(f"/_bench/read-cas/{g['id']}")
    assert r.status_code in (404, 405)
    assert game(client, g["id"])["version"] == g["version"]
    assert not any(p.startswith("/_bench") for p in client.get("/schema/openapi.json").json()["paths"])


@pytest.fixture
def bench_faults():
    """The bench plugin's hooks for one test, then none (later apps of this process must
    not mount the endpoint)."""
    from server import faults

    faults.reset()
    yield "bench.faults"
    faults.reset()


def test_bench_floor_mounted_by_the_bench_plugin_reads_and_commits(settings, bench_faults):
    from litestar.testing import TestClient

    from server.app import create_app

    with TestClient(create_app(settings.with_(faults=bench_faults))) as c:
        g = create_full(c)
        before = c.get(f"/games/{g['id']}/events").json()["last_seq"]
        r = c.post(f"/_bench/read-cas/{g['id']}")
        assert r.status_code == 200 and r.headers["etag"] == f'"{g["version"] + 1}"'
        assert game(c, g["id"])["version"] == g["version"] + 1       # one CAS commit
        evs = c.get(f"/games/{g['id']}/events", params={"after": before}).json()["events"]
        assert [e["type"] for e in evs] == ["bench_noop"]
        assert c.post("/_bench/read-cas/nosuchgame").status_code == 404
        assert not any(p.startswith("/_bench") for p in c.get("/schema/openapi.json").json()["paths"])
