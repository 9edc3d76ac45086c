"""Builds the documentation site (mkdocs.yml) as ``make docs`` does, into a given directory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build_site(dest: Path) -> subprocess.CompletedProcess:
    """``mkdocs build --strict`` of the repository's site into ``dest``."""
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(dest)],
                          cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "NO_MKDOCS_2_WARNING": "1"})
