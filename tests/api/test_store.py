"""The store's one-Lua-script commit (what the API and the Ottoman worker share):
compare-and-set on the version, all-or-nothing writes, idempotent replay, single-slot keys."""

from __future__ import annotations

import uuid

import redis
from redis.cluster import key_slot

from server.store import Commit, GameMeta, Keys, PhaseRecord, SyncGameStore, encode_events
from server.engine.log import Placed


def _store(settings) -> SyncGameStore:
    return SyncGameStore(redis.Redis.from_url(settings.redis_url), prefix=settings.key_prefix + "-store")


def _meta() -> GameMeta:
    return GameMeta(created_at="2026-01-01T00:00:00Z", host="h" * 64, seat_tokens=[None, None])


def test_commit_is_a_compare_and_set_on_the_version(settings):
    st = _store(settings)
    gid = uuid.uuid4().hex[:16]
    assert st.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s1", meta=_meta())).ok
    assert not st.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"x")).ok  # exists
    ev = encode_events([Placed(seat=0, region="achaia", infantry=5)], 1, 2)
    rec = PhaseRecord(number=1, round=0, kind="setup", seat=None, step="place_start", status="active",
                      start_version=2, started_at="t", updated_at="t")
    res = st.commit(Commit(game_id=gid, expected_version=1, new_version=2, state=b"s2", events=ev, first_seq=1,
                           phases=[rec], current_phase=rec, action=b'{"n":1}', idem_key="k", idem_record=b"R"))
    assert res.ok and res.version == 2
    stale = st.commit(Commit(game_id=gid, expected_version=1, new_version=2, state=b"LOST", events=ev))
    assert not stale.ok and stale.version == 2 and stale.replay is None
    replay = st.commit(Commit(game_id=gid, expected_version=1, new_version=2, state=b"LOST",
                              idem_key="k", idem_record=b"other"))
    assert not replay.ok and replay.replay == b"R"
    loaded = st.load(gid, "k")
    assert (loaded.state, loaded.version, loaded.seq, loaded.nact, loaded.idem) == (b"s2", 2, 1, 1, b"R")
    assert loaded.phase == rec and st.phases(gid) == [rec]
    assert st.events(gid, 0) == [(1, ev[0])]
    assert ev[0].startswith(b'{"seq":1,"version":2,"type":"placed"')


def test_every_key_of_a_game_shares_one_cluster_slot():
    k = Keys("b1821")
    gid = "0123456789abcdef"
    slots = {key_slot(x.encode()) for x in [*k.all_for(gid), k.idem(gid, "abc"), k.idem(gid, None)]}
    assert len(slots) == 1
