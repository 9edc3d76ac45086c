"""The web client at ``/play/``: static files built from ``web/`` by ``make web``
(``web/build.mjs``) and committed under ``server/api/static/play``, so serving it needs
only Python. Not part of the OpenAPI spec; the client itself uses only the public API.

Caching and compression (issue 35, point 9): every file has a strong ``ETag`` (its
sha256) and ``If-None-Match`` answers ``304`` with no body. ``index.html`` is
revalidated on every load (``no-cache``); ``app.js`` / ``app.css`` requested with the
content hash ``index.html`` puts in their URL (``?v=<hash>``) are cached for a year
(``immutable``: a new build has a new URL), without it they are revalidated. Bodies are
gzipped once per build (level 9) and sent to clients that accept gzip
(``Content-Encoding: gzip``, ``Vary: Accept-Encoding``); the API's compression
middleware leaves ``/play`` to this handler (``server.app``: ``COMPRESSION``)."""

from __future__ import annotations

import gzip
import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from litestar import Request, Response, Router, get
from litestar.exceptions import NotFoundException
from litestar.params import PathParameter

STATIC = Path(__file__).parent / "static" / "play"
TYPES = {"index.html": "text/html", "app.js": "text/javascript", "app.css": "text/css"}
"""Each file's media type; Litestar's ``Response`` appends ``; charset=utf-8`` to a ``text/``
type itself (naming it here too sent ``charset=utf-8; charset=utf-8``)."""
YEAR = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"


@dataclass(frozen=True)
class _File:
    mtime_ns: int
    body: bytes
    gz: bytes
    etag: str
    build_hash: str
    """The first 12 hex digits of the body's sha256: what web/build.mjs puts in ``?v=``."""


_cache: dict[str, _File] = {}


def _load(name: str) -> _File:
    """The file, read and gzipped again only when it changed on disk (``make web`` while
    the server runs)."""
    path = STATIC / name
    mtime = path.stat().st_mtime_ns
    f = _cache.get(name)
    if f is None or f.mtime_ns != mtime:
        body = path.read_bytes()
        digest = hashlib.sha256(body).hexdigest()
        f = _File(mtime_ns=mtime, body=body, gz=gzip.compress(body, compresslevel=9, mtime=0),
                  etag=f'"{digest[:32]}"', build_hash=digest[:12])
        _cache[name] = f
    return f


def _accepts_gzip(request: Request) -> bool:
    return any(part.split(";")[0].strip() in ("gzip", "*") for part in request.headers.get("accept-encoding", "").split(","))


def _none_match(request: Request, etag: str) -> bool:
    inm = request.headers.get("if-none-match")
    return inm is not None and (inm.strip() == "*" or etag in [t.strip().removeprefix("W/") for t in inm.split(",")])


def serve(request: Request, name: str) -> Response:
    if name not in TYPES:
        raise NotFoundException(f"No file {name} in the web client.")
    f = _load(name)
    hashed = name != "index.html" and request.query_params.get("v") == f.build_hash
    headers = {"ETag": f.etag, "Cache-Control": YEAR if hashed else REVALIDATE, "Vary": "Accept-Encoding"}
    if _none_match(request, f.etag):
        return Response(content=b"", status_code=304, headers=headers)
    if _accepts_gzip(request):
        return Response(content=f.gz, media_type=TYPES[name], headers={**headers, "Content-Encoding": "gzip"})
    return Response(content=f.body, media_type=TYPES[name], headers=headers)


@get(["/", "/index.html"], include_in_schema=False, name="play_index", sync_to_thread=False)
def play_index(request: Request) -> Response:
    return serve(request, "index.html")


@get("/{name:str}", include_in_schema=False, name="play_file", sync_to_thread=False)
def play_file(request: Request, name: Annotated[str, PathParameter()]) -> Response:
    return serve(request, name)


def play_router() -> Router:
    """``GET /play/`` (``index.html``), ``/play/app.js``, ``/play/app.css`` (module doc)."""
    return Router(path="/play", route_handlers=[play_index, play_file], include_in_schema=False)
