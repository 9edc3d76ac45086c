"""The web client's browser tests: a live API server and RQ worker (subprocesses, a key
prefix and queue of this session on the shared Redis, the SDK tests' way), and Debian's
Chromium driven by Playwright (``executable_path``; never ``playwright install``)."""

from __future__ import annotations

import os
import shutil
import uuid

import pytest
import redis

from support import delete_test_keys, free_port, redis_answers, server_env, spawn_cli, start_redis_server, stop_procs, wait_http

from server.config import Settings

PREFIX = f"test-web-{uuid.uuid4().hex[:8]}"
CHROMIUM = os.environ.get("BATTLE1821_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


@pytest.fixture(scope="session")
def web_live(tmp_path_factory):
    """``{"base": URL, "logs": dir}`` of an API server and a worker, ready."""
    url = os.environ.get("TEST_REDIS_URL") or "redis://127.0.0.1:6379/0"
    own = None
    if not redis_answers(url):
        url, own = start_redis_server(tries=100)
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=PREFIX,
                        queue_name=PREFIX, log_level="WARNING", sse_keepalive_s=1.0)
    port = free_port()
    env = server_env(settings, port)
    logs = tmp_path_factory.mktemp("web-live")
    with open(logs / "api.log", "wb") as api_err, open(logs / "worker.log", "wb") as wk_err:
        procs = [spawn_cli(["serve", "--port", str(port)], env, stderr=api_err),
                 spawn_cli(["worker"], env, stderr=wk_err)]
    base = f"http://127.0.0.1:{port}"
    try:
        wait_http(base, "/ready", procs, timeout=40, why=lambda: (logs / "api.log").read_text()[-1500:])
        yield {"base": base, "logs": logs}
    finally:
        stop_procs(procs)
        r = redis.Redis.from_url(url)
        delete_test_keys(r, PREFIX, PREFIX)
        r.close()
        if own is not None:
            stop_procs([own], timeout=5)


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    assert os.path.exists(CHROMIUM), f"no Chromium at {CHROMIUM}: apt-get install -y chromium (.ci/run does)"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM)
        yield b
        b.close()


class Watched:
    """A browser context that talks only to the server: requests to any other host are
    refused and recorded (``foreign``), console errors and page errors recorded (``errors``)."""

    def __init__(self, browser, base: str, **kw):
        self.base = base
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.context = browser.new_context(viewport=kw.pop("viewport", {"width": 1280, "height": 800}), **kw)
        self.context.route("**/*", self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(f"console: {m.text}") if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.base + "/"):
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort()

    def close(self) -> None:
        self.context.close()


@pytest.fixture
def watched(browser, web_live):
    """``watched()`` opens a new :class:`Watched` context; all are closed after the test."""
    made: list[Watched] = []

    def open_(**kw) -> Watched:
        w = Watched(browser, web_live["base"], **kw)
        made.append(w)
        return w

    yield open_
    for w in made:
        w.close()
