"""``POST /games`` with an ``Idempotency-Key`` (docs/api/errors.md, retrying): the first
request creates the game and stores its answer with it in one write; a repeat with the same
key and body answers it again byte for byte (status, ``ETag``, ``Location``, body with the
tokens); another body is 422; concurrent repeats make one game; the key is scoped to the
``Authorization`` sent; a request without a key is unchanged."""

from __future__ import annotations

import json
import threading
import uuid

import httpx

BODY = {"seats": 2, "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], "options": {"max_rounds": 30}}


def _post(client, body, key=None, **headers):
    if key is not None:
        headers["Idempotency-Key"] = key
    return client.post("/games", content=body if isinstance(body, (bytes, str)) else json.dumps(body),
                       headers={"Content-Type": "application/json", **headers})


def test_a_repeat_replays_the_first_answer_and_makes_no_second_game(client, sync_store):
    key = str(uuid.uuid4())
    first = _post(client, BODY, key)
    assert first.status_code == 201, first.text
    g = first.json()
    assert first.headers["location"] == f"/games/{g['id']}" and first.headers["etag"] == '"1"'
    # the same request, other key order and whitespace: the same bytes
    again = _post(client, json.dumps(dict(reversed(BODY.items())), indent=2), key)
    assert again.status_code == 201
    assert (again.content, again.headers["location"], again.headers["etag"]) == \
        (first.content, first.headers["location"], first.headers["etag"])
    # the game plays: the replayed tokens are its tokens
    seat0 = g["players"][0]["token"]
    assert client.get(f"/games/{g['id']}/legal-actions", headers={"Authorization": f"Bearer {seat0}"}).status_code == 200
    # the stored answer keeps the tokens out of reach of a reader of the store
    k = sync_store.keys
    stored = b"".join(v for b in sync_store.r.scan_iter(match=k.of_game(g["id"]).replace("*", "idem:*"))
                      for v in sync_store.r.hgetall(b).values())
    assert stored and g["host_token"].encode() not in stored and seat0.encode() not in stored
    # a later repeat, the game moved on (cancelled): still the first answer
    assert client.delete(f"/games/{g['id']}", headers={"Authorization": f"Bearer {g['host_token']}",
                                                       "If-Match": '"1"'}).status_code in (200, 204)
    late = _post(client, BODY, key)
    assert late.status_code == 201 and late.content == first.content


def test_another_body_with_the_key_is_422_and_no_key_is_unchanged(client):
    key = str(uuid.uuid4())
    assert _post(client, BODY, key).status_code == 201
    other = _post(client, {**BODY, "seats": 3}, key)
    assert other.status_code == 422 and other.json()["code"] == "idempotency_key_reused"
    a, b = _post(client, BODY), _post(client, BODY)        # no key: a game each time
    assert a.status_code == b.status_code == 201 and a.json()["id"] != b.json()["id"]


def test_a_short_key_is_refused(client):
    r = _post(client, BODY, "short-key")
    assert r.status_code == 400 and r.headers["content-type"].startswith("application/problem+json"), r.text
    # as an action's key over 200 characters: Litestar's check of the header's bounds
    assert r.json()["field"] == "idempotency_key" and ">= 16" in r.json()["detail"]


def test_the_key_is_scoped_to_the_authorization(client):
    key = str(uuid.uuid4())
    anon = _post(client, BODY, key)
    host = anon.json()["host_token"]
    authed = _post(client, BODY, key, Authorization=f"Bearer {host}")
    assert authed.status_code == 201 and authed.json()["id"] != anon.json()["id"]
    assert _post(client, BODY, key, Authorization=f"Bearer {host}").content == authed.content
    assert _post(client, BODY, key).content == anon.content


def test_concurrent_repeats_make_one_game(server):
    key = str(uuid.uuid4())
    out: list[httpx.Response] = []
    go = threading.Barrier(8)

    def one() -> None:
        with httpx.Client(base_url=server["base"], timeout=30) as c:
            go.wait()
            out.append(_post(c, BODY, key))

    threads = [threading.Thread(target=one) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r.status_code for r in out] == [201] * 8, [r.text for r in out]
    assert len({(r.content, r.headers["location"], r.headers["etag"]) for r in out}) == 1


def test_a_repeat_past_the_answers_ttl_is_409(client, sync_store):
    key = str(uuid.uuid4())
    g = _post(client, BODY, key).json()
    k = sync_store.keys
    for b in sync_store.r.scan_iter(match=k.of_game(g["id"]).replace("*", "idem:*")):
        sync_store.r.delete(b)          # as its TTL would
    r = _post(client, BODY, key)
    assert r.status_code == 409 and r.json()["code"] == "idempotency_key_expired", r.text
    assert client.get(f"/games/{g['id']}").json()["version"] == 1      # the game untouched


def test_a_repeat_with_an_account_key_lists_the_game_a_crash_left_out(client, sync_store):
    """The account's list of games is written after the creating commit: a crash between
    the two left the game out of ``GET /account/games`` for good, and the client's retry
    with the key only replayed the answer. Now the replay lists it again (at the game's
    creation time; a listed game keeps its time)."""
    acc = client.post("/accounts", json={"name": f"idem{uuid.uuid4().hex[:10]}"}).json()
    key, aid = acc["key"]["key"], acc["account"]["id"]
    body = {"seats": 2, "players": [{"name": "a"}], "account_seat": 0}
    idem = str(uuid.uuid4())
    first = _post(client, body, idem, Authorization=f"Bearer {key}")
    assert first.status_code == 201, first.text
    gid = first.json()["id"]
    listed = sync_store.keys.account_games(aid)
    at = sync_store.r.zscore(listed, gid)
    assert at is not None
    sync_store.r.zrem(listed, gid)                      # as a crash after the commit leaves it
    again = _post(client, body, idem, Authorization=f"Bearer {key}")
    assert again.status_code == 201 and again.content == first.content
    assert sync_store.r.zscore(listed, gid) is not None
    mine = client.get(f"/accounts/{aid}/games")
    assert gid in mine.json()["games"], mine.text
    # a listed game keeps its time; another account's key is another scope (another game)
    sync_store.r.zadd(listed, {gid: 5})
    assert _post(client, body, idem, Authorization=f"Bearer {key}").status_code == 201
    assert sync_store.r.zscore(listed, gid) == 5


def test_a_key_never_makes_its_game_twice(settings, sync_store):
    """A key's game id is derived from the key: once the game is gone (cancelled, kept
    ``BATTLE1821_FINISHED_TTL_S``, not archived) with its answer, a very late repeat made
    the game again under the same id, new tokens and all. The creating commit marks the id
    for good, and a create of a marked id is refused: the repeat is 409
    ``idempotency_key_expired`` and nothing is made."""
    import dataclasses
    import time

    from litestar.testing import TestClient

    from server.app import create_app

    short = dataclasses.replace(settings, finished_ttl_s=1, idempotency_ttl_s=1, archive=False)
    with TestClient(create_app(short)) as c:
        key = str(uuid.uuid4())
        g = _post(c, BODY, key).json()
        gid = g["id"]
        assert c.delete(f"/games/{gid}", headers={"Authorization": f"Bearer {g['host_token']}",
                                                  "If-Match": '"1"'}).status_code in (200, 204)
        deadline = time.monotonic() + 20
        idem = sync_store.keys.of_game(gid).replace("*", "idem:*")
        while c.get(f"/games/{gid}").status_code != 404 or list(sync_store.r.scan_iter(match=idem)):
            assert time.monotonic() < deadline, "the cancelled game or the key's answer was not dropped"
            time.sleep(0.2)      # the retention TTL and the answer's TTL run out
        assert not sync_store.r.exists(sync_store.keys.game(gid), sync_store.keys.events(gid))
        r = _post(c, BODY, key)
        assert r.status_code == 409 and r.json()["code"] == "idempotency_key_expired", r.text
        assert c.get(f"/games/{gid}").status_code == 404
        assert sync_store.r.ttl(sync_store.keys.made_once(gid)) == -1      # the mark never expires


def test_a_repeat_tells_the_account_the_creation_a_crash_left_untold(client, sync_store):
    """A game created full (the account's seat and a computer seat) starts at once, and its
    creation tells the account's stream ``game_started`` (and ``your_turn`` when it waits on
    the seat). That telling came after the creating commit: a crash between the two left
    the account's stream without the game for good (its bot never learnt the game began),
    and the retry with the key repaired only the list of games. Now the creation is told
    before the game is listed, and a replay that lists the game again tells it again unless
    the stream holds it; never twice."""
    acc = client.post("/accounts", json={"name": f"idem{uuid.uuid4().hex[:10]}"}).json()
    key, aid = acc["key"]["key"], acc["account"]["id"]
    auth = {"Authorization": f"Bearer {key}"}
    body = {"seats": 2, "players": [{"name": "a"}, {"name": "b", "bot": "greedy"}], "account_seat": 0}
    idem = str(uuid.uuid4())
    first = _post(client, body, idem, **auth)
    assert first.status_code == 201, first.text
    gid, version = first.json()["id"], first.json()["version"]

    def mine():
        return [e for e in client.get("/account/events", headers=auth).json()["events"] if e["game_id"] == gid]

    told = mine()
    assert [e["type"] for e in told][:1] == ["game_started"] and told[0]["version"] == version, told
    # as a crash right after the commit leaves it: neither told nor listed; and the game went on
    sync_store.r.delete(sync_store.keys.account_events(aid))
    sync_store.r.zrem(sync_store.keys.account_games(aid), gid)
    seat0 = {"Authorization": f"Bearer {first.json()['players'][0]['token']}"}
    move = client.post(f"/games/{gid}/actions", json={"type": "set_standing_orders", "call_ally": "never",
                                                      "answer_ally": "decline"}, headers={**seat0, "If-Match": "*"})
    assert move.status_code == 201, move.text
    assert client.get(f"/games/{gid}").json()["version"] > version    # told from the state at the creating version
    again = _post(client, body, idem, **auth)
    assert again.status_code == 201 and again.content == first.content
    retold = mine()
    assert [(e["type"], e["seat"], e["version"], e["data"]) for e in retold] == \
        [(e["type"], e["seat"], e["version"], e["data"]) for e in told], retold
    assert gid in client.get(f"/accounts/{aid}/games").json()["games"]
    # a crash between the telling and the listing: listed again, not told twice
    sync_store.r.zrem(sync_store.keys.account_games(aid), gid)
    assert _post(client, body, idem, **auth).content == first.content
    assert len(mine()) == len(retold)
    assert gid in client.get(f"/accounts/{aid}/games").json()["games"]
