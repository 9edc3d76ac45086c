"""The API reference pages, offline: ``/schema`` (Scalar) and ``/schema/swagger`` (Swagger
UI) load their scripts, styles and favicon from ``/schema/assets/…``, files of this
package copied from pinned npm packages (``ASSETS``; ``tests/contract`` checks they equal
the files in ``node_modules``), so no page request leaves the server."""

from __future__ import annotations

from pathlib import Path

from litestar import Router
from litestar.config.compression import CompressionConfig
from litestar.datastructures import CacheControlHeader
from litestar.middleware import DefineMiddleware
from litestar.middleware.compression import CompressionMiddleware
from litestar.openapi.plugins import ScalarRenderPlugin, SwaggerRenderPlugin
from litestar.static_files import create_static_files_router

ASSET_DIR = Path(__file__).parent / "static" / "docs"
ASSET_PATH = "/schema/assets"

# Served name -> the pinned npm file it is a copy of (package.json: exact versions).
ASSETS = {
    "scalar-standalone.js": "@scalar/api-reference/dist/browser/standalone.js",
    "swagger-ui-bundle.js": "swagger-ui-dist/swagger-ui-bundle.js",
    "swagger-ui-standalone-preset.js": "swagger-ui-dist/swagger-ui-standalone-preset.js",
    "swagger-ui.css": "swagger-ui-dist/swagger-ui.css",
    "favicon-32x32.png": "swagger-ui-dist/favicon-32x32.png",
}

# Scalar features that call its hosted services (proxy, fonts, telemetry, AI agent, MCP,
# "open in client") stay off; Litestar embeds these in a single-quoted JS string: no "'".
SCALAR_OPTIONS = {
    "withDefaultFonts": False,
    "telemetry": False,
    "hideClientButton": True,
    "hideTestRequestButton": True,
    "showDeveloperTools": "never",
    "agent": {"disabled": True},
    "mcp": {"disabled": True},
    "proxyUrl": "",
    "externalUrls": {},
    "defaultOpenAllTags": True,   # every operation listed (and findable) without clicking
}


def _asset(name: str) -> str:
    return f"{ASSET_PATH}/{name}"


def render_plugins() -> list:
    favicon = f"<link rel='icon' type='image/png' href='{_asset('favicon-32x32.png')}'>"
    return [
        ScalarRenderPlugin(js_url=_asset("scalar-standalone.js"), css_url=_asset("scalar.css"), favicon=favicon,
                           options=SCALAR_OPTIONS),
        SwaggerRenderPlugin(path="/swagger", js_url=_asset("swagger-ui-bundle.js"), css_url=_asset("swagger-ui.css"),
                            standalone_preset_js_url=_asset("swagger-ui-standalone-preset.js"), favicon=favicon),
    ]


def assets_router() -> Router:
    """``GET /schema/assets/{name}``: the files of ``ASSET_DIR``, gzip-compressed (the
    Scalar bundle is 4.9 MB, about 1.4 MB on the wire), cacheable for a day."""
    return create_static_files_router(
        path=ASSET_PATH, directories=[ASSET_DIR], name="docs_assets",
        cache_control=CacheControlHeader(public=True, max_age=86400),
        middleware=[DefineMiddleware(CompressionMiddleware, config=CompressionConfig(backend="gzip"))],
    )
