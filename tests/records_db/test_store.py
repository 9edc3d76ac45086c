"""The record store's own contract, on SQLite and PostgreSQL alike: idempotent writes that
never go back to an older version, exact counts, newest-first pages with a cursor,
retention, migrations that run once however many processes start."""

from __future__ import annotations

import asyncio
import sqlite3

import msgspec
import pytest

from server.store.recordstore import StoredRecord, migrate


def rec(gid: str, version: int = 5, created: str = "2026-12-05T10:00:00.000Z", status: str = "finished",
        kind: str = "battle1821", expires_at: int | None = None) -> StoredRecord:
    return StoredRecord(game_id=gid, kind=kind, status=status, seats=2, created_at=created, version=version,
                        seed="s33d", state_sha256="ab" * 32,
                        summary=msgspec.Raw(b'{"id":"%s","v":%d}' % (gid.encode(), version)),
                        talk=msgspec.Raw(b"[]"), archive=b"blob-%d" % version, tag=f"tag{version}", stored_at=1,
                        expires_at=expires_at)


def run(records_at, fn):
    async def main():
        rs = records_at.open()
        try:
            return await fn(rs)
        finally:
            await rs.close()
    return asyncio.run(main())


def test_a_write_repeated_changes_nothing_and_never_goes_back_to_an_older_version(records_at):
    async def go(rs):
        await rs.put(rec("g1", 5))
        await rs.put(rec("g1", 5))
        first = await rs.get("g1")
        await rs.put(rec("g1", 4))          # a late writer with an older version
        after_old = await rs.get("g1")
        await rs.put(rec("g1", 7))
        return first, after_old, await rs.get("g1"), await rs.count(), await rs.get("nope")

    first, after_old, newest, n, missing = run(records_at, go)
    assert first.version == 5 and first.archive == b"blob-5" and bytes(first.summary) == b'{"id":"g1","v":5}'
    assert after_old == first
    assert newest.version == 7 and newest.tag == "tag7"
    assert n == 1 and missing is None


def test_pages_are_newest_first_with_a_cursor_and_counts_are_exact(records_at):
    recs = [rec(f"g{i:03d}", created=f"2026-12-05T10:{i // 60:02d}:{i % 60:02d}.000Z",
                status="cancelled" if i % 5 == 0 else "finished", kind="ottomans" if i % 2 else "battle1821")
            for i in range(120)]

    async def go(rs):
        await rs.put_many(recs)
        pages, before = [], None
        while True:
            page = await rs.page("finished", limit=25, before=before)
            pages.append([x.game_id for x in page])
            if len(page) < 25:
                break
            before = (page[-1].created_at, page[-1].game_id)
        return (pages, await rs.count("finished"), await rs.count("cancelled"), await rs.count(),
                await rs.count("finished", "ottomans"), [x.game_id for x in await rs.page(kind="ottomans", limit=3)],
                [r.game_id for r in await rs.scan("g100", 5)])

    pages, finished, cancelled, total, odd, newest_odd, scanned = run(records_at, go)
    want = [r.game_id for r in sorted(recs, key=lambda r: r.created_at, reverse=True) if r.status == "finished"]
    assert [g for p in pages for g in p] == want and len(want) == finished == 96
    assert cancelled == 24 and total == 120 and odd == 48
    assert newest_odd == ["g119", "g117", "g115"]        # any status: g115 is a cancelled one
    assert scanned == ["g101", "g102", "g103", "g104", "g105"]


def test_purge_deletes_only_records_whose_retention_ran_out(records_at):
    async def go(rs):
        await rs.put_many([rec("old", expires_at=1_000), rec("later", expires_at=10**15), rec("forever")])
        n = await rs.purge_expired(now_ms=2_000)
        return n, sorted(r.game_id for r in await rs.scan()), (await rs.get("later")).expired()

    n, left, later_expired = run(records_at, go)
    assert n == 1 and left == ["forever", "later"] and not later_expired


def test_migrations_make_the_tables_once_and_know_their_revision(records_at):
    import sqlalchemy as sa

    async def go(rs):
        await rs.put(rec("g1"))
        return await rs.size_bytes()

    assert run(records_at, go) > 0
    if records_at.kind == "sqlite":
        path = records_at.url[len("sqlite:///"):]
        migrate.migrate_sqlite(path)          # again: nothing to do
        engine = sa.create_engine(f"sqlite:///{path}")
        with sqlite3.connect(path) as c:
            assert c.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    else:
        migrate.migrate_postgres(records_at.url, records_at.schema)
        engine = sa.create_engine(migrate.sqlalchemy_url(records_at.url),
                                  connect_args={"options": f"-c search_path={records_at.schema}"})
    with engine.connect() as conn:
        assert migrate.current(conn) == "0001"
    engine.dispose()
    assert run(records_at, lambda rs: rs.count()) == 1      # the row survived the second migration


def test_processes_starting_at_once_migrate_one_after_the_other(records_at):
    """Four threads open the same new store at once: one migration runs, none fails."""
    import concurrent.futures

    def open_and_write(i):
        return run(records_at, lambda rs: rs.put(rec(f"p{i}")))

    with concurrent.futures.ThreadPoolExecutor(4) as ex:
        list(ex.map(open_and_write, range(4)))
    assert run(records_at, lambda rs: rs.count()) == 4


def test_an_unknown_url_is_refused():
    from server.store.recordstore import open_record_store

    with pytest.raises(ValueError, match="mysql"):
        open_record_store("mysql://x/y")


def test_a_store_that_cannot_be_reached_is_an_outage_not_an_error(tmp_path):
    """An unreachable PostgreSQL or an unusable SQLite file raise RecordStoreUnavailable
    (a redis.ConnectionError: the API answers 503 service_unavailable, as for Redis)."""
    import redis

    from server.store.recordstore import RecordStoreUnavailable, open_record_store

    (tmp_path / "dir.sqlite3").mkdir()            # a folder where the file should be
    for rs in (open_record_store("postgresql://nobody@127.0.0.1:1/none"),
               open_record_store(f"sqlite:///{tmp_path}/dir.sqlite3")):
        async def go(rs=rs):
            try:
                await rs.get("g1")
            finally:
                await rs.close()
        with pytest.raises(RecordStoreUnavailable) as info:
            asyncio.run(go())
        assert isinstance(info.value, redis.ConnectionError)


def test_head_is_alembics_head_and_a_file_at_it_is_not_handed_to_alembic(tmp_path):
    """``migrate.HEAD`` names the newest migration; a SQLite file at it is recognised with
    the standard library and left alone (a fresh process then imports no Alembic nor
    SQLAlchemy), a new file or one at another revision goes through Alembic."""
    import subprocess
    import sys

    from alembic.script import ScriptDirectory

    from server.store.recordstore.migrate import _config

    assert ScriptDirectory.from_config(_config(None, None)).get_current_head() == migrate.HEAD
    path = tmp_path / "r.sqlite3"
    assert migrate.sqlite_revision(path) is None
    migrate.migrate_sqlite(path)
    assert migrate.sqlite_revision(path) == migrate.HEAD
    code = ("import sys; from server.store.recordstore import migrate; migrate.migrate_sqlite(sys.argv[1]); "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'alembic', 'sqlalchemy'}))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr
    import sqlite3

    c = sqlite3.connect(path)
    c.execute("UPDATE alembic_version SET version_num = 'older'")
    c.commit()
    c.close()
    assert migrate.sqlite_revision(path) == "older"
