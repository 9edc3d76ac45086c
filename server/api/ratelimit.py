"""Per-client and per-token rate limits, counted in Redis so that every API process of a
deployment shares the counts (the ``limits`` library: its sliding-window-counter
strategy on its asyncio Redis storage, two counters per key and window).

Two policies, each a ``limits`` string from the settings (``30000/minute``; several
windows with ``;``; ``0`` switches one off):

- ``client``: every request from one client address (the peer address as uvicorn gives
  it; behind a proxy set uvicorn's ``FORWARDED_ALLOW_IPS`` to the proxy's address so that
  it is the ``X-Forwarded-For`` client, deploy/README.md);
- ``token``: every request carrying one bearer token, valid or not (keyed by a hash of
  it, so a token never reaches Redis).

Over either: ``429`` problem+json ``rate_limited`` with ``Retry-After`` (seconds until
the window lets a request through again) and nothing else done. Every counted answer
carries the policies and what is left in the header fields of the IETF draft
*RateLimit header fields for HTTP* (draft-ietf-httpapi-ratelimit-headers-10, the
combined form): ``RateLimit-Policy: "client";q=30000;w=60, "token";q=12000;w=60`` and
``RateLimit: "client";r=29950;t=12`` (``q`` quota, ``w`` window seconds, ``r`` requests
left, ``t`` seconds until more are allowed), one item per window. A refused request does
not use up the quota. ``/health``, ``/ready`` and the API docs (``/schema``) are never
counted. The counts live on the queue Redis (``QUEUE_REDIS_URL``, always a standalone
Redis) under ``<BATTLE1821_KEY_PREFIX>:ratelimit:``; when it cannot be reached the
request is served uncounted (logged): the limits protect the game store, they are not a
second way to lose it."""

from __future__ import annotations

import asyncio
import hashlib
import math
import time
from dataclasses import dataclass

import msgspec
from limits import RateLimitItem, parse_many
from limits.aio.storage import RedisStorage
from limits.aio.strategies import SlidingWindowCounterRateLimiter

from server.logging import get_logger
from server.metrics import problem_answered

from .problems import PROBLEM_JSON, RATE_LIMITED, Problem

log = get_logger("battle1821.ratelimit")
EXEMPT_PREFIXES = ("/health", "/ready", "/schema", "/metrics")
"""Paths never counted: the probes, the Prometheus scrape and the API docs (their pinned assets included)."""
_enc = msgspec.json.Encoder()


def policies(spec: str) -> tuple[RateLimitItem, ...]:
    """The windows of one policy string (``limits`` notation); ``0``/``off``/empty: none.
    ValueError for anything else that does not parse."""
    spec = (spec or "").strip()
    if spec.lower() in ("", "0", "off", "none"):
        return ()
    return tuple(parse_many(spec))


def exempt(path: str) -> bool:
    return any(path == p or path.startswith(p + "/") for p in EXEMPT_PREFIXES)


def _bearer(scope) -> str | None:
    for k, v in scope.get("headers", ()):
        if k == b"authorization":
            raw = v.decode("latin-1").strip()
            scheme, _, token = raw.partition(" ")
            return token.strip() if scheme.lower() == "bearer" and token.strip() else raw
    return None


@dataclass(slots=True)
class Verdict:
    """One request's counts: ``allowed``; ``retry_after`` seconds when not; the header
    fields to send."""

    allowed: bool
    retry_after: int
    headers: list[tuple[bytes, bytes]]
    refused_by: str = ""


class RateLimiter:
    """The two policies on one Redis (``storage_url``, a ``redis://`` URL)."""

    def __init__(self, storage_url: str, key_prefix: str, client: str, token: str) -> None:
        self.policies = {"client": policies(client), "token": policies(token)}
        self.storage = RedisStorage("async+" + storage_url, implementation="redispy",
                                    key_prefix=f"{key_prefix}:ratelimit", max_connections=64,
                                    socket_timeout=2, socket_connect_timeout=2)
        self.strategy = SlidingWindowCounterRateLimiter(self.storage)
        items = [(name, it) for name, its in self.policies.items() for it in its]
        self._policy_field = ", ".join(f'"{name}";q={it.amount};w={it.get_expiry()}' for name, it in items).encode()
        self._warned = 0.0

    @property
    def active(self) -> bool:
        return any(self.policies.values())

    async def _one(self, name: str, item: RateLimitItem, ident: str) -> tuple[str, RateLimitItem, bool, float, int]:
        ok = await self.strategy.hit(item, name, ident)
        reset, remaining = await self.strategy.get_window_stats(item, name, ident)
        return name, item, ok, reset, remaining

    async def check(self, scope) -> Verdict | None:
        """Count this request against its client's and its token's windows; None when the
        store cannot be reached (then the request goes uncounted)."""
        client = scope.get("client")
        idents = [("client", client[0] if client else "unknown")]
        token = _bearer(scope)
        if token is not None:
            idents.append(("token", hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()[:32]))
        calls = [self._one(name, item, ident) for name, ident in idents for item in self.policies[name]]
        if not calls:
            return Verdict(True, 0, [])
        try:
            results = await asyncio.gather(*calls)
        except Exception as exc:  # the limits' store is down: serve, say so (at most every 10 s)
            now = time.monotonic()
            if now - self._warned > 10:
                self._warned = now
                log.warning("rate_limit_store_unavailable", error=repr(exc))
            return None
        now = time.time()
        state, retry, refused = [], 0, ""
        for name, item, ok, reset, remaining in results:
            t = max(0, math.ceil(reset - now))
            state.append(f'"{name}";r={remaining};t={t}')
            if not ok:
                retry = max(retry, t, 1)
                refused = refused or name
        headers = [(b"ratelimit-policy", self._policy_field), (b"ratelimit", ", ".join(state).encode())]
        return Verdict(not refused, retry, headers, refused)

    async def aclose(self) -> None:
        bridge = getattr(self.storage, "bridge", None)
        client = getattr(bridge, "storage", None)
        if client is not None and hasattr(client, "aclose"):
            try:
                await client.aclose()
            except Exception:
                pass


class RateLimitMiddleware:
    """The outer ASGI layer that applies :class:`RateLimiter` ahead of routing (so 404s,
    405s and 401s count too). ``limiter()`` returns the app's limiter (None: off or not
    started)."""

    def __init__(self, app, limiter) -> None:
        self.app = app
        self.limiter = limiter

    async def __call__(self, scope, receive, send) -> None:
        limiter = self.limiter() if scope["type"] == "http" else None
        if limiter is None or exempt(scope["path"]):
            await self.app(scope, receive, send)
            return
        verdict = await limiter.check(scope)
        if verdict is None:
            await self.app(scope, receive, send)
            return
        if not verdict.allowed:
            await _refuse(scope, send, verdict)
            return
        extra = verdict.headers

        async def send_with_headers(message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *extra]
            await send(message)

        await self.app(scope, receive, send_with_headers)


async def _refuse(scope, send, verdict: Verdict) -> None:
    problem_answered(429, RATE_LIMITED).inc()
    who = "this client" if verdict.refused_by == "client" else "this token"
    body = _enc.encode(Problem(
        type=f"urn:battle1821:problem:{RATE_LIMITED}", title="Too many requests", status=429,
        detail=f"Too many requests from {who}; retry in {verdict.retry_after} s (Retry-After, RateLimit).",
        code=RATE_LIMITED, instance=scope.get("path")))
    await send({"type": "http.response.start", "status": 429, "headers": [
        (b"content-type", PROBLEM_JSON.encode()), (b"content-length", str(len(body)).encode()),
        (b"retry-after", str(verdict.retry_after).encode()), *verdict.headers]})
    await send({"type": "http.response.body", "body": body})
