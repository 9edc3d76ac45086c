"""HTTP semantics of the API against a real Redis: every status code the API promises
(201, 200, 400/422, 401, 403, 404, 409 with the rule's code, 412, 428), ETag/If-Match,
Idempotency-Key, problem+json, positions, phases."""

from __future__ import annotations

import time

from helpers import act, auth, create_full, etag, game, legal, waiting_seat

PROBLEM = "application/problem+json"


def _problem(r, status: int, code: str, ruling: str | None = None, field: str | None = None) -> dict:
    """Assert ``r`` is the problem+json of ``status`` with exactly this ``code`` (and, when
    given, exactly this ``ruling`` / ``field``)."""
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith(PROBLEM), r.headers
    body = r.json()
    assert body["status"] == status and body["title"] and body["detail"]
    assert body["code"] == code, body
    if ruling is not None:
        assert body["ruling"] == ruling, body
    if field is not None:
        assert body["field"] == field, body
        assert [e["key"] for e in body["errors"]] == [field], body
    return body


def test_create_201_with_location_tokens_and_seed_commitment(client):
    r = client.post("/games", json={"seats": 4, "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
                                    "options": {"max_rounds": 30}})
    assert r.status_code == 201
    g = r.json()
    assert r.headers["location"] == f"/games/{g['id']}"
    assert r.headers["etag"] == etag(g["version"])
    assert len(g["host_token"].split(".")[-1]) >= 43  # 256-bit secret, base64url
    assert [p["seat"] for p in g["players"]] == [0, 1] and g["open_seats"] == [2, 3]
    assert len(g["seed_sha256"]) == 64
    v = client.get(r.headers["location"])
    assert v.status_code == 200 and v.headers["etag"] == etag(g["version"])
    body = v.json()
    assert body["status"] == "lobby" and body["seed"] is None and body["seed_sha256"] == g["seed_sha256"]
    assert body["options"]["max_rounds"] == 30
    assert body["open_seats"] == g["open_seats"] == [2, 3]     # the game says it as the creation did


def test_the_game_says_its_open_seats(client):
    """``open_seats`` in ``GET /games/{id}`` (it was only in the creation's answer): the
    seats a join may take, lowest first, shrinking as players join; none once every seat is
    held, nor in a cancelled game; at a past version (``at``) as they were then."""
    g = client.post("/games", json={"seats": 3, "players": [{"name": "A"}]}).json()
    gid = g["id"]
    assert client.get(f"/games/{gid}").json()["open_seats"] == g["open_seats"] == [1, 2]
    r = client.post(f"/games/{gid}/players", json={"name": "B", "seat": 2}, headers={"If-Match": etag(g["version"])})
    assert r.status_code == 201, r.text
    v = client.get(f"/games/{gid}").json()
    assert v["open_seats"] == [1] and v["status"] == "lobby"
    assert client.get(f"/games/{gid}?at={g['version']}").json()["open_seats"] == [1, 2]
    r = client.post(f"/games/{gid}/players", json={"name": "C"}, headers={"If-Match": etag(v["version"])})
    assert r.status_code == 201 and r.json()["seat"] == 1, r.text
    assert client.get(f"/games/{gid}").json()["open_seats"] == []
    lobby = client.post("/games", json={"seats": 2}).json()
    r = client.delete(f"/games/{lobby['id']}", headers={**auth(lobby["host_token"]), "If-Match": etag(lobby["version"])})
    assert r.status_code == 200, r.text
    assert client.get(f"/games/{lobby['id']}").json()["open_seats"] == []


def test_get_304_on_matching_if_none_match(client):
    g = create_full(client)
    r = client.get(f"/games/{g['id']}")
    r2 = client.get(f"/games/{g['id']}", headers={"If-None-Match": r.headers["etag"]})
    assert r2.status_code == 304


def test_join_201_then_game_starts_r5(client):
    r = client.post("/games", json={"seats": 2})
    g = r.json()
    gid = g["id"]
    _problem(client.post(f"/games/{gid}/players", json={"name": "A"}), 428, "precondition_required")
    _problem(client.post(f"/games/{gid}/players", json={"name": "A"}, headers={"If-Match": '"99"'}),
             412, "stale_version")
    j = client.post(f"/games/{gid}/players", json={"name": "A"}, headers={"If-Match": r.headers["etag"]})
    assert j.status_code == 201 and j.headers["location"] == f"/games/{gid}/players/0"
    j2 = client.post(f"/games/{gid}/players", json={"name": "B"}, headers={"If-Match": j.headers["etag"]})
    assert j2.status_code == 201 and j2.json()["seat"] == 1
    assert j2.json()["status"] == "setup"
    full = client.post(f"/games/{gid}/players", json={"name": "C"}, headers={"If-Match": j2.headers["etag"]})
    _problem(full, 409, "game_full")
    seats = client.get(f"/games/{gid}/players").json()
    assert [s["taken"] for s in seats] == [True, True]
    assert client.get(f"/games/{gid}/players/1").json()["name"] == "B"


def test_schema_violation_400_names_the_field(client):
    r = client.post("/games", json={"seats": 9})
    body = _problem(r, 400, "invalid_request", field="seats")
    assert body["errors"][0]["source"] == "body"
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    r = act(client, g, seat, {"type": "place_start", "region": 5}, v["version"])
    _problem(r, 400, "invalid_request", field="region")
    r = act(client, g, seat, {"type": "no_such_action"}, v["version"])
    _problem(r, 400, "invalid_request", field="type")
    r = client.get("/rules/odds?attackers=0&defenders=1")
    body = _problem(r, 400, "invalid_request", field="attackers")
    assert body["errors"][0]["source"] == "query"
    assert game(client, g["id"])["version"] == v["version"]   # nothing was written


def test_401_without_or_with_a_bad_token(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    r = client.post(f"/games/{g['id']}/actions", json={"type": "end_step"}, headers={"If-Match": etag(v["version"])})
    _problem(r, 401, "unauthorized")
    bad = g["tokens"][seat][:-4] + "AAAA"
    r = client.post(f"/games/{g['id']}/actions", json={"type": "end_step"},
                    headers={**auth(bad), "If-Match": etag(v["version"])})
    _problem(r, 401, "unauthorized")
    _problem(client.get(f"/games/{g['id']}/legal-actions"), 401, "unauthorized")


def test_403_token_of_another_game_or_host_token(client):
    g1 = create_full(client)
    g2 = create_full(client)
    seat, v = waiting_seat(client, g2)
    r = client.post(f"/games/{g2['id']}/actions", json={"type": "end_step"},
                    headers={**auth(g1["tokens"][seat]), "If-Match": etag(v["version"])})
    _problem(r, 403, "forbidden")
    r = client.post(f"/games/{g2['id']}/actions", json={"type": "end_step"},
                    headers={**auth(g2["host"]), "If-Match": etag(v["version"])})
    _problem(r, 403, "forbidden")


def test_404_unknown_game_and_resources(client):
    _problem(client.get("/games/0000000000000000"), 404, "game_not_found")
    _problem(client.get("/games/0000000000000000/events"), 404, "game_not_found")
    _problem(client.get("/no/such/path"), 404, "not_found")
    g = create_full(client)
    _problem(client.get(f"/games/{g['id']}/battles/1"), 404, "battle_not_found")
    _problem(client.get(f"/games/{g['id']}/actions/1"), 404, "action_not_found")


def test_409_rule_violation_with_code_and_ruling_r7(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    other = 1 - seat
    r = act(client, g, other, {"type": "place_start", "region": "achaia"}, v["version"])
    _problem(r, 409, "not_your_turn", ruling="R9")
    # R7: a setup placement goes to one of the starting regions; Attica is not one
    r = act(client, g, seat, {"type": "place_start", "region": "attica"}, v["version"])
    body = _problem(r, 409, "illegal_action", ruling="R7")
    assert "attica" in body["detail"]
    assert game(client, g["id"])["version"] == v["version"]   # a refusal writes nothing


def test_412_stale_version_carries_the_current_version_and_428_without_if_match(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    region = legal(client, g, seat)[0]["regions"][0]
    r = act(client, g, seat, {"type": "place_start", "region": region}, v["version"] - 1)
    body = _problem(r, 412, "stale_version")
    assert body["current_version"] == v["version"]
    r = client.post(f"/games/{g['id']}/actions", json={"type": "place_start", "region": region},
                    headers=auth(g["tokens"][seat]))
    body = _problem(r, 428, "precondition_required")
    ok = act(client, g, seat, {"type": "place_start", "region": region}, v["version"])
    assert ok.status_code == 201, ok.text
    out = ok.json()
    assert out["version"] == v["version"] + 1 == int(ok.headers["etag"].strip('"'))
    assert ok.headers["location"] == f"/games/{g['id']}/actions/1"
    assert [e["type"] for e in out["events"]][0] == "placed"
    rec = client.get(ok.headers["location"]).json()
    assert rec["action"] == {"type": "place_start", "region": region} and rec["seat"] == seat
    assert client.get(f"/games/{g['id']}/actions").json()["total"] == 1


def test_idempotency_key_replays_the_first_response_once(client, sync_store):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    region = legal(client, g, seat)[0]["regions"][0]
    action = {"type": "place_start", "region": region}
    r1 = act(client, g, seat, action, v["version"], **{"Idempotency-Key": "abc-1"})
    r2 = act(client, g, seat, action, v["version"], **{"Idempotency-Key": "abc-1"})
    assert r1.status_code == r2.status_code == 201
    assert r1.content == r2.content and r1.headers["etag"] == r2.headers["etag"]
    assert r1.headers["location"] == r2.headers["location"]
    assert client.get(f"/games/{g['id']}/actions").json()["total"] == 1
    assert sync_store.load(g["id"]).version == v["version"] + 1
    other = act(client, g, seat, {"type": "end_step"}, v["version"], **{"Idempotency-Key": "abc-1"})
    _problem(other, 422, "idempotency_key_reused")


def test_phases_are_resources(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    cur = client.get(f"/games/{g['id']}/phases/current")
    assert cur.status_code == 200 and cur.json()["kind"] == "setup" and cur.json()["status"] == "active"
    ph = client.get(f"/games/{g['id']}/phases").json()["phases"]
    assert ph[0]["number"] == 1 and client.get(f"/games/{g['id']}/phases/1").json() == ph[0]
    lobby = client.post("/games", json={"seats": 2}).json()
    none = client.get(f"/games/{lobby['id']}/phases/current")
    assert none.status_code == 200 and none.json() is None


def test_list_games_filter_and_page(client):
    # Only this test's games (created after its marker game): the process's other games,
    # played by the shared stack's worker and bots, may leave "setup" while the pages are
    # read, and a listing is not a snapshot.
    since = game(client, create_full(client)["id"])["created_at"]
    time.sleep(0.002)           # the next games' created_at (milliseconds) is strictly later
    made = {create_full(client)["id"] for _ in range(3)}
    seen, cursor, pages = [], None, 0
    while True:
        r = client.get("/games", params={"status": "setup", "limit": 2, "created_after": since,
                                         **({"cursor": cursor} if cursor else {})})
        assert r.status_code == 200
        body = r.json()
        assert 0 < len(body["games"]) <= 2 and all(x["status"] == "setup" for x in body["games"])
        seen += [x["id"] for x in body["games"]]
        pages += 1
        cursor = body["next_cursor"]
        if cursor is None:
            break
    assert pages >= 2 and len(seen) == len(set(seen)) == body["total"]   # every game once, the total honest
    assert made <= set(seen)
    assert _problem(client.get("/games?status=bogus"), 400, "unknown_status")["field"] == "status"


def test_cancel_by_host_only(client):
    g = create_full(client)
    v = game(client, g["id"])["version"]
    _problem(client.delete(f"/games/{g['id']}", headers={**auth(g["tokens"][0]), "If-Match": etag(v)}),
             403, "forbidden")
    _problem(client.delete(f"/games/{g['id']}", headers=auth(g["host"])), 428, "precondition_required")
    r = client.delete(f"/games/{g['id']}", headers={**auth(g["host"]), "If-Match": etag(v)})
    assert r.status_code == 200 and r.json()["cancelled"]
    assert game(client, g["id"])["cancelled"] is True


def test_rules_odds_board_health(client):
    rules = client.get("/rules").json()
    assert len(rules["board"]["regions"]) == 28 and "place_start" in rules["action_types"]
    odds = client.get("/rules/odds", params={"attackers": 3, "defenders": 1}).json()
    assert abs(odds["attacker_wins"] - 342035 / 373248) < 1e-12
    g = create_full(client)
    svg = client.get(f"/games/{g['id']}/board.svg")
    assert svg.status_code == 200 and svg.headers["content-type"].startswith("image/svg+xml")
    assert "<svg" in svg.text and "region-achaia" in svg.text
    assert client.get("/health").json() == {"status": "ok"}
    r = client.get("/ready")  # no worker on this session's queue
    assert r.status_code == 503 and r.json()["code"] == "not_ready"


# Every route with an integer path parameter (seat, action, phase, message, battle number):
# a value that is no integer is a malformed request like one out of range, 400
# invalid_request naming the parameter; before, the router's int parser answered 404
# not_found (as if the path did not exist) for "abc" but 400 for "9".
INT_PATHS = [("GET", "/players/{}", "seat"), ("POST", "/players/{}/take-back", "seat"),
             ("GET", "/actions/{}", "n"), ("GET", "/phases/{}", "number"),
             ("GET", "/messages/{}", "seq"), ("GET", "/battles/{}", "n")]


def test_a_malformed_integer_path_parameter_is_400_naming_it(client):
    g = create_full(client)
    for method, path, name in INT_PATHS:
        for bad in ("abc", "1.5", "0x1", "-", "01", "+1", "99999999999999999999", "%E2%82%AC"):
            r = client.request(method, f"/games/{g['id']}{path.format(bad)}", headers=auth(g["host"]))
            body = _problem(r, 400, "invalid_request", field=name)
            assert body["errors"][0]["source"] == "path", body
        r = client.request(method, f"/games/{g['id']}{path.format(-1)}", headers=auth(g["host"]))
        _problem(r, 400, "invalid_request", field=name)     # out of range: as before
    assert client.get(f"/games/{g['id']}/players/1").json()["seat"] == 1
    assert client.get(f"/games/{g['id']}/phases/current").status_code == 200
    _problem(client.get("/games/0000000000000000/players/1"), 404, "game_not_found")
