"""HEAD on every GET resource (RFC 9110 9.3.2): the GET's status and headers (ETag,
Content-Length, Content-Type), no body; ``Allow`` lists HEAD wherever it lists GET. The
SSE stream is endless: HEAD stays 405 there."""

from __future__ import annotations

import pytest


@pytest.fixture()
def gid(client):
    return client.post("/games", json={"seats": 2}).json()["id"]


@pytest.mark.parametrize("path", ["/games", "/games/{gid}", "/games/{gid}/players", "/games/{gid}/actions",
                                  "/games/{gid}/phases", "/games/{gid}/events", "/games/{gid}/board.svg",
                                  "/rules", "/rules/odds?attackers=3&defenders=2", "/health",
                                  "/games/0000000000000000", "/schema/openapi.json"])
def test_head_answers_like_get_without_a_body(client, gid, path):
    path = path.format(gid=gid)
    g, h = client.get(path), client.head(path)
    assert h.status_code == g.status_code, (path, h.status_code)
    assert h.content == b""
    for name in ("content-type", "content-length", "etag"):
        assert h.headers.get(name) == g.headers.get(name), (path, name)


def test_head_on_the_event_stream_stays_405_and_allow_lists_head(client, gid):
    r = client.head(f"/games/{gid}/events/stream")
    assert r.status_code == 405 and "HEAD" not in r.headers["allow"]
    r = client.put("/games")
    assert r.status_code == 405
    assert {m.strip() for m in r.headers["allow"].split(",")} >= {"GET", "HEAD", "POST"}
    r = client.options(f"/games/{gid}")
    assert "HEAD" in {m.strip() for m in r.headers["allow"].split(",")}


def test_head_over_a_real_server(server):
    import httpx

    base = server["base"]
    gid = httpx.post(base + "/games", json={"seats": 2}).json()["id"]
    g, h = httpx.get(f"{base}/games/{gid}"), httpx.head(f"{base}/games/{gid}")
    assert h.status_code == 200 and h.content == b""
    assert h.headers["etag"] == g.headers["etag"] and h.headers["content-length"] == g.headers["content-length"]
