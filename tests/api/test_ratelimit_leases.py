"""The rate limiter's leases (server/api/ratelimit.py): a busy client is counted in Redis
in batches, yet never let past its quota, whichever of two processes (two limiters on one
Redis prefix) it talks to; a small quota is counted one request at a time, one round
trip for both windows of a request."""

from __future__ import annotations

import asyncio
import uuid

from server.api.ratelimit import LEASE_MAX, RateLimiter


def _scope(addr: str, token: str | None = None) -> dict:
    headers = [(b"authorization", f"Bearer {token}".encode())] if token else []
    return {"type": "http", "path": "/games/x", "client": (addr, 1234), "headers": headers}


async def _run(settings, quota: str, n: int, token: str | None = None):
    prefix = f"{settings.key_prefix}-lease-{uuid.uuid4().hex[:6]}"
    a, b = (RateLimiter(settings.redis_url, prefix, quota, "0") for _ in range(2))
    calls = [0]
    for lim in (a, b):           # count the Redis round trips each limiter makes
        orig = lim._pipeline

        async def pipeline(*args, _orig=orig, **kw):
            calls[0] += 1
            return await _orig(*args, **kw)
        lim._pipeline = pipeline
    try:
        verdicts = []
        for i in range(n):
            v = await (a if i % 2 else b).check(_scope("127.0.0.9", token))
            verdicts.append(v)
        return verdicts, calls[0]
    finally:
        for lim in (a, b):
            await lim.storage.reset()
            await lim.aclose()


def test_a_busy_client_is_counted_in_batches_and_never_past_its_quota(settings):
    verdicts, hits = asyncio.run(_run(settings, "2000/minute", 2300))
    allowed = sum(v.allowed for v in verdicts)
    assert allowed <= 2000, allowed                     # never past the shared quota
    assert allowed >= 2000 - 2 * LEASE_MAX, allowed     # at most a batch per process counted unused
    assert hits < 2300 / 4, hits                        # batches, not a round trip per request
    assert not any(v.allowed for v in verdicts[2100:])  # once refused, refused
    r = [int(v.headers[1][1].decode().split("r=")[1].split(";")[0]) for v in verdicts[:50]]
    assert r[0] >= 1990 and all(x >= 0 for x in r)
    refused = verdicts[-1]
    assert refused.retry_after >= 1 and refused.refused_by == "client"


def test_a_small_quota_is_counted_one_request_at_a_time(settings):
    verdicts, hits = asyncio.run(_run(settings, "1000/second;150/minute", 160))
    assert [v.allowed for v in verdicts] == [True] * 150 + [False] * 10
    # the per-minute window's count: one item per window, the minute second
    r = [int(v.headers[1][1].decode().split(", ")[1].split("r=")[1].split(";")[0]) for v in verdicts[:150]]
    assert r == list(range(149, -1, -1))
    assert hits == 160          # one round trip per request, both windows in it
