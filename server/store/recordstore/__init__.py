"""The record store: where a game that is over lives once it has left Redis (issue 40).

A finished or cancelled game is written here once, by the worker's archive step
(:func:`server.store.recordstore.move.move_game`), then deleted from Redis but for a small
pointer (its hash keeps ``version``, ``summary`` for the listing index and ``arch``, the
blob's digest). One row per game, keyed by its id (:class:`StoredRecord`): the compressed
archive blob of :mod:`server.records.archive` (compact records, phase records, the final
state, the events a replay does not make), the seed, the final state's SHA-256, the table
talk (every message; the public record shows only the public ones), the listing summary,
and the columns a listing or a player's history filters on (kind, status, seats,
``created_at``).

Two implementations behind :class:`RecordStore`, chosen by ``BATTLE1821_RECORDS_URL``
(:func:`open_record_store`):

- SQLite (the embedded default, ``sqlite:///<path>``; unset: ``records.sqlite3`` under
  ``BATTLE1821_DATA_DIR``): stdlib :mod:`sqlite3` in WAL mode with ``synchronous=FULL``
  (a write that returned survives a power cut), run in threads;
- PostgreSQL (``postgresql://...``): psycopg 3's asyncio connections, one pool per event
  loop; ``BATTLE1821_RECORDS_SCHEMA`` names the schema (created when missing).

The tables are made and changed by Alembic migrations (:mod:`.migrate`, run once per process
when a store is first used, under a lock: a file lock for SQLite, an advisory lock for
PostgreSQL). Every write is an upsert keyed by the game id that never replaces a row with
an older version of the game, so a write repeated after a crash changes nothing.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Protocol

import msgspec

from server.config import Settings

from ..redis_store import set_records_default
from .errors import RecordStoreUnavailable  # noqa: F401  (re-exported)

FORMAT = 1
"""The export line format (:meth:`StoredRecord.to_line`)."""


class StoredRecord(msgspec.Struct, kw_only=True):
    """One game in the record store (and one line of an export, JSON).

    ``summary``: the listing's :class:`~server.store.records.GameSummary` (JSON);
    ``talk``: every table-talk message, in order (a JSON array of
    :class:`~server.store.records.Message`); ``archive``: the blob of
    :mod:`server.records.archive` (base64 in JSON), ``tag`` its digest
    (:func:`~server.store.redis_store.blob_tag`); ``seed``: the game's seed (revealed: the
    game is over), ``state_sha256``: the final state's digest (what ``verify`` compares a
    replay's end with); ``created_at``: RFC 3339 (the game's); ``stored_at``/``expires_at``:
    ms since the epoch (``expires_at`` None: kept forever; else the retention of
    ``BATTLE1821_FINISHED_TTL_S``)."""

    game_id: str
    kind: str
    status: str
    seats: int
    created_at: str
    version: int
    seed: str | None
    state_sha256: str
    summary: msgspec.Raw
    talk: msgspec.Raw
    archive: bytes
    tag: str
    stored_at: int
    expires_at: int | None = None
    format: int = FORMAT

    def expired(self, now_ms: int | None = None) -> bool:
        return self.expires_at is not None and self.expires_at <= (now_ms if now_ms is not None else now_ms_())

    def to_line(self) -> bytes:
        """One JSON line of an export (no newline)."""
        return _enc.encode(self)

    @classmethod
    def from_line(cls, line: bytes | str) -> "StoredRecord":
        """A record from one export line; :class:`msgspec.ValidationError` (or
        ``DecodeError``) when it is not one."""
        rec = _line_dec.decode(line)
        if rec.format != FORMAT:
            raise msgspec.ValidationError(f"record format {rec.format}, this server reads {FORMAT}")
        return rec


_enc = msgspec.json.Encoder()
_line_dec = msgspec.json.Decoder(StoredRecord)


def now_ms_() -> int:
    return int(time.time() * 1000)


class Listed(msgspec.Struct, frozen=True):
    """One row of a listing page of the store: the summary JSON and its sort key."""

    created_at: str
    game_id: str
    summary: msgspec.Raw


class RecordStore(Protocol):
    """Finished games, keyed by id. Every method is a coroutine; a store is opened lazily
    (its first call connects and migrates)."""

    url: str
    """Where it is (secrets left out): ``sqlite:///...`` or ``postgresql://host/db``."""

    async def put(self, rec: StoredRecord) -> None:
        """Write ``rec`` durably (returns once committed). Idempotent: a row of the same
        game is replaced only by a record of the same or a later version."""

    async def put_many(self, recs: list[StoredRecord]) -> None:
        """:meth:`put` of each, in one transaction (import, benchmarks)."""

    async def get(self, game_id: str) -> StoredRecord | None:
        """The game's record (expired or not: the caller decides), None when absent."""

    async def delete(self, game_id: str) -> bool:
        """Remove the game's record; True when there was one."""

    async def scan(self, after: str = "", limit: int = 500) -> list[StoredRecord]:
        """Records with ``game_id > after``, by id (export, verify)."""

    async def page(self, status: str | None = None, kind: str | None = None,
                   before: tuple[str, str] | None = None, limit: int = 50) -> list[Listed]:
        """Newest first (``created_at``, then id, descending) after the position
        ``before`` = (created_at, game_id) of the last row of the previous page."""

    async def count(self, status: str | None = None, kind: str | None = None) -> int:
        """How many records match (exact)."""

    async def purge_expired(self, now_ms: int | None = None, limit: int = 1000) -> int:
        """Delete up to ``limit`` records whose retention ran out; how many."""

    async def size_bytes(self) -> int:
        """What the records take on disk (the database file(s), or the table and its
        indexes and TOAST)."""

    async def close(self) -> None:
        """Close every connection (a later call opens them again)."""


def default_sqlite_path(data_dir: Path | str) -> Path:
    return Path(data_dir) / "records.sqlite3"


def open_record_store(url: str | None = None, *, data_dir: Path | str = ".battle1821", schema: str = "public",
                      pool_size: int = 4) -> RecordStore:
    """The store at ``url``: ``sqlite:///<path>`` (relative paths from the working
    directory), ``postgresql://...`` / ``postgres://...``; empty or None: SQLite at
    ``<data_dir>/records.sqlite3``. Nothing is opened before the first call. Raises
    ValueError for another scheme."""
    if not url:
        url = f"sqlite:///{default_sqlite_path(data_dir)}"
    if url.startswith("sqlite:///"):
        return SqliteRecordStore(Path(url[len("sqlite:///"):]))
    if url.startswith(("postgresql://", "postgres://")):
        from .postgres import PostgresRecordStore   # psycopg loads only where PostgreSQL is configured

        return PostgresRecordStore(url, schema=schema, pool_size=pool_size)
    raise ValueError(f"BATTLE1821_RECORDS_URL: {url.split(':', 1)[0]!r} is no record store (sqlite:///, postgresql://)")


def from_settings(settings) -> RecordStore:
    """The store of ``settings`` (``records_url``, ``records_schema``, ``data_dir``)."""
    return open_record_store(settings.records_url, data_dir=settings.data_dir, schema=settings.records_schema,
                             pool_size=settings.records_pool_size)


_default: RecordStore | None = None


def default() -> RecordStore:
    """This process's store (from the environment's settings, opened lazily): what a
    :class:`~server.store.GameStore` made without one reads finished games from."""
    global _default
    if _default is None:
        _default = from_settings(Settings.from_env())
    return _default


def set_default(store: RecordStore | None) -> RecordStore | None:
    """Make ``store`` this process's store (a composition root that opened its own);
    returns the one it replaces, for :func:`restore_default`."""
    global _default
    before, _default = _default, store
    return before


def restore_default(store: RecordStore, before: RecordStore | None) -> None:
    """Put ``before`` back as this process's store if ``store`` (closed now) still is it:
    an app stopped in a process that goes on (tests, several apps) leaves no closed store
    behind as the default."""
    global _default
    if _default is store:
        _default = before


from .sqlite import SqliteRecordStore  # noqa: E402  (it imports the record types above)

set_records_default(default)   # a GameStore made without a record store reads this process's
