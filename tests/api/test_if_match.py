"""If-Match per RFC 9110 13.1.1 — a list matches when any tag does, strong
comparison (weak tags never match), the exact tag string (``"01"`` is not ``"1"``), and
``*`` matches any current version (documented)."""

from __future__ import annotations

import pytest

from server.api.http import if_match_matches
from server.service.errors import InvalidRequest


@pytest.mark.parametrize("value,ok", [
    ('"1"', True), (' "1" ', True), ('"7", "1"', True), ('"1", "7"', True), ('"7","1"', True),
    ("*", True), ('W/"1"', False), ('W/"7", W/"1"', False), ('W/"1", "1"', True),
    ('"01"', False), ('"+1"', False), ('"1.0"', False), ('"7"', False),
    ("", False), (",", False), (' , "1" ,', True), ('"a,b", "1"', True), ('"a,b"', False),
])
def test_if_match_list_strong_exact(value, ok):
    assert if_match_matches(value, 1) is ok


MALFORMED = ['"1", garbage', '"7", garbage, "1"', 'garbage, "1"', '"1', '*, "1"', '"1", *', 'W/ "1"', '"1" "2"',
             '"1"x', "1, 2", '" 1"']


@pytest.mark.parametrize("value", MALFORMED)
def test_a_malformed_list_is_refused_whole(value):
    """RFC 9110 13.1.1: If-Match is ``*`` or a list of entity-tags. A member that is no
    entity-tag made the members after it ignored while those before still matched
    (``"1", garbage`` matched version 1): now the whole field is 400 naming If-Match."""
    with pytest.raises(InvalidRequest) as exc:
        if_match_matches(value, 1)
    assert exc.value.extra["field"] == "If-Match"


def _join(client, gid, if_match):
    return client.post(f"/games/{gid}/players", json={"name": "B"}, headers={"If-Match": if_match})


@pytest.mark.parametrize("value,status", [('W/"1"', 412), ('"01"', 412), ('"+1"', 412),
                                          ('"7", "1"', 201), ('"1", "7"', 201), ("*", 201)])
def test_if_match_on_writes(client, value, status):
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    r = _join(client, gid, value)
    assert r.status_code == status, r.text
    if status == 412:
        assert r.json()["code"] == "stale_version" and r.json()["current_version"] == 1


@pytest.mark.parametrize("value", ["1", " 7 "])
def test_an_unquoted_version_is_told_how_to_quote_it(client, value):
    """Issue 34: ``If-Match: 1`` (no quotes) is no entity tag and could never match; it is
    400 naming If-Match with the quoted form to send, not the 412 of a stale version."""
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    r = _join(client, gid, value)
    assert r.status_code == 400, r.text
    p = r.json()
    assert p["code"] == "invalid_request" and p["field"] == "If-Match"
    assert f'If-Match: "{value.strip()}"' in p["detail"]


@pytest.mark.parametrize("value", ['"1", garbage', '"2", "1" x'])
def test_a_malformed_list_is_400_on_every_write_that_reads_it(client, value):
    """Join, action (the fast path hands the request on), take-back and cancel: each
    answers ``400 invalid_request`` naming If-Match, and nothing is written."""
    g = client.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
    gid, tok = g["id"], g["players"][0]["token"]
    lobby = client.post("/games", json={"seats": 2}).json()
    v = client.get(f"/games/{gid}").json()["version"]
    answers = {
        "join": _join(client, lobby["id"], value.replace('"2"', '"1"')),
        "action": client.post(f"/games/{gid}/actions", json={"type": "end_step"},
                              headers={"Authorization": f"Bearer {tok}", "If-Match": value.replace('"1"', f'"{v}"')}),
        "take-back": client.post(f"/games/{gid}/players/0/take-back",
                                 headers={"Authorization": f"Bearer {tok}", "If-Match": value}),
        "cancel": client.delete(f"/games/{lobby['id']}", headers={"Authorization": f"Bearer {lobby['host_token']}",
                                                                  "If-Match": value}),
    }
    for route, r in answers.items():
        assert r.status_code == 400, (route, r.text)
        p = r.json()
        assert p["code"] == "invalid_request" and p["field"] == "If-Match", (route, p)
    assert client.get(f"/games/{gid}").json()["version"] == v
    assert client.get(f"/games/{lobby['id']}").json()["version"] == 1
