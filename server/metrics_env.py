"""What the metrics depend on in the environment, readable without importing
prometheus-client (whose value class is chosen at import from ``PROMETHEUS_MULTIPROC_DIR``:
``battle1821 serve --workers N`` sets it before its API processes start, and its own
supervisor process must not write files there)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from server import config
from server.config import Settings


def enabled() -> bool:
    """``BATTLE1821_METRICS`` (default on): ``0``/``false``/``off`` turns the API's
    ``/metrics`` route and its HTTP middleware off (``make bench`` compares both)."""
    return Settings.from_env().metrics


MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"


def multiprocess_env() -> str:
    """``PROMETHEUS_MULTIPROC_DIR`` as this process sees it now ("" when unset)."""
    return Settings.from_env().prometheus_multiproc_dir


def multiprocess_dir(workers: int) -> tuple[Path | None, bool]:
    """Prepare prometheus-client's multiprocess mode for ``workers`` API processes, before
    any of them imports prometheus-client: ``(directory, created)``. ``PROMETHEUS_MULTIPROC_DIR``
    when set (created if missing; its ``*.db`` files, left by processes of an earlier run,
    are removed, as prometheus-client requires); else, for ``workers`` > 1, a new temporary
    directory (``created`` True: the caller removes it at exit) exported in that variable so
    the worker processes inherit it; else ``(None, False)``: one process, its own registry."""
    d = multiprocess_env()
    if d:
        path = Path(d)
        path.mkdir(parents=True, exist_ok=True)
        for f in path.glob("*.db"):
            f.unlink(missing_ok=True)
        return path, False
    if workers <= 1:
        return None, False
    path = Path(tempfile.mkdtemp(prefix="battle1821-metrics-"))
    config.export(MULTIPROC_ENV, str(path))
    return path, True


def remove_multiprocess_dir(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)
