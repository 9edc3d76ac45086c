"""Request bodies are decoded strictly by msgspec (server/api/body.py): a deeply nested
body is a 400 problem, never a 500, and no str/bool -> int coercion;
2.0 is the integer 2, as JSON Schema's ``integer`` says."""

from __future__ import annotations

import pytest
from helpers import auth, create_full, etag, waiting_seat

DEEP = b"[" * 1000 + b"]" * 1000
DEEP_OBJ = b'{"a":' * 1000 + b"1" + b"}" * 1000


def _problem_400(r) -> dict:
    assert r.status_code == 400, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    p = r.json()
    assert p["code"] == "invalid_request"
    return p


@pytest.mark.parametrize("body", [DEEP, DEEP_OBJ, b'{"seats":2,"options":' + DEEP + b"}",
                                  b'{"seats":2,"position":' + DEEP_OBJ + b"}"])
def test_deeply_nested_json_is_400_on_create(client, body):
    _problem_400(client.post("/games", content=body, headers={"Content-Type": "application/json"}))


def test_deeply_nested_json_is_400_on_join_and_actions(client):
    r = client.post("/games", json={"seats": 2})
    gid = r.json()["id"]
    _problem_400(client.post(f"/games/{gid}/players", content=DEEP,
                             headers={"Content-Type": "application/json", "If-Match": etag(1)}))
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    for body in (DEEP, DEEP_OBJ, b'{"type":"end_step","x":' + DEEP + b"}"):
        _problem_400(client.post(f"/games/{g['id']}/actions", content=body,
                                 headers={**auth(g["tokens"][seat]), "If-Match": etag(v["version"]),
                                          "Content-Type": "application/json"}))


@pytest.mark.parametrize("body,field", [({"seats": "2"}, "seats"), ({"seats": 2.5}, "seats"),
                                        ({"seats": True}, "seats"), ({"seats": 2, "players": [{"name": 5}]},
                                                                     "players[0].name")])
def test_no_type_coercion_in_bodies(client, body, field):
    p = _problem_400(client.post("/games", json=body))
    assert p["field"] == field


def test_no_str_to_int_coercion_in_actions(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    r = client.post(f"/games/{g['id']}/actions",
                    json={"type": "reinforce", "placements": [{"region": "x", "infantry": "10"}]},
                    headers={**auth(g["tokens"][seat]), "If-Match": etag(v["version"])})
    p = _problem_400(r)
    assert p["field"] == "placements[0].infantry"


def test_an_empty_body_is_400_saying_so_not_naming_an_internal_parameter(client):
    """An empty body (a client that forgot ``-d``) was answered ``"detail": "data: 'data'"``
    with ``"field": "data"``: Litestar's name of the handler's parameter and a KeyError's
    text, no field a client sends. It says the body is empty now, and names no field."""
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    writes = [("/games", {}),
              (f"/games/{g['id']}/actions", {**auth(g["tokens"][seat]), "If-Match": etag(v["version"])}),
              (f"/games/{g['id']}/actions/check", auth(g["tokens"][seat]))]
    for path, headers in writes:
        for ct in ({"Content-Type": "application/json"}, {}):
            p = _problem_400(client.post(path, content=b"", headers={**headers, **ct}))
            assert "field" not in p and p["detail"].startswith("body: The request body is empty"), (path, p)
            assert p["errors"] == [{"message": p["detail"].removeprefix("body: "), "source": "body"}]
    assert client.get(f"/games/{g['id']}").json()["version"] == v["version"]


@pytest.mark.parametrize("action,field", [
    ({"type": "choose_core", "nationality": "x" * 100_000}, "nationality"),
    ({"type": "move", "pieces": ["ottoman_irregulars", "p" * 100_000], "to": "ankara"}, "pieces[1]"),
    ({"type": "reinforce", "places": {"q" * 100_000: "ankara"}}, "places"),
])
def test_an_ottomans_name_is_bounded_not_echoed_back_whole(client, action, field):
    """An Ottomans action's names were strings of any length: a 9 MB ``nationality`` came
    back whole in the 409's ``detail`` ("xxx... may not be chosen as a core now"), from
    ``/actions`` and ``/actions/check`` alike. Every name is at most 40 characters (the
    components' ids are), as 1821's region ids are bounded: a 400 naming the field."""
    g = client.post("/games", json={"kind": "ottomans", "seats": 2,
                                    "players": [{"name": "A"}, {"name": "B"}]}).json()
    seat = client.get(f"/games/{g['id']}").json()["waiting_for"][0]
    token = g["players"][seat]["token"]
    for path, headers in ((f"/games/{g['id']}/actions", {**auth(token), "If-Match": etag(1)}),
                          (f"/games/{g['id']}/actions/check", auth(token))):
        r = client.post(path, json=action, headers=headers)
        p = _problem_400(r)
        assert p["field"].startswith(field) and len(r.content) < 2000, (p["field"], len(r.content))
    assert client.get(f"/games/{g['id']}").json()["version"] == 1


def test_valid_bodies_still_accepted(client):
    r = client.post("/games", json={"seats": 2, "players": [{"name": "A"}]})
    assert r.status_code == 201, r.text


def test_integral_float_is_the_integer_as_json_schema_says(client):
    """JSON Schema's ``integer`` matches 2.0 (schemathesis sends it as valid data)."""
    r = client.post("/games", json={"seats": 2.0, "players": [{"name": "A"}]})
    assert r.status_code == 201, r.text
    assert r.json()["seats"] == 2
    _problem_400(client.post("/games", json={"seats": 2.0, "players": [{"name": 1.0}]}))


def test_a_handler_never_gets_the_decoder_of_another_that_had_its_id():
    """The decoder cache is keyed by ``id(handler)``; once a handler is gone its id can be
    another's (a process that makes many apps), which then decoded its bodies as the old
    handler's type (a 400 for a valid message body, seen in a full suite run)."""
    from types import SimpleNamespace

    from server.api import body

    def handler(annotation):
        param = SimpleNamespace(annotation=annotation, metadata=())
        return SimpleNamespace(parsed_fn_signature=SimpleNamespace(parameters={"data": param}))

    old, new = handler(int), handler(str)
    body._decoders[id(new)] = (old, body.msgspec.json.Decoder(int))    # what a reused id left behind
    assert body._decoder_for(new).decode(b'"text"') == "text"
    assert body._decoder_for(new) is body._decoder_for(new)
