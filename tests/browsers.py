"""The test process's one Chromium (issue 37), for every browser test: the web client's
(``tests/web``) and the API reference's and the docs site's pages (:data:`BROWSER_FILES`).
Debian's Chromium driven by Playwright (``executable_path``; never ``playwright install``):
its headless shell (package ``chromium-headless-shell``, the same version) when installed,
else the full ``chromium`` in its headless mode (``support.CHROMIUM``).

It is launched by the first browser test of a process and kept while browser tests follow
each other (a launch with Playwright's Node driver is ~1 CPU s: 2026-12-07, 7 launches against
1 in one process, 3 rounds at a load of 5-6, 0.93-1.2 CPU s each); ``tests/conftest.py`` closes
it before any other test runs and when the process ends: Playwright's sync API keeps an asyncio
loop running in this process while it is open, so a later ``asyncio.run()`` (another file's
tests in the same pytest-xdist worker) must not find it still open. ``make test``'s schedule
runs the browser files in chains of files (``xdist_schedule.browser_chains``) so that a
process launches it once a chain."""

from __future__ import annotations

import os
from pathlib import Path

from support import CHROMIUM  # the shell when installed, else chromium

ROOT = Path(__file__).resolve().parents[1]
WEB_DIR = ROOT / "tests" / "web"
BROWSER_FILES = frozenset({"tests/api/test_api_docs_offline.py", "tests/api/test_docs_site.py"})
"""The browser test files outside ``tests/web`` (every file of ``tests/web`` is one)."""

ARGS = ["--renderer-process-limit=1"]
"""Chromium's switches beyond Playwright's: one renderer process for all the pages of a
browser context (each page keeps its own document, realm and timers). Without it each page a
test opens starts a renderer process of its own; shared, the 12 tests of the four slowest web
files (``-n 2``, ``tests/cpu_all.py``, 3 interleaved rounds, load 7-13) cost 91.3, 92.7, 94.8 ->
82.4, 83.4, 85.4 CPU s in all (medians -10 %; orphaned Chromium 44.3 -> 40.8, pytest's tree
48.4 -> 41.9). ``--disable-gpu`` paid nothing (90.5)."""


def browser_file(path: str) -> bool:
    """Whether the test file ``path`` (relative to the repository, ``/``-separated) is a
    browser test file."""
    return path in BROWSER_FILES or path.startswith("tests/web/")


def is_browser_test(item) -> bool:
    """Whether the pytest item ``item`` (None: no next item) is in a browser test file."""
    if item is None:
        return False
    path = Path(str(item.path)).resolve()
    return path.is_relative_to(ROOT) and browser_file(path.relative_to(ROOT).as_posix())


class Chromium:
    """The process's Chromium (see the module's text)."""

    playwright = None
    browser = None

    @classmethod
    def get(cls):
        if cls.browser is not None and cls.browser.is_connected():
            return cls.browser
        cls.close()
        from playwright.sync_api import sync_playwright

        assert os.path.exists(CHROMIUM), f"no Chromium at {CHROMIUM}: apt-get install -y chromium-headless-shell (.ci/run does)"
        cls.playwright = sync_playwright().start()
        cls.browser = cls.playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        return cls.browser

    @classmethod
    def close(cls) -> None:
        browser, pw = cls.browser, cls.playwright
        cls.browser = cls.playwright = None
        try:
            if browser is not None:
                browser.close()
        finally:
            if pw is not None:
                pw.stop()
