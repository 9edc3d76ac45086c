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


def test_committed_build_is_current(tmp_path):
    _node_tools()
    subprocess.run(["node", "web/build.mjs", "--outdir", str(tmp_path)], cwd=ROOT, check=True, timeout=120)
    for name in FILES:
        assert (tmp_path / name).read_bytes() == (STATIC / name).read_bytes(), \
            f"server/api/static/play/{name} is stale: run `make web` and commit"


def test_build_is_deterministic(tmp_path):
    _node_tools()
    for d in ("a", "b"):
        subprocess.run(["node", "web/build.mjs", "--outdir", str(tmp_path / d)], cwd=ROOT, check=True, timeout=120)
    assert all((tmp_path / "a" / n).read_bytes() == (tmp_path / "b" / n).read_bytes() for n in FILES)


def test_sources_type_check_under_strict():
    _node_tools()
    r = subprocess.run(["npx", "--no-install", "tsc", "-p", "web"], cwd=ROOT, capture_output=True, text=True, timeout=180)
    assert r.returncode == 0, r.stdout + r.stderr


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
    paths = httpx.get(base + "/schema/openapi.json").json()["paths"]
    assert not [p for p in paths if p.startswith("/play")], paths   # not part of the API's contract
    import re

    urls = set(re.findall(rb"https?://[^\"' )]*", js.content))
    assert urls == {b"http://www.w3.org/2000/svg"}, urls     # the SVG namespace; nothing from another host
