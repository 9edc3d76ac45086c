"""Bodies and names the API refuses, with their codes (server/api/problems.py):
``415 unsupported_media_type`` for a body that is not ``application/json``; ``400
duplicate_key`` for a JSON object naming a member twice (msgspec would keep the last one
silently); ``400 invalid_name`` for player names with invisible characters or mixed-script
look-alikes (confusable-homoglyphs); a lone surrogate escape gets a 400 that says so."""

from __future__ import annotations

import pytest
from helpers import auth, create_full, etag, waiting_seat

JSON = {"Content-Type": "application/json"}


def _problem(r, status: int, code: str) -> dict:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    p = r.json()
    assert p["code"] == code, p
    return p


@pytest.mark.parametrize("ctype", ["text/plain", "application/x-www-form-urlencoded", "application/xml",
                                   "multipart/form-data; boundary=x", "application/jsonx", "text/json"])
def test_a_body_that_is_not_application_json_is_415(client, ctype):
    r = client.post("/games", content=b'{"seats": 2}', headers={"Content-Type": ctype})
    p = _problem(r, 415, "unsupported_media_type")
    assert "application/json" in p["detail"] and r.headers["Accept-Post"] == "application/json"


def test_a_body_without_content_type_is_415_on_every_post(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    for path, headers in (("/games", {}), (f"/games/{gid}/players", {"If-Match": etag(1)}),
                          (f"/games/{g['id']}/actions", {**auth(g["tokens"][seat]), "If-Match": etag(v["version"])}),
                          (f"/games/{g['id']}/actions/check", auth(g["tokens"][seat]))):
        r = client.post(path, content=b'{"type": "end_step"}', headers=headers)
        _problem(r, 415, "unsupported_media_type")


@pytest.mark.parametrize("ctype", ["application/json", "application/json; charset=utf-8", "Application/JSON"])
def test_application_json_with_parameters_is_accepted(client, ctype):
    assert client.post("/games", content=b'{"seats": 2}', headers={"Content-Type": ctype}).status_code == 201


@pytest.mark.parametrize("body,key", [
    (b'{"seats": 2, "seats": 3}', "seats"),
    (b'{"seats": 2, "players": [{"name": "A", "name": "B"}]}', "name"),
    (b'{"seats": 2, "options": {"max_rounds": 5, "max_rounds": 6}}', "max_rounds"),
])
def test_a_member_named_twice_is_400_duplicate_key(client, body, key):
    p = _problem(client.post("/games", content=body, headers=JSON), 400, "duplicate_key")
    assert p["field"] == key and repr(key) in p["detail"]


def test_duplicate_keys_in_an_action_are_400_and_nothing_is_applied(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    region = next(a for a in client.get(f"/games/{g['id']}/legal-actions", headers=auth(g["tokens"][seat])).json()
                  ["actions"] if a["type"] == "place_start")["regions"]
    body = b'{"type": "place_start", "region": "%s", "region": "%s"}' % (region[0].encode(), region[-1].encode())
    r = client.post(f"/games/{g['id']}/actions", content=body,
                    headers={**JSON, **auth(g["tokens"][seat]), "If-Match": etag(v["version"])})
    _problem(r, 400, "duplicate_key")
    assert client.get(f"/games/{g['id']}").json()["version"] == v["version"]


CONFUSABLE = [
    "\u0391lexandros",        # Greek capital Alpha in a Latin name
    "p\u0430ypal",            # Cyrillic a
    "Kolokotr\u03bfnis",      # Greek omicron
    "\u039c\u03c0\u03bf\u03c5bo",  # Greek with Latin look-alikes b, o
]
INVISIBLE = [
    "Ko\u200blo",     # zero-width space
    "Ko\u200dlo",     # zero-width joiner between letters
    "Ko\u2060lo",     # word joiner
    "\ufeffKolo",     # BOM
    "Ko\u00adlo",     # soft hyphen
    "Ko\u200elo",     # left-to-right mark
    "Ko\u00a0lo",     # no-break space
    "Ko\u3000lo",     # ideographic space
    "\u3164",         # Hangul filler (a blank letter)
    "\u2800\u2800",   # Braille blanks
    "Ko\ue000lo",     # private use
    " Kolo",          # leading space
    "Ko\u202elo",     # right-to-left override: refused by the name type's pattern, was 400 invalid_request quoting the regex
    "Ko\x07lo",       # a control character (BEL), the same
]


@pytest.mark.parametrize("name", CONFUSABLE + INVISIBLE)
def test_invisible_and_confusable_names_are_400_invalid_name(client, name):
    r = client.post("/games", json={"seats": 2, "players": [{"name": name}]})
    p = _problem(r, 400, "invalid_name")
    assert p["field"] == "players[0].name"
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    r = client.post(f"/games/{gid}/players", json={"name": name}, headers={"If-Match": etag(1)})
    assert _problem(r, 400, "invalid_name")["field"] == "name"
    r = client.post("/games", json={"position": {"seats": 2, "regions": {}, "players": [{"name": name}, {}]}})
    assert _problem(r, 400, "invalid_name")["field"] == "position.players[0].name"


def test_a_mixed_script_name_is_told_its_look_alike_letters_not_its_spaces(client):
    """The refusal names the letters that pass for another script's, never a space or a
    digit (it named ``U+0020 SPACE`` among "letters that look like another script's";
    found by break26 through the web client's join form)."""
    r = client.post("/games", json={"seats": 2, "players": [{"name": "Zo 2 \u0395\u03bb\u03bb\u03b7\u03bd\u03b1"}]})
    detail = _problem(r, 400, "invalid_name")["detail"]
    assert "U+005A LATIN CAPITAL LETTER Z" in detail and "U+006F LATIN SMALL LETTER O" in detail, detail
    assert "SPACE" not in detail and "DIGIT" not in detail, detail


@pytest.mark.parametrize("name", ["Kolokotronis", "\u039c\u03c0\u03bf\u03c5\u03bc\u03c0\u03bf\u03c5\u03bb\u03af\u03bd\u03b1",
                                  "O'Brien & <Co>", "Player 2", "Μπουμπουλίνα 🇬🇷", "👨\u200d👩\u200d👧 family",
                                  "Καραϊσκάκης", "Иван", "李小龍", "Zoë-Ana", "Zoe\u0308", "❤\ufe0f\u200d🔥 Laskarina"])
def test_ordinary_names_in_one_script_are_accepted(client, name):
    r = client.post("/games", json={"seats": 2, "players": [{"name": name}]})
    assert r.status_code == 201, r.text


def test_a_lone_surrogate_gets_an_honest_400(client):
    r = client.post("/games", content=b'{"seats":2,"players":[{"name":"A\\ud800B"}]}', headers=JSON)
    p = _problem(r, 400, "invalid_request")
    assert p["field"] == "players[0].name" and "surrogate" in p["detail"], p
    assert "truncated" not in p["detail"]
    r = client.post("/games", content=b'{"seats":2,"players":[{"name":"\\udc00"}]}', headers=JSON)
    assert "surrogate" in _problem(r, 400, "invalid_request")["detail"]
    # a proper pair is one character, accepted
    r = client.post("/games", content=b'{"seats":2,"players":[{"name":"A\\ud83d\\ude00B"}]}', headers=JSON)
    assert r.status_code == 201 and r.json()["players"][0]["name"] == "A\U0001f600B"


def test_an_account_name_with_a_bidi_override_is_400_invalid_name_in_words(client):
    """The pattern-refused characters get the names' code and a sentence, not the decoder's
    regex (the accounts page promises 400 ``invalid_name`` for invisible characters)."""
    r = client.post("/accounts", json={"name": "\u202eevil"})
    p = _problem(r, 400, "invalid_name")
    assert p["field"] == "name" and "bidi-override" in p["detail"] and "regex" not in p["detail"], p


def test_ascii_names_and_words_skip_the_confusables_data_with_the_same_verdict():
    """An ASCII name is one script (Latin letters, Common digits and punctuation: none
    Inherited), so ``is_dangerous`` is false for it: the check skips loading the
    confusables data (issue 37), which a fresh process then never imports."""
    import string
    import subprocess
    import sys

    from confusable_homoglyphs import categories, confusables

    assert {categories.alias(chr(c)) for c in range(128)} == {"COMMON", "LATIN"}
    assert not any(confusables.is_dangerous(w) for w in ("Alex", "x" + string.punctuation + string.digits, "A1 b2"))
    code = ("import sys; from server.service import names; names.check_name('Alex 2', 'name'); "
            "names.check_text('hello, world!', 'text'); print('confusable_homoglyphs.confusables' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False", out.stdout


@pytest.mark.parametrize("coding", ["gzip", "br", "deflate", "identity, gzip", "x-unknown"])
def test_a_body_with_a_content_coding_is_415_on_every_post(client, coding):
    """RFC 9110 15.5.16: a content coding the server does not decode is 415 (it was 400
    ``invalid_request``: the gzip bytes failed as JSON; a plain JSON body labelled ``br``
    was even taken as is), with ``Accept-Encoding: identity`` naming what it takes;
    nothing is written. The action goes through the fast path's hand-on too."""
    import gzip
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    gid = client.post("/games", json={"seats": 2}).json()["id"]
    raw = b'{"type": "end_step"}'
    for path, headers, body in (
            ("/games", {}, b'{"seats": 2}'), (f"/games/{gid}/players", {"If-Match": etag(1)}, b'{"name": "B"}'),
            (f"/games/{g['id']}/actions", {**auth(g["tokens"][seat]), "If-Match": etag(v["version"])}, raw),
            (f"/games/{g['id']}/actions/check", auth(g["tokens"][seat]), raw)):
        for content in (gzip.compress(body), body):
            r = client.post(path, content=content, headers={**JSON, **headers, "Content-Encoding": coding})
            p = _problem(r, 415, "unsupported_content_encoding")
            assert r.headers["Accept-Encoding"] == "identity", path
            assert "Content-Encoding" in p["detail"]
    assert client.get(f"/games/{gid}").json()["version"] == 1
    assert client.get(f"/games/{g['id']}").json()["version"] == v["version"]


@pytest.mark.parametrize("coding", ["identity", "Identity", ""])
def test_identity_is_no_content_coding(client, coding):
    r = client.post("/games", content=b'{"seats": 2}', headers={**JSON, "Content-Encoding": coding})
    assert r.status_code == 201, r.text
