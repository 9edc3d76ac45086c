"""Table talk (``/games/{id}/messages``): who reads what (seats, host, spectators by the
game's ``spectator_talk`` option), bad input refused with nothing stored, the per-sender
rate counted in Redis (two API apps agree), a message never touching the game (version,
hash, actions), messages live on the long-poll and the SSE stream per caller, the
retention TTL, and the record's message list (all / public only)."""

from __future__ import annotations

import json
import threading
import time
import uuid

import httpx
import pytest
import redis
from litestar.testing import TestClient

from helpers import auth, create_full, etag, session_settings
from server.app import create_app
from gamekinds.text import PLAYER_NAME_PATTERN, text_problem
from server.store import Keys
from server.store.talk import record_messages


def post(client, g, who, text, to=None):
    tok = g["host"] if who == "host" else g["tokens"][who]
    body = {"text": text} if to is None else {"text": text, "to_seat": to}
    return client.post(f"/games/{g['id']}/messages", json=body, headers=auth(tok))


def read(client, g, who=None, **params):
    headers = {} if who is None else auth(g["host"] if who == "host" else g["tokens"][who])
    return client.get(f"/games/{g['id']}/messages", params=params, headers=headers)


def texts(r) -> list[str]:
    assert r.status_code == 200, r.text
    return [m["text"] for m in r.json()["messages"]]


@pytest.fixture()
def r(settings):
    c = redis.Redis.from_url(settings.redis_url)
    yield c
    c.close()


def test_who_reads_what(client):
    g = create_full(client, 3)
    assert post(client, g, 0, "hello table").status_code == 201
    m = post(client, g, 1, "psst, seat 2", to=2)
    assert m.status_code == 201, m.text
    assert m.headers["location"] == f"/games/{g['id']}/messages/2"
    assert m.json() == {"seq": 2, "at": m.json()["at"], "seat": 1, "name": "P1", "to_seat": 2,
                        "text": "psst, seat 2"}
    h = post(client, g, "host", "host to seat 0", to=0)
    assert h.status_code == 201 and h.json()["seat"] is None and h.json()["name"] == "host"
    assert texts(read(client, g, 0)) == ["hello table", "host to seat 0"]
    assert texts(read(client, g, 1)) == ["hello table", "psst, seat 2"]
    assert texts(read(client, g, 2)) == ["hello table", "psst, seat 2"]
    assert texts(read(client, g, "host")) == ["hello table", "host to seat 0"]
    # spectators: off by default, never a private message
    sp = read(client, g)
    assert sp.status_code == 403 and sp.json()["code"] == "messages_hidden", sp.text
    assert client.get(f"/games/{g['id']}/messages/1").status_code == 403
    # one message: the same rule, a private one of others is a 404 like none
    assert client.get(f"/games/{g['id']}/messages/2", headers=auth(g["tokens"][2])).json()["text"] == "psst, seat 2"
    r0 = client.get(f"/games/{g['id']}/messages/2", headers=auth(g["tokens"][0]))
    assert r0.status_code == 404 and r0.json()["code"] == "message_not_found"
    assert client.get(f"/games/{g['id']}/messages/9", headers=auth(g["tokens"][0])).status_code == 404


def test_spectators_read_the_public_talk_when_the_option_is_on(client):
    g = create_full(client, 2, options={"spectator_talk": True})
    assert client.get(f"/games/{g['id']}").json()["options"]["spectator_talk"] is True
    post(client, g, 0, "in public")
    post(client, g, 0, "private", to=1)
    assert texts(read(client, g)) == ["in public"]
    assert client.get(f"/games/{g['id']}/messages/2").status_code == 404


def test_pages_follow_the_cursor(client):
    g = create_full(client, 2)
    for i in range(5):
        assert post(client, g, i % 2, f"m{i}").status_code == 201
    post(client, g, 1, "private to 0", to=0)
    first = read(client, g, 0, limit=2).json()
    assert [m["text"] for m in first["messages"]] == ["m0", "m1"] and first["next_after"] == 2
    rest = read(client, g, 0, after=first["next_after"], limit=10).json()
    assert [m["text"] for m in rest["messages"]] == ["m2", "m3", "m4", "private to 0"]
    assert rest["next_after"] is None
    assert [m["seq"] for m in rest["messages"]] == [3, 4, 5, 6]


def test_a_message_is_no_game_action(client, settings, r):
    g = create_full(client, 2)
    keys = Keys(settings.key_prefix)
    before = client.get(f"/games/{g['id']}")
    game_hash = r.hgetall(keys.game(g["id"]))
    actions = r.lrange(keys.actions(g["id"]), 0, -1)
    events = r.xlen(keys.events(g["id"]))
    seat = before.json()["waiting_for"][0]
    # whatever it says (here: an action as JSON), it changes nothing of the game
    assert post(client, g, seat, json.dumps({"type": "end_step"})).status_code == 201
    after = client.get(f"/games/{g['id']}")
    assert after.headers["etag"] == before.headers["etag"] == etag(g["version"])
    assert r.hgetall(keys.game(g["id"])) == game_hash
    assert r.lrange(keys.actions(g["id"]), 0, -1) == actions and r.xlen(keys.events(g["id"])) == events
    assert after.json() == before.json()
    assert r.xlen(keys.messages(g["id"])) == 1
    # the version a seat holds still writes: no CAS waited on the message
    legal = client.get(f"/games/{g['id']}/legal-actions", headers=auth(g["tokens"][seat])).json()["actions"]
    act = {"type": legal[0]["type"], "region": legal[0]["regions"][0]}
    res = client.post(f"/games/{g['id']}/actions", json=act,
                      headers={**auth(g["tokens"][seat]), "If-Match": etag(g["version"])})
    assert res.status_code == 201, res.text


BAD_TEXT = ["A\u0000B", "A\x1bB", "line\nbreak", "A\tB", "A\x7fB", "A\x85B", "A\ufffeB", "A\ufdd0B", "\u202eevil",
            "A\u2066B"]
# what the player-name rules refuse beyond the schema (server/service/names.py), per word in a message
LOOKALIKE_TEXT = ["attack \u0391chaia now", "hello w\u200borld", "go\u00a0north"]


@pytest.mark.parametrize("text", LOOKALIKE_TEXT)
def test_text_refused_for_lookalikes_and_invisible_characters_like_player_names(client, settings, r, text):
    g = create_full(client, 2)
    res = post(client, g, 0, text)
    assert res.status_code == 400 and res.json()["code"] == "invalid_text" and res.json()["field"] == "text", res.text
    assert r.xlen(Keys(settings.key_prefix).messages(g["id"])) == 0
    assert post(client, g, 0, "we hold the Μοριάς together").status_code == 201   # Greek words in a Latin line


@pytest.mark.parametrize("text", BAD_TEXT)
def test_text_refused_like_player_names(client, settings, r, text):
    g = create_full(client, 2)
    res = post(client, g, 0, text)
    assert res.status_code == 400 and res.json()["code"] == "invalid_text" and res.json()["field"] == "text", res.text
    assert r.xlen(Keys(settings.key_prefix).messages(g["id"])) == 0
    # the one rule: the name type refuses the same text
    import re
    assert re.fullmatch(PLAYER_NAME_PATTERN, text) is None and text_problem(text) is not None
    jr = client.post(f"/games/{create_full(client, 2)['id']}/players", json={"name": text[:40]})
    assert jr.status_code == 400 and jr.json()["field"] == "name", jr.text


def test_bad_input_names_the_field_and_stores_nothing(client, settings, r):
    g = create_full(client, 2)
    other = create_full(client, 2)
    k = Keys(settings.key_prefix).messages(g["id"])
    cases = [
        (post(client, g, 0, ""), 400, "invalid_request", "text"),
        (post(client, g, 0, "   "), 400, "empty_text", "text"),
        (post(client, g, 0, "x" * 501), 400, "invalid_request", "text"),
        (post(client, g, 0, "to me", to=0), 400, "message_to_self", "to_seat"),
        (post(client, g, 0, "to nobody", to=2), 400, "no_such_seat", "to_seat"),
        (post(client, g, 0, "to nobody", to=4), 400, "invalid_request", "to_seat"),
        (client.post(f"/games/{g['id']}/messages", json={"text": "spectator"}), 401, "unauthorized",
         "Authorization"),
        (client.post(f"/games/{g['id']}/messages", json={"text": "wrong game"}, headers=auth(other["tokens"][0])),
         403, "forbidden", "Authorization"),
        (client.post(f"/games/{g['id']}/messages", json={"text": "hi", "extra": 1}, headers=auth(g["tokens"][0])),
         400, "invalid_request", None),
    ]
    for res, status, code, field in cases:
        assert res.status_code == status, res.text
        p = res.json()
        assert p["code"] == code and (field is None or p["field"] == field), p
    assert r.xlen(k) == 0
    assert post(client, g, 0, "x" * 500).status_code == 201   # 500 characters is fine
    assert post(client, g, 0, "Μπουμπουλίνα 🇬🇷 <b>&amp;</b>").status_code == 201
    assert client.post("/games/0123456789abcdef/messages", json={"text": "hi"},
                       headers=auth(g["tokens"][0])).status_code in (403, 404)


def test_the_rate_is_counted_in_redis_so_two_api_processes_agree(settings, r):
    s = settings.with_(talk_per_minute=3)
    with TestClient(create_app(s)) as a, TestClient(create_app(s)) as b:
        g = create_full(a, 2)
        codes = [post(c, g, 0, f"m{i}").status_code for i, c in enumerate([a, b, a])]
        assert codes == [201, 201, 201]
        res = post(b, g, 0, "one too many")
        assert res.status_code == 429, res.text
        assert res.json()["code"] == "too_many_messages"
        assert 1 <= int(res.headers["retry-after"]) <= 60
        assert post(a, g, 0, "still too many").status_code == 429
        assert post(a, g, 1, "another seat has its own count").status_code == 201
        assert post(b, g, "host", "so has the host").status_code == 201
        assert r.xlen(Keys(s.key_prefix).messages(g["id"])) == 5
        assert [m["text"] for m in read(a, g, 1).json()["messages"]][-2:] == ["another seat has its own count",
                                                                               "so has the host"]


def test_long_poll_wakes_on_a_readable_message_only(client):
    g = create_full(client, 3)
    last = client.get(f"/games/{g['id']}/events").json()["last_seq"]

    def later(fn, delay):
        t = threading.Timer(delay, fn)
        t.start()
        return t

    # a private message between seats 0 and 1 does not end seat 2's wait
    t = later(lambda: post(client, g, 0, "between us", to=1), 0.3)
    t0 = time.monotonic()
    page = client.get(f"/games/{g['id']}/events", headers=auth(g["tokens"][2]),
                      params={"after": last, "wait": 1.5, "messages": "true"}).json()
    t.join()
    assert page["events"] == [] and time.monotonic() - t0 >= 1.2, page
    assert page["last_message"] == 1 and page["last_seq"] == last
    # a public one does: the wait ends with it (0.3 s), not at its 30 s end (a margin that
    # only a hang would use up)
    t = later(lambda: post(client, g, 0, "to all"), 0.3)
    t0 = time.monotonic()
    page = client.get(f"/games/{g['id']}/events", headers=auth(g["tokens"][2]),
                      params={"after": last, "wait": 30, "messages": "true", "messages_after": 1}).json()
    t.join()
    assert time.monotonic() - t0 < 25
    assert [e["type"] for e in page["events"]] == ["message"]
    assert page["events"][0]["message"]["text"] == "to all" and page["last_message"] == 2
    # seat 1 reads both; without messages=true the page is as before (no message, no last_message)
    page = client.get(f"/games/{g['id']}/events", headers=auth(g["tokens"][1]),
                      params={"after": last, "messages": "true"}).json()
    assert [e["message"]["text"] for e in page["events"]] == ["between us", "to all"]
    plain = client.get(f"/games/{g['id']}/events", params={"after": last}).json()
    assert plain == {"events": [], "last_seq": last}
    # spectators: 403 with the option off
    sp = client.get(f"/games/{g['id']}/events", params={"messages": "true"})
    assert sp.status_code == 403 and sp.json()["code"] == "messages_hidden"


def _frames(base, gid, token, headers=None, stop_after=None, timeout=10):
    frames, cur = [], {}
    with httpx.stream("GET", f"{base}/games/{gid}/events/stream", params={"messages": "true"},
                      headers={**auth(token), **(headers or {})}, timeout=timeout) as r:
        assert r.status_code == 200, r.read()
        for line in r.iter_lines():
            if line.startswith(":"):
                continue
            if line == "":
                if cur:
                    frames.append(cur)
                    if stop_after is not None and stop_after(frames):
                        return frames
                cur = {}
            else:
                k, _, v = line.partition(": ")
                cur[k] = v
    return frames


def test_the_stream_carries_the_talk_per_caller_and_resumes_after_it(server):
    base = server["base"]
    c = httpx.Client(base_url=base, timeout=10)
    created = c.post("/games", json={"seats": 3, "players": [{"name": n} for n in "ABC"]}).json()
    g = {"id": created["id"], "host": created["host_token"], "tokens": [p["token"] for p in created["players"]]}
    last = c.get(f"/games/{g['id']}/events").json()["last_seq"]
    post(c, g, 0, "public one")
    post(c, g, 0, "for seat 1", to=1)
    got = {}
    attached = {1: threading.Event(), 2: threading.Event()}

    def watch(seat):
        def texts(fs):
            return [d["message"]["text"] for d in (json.loads(f["data"]) for f in fs) if d.get("type") == "message"]

        def stop_after(fs):
            if "public one" in texts(fs):      # the backlog came: the stream is live (registered before it)
                attached[seat].set()
            return "live" in texts(fs)
        got[seat] = _frames(base, g["id"], g["tokens"][seat], stop_after=stop_after, timeout=60)

    threads = [threading.Thread(target=watch, args=(s,)) for s in (1, 2)]
    for t in threads:
        t.start()
    for s in (1, 2):                           # "live" is posted while both streams are open
        assert attached[s].wait(60), f"seat {s}'s stream never sent its backlog"
    post(c, g, 1, "live")
    for t in threads:
        t.join(60)
    seen = {s: [json.loads(f["data"])["message"]["text"] for f in fs if json.loads(f["data"])["type"] == "message"]
            for s, fs in got.items()}
    assert seen[1] == ["public one", "for seat 1", "live"]
    assert seen[2] == ["public one", "live"]
    ids = [f["id"] for f in got[2]]
    assert ids[-1] == f"{last}:3" and all(":" in i for i in ids)
    assert [json.loads(f["data"])["seq"] for f in got[2] if json.loads(f["data"])["type"] != "message"] == \
        list(range(1, last + 1))
    # resume after the last frame: only what came since
    post(c, g, 0, "after the reconnect")
    again = _frames(base, g["id"], g["tokens"][2], headers={"Last-Event-ID": ids[-1]}, stop_after=lambda fs: True)
    assert [json.loads(f["data"])["message"]["text"] for f in again] == ["after the reconnect"]
    assert again[0]["id"] == f"{last}:4"
    bad = c.get(f"/games/{g['id']}/events/stream", params={"messages": "true"},
                headers={"Last-Event-ID": "4:x", **auth(g["tokens"][0])})
    assert bad.status_code == 400 and bad.json()["field"] == "Last-Event-ID"
    sp = c.get(f"/games/{g['id']}/events/stream", params={"messages": "true"})
    assert sp.status_code == 403 and sp.json()["code"] == "messages_hidden"
    c.close()


def test_messages_keep_the_games_retention_and_go_into_its_record(settings, r):
    s = settings.with_(key_prefix=f"{settings.key_prefix}-talk{uuid.uuid4().hex[:6]}", finished_ttl_s=120)
    keys = Keys(s.key_prefix)
    try:
        with TestClient(create_app(s)) as c:
            g = create_full(c, 2)
            post(c, g, 0, "gl hf")
            post(c, g, 1, "secret plan", to=0)
            assert r.ttl(keys.messages(g["id"])) == -1, "a live game's talk has no TTL"
            assert c.get(f"/games/{g['id']}/record").json()["talk"] == []   # in play, spectator_talk off
            assert c.delete(f"/games/{g['id']}", headers={**auth(g["host"]), "If-Match": etag(g["version"])}
                            ).status_code == 200
            assert 0 < r.ttl(keys.messages(g["id"])) <= 120, "the talk expires with the game, not before"
            assert post(c, g, 0, "gg").status_code == 201   # after the end too, with the game's TTL
            assert 0 < r.ttl(keys.messages(g["id"])) <= 120
            everything = record_messages(r, keys, g["id"])
            assert [(m.seq, m.seat, m.to_seat, m.text) for m in everything] == \
                [(1, 0, None, "gl hf"), (2, 1, 0, "secret plan"), (3, 0, None, "gg")]
            assert [m.text for m in record_messages(r, keys, g["id"], public_only=True)] == ["gl hf", "gg"]
            rec = c.get(f"/games/{g['id']}/record").json()     # over: its public talk, never the private one
            assert [(m["seq"], m["text"]) for m in rec["talk"]] == [(1, "gl hf"), (3, "gg")]
    finally:
        for k in r.scan_iter(match=f"{s.key_prefix}:*", count=1000):
            r.delete(k)
