"""Requests from other origins (CORS, docs/api/index.md "Other origins"): every origin may
call the API (``*``: it reads no cookie, a client proves itself by its bearer token, so a
page of another site gains nothing a script of its own could not do), send the request
header fields the API reads, and read every response header field the API sends for
clients: a cross-origin script sees only the CORS-safelisted ones (``Content-Type``,
``Cache-Control``, ...) and those listed in ``Access-Control-Expose-Headers``.

Litestar's CORS (``CORS`` as the app's ``cors_config``) answers the preflights and adds
these header fields to every answer that goes through Litestar; :func:`outside_headers`
gives them to the few answers made ahead of it (the rate limiter's 429, a duplicated
header field's 400, the last-resort 500/503), so a script on another origin reads those
too (without ``Access-Control-Allow-Origin`` it sees only a network error, not the 429's
``Retry-After``)."""

from __future__ import annotations

from litestar.config.cors import CORSConfig

EXPOSED = ["API-Version", "Accept-Encoding", "Accept-Post", "Allow", "ETag", "Location", "RateLimit",
           "RateLimit-Policy", "Retry-After", "X-Request-ID"]
"""The response header fields a client reads that are not CORS-safelisted: each the spec
declares (``API-Version`` on every answer; ``ETag``, ``Location``, ``Retry-After``,
``RateLimit``, ``RateLimit-Policy``), each answer's ``X-Request-ID``, a 405's ``Allow`` and a
415's ``Accept-Post`` or ``Accept-Encoding`` (tests/api/test_api_cors.py checks the spec's
against this list)."""

ALLOWED = ["Authorization", "If-Match", "If-None-Match", "Idempotency-Key", "Content-Type", "Last-Event-ID",
           "X-Request-ID"]
"""The request header fields a script on another origin may send (a preflight's answer)."""

CORS = CORSConfig(allow_origins=["*"], expose_headers=EXPOSED, allow_headers=ALLOWED)

_OUTSIDE = [(k.lower().encode(), v.encode()) for k, v in CORS.simple_headers.items()]


def outside_headers(scope) -> list[tuple[bytes, bytes]]:
    """The CORS header fields of an answer made ahead of Litestar (its CORS middleware adds
    them to the others): ``CORS.simple_headers`` when the request names an ``Origin``, as
    that middleware does, else none."""
    for k, _ in scope.get("headers", ()):
        if k == b"origin":
            return _OUTSIDE
    return []
