"""``Accept-Encoding`` as RFC 9110 12.5.3 reads it, on every answer the API compresses (a
game read on the fast path, a route through Litestar's compression, the board picture, the
web client's files): ``q=0`` refuses a coding, ``*`` stands for the codings not named,
codings are case-insensitive. Found by break26: ``Accept-Encoding: gzip;q=0`` got gzip
(each reader tested for ``gzip`` in the field's text)."""

from __future__ import annotations

import pytest

from server.api.accept_encoding import accepts_gzip


@pytest.mark.parametrize("value, gzip", [
    ("gzip", True), ("gzip, deflate, br, zstd", True), ("GZIP", True), ("x-gzip", True),
    ("*", True), ("identity;q=1, gzip;q=0.5", True), ("gzip;q=0.001", True), ("br, *;q=0.1", True),
    ("gzip;q=0", False), ("gzip; q=0.0", False), ("GZIP;Q=0", False), ("gzip;q=0, *", False),
    ("*;q=0", False), ("identity", False), ("br", False), ("", False), ("gzip;q=zz", False),
    ("gzip;q=0, *;q=0", False), ("*, gzip;q=0", False),
])
def test_accepts_gzip_reads_q_values(value, gzip):
    assert accepts_gzip(value.encode()) is gzip


@pytest.fixture()
def gid(client):
    return client.post("/games", json={"seats": 2, "players": [{"name": "A"}]}).json()["id"]


PATHS = ("/games/{gid}", "/games/{gid}/board.svg", "/rules", "/play/")


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("value", ["gzip;q=0", "gzip; q=0, *;q=0.5", "GZIP;Q=0, identity"])
def test_gzip_refused_with_q_0_is_not_sent(client, gid, path, value):
    r = client.get(path.format(gid=gid), headers={"Accept-Encoding": value})
    assert r.status_code == 200, r.text
    assert "content-encoding" not in r.headers, (path, value, r.headers)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("value", ["gzip", "GZIP", "*", "br;q=1, gzip;q=0.2"])
def test_gzip_accepted_is_sent(client, gid, path, value):
    r = client.get(path.format(gid=gid), headers={"Accept-Encoding": value})
    assert r.status_code == 200, r.text
    assert r.headers.get("content-encoding") == "gzip", (path, value, r.headers)
