"""Issue 38, item 3: a game store that refuses writes (a full or failing disk: MISCONF;
out of memory: OOM) is answered 503 problem+json with ``Retry-After`` and the stable code
``store_write_refused``, never a 500, and nothing is written; reads keep working, also
when the process's log cannot be written (its stream on ``/dev/full``). Real Redis: a
throwaway server of this test, driven into each state with CONFIG."""

from __future__ import annotations

import shutil
import time
import uuid

import pytest
import redis

from helpers import auth, create_full, legal, session_settings
from support import private_redis

from server import logging as slog

pytestmark = pytest.mark.timeout(120)


@pytest.fixture()
def refusing(tmp_path):
    """(TestClient on a private Redis, that Redis's client)."""
    from litestar.testing import TestClient

    from server.app import create_app

    with private_redis(tmp_path / "logs") as url:
        settings = session_settings().with_(redis_url=url, queue_redis_url=url,
                                            key_prefix=f"wr-{uuid.uuid4().hex[:6]}")
        r = redis.Redis.from_url(url)
        with TestClient(create_app(settings)) as client:
            yield client, r
        r.close()


def _refused(res) -> None:
    assert res.status_code == 503, res.text
    assert res.headers["content-type"].startswith("application/problem+json")
    assert res.json()["code"] == "store_write_refused"
    assert int(res.headers["retry-after"]) >= 1


def _check(client, r, g) -> None:
    before = r.hget(f"{client.app.state.settings.key_prefix}:{{{g['id']}}}:game", "version")
    _refused(client.post("/games", json={"seats": 2}))
    seat = client.get(f"/games/{g['id']}").json()["waiting_for"][0]
    option = legal(client, g, seat)[0]
    assert option["type"] == "place_start", option
    _refused(client.post(f"/games/{g['id']}/actions", json={"type": "place_start", "region": option["regions"][0]},
                         headers={**auth(g["tokens"][seat]), "If-Match": "*"}))
    assert r.hget(f"{client.app.state.settings.key_prefix}:{{{g['id']}}}:game", "version") == before
    assert client.get(f"/games/{g['id']}").status_code == 200          # reads work
    assert client.get(f"/games/{g['id']}/events").status_code == 200


def test_out_of_memory_is_503_store_write_refused_and_reads_work(refusing):
    client, r = refusing
    g = create_full(client, 2)
    r.config_set("maxmemory-policy", "noeviction")
    r.config_set("maxmemory", 1)
    try:
        _check(client, r, g)
    finally:
        r.config_set("maxmemory", 0)
    assert client.post("/games", json={"seats": 2}).status_code == 201


def test_a_failing_disk_misconf_is_503_store_write_refused_and_reads_work(refusing):
    client, r = refusing
    g = create_full(client, 2)
    r.config_set("save", "3600 1")
    shutil.rmtree(r.config_get("dir")["dir"])   # no snapshot can be written: Redis refuses writes
    r.bgsave()
    deadline = time.monotonic() + 10
    try:
        while r.info("persistence")["rdb_last_bgsave_status"] != "err":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        _check(client, r, g)
    finally:
        r.config_set("save", "")            # nothing to snapshot at the server's stop


def test_reads_are_answered_when_the_log_cannot_be_written(refusing):
    client, _ = refusing
    g = create_full(client, 2)
    full = open("/dev/full", "w", buffering=1)      # every write: ENOSPC, as on a full disk
    slog.configure("INFO", stream=full)
    try:
        for _ in range(5):
            assert client.get(f"/games/{g['id']}").status_code == 200
        assert client.post("/games", json={"seats": 2}).status_code == 201
        assert slog.DROPPED > 0
    finally:
        slog.configure("INFO")
        try:
            full.close()
        except OSError:
            pass


def test_an_error_outside_the_handlers_is_answered_problem_json_not_the_servers_text(app):
    """An error that escapes the app before its answer started (here a malformed scope:
    no ``path``, which the rate limiter reads before any handler) is answered 500
    problem+json by the app itself, never left to the server's plain-text 500."""
    import asyncio

    sent = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "method": "GET", "headers": [], "query_string": b"", "client": ("127.0.0.1", 1),
             "server": ("127.0.0.1", 80), "scheme": "http", "http_version": "1.1", "root_path": "",
             "app": app}
    asyncio.run(app(scope, receive, send))
    start = sent[0]
    assert start["type"] == "http.response.start" and start["status"] == 500
    assert dict(start["headers"])[b"content-type"] == b"application/problem+json"
    assert b'"code":"internal_error"' in sent[1]["body"]
