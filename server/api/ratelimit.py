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
second way to lose it.

Leases: each API process takes its tokens from the shared count in batches, so that a busy
client costs Redis round trips for a batch, not for every request (the ``limits``
strategy's ``hit`` with a ``cost``). A batch starts at 1 token and doubles each time the
client uses one up within its lifetime (:data:`LEASE_S`, at most a sixth of the window),
up to :data:`LEASE_MAX` and at most 1 % of the window's quota (so a quota under 200 is
counted one request at a time, exactly); after a batch whose lifetime ran out, the next
takes as many as that one served. A batch that Redis refuses falls back to a single
token, so requests near the limit are counted one by one. Every request served was
counted in Redis first: a client is never let past its quota, whichever processes it
talks to; the unused rest of a batch is dropped at the end of its lifetime (at most one
batch per process and identity counted and not used). ``RateLimit``'s ``r`` is what Redis
had left after the batch plus what is left of it here. The batches one request needs
(its client's and its token's) are taken in one round trip: a pipeline of the ``limits``
library's own sliding-window-counter scripts (its strategy API makes two round trips per
window: ``hit``, then ``get_window_stats``)."""

from __future__ import annotations

import asyncio
import hashlib
import math
import time
from dataclasses import dataclass

import msgspec
import redis.exceptions
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
STORE_TIMEOUT_S = 2.0
"""Seconds one check may wait for the limits' Redis, then the request is served uncounted.
One deadline over the check's calls, not redis-py's per-socket ``socket_timeout`` (on
Python 3.11 that wraps every command's send in a task of its own: a third of the
limiter's CPU under load)."""
LEASE_S = 10.0
"""Seconds a process keeps the unused tokens of a batch, and at most a sixth of the
window (module docstring)."""
LEASE_MAX = 64
"""Most tokens one batch takes (and at most 1 % of the window's quota)."""
_PRUNE_EVERY = 4096


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
class _Lease:
    """Tokens of one (policy, window, identity) that this process took from Redis."""

    left: int            # paid for in Redis, not yet used
    size: int            # tokens the batch took
    until: float         # monotonic time after which the unused ones are dropped
    remaining: int       # what Redis had left after the batch
    reset: float         # wall time when the window lets more through


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
                                    socket_connect_timeout=STORE_TIMEOUT_S)
        self.strategy = SlidingWindowCounterRateLimiter(self.storage)
        items = [(name, it) for name, its in self.policies.items() for it in its]
        self._policy_field = ", ".join(f'"{name}";q={it.amount};w={it.get_expiry()}' for name, it in items).encode()
        self._leases: dict[tuple, _Lease] = {}
        self._checks = 0
        self._scripts_loaded = False
        self._warned = -1e9

    @property
    def active(self) -> bool:
        return any(self.policies.values())

    def _cap(self, item: RateLimitItem) -> int:
        return max(1, min(LEASE_MAX, item.amount // 100))

    def _size(self, item: RateLimitItem, old: _Lease | None, now: float) -> int:
        """Tokens the next batch takes (module docstring)."""
        if old is None:
            return 1
        if old.left <= 0 and now < old.until:
            return min(self._cap(item), old.size * 2)
        return max(1, old.size - old.left)

    async def _leases_from_redis(self, wants: list, now: float) -> list:
        """Take the batches ``wants`` (``(key, name, item, ident, size)``) in ONE round
        trip: a pipeline of the ``limits`` sliding-window-counter scripts, per window its
        acquire (with the batch as its cost) and then its read, which are the two calls
        of the strategy's ``hit`` and ``get_window_stats``; the stats are worked out as
        ``get_window_stats`` does. Batches Redis refuses are taken again as one token
        (a second round trip, near the limit only). Returns ``(name, item, ok, reset,
        remaining)`` per want."""
        out = await self._pipeline(wants)
        again = [i for i, (w, r) in enumerate(zip(wants, out)) if not r[2] and w[4] > 1]
        if again:
            retry = await self._pipeline([(*wants[i][:4], 1) for i in again])
            for i, r in zip(again, retry):
                out[i], wants[i] = r, (*wants[i][:4], 1)
        for (key, _, item, _, size), (_, _, ok, reset, remaining) in zip(wants, out):
            if ok:
                self._leases[key] = _Lease(size - 1, size, now + min(LEASE_S, item.get_expiry() / 6), remaining,
                                           reset)
            else:
                self._leases.pop(key, None)
        return out

    async def _pipeline(self, wants: list) -> list:
        st = self.storage
        br = st.bridge
        acquire, window = br.lua_acquire_sliding_window, br.lua_sliding_window
        argv = []
        for _, name, item, ident, size in wants:
            k = item.key_for(name, ident)
            keys = [br.prefixed_key(st._previous_window_key(k)), br.prefixed_key(st._current_window_key(k))]
            argv.append((keys, item.get_expiry(), item.amount, size))
        if not self._scripts_loaded:      # EVALSHA below: load both scripts once (again after a NOSCRIPT)
            await self._load_scripts()
        for attempt in (0, 1):
            pipe = br.get_connection().pipeline(transaction=False)
            for keys, expiry, amount, size in argv:
                pipe.evalsha(acquire.sha, 2, *keys, amount, expiry, size)
                pipe.evalsha(window.sha, 2, *keys, expiry)
            raw = await pipe.execute(raise_on_error=False)
            if attempt == 0 and any(isinstance(r, redis.exceptions.NoScriptError) for r in raw):
                await self._load_scripts()
                continue
            break
        for r in raw:
            if isinstance(r, Exception):
                raise r
        wall = time.time()
        out = []
        for (_, name, item, _, _), (keys, expiry, amount, size), ok, w in zip(wants, argv, raw[0::2], raw[1::2]):
            prev, prev_ttl, cur, cur_ttl = (int(w[0] or 0), max(0.0, float(w[1] or 0)) / 1000,
                                            int(w[2] or 0), max(0.0, float(w[3] or 0)) / 1000) if w else (0, 0.0, 0, 0.0)
            remaining = max(0, amount - math.floor(prev * prev_ttl / expiry + cur))
            if not (prev or cur):
                reset = wall
            else:
                reset = wall + min(prev_ttl % (expiry / prev) if prev else math.inf,
                                   cur_ttl % expiry if cur else math.inf)
            out.append((name, item, bool(ok), reset, remaining))
        return out

    async def _load_scripts(self) -> None:
        br = self.storage.bridge
        for script in (br.lua_acquire_sliding_window, br.lua_sliding_window):
            await br.get_connection().script_load(script.script)
        self._scripts_loaded = True

    def _prune(self, now: float) -> None:
        for k in [k for k, v in self._leases.items() if v.until <= now]:
            del self._leases[k]

    async def check(self, scope) -> Verdict | None:
        """Count this request against its client's and its token's windows; None when the
        store cannot be reached (then the request goes uncounted)."""
        client = scope.get("client")
        idents = [("client", client[0] if client else "unknown")]
        token = _bearer(scope)
        if token is not None:
            idents.append(("token", hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()[:32]))
        now = time.monotonic()
        self._checks += 1
        if self._checks % _PRUNE_EVERY == 0:
            self._prune(now)
        results: list = []      # in policy order: a result, or the index of its batch in ``wants``
        wants = []
        for name, ident in idents:
            for i, item in enumerate(self.policies[name]):
                key = (name, i, ident)
                lease = self._leases.get(key)
                if lease is not None and lease.left > 0 and now < lease.until:
                    lease.left -= 1
                    results.append((name, item, True, lease.reset, lease.remaining + lease.left))
                else:
                    results.append(len(wants))
                    wants.append((key, name, item, ident, self._size(item, lease, now)))
        if not results:
            return Verdict(True, 0, [])
        if wants:
            try:
                async with asyncio.timeout(STORE_TIMEOUT_S):
                    fetched = await self._leases_from_redis(wants, now)
            except Exception as exc:  # the limits' store is down: serve, say so (at most every 10 s)
                if now - self._warned > 10:
                    self._warned = now
                    log.warning("rate_limit_store_unavailable", error=repr(exc))
                return None
            results = [fetched[r] if isinstance(r, int) else r for r in results]
        wall = time.time()
        state, retry, refused = [], 0, ""
        for name, item, ok, reset, remaining in results:
            t = max(0, math.ceil(reset - wall))
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
