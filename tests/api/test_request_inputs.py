"""A malformed or unknown bearer token is 401 (403 only for a well-formed token of
another game); a bad ``Last-Event-ID`` is a 400 before the stream starts; an
Idempotency-Key compares the decoded action, not the raw bytes."""

from __future__ import annotations

import pytest
from helpers import act, auth, create_full, etag, legal, waiting_seat


@pytest.mark.parametrize("token", ["a.b.c.d.e", "a.b.c", "0123456789abcdef.0.short", "x", "....",
                                   "0123456789abcdef.9." + "A" * 43, "0123456789ABCDEF.0." + "A" * 43])
def test_malformed_tokens_are_401_not_403(client, token):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    r = client.post(f"/games/{g['id']}/actions", json={"type": "end_step"},
                    headers={**auth(token), "If-Match": etag(v["version"])})
    assert r.status_code == 401, r.text
    assert r.json()["code"] == "unauthorized"
    assert client.get(f"/games/{g['id']}/legal-actions", headers=auth(token)).status_code == 401
    r = client.delete(f"/games/{g['id']}", headers={**auth(token), "If-Match": etag(v["version"])})
    assert r.status_code == 401


def test_well_formed_token_of_another_game_is_still_403(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    forged = "0123456789abcdef.0." + "A" * 43
    r = client.post(f"/games/{g['id']}/actions", json={"type": "end_step"},
                    headers={**auth(forged), "If-Match": etag(v["version"])})
    assert r.status_code == 403 and r.json()["code"] == "forbidden"


@pytest.mark.parametrize("leid", ["abc", "-1", "1.5", "0x10", "9" * 20, str((1 << 40) + 1)])
def test_bad_last_event_id_is_400_before_the_stream(client, leid):
    g = create_full(client)
    r = client.get(f"/games/{g['id']}/events/stream", headers={"Last-Event-ID": leid})
    assert r.status_code == 400, r.text
    p = r.json()
    assert p["code"] == "invalid_request" and p["field"] == "Last-Event-ID"
    assert r.headers["content-type"].startswith("application/problem+json")


def test_idempotency_key_compares_the_decoded_action(client):
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    region = legal(client, g, seat)[0]["regions"][0]
    h = {**auth(g["tokens"][seat]), "If-Match": etag(v["version"]), "Idempotency-Key": "same-json",
         "Content-Type": "application/json"}
    r1 = client.post(f"/games/{g['id']}/actions", content=b'{"type":"place_start","region":"%s"}' % region.encode(),
                     headers=h)
    r2 = client.post(f"/games/{g['id']}/actions",
                     content=b'{ "region" : "%s",\n "type": "place_start" }' % region.encode(), headers=h)
    assert r1.status_code == r2.status_code == 201, r2.text
    assert r1.content == r2.content
    other = act(client, g, seat, {"type": "end_step"}, v["version"], **{"Idempotency-Key": "same-json"})
    assert other.status_code == 422 and other.json()["code"] == "idempotency_key_reused"
