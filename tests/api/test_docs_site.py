"""The API serves the documentation site at /docs/ and links it from GET / (issue 36); a
problem's ``type`` is the address of its page there; ``battle1821 run`` prints the three
addresses."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from docs_site import shared_site
from litestar.testing import TestClient

from server.app import create_app
from server.cli import addresses

HANG_MS = 180_000       # a browser wait's bound: only a hang's (test_api_docs_offline.HANG_MS)


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The session's one ``mkdocs build --strict`` (tests/docs_site.py)."""
    built = shared_site(tmp_path_factory)
    assert built.returncode == 0, built.output
    return built.dest


@pytest.fixture(scope="module")
def docs_client(settings, site):
    with TestClient(create_app(settings.with_(docs_site=site))) as c:
        yield c


def test_the_site_is_served_at_docs(docs_client, site):
    r = docs_client.get("/docs/")
    assert r.status_code == 200 and r.text == (site / "index.html").read_text(encoding="utf-8")
    assert docs_client.get("/docs/getting-started/").status_code == 200
    css = next((site / "assets" / "stylesheets").glob("main.*.min.css")).name
    assert docs_client.get(f"/docs/assets/stylesheets/{css}").headers["content-type"].startswith("text/css")
    assert docs_client.get("/docs/no-such-page/").status_code == 404


def test_a_page_without_its_slash_redirects_to_it(docs_client):
    """The site's links are relative to a page's directory."""
    for path, to in (("/docs", "/docs/"), ("/docs/api?x=1", "/docs/api/?x=1")):
        r = docs_client.get(path, follow_redirects=False)
        assert r.status_code == 308 and r.headers["location"] == to


def test_a_problem_type_is_its_page(docs_client):
    r = docs_client.get("/games/gnosuchgame0")
    assert r.status_code == 404 and r.json()["type"] == "/docs/api/problems/game_not_found/"
    page = docs_client.get(r.json()["type"])
    assert page.status_code == 200 and "game_not_found" in page.text


def test_the_index_links_play_docs_and_the_api_reference(docs_client):
    r = docs_client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    for href in ('href="/play/"', 'href="/docs/"', 'href="/schema"'):
        assert href in r.text
    assert "make docs" not in r.text
    assert "/" not in docs_client.get("/schema/openapi.json").json()["paths"]


def test_without_a_built_site_docs_is_not_routed_and_the_index_says_how(settings, tmp_path):
    with TestClient(create_app(settings.with_(docs_site=tmp_path))) as c:
        assert c.get("/docs/").status_code == 404
        assert "make docs" in c.get("/").text


def test_run_prints_the_three_addresses():
    out = addresses("http://127.0.0.1:8000", True)
    for url in ("http://127.0.0.1:8000/play/", "http://127.0.0.1:8000/docs/", "http://127.0.0.1:8000/schema"):
        assert url in out
    assert "make docs" in addresses("http://127.0.0.1:8000", False)


@pytest.mark.timeout(900)
def test_the_site_renders_and_searches_in_a_browser_with_other_hosts_blocked(settings, site, tmp_path):
    """Debian's Chromium, every request to another host aborted: the home page renders
    with the theme's styles and the search (a local index, in a web worker) finds a page."""
    from urllib.parse import urlsplit

    from browsers import Chromium
    from forks import ForkStack
    from support import server_env

    with ForkStack(tmp_path / "api") as st:
        base = st.api(server_env(settings, BATTLE1821_DOCS_SITE=str(site)))
        context = Chromium.get().new_context()      # the process's Chromium (tests/browsers.py)
        blocked: list[str] = []

        def route(r):
            if r.request.url.startswith(("data:", "blob:")) or urlsplit(r.request.url).hostname == "127.0.0.1":
                r.continue_()
            else:
                blocked.append(r.request.url)
                r.abort()

        context.route("**/*", route)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(base + "/docs/", wait_until="networkidle", timeout=HANG_MS)
        assert page.locator("article h1").first.inner_text().startswith("battle1821")
        assert page.evaluate("getComputedStyle(document.querySelector('.md-header')).position") == "sticky"
        page.goto(base + "/docs/?q=idempotency", wait_until="networkidle", timeout=HANG_MS)
        page.wait_for_selector(".md-search-result__item", timeout=HANG_MS)
        assert "Idempotency" in page.inner_text(".md-search-result")
        context.close()
    assert blocked == [] and errors == []


def test_the_listing_cursor_problems_have_their_pages(docs_client):
    """``GET /games?cursor=`` with a cursor this server did not issue is 400 ``invalid_cursor``,
    and its ``type`` is a page of the site (it was a 404: the generator missed the listing's
    ``CursorError`` codes)."""
    r = docs_client.get("/games?cursor=zz")
    assert r.status_code == 400 and r.json()["code"] == "invalid_cursor" and r.json()["field"] == "cursor"
    for code in ("invalid_cursor", "stale_cursor", "cursor_filter_mismatch"):
        page = docs_client.get(f"/docs/api/problems/{code}/")
        assert page.status_code == 200 and code in page.text, code


def test_the_not_found_page_links_into_the_site(docs_client):
    """A missing page is the site's 404 page, whose links are absolute (it has no place in
    the tree to be relative to): each stylesheet, script and link of it is under /docs/
    (mkdocs.yml's site_url path) and served (they pointed at /assets/..., /api/...: an
    unstyled page whose every link was a 404)."""
    r = docs_client.get("/docs/no-such-page/")
    assert r.status_code == 404 and "text/html" in r.headers["content-type"]
    urls = set(re.findall(r'(?:href|src)="(/[^"#]*)"', r.text))
    assert urls and all(u.startswith("/docs/") for u in urls), sorted(u for u in urls if not u.startswith("/docs/"))
    css = [u for u in urls if u.endswith(".css")]
    assert css and [u for u in urls if u.endswith(".js")]
    for u in css + ["/docs/api/", "/docs/getting-started/"]:
        assert docs_client.get(u).status_code == 200, u


def test_the_site_names_the_host_it_is_read_from(docs_client, site):
    """``mkdocs.yml``'s ``site_url`` host (127.0.0.1:8000) is only the build's: no page's
    canonical link names it (each is ``./``, the page's own address wherever it is served)
    and the sitemap, served at ``/docs/sitemap.xml``, gives each page's address on the host
    and scheme the request came to (they named http://127.0.0.1:8000/docs/ on every
    deployment); no gzipped copy names the build's host."""
    build_host = "127.0.0.1:8000"
    canon = {}
    for page in site.rglob("index.html"):
        links = re.findall(r'<link rel="canonical" href="([^"]*)"', page.read_text(encoding="utf-8"))
        canon[str(page.relative_to(site))] = links
    assert canon and all(v == ["./"] for v in canon.values()), {k: v for k, v in canon.items() if v != ["./"]}
    assert not (site / "sitemap.xml.gz").exists()
    for base, headers in (("http://games.example.org", {"host": "games.example.org"}),
                          ("http://testserver.local:9000", {"host": "testserver.local:9000"})):
        r = docs_client.get("/docs/sitemap.xml", headers=headers)
        assert r.status_code == 200 and r.headers["content-type"].startswith("application/xml"), r.text[:200]
        locs = re.findall(r"<loc>([^<]*)</loc>", r.text)
        pages = {f"{base}/docs/{k.removesuffix('index.html')}" for k in canon}     # every page of the site
        assert sorted(locs) == sorted(pages), sorted(set(locs) ^ pages)[:5]
        assert build_host not in r.text, r.text[:300]
        assert all(u.startswith(f"{base}/docs/") for u in locs), [u for u in locs if not u.startswith(base)][:5]
        assert f"{base}/docs/" in locs and f"{base}/docs/api/" in locs, locs[:5]
        for u in locs[:5]:                 # each address is a page the server serves
            assert docs_client.get(u.removeprefix(base), headers=headers).status_code == 200, u
