"""Cancelling a game: ``DELETE /games/{id}`` emits a ``game_cancelled`` event
(open SSE streams and long-polls learn it at once), the game reads ``status:
cancelled`` everywhere, nobody is waited on, no legal actions, and every write
afterwards is 409 ``game_cancelled`` (before any If-Match check)."""

from __future__ import annotations

import json
import threading
import uuid

import httpx
from helpers import auth, create_full, etag, game, request_span, wait_watchers, waiting_seat, watchers


def _cancel(client, g, version):
    r = client.delete(f"/games/{g['id']}", headers={**auth(g["host"]), "If-Match": etag(version)})
    assert r.status_code == 200, r.text
    return r.json()["version"]


def test_cancel_emits_game_cancelled_and_status_reads_cancelled(client):
    g = create_full(client, 3)
    seat, v = waiting_seat(client, g)
    assert v["status"] == "setup"
    last = client.get(f"/games/{g['id']}/events").json()["last_seq"]
    version = _cancel(client, g, v["version"])
    evs = client.get(f"/games/{g['id']}/events", params={"after": last}).json()["events"]
    assert [e["type"] for e in evs] == ["game_cancelled"]
    assert evs[0]["version"] == version and evs[0]["previous_status"] == "setup"
    for tok in (None, g["tokens"][seat]):
        view = game(client, g["id"], tok)
        assert view["status"] == "cancelled" and view["cancelled"] is True
        assert view["waiting_for"] == [] and view["version"] == version
    listed = client.get("/games", params={"status": "cancelled", "limit": 200}).json()["games"]
    assert g["id"] in [x["id"] for x in listed]
    r = client.get(f"/games/{g['id']}/legal-actions", headers=auth(g["tokens"][seat]))
    assert r.status_code == 200 and r.json()["actions"] == []
    assert "game_cancelled" in client.get("/rules").json()["event_types"]


def test_writes_to_a_cancelled_game_are_409_game_cancelled(client):
    r = client.post("/games", json={"seats": 2, "players": [{"name": "A"}]})
    g = {"id": r.json()["id"], "host": r.json()["host_token"], "tokens": [r.json()["players"][0]["token"]]}
    version = _cancel(client, g, 1)
    for if_match in (etag(version), etag(1), None):
        h = {"If-Match": if_match} if if_match else {}
        r = client.post(f"/games/{g['id']}/players", json={"name": "B"}, headers=h)
        assert r.status_code == 409 and r.json()["code"] == "game_cancelled", r.text
        r = client.post(f"/games/{g['id']}/actions", json={"type": "end_step"},
                        headers={**auth(g["tokens"][0]), **h})
        assert r.status_code == 409 and r.json()["code"] == "game_cancelled", r.text
        r = client.delete(f"/games/{g['id']}", headers={**auth(g["host"]), **h})
        assert r.status_code == 409 and r.json()["code"] == "game_cancelled", r.text
    assert game(client, g["id"])["status"] == "cancelled"


def test_cancel_wakes_open_sse_streams_and_long_polls(server):
    """The long-poll and the stream reached the server before the cancel did (their request
    log lines) and both told ``game_cancelled`` long before the poll's 20 s wait."""
    base = server["base"]
    r = httpx.post(f"{base}/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]})
    g = {"id": r.json()["id"], "host": r.json()["host_token"]}
    page = httpx.get(f"{base}/games/{g['id']}/events").json()
    last = page["last_seq"]
    version = httpx.get(f"{base}/games/{g['id']}").json()["version"]
    rid = uuid.uuid4().hex
    got: dict = {}

    def poll():
        got["poll"] = httpx.get(f"{base}/games/{g['id']}/events", params={"after": last, "wait": 20},
                                timeout=30, headers={"X-Request-ID": f"poll-{rid}"}).json()

    def sse():
        with httpx.stream("GET", f"{base}/games/{g['id']}/events/stream", params={"after": last},
                          timeout=30, headers={"X-Request-ID": f"sse-{rid}"}) as resp:
            for line in resp.iter_lines():
                if line.startswith("data:"):
                    got["sse"] = json.loads(line[5:])
                    return

    before = watchers(base)
    threads = [threading.Thread(target=poll), threading.Thread(target=sse)]
    for t in threads:
        t.start()
    wait_watchers(base, before, {"long_poll": 1, "sse": 1})   # both wait at the server; the log lines check it too
    r = httpx.delete(f"{base}/games/{g['id']}",
                     headers={**auth(g["host"]), "If-Match": etag(version), "X-Request-ID": f"cancel-{rid}"})
    assert r.status_code == 200, r.text
    for t in threads:
        t.join(15)
    assert got["poll"]["events"][0]["type"] == "game_cancelled"
    assert got["sse"]["type"] == "game_cancelled" and got["sse"]["version"] == version + 1
    cancel_in, _ = request_span(server["log"], f"cancel-{rid}")
    for watcher in ("poll", "sse"):
        came, went = request_span(server["log"], f"{watcher}-{rid}")
        assert came < cancel_in, f"the {watcher} reached the server after the cancel: nothing to wake up"
        assert went >= cancel_in and went - came < 10, (watcher, came, went, cancel_in)


def test_a_cancelled_ottomans_game_reads_cancelled(client):
    """``GET /games/{id}`` of a cancelled Ottomans game was 500 (the cancelled view cleared
    1821's ``active_seat``, which the kind's view has not): it reads cancelled, nothing asked."""
    r = client.post("/games", json={"kind": "ottomans", "seats": 2, "players": [{"name": "A"}, {"name": "B"}]})
    assert r.status_code == 201, r.text
    g = {"id": r.json()["id"], "host": r.json()["host_token"], "tokens": [p["token"] for p in r.json()["players"]]}
    v = game(client, g["id"])
    assert v["status"] == "setup" and v["waiting_for"]
    version = _cancel(client, g, v["version"])
    for tok in (None, g["host"], *g["tokens"]):
        r = client.get(f"/games/{g['id']}", headers=auth(tok) if tok else {})
        assert r.status_code == 200, r.text
        view = r.json()
        assert view["status"] == "cancelled" and view["cancelled"] is True and view["version"] == version
        assert view["waiting_for"] == [] and view["decision"] is None and view["reaction"] is None
        assert view["reaction_window"] is None
    r = client.get(f"/games/{g['id']}", params={"at": version - 1})
    assert r.status_code == 200 and r.json()["status"] == "setup"
