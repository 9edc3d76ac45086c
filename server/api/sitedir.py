"""Where the built documentation site is (:func:`site_dir`), without Litestar: ``battle1821
run`` asks it to print its addresses, and importing :mod:`server.api.site` (the routes)
would load Litestar into ``run``'s own process, which serves nothing (~0.1-0.2 CPU s of
every ``run`` start)."""

from __future__ import annotations

from pathlib import Path

SITE = Path(__file__).parent / "static" / "site"
"""Where ``make docs`` builds the site."""


def site_dir(configured: Path | None) -> Path | None:
    """The built site to serve (``configured``, else :data:`SITE`), or None when it has no
    ``index.html``."""
    d = configured or SITE
    return d if (d / "index.html").is_file() else None
