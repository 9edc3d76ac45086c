"""Bench-only endpoint (issue 7): the "read state + Lua CAS" floor of one API process.

Mounted by :func:`server.app.create_app` only when ``BATTLE1821_BENCH_ENDPOINTS=1``
(``make bench`` sets it on the API process it starts; never set it in production: the
endpoint writes without a token). It is left out of the OpenAPI document.

``POST /_bench/read-cas/{game_id}`` does exactly the Redis work of an accepted action,
through the same HTTP stack (uvicorn, Litestar, the request-log middleware) and the same
store: one ``load`` round trip (HMGET of the game hash), then one ``commit`` round trip
(the project's ``commit.lua``: version check, state written back, one event XADDed, one
accepted-action record RPUSHed). It skips what the action path adds on top: token check,
state decode, the engine, state encode, phase bookkeeping, the response body. The ratio
action / this endpoint is therefore the share of a request's time the game itself costs.
Answers ``200 {"version": n}`` with ``ETag``, ``404`` for an unknown game and ``412``
when another writer committed between the load and the commit.
"""

from __future__ import annotations

from litestar import Request, Response, post
from litestar.params import PathParameter
from typing import Annotated

from server.store import Commit

_EVENT = b'{"seq":%d,"version":%d,"type":"bench_noop"}'
_RECORD = b'{"n":%d,"seat":0,"version":%d,"at":"2000-01-01T00:00:00Z","action":{"type":"bench_noop"}}'


@post("/_bench/read-cas/{game_id:str}", status_code=200, include_in_schema=False)
async def read_cas(request: Request, game_id: Annotated[str, PathParameter(max_length=64)]) -> Response[bytes]:
    store = request.app.state.service.store
    loaded = await store.load(game_id)
    if loaded is None:
        return Response(content=b'{"code":"not_found"}', status_code=404, media_type="application/json")
    version = loaded.version + 1
    seq = loaded.seq + 1
    res = await store.commit(Commit(
        game_id=game_id, expected_version=loaded.version, new_version=version, state=loaded.state,
        events=[_EVENT % (seq, version)], first_seq=seq, action=_RECORD % (loaded.nact + 1, version)))
    if not res.ok:
        return Response(content=b'{"code":"stale_version"}', status_code=412, media_type="application/json")
    return Response(content=b'{"version":%d}' % version, status_code=200, media_type="application/json",
                    headers={"ETag": f'"{version}"'})
