"""Issue 35, point 9: responses are compressed and the web client's files are cached.

- JSON (a game view, the event log, ``/rules``) from the app's ``minimum_size`` (4 KiB), SVG
  (the board) and the client's JS, CSS and HTML are gzipped for a client that accepts it;
- ``app.js`` / ``app.css`` at their content-hashed URLs are cached for a year
  (``immutable``), ``index.html`` is revalidated, and every file answers its own ETag with
  a bodiless 304;
- in Chromium, a second load of ``/play/`` downloads less than 10 KB."""

from __future__ import annotations

import gzip
import re

import httpx

from server.app import COMPRESSION
from test_web_seats_history import _create, _place_starts

GZ = {"Accept-Encoding": "gzip"}


def _raw(base: str, path: str, **headers) -> httpx.Response:
    """The response as sent (httpx would decode the gzip: read the raw stream)."""
    with httpx.Client() as c, c.stream("GET", base + path, headers=headers) as r:
        r.raw_body = b"".join(r.iter_raw())
        return r


def test_json_svg_and_the_client_are_gzipped(web_live):
    base = web_live["base"]
    g = _create(base, [{"name": "Kolokotronis"}, {"name": "Bouboulina"}], max_rounds=3)
    gid = g["id"]
    _place_starts(base, gid, {p["seat"]: p["token"] for p in g["players"]})
    page = httpx.get(base + "/play/").text
    js, css = (re.search(rf'{name}\?v=([0-9a-f]{{12}})', page).group(0) for name in ("app.js", "app.css"))
    sizes = {}
    for path, kind in ((f"/games/{gid}", "application/json"), (f"/games/{gid}/events", "application/json"),
                       ("/rules", "application/json"), (f"/games/{gid}/board.svg", "image/svg+xml"),
                       ("/play/", "text/html"), (f"/play/{js}", "text/javascript"), (f"/play/{css}", "text/css")):
        r = _raw(base, path, **GZ)
        assert r.status_code == 200, (path, r.status_code)
        if "content-encoding" not in r.headers and kind == "application/json":   # an answer under the app's bound
            assert len(r.raw_body) < COMPRESSION.minimum_size, (path, len(r.raw_body))
            sizes[path] = (len(r.raw_body), len(r.raw_body))
            continue
        assert r.headers["content-encoding"] == "gzip", (path, r.headers)
        assert "accept-encoding" in r.headers.get("vary", "").lower(), (path, r.headers)
        assert r.headers["content-type"].startswith(kind), (path, r.headers["content-type"])
        plain = gzip.decompress(r.raw_body)
        assert plain == httpx.get(base + path, headers={"Accept-Encoding": "identity"}).content, path
        sizes[path] = (len(r.raw_body), len(plain))
        if len(plain) > 4000:
            assert len(r.raw_body) < len(plain) / 2.5, (path, sizes[path])
    assert sizes["/rules"][0] < sizes["/rules"][1], sizes     # JSON from the bound on is compressed
    docs = gzip.decompress(_raw(base, "/schema/assets/swagger-ui.css", **GZ).raw_body)   # its own router gzips it:
    assert not docs.startswith(b"\x1f\x8b") and b"{" in docs[:2000]                  # once, not twice
    identity = _raw(base, f"/play/{js}", **{"Accept-Encoding": "identity"})
    assert "content-encoding" not in identity.headers and identity.raw_body.startswith(b"var ") or b"function" in identity.raw_body[:200]


def test_hashed_assets_are_cached_for_a_year_and_every_file_answers_304(web_live):
    base = web_live["base"]
    page = httpx.get(base + "/play/")
    assert page.headers["cache-control"] == "no-cache" and page.headers["etag"].startswith('"')
    js = re.search(r'app\.js\?v=[0-9a-f]{12}', page.text).group(0)
    css = re.search(r'app\.css\?v=[0-9a-f]{12}', page.text).group(0)
    for path in (js, css):
        r = httpx.get(f"{base}/play/{path}")
        assert r.headers["cache-control"] == "public, max-age=31536000, immutable", (path, r.headers)
    stale = httpx.get(f"{base}/play/app.js?v=000000000000")       # not this build's hash: revalidated
    assert stale.headers["cache-control"] == "no-cache"
    for path in ("/play/", f"/play/{js}", f"/play/{css}"):
        first = httpx.get(base + path, headers=GZ)
        again = httpx.get(base + path, headers={**GZ, "If-None-Match": first.headers["etag"]})
        assert again.status_code == 304 and again.content == b"", (path, again.status_code)
        assert again.headers["etag"] == first.headers["etag"]
    assert httpx.get(base + "/play/nothing.js").status_code == 404


def test_a_second_load_of_play_downloads_less_than_10kb(browser, web_live):
    """A context of its own: Playwright's request routing (the ``watched`` contexts')
    turns the HTTP cache off. Bytes counted by Chromium (``encodedDataLength``: headers
    and body as received, 0 from the cache) for the client's own files (under ``/play/``):
    the game data the page asks for (the lobby's listing) is whatever the server holds,
    other tests' games included (the live stack is shared), and not cached."""
    base = web_live["base"]
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        p = ctx.new_page()
        errors: list[str] = []
        p.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        cdp = ctx.new_cdp_session(p)
        cdp.send("Network.enable")
        got: dict[str, int] = {}
        urls: dict[str, str] = {}
        cdp.on("Network.requestWillBeSent", lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
        cdp.on("Network.loadingFinished", lambda e: got.__setitem__(e["requestId"], int(e["encodedDataLength"])))

        def load() -> dict[str, int]:
            got.clear()
            urls.clear()
            p.goto(base + "/play/")
            p.wait_for_selector(".game-lists .group")
            p.wait_for_load_state("networkidle")
            return {urls.get(k, k): v for k, v in got.items()}

        first = load()
        p.goto("about:blank")
        second = load()
        own = base + "/play/"
        total1 = sum(n for u, n in first.items() if u.startswith(own))
        total2 = sum(n for u, n in second.items() if u.startswith(own))
        assert total1 > 30_000, first                        # the client itself came the first time
        assert total2 < 10_000, (total2, second)
        assert not any("app.js" in u and n > 1000 for u, n in second.items()), second
        assert all(u.startswith(base + "/") for u in [*first, *second]), [*first, *second]
        assert not errors, errors
    finally:
        ctx.close()
