"""The web client's browser tests: the process's shared live stack (``live_stack``: an API
server and an RQ worker, a key prefix and queue of this test process), and the process's
Chromium (``tests/browsers.py``): Debian's headless shell (package
``chromium-headless-shell``) when installed, else the full ``chromium`` in its headless mode.
The shell is the old headless browser, no browser UI behind the page: the web tests cost
~40 % less of Chromium's CPU with it (tests/web with -n 2: 151 CPU s of Chromium processes
instead of 252, all 52 passing)."""

from __future__ import annotations

import os
import re

import pytest
from browsers import Chromium


@pytest.fixture(scope="session")
def web_live(live_stack):
    """``{"base": URL, "logs": dir}`` of the process's shared live stack (``live_stack``:
    an API server and a worker, ready)."""
    return {"base": live_stack.base, "logs": live_stack.logs}


@pytest.fixture(scope="module")
def browser():
    """The process's Chromium (``browsers.Chromium``), open while browser tests follow each
    other; each test's pages are in contexts of its own (``watched``)."""
    yield Chromium.get()


class Watched:
    """A browser context that talks only to the server: requests to any other host are
    refused and recorded (``foreign``), console errors and page errors recorded (``errors``).

    Its reader prefers reduced motion (``reduced_motion="reduce"`` unless ``kw`` says
    otherwise): the game page then shows each new event on the map at once instead of
    pacing them (``web/src/pages/game.ts``, WCAG 2.3.3), so a test waits for no animation it
    does not look at. The paced path is kept (``reduced_motion="no-preference"``) by
    ``test_web_turn.py``'s seat (its move is offered while the map still animates) and
    ``test_web_game_ui.py``'s spectator (it follows a whole game paced)."""

    def __init__(self, browser, base: str, **kw):
        self.base = base
        self.foreign: list[str] = []
        self.errors: list[str] = []
        kw.setdefault("reduced_motion", "reduce")
        self.context = browser.new_context(viewport=kw.pop("viewport", {"width": 1280, "height": 800}), **kw)
        # only what is not the server's goes through Python (a regex is matched in
        # Playwright's driver): "**/*" sent every request of the page through this process,
        # where it waited whenever the test was not inside a Playwright call
        self.context.route(re.compile(rf"^(?!{re.escape(base)}/)"), self._route)
        self.page = self.context.new_page()
        self.page.on("console", lambda m: self.errors.append(f"console: {m.text}") if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))
        self._metrics = _PageMetrics(self.context, self.page) if os.environ.get("BATTLE1821_WEB_METRICS") else None

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.base + "/"):
            route.continue_()
        else:
            self.foreign.append(url)
            route.abort()

    def close(self) -> None:
        if self._metrics is not None:
            self._metrics.write(os.environ["BATTLE1821_WEB_METRICS"])
        self.context.close()


class _PageMetrics:
    """What a page cost its renderer, opt-in (``BATTLE1821_WEB_METRICS`` names a JSON-lines
    file; nothing of it runs without): at the page's close, one line with the test's name,
    the DevTools protocol's ``Performance.getMetrics`` (the main thread's task, script,
    layout and style seconds, layouts, style recalculations, nodes), the page's requests by
    method and path (ids folded) and its DOM mutations by the panel they touched (a
    ``MutationObserver`` from an init script: nodes added or removed, attributes and text
    set; which panels a new version rebuilds). Session 22 read the renderer's CPU with it."""

    _OBSERVE = """(() => { const m = {}; window.__battle1821Mutations = m;
      const panel = (n) => { const e = n.nodeType === 1 ? n : n.parentElement;
        const c = e && e.closest('.status,.clocks,.timeline,.map-frame,.banner,.problem-slot,.log,section,aside,header,main');
        return c ? c.tagName.toLowerCase() + '.' + String(c.getAttribute('class') || '').split(' ').slice(0, 2).join('.') : e ? e.tagName : '?'; };
      new MutationObserver((rs) => { for (const r of rs) {
        const k = panel(r.target) + ' ' + r.type + (r.type === 'attributes' ? ':' + r.attributeName : '');
        m[k] = (m[k] || 0) + 1 + r.addedNodes.length + r.removedNodes.length; } })
        .observe(document, { subtree: true, childList: true, attributes: true, characterData: true }); })()"""

    def __init__(self, context, page):
        self.page = page
        self.requests: dict[str, int] = {}
        self.cdp = context.new_cdp_session(page)
        self.cdp.send("Performance.enable")
        page.on("request", self._count)
        page.add_init_script(self._OBSERVE)

    def _count(self, request) -> None:
        path = "/" + re.sub(r"[?#].*", "", request.url.split("//", 1)[-1].partition("/")[2])
        key = f"{request.method} {re.sub(r'/[0-9a-f]{8,}|/[A-Za-z0-9_-]{20,}', '/{id}', path)}"
        self.requests[key] = self.requests.get(key, 0) + 1

    def write(self, out: str) -> None:
        import json

        line: dict = {"test": os.environ.get("PYTEST_CURRENT_TEST", "").split(" ")[0], "url": self.page.url}
        try:
            m = {x["name"]: x["value"] for x in self.cdp.send("Performance.getMetrics")["metrics"]}
            line |= {k: round(m[k], 3) for k in ("TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration",
                                                  "LayoutCount", "RecalcStyleCount", "Nodes") if k in m}
            line["mutations"] = dict(sorted((self.page.evaluate("() => window.__battle1821Mutations") or {}).items(),
                                            key=lambda kv: -kv[1]))
        except Exception as e:  # noqa: BLE001 - a page closed by the test: the line says so
            line["error"] = str(e)
        line["requests"] = dict(sorted(self.requests.items()))
        with open(out, "a") as f:
            f.write(json.dumps(line) + "\n")


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
