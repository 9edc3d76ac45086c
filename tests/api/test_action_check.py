"""``POST /games/{game_id}/actions/check``: whether an action would be accepted and why
not, without applying it (no version, no event, no dice)."""

from __future__ import annotations

from helpers import act, auth, create_full, game, legal


def _check(client, g: dict, seat: int, action: dict, token: str | None = None):
    return client.post(f"/games/{g['id']}/actions/check", json=action,
                       headers=auth(token if token is not None else g["tokens"][seat]))


def _last_seq(client, gid: str) -> int:
    return client.get(f"/games/{gid}/events").json()["last_seq"]


def test_check_accepts_a_legal_action_and_refuses_with_the_submits_code_without_applying(client):
    g = create_full(client, seats=2)
    view = game(client, g["id"])
    seat = view["waiting_for"][0]
    other = 1 - seat
    region = legal(client, g, seat)[0]["regions"][0]
    seq = _last_seq(client, g["id"])

    ok = _check(client, g, seat, {"type": "place_start", "region": region})
    assert ok.status_code == 200, ok.text
    assert ok.json() == {"accepted": True, "version": view["version"], "seat": seat,
                         "code": None, "detail": None, "ruling": None, "barrier": None}

    refused = _check(client, g, other, {"type": "place_start", "region": region}).json()
    assert refused["accepted"] is False and (refused["code"], refused["ruling"]) == ("not_your_turn", "R9")
    assert refused["detail"]
    # a region the board does not have is no move the rules refuse: 422 naming the field
    # and where the ids are listed (issue 34), for a check as for a submit
    unknown = _check(client, g, seat, {"type": "place_start", "region": "atlantis"})
    assert unknown.status_code == 422, unknown.text
    assert (unknown.json()["code"], unknown.json()["field"]) == ("unknown_region", "region")
    assert "atlantis" in unknown.json()["detail"] and "GET /rules" in unknown.json()["detail"]

    # nothing happened: same version, no event
    assert game(client, g["id"])["version"] == view["version"]
    assert _last_seq(client, g["id"]) == seq
    # the submit answers what the check said
    r = act(client, g, other, {"type": "place_start", "region": region}, view["version"])
    assert r.status_code == 409 and (r.json()["code"], r.json()["ruling"]) == (refused["code"], refused["ruling"])
    r = act(client, g, seat, {"type": "place_start", "region": "atlantis"}, view["version"])
    assert r.status_code == 422 and r.json() | {"instance": None} == unknown.json() | {"instance": None}
    r = act(client, g, seat, {"type": "reinforce", "placements": [{"region": region, "infantry": 1},
                                                                 {"region": "atlantis", "infantry": 1}]},
            view["version"])
    assert r.status_code == 422 and r.json()["field"] == "placements[1].region"
    # an unknown action type lists the ones there are
    r = act(client, g, seat, {"type": "fly", "region": region}, view["version"])
    assert r.status_code == 400 and r.json()["field"] == "type"
    assert "attack" in r.json()["detail"] and "place_start" in r.json()["detail"]
    r = act(client, g, seat, {"type": "place_start", "region": region}, view["version"])
    assert r.status_code == 201, r.text


def test_check_needs_a_seat_token_and_an_action(client):
    g = create_full(client, seats=2)
    r = client.post(f"/games/{g['id']}/actions/check", json={"type": "end_step"})
    assert r.status_code == 401 and r.json()["code"] == "unauthorized"
    r = _check(client, g, 0, {"type": "end_step"}, token=g["host"])
    assert r.status_code == 403
    r = _check(client, g, 0, {"type": "no_such_action"})
    assert r.status_code in (400, 422)
    r = client.post("/games/0123456789abcdef/actions/check", json={"type": "end_step"}, headers=auth(g["tokens"][0]))
    assert r.status_code in (403, 404)


def test_check_in_a_cancelled_game_says_game_cancelled(client):
    g = create_full(client, seats=2)
    v = game(client, g["id"])["version"]
    r = client.delete(f"/games/{g['id']}", headers={**auth(g["host"]), "If-Match": f'"{v}"'})
    assert r.status_code == 200
    body = _check(client, g, 0, {"type": "end_step"}).json()
    assert body["accepted"] is False and body["code"] == "game_cancelled"
