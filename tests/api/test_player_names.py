"""One player-name type for create, join and position: 1-40 characters (0-40
in a position), no control characters, bidi overrides/isolates, surrogates or
noncharacters; board.svg stays well-formed XML whatever name a game holds."""

from __future__ import annotations

import xml.dom.minidom

import msgspec
import pytest
from helpers import create_full, etag

from gamekinds import battle1821 as engine
from gamekinds.battle1821.picture import render

BAD = ["A\u0000B", "A\x1bB", "A\nB", "A\tB", "A\x7fB", "A\x85B", "A\ufffeB", "A\uffffB", "A\ufdd0B",
       "\u202eevil", "A\u202aB", "A\u2066B", "A\u2069B"]


@pytest.mark.parametrize("name", BAD)
def test_bad_names_are_400_on_create_join_and_position(client, name):
    r = client.post("/games", json={"seats": 2, "players": [{"name": name}]})
    assert r.status_code == 400 and r.json()["field"] == "players[0].name", r.text
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    r = client.post(f"/games/{gid}/players", json={"name": name}, headers={"If-Match": etag(1)})
    assert r.status_code == 400 and r.json()["field"] == "name", r.text
    r = client.post("/games", json={"position": {"players": [{"name": name}]}})
    assert r.status_code == 400 and r.json()["field"] == "position.players[0].name", r.text


def test_name_length_limit_is_the_same_everywhere(client):
    long = "x" * 41
    for body, field in (({"seats": 2, "players": [{"name": long}]}, "players[0].name"),
                        ({"position": {"players": [{"name": long}, {"name": "B"}]}}, "position.players[0].name"),
                        ({"position": {"players": [{"name": "x" * 10_000}]}}, "position.players[0].name")):
        r = client.post("/games", json=body)
        assert r.status_code == 400, r.text
        p = r.json()
        assert (p["code"], p["field"]) == ("invalid_request", field), p
        assert p["errors"][0]["message"] == "Expected `str` of length <= 40", p
    assert client.post("/games", json={"seats": 2, "players": [{"name": "x" * 40}]}).status_code == 201


def test_ordinary_unicode_names_are_fine(client):
    g = create_full(client, 2)
    r = client.post("/games", json={"seats": 2, "players": [{"name": "Μπουμπουλίνα 🇬🇷"}, {"name": "O'Brien & <Co>"}]})
    assert r.status_code == 201, r.text
    svg = client.get(f"/games/{r.json()['id']}/board.svg").text
    xml.dom.minidom.parseString(svg.encode())
    assert client.get(f"/games/{g['id']}/board.svg").status_code == 200


def test_board_svg_is_well_formed_even_with_a_bad_stored_name():
    s = engine.new_game(2, "seed", engine.Options(), ["A\x00\x1b\ufffe\u202eB", "ok"])
    svg = render(engine.view(s, None))
    xml.dom.minidom.parseString(svg.encode())
    assert "\ufffd" in svg


def test_lone_surrogate_in_a_name_is_400(client):
    r = client.post("/games", content=b'{"seats":2,"players":[{"name":"A\\ud800B"}]}',
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 400 and r.json()["code"] == "invalid_request", r.text
