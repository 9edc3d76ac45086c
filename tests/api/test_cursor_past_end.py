"""A log cursor past the end of its log (``after``, ``messages_after``, ``Last-Event-ID``
beyond the last seq the log holds) is 400 ``cursor_past_end`` at once, naming the cursor in
``field`` and the log's last seq in ``last_seq``: on the game's long-poll and stream (with
and without the table talk, on the fan-out hub and without it) and on the account's.
Before, such a long-poll waited its whole ``wait`` and answered ``last_seq`` = the bogus
cursor, and such a stream waited for seqs the log already had, so it never told the game's
end and stayed open after a cancel. A cursor equal to the last seq is valid: it waits as
before."""

from __future__ import annotations

import dataclasses
import json
import threading
import time
import uuid

import httpx
import pytest
from litestar.testing import TestClient

from helpers import auth, create_full, etag
from server.app import create_app

AT_ONCE_S = 3.0
"""An answer "at once": far below the waits asked (20 s)."""


def _problem(r, field: str, last: int) -> dict:
    assert r.status_code == 400, (r.status_code, r.text)
    assert r.headers["content-type"].startswith("application/problem+json")
    p = r.json()
    assert p["code"] == "cursor_past_end" and p["type"] == "/docs/api/problems/cursor_past_end/", p
    assert p["field"] == field and p["last_seq"] == last, p
    assert f"{last}." in p["detail"], p          # the message says what the last seq is
    return p


def _last_seq(client, gid: str) -> int:
    page = client.get(f"/games/{gid}/events").json()
    return page["last_seq"]


@pytest.fixture(scope="module", params=["hub", "no_hub"])
def any_client(request, settings):
    """The in-process app on the fan-out hub (the default) and without it
    (``BATTLE1821_EVENT_FANOUT=0``: the waits block in ``XREAD``)."""
    s = settings if request.param == "hub" else dataclasses.replace(settings, event_fanout=False)
    with TestClient(create_app(s)) as c:
        yield c


def test_a_long_poll_past_the_end_is_refused_at_once(any_client):
    c = any_client
    g = create_full(c)
    last = _last_seq(c, g["id"])
    assert last > 0
    t0 = time.monotonic()
    r = c.get(f"/games/{g['id']}/events", params={"after": last + 1, "wait": 20})
    assert time.monotonic() - t0 < AT_ONCE_S
    _problem(r, "after", last)
    _problem(c.get(f"/games/{g['id']}/events", params={"after": 1 << 40}), "after", last)   # no wait either


def test_a_long_poll_at_the_end_waits_as_before(any_client):
    c = any_client
    g = create_full(c)
    last = _last_seq(c, g["id"])
    t0 = time.monotonic()
    r = c.get(f"/games/{g['id']}/events", params={"after": last, "wait": 1})
    assert time.monotonic() - t0 >= 0.9
    assert r.status_code == 200 and r.json() == {"events": [], "last_seq": last}
    # and it ends on the next event: the cancel
    got: dict = {}
    t = threading.Thread(target=lambda: got.update(r=c.get(f"/games/{g['id']}/events",
                                                           params={"after": last, "wait": 20})))
    t.start()
    time.sleep(0.3)
    assert c.delete(f"/games/{g['id']}", headers={**auth(g["host"]), "If-Match": "*"}).status_code == 200
    t.join(25)
    assert [e["type"] for e in got["r"].json()["events"]][-1] == "game_cancelled"


def test_a_stream_past_the_end_is_refused_at_once(any_client):
    c = any_client
    g = create_full(c)
    last = _last_seq(c, g["id"])
    url = f"/games/{g['id']}/events/stream"
    _problem(c.get(url, headers={"Last-Event-ID": str(last + 1)}), "Last-Event-ID", last)
    _problem(c.get(url, params={"after": last + 5}), "after", last)
    # ``after`` wins over the header: a valid ``after`` with a bogus header is no refusal
    assert c.get(url, params={"after": last + 5}, headers={"Last-Event-ID": "0"}).json()["field"] == "after"
    # a game that is over: past its end is refused too; at its end, 204 as before
    assert c.delete(f"/games/{g['id']}", headers={**auth(g["host"]), "If-Match": "*"}).status_code == 200
    end = _last_seq(c, g["id"])
    assert end > last
    _problem(c.get(url, headers={"Last-Event-ID": str(end + 1)}), "Last-Event-ID", end)
    r = c.get(url, headers={"Last-Event-ID": str(end)})
    assert r.status_code == 204 and r.content == b""
    _problem(c.get(f"/games/{g['id']}/events", params={"after": end + 1, "wait": 20}), "after", end)


def test_the_table_talk_cursor_past_the_end_is_refused(any_client):
    c = any_client
    g = create_full(c)
    last = _last_seq(c, g["id"])
    seat = auth(g["tokens"][0])
    for text in ("one", "two"):
        assert c.post(f"/games/{g['id']}/messages", json={"text": text}, headers=seat).status_code == 201
    events = f"/games/{g['id']}/events"
    t0 = time.monotonic()
    r = c.get(events, params={"after": last, "messages": True, "messages_after": 3, "wait": 20}, headers=seat)
    assert time.monotonic() - t0 < AT_ONCE_S
    _problem(r, "messages_after", 2)
    # the event cursor too, with the talk (and when the page has messages to give)
    _problem(c.get(events, params={"after": last + 1, "messages": True, "wait": 20}, headers=seat), "after", last)
    # a page with events but no new message still refuses a message cursor past the end
    _problem(c.get(events, params={"after": 0, "messages": True, "messages_after": 9}, headers=seat),
             "messages_after", 2)
    # at both ends: a valid empty wait
    t0 = time.monotonic()
    ok = c.get(events, params={"after": last, "messages": True, "messages_after": 2, "wait": 1}, headers=seat)
    assert time.monotonic() - t0 >= 0.9
    assert ok.status_code == 200 and ok.json() == {"events": [], "last_seq": last, "last_message": 2}
    stream = f"/games/{g['id']}/events/stream"
    _problem(c.get(stream, params={"messages": True}, headers={**seat, "Last-Event-ID": f"{last}:3"}),
             "Last-Event-ID", 2)
    _problem(c.get(stream, params={"messages": True, "messages_after": 5}, headers=seat), "messages_after", 2)
    _problem(c.get(stream, params={"messages": True}, headers={**seat, "Last-Event-ID": f"{last + 1}:2"}),
             "Last-Event-ID", last)


def test_the_plain_table_talk_read_past_the_end_is_refused(client):
    """``GET /games/{id}/messages?after=`` past the last message: 400 ``cursor_past_end``
    (``field`` ``after``, ``last_seq`` the last message's seq), as the events and the
    events' talk answer; it was an empty page (``next_after`` null), like a cursor at the
    end. ``seq`` counts every message, so the end is the same for every reader (a private
    message of others counts); at the end: an empty page as before."""
    g = create_full(client)
    seat0, seat1 = auth(g["tokens"][0]), auth(g["tokens"][1])
    talk = f"/games/{g['id']}/messages"
    _problem(client.get(talk, params={"after": 1}, headers=seat0), "after", 0)     # none yet
    assert client.post(talk, json={"text": "one"}, headers=seat0).status_code == 201
    assert client.post(talk, json={"text": "psst", "to_seat": 0}, headers=seat1).status_code == 201
    for who in (seat0, seat1, auth(g["host"])):
        _problem(client.get(talk, params={"after": 3}, headers=who), "after", 2)
        _problem(client.get(talk, params={"after": 1 << 40, "limit": 1}, headers=who), "after", 2)
        assert client.get(talk, params={"after": 2}, headers=who).json() == {"messages": [], "next_after": None}
    page = client.get(talk, params={"after": 0}, headers=auth(g["host"])).json()
    assert [m["seq"] for m in page["messages"]] == [1]      # the host does not read the private one
    assert client.get(talk, params={"after": 1, "limit": 1}, headers=seat0).json()["messages"][0]["seq"] == 2


def test_an_unknown_game_is_still_404(any_client):
    gid = uuid.uuid4().hex[:16]
    for path, params in ((f"/games/{gid}/events", {"after": 5, "wait": 1}),
                         (f"/games/{gid}/events/stream", {"after": 5})):
        r = any_client.get(path, params=params)
        assert r.status_code == 404 and r.json()["code"] == "game_not_found", r.text


def test_the_account_feed_past_the_end_is_refused_at_once(any_client):
    c = any_client
    acc = c.post("/accounts", json={"name": f"cur{uuid.uuid4().hex[:10]}"})
    assert acc.status_code == 201, acc.text
    key = auth(acc.json()["key"]["key"])
    t0 = time.monotonic()
    _problem(c.get("/account/events", params={"after": 1, "wait": 20}, headers=key), "after", 0)
    assert time.monotonic() - t0 < AT_ONCE_S
    _problem(c.get("/account/events/stream", params={"after": 3}, headers=key), "after", 0)
    _problem(c.get("/account/events/stream", headers={**key, "Last-Event-ID": "7"}), "Last-Event-ID", 0)
    t0 = time.monotonic()
    ok = c.get("/account/events", params={"after": 0, "wait": 0.5}, headers=key)
    assert time.monotonic() - t0 >= 0.4
    assert ok.json() == {"events": [], "last_seq": 0}


def test_the_repro_a_stream_past_the_end_answers_400_and_one_at_the_end_tells_the_cancel(server):
    """The newcomer's repro on a real server: ``curl -N -H 'Last-Event-ID: 100'`` on a new
    game's stream, then ``DELETE`` the game: the stream got nothing and stayed open. Now
    it is 400 at once; a stream from the last seq tells ``game_cancelled`` and closes."""
    base = server["base"]
    created = httpx.post(f"{base}/games", json={"seats": 2, "options": {"max_rounds": 10}}).json()
    gid = created["id"]
    last = httpx.get(f"{base}/games/{gid}/events").json()["last_seq"]
    assert last < 100
    t0 = time.monotonic()
    r = httpx.get(f"{base}/games/{gid}/events/stream", headers={"Last-Event-ID": "100"}, timeout=10)
    assert time.monotonic() - t0 < AT_ONCE_S
    _problem(r, "Last-Event-ID", last)

    frames: list[dict] = []
    opened = threading.Event()

    def follow() -> None:
        with httpx.stream("GET", f"{base}/games/{gid}/events/stream", headers={"Last-Event-ID": str(last)},
                          timeout=30) as s:
            assert s.status_code == 200
            opened.set()
            for line in s.iter_lines():
                if line.startswith("data: "):
                    frames.append(json.loads(line[6:]))

    t = threading.Thread(target=follow)
    t.start()
    assert opened.wait(10)
    version = httpx.get(f"{base}/games/{gid}").json()["version"]
    d = httpx.delete(f"{base}/games/{gid}", headers={**auth(created["host_token"]), "If-Match": etag(version)})
    assert d.status_code == 200, d.text
    t.join(20)
    assert not t.is_alive(), "the stream stayed open after the cancel"
    assert [f["type"] for f in frames] == ["game_cancelled"] and frames[0]["seq"] == last + 1
