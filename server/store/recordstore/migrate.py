"""The record store's schema, made and changed by Alembic migrations
(``server/store/recordstore/migrations/versions``; one revision per change, never edited
once released). :func:`migrate_sqlite` / :func:`migrate_postgres` bring a database to the
newest revision (``alembic upgrade head``), under a lock so that processes starting at once
migrate one after the other: a file lock beside the SQLite file, a transaction-level
advisory lock in PostgreSQL. Alembic's own table (``alembic_version``) sits in the same
schema as the records. ``battle1821 records migrate`` runs it by hand."""

from __future__ import annotations

import fcntl
import sqlite3
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from .errors import RecordStoreUnavailable

SCRIPTS = Path(__file__).with_name("migrations")
PAGE_SIZE = 32768
"""SQLite's page size for a new record store (it cannot change once the file holds data)."""
ADVISORY_LOCK = 0x62313832   # 'b182': the migration lock of every battle1821 record store
HEAD = "0001"
"""The newest revision of ``migrations/versions`` (Alembic's head; a test checks it): a
SQLite file already at it needs no migration, and is not handed to Alembic."""


def _config(connection, schema: str | None):
    from alembic.config import Config   # Alembic and SQLAlchemy load only when a store migrates

    cfg = Config()
    cfg.set_main_option("script_location", str(SCRIPTS))
    cfg.attributes["connection"] = connection
    cfg.attributes["schema"] = schema
    return cfg


def _upgrade(connection, schema: str | None, revision: str) -> None:
    from alembic import command

    command.upgrade(_config(connection, schema), revision)


def sqlite_revision(path: Path) -> str | None:
    """The revision of the SQLite file ``path`` as its ``alembic_version`` table says
    (None: no file, no table or no row), read with the standard library."""
    if not Path(path).is_file():
        return None
    try:
        c = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True, timeout=5)
        try:
            rows = c.execute("SELECT version_num FROM alembic_version").fetchall()
        finally:
            c.close()
    except sqlite3.Error:
        return None
    return rows[0][0] if len(rows) == 1 else None


def migrate_sqlite(path: Path, revision: str = "head") -> None:
    """Upgrade the SQLite file ``path`` (made when missing) to ``revision``. A file already
    at :data:`HEAD` (every process's first use of a store but the first's) is left as it
    is without loading Alembic and SQLAlchemy (~0.5 CPU s per process, issue 37): its
    page size and WAL journal were set when it was made."""
    if revision in ("head", HEAD) and sqlite_revision(path) == HEAD:
        return
    import sqlalchemy as sa

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(f"{path}.migrate-lock", "a+") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        engine = sa.create_engine(f"sqlite:///{path}", poolclass=sa.pool.NullPool)
        try:
            with engine.begin() as conn:
                # a new file: pages of 32 KiB hold five records each (a record is one
                # ~6 KB archive: a 4 KiB page spills it over two, 16 KiB pages hold two: +35 % on disk)
                conn.exec_driver_sql(f"PRAGMA page_size={PAGE_SIZE}")
                conn.exec_driver_sql("PRAGMA journal_mode=WAL")
                _upgrade(conn, None, revision)
        except sa.exc.OperationalError as exc:
            raise RecordStoreUnavailable(f"record store sqlite:///{path}: {exc.orig}") from exc
        finally:
            engine.dispose()


def public_url(url: str) -> str:
    """``url`` without its password (what logs and errors show)."""
    p = urlsplit(url)
    host = p.hostname or ""
    if p.port:
        host += f":{p.port}"
    if p.username:
        host = f"{p.username}@{host}"
    return urlunsplit((p.scheme, host, p.path, "", ""))


def sqlalchemy_url(dsn: str) -> str:
    """A libpq URL as SQLAlchemy names it with psycopg 3."""
    for scheme in ("postgresql://", "postgres://"):
        if dsn.startswith(scheme):
            return "postgresql+psycopg://" + dsn[len(scheme):]
    return dsn


def postgres_revision(dsn: str, schema: str) -> str | None:
    """The revision of schema ``schema`` at ``dsn`` as its ``alembic_version`` table says
    (None: no schema, no table or no row), read with psycopg alone."""
    import psycopg
    from psycopg import sql

    try:
        with psycopg.connect(dsn, autocommit=True) as c:
            try:
                rows = c.execute(sql.SQL("SELECT version_num FROM {}.alembic_version")
                                 .format(sql.Identifier(schema))).fetchall()
            except psycopg.errors.UndefinedTable:       # no schema or no table yet
                return None
    except psycopg.OperationalError as exc:
        raise RecordStoreUnavailable(f"record store {public_url(dsn)}: {exc}") from exc
    return rows[0][0] if len(rows) == 1 else None


def migrate_postgres(dsn: str, schema: str = "public", revision: str = "head") -> None:
    """Upgrade schema ``schema`` (made when missing) of the database at ``dsn``. A schema
    already at :data:`HEAD` (every process's first use of a store but the first's) is left
    as it is without loading Alembic and SQLAlchemy (~0.3 CPU s per process, issue 37), as
    :func:`migrate_sqlite` does."""
    if revision in ("head", HEAD) and postgres_revision(dsn, schema) == HEAD:
        return
    import sqlalchemy as sa

    engine = sa.create_engine(sqlalchemy_url(dsn), poolclass=sa.pool.NullPool,
                              connect_args={"options": f"-c search_path={schema}"})
    try:
        with engine.begin() as conn:
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({ADVISORY_LOCK})")
            conn.exec_driver_sql(f'CREATE SCHEMA IF NOT EXISTS "{schema}"')
            _upgrade(conn, schema, revision)
    except sa.exc.OperationalError as exc:
        raise RecordStoreUnavailable(f"record store {public_url(dsn)}: {exc.orig}") from exc
    finally:
        engine.dispose()


def current(connection) -> str | None:
    """The revision a database is at (None: never migrated)."""
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()
