"""The documentation site (issue 36): ``mkdocs build --strict`` passes (broken links,
anchors and missing snippets fail it), the built pages load nothing from other hosts,
every problem code the server answers has its page, and the generated pages are current."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from docs_site import ROOT, shared_site
from server.api.problems import problem_type
from tools import problem_docs


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    """The session's one ``mkdocs build --strict`` (tests/docs_site.py)."""
    built = shared_site(tmp_path_factory)
    assert built.returncode == 0, built.output
    return built.dest


def test_mkdocs_build_strict_passes(site):
    for page in ("index.html", "getting-started/index.html", "configuration/index.html",
                 "api/problems/index.html", "games/1821-rulings/index.html", "benchmarks/index.html"):
        assert (site / page).is_file(), page


def test_strict_build_fails_on_a_broken_link(tmp_path):
    """The check is real: the same build with one page linking a missing page fails."""
    import shutil

    copy = tmp_path / "repo"
    shutil.copytree(ROOT / "docs", copy / "docs")
    shutil.copy(ROOT / "mkdocs.yml", copy / "mkdocs.yml")
    (copy / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "mkdocs_hooks.py", copy / "tools" / "mkdocs_hooks.py")    # mkdocs.yml's hooks
    (copy / "bench").mkdir()
    shutil.copy(ROOT / "bench" / "RESULTS.md", copy / "bench" / "RESULTS.md")
    with open(copy / "docs" / "play.md", "a", encoding="utf-8") as f:
        f.write("\nSee [the missing page](no-such-page.md).\n")
    import subprocess
    import sys

    p = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "out")],
                       cwd=copy, capture_output=True, text=True, timeout=120)
    assert p.returncode != 0 and "no-such-page.md" in p.stderr


class _Loads(HTMLParser):
    """Every URL a page makes the browser load (not links a reader may follow)."""

    def __init__(self) -> None:
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "img", "iframe", "source", "audio", "video", "embed") and a.get("src"):
            self.urls.append(a["src"])
        if tag == "link" and a.get("href") and (a.get("rel") or "") != "canonical":
            self.urls.append(a["href"])


def test_the_site_loads_nothing_from_other_hosts(site):
    foreign = re.compile(r"^(https?:)?//")
    found = []
    for page in site.rglob("*.html"):
        p = _Loads()
        p.feed(page.read_text(encoding="utf-8"))
        found += [f"{page.relative_to(site)}: {u}" for u in p.urls if foreign.match(u)]
    for css in site.rglob("*.css"):
        found += [f"{css.relative_to(site)}: {u}" for u in re.findall(r"url\(\s*['\"]?((?:https?:)?//[^)'\"]+)",
                                                                      css.read_text(encoding="utf-8"))]
        found += [f"{css.relative_to(site)}: @import" for _ in re.findall(r"@import\s+(?:url\()?['\"]?https?:",
                                                                           css.read_text(encoding="utf-8"))]
    assert found == []


def test_every_problem_code_has_its_page(site):
    codes = problem_docs.collect()
    assert {"stale_version", "precondition_required", "not_your_turn", "rate_limited",
            "request_header_fields_too_large", "seat_taken_over", "undo_barrier",
            # GET /games?cursor=: raised as CursorError in server.store.listing (they had no page)
            "invalid_cursor", "stale_cursor", "cursor_filter_mismatch"} <= set(codes)
    for code in codes:
        assert problem_type(code) == f"/docs/api/problems/{code}/"
        assert (site / "api" / "problems" / code / "index.html").is_file(), code


def test_problem_pages_are_current():
    have = {p.name: p.read_text(encoding="utf-8") for p in problem_docs.OUT.glob("*.md")}
    assert have == problem_docs.render(), "docs/api/problems is stale: run python -m tools.problem_docs"


def test_the_ottomans_page_links_its_rulings(site):
    page = (ROOT / "docs" / "games" / "ottomans.md").read_text(encoding="utf-8")
    # a relative link: the strict build checks it, and the rulings are built as a page
    assert "](../ottomans/RULINGS.md)" in page
    assert (site / "ottomans" / "RULINGS" / "index.html").is_file()


def test_the_image_builds_the_site_with_the_pinned_versions():
    """deploy/Dockerfile builds the site into the package (the runtime image serves it at
    /docs/) with the same MkDocs packages as pyproject's test extra."""
    pins = set(re.findall(r'"((?:mkdocs|mkdocs-material|pymdown-extensions)==[^"]+)"',
                          (ROOT / "pyproject.toml").read_text(encoding="utf-8")))
    docker = (ROOT / "deploy" / "Dockerfile").read_text(encoding="utf-8")
    assert len(pins) == 3 and pins == set(re.findall(r'"((?:mkdocs|mkdocs-material|pymdown-extensions)==[^"]+)"',
                                                     docker))
    assert "mkdocs build --strict" in docker and "--site-dir server/api/static/site" in docker
    ignore = (ROOT / "deploy" / "Dockerfile.dockerignore").read_text(encoding="utf-8").split()
    assert "!bench/RESULTS.md" in ignore and "server/api/static/site" in ignore


def test_the_ts_sdk_install_names_the_tarball_npm_pack_makes():
    """docs/bots.md and sdk/ts/README.md tell a TypeScript author how to install
    ``@battle1821/client`` (not on the registry): the ``npm pack`` tarball, named as npm
    names it from sdk/ts/package.json (``@scope/name`` -> ``scope-name-<version>.tgz``)."""
    import json

    pkg = json.loads((ROOT / "sdk" / "ts" / "package.json").read_text(encoding="utf-8"))
    tarball = f"{pkg['name'].removeprefix('@').replace('/', '-')}-{pkg['version']}.tgz"
    for doc in (ROOT / "docs" / "bots.md", ROOT / "sdk" / "ts" / "README.md"):
        text = " ".join(doc.read_text(encoding="utf-8").split())
        assert "npm pack" in text and f"npm install /path/to/battle1821/sdk/ts/{tarball}" in text, doc


def test_the_api_at_a_glance_names_every_listing_filter():
    """docs/api/index.md's row for ``GET /games`` names each query parameter of
    ``listGames`` in the spec (it left out ``kind``, which ``GET /kinds`` links to)."""
    import json

    spec = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    params = {p["name"] for p in spec["paths"]["/games"]["get"]["parameters"] if p["in"] == "query"}
    row = next(line for line in (ROOT / "docs" / "api" / "index.md").read_text(encoding="utf-8").splitlines()
               if "`GET /games?" in line)
    query = re.search(r"`GET /games\?([^`]*)`", row).group(1)
    named = {kv.split("=")[0] for kv in query.split("&")} | ({"offset"} if "`offset`" in row else set())
    assert params == named, (params - named, named - params)


def test_the_typescript_example_makes_the_minimal_calls():
    """docs/bots.md's TypeScript client example (type-checked as ``readme_example.ts``,
    tests/sdk/test_sdk_ts_live.py) sends no body member the server takes that way anyway:
    none at its schema's default. It spelled out ``rated: false, same_account: false``, a
    leftover of generated types that wanted every defaulted member (sdk/ts is generated with
    ``--default-non-nullable false`` since)."""
    import json

    from sdk_tsc import readme_example

    spec = json.loads((ROOT / "openapi" / "openapi.json").read_text(encoding="utf-8"))
    schemas = spec["components"]["schemas"]
    calls = re.findall(r'\.POST\("([^"]+)",\s*\{.*?\bbody:\s*\{([^{}]*)\}', readme_example(), re.S)
    assert [path for path, _ in calls] == ["/games", "/games/{game_id}/players"], calls
    for path, body in calls:
        schema = spec["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"]
        ref = schema.get("$ref") or schema["allOf"][0]["$ref"]
        props = schemas[ref.rsplit("/", 1)[1]]["properties"]
        for key, value in re.findall(r"(\w+)\s*:\s*([^,]+)", body):
            assert key in props, (path, key)
            try:
                literal = json.loads(value.strip())
            except ValueError:
                continue                          # an expression, not a literal
            assert "default" not in props[key] or literal != props[key]["default"], \
                f"{path}: {key}: {value.strip()} is its default; leave it out"
