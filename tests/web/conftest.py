"""The web client's browser tests: a live API server and RQ worker (subprocesses, a key
prefix and queue of this session on the shared Redis, the SDK tests' way), and Debian's
Chromium driven by Playwright (``executable_path``; never ``playwright install``)."""

from __future__ import annotations

import os
import shutil
import uuid

import pytest
import redis

from support import Stack, delete_test_keys, server_env, test_redis_url

from server.config import Settings

PREFIX = f"test-web-{uuid.uuid4().hex[:8]}"
CHROMIUM = os.environ.get("BATTLE1821_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


@pytest.fixture(scope="session")
def web_live(tmp_path_factory):
    """``{"base": URL, "logs": dir}`` of an API server and a worker (``server.stack``), ready."""
    url = test_redis_url()
    settings = Settings(redis_url=url, queue_redis_url=url, redis_cluster=False, key_prefix=PREFIX,
                        queue_name=PREFIX, log_level="WARNING", sse_keepalive_s=1.0)
    logs = tmp_path_factory.mktemp("web-live")
    overrides = server_env(settings)
    r = redis.Redis.from_url(url)
    try:
        with Stack(logs) as st:
            st.worker(overrides)
            base = st.api(overrides)
            st.wait_http(base, "/ready", timeout=40)
            yield {"base": base, "logs": logs}
    finally:
        delete_test_keys(r, PREFIX, PREFIX)
        r.close()


@pytest.fixture(scope="module")
def browser():
    """Chromium, one per test module: Playwright's sync API keeps an asyncio loop running
    in this process while it is open, so a later module's ``asyncio.run()`` (another
    folder's tests in the same pytest-xdist worker) must not find it still open."""
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
