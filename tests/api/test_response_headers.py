"""The response headers clients rely on are declared in the OpenAPI spec and actually
sent: ``ETag`` on game reads and write responses (and with 304/412/428), ``Location`` on
creates (201), ``Retry-After`` on the event reads' 503 (``too_many_watchers``)."""

from __future__ import annotations

import re

import pytest
from helpers import spec_document

# (method, path, status) -> headers the spec must declare as required
DECLARED = {
    ("post", "/games", "201"): {"ETag", "Location"},
    ("get", "/games/{game_id}", "200"): {"ETag"},
    ("get", "/games/{game_id}", "304"): {"ETag"},
    ("delete", "/games/{game_id}", "200"): {"ETag"},
    ("delete", "/games/{game_id}", "412"): {"ETag"},
    ("delete", "/games/{game_id}", "428"): {"ETag"},
    ("post", "/games/{game_id}/players", "201"): {"ETag", "Location"},
    ("post", "/games/{game_id}/players", "412"): {"ETag"},
    ("post", "/games/{game_id}/players", "428"): {"ETag"},
    ("get", "/games/{game_id}/legal-actions", "200"): {"ETag"},
    ("post", "/games/{game_id}/actions", "201"): {"ETag", "Location"},
    ("post", "/games/{game_id}/actions", "412"): {"ETag"},
    ("post", "/games/{game_id}/actions", "428"): {"ETag"},
    ("get", "/games/{game_id}/board.svg", "200"): {"ETag"},
    ("get", "/games/{game_id}/events", "503"): {"Retry-After"},
    ("get", "/games/{game_id}/events/stream", "503"): {"Retry-After"},
}


@pytest.mark.parametrize("method,path,status", sorted(DECLARED))
def test_spec_declares_response_headers(method, path, status):
    resp = spec_document()["paths"][path][method]["responses"][status]
    headers = resp.get("headers") or {}
    for name in DECLARED[(method, path, status)]:
        assert name in headers, (method, path, status, name)
        assert headers[name]["required"] is True
        assert headers[name]["schema"] == {"type": "string"}
        assert headers[name]["description"]


def _etag(v: int) -> str:
    return f'"{v}"'


def test_declared_headers_are_sent(client):
    # create (201): ETag + Location
    r = client.post("/games", json={"seats": 2, "players": [{"name": "A"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    gid, host = g["id"], g["host_token"]
    assert r.headers["etag"] == _etag(g["version"]) and r.headers["location"] == f"/games/{gid}"
    # read (200) and 304
    r = client.get(f"/games/{gid}")
    assert r.headers["etag"] == _etag(r.json()["version"])
    r304 = client.get(f"/games/{gid}", headers={"If-None-Match": r.headers["etag"]})
    assert r304.status_code == 304 and r304.headers["etag"] == r.headers["etag"]
    # board.svg
    assert client.get(f"/games/{gid}/board.svg").headers["etag"] == r.headers["etag"]
    # join without / with a stale If-Match: 428 / 412 carry the current ETag
    for hdrs, status in (({}, 428), ({"If-Match": '"99"'}, 412)):
        bad = client.post(f"/games/{gid}/players", json={"name": "B"}, headers=hdrs)
        assert bad.status_code == status and bad.headers["etag"] == _etag(1), bad.text
    # join (201): ETag + Location
    r = client.post(f"/games/{gid}/players", json={"name": "B"}, headers={"If-Match": _etag(1)})
    assert r.status_code == 201, r.text
    assert r.headers["etag"] == _etag(r.json()["version"]) and r.headers["location"] == f"/games/{gid}/players/1"
    seat_tokens = {0: g["players"][0]["token"], 1: r.json()["token"]}
    # legal actions (200) and an action (201): ETag + Location
    view = client.get(f"/games/{gid}").json()
    seat = view["waiting_for"][0]
    auth = {"Authorization": f"Bearer {seat_tokens[seat]}"}
    la = client.get(f"/games/{gid}/legal-actions", headers=auth)
    assert la.headers["etag"] == _etag(view["version"])
    opt = la.json()["actions"][0]
    action = {"type": "place_start", "region": opt["regions"][0]} if opt["type"] == "place_start" \
        else {"type": opt["type"]}
    r = client.post(f"/games/{gid}/actions", json=action, headers={**auth, "If-Match": _etag(view["version"])})
    assert r.status_code == 201, r.text
    assert r.headers["etag"] == _etag(r.json()["version"])
    assert r.headers["location"] == f"/games/{gid}/actions/{r.json()['action']}"
    # cancel (200): ETag
    v = r.json()["version"]
    r = client.delete(f"/games/{gid}", headers={"Authorization": f"Bearer {host}", "If-Match": _etag(v)})
    assert r.status_code == 200 and r.headers["etag"] == _etag(v + 1), r.text


def test_event_read_503_sends_retry_after(client, app):
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    slots = app.state.watch_slots
    taken = [slots.take() for _ in range(slots.capacity - slots.in_use)]
    try:
        r = client.get(f"/games/{gid}/events", params={"wait": 1})
    finally:
        for s in taken:
            s.release()
    assert r.status_code == 503 and r.json()["code"] == "too_many_watchers"
    assert int(r.headers["retry-after"]) > 0


def test_a_304_comes_after_the_tokens_and_ats_checks_and_without_the_view(client, monkeypatch):
    """``If-None-Match`` naming the version: 304 without the view being built (issue 39:
    a poll of an unchanged game), but a bad token is still 401 and an ``at`` out of range
    still 400 (the use case's checks come first); ``at`` answers 304 for its own version;
    a list naming another version answers the view."""
    from server.service import watch

    r = client.post("/games", json={"seats": 2, "players": [{"name": "A"}]})
    gid, token, v = r.json()["id"], r.json()["players"][0]["token"], r.json()["version"]
    views = []
    orig = watch.seats_of       # called once for every view built (its facts)
    monkeypatch.setattr(watch, "seats_of", lambda *a, **kw: views.append(1) or orig(*a, **kw))
    same = {"If-None-Match": _etag(v)}
    r304 = client.get(f"/games/{gid}", headers={**same, "Authorization": f"Bearer {token}"})
    assert r304.status_code == 304 and r304.headers["etag"] == _etag(v) and r304.content == b""
    assert views == []
    assert client.get(f"/games/{gid}", headers={**same, "Authorization": "Bearer nope"}).status_code == 401
    assert client.get(f"/games/{gid}?at=99", headers=same).status_code == 400
    assert client.get(f"/games/{gid}?at=1", headers={"If-None-Match": _etag(1)}).status_code == 304
    other = client.get(f"/games/{gid}", headers={"If-None-Match": f'"{v + 5}", W/"{v + 6}"'})
    assert other.status_code == 200 and other.json()["version"] == v and views == [1]


def test_the_web_client_names_its_charset_once(client):
    """``/play/`` and its files are ``text/*; charset=utf-8``, gzipped or not (they were
    ``charset=utf-8; charset=utf-8``: the handler named it and Litestar appended it)."""
    page = client.get("/play/").text
    js, css = (re.search(rf'{name}\?v=[0-9a-f]{{12}}', page).group(0) for name in ("app.js", "app.css"))
    for path, kind in (("/play/", "text/html"), ("/play/index.html", "text/html"), (f"/play/{js}", "text/javascript"),
                       (f"/play/{css}", "text/css"), ("/play/app.js", "text/javascript")):
        for enc in ("gzip", "identity"):
            r = client.get(path, headers={"Accept-Encoding": enc})
            assert r.status_code == 200 and r.headers["content-type"] == f"{kind}; charset=utf-8", (path, enc, r.headers)


def test_if_none_match_star_is_304_on_a_game(client):
    """``If-None-Match: *`` matches any current representation (RFC 9110 13.1.2): a game
    read, at its version or at a past one, answers 304 with its ETag (it answered 200);
    an unknown game is still 404, a bad ``at`` still 400."""
    r = client.post("/games", json={"seats": 2, "players": [{"name": "A"}]})
    gid, v = r.json()["id"], r.json()["version"]
    star = {"If-None-Match": "*"}
    r304 = client.get(f"/games/{gid}", headers=star)
    assert r304.status_code == 304 and r304.headers["etag"] == _etag(v) and r304.content == b""
    assert client.get(f"/games/{gid}?at=1", headers=star).status_code == 304
    assert client.get(f"/games/{gid}?at=99", headers=star).status_code == 400
    assert client.get("/games/gnosuchgame0", headers=star).status_code == 404
