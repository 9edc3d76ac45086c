"""The SQLite record store (the embedded default): one file, WAL mode, ``synchronous=FULL``
(a committed write survives a crash of the process and of the machine), stdlib
:mod:`sqlite3` run in threads (one connection per thread; a write waits up to
``BUSY_TIMEOUT_MS`` for another process's). Schema: :mod:`.migrate`."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import msgspec

from . import Listed, StoredRecord, now_ms_
from .errors import RecordStoreUnavailable
from .migrate import migrate_sqlite

BUSY_TIMEOUT_MS = 30_000
_MIGRATED: set[str] = set()
"""Files this process has migrated (once per process, whatever number of stores open them)."""
_MIGRATING = threading.Lock()
COLUMNS = ("game_id", "kind", "status", "seats", "created_at", "version", "seed", "state_sha256", "summary", "talk",
           "archive", "tag", "stored_at", "expires_at")
_COLS = ", ".join(COLUMNS)
UPSERT = (f"INSERT INTO game_records ({_COLS}) VALUES ({', '.join('?' * len(COLUMNS))}) "
          f"ON CONFLICT (game_id) DO UPDATE SET "
          + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS[1:])
          + " WHERE excluded.version >= game_records.version")


def row_of(rec: StoredRecord) -> tuple:
    return (rec.game_id, rec.kind, rec.status, rec.seats, rec.created_at, rec.version, rec.seed, rec.state_sha256,
            bytes(rec.summary), bytes(rec.talk), rec.archive, rec.tag, rec.stored_at, rec.expires_at)


def record_of(row) -> StoredRecord:
    (gid, kind, status, seats, created_at, version, seed, digest, summary, talk, archive, tag, stored_at,
     expires_at) = row
    return StoredRecord(game_id=gid, kind=kind, status=status, seats=seats, created_at=created_at, version=version,
                        seed=seed, state_sha256=digest, summary=msgspec.Raw(bytes(summary)),
                        talk=msgspec.Raw(bytes(talk)), archive=bytes(archive), tag=tag, stored_at=stored_at,
                        expires_at=expires_at)


def _where(status: str | None, kind: str | None) -> tuple[list[str], list]:
    conds, args = [], []
    if status is not None:
        conds.append("status = ?")
        args.append(status)
    if kind is not None:
        conds.append("kind = ?")
        args.append(kind)
    return conds, args


class SqliteRecordStore:
    """:class:`~server.store.recordstore.RecordStore` in the SQLite file ``path`` (its
    folder is made when missing)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.url = f"sqlite:///{self.path}"
        self._local = threading.local()
        self._conns: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    # -- connections (one per thread)
    def _conn(self) -> sqlite3.Connection:
        c = getattr(self._local, "conn", None)
        if c is None:
            with _MIGRATING:
                if str(self.path) not in _MIGRATED:
                    self.path.parent.mkdir(parents=True, exist_ok=True)
                    migrate_sqlite(self.path)
                    _MIGRATED.add(str(self.path))
            c = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                                check_same_thread=False)
            c.execute("PRAGMA journal_mode=WAL")
            c.execute("PRAGMA synchronous=FULL")
            c.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            self._local.conn = c
            with self._lock:
                self._conns.append(c)
        return c

    async def _run(self, fn, *args):
        try:
            return await asyncio.to_thread(fn, *args)
        except sqlite3.OperationalError as exc:      # locked past the busy timeout, I/O error, no file
            raise RecordStoreUnavailable(f"record store {self.url}: {exc}") from exc

    # -- sync bodies (each runs in a thread)
    def _put_many(self, recs: list[StoredRecord]) -> None:
        c = self._conn()
        c.execute("BEGIN IMMEDIATE")
        try:
            c.executemany(UPSERT, [row_of(r) for r in recs])
        except BaseException:
            c.execute("ROLLBACK")
            raise
        c.execute("COMMIT")

    def _get(self, gid: str) -> StoredRecord | None:
        row = self._conn().execute(f"SELECT {_COLS} FROM game_records WHERE game_id = ?", (gid,)).fetchone()
        return record_of(row) if row else None

    def _delete(self, gid: str) -> bool:
        return self._conn().execute("DELETE FROM game_records WHERE game_id = ?", (gid,)).rowcount > 0

    def _scan(self, after: str, limit: int) -> list[StoredRecord]:
        rows = self._conn().execute(f"SELECT {_COLS} FROM game_records WHERE game_id > ? ORDER BY game_id LIMIT ?",
                                    (after, limit)).fetchall()
        return [record_of(r) for r in rows]

    def _page(self, status, kind, before, limit) -> list[Listed]:
        conds, args = _where(status, kind)
        if before is not None:
            conds.append("(created_at, game_id) < (?, ?)")
            args += list(before)
        where = f"WHERE {' AND '.join(conds)}" if conds else ""
        rows = self._conn().execute(
            f"SELECT created_at, game_id, summary FROM game_records {where} "
            f"ORDER BY created_at DESC, game_id DESC LIMIT ?", (*args, limit)).fetchall()
        return [Listed(a, g, msgspec.Raw(bytes(s))) for a, g, s in rows]

    def _count(self, status, kind) -> int:
        conds, args = _where(status, kind)
        where = f"WHERE {' AND '.join(conds)}" if conds else ""
        return self._conn().execute(f"SELECT count(*) FROM game_records {where}", args).fetchone()[0]

    def _purge(self, now: int, limit: int) -> int:
        return self._conn().execute(
            "DELETE FROM game_records WHERE game_id IN (SELECT game_id FROM game_records "
            "WHERE expires_at IS NOT NULL AND expires_at <= ? LIMIT ?)", (now, limit)).rowcount

    def _size(self) -> int:
        self._conn()
        return sum(p.stat().st_size for p in (self.path, Path(f"{self.path}-wal")) if p.exists())

    def _close(self) -> None:
        with self._lock:
            conns, self._conns = self._conns, []
        for c in conns:
            try:
                c.close()
            except sqlite3.ProgrammingError:   # made in another thread: closed when that thread's is
                pass
        self._local = threading.local()

    # -- RecordStore
    async def put(self, rec: StoredRecord) -> None:
        await self._run(self._put_many, [rec])

    async def put_many(self, recs: list[StoredRecord]) -> None:
        if recs:
            await self._run(self._put_many, recs)

    async def get(self, game_id: str) -> StoredRecord | None:
        return await self._run(self._get, game_id)

    async def delete(self, game_id: str) -> bool:
        return await self._run(self._delete, game_id)

    async def scan(self, after: str = "", limit: int = 500) -> list[StoredRecord]:
        return await self._run(self._scan, after, limit)

    async def page(self, status=None, kind=None, before=None, limit=50) -> list[Listed]:
        return await self._run(self._page, status, kind, before, limit)

    async def count(self, status=None, kind=None) -> int:
        return await self._run(self._count, status, kind)

    async def purge_expired(self, now_ms: int | None = None, limit: int = 1000) -> int:
        return await self._run(self._purge, now_ms if now_ms is not None else now_ms_(), limit)

    async def size_bytes(self) -> int:
        return await self._run(self._size)

    async def close(self) -> None:
        self._close()
