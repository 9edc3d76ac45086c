"""The API names the kind (issue #29, item 3): ``GET /kinds``, ``GET /kinds/{kind}``,
``GET /kinds/{kind}/rules`` (cacheable, 404 ``unknown_kind``); ``kind`` in the created
game, the view and the listing summaries; ``GET /games?kind=`` exact totals and cursors
with two kinds hosted (the tests' tiny kind); games stored before kinds list as 1821."""

from __future__ import annotations

import json
import os
import sys
import uuid
from pathlib import Path

import pytest
import redis
from litestar.testing import TestClient

from helpers import session_settings
from server.app import create_app

KINDS_DIR = str(Path(__file__).resolve().parents[1] / "kinds")


@pytest.fixture(scope="module")
def two_kinds():
    """An app hosting 1821 and the tiny kind (``BATTLE1821_KINDS=tiny=tinykind``) on a key
    prefix of its own; the environment is restored afterwards."""
    old = os.environ.get("BATTLE1821_KINDS")
    os.environ["BATTLE1821_KINDS"] = "tiny=tinykind"
    added = KINDS_DIR not in sys.path
    if added:
        sys.path.insert(0, KINDS_DIR)
    st = session_settings().with_(key_prefix=f"{session_settings().key_prefix}-knd{uuid.uuid4().hex[:6]}")
    try:
        with TestClient(create_app(st)) as c:
            yield c, st
    finally:
        if old is None:
            os.environ.pop("BATTLE1821_KINDS", None)
        else:
            os.environ["BATTLE1821_KINDS"] = old
        if added:
            sys.path.remove(KINDS_DIR)
        r = redis.Redis.from_url(st.redis_url)
        keys = list(r.scan_iter(match=f"{st.key_prefix}:*", count=1000))
        if keys:
            r.delete(*keys)
        r.close()


def _problem(r, status: int, code: str) -> dict:
    assert r.status_code == status, r.text
    assert r.headers["content-type"].startswith("application/problem+json")
    assert r.json()["code"] == code
    return r.json()


def test_kinds_list_each_kind_and_its_rules(two_kinds):
    c, _ = two_kinds
    r = c.get("/kinds")
    assert r.status_code == 200 and r.headers["cache-control"] == "public, max-age=3600"
    body = r.json()
    # every registered kind, the default first (the Ottomans by their entry point), then the tiny one
    assert body["default"] == "battle1821" and [k["name"] for k in body["kinds"]] == ["battle1821", "ottomans", "tiny"]
    b = body["kinds"][0]
    assert (b["seats_min"], b["seats_max"], b["scenarios"], b["phases"]) == (2, 4, ["standard"],
                                                                            ["setup", "greek_turn", "ottoman"])
    assert b["links"] == {"kind": "/kinds/battle1821", "rules": "/kinds/battle1821/rules",
                          "games": "/games?kind=battle1821"}
    assert c.get("/kinds", headers={"If-None-Match": r.headers["etag"]}).status_code == 304

    tiny = c.get("/kinds/tiny")
    assert tiny.status_code == 200 and tiny.headers["etag"] != r.headers["etag"]
    t = tiny.json()
    assert (t["name"], t["rules_version"], t["action_types"]) == ("tiny", "tiny-rules/1", ["advance", "resign"])
    assert set(t["schemas"]) == {"options", "actions", "legal_actions", "view", "events"}
    assert "Advance" in t["schemas"]["actions"]["$defs"]
    assert c.get("/kinds/tiny", headers={"If-None-Match": f'W/{tiny.headers["etag"]}'}).status_code == 304

    rules = c.get("/kinds/battle1821/rules").json()
    old = c.get("/rules").json()
    assert rules["rules"] == {"board": old["board"], "events": old["events"], "apostles": old["apostles"]}
    assert rules["schemas"]["actions"] == old["action_schema"] and rules["action_types"] == old["action_types"]
    assert c.get("/kinds/tiny/rules").json()["rules"]["goal"] == 10

    for path in ("/kinds/chess", "/kinds/chess/rules"):
        assert "battle1821" in _problem(c.get(path), 404, "unknown_kind")["detail"]


def test_kind_in_created_view_and_listing_with_exact_totals_and_cursors(two_kinds):
    c, _ = two_kinds
    made = {"battle1821": [], "tiny": []}
    for kind in ("tiny", "battle1821", "tiny", "tiny", "battle1821"):
        g = c.post("/games", json={"kind": kind, "seats": 2} if kind != "battle1821" else {"seats": 2})
        assert g.status_code == 201 and g.json()["kind"] == kind, g.text
        made[kind].append(g.json()["id"])
        assert c.get(f"/games/{g.json()['id']}").json()["kind"] == kind
    for kind, ids in made.items():
        seen, cursor = [], None
        while True:
            page = c.get("/games", params={"kind": kind, "limit": 2, **({"cursor": cursor} if cursor else {})}).json()
            assert page["total"] == len(ids)
            assert {g["kind"] for g in page["games"]} == {kind}
            seen += [g["id"] for g in page["games"]]
            cursor = page["next_cursor"]
            if cursor is None:
                break
        assert seen == ids[::-1]
        lobby = c.get("/games", params={"kind": kind, "status": "lobby", "seats": 2, "open": "true"}).json()
        assert lobby["total"] == len(ids)
    every = c.get("/games").json()
    assert every["total"] == 5 and {g["kind"] for g in every["games"]} == {"battle1821", "tiny"}
    assert c.get("/games", params={"status": "lobby"}).json()["total"] == 5
    # a cursor belongs to its kind filter
    cur = c.get("/games", params={"kind": "tiny", "limit": 1}).json()["next_cursor"]
    _problem(c.get("/games", params={"kind": "battle1821", "cursor": cur}), 400, "cursor_filter_mismatch")
    assert _problem(c.get("/games", params={"kind": "chess"}), 400, "unknown_kind")["field"] == "kind"


def test_games_stored_before_kinds_list_as_battle1821(two_kinds):
    """A 1821 game written before game kinds: no ``kind`` in its meta (never: the default is
    omitted) nor in its summary, indexed in the cell names of then."""
    c, st = two_kinds
    gid = c.post("/games", json={"seats": 3}).json()["id"]
    r = redis.Redis.from_url(st.redis_url)
    try:
        key = f"{st.key_prefix}:{{{gid}}}:game"
        meta, summary = json.loads(r.hget(key, "meta")), json.loads(r.hget(key, "summary"))
        assert "kind" not in meta and summary.pop("kind") == "battle1821"
        r.hset(key, "summary", json.dumps(summary))
        cell = f"{st.key_prefix}:{{{st.key_prefix}:index}}:cell:lobby:3:o"
        assert any(m.decode().endswith(gid) for m in r.zrange(cell, 0, -1))
    finally:
        r.close()
    for params in ({"kind": "battle1821", "seats": 3}, {"seats": 3}):
        page = c.get("/games", params=params).json()
        assert [(g["id"], g["kind"]) for g in page["games"]] == [(gid, "battle1821")] and page["total"] == 1
    assert c.get("/games", params={"kind": "tiny", "seats": 3}).json()["total"] == 0
    assert c.get(f"/games/{gid}").json()["kind"] == "battle1821"


def test_a_server_bot_the_kind_does_not_offer_is_refused(two_kinds):
    """A computer seat is played by a policy of the game's kind (``kind.POLICIES``); a bot
    name of the API's enum that the kind lacks (the tiny kind has no ``search``) is refused
    at creation and at a join, naming the field, instead of being played by the worker's
    random fallback."""
    c, _ = two_kinds
    r = c.post("/games", json={"kind": "tiny", "seats": 2, "players": [{"name": "A"}, {"name": "B", "bot": "search"}]})
    p = _problem(r, 400, "invalid_request")
    assert p["field"] == "players[1].bot" and "greedy, random" in p["detail"], p
    g = c.post("/games", json={"kind": "tiny", "seats": 2, "players": [{"name": "A"}]})
    assert g.status_code == 201, g.text
    host = {"Authorization": f"Bearer {g.json()['host_token']}", "If-Match": "*"}
    r = c.post(f"/games/{g.json()['id']}/players", json={"name": "S", "bot": "search"}, headers=host)
    assert _problem(r, 400, "invalid_request")["field"] == "bot"
    r = c.post(f"/games/{g.json()['id']}/players", json={"name": "G", "bot": "greedy"}, headers=host)
    assert r.status_code in (200, 201), r.text
    ok = c.post("/games", json={"kind": "tiny", "seats": 2, "players": [{"name": "A"}, {"name": "B", "bot": "random"}]})
    assert ok.status_code == 201 and ok.json()["computer_seats"][0]["bot"] == "random", ok.text


def test_an_ottomans_game_from_a_position_and_its_record_hide_the_hands(two_kinds):
    """``POST /games`` with an Ottomans ``position`` (its seats: one per core) starts the game
    (it answered 500: the platform read ``position.seats``, which only 1821's position had);
    while the game goes on, the record's position shows each seat's face-down stratagems as
    ``?`` (19.3) and each seat's view its own hand only."""
    c, _ = two_kinds
    pos = {"cores": ["ottomans", "hungary"], "hands": [["agent", "weather"], ["truce"]], "clear_map": True}
    r = c.post("/games", json={"kind": "ottomans", "position": pos, "players": [{"name": "A"}, {"name": "B"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    view = c.get(f"/games/{g['id']}").json()
    assert [p["hand_size"] for p in view["players"]] == [2, 1]
    mine = c.get(f"/games/{g['id']}", headers={"Authorization": f"Bearer {g['players'][1]['token']}"}).json()
    assert [p.get("hand") for p in mine["players"]] == [None, ["truce"]]
    rec = c.get(f"/games/{g['id']}/record")
    assert rec.status_code == 200, rec.text
    assert rec.json()["position"]["hands"] == [["?", "?"], ["?"]] and not rec.json().get("seed")
    assert "weather" not in rec.text and "truce" not in rec.text
    bad = c.post("/games", json={"kind": "ottomans", "seats": 3, "position": pos})
    assert _problem(bad, 400, "invalid_position")


def test_each_kind_says_its_bots_and_its_words_for_the_table_options(two_kinds):
    """``GET /kinds`` gives what a create-game form needs of each kind, from the kind's own
    module (``POLICY_WORDS``, ``TABLE_WORDS``): the server bots a seat may be, each in words
    (every bot the kind accepts, and each one offered is accepted for a computer seat), and
    the kind's words for ``max_rounds`` and ``decision_timeout_s``; a kind that gives no words
    (the tiny kind) offers its policies by name with the platform's words. ``GET
    /kinds/{kind}`` says the same."""
    c, _ = two_kinds
    kinds = {k["name"]: k for k in c.get("/kinds").json()["kinds"]}
    assert kinds["battle1821"]["bots"] == [{"name": "greedy", "title": "greedy (the default)"},
                                           {"name": "search", "title": "search (looks ahead)"},
                                           {"name": "random", "title": "random (any legal move)"}]
    assert kinds["battle1821"]["words"] == {"round": "round", "decision": "an Ally question"}
    assert [b["name"] for b in kinds["ottomans"]["bots"]] == ["greedy", "random"]
    assert kinds["ottomans"]["words"] == {"round": "turn", "decision": "a decision"}
    assert kinds["tiny"]["bots"] == [{"name": "random", "title": "random"}, {"name": "greedy", "title": "greedy"}]
    assert kinds["tiny"]["words"] == {"round": "round", "decision": "a decision"}
    for name, k in kinds.items():
        one = c.get(f"/kinds/{name}").json()
        assert one["bots"] == k["bots"] and one["words"] == k["words"], name
        for b in k["bots"]:              # every bot offered is one a seat of the kind may be
            r = c.post("/games", json={"kind": name, "seats": 2, "players": [{"name": "A"}, {"name": "B", "bot": b["name"]}]})
            assert r.status_code == 201 and r.json()["computer_seats"][0]["bot"] == b["name"], (name, b, r.text)
        unoffered = {"greedy", "search", "random"} - {b["name"] for b in k["bots"]}
        for bot in unoffered:
            r = c.post("/games", json={"kind": name, "seats": 2, "players": [{"name": "A"}, {"name": "B", "bot": bot}]})
            assert r.status_code == 400, (name, bot, r.text)


def test_each_kind_describes_its_own_create_options(two_kinds):
    """``GET /kinds`` ``options``: the kind's own options a player picks at creation, from its
    module (``CREATE_OPTIONS``), so a client builds every kind's create form from the API:
    The Ottomans' scenario (a choice of 1-4, each named, 1 the default) and its optional
    rules 22.0-25.0 (flags, off by default); 1821 and the tiny kind have none. Every value
    offered is one the kind accepts: a game created with it has it in its view's options
    (``GET /kinds/{kind}`` says the same)."""
    c, _ = two_kinds
    kinds = {k["name"]: k for k in c.get("/kinds").json()["kinds"]}
    assert kinds["battle1821"]["options"] == [] and kinds["tiny"]["options"] == []
    ott = kinds["ottomans"]["options"]
    assert [(o["name"], o["input"], o["default"]) for o in ott] == [
        ("scenario", "choice", 1), ("special_tactics", "flag", False), ("pillage", "flag", False),
        ("colonization", "flag", False), ("civilization", "flag", False)], ott
    scenario = ott[0]
    assert [ch["value"] for ch in scenario["choices"]] == [1, 2, 3, 4], scenario
    assert all(ch["title"].startswith(f"{ch['value']}: ") and "(turns " in ch["title"] for ch in scenario["choices"]), scenario
    assert [o["title"][-6:] for o in ott[1:]] == ["(22.0)", "(23.0)", "(24.0)", "(25.0)"], ott
    assert all(o["choices"] == [] for o in ott[1:]), ott
    for name, k in kinds.items():
        assert c.get(f"/kinds/{name}").json()["options"] == k["options"], name
    for ch in scenario["choices"][1:]:
        body = {"scenario": ch["value"], **{o["name"]: True for o in ott[1:]}}
        r = c.post("/games", json={"kind": "ottomans", "seats": 2, "options": body})
        assert r.status_code == 201, r.text
        got = c.get(f"/games/{r.json()['id']}").json()["options"]
        assert {k: got.get(k) for k in body} == body, got


def test_the_simplest_ottomans_positions_start_and_an_unsound_one_says_where_and_why(two_kinds):
    """``POST /games`` with an Ottomans ``position`` of nothing but its cores starts the game
    in every scenario (it answered ``400 invalid_position`` ``city bursa mixes {(-1, 0), (0,
    0)} (8.1)``: the set-up's step after the choice of cores, the mercenaries the cores start
    with, was not made); a position that breaks the city rule is refused naming the city, the
    pieces, their players and the rule."""
    c, _ = two_kinds
    for scenario in (1, 2, 3, 4):
        pos = {"scenario": scenario, "cores": ["ottomans", "venice", "hungary"]}
        r = c.post("/games", json={"kind": "ottomans", "position": pos})
        assert r.status_code == 201, r.text
    bad = {"cores": ["ottomans", "hungary"], "pieces": {"hungarian_militia": "bursa"}}
    p = _problem(c.post("/games", json={"kind": "ottomans", "position": bad}), 400, "invalid_position")
    assert p["ruling"] == "8.1" and "city bursa (ottomans)" in p["detail"], p
    assert "hungarian_militia (blue, seat 1, core hungary)" in p["detail"] and "{" not in p["detail"], p
