"""Bench-only endpoint: the "read state + Lua CAS" floor of one API process.

Mounted by :func:`server.app.create_app` only when the bench fault plugin
``bench.faults`` is installed (``BATTLE1821_FAULTS=bench.faults``: ``make bench`` sets it
on the API process it starts; never in production: the endpoint writes without a token).
It is left out of the OpenAPI document.

``POST /_bench/read-cas/{game_id}`` does exactly the Redis work of an accepted action
(:meth:`server.service.games.GameService.bench_read_cas`: one load round trip, one
commit round trip) through the same HTTP stack (uvicorn, Litestar, the request-log
middleware). It skips what the action path adds on top: token check, state decode, the
engine, state encode, phase bookkeeping, the response body. The ratio action / this
endpoint is therefore the share of a request's time the game itself costs. Answers
``200 {"version": n}`` with ``ETag``, ``404`` for an unknown game and ``412`` when
another writer committed between the load and the commit (problem+json).
"""

from __future__ import annotations

from typing import Annotated

from litestar import Request, Response, post
from litestar.params import PathParameter

from .http import JSON, etag


@post("/_bench/read-cas/{game_id:str}", status_code=200, include_in_schema=False)
async def read_cas(request: Request, game_id: Annotated[str, PathParameter(max_length=64)]) -> Response[bytes]:
    version = await request.app.state.service.bench_read_cas(game_id)
    return Response(content=b'{"version":%d}' % version, media_type=JSON, headers={"ETag": etag(version)})
