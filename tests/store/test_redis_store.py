"""server/store/redis_store.py: the one-Lua-script commit (what the API and the Ottoman
worker share): compare-and-set on the version, all-or-nothing writes, idempotent replay;
the index and phase reads the watchdog uses."""

from __future__ import annotations

import uuid

from gamekinds.battle1821.log import Placed
from server.store import Commit, GameMeta, IdempotentReply, PhaseRecord, decode_reply, encode_reply, encode_events


def _meta() -> GameMeta:
    return GameMeta(created_at="2026-01-01T00:00:00Z", host="h" * 64, seat_tokens=[None, None])


def _rec(number: int, kind: str = "setup", status: str = "active") -> PhaseRecord:
    return PhaseRecord(number=number, round=0, kind=kind, seat=None, step="place_start", status=status,
                       start_version=2, started_at="t", updated_at="t")


def test_commit_is_a_compare_and_set_on_the_version(ns):
    st = ns.store
    gid = uuid.uuid4().hex[:16]
    assert st.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s1", meta=_meta())).ok
    assert not st.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"x")).ok  # exists
    ev = encode_events([Placed(seat=0, region="achaia", infantry=5)], 1, 2)
    rec = _rec(1)
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


def test_a_same_version_commit_changes_records_only(ns):
    st = ns.store
    gid = uuid.uuid4().hex[:16]
    assert st.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s1", meta=_meta())).ok
    rec = _rec(1, "ottoman", "queued")
    assert st.commit(Commit(game_id=gid, expected_version=1, new_version=1, phases=[rec], current_phase=rec)).ok
    loaded = st.load(gid)
    assert (loaded.version, loaded.state, loaded.phase) == (1, b"s1", rec)


def test_index_scan_and_current_phases(ns):
    st = ns.store
    gids = [uuid.uuid4().hex[:16] for _ in range(3)]
    for i, gid in enumerate(gids):
        rec = _rec(1, "ottoman", "running") if i != 1 else None
        assert st.commit(Commit(game_id=gid, expected_version=None, new_version=1, state=b"s", meta=_meta(),
                                phases=[rec] if rec else [], current_phase=rec)).ok
        ns.r.zadd(st.keys.index, {f"{1000 + i:013d}:{gid}": 0})   # an index member: <created ms>:<id>
    assert st.scan_index(0, 10) == gids[::-1]          # newest first
    assert st.scan_index(1, 1) == [gids[1]]
    phases = st.current_phases(gids + ["0" * 16])
    assert set(phases) == {gids[0], gids[2]} and phases[gids[0]].status == "running"


def test_idempotent_reply_round_trips():
    reply = IdempotentReply(201, 7, b"abcd", 3, b'{"version":7,"x":"a|b"}')
    raw = encode_reply(reply)
    assert raw.startswith(b"201|7|abcd|3|") and decode_reply(raw) == reply
