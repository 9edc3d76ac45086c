"""Bench-only endpoint: the "read state + Lua CAS" floor of one API process.

Mounted by :func:`server.app.create_app` only when the bench fault plugin
``bench.faults`` is installed (``BATTLE1821_FAULTS=bench.faults``: ``make bench`` sets it
on the API process it starts; never in production: the endpoint writes without a token).
It is left out of the OpenAPI document.

``POST /_bench/read-cas/{game_id}`` does exactly the Redis work of an accepted action
(:func:`read_cas_commit`: one load round trip, one commit round trip) through the same
HTTP stack (uvicorn, Litestar, the request-log middleware). It skips what the action path
adds on top: token check, state decode, the engine, state encode, phase bookkeeping, the
response body. The ratio action / this endpoint is therefore the share of a request's time
the game itself costs. Answers ``200 {"version": n}`` with ``ETag``, ``404`` for an
unknown game and ``412`` when another writer committed between the load and the commit
(problem+json).
"""

from __future__ import annotations

from typing import Annotated

from litestar import Request, Response, post
from litestar.params import PathParameter

from server.api.http import JSON, etag
from server.service.errors import NotFound, StaleVersion
from server.store import Commit, GameStore

BENCH_EVENT = b'{"seq":%d,"version":%d,"type":"bench_noop"}'
BENCH_RECORD = b'{"n":%d,"seat":0,"version":%d,"at":"2000-01-01T00:00:00Z","action":{"type":"bench_noop"}}'


async def read_cas_commit(store: GameStore, gid: str) -> int:
    """The Redis work of an accepted action and nothing else (``make bench``'s floor):
    one load, one commit of a ``bench_noop`` event and action record; returns the new
    version (:class:`NotFound`, :class:`StaleVersion` when another writer won)."""
    loaded = await store.load(gid)
    if loaded is None:
        raise NotFound()
    version, seq = loaded.version + 1, loaded.seq + 1
    res = await store.commit(Commit(
        game_id=gid, expected_version=loaded.version, new_version=version, state=loaded.state,
        events=[BENCH_EVENT % (seq, version)], first_seq=seq, action=BENCH_RECORD % (loaded.nact + 1, version)))
    if not res.ok:
        raise StaleVersion(res.version)
    return version


@post("/_bench/read-cas/{game_id:str}", status_code=200, include_in_schema=False)
async def read_cas(request: Request, game_id: Annotated[str, PathParameter(max_length=64)]) -> Response[bytes]:
    version = await read_cas_commit(request.app.state.service.store, game_id)
    return Response(content=b'{"version":%d}' % version, media_type=JSON, headers={"ETag": etag(version)})
