"""Undo over HTTP (real Redis): offered in the legal actions exactly while it is
accepted, an accepted action in the log (the game replays from seed + actions), an
``undone`` event on the stream, and 409 ``undo_barrier`` naming the barrier past dice
or the turn's start."""

from __future__ import annotations

import msgspec

from helpers import act, auth, game, legal

from gamekinds import battle1821 as engine
from gamekinds.battle1821 import Options, Position, decode_state, encode_state

POSITION = {
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 10}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 1}, "arta": {"ottomans": 3}},
    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
    "round": 3, "phase": "greek", "step": "attack", "active_seat": 0,
    "apostles_revealed": ["A10", "A11", "A12", "A15"],
}
SEED = "undo-over-http"


def _undo_options(client, g, seat):
    return [o for o in legal(client, g, seat) if o["type"] == "undo"]


def _events(client, gid, after):
    return client.get(f"/games/{gid}/events?after={after}").json()["events"]


def test_undo_up_to_the_barrier_and_not_past_it(client, sync_store):
    r = client.post("/games", json={"position": POSITION, "seed": SEED,
                                    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}]})
    assert r.status_code == 201, r.text
    c = r.json()
    g = {"id": c["id"], "tokens": [p["token"] for p in c["players"]]}
    gid = g["id"]
    start = game(client, gid)
    v = start["version"]
    assert _undo_options(client, g, 0) == []
    r = act(client, g, 0, {"type": "undo"}, v)
    assert r.status_code == 409 and r.json()["code"] == "undo_barrier" and r.json()["barrier"] == "turn_start"
    assert r.headers["content-type"].startswith("application/problem+json")

    # an occupation (no dice): undoable
    r = act(client, g, 0, {"type": "attack", "from": "achaia", "to": "messinia", "infantry": 4}, v)
    assert r.status_code == 201, r.text
    v = r.json()["version"]
    assert r.json()["legal_actions"] and {"type": "undo", "undoable": ["attack"], "barrier": "turn_start"} \
        in r.json()["legal_actions"]
    assert _undo_options(client, g, 0) == [{"type": "undo", "undoable": ["attack"], "barrier": "turn_start"}]
    assert _undo_options(client, g, 1) == []
    r = act(client, g, 1, {"type": "undo"}, v)
    assert r.status_code == 409 and r.json()["code"] == "not_your_turn"
    seq = client.get(f"/games/{gid}/events").json()["last_seq"]
    r = act(client, g, 0, {"type": "undo"}, v)
    assert r.status_code == 201, r.text
    v = r.json()["version"]
    [ev] = [e for e in r.json()["events"] if e["type"] == "undone"]
    assert ev["seat"] == 0 and ev["count"] == 1 and ev["actions"] == ["attack"] and ev["step"] == "attack"
    assert {x["region"]: x["infantry"] for x in ev["regions"]} == {"achaia": 10, "messinia": 0}
    assert [e["type"] for e in _events(client, gid, seq)] == ["undone"]    # watchers see it
    after = game(client, gid)
    by_id = {x["id"]: x for x in after["regions"]}
    assert by_id["achaia"]["infantry"] == 10 and by_id["messinia"]["owner"] is None
    assert [x for x in after["regions"]] == [x for x in start["regions"]]

    # a battle rolls dice: a barrier
    r = act(client, g, 0, {"type": "attack", "from": "achaia", "to": "corinthia", "infantry": 9}, v)
    assert r.status_code == 201, r.text
    v = r.json()["version"]
    assert any(e["type"] == "battle_roll" for e in r.json()["events"])
    assert _undo_options(client, g, 0) == []
    check = client.post(f"/games/{gid}/actions/check", json={"type": "undo"}, headers=auth(g["tokens"][0])).json()
    assert check["accepted"] is False and check["code"] == "undo_barrier" and check["barrier"] == "dice"
    r = act(client, g, 0, {"type": "undo"}, v)
    body = r.json()
    assert r.status_code == 409 and body["code"] == "undo_barrier" and body["barrier"] == "dice", body
    assert "dice" in body["detail"]
    assert game(client, gid)["version"] == v                 # nothing written

    # the log holds the undo; the game replays from seed + accepted actions
    recs = client.get(f"/games/{gid}/actions").json()["actions"]
    assert [rec["action"]["type"] for rec in recs] == ["attack", "undo", "attack"]
    s = engine.from_position(msgspec.convert(POSITION, Position), SEED, Options(), seed_chosen=True)
    s.players[0].name, s.players[1].name = "Kolokotronis", "Bouboulina"
    for rec in recs:
        s, _ = engine.apply(s, rec["seat"], msgspec.convert(rec["action"], engine.Action))
    assert encode_state(s) == sync_store.load(gid).state
    assert decode_state(sync_store.load(gid).state).undo.barrier == "dice"


def test_the_codes_are_in_the_problem_table():
    from server.api.problems import CODES
    assert {"undo_barrier"} <= set(CODES)
