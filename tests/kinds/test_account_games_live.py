"""Seats bound to accounts, end to end (issue 33) through a real API process and a real RQ
worker, with the tiny test kind: a game created and joined with account keys (the seat
tokens still issued and used), each seat knowing its account, one account refused a second
seat unless the host allows it, playing without an account unchanged, and the finished
rated game moving both accounts' ratings (as OpenSkill says for its ranking), their
leaderboard rows, histories and game lists; and a rated quick-play game (two matched seeks) rated the same way."""

from __future__ import annotations

import os
import time
import uuid
from pathlib import Path

import httpx
import pytest
import redis
from openskill.models import PlackettLuce

from forks import ForkStack
from support import delete_test_keys, server_env, test_redis_url

from server.config import Settings
from server.stack import CHECKOUT_PATH

KINDS_DIR = Path(__file__).resolve().parent
pytestmark = pytest.mark.timeout(240)


@pytest.fixture(scope="module")
def live(tmp_path_factory):
    """Processes of this module's own, not the shared live stack: they host the tiny kind,
    admitted by configuration (``BATTLE1821_KINDS``, ``tests/kinds`` on ``PYTHONPATH``),
    which would change the kinds and the spec every other test of the shared stack reads."""
    url = test_redis_url()
    tag = uuid.uuid4().hex[:8]
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=f"tac{tag}",
                        queue_name=f"tac-{tag}", log_level="WARNING")
    env = server_env(settings, BATTLE1821_KINDS="tiny=tinykind",
                     PYTHONPATH=os.pathsep.join([CHECKOUT_PATH, str(KINDS_DIR)]), BATTLE1821_WATCHDOG_SWEEP_S="1")
    r = redis.Redis.from_url(url)
    try:
        with ForkStack(tmp_path_factory.mktemp("accounts")) as st:
            st.worker(env)
            base = st.api(env)
            st.wait_http(base, "/ready", timeout=40)
            with httpx.Client(base_url=base, timeout=30) as c:
                yield c
    finally:
        delete_test_keys(r, f"{settings.key_prefix}:", settings.queue_name)
        r.close()


def _auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def _account(c, name: str, bot: bool = False) -> dict:
    r = c.post("/accounts", json={"name": f"{name} {uuid.uuid4().hex[:6]}", "bot": bot})
    assert r.status_code == 201, r.text
    return r.json()


def _wait(cond, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while True:
        got = cond()
        if got:
            return got
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.05)


def test_account_seats_and_a_rated_game_moves_both_ratings(live):
    c = live
    ann, bob = _account(c, "Ann"), _account(c, "Bob", bot=True)
    r = c.post("/games", json={"kind": "tiny", "seats": 2, "players": [{"name": "whatever"}], "account_seat": 0,
                               "rated": True, "options": {"max_rounds": 3}}, headers=_auth(ann["key"]["key"]))
    assert r.status_code == 201, r.text
    g = r.json()
    gid = g["id"]
    assert g["players"] == [{"seat": 0, "name": ann["account"]["name"], "token": g["players"][0]["token"],
                             "account": ann["account"]["id"]}]
    # the same account may not take the other seat; a seat token of the game is no account key
    again = c.post(f"/games/{gid}/players", json={"name": "x"},
                   headers={**_auth(ann["key"]["key"]), "If-Match": "*"})
    assert again.status_code == 409 and again.json()["code"] == "account_seated", again.text
    j = c.post(f"/games/{gid}/players", json={"name": "ignored"},
               headers={**_auth(bob["key"]["key"]), "If-Match": "*"})
    assert j.status_code == 201, j.text
    assert j.json()["account"] == bob["account"]["id"] and j.json()["name"] == bob["account"]["name"]
    tokens = {0: g["players"][0]["token"], 1: j.json()["token"]}
    seat1 = c.get(f"/games/{gid}/players/1").json()
    assert seat1["account"] == bob["account"]["id"] and seat1["taken"]

    def over():
        view = c.get(f"/games/{gid}").json()
        if view["status"] == "finished":
            return view
        if view["phase"] == "turns":
            v = view["version"]
            c.post(f"/games/{gid}/actions", json={"type": "advance", "by": 3 if view["turn"] == 0 else 1},
                   headers={**_auth(tokens[view["turn"]]), "If-Match": f'"{v}"'})
        return None
    final = _wait(over, 120, "the tiny game to finish")

    def rated():
        a = c.get(f"/accounts/{ann['account']['id']}").json()
        return a if a["ratings"] else None
    a = _wait(rated, 30, "the ratings")
    b = c.get(f"/accounts/{bob['account']['id']}").json()
    players = final["players"]
    keys = [(0 if i not in final["winners"] else 1, p["position"] + p["secret"], -i) for i, p in enumerate(players)]
    places = [1 + sum(1 for o in keys if o > k) for k in keys]
    m = PlackettLuce()
    want = m.rate([[m.rating()], [m.rating()]], ranks=[float(p) for p in places])
    for acc, w in zip((a, b), want):
        (rating,) = acc["ratings"]
        assert rating["kind"] == "tiny" and rating["games"] == 1
        assert rating["mu"] == pytest.approx(w[0].mu) and rating["sigma"] == pytest.approx(w[0].sigma)
    board = c.get("/leaderboards/tiny").json()
    assert {row["account"] for row in board["rows"]} == {ann["account"]["id"], bob["account"]["id"]}
    assert [row["rank"] for row in board["rows"]] == [1, 2]
    assert next(row for row in board["rows"] if row["account"] == bob["account"]["id"])["bot"] is True
    hist = c.get(f"/accounts/{ann['account']['id']}/ratings").json()
    assert hist["total"] == 1 and hist["changes"][0]["game_id"] == gid and hist["changes"][0]["rank"] == places[0]
    assert c.get(f"/accounts/{bob['account']['id']}/games").json()["games"] == [gid]


def test_same_account_seats_when_the_host_allows_and_playing_without_an_account(live):
    c = live
    ann = _account(c, "Solo")
    key = ann["key"]["key"]
    r = c.post("/games", json={"kind": "tiny", "seats": 3, "players": [{"name": "a"}], "account_seat": 0,
                               "same_account": True}, headers=_auth(key))
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    j = c.post(f"/games/{gid}/players", json={"name": "b"}, headers={**_auth(key), "If-Match": "*"})
    assert j.status_code == 201 and j.json()["account"] == ann["account"]["id"], j.text
    anon = c.post(f"/games/{gid}/players", json={"name": "Nobody"}, headers={"If-Match": "*"})
    assert anon.status_code == 201 and anon.json()["account"] is None and anon.json()["name"] == "Nobody"
    seats = [c.get(f"/games/{gid}/players/{s}").json()["account"] for s in range(3)]
    assert seats == [ann["account"]["id"], ann["account"]["id"], None]
    # a read-only key takes no seat; a revoked key neither
    reader = c.post("/account/keys", json={"label": "r", "scopes": ["read"]}, headers=_auth(key)).json()
    g2 = c.post("/games", json={"kind": "tiny", "seats": 2}).json()
    refused = c.post(f"/games/{g2['id']}/players", json={"name": "r"},
                     headers={**_auth(reader["key"]), "If-Match": "*"})
    assert refused.status_code == 403 and refused.json()["code"] == "insufficient_scope"
    assert c.delete(f"/account/keys/{ann['key']['id']}", headers=_auth(key)).status_code == 204
    gone = c.post(f"/games/{g2['id']}/players", json={"name": "r"}, headers={**_auth(key), "If-Match": "*"})
    assert gone.status_code == 401
    # account_seat without an account key, or on a bot's seat
    bad = c.post("/games", json={"kind": "tiny", "seats": 2, "players": [{"name": "a"}], "account_seat": 0})
    assert bad.status_code == 401, bad.text


def _sse(base: str, key: str, out: list, after: int | None = None):
    import json
    import threading

    def run():
        headers = _auth(key) if after is None else {**_auth(key), "Last-Event-ID": str(after)}
        with httpx.Client(base_url=base, timeout=httpx.Timeout(60, read=60)) as c:
            with c.stream("GET", "/account/events/stream", headers=headers) as s:
                out.append(("status", s.status_code))
                for line in s.iter_lines():
                    if line.startswith("data:"):
                        out.append(json.loads(line[5:]))
                        if out[-1]["type"] == "game_ended":
                            return
    t = threading.Thread(target=run, daemon=True)
    t.start()
    return t


def test_the_account_event_stream_tells_started_turns_and_end_across_processes(live):
    c = live
    base = str(c.base_url)
    ann, bob = _account(c, "Eve"), _account(c, "Max", bot=True)
    ak, bk = ann["key"]["key"], bob["key"]["key"]
    no_read = c.post("/account/keys", json={"label": "p", "scopes": ["play"]}, headers=_auth(ak)).json()["key"]
    r = c.get("/account/events", headers=_auth(no_read))
    assert r.status_code == 403 and r.json()["code"] == "insufficient_scope"
    assert c.get("/account/events").status_code == 401
    bob_events: list = []
    stream = _sse(base, bk, bob_events)
    _wait(lambda: bob_events, 10, "the stream to open")
    assert bob_events[0] == ("status", 200)
    g = c.post("/games", json={"kind": "tiny", "seats": 2, "players": [{"name": "a"}], "account_seat": 0,
                               "options": {"max_rounds": 2}}, headers=_auth(ak)).json()
    gid = g["id"]
    tokens = {0: g["players"][0]["token"]}
    # a long-poll waiting for the first event of Ann's account ends when Bob's join starts the game
    import threading
    got: dict = {}
    t = threading.Thread(target=lambda: got.update(r=c.get("/account/events", params={"wait": 20},
                                                           headers=_auth(ak))), daemon=True)
    t.start()
    time.sleep(0.5)
    j = c.post(f"/games/{gid}/players", json={"name": "b"}, headers={**_auth(bk), "If-Match": "*"}).json()
    tokens[1] = j["token"]
    t.join(20)
    page = got["r"].json()
    assert page["events"][0]["type"] == "game_started" and page["events"][0]["game_id"] == gid
    assert page["events"][0]["seat"] == 0 and page["last_seq"] == page["events"][-1]["seq"]

    def over():
        view = c.get(f"/games/{gid}").json()
        if view["status"] == "finished":
            return view
        if view["phase"] == "turns":
            c.post(f"/games/{gid}/actions", json={"type": "advance", "by": 2},
                   headers={**_auth(tokens[view["turn"]]), "If-Match": f'"{view["version"]}"'})
        return None
    _wait(over, 120, "the game to finish")
    stream.join(30)
    types = [e["type"] for e in bob_events[1:]]
    assert types[0] == "game_started" and types[-1] == "game_ended" and "your_turn" in types, types
    assert all(e["game_id"] == gid and e["seat"] == 1 for e in bob_events[1:])
    assert [e["seq"] for e in bob_events[1:]] == list(range(1, len(bob_events)))      # gap-free, in order
    # resumable: the page after the first event, and a stream resumed with Last-Event-ID
    rest = c.get("/account/events", params={"after": 1}, headers=_auth(bk)).json()["events"]
    assert rest == bob_events[2:]
    again: list = []
    _sse(base, bk, again, after=len(bob_events) - 2).join(30)
    assert [e["seq"] for e in again[1:]] == [len(bob_events) - 1]


def test_challenges_hold_seats_for_the_invited_and_start_when_all_accepted(live):
    c = live
    ann, bob, cat = _account(c, "Host"), _account(c, "Guest"), _account(c, "Other", bot=True)
    ak, bk, ck = ann["key"]["key"], bob["key"]["key"], cat["key"]["key"]
    r = c.post("/challenges", json={"kind": "tiny", "accounts": [bob["account"]["id"], cat["account"]["id"]],
                                    "rated": True}, headers=_auth(ak))
    assert r.status_code == 201, r.text
    ch = r.json()
    assert ch["status"] == "pending" and [i["seat"] for i in ch["invites"]] == [1, 2]
    gid = ch["game_id"]
    seats = c.get(f"/games/{gid}/players").json()
    assert [s["account"] for s in seats] == [ann["account"]["id"], None, None]
    # the held seats are nobody else's, not even an account's that was not invited
    anon = c.post(f"/games/{gid}/players", json={"name": "x"}, headers={"If-Match": "*"})
    assert anon.status_code == 409 and anon.json()["code"] == "game_full", anon.text
    assert c.post(f"/challenges/{ch['id']}/accept", headers=_auth(ak)).status_code == 403
    ev = c.get("/account/events", headers=_auth(bk)).json()["events"]
    assert [(e["type"], e["game_id"], e["seat"], e["data"]["challenge_id"]) for e in ev] == \
        [("challenge", gid, 1, ch["id"])]
    acc = c.post(f"/challenges/{ch['id']}/accept", headers=_auth(bk))
    assert acc.status_code == 201 and acc.json()["seat"] == 1 and acc.json()["token"], acc.text
    assert c.post(f"/challenges/{ch['id']}/accept", headers=_auth(bk)).json()["code"] == "challenge_answered"
    assert c.get(f"/games/{gid}").json()["status"] == "lobby"        # seat 2 still waits for its invitee
    assert c.post(f"/challenges/{ch['id']}/accept", headers=_auth(ck)).status_code == 201
    assert c.get(f"/challenges/{ch['id']}").json()["status"] == "accepted"
    assert c.get(f"/games/{gid}").json()["status"] != "lobby"
    started = [e["type"] for e in c.get("/account/events", headers=_auth(bk)).json()["events"]]
    assert started[:2] == ["challenge", "game_started"]

    # a declined challenge tells the challenger
    r = c.post("/challenges", json={"kind": "tiny", "accounts": [bob["account"]["id"]]}, headers=_auth(ak)).json()
    d = c.post(f"/challenges/{r['id']}/decline", headers=_auth(bk))
    assert d.status_code == 200 and d.json()["status"] == "declined", d.text
    mine = c.get("/account/events", headers=_auth(ak)).json()["events"]
    assert mine[-1]["type"] == "challenge_declined" and mine[-1]["data"]["challenge_id"] == r["id"]
    assert c.delete(f"/games/{r['game_id']}", headers={**_auth(r["host_token"]), "If-Match": "*"}).status_code == 200
    bad = c.post("/challenges", json={"kind": "tiny", "accounts": [ann["account"]["id"]]}, headers=_auth(ak))
    assert bad.status_code == 400 and bad.json()["field"] == "accounts"
    assert c.get("/challenges/ch_0000000000000000").json()["code"] == "challenge_not_found"


def test_a_rated_quick_play_game_moves_both_ratings(live):
    """Quick play (issue 33): two accounts' rated seeks of the tiny kind are matched into a
    game the API process makes at once; played to its end with the seats' tokens (read
    from the seeks), the worker rates it like any rated game: both ratings move as
    OpenSkill says, each account's history names the game."""
    c = live
    ann, bot = _account(c, "Seeker"), _account(c, "SeekBot", bot=True)
    body = {"kind": "tiny", "seats": 2, "rated": True, "options": {"max_rounds": 3},
            "clock": {"initial_s": 3600, "increment_s": 5}}
    first = c.post("/seeks", json=body, headers=_auth(ann["key"]["key"]))
    assert first.status_code == 201 and first.json()["status"] == "waiting", first.text
    second = c.post("/seeks", json=body, headers=_auth(bot["key"]["key"])).json()
    assert second["status"] == "matched", second
    gid = second["game_id"]
    one = c.get(f"/seeks/{first.json()['id']}", headers=_auth(ann["key"]["key"])).json()
    tokens = {one["seat"]: one["token"], second["seat"]: second["token"]}
    accounts = {one["seat"]: ann["account"]["id"], second["seat"]: bot["account"]["id"]}
    assert len(c.get(f"/games/{gid}").json()["clocks"]) == 2          # the seek's clock runs in its game

    def over():
        view = c.get(f"/games/{gid}").json()
        if view["status"] == "finished":
            return view
        if view["phase"] == "turns":
            c.post(f"/games/{gid}/actions", json={"type": "advance", "by": 3 if view["turn"] == 0 else 1},
                   headers={**_auth(tokens[view["turn"]]), "If-Match": f'"{view["version"]}"'})
        return None
    final = _wait(over, 120, "the quick-play game to finish")

    def rated():
        got = [c.get(f"/accounts/{accounts[s]}").json() for s in (0, 1)]
        return got if all(a["ratings"] for a in got) else None
    got = _wait(rated, 60, "both ratings")
    players = final["players"]
    keys = [(0 if i not in final["winners"] else 1, p["position"] + p["secret"], -i) for i, p in enumerate(players)]
    places = [1 + sum(1 for o in keys if o > k) for k in keys]
    m = PlackettLuce()
    want = m.rate([[m.rating()], [m.rating()]], ranks=[float(p) for p in places])
    for seat, acc in enumerate(got):
        (rating,) = acc["ratings"]
        assert rating["kind"] == "tiny" and rating["games"] == 1
        assert rating["mu"] == pytest.approx(want[seat][0].mu) and rating["sigma"] == pytest.approx(want[seat][0].sigma)
        hist = c.get(f"/accounts/{accounts[seat]}/ratings").json()
        assert hist["changes"][0]["game_id"] == gid and hist["changes"][0]["rank"] == places[seat]
