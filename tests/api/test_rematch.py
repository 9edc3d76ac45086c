"""``POST/GET /games/{game_id}/rematch`` (real Redis): only after the end, by the host;
the same rematch on every call; seats reserved for the old players, who get their new
tokens through their old ones; the same options, a fresh seed; both games linked."""

from __future__ import annotations

from helpers import auth, etag, game

ENDS_AT_ONCE = {
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 10}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 1}},
    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
    "round": 3, "phase": "greek", "step": "attack", "active_seat": 0,
}
OPTIONS = {"max_rounds": 7, "decision_timeout_s": 45}


def _rematch(client, gid, token=None):
    return client.post(f"/games/{gid}/rematch", headers=auth(token) if token else {})


def _finished_game(client) -> dict:
    r = client.post("/games", json={"position": ENDS_AT_ONCE, "options": OPTIONS,
                                    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}]})
    assert r.status_code == 201, r.text
    c = r.json()
    g = {"id": c["id"], "host": c["host_token"], "tokens": [p["token"] for p in c["players"]]}
    v = game(client, g["id"])["version"]
    # not over yet: no rematch
    r = _rematch(client, g["id"], g["host"])
    assert r.status_code == 409 and r.json()["code"] == "game_not_over", r.text
    r = client.post(f"/games/{g['id']}/actions", json={"type": "attack", "from": "achaia", "to": "corinthia",
                                                        "infantry": 9},
                    headers={**auth(g["tokens"][0]), "If-Match": etag(v)})
    assert r.status_code == 201, r.text
    assert game(client, g["id"])["status"] == "finished"   # the last Ottoman fell (R26)
    return g


def test_rematch_links_both_games_and_seats_the_same_players(client):
    g = _finished_game(client)
    old_id = g["id"]
    old = game(client, old_id)
    assert "rematch" not in old and "rematch_of" not in old     # absent until there is one (omitted defaults)
    assert client.get(f"/games/{old_id}/rematch").status_code == 404
    r = _rematch(client, old_id, g["tokens"][0])                  # a player cannot start it
    assert r.status_code == 409 and r.json()["code"] == "no_rematch"
    assert _rematch(client, old_id).status_code == 401

    r = _rematch(client, old_id, g["host"])
    assert r.status_code == 201, r.text
    m = r.json()
    new_id = m["id"]
    assert r.headers["location"] == f"/games/{new_id}" and r.headers["etag"] == etag(m["version"])
    assert m["rematch_of"] == old_id and m["status"] == "lobby" and m["reserved"] == [0, 1]
    assert m["host_token"] and m["token"] is None
    # idempotent: the same rematch, the same host token
    again = _rematch(client, old_id, g["host"])
    assert again.status_code == 200 and again.json() == m and again.headers["location"] == f"/games/{new_id}"

    # linked both ways; same seats, names and options; a fresh seed
    old, new = game(client, old_id), game(client, new_id)
    assert old["rematch"] == new_id and new["rematch_of"] == old_id and "rematch" not in new
    assert new["options"] == old["options"] == OPTIONS
    assert [p["name"] for p in new["players"]] == ["Kolokotronis", "Bouboulina"]
    assert new["seed_sha256"] != old["seed_sha256"] and new["from_position"] is False
    assert [(s["taken"], s["reserved"]) for s in new["seats"]] == [(False, True), (False, True)]
    # reserved seats: nobody else can join
    r = client.post(f"/games/{new_id}/players", json={"name": "Stranger"},
                    headers={"If-Match": etag(new["version"])})
    assert r.status_code == 409 and r.json()["code"] == "game_full", r.text
    listed = [x for x in client.get("/games?status=lobby&limit=200").json()["games"] if x["id"] == new_id]
    assert listed and listed[0]["open_seats"] == 0                  # not listed as open

    # each player gets its new token through its old one, the same on every call
    r0 = _rematch(client, old_id, g["tokens"][0])
    assert r0.status_code == 200, r0.text
    t0 = r0.json()["token"]
    assert r0.json()["seat"] == 0 and t0.startswith(f"{new_id}.0.") and r0.json()["reserved"] == [1]
    assert _rematch(client, old_id, g["tokens"][0]).json()["token"] == t0
    assert game(client, new_id)["status"] == "lobby"
    assert client.get(f"/games/{old_id}/rematch").json()["reserved"] == [1]
    r1 = _rematch(client, old_id, g["tokens"][1])
    assert r1.status_code == 200 and r1.json()["seat"] == 1 and r1.json()["reserved"] == []
    t1 = r1.json()["token"]
    new = game(client, new_id, t0)
    assert new["status"] == "setup" and new["your_seat"] == 0       # every seat taken: setup ran
    assert client.get(f"/games/{new_id}", headers=auth(t1)).json()["your_seat"] == 1
    seat = new["waiting_for"][0]
    acts = client.get(f"/games/{new_id}/legal-actions", headers=auth([t0, t1][seat])).json()["actions"]
    assert acts[0]["type"] == "place_start"
    # the new host token is the new game's host: it is not over, so no rematch of it yet
    r = _rematch(client, new_id, m["host_token"])
    assert r.status_code == 409 and r.json()["code"] == "game_not_over"
    # old tokens do not work in the new game, new ones not in the old
    assert client.get(f"/games/{new_id}/legal-actions", headers=auth(g["tokens"][0])).status_code == 403
    assert _rematch(client, old_id, t0).status_code == 403


def test_rematch_refuses_a_cancelled_game_and_a_game_in_play(client):
    r = client.post("/games", json={"seats": 2})
    c = r.json()
    assert _rematch(client, c["id"], c["host_token"]).json()["code"] == "game_not_over"
    v = game(client, c["id"])["version"]
    assert client.delete(f"/games/{c['id']}", headers={**auth(c["host_token"]), "If-Match": etag(v)}).status_code == 200
    r = _rematch(client, c["id"], c["host_token"])
    assert r.status_code == 409 and r.json()["code"] == "game_cancelled"


def test_the_codes_are_in_the_problem_table():
    from server.api.problems import CODES
    assert {"game_not_over", "no_rematch", "rematch_not_found"} <= set(CODES)


def test_a_computer_seat_stays_a_computer_seat_and_the_clocks_come_back(client):
    """A rematch's computer seat is the same server bot's, not a seat reserved for a player
    nobody is (no token of it exists: the rematch waited in the lobby for ever); its clocks
    start afresh from the options (the rematch had none). Found by break26."""
    options = {**OPTIONS, "clock": {"initial_s": 600, "increment_s": 5}}
    r = client.post("/games", json={"position": ENDS_AT_ONCE, "options": options,
                                    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina", "bot": "random"}]})
    assert r.status_code == 201, r.text
    c = r.json()
    gid, host, t0 = c["id"], c["host_token"], c["players"][0]["token"]
    assert [s["seat"] for s in c["computer_seats"]] == [1]
    r = client.post(f"/games/{gid}/actions", json={"type": "attack", "from": "achaia", "to": "corinthia", "infantry": 9},
                    headers={**auth(t0), "If-Match": etag(game(client, gid)["version"])})
    assert r.status_code == 201 and game(client, gid)["status"] == "finished", r.text

    r = _rematch(client, gid, host)
    assert r.status_code == 201, r.text
    m = r.json()
    assert m["reserved"] == [0] and m["status"] == "lobby", m
    seats = client.get(f"/games/{m['id']}/players").json()
    assert [(s["kind"], s["bot"], s["taken"], s["reserved"]) for s in seats] == [
        ("human", None, False, True), ("bot", "random", True, False)], seats
    new = game(client, m["id"])
    assert [k["remaining_ms"] for k in new["clocks"]] == [600_000, 600_000], new.get("clocks")

    r = _rematch(client, gid, t0)                                # the one human takes the seat: setup runs
    assert r.status_code == 200 and r.json()["reserved"] == [], r.text
    assert game(client, m["id"])["status"] == "setup"


def test_a_rematch_of_computer_seats_only_starts_at_once_and_is_played(server):
    """Every seat a server bot's: the rematch has nobody to wait for, so it starts at once
    and the bots play it to its end on the live stack's workers (it waited in the lobby for
    ever, every seat reserved for a player nobody is). Found by break26."""
    import time

    import httpx

    base = server["base"]
    with httpx.Client(base_url=base, timeout=30) as http:
        r = http.post("/games", json={"seats": 2, "options": {"max_rounds": 1},
                                      "players": [{"name": "A", "bot": "random"}, {"name": "B", "bot": "random"}]})
        assert r.status_code == 201, r.text
        gid, host = r.json()["id"], r.json()["host_token"]

        def finished(game_id: str) -> dict:
            deadline = time.monotonic() + 90
            while True:
                view = http.get(f"/games/{game_id}").json()
                if view["status"] == "finished" or time.monotonic() > deadline:
                    return view
                time.sleep(0.2)

        assert finished(gid)["status"] == "finished"
        r = http.post(f"/games/{gid}/rematch", headers=auth(host))
        assert r.status_code == 201, r.text
        m = r.json()
        assert m["reserved"] == [] and m["status"] != "lobby", m
        seats = http.get(f"/games/{m['id']}/players").json()
        assert [(s["kind"], s["bot"]) for s in seats] == [("bot", "random")] * 2, seats
        view = finished(m["id"])
        assert view["status"] == "finished" and view["rematch_of"] == gid, (view["status"], view["version"])
        for at in (1, 2, view["version"]):                     # its record replays, once archived too
            r = http.get(f"/games/{m['id']}?at={at}")
            assert r.status_code == 200, (at, r.text)


def test_a_rematch_replays_at_every_version(client):
    """A rematch's record is a created game's: its rules version (it was ``unrecorded``, so
    ``?at=`` answered 409 ``not_replayable`` at every past version) and each reserved
    seat's take as a join (a replay ran setup at version 1). Found by break26."""
    from gamekinds.battle1821.version import RULES_VERSION

    g = _finished_game(client)
    new_id = _rematch(client, g["id"], g["host"]).json()["id"]
    new_tokens = [_rematch(client, g["id"], t).json()["token"] for t in g["tokens"]]
    view = game(client, new_id)
    seat = view["waiting_for"][0]
    region = client.get(f"/games/{new_id}/legal-actions", headers=auth(new_tokens[seat])).json()["actions"][0]["regions"][0]
    r = client.post(f"/games/{new_id}/actions", json={"type": "place_start", "region": region},
                    headers={**auth(new_tokens[seat]), "If-Match": etag(view["version"])})
    assert r.status_code == 201, r.text
    now = game(client, new_id)
    for at in range(1, now["version"] + 1):
        past = client.get(f"/games/{new_id}?at={at}")
        assert past.status_code == 200, (at, past.text)
        assert past.json()["status"] == ("lobby" if at < 3 else "setup"), (at, past.json()["status"])
    assert client.get(f"/games/{new_id}?at={now['version']}").json()["players"] == now["players"]
    rec = client.get(f"/games/{new_id}/record").json()
    assert rec["rules"] == RULES_VERSION
    assert [(j["seat"], j["version"]) for j in rec["joins"]] == [(0, 2), (1, 3)]



def _accounts_game(client, key, rated, other_key=None) -> dict:
    """A game of ``ENDS_AT_ONCE`` whose seat 0 the account of ``key`` holds (and seat 1
    ``other_key``'s, joining), finished by seat 0's attack."""
    players = [{"name": "x"}] if other_key else [{"name": "x"}, {"name": "y"}]
    r = client.post("/games", json={"position": ENDS_AT_ONCE, "options": OPTIONS, "rated": rated, "account_seat": 0,
                                    "players": players}, headers=auth(key))
    assert r.status_code == 201, r.text
    c = r.json()
    g = {"id": c["id"], "host": c["host_token"], "tokens": [p["token"] for p in c["players"]]}
    if other_key:
        j = client.post(f"/games/{g['id']}/players", json={"name": "y"}, headers={**auth(other_key), "If-Match": "*"})
        assert j.status_code == 201, j.text
        g["tokens"].append(j.json()["token"])
    r = client.post(f"/games/{g['id']}/actions", json={"type": "attack", "from": "achaia", "to": "corinthia",
                                                        "infantry": 9},
                    headers={**auth(g["tokens"][0]), "If-Match": etag(game(client, g["id"])["version"])})
    assert r.status_code == 201 and game(client, g["id"])["status"] == "finished", r.text
    return g


def test_a_rematch_keeps_each_seats_account_and_is_rated_as_the_first(client, sync_store):
    """The rematch of a rated game between two accounts had no accounts and was never rated:
    its seats were taken back with the old seat tokens but held by nobody, so the finished
    rematch moved no rating and was in neither account's games. Now each seat keeps its
    account (the same player takes it back), the rematch is rated exactly when the first
    game was, it is in each account's games, and each account is told its start."""
    import uuid

    def account():
        r = client.post("/accounts", json={"name": f"rm{uuid.uuid4().hex[:10]}"})
        assert r.status_code == 201, r.text
        return r.json()["account"]["id"], r.json()["key"]["key"]

    (ann, ann_key), (bob, bob_key) = account(), account()
    g = _accounts_game(client, ann_key, True, bob_key)
    first = sync_store.load(g["id"]).meta
    assert first.accounts == [ann, bob] and first.rated is True

    r = _rematch(client, g["id"], g["host"])
    assert r.status_code == 201, r.text
    new_id = r.json()["id"]
    new = sync_store.load(new_id).meta
    assert new.accounts == [ann, bob] and new.rated is True
    assert [s.get("account") for s in game(client, new_id)["seats"]] == [ann, bob]
    for aid in (ann, bob):
        assert new_id in client.get(f"/accounts/{aid}/games").json()["games"], aid
    for seat in (0, 1):
        assert _rematch(client, g["id"], g["tokens"][seat]).status_code == 200
    assert game(client, new_id)["status"] != "lobby"
    for seat, key in enumerate((ann_key, bob_key)):
        told = [e for e in client.get("/account/events", headers=auth(key)).json()["events"]
                if e["game_id"] == new_id]
        assert [e["type"] for e in told][:1] == ["game_started"] and told[0]["seat"] == seat, told

    # an unrated first game: an unrated rematch, its account kept
    u = _accounts_game(client, bob_key, False)
    again = _rematch(client, u["id"], u["host"]).json()["id"]
    m = sync_store.load(again).meta
    assert m.rated is False and m.accounts == [bob, None]
