"""Accounts and API keys (issue 33): a unique name under the seat-name rules (case and
look-alike letters folded), keys shown once and stored as a keyed hash only, scoped,
listed without their secret, revoked at once in every API process (two apps here), and
never in a log line, a view or the store."""

from __future__ import annotations

import uuid

import pytest
import redis
from litestar.testing import TestClient

from helpers import auth, session_settings
from server.app import create_app


def _name(base: str = "acct") -> str:
    return f"{base}{uuid.uuid4().hex[:10]}"


def make(client, name=None, **extra):
    r = client.post("/accounts", json={"name": name or _name(), **extra})
    assert r.status_code == 201, r.text
    return r.json()


def test_create_shows_the_key_once_and_the_key_names_its_account(client):
    name = _name("Ada")
    body = make(client, name)
    acc, key = body["account"], body["key"]
    assert acc["name"] == name and acc["bot"] is False and acc["ratings"] == []
    assert acc["id"].startswith("acc_") and key["key"].startswith("b1821a_") and len(key["key"]) == 50
    assert key["scopes"] == ["play", "read"]
    me = client.get("/account", headers=auth(key["key"]))
    assert me.status_code == 200 and me.json() == acc
    assert client.get(f"/accounts/{acc['id']}").json() == acc
    assert client.get("/accounts", params={"name": name.upper()}).json() == acc
    listed = client.get("/account/keys", headers=auth(key["key"])).json()["keys"]
    assert listed == [{k: v for k, v in key.items() if k != "key"}]      # no secret, no hash
    assert client.get("/account").status_code == 401
    assert client.get("/account", headers=auth("b1821a_" + "x" * 43)).json()["code"] == "unauthorized"


def test_a_bot_account_is_marked_and_scoped_as_one(client):
    body = make(client, bot=True)
    assert body["account"]["bot"] is True and body["key"]["scopes"] == ["bot", "read"]
    r = client.post("/accounts", json={"name": _name(), "bot": True, "scopes": ["play"]})
    assert r.status_code == 400 and r.json()["code"] == "invalid_scope"
    r = client.post("/accounts", json={"name": _name(), "scopes": ["bot"]})
    assert r.status_code == 400 and r.json()["code"] == "invalid_scope"


@pytest.mark.parametrize("other", ["{n}", "{N}", "\uff21\uff44\uff41{n2}"])
def test_a_name_is_held_once_up_to_case_and_look_alikes(client, other):
    tail = uuid.uuid4().hex[:8]
    make(client, f"Ada{tail}")
    taken = other.format(n=f"Ada{tail}", N=f"ADA{tail}", n2=tail)      # fullwidth 'Ada' + the same tail
    r = client.post("/accounts", json={"name": taken})
    assert r.status_code == 409, r.text
    assert r.json()["code"] == "name_taken" and r.json()["field"] == "name"


def test_a_greek_name_and_its_latin_look_alike_are_one_name(client):
    tail = str(uuid.uuid4().int)[:9]
    make(client, f"ΑΒΕ {tail}")                 # Greek capitals and digits
    r = client.post("/accounts", json={"name": f"ABE {tail}"})
    assert r.status_code == 409 and r.json()["code"] == "name_taken"


@pytest.mark.parametrize("bad", ["Ad\u200ba", " Ada", "P\u0430ypal"])
def test_names_follow_the_seat_name_rules(client, bad):
    r = client.post("/accounts", json={"name": bad})
    assert r.status_code == 400 and r.json()["code"] == "invalid_name" and r.json()["field"] == "name"


def test_scopes_never_grow_and_keys_are_capped(client):
    key = make(client)["key"]["key"]
    r = client.post("/account/keys", json={"label": "reader", "scopes": ["read"]}, headers=auth(key))
    assert r.status_code == 201, r.text
    reader = r.json()
    assert reader["scopes"] == ["read"] and r.headers["location"] == f"/account/keys/{reader['id']}"
    r = client.post("/account/keys", json={"label": "x", "scopes": ["play"]}, headers=auth(reader["key"]))
    assert r.status_code == 403 and r.json()["code"] == "insufficient_scope"
    for i in range(18):
        assert client.post("/account/keys", json={"label": f"k{i}", "scopes": ["read"]},
                           headers=auth(key)).status_code == 201
    r = client.post("/account/keys", json={"label": "one too many", "scopes": ["read"]}, headers=auth(key))
    assert r.status_code == 409 and r.json()["code"] == "too_many_keys"
    assert len(client.get("/account/keys", headers=auth(key)).json()["keys"]) == 20


def test_a_revoked_key_is_refused_at_once_by_every_api_process(settings):
    with TestClient(create_app(settings)) as a, TestClient(create_app(settings)) as b:
        key = make(a)["key"]
        other = a.post("/account/keys", json={"label": "second", "scopes": ["read"]}, headers=auth(key["key"])).json()
        assert b.get("/account", headers=auth(other["key"])).status_code == 200
        assert a.delete(f"/account/keys/{other['id']}", headers=auth(key["key"])).status_code == 204
        r = b.get("/account", headers=auth(other["key"]))
        assert r.status_code == 401 and r.json()["code"] == "unauthorized"
        assert a.delete(f"/account/keys/{other['id']}", headers=auth(key["key"])).json()["code"] == "key_not_found"
        # another account's key id is not found either
        stranger = make(b)["key"]
        assert b.delete(f"/account/keys/{key['id']}", headers=auth(stranger["key"])).status_code == 404
        assert a.get("/account", headers=auth(key["key"])).status_code == 200


def test_keys_appear_in_no_log_view_or_stored_value(settings, capfd):
    with TestClient(create_app(settings)) as c:
        body = make(c)
        token = body["key"]["key"]
        second = c.post("/account/keys", json={"label": "l", "scopes": ["read"]}, headers=auth(token)).json()["key"]
        views = [c.get("/account", headers=auth(token)).text, c.get("/account/keys", headers=auth(token)).text,
                 c.get(f"/accounts/{body['account']['id']}").text]
        c.get("/account", headers=auth(token + "x"))        # a malformed one logged as a failure
    out, err = capfd.readouterr()
    for t in (token, second):
        assert t not in out + err
        assert all(t not in v for v in views)
        assert t[7:] not in out + err
    r = redis.Redis.from_url(settings.redis_url)
    try:
        for k in r.scan_iter(match=f"{settings.key_prefix}:{{{settings.key_prefix}:acct}}:*", count=1000):
            assert token.encode() not in k and second.encode() not in k
            kind = r.type(k)
            vals = [r.get(k)] if kind == b"string" else list(r.hgetall(k).values()) if kind == b"hash" else []
            for v in vals:
                assert token.encode() not in (v or b"") and second.encode() not in (v or b"")
    finally:
        r.close()


def test_the_key_hash_is_keyed_by_the_operators_secret(settings):
    import hashlib

    secret = settings.__class__(**{**{f: getattr(settings, f) for f in settings.__dataclass_fields__},
                                   "account_key_secret": "s3cret-" + uuid.uuid4().hex})
    with TestClient(create_app(secret)) as c:
        body = make(c)
        token = body["key"]["key"]
        r = redis.Redis.from_url(settings.redis_url)
        try:
            plain = hashlib.sha256(token.encode()).hexdigest()
            assert not r.exists(f"{settings.key_prefix}:{{{settings.key_prefix}:acct}}:k:{plain}")
        finally:
            r.close()
        assert c.get("/account", headers=auth(token)).status_code == 200
    # another deployment secret does not know the key
    with TestClient(create_app(session_settings())) as other:
        assert other.get("/account", headers=auth(token)).status_code == 401


def test_the_account_events_without_the_fan_out(settings):
    """``BATTLE1821_EVENT_FANOUT=0``: the long-poll blocks in XREAD on the stream pool and
    answers the same events (the fan-out's path: tests/kinds/test_account_games_live.py)."""
    import dataclasses
    import threading
    import time

    plain = dataclasses.replace(settings, event_fanout=False)
    with TestClient(create_app(plain)) as c:
        ann, bob = make(c)["key"], make(c, bot=True)["key"]
        g = c.post("/games", json={"seats": 2, "players": [{"name": "a"}], "account_seat": 0, "rated": True},
                   headers=auth(ann["key"]))
        assert g.status_code == 201, g.text
        gid = g.json()["id"]
        assert c.get("/account/events", headers=auth(ann["key"])).json() == {"events": [], "last_seq": 0}
        got: dict = {}
        t = threading.Thread(target=lambda: got.update(r=c.get("/account/events", params={"wait": 10},
                                                               headers=auth(ann["key"]))))
        t.start()
        time.sleep(0.3)
        j = c.post(f"/games/{gid}/players", json={"name": "b"}, headers={**auth(bob["key"]), "If-Match": "*"})
        assert j.status_code == 201, j.text
        t.join(15)
        first = got["r"].json()["events"]
        assert first and first[0]["type"] == "game_started" and first[0]["seat"] == 0 and first[0]["seq"] == 1
        bobs = c.get("/account/events", headers=auth(bob["key"])).json()
        assert bobs["events"][0] == {**first[0], "seat": 1, "seq": 1, "at": bobs["events"][0]["at"]}
        started = time.monotonic()
        empty = c.get("/account/events", params={"after": bobs["last_seq"], "wait": 0.5},
                      headers=auth(bob["key"])).json()
        assert time.monotonic() - started >= 0.4 and empty == {"events": [], "last_seq": bobs["last_seq"]}
