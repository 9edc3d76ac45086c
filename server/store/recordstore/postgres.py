"""The PostgreSQL record store (``BATTLE1821_RECORDS_URL=postgresql://...``): psycopg 3's
asyncio connections, one :class:`psycopg_pool.AsyncConnectionPool` per event loop (an
API process has one loop; a tool that calls :func:`asyncio.run` more than once gets a
pool per run), every connection's ``search_path`` set to the store's schema. Schema:
:mod:`.migrate` (run once per process, under an advisory lock)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import weakref

import msgspec
import psycopg
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from . import Listed, StoredRecord, now_ms_
from .errors import RecordStoreUnavailable
from .migrate import migrate_postgres, public_url
from .sqlite import COLUMNS, _COLS, record_of, row_of

CONNECT_TIMEOUT_S = 5.0
"""How long a read or write waits for a connection (or the pool's first) before the store
is reported unavailable."""
_MIGRATED: set[tuple[str, str]] = set()
"""(database, schema) pairs this process has migrated."""
_MIGRATING = threading.Lock()
UPSERT = (f"INSERT INTO game_records ({_COLS}) VALUES ({', '.join(['%s'] * len(COLUMNS))}) "
          f"ON CONFLICT (game_id) DO UPDATE SET "
          + ", ".join(f"{c} = excluded.{c}" for c in COLUMNS[1:])
          + " WHERE excluded.version >= game_records.version")


@contextlib.contextmanager
def _unavailable(url: str):
    """psycopg's connection failures (and an exhausted pool) as :class:`RecordStoreUnavailable`."""
    try:
        yield
    except (psycopg.OperationalError, PoolTimeout) as exc:
        raise RecordStoreUnavailable(f"record store {url}: {exc}") from exc


def _where(status: str | None, kind: str | None) -> tuple[list[str], list]:
    conds, args = [], []
    if status is not None:
        conds.append("status = %s")
        args.append(status)
    if kind is not None:
        conds.append("kind = %s")
        args.append(kind)
    return conds, args


class PostgresRecordStore:
    """:class:`~server.store.recordstore.RecordStore` in schema ``schema`` of the
    PostgreSQL database at ``url``; ``pool_size`` connections at most per event loop."""

    def __init__(self, url: str, schema: str = "public", pool_size: int = 4) -> None:
        if not schema.replace("_", "").isalnum():
            raise ValueError(f"BATTLE1821_RECORDS_SCHEMA: {schema!r} is not a plain SQL name")
        self.dsn = url.replace("postgres://", "postgresql://", 1) if url.startswith("postgres://") else url
        self.schema = schema
        self.url = public_url(self.dsn) + (f" (schema {schema})" if schema != "public" else "")
        self.pool_size = max(1, pool_size)
        self._pools: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    async def _pool(self) -> AsyncConnectionPool:
        loop = asyncio.get_running_loop()
        pool = self._pools.get(loop)
        if pool is None:
            if (self.dsn, self.schema) not in _MIGRATED:
                await asyncio.to_thread(self._migrate)
            pool = AsyncConnectionPool(self.dsn, min_size=1, max_size=self.pool_size, open=False,
                                       timeout=CONNECT_TIMEOUT_S,
                                       kwargs={"options": f"-c search_path={self.schema}", "autocommit": True},
                                       name="battle1821-records")
            await pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
            self._pools[loop] = pool
        return pool

    def _migrate(self) -> None:
        with _MIGRATING:
            if (self.dsn, self.schema) not in _MIGRATED:
                migrate_postgres(self.dsn, self.schema)
                _MIGRATED.add((self.dsn, self.schema))

    async def _fetch(self, sql: str, args=()) -> list:
        with _unavailable(self.url):
            pool = await self._pool()
            async with pool.connection() as c:
                cur = await c.execute(sql, args)
                return await cur.fetchall()

    async def _exec(self, sql: str, args=()) -> int:
        with _unavailable(self.url):
            pool = await self._pool()
            async with pool.connection() as c:
                cur = await c.execute(sql, args)
                return cur.rowcount

    async def put(self, rec: StoredRecord) -> None:
        await self._exec(UPSERT, row_of(rec))

    async def put_many(self, recs: list[StoredRecord]) -> None:
        if not recs:
            return
        with _unavailable(self.url):
            pool = await self._pool()
            async with pool.connection() as c:
                async with c.transaction():
                    async with c.cursor() as cur:
                        await cur.executemany(UPSERT, [row_of(r) for r in recs])

    async def get(self, game_id: str) -> StoredRecord | None:
        rows = await self._fetch(f"SELECT {_COLS} FROM game_records WHERE game_id = %s", (game_id,))
        return record_of(rows[0]) if rows else None

    async def delete(self, game_id: str) -> bool:
        return await self._exec("DELETE FROM game_records WHERE game_id = %s", (game_id,)) > 0

    async def scan(self, after: str = "", limit: int = 500) -> list[StoredRecord]:
        rows = await self._fetch(f"SELECT {_COLS} FROM game_records WHERE game_id > %s ORDER BY game_id LIMIT %s",
                                 (after, limit))
        return [record_of(r) for r in rows]

    async def page(self, status=None, kind=None, before=None, limit=50) -> list[Listed]:
        conds, args = _where(status, kind)
        if before is not None:
            conds.append("(created_at, game_id) < (%s, %s)")
            args += list(before)
        where = f"WHERE {' AND '.join(conds)}" if conds else ""
        rows = await self._fetch(f"SELECT created_at, game_id, summary FROM game_records {where} "
                                 f"ORDER BY created_at DESC, game_id DESC LIMIT %s", (*args, limit))
        return [Listed(a, g, msgspec.Raw(bytes(s))) for a, g, s in rows]

    async def count(self, status=None, kind=None) -> int:
        conds, args = _where(status, kind)
        where = f"WHERE {' AND '.join(conds)}" if conds else ""
        return (await self._fetch(f"SELECT count(*) FROM game_records {where}", args))[0][0]

    async def purge_expired(self, now_ms: int | None = None, limit: int = 1000) -> int:
        return await self._exec(
            "DELETE FROM game_records WHERE game_id IN (SELECT game_id FROM game_records "
            "WHERE expires_at IS NOT NULL AND expires_at <= %s LIMIT %s)", (now_ms if now_ms is not None else now_ms_(), limit))

    async def size_bytes(self) -> int:
        rows = await self._fetch("SELECT pg_total_relation_size(to_regclass(%s))", (f"{self.schema}.game_records",))
        return int(rows[0][0] or 0)

    async def close(self) -> None:
        loop = asyncio.get_running_loop()
        pool = self._pools.pop(loop, None)
        if pool is not None:
            await pool.close()
