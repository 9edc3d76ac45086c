"""server/store/listing.py + listing.lua: the listing index follows every cell-changing
commit; a writer that dies between the game's commit and the index update is repaired
(journal) and a stale entry met by a listing is fixed on read; a late, older update never
moves a game back; expired games leave the index and its totals."""

from __future__ import annotations

import asyncio
import time
import uuid

import pytest
import redis.asyncio

from server.store import Commit, GameMeta, GameStore, GameSummary

from blocking_store import BlockingStore
from server.store import listing as lx
from server.store.redis_store import _commit_args, new_token


def _summary(gid: str, status: str, seats: int = 2, open_seats: int = 0, ms: int = 1_700_000_000_000) -> GameSummary:
    at = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(ms // 1000)) + f".{ms % 1000:03d}Z"
    return GameSummary(id=gid, status=status, seats=seats, open_seats=open_seats, round=0, phase="lobby",
                       created_at=at)


def _create(st: BlockingStore, s: GameSummary) -> None:
    meta = GameMeta(created_at=s.created_at, host="h", seat_tokens=[None] * s.seats)
    assert st.commit(Commit(game_id=s.id, expected_version=None, new_version=1, state=b"s", meta=meta,
                            summary=s, reindex=True)).ok


def _advance(st: BlockingStore, s: GameSummary, version: int, reindex: bool = True) -> None:
    assert st.commit(Commit(game_id=s.id, expected_version=version, new_version=version + 1, state=b"s",
                            summary=s, reindex=reindex)).ok


def _crash_after_commit(st: BlockingStore, s: GameSummary, version: int | None) -> str:
    """What a writer that died right after commit.lua leaves: its journal entry and the
    committed game, no index update."""
    entry, at = lx.journal_entry(lx.member_of(s))
    st.r.zadd(st.keys.journal, {entry: at - 60_000})      # older than the grace period
    c = Commit(game_id=s.id, expected_version=version, new_version=(version or 0) + 1, state=b"s", summary=s,
               meta=GameMeta(created_at=s.created_at, host="h", seat_tokens=[None] * s.seats) if version is None
               else None)
    ks, argv = _commit_args(st.keys, c, st.idem_ttl, 0, new_token())
    assert st.run(st.store._commit(keys=ks, args=argv))[0] == 1
    return entry


def _listing(ns, **kw):
    async def main():
        r = redis.asyncio.Redis.from_url(ns.url)
        try:
            return await GameStore(r, prefix=ns.prefix).list_games(lx.Filter(**kw), limit=50)
        finally:
            await r.aclose()
    return asyncio.run(main())


def _cells_of(ns, member: str) -> list[str]:
    return [c for c in lx.every_cell(ns.store.keys) if ns.r.zscore(c, member) is not None]


def test_commits_move_a_game_along_its_cells(ns):
    st = ns.store
    gid = uuid.uuid4().hex[:16]
    lobby = _summary(gid, "lobby", seats=3, open_seats=2)
    _create(st, lobby)
    m = lx.member_of(lobby)
    assert _cells_of(ns, m) == [st.keys.cell("lobby", 3, True)] and ns.r.zscore(st.keys.index, m) == 0
    _advance(st, _summary(gid, "setup", seats=3), 1)
    _advance(st, _summary(gid, "active", seats=3), 2)
    assert _cells_of(ns, m) == [st.keys.cell("active", 3, False)]
    assert ns.r.zcard(st.keys.journal) == 0, "every writer cleared its journal entry"
    page = _listing(ns, status="active", seats=3)
    assert [g.id for g in page.games] == [gid] and page.total == 1


def test_a_late_older_update_never_moves_a_game_back(ns):
    st = ns.store
    gid = uuid.uuid4().hex[:16]
    _create(st, _summary(gid, "lobby", open_seats=1))
    _advance(st, _summary(gid, "finished"), 1)
    m = lx.member_of(_summary(gid, "lobby"))
    assert not st.index_game(_summary(gid, "active"))        # a writer of an older version, late
    assert not st.index_game(_summary(gid, "lobby", open_seats=1))
    assert _cells_of(ns, m) == [st.keys.cell("finished", 2, False)]


def test_a_writer_that_died_after_the_commit_is_repaired_by_the_listing(ns):
    st = ns.store
    new = _summary(uuid.uuid4().hex[:16], "lobby", open_seats=2, ms=1_700_000_000_001)
    _crash_after_commit(st, new, None)                        # a new game, in no index at all
    old = _summary(uuid.uuid4().hex[:16], "lobby", open_seats=1)
    _create(st, old)
    _crash_after_commit(st, _summary(old.id, "setup"), 1)     # still in the lobby cell
    assert ns.r.zcard(st.keys.journal) == 2 and ns.r.zcard(st.keys.index) == 1
    page = _listing(ns, status="lobby")          # sees the journal backlog, repairs, then reads
    assert [g.id for g in page.games] == [new.id] and page.total == 1
    assert ns.r.zcard(st.keys.journal) == 0
    assert [g.id for g in _listing(ns, status="setup").games] == [old.id]
    assert _listing(ns).total == 2


def test_the_watchdogs_repair_pass_and_a_fresh_entry_left_alone(ns):
    st = ns.store
    s = _summary(uuid.uuid4().hex[:16], "active", seats=4)
    entry = _crash_after_commit(st, s, None)
    fresh, at = lx.journal_entry("0000000000001:" + "f" * 16)
    ns.r.zadd(st.keys.journal, {fresh: at})                   # a writer still in flight
    assert st.repair_index() == 1
    assert _cells_of(ns, lx.member_of(s)) == [st.keys.cell("active", 4, False)]
    assert ns.r.zscore(st.keys.journal, entry) is None and ns.r.zscore(st.keys.journal, fresh) is not None


def test_a_crash_without_journal_is_fixed_when_a_listing_meets_the_entry(ns):
    """Belt and braces: an index entry whose summary says another cell (or whose game is
    gone) is fixed by the listing that finds it, and the page is read again."""
    st = ns.store
    gid = uuid.uuid4().hex[:16]
    _create(st, _summary(gid, "lobby", open_seats=2))
    _advance(st, _summary(gid, "cancelled", open_seats=2), 1, reindex=False)   # index not told
    ghost = "0000000000002:" + "e" * 16
    ns.r.zadd(st.keys.cell("lobby", 2, True), {ghost: 0})
    ns.r.zadd(st.keys.index, {ghost: 0})
    page = _listing(ns, status="lobby")
    assert page.games == [] and page.total == 0
    assert [g.id for g in _listing(ns, status="cancelled").games] == [gid]
    assert ns.r.zscore(st.keys.index, ghost) is None


def test_expired_games_leave_the_index_and_its_totals(ns):
    st = BlockingStore(ns.r, prefix=ns.prefix, finished_ttl=1)
    keep = _summary(uuid.uuid4().hex[:16], "finished", ms=1_700_000_000_005)
    gone = _summary(uuid.uuid4().hex[:16], "lobby", open_seats=1)
    _create(ns.store, keep)       # finished without retention (finished_ttl 0)
    _create(st, gone)
    _advance(st, _summary(gone.id, "finished"), 1)
    assert ns.r.zscore(st.keys.expiring, lx.member_of(gone)) is not None
    assert _listing(ns, status="finished").total == 2
    assert 0 < ns.r.ttl(st.keys.game(gone.id)) <= 1 and ns.r.ttl(st.keys.game(keep.id)) == -1
    deadline = time.monotonic() + 5
    while ns.r.exists(st.keys.game(gone.id)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not ns.r.exists(st.keys.game(gone.id)), "the finished game expired"
    time.sleep(0.05)
    page = _listing(ns, status="finished")
    assert [g.id for g in page.games] == [keep.id] and page.total == 1
    assert ns.r.zcard(st.keys.expiring) == 0 and _cells_of(ns, lx.member_of(gone)) == []


def test_rebuild_derives_the_index_from_the_summaries(ns):
    st = ns.store
    ss = [_summary(uuid.uuid4().hex[:16], st_, seats=n, open_seats=o, ms=1_700_000_000_000 + i)
          for i, (st_, n, o) in enumerate([("lobby", 2, 1), ("active", 3, 0), ("finished", 4, 0)])]
    for s in ss:
        _create(st, s)
    for k in [st.keys.index, *lx.every_cell(st.keys)]:
        ns.r.delete(k)
    assert st.rebuild_index() == 3
    assert [g.id for g in _listing(ns).games] == [s.id for s in ss[::-1]]
    assert [g.id for g in _listing(ns, open_seat=True).games] == [ss[0].id]


@pytest.mark.parametrize("bad", ["", "!!", "WzEsIngiXQ", lx.encode_cursor("1:x", lx.Filter())[:-2] + "AA"],
                         ids=["empty", "not-base64", "not-a-cursor", "bad-mac"])
def test_a_damaged_cursor_is_refused(bad):
    with pytest.raises(lx.CursorError) as e:
        lx.decode_cursor(bad, lx.Filter())
    assert e.value.code == "invalid_cursor"


def test_cursor_checks():
    m = "1700000000000:" + "a" * 16
    f = lx.Filter(status="lobby", open_seat=True)
    assert lx.decode_cursor(lx.encode_cursor(m, f), f) == m
    with pytest.raises(lx.CursorError) as e:
        lx.decode_cursor(lx.encode_cursor(m, f), lx.Filter(status="lobby"))
    assert e.value.code == "cursor_filter_mismatch"
    with pytest.raises(lx.CursorError) as e:
        lx.decode_cursor(lx.encode_cursor(m, f, now_s=int(time.time()) - lx.CURSOR_MAX_AGE_S - 5), f)
    assert e.value.code == "stale_cursor"
