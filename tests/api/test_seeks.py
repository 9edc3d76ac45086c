"""Quick play (issue 33): seeks of the same game from different accounts are matched and
their game created with each seat held by its account (seat tokens that play it, a
``seek_matched`` event without the token); what is not compatible waits (kind, seats,
options as the kind reads them, clock, rated, rating ranges both ways, one account
never with itself); refusals with their codes; the public listing without secrets;
expiry; and a match left claimed (its process gone) finished by a sweep. In-process apps
on the tests' Redis (the live, multi-process proofs: ``test_seeks_live.py``)."""

from __future__ import annotations

import time
import uuid

import pytest
import redis
from helpers import auth, session_settings
from litestar.testing import TestClient

from server.app import create_app
from server.service import seeks as seeks_mod
from server.store import Keys
from server.store.seeks import SEEK_KEYS


def _account(c, bot: bool = False, scopes=None) -> dict:
    body = {"name": f"sk{uuid.uuid4().hex[:12]}", "bot": bot}
    if scopes:
        body["scopes"] = scopes
    r = c.post("/accounts", json=body)
    assert r.status_code == 201, r.text
    j = r.json()
    return {"id": j["account"]["id"], "name": j["account"]["name"], "key": j["key"]["key"]}


def _seek(c, acc, **body) -> dict:
    r = c.post("/seeks", json={"seats": 2, **body}, headers=auth(acc["key"]))
    assert r.status_code == 201, r.text
    assert r.headers["location"] == f"/seeks/{r.json()['id']}"
    return r.json()


def _get(c, acc, sid) -> dict:
    r = c.get(f"/seeks/{sid}", headers=auth(acc["key"]))
    assert r.status_code == 200, r.text
    return r.json()


def _unique_options() -> dict:
    """Options no other test's seek has (schemathesis posts seeks under the same key prefix,
    bounds like 1000 included): a pool of this test's own."""
    n = uuid.uuid4().int
    return {"max_rounds": 100 + n % 800, "decision_timeout_s": 1000 + (n >> 16) % 80_000}


def _set_rating(settings, acc, kind: str, mu: float) -> None:
    r = redis.Redis.from_url(settings.redis_url)
    try:
        r.hset(Keys(settings.key_prefix).account(acc["id"]), f"r:{kind}",
               f'{{"mu":{mu},"sigma":5.0,"games":3}}')
    finally:
        r.close()


def _listed(c, kind: str | None = None) -> dict[str, dict]:
    """Every waiting seek (of ``kind``), page after page (other tests' seeks share the prefix)."""
    out, offset = {}, 0
    while True:
        page = c.get("/seeks", params={"offset": offset, "limit": 200, **({"kind": kind} if kind else {})}).json()
        out.update({s["id"]: s for s in page["seeks"]})
        if page["next_offset"] is None:
            return out
        offset = page["next_offset"]


@pytest.fixture(scope="module")
def c():
    with TestClient(create_app(session_settings())) as client:
        yield client


def test_two_seeks_of_one_game_are_matched_into_a_game_their_accounts_hold(c):
    a, b = _account(c), _account(c, bot=True)
    opts = _unique_options()
    first = _seek(c, a, options=opts, rated=True)
    assert first["status"] == "waiting" and first["game_id"] is None and first["token"] is None
    assert first["options"] == opts and first["clock"] is None and first["rated"] is True
    second = _seek(c, b, options=opts, rated=True)
    assert second["status"] == "matched", second          # the poster found its partner at once
    gid = second["game_id"]
    again = _get(c, a, first["id"])
    assert again["status"] == "matched" and again["game_id"] == gid and {again["seat"], second["seat"]} == {0, 1}
    assert again == _get(c, a, first["id"])               # the token reads the same every time
    seats = {again["seat"]: (a, again["token"]), second["seat"]: (b, second["token"])}
    players = c.get(f"/games/{gid}/players").json()
    for p in players["players"] if isinstance(players, dict) else players:
        acc, _ = seats[p["seat"]]
        assert p["account"] == acc["id"] and p["name"] == acc["name"] and p["taken"]
    view = c.get(f"/games/{gid}").json()
    assert view["status"] == "setup" and view["kind"] == "battle1821"
    for seat, (_, tok) in seats.items():
        assert tok.startswith(f"{gid}.{seat}.")
        assert c.get(f"/games/{gid}/legal-actions", headers=auth(tok)).status_code == 200
    assert c.get(f"/games/{gid}/legal-actions", headers=auth(f"{gid}.0." + "x" * 43)).status_code == 401
    for acc, seek in ((a, again), (b, second)):
        evs = c.get("/account/events", headers=auth(acc["key"])).json()["events"]
        matched = [e for e in evs if e["type"] == "seek_matched"]
        assert len(matched) == 1 and matched[0]["game_id"] == gid and matched[0]["seat"] == seek["seat"]
        assert matched[0]["data"] == {"seek_id": seek["id"], "game_id": gid, "seat": seek["seat"],
                                      "kind": "battle1821", "rated": True}
        assert seek["token"] not in str(evs)
        assert gid in c.get(f"/accounts/{acc['id']}/games").json()["games"]
    # matched: no longer listed, no longer cancellable
    assert not {first["id"], second["id"]} & set(_listed(c))
    r = c.delete(f"/seeks/{first['id']}", headers=auth(a["key"]))
    assert r.status_code == 409 and r.json()["code"] == "seek_matched"


@pytest.mark.parametrize("other", [
    {"seats": 3}, {"rated": True}, {"clock": {"initial_s": 600, "increment_s": 5}}, {"kind": "ottomans"},
    {"options": "other"},
])
def test_seeks_of_different_games_wait(c, other):
    a, b = _account(c), _account(c)
    opts = _unique_options()
    first = _seek(c, a, options=opts)
    body = {"options": opts, **other}
    if other.get("options") == "other":
        body["options"] = {**opts, "max_rounds": opts["max_rounds"] + 1}
    if other.get("kind") == "ottomans":
        body["options"] = {}
    assert _seek(c, b, **body)["status"] == "waiting"
    assert _get(c, a, first["id"])["status"] == "waiting"


def test_options_are_compared_as_the_kind_reads_them(c):
    a, b, d = _account(c), _account(c), _account(c)
    clock = {"initial_s": 60 + uuid.uuid4().int % 1000}      # a pool of this test's own
    first = _seek(c, a, kind="ottomans", options={}, clock=clock)
    assert first["options"] == {} and first["clock"] == {"initial_s": clock["initial_s"], "increment_s": 0}
    second = _seek(c, b, kind="ottomans", options={"scenario": 1}, clock={**clock, "increment_s": 0})
    assert second["status"] == "matched" and second["kind"] == "ottomans"
    g = c.get(f"/games/{second['game_id']}").json()
    assert g["kind"] == "ottomans" and g["options"]["clock"]["initial_s"] == clock["initial_s"]
    assert _seek(c, d, kind="ottomans", options={"scenario": 2}, clock=clock)["status"] == "waiting"


def test_an_account_is_never_matched_with_itself(c):
    a, b = _account(c), _account(c)
    opts = _unique_options()
    one, two = _seek(c, a, options=opts), _seek(c, a, options=opts)
    assert one["status"] == two["status"] == "waiting"
    three = _seek(c, b, options=opts)
    assert three["status"] == "matched"
    assert _get(c, a, one["id"])["status"] == "matched"     # the oldest seek first
    assert _get(c, a, two["id"])["status"] == "waiting"


def test_rating_ranges_hold_both_ways(c, settings):
    low, high, mid = _account(c), _account(c), _account(c)
    _set_rating(settings, low, "battle1821", 20.0)
    _set_rating(settings, high, "battle1821", 30.0)
    _set_rating(settings, mid, "battle1821", 26.0)
    opts = _unique_options()
    s_low = _seek(c, low, options=opts, rating_range={"min": 15, "max": 25})
    assert s_low["rating_range"] == {"min": 15.0, "max": 25.0}
    # high (30) is outside low's range; high would take low, but low would not take high
    s_high = _seek(c, high, options=opts)
    assert s_high["status"] == "waiting"
    # mid (26) accepts anyone from 25 up: high fits it, low does not (20); high's range is open
    s_mid = _seek(c, mid, options=opts, rating_range={"min": 25})
    assert s_mid["status"] == "matched" and s_mid["game_id"] == _get(c, high, s_high["id"])["game_id"]
    assert _get(c, low, s_low["id"])["status"] == "waiting"
    listed = _listed(c, "battle1821")
    assert listed[s_low["id"]]["rating"] == 20.0 and listed[s_low["id"]]["rating_range"] == {"min": 15.0, "max": 25.0}


def test_four_seats_are_found_among_ranges_oldest_first(c, settings):
    """A set of four that fit each other all ways, found past a seek that fits the poster
    but not the others (a search, not a greedy pick)."""
    accs = [_account(c) for _ in range(5)]
    for acc, mu in zip(accs, (10.0, 24.0, 25.0, 26.0, 25.5)):
        _set_rating(settings, acc, "battle1821", mu)
    opts = _unique_options()
    odd = _seek(c, accs[0], seats=4, options=opts, rating_range={"max": 12})     # only wants players near 10
    seeks = [_seek(c, acc, seats=4, options=opts, rating_range={"min": 20}) for acc in accs[1:4]]
    assert all(s["status"] == "waiting" for s in seeks)
    last = _seek(c, accs[4], seats=4, options=opts)
    assert last["status"] == "matched"
    gid = last["game_id"]
    got = [_get(c, acc, s["id"]) for acc, s in zip(accs[1:4], seeks)]
    assert all(g["game_id"] == gid for g in got)
    assert sorted([last["seat"], *(g["seat"] for g in got)]) == [0, 1, 2, 3]
    assert _get(c, accs[0], odd["id"])["status"] == "waiting"
    view = c.get(f"/games/{gid}").json()
    assert len(view["players"]) == 4 and view["status"] == "setup"


def test_refusals_and_their_codes(c):
    a = _account(c)
    reader = _account(c, scopes=["read"])
    r = c.post("/seeks", json={"seats": 2})
    assert r.status_code == 401 and r.json()["code"] == "unauthorized"
    r = c.post("/seeks", json={"seats": 2}, headers=auth(reader["key"]))
    assert r.status_code == 403 and r.json()["code"] == "insufficient_scope"
    for body, status, code, field in [
        ({"seats": 2, "kind": "chess"}, 400, "unknown_kind", "kind"),
        ({"seats": 2, "options": {"max_rounds": 0}}, 400, "invalid_request", "options.max_rounds"),
        ({"seats": 2, "options": {"no_such": 1}}, 400, "invalid_request", "options.no_such"),
        ({"seats": 5}, 400, "invalid_request", "seats"),
        ({"seats": 2, "options": {"clock": {"initial_s": 60}}}, 400, "invalid_request", "options.clock"),
        ({"seats": 2, "rating_range": {"min": 30, "max": 20}}, 400, "invalid_request", "rating_range"),
        ({"seats": 2, "clock": {"initial_s": 1}}, 400, "invalid_request", "clock.initial_s"),
        ({"seats": 2, "surprise": True}, 400, "invalid_request", None),
        ({"seats": 2.5}, 400, "invalid_request", "seats"),
    ]:
        r = c.post("/seeks", json=body, headers=auth(a["key"]))
        assert r.status_code == status and r.json()["code"] == code, (body, r.text)
        if field:
            assert field.startswith(r.json().get("field") or "-") or field in str(r.json().get("errors")), (body, r.json())
    opts = _unique_options()
    mine = [_seek(c, a, options={**opts, "decision_timeout_s": opts["decision_timeout_s"] + i + 1}) for i in range(3)]
    r = c.post("/seeks", json={"seats": 2, "options": opts}, headers=auth(a["key"]))
    assert r.status_code == 409 and r.json()["code"] == "too_many_seeks"
    # another account sees none of them: 404, as an unknown id
    b = _account(c)
    for sid in (mine[0]["id"], "sk_0000000000000000"):
        for r in (c.get(f"/seeks/{sid}", headers=auth(b["key"])), c.delete(f"/seeks/{sid}", headers=auth(b["key"]))):
            assert r.status_code == 404 and r.json()["code"] == "seek_not_found"
    # cancelling frees a place; cancelling again is nothing
    assert c.delete(f"/seeks/{mine[0]['id']}", headers=auth(a["key"])).status_code == 204
    assert _get(c, a, mine[0]["id"])["status"] == "cancelled"
    assert c.delete(f"/seeks/{mine[0]['id']}", headers=auth(a["key"])).status_code == 204
    assert _seek(c, a, options=opts)["status"] == "waiting"


def test_integral_floats_are_integers_with_the_options_decoded_later(c):
    """``"seats": 2.0`` is the integer 2 (JSON Schema's ``integer``), also in a body whose
    options are decoded by the kind afterwards (the lenient path went through
    ``msgspec.convert``, which cannot make the raw options: 400 "Expected `raw`")."""
    a = _account(c)
    r = c.post("/seeks", json={"seats": 2.0, "options": {**_unique_options(), "decision_timeout_s": 7.0}},
               headers=auth(a["key"]))
    assert r.status_code == 201, r.text
    assert r.json()["seats"] == 2 and r.json()["options"]["decision_timeout_s"] == 7
    c.delete(f"/seeks/{r.json()['id']}", headers=auth(a["key"]))


def test_the_listing_is_public_and_keeps_secrets(c):
    a, b = _account(c), _account(c, bot=True)
    opts = _unique_options()
    s1 = _seek(c, a, options=opts)
    s2 = _seek(c, b, kind="ottomans", options={"scenario": 3, "pillage": True}, seats=3)
    assert {s1["id"], s2["id"]} <= set(_listed(c))
    ott = _listed(c, "ottomans")
    mine = ott[s2["id"]]
    assert mine == {"id": s2["id"], "account": b["id"], "name": b["name"], "bot": True, "kind": "ottomans", "seats": 3,
                    "options": {"scenario": 3, "pillage": True}, "clock": None, "rated": False, "rating_range": None,
                    "rating": 25.0, "created_at": s2["created_at"], "expires_at": s2["expires_at"]}
    assert all(s["kind"] == "ottomans" for s in ott.values())
    # a kind this server does not host is 400 unknown_kind naming the kinds, as GET /games (session 27)
    for path in ("/seeks", "/games"):
        nope = c.get(path, params={"kind": "chess"})
        assert nope.status_code == 400, (path, nope.text)
        p = nope.json()
        assert p["code"] == "unknown_kind" and p["field"] == "kind" and "ottomans" in p["detail"], (path, p)
    c.delete(f"/seeks/{s1['id']}", headers=auth(a["key"]))
    assert s1["id"] not in _listed(c)


def test_a_seek_expires_unmatched(c, monkeypatch):
    monkeypatch.setattr(seeks_mod, "SEEK_TTL_S", 1)
    a, b = _account(c), _account(c)
    opts = _unique_options()
    s = _seek(c, a, options=opts)
    assert s["status"] == "waiting"
    time.sleep(1.2)
    assert _get(c, a, s["id"])["status"] == "expired"             # said at once, swept later
    assert s["id"] not in _listed(c)
    monkeypatch.setattr(seeks_mod, "SEEK_TTL_S", 600)
    assert _seek(c, b, options=opts)["status"] == "waiting"        # never matched with an expired seek
    assert _get(c, a, s["id"])["status"] == "expired"


def test_a_claimed_match_left_unfinished_is_finished_by_a_sweep(c, settings):
    """A process that claimed a match died before making its game (the claim alone is
    written here): after the lease a sweep (any process's) makes the game, with the same
    seat tokens as the dead process would have made, and tells each account once."""
    import secrets

    from server.store.seeks import SeekStore

    a, b = _account(c), _account(c)
    opts = _unique_options()
    first = _seek(c, a, options=opts)
    svc = c.app.state.seeks

    async def claim_only():
        import msgspec

        rec = (await svc.store.get(first["id"]))[0]
        mine = msgspec.structs.replace(rec, id=f"sk_{secrets.token_hex(8)}", account=b["id"], name=b["name"])
        pool = (await svc.store.r.hget(svc.store.keys.seeks("idx"), first["id"])).decode().split(":", 1)[0]
        return mine.id, await SeekStore(svc.store.r, svc.store.keys).post(
            mine, pool, int(time.time() * 1000), 3, f"m_{secrets.token_hex(8)}", secrets.token_hex(8), 3000,
            [0.5] * 4)

    sid, claimed = c.blocking_portal.call(claim_only)      # the app's own loop (its Redis client)
    assert claimed.seeks and first["id"] in claimed.seeks
    assert _get(c, a, first["id"])["status"] == "waiting"              # claimed: its game is being made
    r = c.delete(f"/seeks/{first['id']}", headers=auth(a["key"]))
    assert r.status_code == 409 and r.json()["code"] == "seek_matched"
    deadline = time.monotonic() + 60
    while _get(c, a, first["id"])["status"] != "matched":
        assert time.monotonic() < deadline, "the sweep never finished the match"
        time.sleep(0.1)
    got = _get(c, a, first["id"])
    assert got["game_id"] == claimed.game_id
    assert c.get(f"/games/{claimed.game_id}/legal-actions", headers=auth(got["token"])).status_code == 200
    evs = [e for e in c.get("/account/events", headers=auth(b["key"])).json()["events"] if e["type"] == "seek_matched"]
    assert [e["data"]["seek_id"] for e in evs] == [sid]
    # the finished match is not finished twice
    assert c.blocking_portal.call(svc.finish, claimed) is False


def test_every_seek_key_is_in_the_accounts_slot(settings):
    keys = Keys(settings.key_prefix)
    tag = f"{{{settings.key_prefix}:acct}}"
    assert all(tag in keys.seeks(w) for w in SEEK_KEYS)
    assert tag in keys.account_events("acc_0") and tag in keys.account_games("acc_0")


def test_a_post_sent_twice_writes_once(c):
    """redis-py re-sends a call whose connection broke: the second ``post`` of one seek
    answers as the first did and claims nothing more."""
    import secrets

    import msgspec

    a, b = _account(c), _account(c)
    opts = _unique_options()
    first = _seek(c, a, options=opts)
    svc = c.app.state.seeks

    async def twice():
        rec = (await svc.store.get(first["id"]))[0]
        pool = (await svc.store.r.hget(svc.store.keys.seeks("idx"), first["id"])).decode().split(":", 1)[0]
        again = await svc.store.post(rec, pool, int(time.time() * 1000), 3, "m_x", "g", 3000, [0.5] * 4)
        mine = msgspec.structs.replace(rec, id=f"sk_{secrets.token_hex(8)}", account=b["id"], name=b["name"])
        args = (mine, pool, int(time.time() * 1000), 3, f"m_{secrets.token_hex(8)}", secrets.token_hex(8), 60_000,
                [0.5] * 4)
        one = await svc.store.post(*args)
        two = await svc.store.post(*args)
        await svc.finish(one)
        three = await svc.store.post(*args)
        return again, one, two, three

    again, one, two, three = c.blocking_portal.call(twice)
    assert again is True                                   # still open: no second entry
    assert one == two and first["id"] in one.seeks         # the same claim, not a second one
    assert three is True                                   # matched since: nothing to do
    assert _get(c, a, first["id"])["game_id"] == one.game_id


def test_a_repeat_with_the_idempotency_key_posts_no_second_seek(c):
    """``POST /seeks`` with an ``Idempotency-Key``: a retry after a lost answer answered a
    second seek (two waiting, so two games at once); now the repeat answers the first
    seek as it is now (waiting, then matched), another game sought with the key is 422,
    the key is the account's own (another account's same key is its own seek)."""
    a, b, d = _account(c), _account(c), _account(c)
    opts = _unique_options()
    key = {"Idempotency-Key": str(uuid.uuid4())}
    first = c.post("/seeks", json={"seats": 2, "options": opts}, headers={**auth(a["key"]), **key})
    assert first.status_code == 201, first.text
    sid = first.json()["id"]
    again = c.post("/seeks", json={"options": opts, "seats": 2}, headers={**auth(a["key"]), **key})
    assert again.status_code == 201 and again.json() == first.json()
    assert again.headers["location"] == f"/seeks/{sid}"
    mine = [s for s in _listed(c).values() if s["options"] == opts]
    assert [s["id"] for s in mine] == [sid], mine
    other = c.post("/seeks", json={"seats": 3, "options": opts}, headers={**auth(a["key"]), **key})
    assert other.status_code == 422 and other.json()["code"] == "idempotency_key_reused", other.text
    assert [s["id"] for s in _listed(c).values() if s["options"] == opts] == [sid]
    # another account's same key: its own seek, which matches the first
    theirs = c.post("/seeks", json={"seats": 2, "options": opts}, headers={**auth(b["key"]), **key})
    assert theirs.status_code == 201 and theirs.json()["id"] != sid and theirs.json()["status"] == "matched"
    late = c.post("/seeks", json={"seats": 2, "options": opts}, headers={**auth(a["key"]), **key})
    assert late.status_code == 201 and late.json()["id"] == sid and late.json()["status"] == "matched"
    assert late.json()["game_id"] == theirs.json()["game_id"]
    assert not [s for s in _listed(c).values() if s["options"] == opts]
    assert _seek(c, d, options=opts)["status"] == "waiting"        # nothing left to match it
