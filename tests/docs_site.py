"""Builds the documentation site (mkdocs.yml) as ``make docs`` does, into a given directory;
:func:`shared_site` is the session's one build, which tests/docs/test_site.py and
tests/api/test_docs_site.py read (issue 37: they built it once each, ~2.5 CPU s a build;
neither writes into it)."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from support import once_per_session

ROOT = Path(__file__).resolve().parent.parent


def build_site(dest: Path) -> subprocess.CompletedProcess:
    """``mkdocs build --strict`` of the repository's site into ``dest``."""
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(dest)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})


@dataclass(frozen=True)
class Site:
    dest: Path          # the built site
    returncode: int     # mkdocs build --strict's
    output: str


def _build(base: Path) -> Site:
    base.mkdir(parents=True, exist_ok=True)
    p = build_site(base / "site")
    return Site(base / "site", p.returncode, p.stdout + p.stderr)


def shared_site(tmp_path_factory) -> Site:
    """The session's build (one per pytest-xdist session, one per plain pytest session)."""
    return once_per_session(tmp_path_factory, "docs-site", _build, Site)
