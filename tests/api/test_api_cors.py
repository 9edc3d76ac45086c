"""CORS: a browser client on another origin can read the headers it needs to follow the
protocol: every response header field the spec declares (``ETag`` the version for
``If-Match``, ``Location`` the created resource, ``API-Version``, ``Retry-After`` how long
to wait after a 429 or 503, ``RateLimit``/``RateLimit-Policy``) and the ones the server
sends beside them (``X-Request-ID``, a 405's ``Allow``, a 415's ``Accept-Post``), on every
answer, also those made ahead of Litestar's routing (a duplicated header field's 400).
A preflight names the request header fields the API reads. (A 429 of the rate limiter:
tests/api/test_limits.py; a real browser's preflight and read: tests/web/test_web_cross_origin.py.)"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import httpx

from helpers import auth, create_full, etag, waiting_seat

ORIGIN = "https://frontend.example"
SPEC = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
SAFELISTED = {"cache-control", "content-language", "content-length", "content-type", "expires",
              "last-modified", "pragma"}
"""The response header fields a cross-origin script reads without their being exposed (Fetch)."""
UNDECLARED = {"x-request-id", "allow", "accept-post"}
"""Header fields the server sends for clients that the spec does not declare."""
NOT_FOR_SCRIPTS = {"date", "server", "vary", "content-encoding", "connection", "access-control-allow-origin",
                   "access-control-expose-headers", "access-control-allow-credentials",
                   "access-control-allow-headers", "access-control-allow-methods"}
"""Header fields no client script needs (the browser's own business)."""


def _exposed(r) -> set[str]:
    return {h.strip().lower() for h in r.headers.get("access-control-expose-headers", "").split(",") if h.strip()}


def _spec_response_headers() -> set[str]:
    spec = json.loads(SPEC.read_text())
    names = set(spec.get("components", {}).get("headers", {}))
    for ops in spec["paths"].values():
        for op in ops.values():
            if isinstance(op, dict):
                for resp in op.get("responses", {}).values():
                    names |= set(resp.get("headers") or {})
    return {n.lower() for n in names}


def _readable(r) -> None:
    """Every header field of ``r`` a script may want is readable from another origin."""
    assert r.headers.get("access-control-allow-origin") == "*", (r.status_code, dict(r.headers))
    missing = {k.lower() for k in r.headers} - SAFELISTED - NOT_FOR_SCRIPTS - _exposed(r)
    assert not missing, (r.status_code, missing)


def test_cors_exposes_every_header_a_client_reads(client):
    declared = _spec_response_headers()
    assert {"etag", "location", "api-version", "retry-after", "ratelimit", "ratelimit-policy"} <= declared
    r = client.get("/health", headers={"Origin": ORIGIN})
    assert r.status_code == 200
    missing = (declared - SAFELISTED | UNDECLARED) - _exposed(r)
    assert not missing, missing


def test_a_preflight_then_the_requests_of_another_origin(client):
    pre = client.options("/games", headers={
        "Origin": ORIGIN, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, idempotency-key, if-match"})
    assert pre.status_code in (200, 204), pre.text
    assert pre.headers["access-control-allow-origin"] == "*"
    assert "POST" in pre.headers["access-control-allow-methods"]
    allowed = {h.strip().lower() for h in pre.headers["access-control-allow-headers"].split(",")}
    assert {"authorization", "content-type", "idempotency-key", "if-match", "if-none-match",
            "last-event-id"} <= allowed, allowed

    o = {"Origin": ORIGIN}
    r = client.post("/games", json={"seats": 2, "players": [{"name": "A"}]}, headers=o)
    assert r.status_code == 201 and {"etag", "location", "api-version"} <= set(r.headers)
    _readable(r)
    gid = r.json()["id"]
    g = create_full(client)
    seat, v = waiting_seat(client, g)
    answers = {
        200: client.get(f"/games/{gid}", headers=o),
        412: client.post(f"/games/{g['id']}/actions", json={"type": "end_step"},
                         headers={**o, **auth(g["tokens"][seat]), "If-Match": etag(v["version"] - 1)}),
        400: client.get(f"/games/{gid}/players/abc", headers=o),
        404: client.get("/no/such/path", headers=o),
        405: client.put(f"/games/{gid}", headers=o),
        415: client.post("/games", content=b"seats=2", headers={**o, "Content-Type": "text/plain"}),
    }
    for status, r in answers.items():
        assert r.status_code == status, r.text
        _readable(r)
    assert "etag" in answers[412].headers and "allow" in answers[405].headers
    assert "accept-post" in answers[415].headers
    r = client.head(f"/games/{gid}", headers=o)
    assert r.status_code == 200 and "etag" in r.headers
    _readable(r)


def test_an_answer_made_ahead_of_litestar_is_readable_too(app):
    """A duplicated ``Authorization`` (400 ``duplicate_header``, refused by the app's outer
    layer before Litestar sees it; the ASGI app called with two lines, which an HTTP client
    would merge). The rate limiter's 429: tests/api/test_limits.py."""
    sent = []

    async def receive():
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message):
        sent.append(message)

    scope = {"type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET", "scheme": "http",
             "path": "/games/0000000000000000", "raw_path": b"/games/0000000000000000", "root_path": "",
             "query_string": b"", "client": ("127.0.0.1", 1), "server": ("testserver", 80),
             "headers": [(b"host", b"testserver"), (b"origin", ORIGIN.encode()),
                         (b"authorization", b"Bearer a"), (b"authorization", b"Bearer b")]}
    asyncio.run(app(scope, receive, send))
    start = sent[0]
    assert start["status"] == 400 and b"duplicate_header" in sent[1]["body"]
    r = httpx.Response(start["status"], headers=start["headers"])
    _readable(r)
