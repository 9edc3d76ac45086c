"""``Accept-Encoding`` read once, as RFC 9110 12.5.3 says, for every part of the API that
compresses (Litestar's ``CompressionMiddleware`` on the app's routes and the fast path,
:mod:`server.api.play`, the board picture of :mod:`server.api.games`): each of those looks
for ``gzip`` in the field's text, so ``gzip;q=0`` ("never gzip") got gzip, and ``*`` or
``GZIP`` (codings are case-insensitive) did not.

:func:`normalize` rewrites the request's field, ahead of them all, to ``gzip`` when the
client accepts gzip (``gzip``/``x-gzip`` with a q-value above 0; else ``*`` above 0) and
drops it otherwise, so that the text they test says exactly that. A request without the
field is left as it is (nothing compressed)."""

from __future__ import annotations

from functools import lru_cache

FIELD = b"accept-encoding"
GZIP = b"gzip"


def _q(params: list[str]) -> float:
    for p in params:
        name, _, value = p.partition("=")
        if name.strip().lower() == "q":
            try:
                return float(value.strip())
            except ValueError:
                return 0.0           # a q-value that is not one: not an acceptance
    return 1.0


@lru_cache(maxsize=256)
def accepts_gzip(value: bytes) -> bool:
    """Whether an ``Accept-Encoding`` field value admits gzip (RFC 9110 12.5.3: an explicit
    ``gzip`` or ``x-gzip`` entry decides; without one, ``*``; ``q=0`` means not acceptable).
    Cached: clients send a handful of distinct values."""
    gzip = star = None
    for item in value.decode("latin-1").split(","):
        coding, *params = item.split(";")
        coding = coding.strip().lower()
        if coding in ("gzip", "x-gzip"):
            q = _q(params)
            gzip = q if gzip is None else max(gzip, q)
        elif coding == "*":
            star = _q(params)
    if gzip is not None:
        return gzip > 0
    return star is not None and star > 0


def normalize(scope) -> None:
    """Rewrite ``scope["headers"]``' ``Accept-Encoding`` (every line of it, joined) to
    ``gzip`` when it admits gzip, else leave it out. No change without the field, nor when
    its one line already reads as it means to the readers' test (``gzip`` in its text
    exactly when it admits gzip: ``gzip, deflate, br, zstd``, ``identity``), the common case."""
    headers = scope.get("headers") or ()
    lines = [v for k, v in headers if k == FIELD]
    if not lines:
        return
    value = lines[0] if len(lines) == 1 else b", ".join(lines)
    keep = accepts_gzip(value)
    if len(lines) == 1 and keep == (GZIP in value):
        return
    out = [(k, v) for k, v in headers if k != FIELD]
    if keep:
        out.append((FIELD, GZIP))
    scope["headers"] = out
