"""CORS: a browser client on another origin can read the headers it needs to follow the
protocol: ``ETag`` (the version for ``If-Match``), ``Location`` (the created resource) and
``Retry-After`` (how long to wait after a 429 or 503)."""

from __future__ import annotations


def test_cors_exposes_etag_location_and_retry_after(client):
    r = client.get("/health", headers={"Origin": "https://frontend.example"})
    assert r.status_code == 200
    exposed = {h.strip().lower() for h in r.headers["access-control-expose-headers"].split(",")}
    assert {"etag", "location", "retry-after"} <= exposed, exposed
