"""The committed build of the web client (``server/api/static/play``) is what ``make web``
makes from ``web/`` now (type-checked by tsc under ``strict``, bundled by the pinned
esbuild), byte for byte; and the API serves it at ``/play/``."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from support import ROOT

STATIC = ROOT / "server" / "api" / "static" / "play"
FILES = ("index.html", "app.js", "app.css")


def _node_tools() -> None:
    if shutil.which("node") is None or not (ROOT / "node_modules" / "esbuild").exists():
        pytest.fail("node and the pinned node_modules are needed (npm ci; .ci/run does it)")


def _build(out) -> None:
    subprocess.run(["node", "web/build.mjs", "--outdir", str(out)], cwd=ROOT, check=True, timeout=120)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A fresh ``make web`` bundle of web/ (one build, read by two tests)."""
    _node_tools()
    out = tmp_path_factory.mktemp("web-build")
    _build(out)
    return out


def test_committed_build_is_current(built):
    for name in FILES:
        assert (built / name).read_bytes() == (STATIC / name).read_bytes(), \
            f"server/api/static/play/{name} is stale: run `make web` and commit"


def test_build_is_deterministic(built, tmp_path):
    _build(tmp_path)   # a second build of the same sources
    assert all((tmp_path / n).read_bytes() == (built / n).read_bytes() for n in FILES)


@pytest.mark.timeout(600)
def test_sources_type_check_under_strict(tmp_path_factory):
    """``make web``'s ``tsc -p web`` (web/tsconfig.json: strict), in the session's one
    ``tsc -b`` (tests/sdk_tsc.py: the SDK read through its declarations, its sources checked
    under its own config). Negative control: the probe file added to the web project has its
    one strict-mode error reported, so the project was checked and its diagnostics are read."""
    _node_tools()
    import sdk_tsc

    run = sdk_tsc.shared_run(tmp_path_factory)
    assert not run.unattributed(), run.output[-4000:]
    assert run.checked("web"), run.output[-3000:]
    found = run.errors_in(ROOT / "web")
    assert not found, "tsc (web/tsconfig.json, strict):\n" + "\n".join(found)
    probe = run.errors_in(run.build / sdk_tsc.WEB_PROBE)
    assert len(probe) == 1 and probe[0].endswith(sdk_tsc.WEB_PROBE_ERROR), run.output[-3000:]


def test_make_web_builds_into_the_served_folder():
    recipe = subprocess.run(["make", "-n", "web"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    assert "tsc -p web" in recipe and "web/build.mjs --outdir server/api/static/play" in recipe, recipe


def test_the_api_serves_the_client(web_live):
    import httpx

    base = web_live["base"]
    page = httpx.get(base + "/play/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert page.content == (STATIC / "index.html").read_bytes()
    js = httpx.get(base + "/play/app.js")
    assert js.status_code == 200 and "javascript" in js.headers["content-type"]
    assert js.content == (STATIC / "app.js").read_bytes()
    assert httpx.get(base + "/play/app.css").headers["content-type"].startswith("text/css")
    # the server makes its OpenAPI document at the first request (~1 CPU s): httpx's 5 s default
    # timed out at a load of 14 on 2 cores (7.6 s); 60 s only catches a hang
    paths = httpx.get(base + "/schema/openapi.json", timeout=60).json()["paths"]
    assert not [p for p in paths if p.startswith("/play")], paths   # not part of the API's contract
    import re

    urls = set(re.findall(rb"https?://[^\"' )]*", js.content))
    assert urls == {b"http://www.w3.org/2000/svg"}, urls     # the SVG namespace; nothing from another host
