"""The API reference works offline: ``/schema`` (Scalar) and ``/schema/swagger`` (Swagger
UI) render in headless Chromium (Debian's, driven by Playwright: ``tests/browsers.py``)
with every request to another host blocked, show the operations, and no request
leaves 127.0.0.1. The served assets are exactly the pinned npm files."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from support import CHROMIUM

from server.api.docs import ASSET_DIR, ASSETS

ROOT = Path(__file__).resolve().parents[2]
HANG_MS = 180_000
"""A page's bound: one that only catches a hang (a 30 s bound timed out loading Swagger UI at a
load of 16 on 2 cores, 2026-12-07), not a latency target."""


def test_docs_assets_are_the_pinned_npm_files():
    lock = json.loads((ROOT / "package-lock.json").read_text())["packages"]
    pinned = json.loads((ROOT / "package.json").read_text())["devDependencies"]
    for served, source in ASSETS.items():
        pkg = "/".join(source.split("/")[:2]) if source.startswith("@") else source.split("/")[0]
        assert lock[f"node_modules/{pkg}"]["version"] == pinned[pkg], pkg
        npm_file = ROOT / "node_modules" / source
        assert (ASSET_DIR / served).read_bytes() == npm_file.read_bytes(), \
            f"server/api/static/docs/{served} differs from node_modules/{source}: copy it again"
    assert set(p.name for p in ASSET_DIR.iterdir()) == set(ASSETS) | {"scalar.css"}


@pytest.fixture(scope="module")
def browser():
    """The process's Chromium (``tests/browsers.py``), shared with the other browser tests."""
    from browsers import Chromium

    assert Path(CHROMIUM).exists(), f"no Chromium at {CHROMIUM}: apt-get install chromium-headless-shell (.ci/run does it)"
    yield Chromium.get()


def _render(browser, url: str, wait_for: str) -> tuple[str, list[str], list[str]]:
    """The page's text once ``wait_for`` (a selector) shows, every URL it requested, and
    the requests to other hosts (aborted)."""
    context = browser.new_context()
    requested: list[str] = []
    blocked: list[str] = []

    def route(r):
        requested.append(r.request.url)
        host = urlsplit(r.request.url).hostname
        if r.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            r.continue_()
        else:
            blocked.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    try:
        page.goto(url, wait_until="load", timeout=HANG_MS)
        page.wait_for_selector(wait_for, timeout=HANG_MS)
        page.wait_for_load_state("networkidle", timeout=HANG_MS)
        return page.inner_text("body"), requested, blocked
    finally:
        context.close()


@pytest.mark.timeout(900)
@pytest.mark.parametrize("path, wait_for", [
    ("/schema", "text=Submit an action"),
    ("/schema/swagger", ".opblock-summary-description >> text=Submit an action"),
])
def test_reference_page_renders_offline(server, browser, path, wait_for):
    text, requested, blocked = _render(browser, server["base"] + path, wait_for)
    doc = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    summaries = [op["summary"] for ops in doc["paths"].values() for op in ops.values()]
    missing = [s for s in summaries if s not in text]
    assert not missing, f"{path} does not show {missing}"
    assert not blocked, f"{path} tried other hosts: {blocked}"
    assert all(urlsplit(u).hostname == "127.0.0.1" for u in requested if not u.startswith(("data:", "blob:")))
    assert any(u.endswith("/schema/assets/" + ("scalar-standalone.js" if path == "/schema" else "swagger-ui-bundle.js"))
               for u in requested)
