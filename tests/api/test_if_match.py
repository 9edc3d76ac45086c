"""If-Match per RFC 9110 13.1.1 — a list matches when any tag does, strong
comparison (weak tags never match), the exact tag string (``"01"`` is not ``"1"``), and
``*`` matches any current version (documented)."""

from __future__ import annotations

import pytest

from server.api.http import if_match_matches


@pytest.mark.parametrize("value,ok", [
    ('"1"', True), (' "1" ', True), ('"7", "1"', True), ('"1", "7"', True), ('"7","1"', True),
    ("*", True), ('W/"1"', False), ('W/"7", W/"1"', False), ('W/"1", "1"', True),
    ('"01"', False), ('"+1"', False), ('" 1"', False), ('"1.0"', False), ('"7"', False),
    ('"1', False), ("", False), (",", False), ('"7", garbage, "1"', False),
])
def test_if_match_list_strong_exact(value, ok):
    assert if_match_matches(value, 1) is ok


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
