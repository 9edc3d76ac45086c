"""Games from positions (R1, R28 validation) and redaction of hidden information (R27):
no view or event carries deck order, RNG state or the seed before the end; the seed
appears after the end and replays the game."""

from __future__ import annotations

import json

import msgspec

from gamekinds import battle1821 as engine
from gamekinds.battle1821 import Options, Position, decode_state, encode_state
from gamekinds.rng import seed_sha256

from helpers import auth, etag

NEAR_END = {
    "seats": 2,
    "regions": {"achaia": {"owner": 0, "infantry": 10}, "laconia": {"owner": 1, "infantry": 3},
                "corinthia": {"ottomans": 1}},
    "players": [{"name": "Kolokotronis"}, {"name": "Bouboulina"}],
    "round": 3, "phase": "greek", "step": "attack", "active_seat": 0,
}
HIDDEN_KEYS = {"event_deck", "apostle_deck", "rng_state", "rng_inc"}


def _keys(obj) -> set[str]:
    out = set()
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.add(k)
            out |= _keys(v)
    elif isinstance(obj, list):
        for v in obj:
            out |= _keys(v)
    return out


def test_r1_position_valid_201_and_marked(client):
    r = client.post("/games", json={"position": NEAR_END, "players": [{"name": "K"}, {"name": "B"}]})
    assert r.status_code == 201, r.text
    v = client.get(r.headers["location"]).json()
    assert v["from_position"] is True and v["status"] == "active" and v["step"] == "attack"
    assert v["regions"][0]["infantry"] == 10 and v["players"][0]["name"] == "K"


def test_r1_inconsistent_position_400_names_it(client):
    bad = {**NEAR_END, "regions": {"achaia": {"owner": 0, "infantry": 40}}}
    r = client.post("/games", json={"position": bad})
    assert r.status_code == 400 and r.headers["content-type"].startswith("application/problem+json")
    body = r.json()
    assert body["code"] == "invalid_position" and body["ruling"] == "R1"
    assert "infantry" in body["detail"] and "35" in body["detail"]


def test_r28_position_owner_without_pieces_is_400(client):
    bad = {**NEAR_END, "regions": {**NEAR_END["regions"], "messinia": {"owner": 1, "infantry": 0}}}
    r = client.post("/games", json={"position": bad})
    assert r.status_code == 400 and r.json()["code"] == "invalid_position", r.text


def test_r27_redaction_before_the_end_and_seed_replay_after(client, sync_store):
    r = client.post("/games", json={"position": NEAR_END, "players": [{"name": "K"}, {"name": "B"}]})
    g = r.json()
    gid, tokens = g["id"], [p["token"] for p in g["players"]]
    v = client.get(f"/games/{gid}").json()
    stored = decode_state(sync_store.load(gid).state)
    seed = stored.seed
    assert seed_sha256(seed) == g["seed_sha256"]

    def assert_hidden():
        texts = [client.get(f"/games/{gid}").text, client.get(f"/games/{gid}/events").text]
        texts += [client.get(f"/games/{gid}", headers=auth(t)).text for t in tokens]
        texts += [client.get(f"/games/{gid}/legal-actions", headers=auth(t)).text for t in tokens]
        for t in texts:
            assert seed not in t
            assert not (_keys(json.loads(t)) & HIDDEN_KEYS)
        assert json.loads(texts[0])["seed"] is None

    assert_hidden()
    # a battle that cannot be lost for long: 9 against the last Ottoman (R26 no_ottomans)
    action = {"type": "attack", "from": "achaia", "to": "corinthia", "infantry": 9}
    res = client.post(f"/games/{gid}/actions", json=action,
                      headers={**auth(tokens[0]), "If-Match": etag(v["version"])})
    assert res.status_code == 201, res.text
    after = client.get(f"/games/{gid}").json()
    assert after["status"] == "finished", after  # 9 strength against 1 Ottoman, no Ally asked
    assert after["seed"] == seed and after["end_reason"] == "no_ottomans"
    ended = [e for e in client.get(f"/games/{gid}/events").json()["events"] if e["type"] == "game_ended"]
    assert ended and ended[0]["seed"] == seed
    # replay with the revealed seed: same final state, byte for byte
    s = engine.from_position(msgspec.convert(NEAR_END, Position), seed, Options())
    s.players[0].name, s.players[1].name = "K", "B"
    for rec in client.get(f"/games/{gid}/actions").json()["actions"]:
        s, _ = engine.apply(s, rec["seat"], msgspec.convert(rec["action"], engine.Action))
    assert encode_state(s) == sync_store.load(gid).state
    # battle resource assembled from its events
    b = client.get(f"/games/{gid}/battles/1").json()
    assert b["region"] == "corinthia" and b["winner"] == "greek" and b["rolls"]
