"""The web client's browser tests: the process's shared live stack (``live_stack``: an API
server and an RQ worker, a key prefix and queue of this test process), and Debian's
Chromium driven by Playwright (``executable_path``; never ``playwright install``)."""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM = os.environ.get("BATTLE1821_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


@pytest.fixture(scope="session")
def web_live(live_stack):
    """``{"base": URL, "logs": dir}`` of the process's shared live stack (``live_stack``:
    an API server and a worker, ready)."""
    return {"base": live_stack.base, "logs": live_stack.logs}


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
