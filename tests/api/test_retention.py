"""Retention (BATTLE1821_FINISHED_TTL_S): the commit that finishes or cancels a game gives
every key of the game that TTL inside the same Lua commit (the idempotency record at most
that TTL); a game still being played has none; 0 keeps games forever; an expired game
leaves the listing index (and its totals) at the next listing."""

from __future__ import annotations

import time
import uuid

import pytest
import redis
from litestar.testing import TestClient

from helpers import session_settings
from server.app import create_app
from server.store import Commit, GameStore, GameSummary
from blocking_store import BlockingStore
from server.store import listing as lx
from server.store.redis_store import is_final

TTL = 2


@pytest.fixture(scope="module")
def rsettings():
    return session_settings().with_(key_prefix=f"{session_settings().key_prefix}-ret{uuid.uuid4().hex[:6]}",
                                    finished_ttl_s=TTL)


@pytest.fixture(scope="module")
def r(rsettings):
    c = redis.Redis.from_url(rsettings.redis_url)
    yield c
    keys = list(c.scan_iter(match=f"{rsettings.key_prefix}*", count=1000))
    if keys:
        c.delete(*keys)
    c.close()


@pytest.fixture()
def rclient(rsettings):
    with TestClient(create_app(rsettings)) as c:
        yield c


def _game_keys(store_keys, gid):
    return store_keys.all_for(gid)


def _cancel(client, g):
    return client.delete(f"/games/{g['id']}", headers={"Authorization": f"Bearer {g['host_token']}",
                                                       "If-Match": f'"{g["version"]}"'})


def test_cancel_sets_the_retention_ttl_on_every_key_then_the_game_and_its_listing_go(rclient, rsettings, r):
    keep = rclient.post("/games", json={"seats": 2}).json()
    g = rclient.post("/games", json={"seats": 2, "players": [{"name": "A"}, {"name": "B"}]}).json()
    store = BlockingStore(r, prefix=rsettings.key_prefix)
    keys = _game_keys(store.keys, g["id"])
    live = [k for k in keys if r.exists(k)]
    assert {store.keys.game(g["id"]), store.keys.events(g["id"])} <= set(live), live
    assert [r.ttl(k) for k in live] == [-1] * len(live), "a live game has no TTL"
    keep_keys = [k for k in _game_keys(store.keys, keep["id"]) if r.exists(k)]
    assert store.keys.game(keep["id"]) in keep_keys
    assert _cancel(rclient, g).status_code == 200
    present = [k for k in keys if r.exists(k)]
    assert set(live) <= set(present), "the cancel deleted nothing early"
    assert all(0 < r.ttl(k) <= TTL for k in present), {k: r.ttl(k) for k in present}
    # the other game stays untouched
    assert [r.ttl(k) for k in keep_keys] == [-1] * len(keep_keys)
    listed = {x["id"] for x in rclient.get("/games").json()["games"]}
    assert {g["id"], keep["id"]} <= listed
    deadline = time.monotonic() + TTL + 3
    while any(r.exists(k) for k in keys) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not any(r.exists(k) for k in keys)
    assert rclient.get(f"/games/{g['id']}").status_code == 404
    page = rclient.get("/games").json()
    assert g["id"] not in {x["id"] for x in page["games"]} and keep["id"] in {x["id"] for x in page["games"]}
    assert page["total"] == len(page["games"]) >= 1
    indexed = {lx.game_of(m) for m in r.zrange(store.keys.index, 0, -1)}
    assert g["id"] not in indexed, "the expired game left the index (and its totals)"
    assert keep["id"] in indexed and r.zcard(store.keys.expiring) == 0
    # the filtered listing skips (and prunes) expired games too
    assert keep["id"] in {x["id"] for x in rclient.get("/games", params={"status": "lobby"}).json()["games"]}


def _commit_summary(gid: str, status: str) -> GameSummary:
    return GameSummary(id=gid, status=status, seats=2, open_seats=0, round=3, phase="end",
                       created_at="2026-01-01T00:00:00Z", from_position=False)


@pytest.mark.parametrize("finished_ttl", [TTL, 0])
def test_finishing_commit_expires_the_game_and_caps_the_idempotency_record(rsettings, r, finished_ttl):
    from server.store.records import GameMeta, PhaseRecord

    store = BlockingStore(r, prefix=rsettings.key_prefix, idem_ttl=3600, finished_ttl=finished_ttl)
    gid = uuid.uuid4().hex[:16]
    meta = GameMeta(created_at="2026-01-01T00:00:00Z", host="h", seat_tokens=["a", "b"])
    assert store.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s", meta=meta,
                               events=[b'{"seq":1}'], summary=_commit_summary(gid, "active"),
                               action=b'{"n":1}', phases=[PhaseRecord(
                                   number=1, round=1, kind="setup", seat=None, step="place", status="active",
                                   start_version=1, started_at="t", updated_at="t")])).ok
    keys = _game_keys(store.keys, gid)
    assert [r.ttl(k) for k in keys] == [-1, -1, -1, -1]
    # a finishing commit (as the worker writes it) with an idempotency record
    res = store.commit(Commit(game_id=gid, expected_version=1, new_version=2, state=b"s2", events=[b'{"seq":2}'],
                              first_seq=2, idem_key="k", idem_record=b"201|2|x|1|{}",
                              summary=_commit_summary(gid, "finished")))
    assert res.ok
    ttls = [r.ttl(k) for k in keys]
    idem_ttl = r.ttl(store.keys.idem(gid, "k"))
    if finished_ttl:
        assert all(0 < t <= TTL for t in ttls), ttls
        assert 0 < idem_ttl <= TTL
    else:
        assert ttls == [-1, -1, -1, -1]
        assert 3000 < idem_ttl <= 3600


def test_is_final_reads_the_summary_the_commit_writes():
    gid = "0" * 16
    assert is_final(Commit(game_id=gid, expected_version=1, new_version=2, summary=_commit_summary(gid, "finished")))
    assert is_final(Commit(game_id=gid, expected_version=1, new_version=2, summary=_commit_summary(gid, "cancelled")))
    assert not is_final(Commit(game_id=gid, expected_version=1, new_version=2, summary=_commit_summary(gid, "active")))
    assert not is_final(Commit(game_id=gid, expected_version=1, new_version=2))


def test_setting_from_the_environment(monkeypatch):
    from server.config import Settings

    monkeypatch.delenv("BATTLE1821_FINISHED_TTL_S", raising=False)
    assert Settings.from_env().finished_ttl_s == 0, "archived games are kept forever by default"
    monkeypatch.setenv("BATTLE1821_FINISHED_TTL_S", "0")
    assert Settings.from_env().finished_ttl_s == 0
    monkeypatch.setenv("BATTLE1821_FINISHED_TTL_S", "60")
    assert Settings.from_env().finished_ttl_s == 60
