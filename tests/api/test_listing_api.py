"""GET /games over HTTP: the lobby's filters (open, seats, created_after), cursor pages,
exact totals, and 400 problems naming the parameter with a stable code."""

from __future__ import annotations

import uuid

import pytest
import redis
from litestar.testing import TestClient

from helpers import session_settings
from server.app import create_app


@pytest.fixture(scope="module")
def lclient():
    st = session_settings().with_(key_prefix=f"{session_settings().key_prefix}-lst{uuid.uuid4().hex[:6]}")
    with TestClient(create_app(st)) as c:
        yield c
    r = redis.Redis.from_url(st.redis_url)
    keys = list(r.scan_iter(match=f"{st.key_prefix}:*", count=1000))
    if keys:
        r.delete(*keys)
    r.close()


def test_lobby_filters_cursor_pages_and_totals(lclient):
    made = [lclient.post("/games", json={"seats": n}).json() for n in (2, 3, 2, 2)]
    lclient.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]})
    seen, cursor = [], None
    while True:
        params = {"status": "lobby", "open": "true", "seats": 2, "limit": 2, **({"cursor": cursor} if cursor else {})}
        page = lclient.get("/games", params=params).json()
        assert page["total"] == 3
        seen += [g["id"] for g in page["games"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == [made[3]["id"], made[2]["id"], made[0]["id"]]
    full = lclient.get("/games", params={"open": "false"}).json()
    assert full["total"] == 1 and full["games"][0]["status"] == "setup"
    assert lclient.get("/games").json()["total"] == 5
    first = lclient.get(f"/games/{made[0]['id']}").json()["created_at"]
    after = lclient.get("/games", params={"created_after": first}).json()
    assert made[0]["id"] not in {g["id"] for g in after["games"]} and after["total"] == len(after["games"])


@pytest.mark.parametrize("params,code,field", [
    ({"status": "bogus"}, "unknown_status", "status"),
    ({"cursor": "garbage"}, "invalid_cursor", "cursor"),
    ({"created_after": "soon"}, "invalid_created_after", "created_after"),
    ({"seats": 7}, "invalid_request", "seats"),
    ({"status": "active", "offset": 20_000}, "offset_too_large", "offset"),
])
def test_bad_listing_parameters_are_400_problems(lclient, params, code, field):
    r = lclient.get("/games", params=params)
    assert r.status_code == 400 and r.headers["content-type"].startswith("application/problem+json")
    assert (r.json()["code"], r.json()["field"]) == (code, field)


def test_a_cursor_from_another_filter_is_400(lclient):
    for _ in range(2):
        lclient.post("/games", json={"seats": 4})
    cur = lclient.get("/games", params={"seats": 4, "limit": 1}).json()["next_cursor"]
    assert cur
    r = lclient.get("/games", params={"seats": 3, "cursor": cur})
    assert r.status_code == 400 and (r.json()["code"], r.json()["field"]) == ("cursor_filter_mismatch", "cursor")
