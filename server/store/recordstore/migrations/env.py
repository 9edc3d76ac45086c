"""Alembic's environment for the record store: always run on a connection that
:mod:`server.store.recordstore.migrate` opened and locked (``config.attributes``), never
from an ini file; the version table sits in the records' schema."""

from alembic import context

connection = context.config.attributes["connection"]
schema = context.config.attributes.get("schema")
context.configure(connection=connection, target_metadata=None, version_table_schema=schema,
                  transaction_per_migration=False)
with context.begin_transaction():
    context.run_migrations()
