"""Screenshots of the browser tests that no check reads (for a person looking at the pages):
taken only when ``BATTLE1821_WEB_SHOTS`` names a folder (issue 37: each cost ~0.1-0.3 CPU s
of Chromium and Playwright, for a file in the test's temporary folder nobody opened). The
documentation's screenshots have their own settings (``BATTLE1821_SCREENSHOTS``,
``OTTOMANS_WEB_SHOTS``)."""

from __future__ import annotations

import os
from pathlib import Path


def folder() -> Path | None:
    """The folder of the screenshots, None: take none."""
    out = os.environ.get("BATTLE1821_WEB_SHOTS")
    if not out:
        return None
    Path(out).mkdir(parents=True, exist_ok=True)
    return Path(out)


def shot(page, name: str, **kw) -> None:
    """``page.screenshot`` into :func:`folder` as ``name`` (``kw``: Playwright's), or nothing."""
    out = folder()
    if out is not None:
        page.screenshot(path=str(out / name), **kw)
