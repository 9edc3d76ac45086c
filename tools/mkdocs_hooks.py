"""MkDocs hooks of the documentation site (``mkdocs.yml`` ``hooks``): the built site names
no host, so it is right wherever it is served.

``site_url`` in ``mkdocs.yml`` gives the site its path (``/docs/``, where the API serves it;
the 404 page's links start with it) and a host that is only the build's (``127.0.0.1:8000``).
MkDocs and Material write that host into each page's canonical link and into the sitemap;
here each canonical link becomes relative (``./``: the page's own address, on whatever host
and scheme the page was read from) and the sitemap's addresses relative to the site's root
(``api/`` for ``http://127.0.0.1:8000/docs/api/``), which the API makes absolute for each
request from the address the request came to (``server.api.site``; the sitemap protocol wants
absolute addresses). The gzipped copy of the sitemap is not kept (it would name the build's
host)."""

from __future__ import annotations

import re
from pathlib import Path


def on_post_page(output: str, *, page, config) -> str:
    """The page's canonical link relative: ``./`` (its directory's address; the site's
    pages are directories, ``use_directory_urls``)."""
    url = page.canonical_url
    if not url:
        return output
    return output.replace(f'<link rel="canonical" href="{url}">', '<link rel="canonical" href="./">')


def on_post_build(*, config) -> None:
    """The sitemap's ``<loc>`` relative to the site's root; no ``sitemap.xml.gz``."""
    site = Path(config["site_dir"])
    root = config["site_url"] or ""
    sitemap = site / "sitemap.xml"
    if sitemap.is_file() and root:
        text = sitemap.read_text(encoding="utf-8")
        sitemap.write_text(re.sub(r"<loc>" + re.escape(root), "<loc>", text), encoding="utf-8")
    (site / "sitemap.xml.gz").unlink(missing_ok=True)
