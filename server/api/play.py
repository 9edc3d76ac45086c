"""The web client at ``/play/``: static files built from ``web/`` by ``make web``
(``web/build.mjs``) and committed under ``server/api/static/play``, so serving it needs
only Python. Not part of the OpenAPI spec; the client itself uses only the public API."""

from __future__ import annotations

from pathlib import Path

from litestar import Router
from litestar.datastructures import CacheControlHeader
from litestar.static_files import create_static_files_router

STATIC = Path(__file__).parent / "static" / "play"


def play_router() -> Router:
    """``GET /play/`` (``index.html``), ``/play/app.js``, ``/play/app.css``. The asset URLs
    in ``index.html`` carry a content hash, so browsers may cache them; ``index.html``
    itself is revalidated (``no-cache``)."""
    return create_static_files_router(path="/play", directories=[STATIC], html_mode=True, name="play",
                                      cache_control=CacheControlHeader(no_cache=True))
