"""The documentation site at ``/docs/`` and the index at ``/``.

The site is built from ``docs/`` by MkDocs (``make docs``: ``mkdocs build --strict`` into
:data:`SITE`, not committed; ``make run`` and ``make install`` build it) and served as
static files, so it needs nothing from other hosts. ``Settings.docs_site`` points at
another build. When no build is there, ``/docs/`` is not routed (404) and ``GET /`` says
how to build it. Neither is part of the OpenAPI spec."""

from __future__ import annotations

from html import escape
from pathlib import Path

from litestar import Request, Router, get
from litestar.datastructures import CacheControlHeader
from litestar.response import Redirect, Response
from litestar.static_files import create_static_files_router

from server.api.sitedir import SITE, site_dir  # noqa: F401  (re-exported: the app and the tests)

LINKS = (("/play/", "Play in the browser"), ("/docs/", "Documentation"),
         ("/schema", "API reference (Scalar; Swagger UI at /schema/swagger)"),
         ("/schema/openapi.json", "OpenAPI spec"))


def _to_directory(request: Request) -> Redirect | None:
    """A page's address without its trailing slash (``/docs``, ``/docs/api``) redirects to
    the directory (the site's links are relative to it); files (a dot in the last segment)
    are served as they are."""
    raw = request.scope.get("raw_path")   # routing drops a trailing slash from ``path``
    path = raw.decode("latin-1").partition("?")[0] if raw else request.url.path
    if path.endswith("/") or "." in path.rsplit("/", 1)[-1]:
        return None
    query = request.url.query
    return Redirect(path + "/" + (f"?{query}" if query else ""), status_code=308)


def site_router(directory: Path) -> Router:
    """``GET /docs/...``: the built site (``index.html`` for a directory, ``404.html`` for
    a missing page), revalidated by browsers (``no-cache``)."""
    return create_static_files_router(path="/docs", directories=[directory], html_mode=True, name="docs",
                                      cache_control=CacheControlHeader(no_cache=True), include_in_schema=False,
                                      before_request=_to_directory)


def sitemap_handler(directory: Path):
    """``GET /docs/sitemap.xml``: the built site's sitemap, whose addresses the build leaves
    relative to the site (``tools/mkdocs_hooks.py``: the build knows no host), each made
    absolute from the address this request came to (its scheme and ``Host``; behind a proxy
    the scheme is the one it forwards, ``FORWARDED_ALLOW_IPS``) and ``/docs/``: the sitemap of
    the site where it is read, never of the build's host."""
    sitemap = directory / "sitemap.xml"

    @get("/docs/sitemap.xml", include_in_schema=False, sync_to_thread=False,
         cache_control=CacheControlHeader(no_cache=True))
    def serve_sitemap(request: Request) -> Response:
        try:
            text = sitemap.read_text(encoding="utf-8")
        except OSError:
            return Response("", status_code=404, media_type="text/plain")
        root = escape(f"{str(request.base_url).rstrip('/')}/docs/")
        return Response(text.replace("<loc>", f"<loc>{root}"), media_type="application/xml")

    return serve_sitemap


def index_handler(built: bool):
    """``GET /``: a small page linking the browser client, this documentation and the API
    reference."""
    note = "" if built else "<p>The documentation site is not built here: run <code>make docs</code>.</p>"

    @get("/", include_in_schema=False, sync_to_thread=False)
    def index(request: Request) -> Response:
        items = "".join(f'<li><a href="{escape(href)}">{escape(text)}</a> <code>{escape(href)}</code></li>'
                        for href, text in LINKS)
        body = (f"<!doctype html><html lang=en><meta charset=utf-8><title>battle1821</title>"
                f'<link rel=icon href="data:,">'   # no icon to fetch: no 404 in the console
                f"<h1>battle1821</h1><ul>{items}</ul>{note}</html>")
        return Response(body, media_type="text/html")

    return index
